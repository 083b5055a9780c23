package variants_test

import (
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// FuzzTextForms drives the text forms: a set ('s') and
// options ('o').
func FuzzTextForms(f *testing.F) {
	formtest.Fuzz(f, setForm(f), optionsTextForm(f))
}

// FuzzJSONForms drives the JSON form of options ('o').
func FuzzJSONForms(f *testing.F) {
	formtest.Fuzz(f, formtest.Form{Key: 'o', Name: "options", Seeds: []string{
		`{"variants":"none"}`,
		`{"variants":"all","barracksOutsideOnly":true,"lakeAnyRegion":true}`,
		`{"variants":"houses+markets","lakeAnyRegion":false}`,
		`{"variants":"Houses"}`, `{"variants":"houses+houses"}`, `{"variants":255}`,
		`{"variants":"none","variants":"all"}`, `{"Variants":"none"}`, `{"nope":1}`,
		"\uFEFF{}", `{"lakeAnyRegion":1e400}`, `null`, `[]`, ``,
	}, Check: checkOptionsJSON})
}

// checkOptionsJSON: Options.UnmarshalJSON never panics; on error it wraps
// ErrSyntax and leaves the options unchanged; what it reads encodes, and
// the encoding reads back as the same options; the form is strict.
func checkOptionsJSON(t *testing.T, b []byte) {
	formtest.JSON(t, b, variants.Options{Variants: variants.All, LakeAnyRegion: true}, formtest.Codec[variants.Options]{
		Decode:  (*variants.Options).UnmarshalJSON,
		Encode:  func(o variants.Options) ([]byte, error) { return json.Marshal(o) },
		Same:    func(x, y variants.Options) bool { return x == y },
		Refusal: func(err error) bool { return errors.Is(err, rule.ErrSyntax) },
	})
}

// setForm: ParseSet never panics; a set it reads holds only the five
// variants and prints back (String, MarshalText) to text that reads to the
// same set; UnmarshalText agrees and leaves the set unchanged on error.
func setForm(f *testing.F) formtest.Form {
	seeds := []string{"none", "all", "houses", "houses+temples", "gardens+houses+houses",
		"houses+markets+barracks+temples+gardens", "", "+", "houses+", "+houses", "none+houses", "all+houses", "Houses"}
	return formtest.Form{Key: 's', Name: "set", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		set, err := variants.ParseSet(s)
		old := variants.Of(tile.Market)
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != set) || (err != nil && u != old) {
			t.Fatalf("ParseSet(%q) = %v, %v; UnmarshalText gives %v, %v", s, set, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParseSet(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if set&^variants.All != 0 {
			t.Fatalf("ParseSet(%q) = %08b: bits beyond the five variants", s, uint8(set))
		}
		text, _ := set.MarshalText()
		if back, err := variants.ParseSet(string(text)); err != nil || back != set || string(text) != set.String() {
			t.Fatalf("ParseSet(%q) = %v, %v; want %v (from %q)", text, back, err, set, s)
		}
	}}
}

// optionsTextForm: ParseOptions never panics, and the options it reads
// print back to text that reads to the same options.
func optionsTextForm(f *testing.F) formtest.Form {
	seeds := []string{"none", "all", "houses+temples barracks-outside-only", "lake-any-region houses",
		"houses markets", "  all   lake-any-region  ", "", "barracks-outside-only barracks-outside-only", "none none", "x"}
	return formtest.Form{Key: 'o', Name: "options", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		o, err := variants.ParseOptions(s)
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParseOptions(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if o.Variants&^variants.All != 0 {
			t.Fatalf("ParseOptions(%q) = %+v: bits beyond the five variants", s, o)
		}
		if back, err := variants.ParseOptions(o.String()); err != nil || back != o {
			t.Fatalf("ParseOptions(%q) = %+v, %v; want %+v (from %q)", o.String(), back, err, o, s)
		}
	}}
}

// TestParseHugeInput: 100 MB of text is refused without being copied by every parser,
// and no error echoes it.
func TestParseHugeInput(t *testing.T) {
	s := strings.Repeat("houses+", 15<<20)
	b := []byte(s)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var o variants.Options
	err1 := o.UnmarshalJSON(b)
	_, err2 := variants.ParseSet(s)
	_, err3 := variants.ParseOptions(s)
	var set variants.Set
	err5 := set.UnmarshalText(b)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing the text allocated %d bytes: it was copied", n)
	}
	for _, err := range []error{err1, err2, err3, err5} {
		if !errors.Is(err, rule.ErrSyntax) || len(err.Error()) > 200 {
			t.Errorf("error %.200v, want a short ErrSyntax", err)
		}
	}
}
