package variants_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
	"pgregory.net/rapid"
)

// TestVariantNames: each district type's variant alone prints as its
// lower-case plural and reads back; other kinds are in no set.
func TestVariantNames(t *testing.T) {
	want := []string{"houses", "markets", "barracks", "temples", "gardens"}
	for k, d := range tile.Districts() {
		s := variants.Of(d)
		if s.String() != want[k] || !s.Has(d) {
			t.Errorf("variant of %v = %v, want %s", d, s, want[k])
		}
		if p, err := variants.ParseSet(want[k]); err != nil || p != s {
			t.Errorf("ParseSet(%q) = %v, %v", want[k], p, err)
		}
	}
	for _, k := range []tile.Kind{tile.None, tile.Quarry, tile.HousePlaza, tile.GardenPlaza, tile.GardenPlaza + 1, 255} {
		if variants.Of(k) != 0 || variants.All.Has(k) || variants.All.With(k) != variants.All {
			t.Errorf("%v has a variant", k)
		}
	}
	for _, s := range []string{"", "Houses", "house", "House"} {
		if _, err := variants.ParseSet(s); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("ParseSet(%q) error = %v, want ErrSyntax", s, err)
		}
	}
}

func TestSetString(t *testing.T) {
	cases := []struct {
		set  variants.Set
		text string
	}{
		{0, "none"},
		{variants.Of(tile.Temple), "temples"},
		{variants.Of(tile.Temple, tile.House), "houses+temples"},
		{variants.All, "houses+markets+barracks+temples+gardens"},
	}
	for _, tc := range cases {
		if got := tc.set.String(); got != tc.text {
			t.Errorf("String() = %q, want %q", got, tc.text)
		}
	}
	for text, want := range map[string]variants.Set{
		"all": variants.All, "none": 0, "gardens+houses": variants.Of(tile.House, tile.Garden),
		"markets+markets": variants.Of(tile.Market),
	} {
		if got, err := variants.ParseSet(text); err != nil || got != want {
			t.Errorf("ParseSet(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "+", "houses+", "houses+none", "all+houses", "Houses", "houses temples"} {
		if _, err := variants.ParseSet(text); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("ParseSet(%q) error = %v, want ErrSyntax", text, err)
		}
	}
}

func TestSetRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := variants.Set(rapid.IntRange(0, int(variants.All)).Draw(t, "set"))
		p, err := variants.ParseSet(s.String())
		if err != nil || p != s {
			t.Fatalf("ParseSet(%q) = %v, %v", s.String(), p, err)
		}
		for k, d := range tile.Districts() {
			if s.Has(d) != (s&(1<<k) != 0) || !s.With(d).Has(d) || s.With(d)&^s != variants.Of(d)&^s {
				t.Fatalf("Has or With %v on %v", d, s)
			}
		}
		if s.Has(tile.None) || s.With(tile.None) != s {
			t.Fatalf("None in %v", s)
		}
		o := variants.Options{Variants: s, BarracksOutsideOnly: rapid.Bool().Draw(t, "b"), LakeAnyRegion: rapid.Bool().Draw(t, "l")}
		q, err := variants.ParseOptions(o.String())
		if err != nil || q != o {
			t.Fatalf("ParseOptions(%q) = %+v, %v; want %+v", o.String(), q, err, o)
		}
		data, err := json.Marshal(o)
		var back variants.Options
		if err != nil || json.Unmarshal(data, &back) != nil || back != o {
			t.Fatalf("JSON %s round trip gave %+v (%v)", data, back, err)
		}
	})
}

func TestSetJSON(t *testing.T) {
	data, err := json.Marshal(map[string]variants.Set{"v": variants.Of(tile.House, tile.Temple)})
	if err != nil || string(data) != `{"v":"houses+temples"}` {
		t.Fatalf("json = %s, %v", data, err)
	}
	var s variants.Set = variants.All
	if err := json.Unmarshal([]byte(`"none+x"`), &s); err == nil || s != variants.All {
		t.Fatalf("bad JSON accepted or changed the set: %v", s)
	}
}

func TestOptionsText(t *testing.T) {
	for text, want := range map[string]variants.Options{
		"none":                           {},
		"":                               {},
		"all":                            {Variants: variants.All},
		"barracks-outside-only":          {BarracksOutsideOnly: true},
		"lake-any-region gardens houses": {Variants: variants.Of(tile.Garden, tile.House), LakeAnyRegion: true},
	} {
		if got, err := variants.ParseOptions(text); err != nil || got != want {
			t.Errorf("ParseOptions(%q) = %+v, %v; want %+v", text, got, err, want)
		}
	}
	if got := (variants.Options{Variants: variants.Of(tile.Market), LakeAnyRegion: true}).String(); got != "markets lake-any-region" {
		t.Errorf("String() = %q", got)
	}
	if _, err := variants.ParseOptions("gardens lake"); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("ParseOptions accepted an unknown word: %v", err)
	}
}

func TestNeedHoles(t *testing.T) {
	for o, want := range map[variants.Options]bool{
		{}:                          false,
		{Variants: variants.All}:    false,
		{LakeAnyRegion: true}:       false,
		{BarracksOutsideOnly: true}: true,
		{Variants: variants.Of(tile.Garden), LakeAnyRegion: true}: true,
	} {
		if o.NeedHoles() != want {
			t.Errorf("%v NeedHoles = %v", o, !want)
		}
	}
}

// Options decode under the module's JSON convention and are unchanged by an
// error.
func TestOptionsJSONStrict(t *testing.T) {
	var o variants.Options
	if err := o.UnmarshalJSON([]byte("\uFEFF" + `{"variants":"houses","lakeAnyRegion":true}`)); err != nil ||
		o != (variants.Options{Variants: variants.Of(tile.House), LakeAnyRegion: true}) {
		t.Fatalf("options with a byte order mark = %+v, %v", o, err)
	}
	for _, bad := range []string{`{"Variants":"houses"}`, `{"variants":"houses","variants":"none"}`,
		`{"variants":"houses","lakes":true}`, `{"variants":"housez"}`, `[]`} {
		got := variants.Options{BarracksOutsideOnly: true}
		if err := json.Unmarshal([]byte(bad), &got); !errors.Is(err, rule.ErrSyntax) || got != (variants.Options{BarracksOutsideOnly: true}) {
			t.Errorf("%s: got %v (options %+v), want ErrSyntax and no change", bad, err, got)
		}
	}
}

// TestSetTextUndefinedBits checks that every one of the 256 sets either has
// a text form that reads back equal, or (bits outside All) a String that
// shows those bits and is refused by ParseSet, MarshalText and
// UnmarshalText alike.
func TestSetTextUndefinedBits(t *testing.T) {
	for _, tc := range []struct {
		s    variants.Set
		want string
	}{{0x80, "Set(0x80)"}, {0x81, "Set(0x81)"}, {0x20, "Set(0x20)"}, {0, "none"}, {0x11, "houses+gardens"}} {
		if got := tc.s.String(); got != tc.want {
			t.Errorf("Set(%#x).String() = %q, want %q", uint8(tc.s), got, tc.want)
		}
	}
	for i := range 256 {
		s := variants.Set(i)
		text := s.String()
		parsed, perr := variants.ParseSet(text)
		b, merr := s.MarshalText()
		u := variants.Set(7)
		uerr := u.UnmarshalText([]byte(text))
		if s&^variants.All != 0 {
			if perr == nil || merr == nil || uerr == nil {
				t.Errorf("Set(%#x) %q: ParseSet %v, MarshalText %v, UnmarshalText %v; want three errors", i, text, perr, merr, uerr)
			}
			if u != 7 {
				t.Errorf("Set(%#x): a refused UnmarshalText changed the set to %v", i, u)
			}
			continue
		}
		if perr != nil || merr != nil || uerr != nil || parsed != s || u != s || string(b) != text {
			t.Errorf("Set(%#x) %q: reads back as %v (%v), marshals %q (%v), unmarshals %v (%v)", i, text, parsed, perr, b, merr, u, uerr)
		}
	}
}
