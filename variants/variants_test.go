package variants_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"pgregory.net/rapid"
)

func TestVariantNames(t *testing.T) {
	want := []string{"houses", "markets", "barracks", "temples", "gardens"}
	for k, v := range variants.Variants() {
		if v.String() != want[k] || v.District() != tile.Districts()[k] || variants.ForDistrict(tile.Districts()[k]) != v {
			t.Errorf("variant %d = %v (%v), want %s", k, v, v.District(), want[k])
		}
		p, err := variants.ParseVariant(want[k])
		if err != nil || p != v {
			t.Errorf("ParseVariant(%q) = %v, %v", want[k], p, err)
		}
	}
	for _, s := range []string{"", "none", "Houses", "house", "all"} {
		if _, err := variants.ParseVariant(s); !errors.Is(err, variants.ErrSyntax) {
			t.Errorf("ParseVariant(%q) error = %v, want ErrSyntax", s, err)
		}
	}
	if variants.None.Valid() || variants.None.String() != "none" || variants.Variant(9).Valid() {
		t.Error("None or an out-of-range variant is valid")
	}
	if _, err := variants.None.MarshalText(); err == nil {
		t.Error("None marshals")
	}
}

func TestSetString(t *testing.T) {
	cases := []struct {
		set  variants.Set
		text string
	}{
		{0, "none"},
		{variants.Of(variants.Temples), "temples"},
		{variants.Of(variants.Temples, variants.Houses), "houses+temples"},
		{variants.All, "houses+markets+barracks+temples+gardens"},
	}
	for _, tc := range cases {
		if got := tc.set.String(); got != tc.text {
			t.Errorf("String() = %q, want %q", got, tc.text)
		}
	}
	for text, want := range map[string]variants.Set{
		"all": variants.All, "none": 0, "gardens+houses": variants.Of(variants.Houses, variants.Gardens),
		"markets+markets": variants.Of(variants.Markets),
	} {
		if got, err := variants.ParseSet(text); err != nil || got != want {
			t.Errorf("ParseSet(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "+", "houses+", "houses+none", "all+houses", "Houses", "houses temples"} {
		if _, err := variants.ParseSet(text); !errors.Is(err, variants.ErrSyntax) {
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
		n := 0
		for _, v := range variants.Variants() {
			if s.Has(v) {
				n++
				if s.Without(v).Has(v) || s.Without(v).With(v) != s {
					t.Fatalf("Without/With %v on %v", v, s)
				}
			} else if !s.With(v).Has(v) || s.With(v).Len() != s.Len()+1 {
				t.Fatalf("With %v on %v", v, s)
			}
		}
		if n != s.Len() || s.Has(variants.None) || s.With(variants.None) != s {
			t.Fatalf("Len or None wrong for %v", s)
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
	data, err := json.Marshal(map[string]variants.Set{"v": variants.Of(variants.Houses, variants.Temples)})
	if err != nil || string(data) != `{"v":"houses+temples"}` {
		t.Fatalf("json = %s, %v", data, err)
	}
	var s variants.Set = variants.All
	if err := json.Unmarshal([]byte(`"none+x"`), &s); err == nil || s != variants.All {
		t.Fatalf("bad JSON accepted or changed the set: %v", s)
	}
	var v variants.Variant
	if err := json.Unmarshal([]byte(`"gardens"`), &v); err != nil || v != variants.Gardens {
		t.Fatalf("variant JSON = %v, %v", v, err)
	}
}

func TestOptionsText(t *testing.T) {
	for text, want := range map[string]variants.Options{
		"none":                           {},
		"":                               {},
		"all":                            {Variants: variants.All},
		"barracks-outside-only":          {BarracksOutsideOnly: true},
		"lake-any-region gardens houses": {Variants: variants.Of(variants.Gardens, variants.Houses), LakeAnyRegion: true},
	} {
		if got, err := variants.ParseOptions(text); err != nil || got != want {
			t.Errorf("ParseOptions(%q) = %+v, %v; want %+v", text, got, err, want)
		}
	}
	if got := (variants.Options{Variants: variants.Of(variants.Markets), LakeAnyRegion: true}).String(); got != "markets lake-any-region" {
		t.Errorf("String() = %q", got)
	}
	if _, err := variants.ParseOptions("gardens lake"); !errors.Is(err, variants.ErrSyntax) {
		t.Errorf("ParseOptions accepted an unknown word: %v", err)
	}
}

func TestNumericConditions(t *testing.T) {
	for v, want := range map[int]bool{0: false, 9: false, 10: true, 27: true} {
		if variants.HouseDoubled(v) != want {
			t.Errorf("HouseDoubled(%d) != %v", v, want)
		}
	}
	for n, want := range map[int]bool{0: false, 1: false, 2: false, 3: true, 4: true} {
		if variants.BarracksDoubled(n) != want {
			t.Errorf("BarracksDoubled(%d) != %v", n, want)
		}
	}
	for l, want := range map[int]bool{1: false, 2: true, 3: true, 7: true} {
		if variants.TempleDoubled(l) != want {
			t.Errorf("TempleDoubled(%d) != %v", l, want)
		}
	}
}

func pl(id tile.ID, q, r int, rot tile.Rotation) city.Placement {
	return city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}
}

func build(t *testing.T, ps ...city.Placement) *city.City {
	t.Helper()
	c, err := city.Build(ps)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestMarketDoubled(t *testing.T) {
	// Tile 22 [MarketPlaza Quarry Quarry] puts a plaza at (0,1); tile 26
	// [Market Quarry Quarry] a Market at (-1,2), next to it; tile 10 [Quarry
	// Market Barracks] a Market at (-2,1), next to no plaza.
	c := build(t, pl(22, 0, 1, 2), pl(26, -1, 2, 3), pl(10, -1, 0, 4))
	if !variants.MarketDoubled(&c.Base, hex.Hex{Q: -1, R: 2}) {
		t.Error("the market next to the plaza is not doubled")
	}
	if at, _ := variants.MarketPlazaNear(&c.Base, hex.Hex{Q: -1, R: 2}); at != (hex.Hex{Q: 0, R: 1}) {
		t.Errorf("MarketPlazaNear = %v", at)
	}
	if variants.MarketDoubled(&c.Base, hex.Hex{Q: -2, R: 1}) {
		t.Error("the market far from the plaza is doubled")
	}
	// Covering the plaza takes the bonus away: tile 7 goes up on (0,1) [22],
	// (-1,2) [26] and (-1,1) [start].
	if _, err := c.Place(pl(7, -1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	if variants.MarketDoubled(&c.Base, hex.Hex{Q: -1, R: 2}) {
		t.Error("a covered plaza still doubles")
	}
}

// holeCity rings (1,-1) on all six sides: the barracks of tile 50 at (2,-1)
// has that lake as its only empty neighbour; the garden of tile 7 at (1,-2)
// touches it.
func holeCity(t *testing.T) *city.City {
	return build(t, pl(50, 2, -1, 2), pl(7, 1, -2, 1), pl(5, 3, -2, 0))
}

func TestEmptyNeighborsBothReadings(t *testing.T) {
	c := holeCity(t)
	b := hex.Hex{Q: 2, R: -1}
	var holes city.Holes
	c.FindHoles(&holes)
	if got := variants.EmptyNeighbors(&c.Base, b, &holes, variants.Options{}); got != 1 {
		t.Errorf("default reading: %d empty neighbours, want 1 (the hole)", got)
	}
	outside := variants.Options{BarracksOutsideOnly: true}
	if got := variants.EmptyNeighbors(&c.Base, b, &holes, outside); got != 0 {
		t.Errorf("outside-only reading: %d empty neighbours, want 0", got)
	}
	if got := variants.EmptyNeighbors(&c.Base, b, nil, outside); got != 0 {
		t.Errorf("outside-only reading with nil holes: %d, want 0", got)
	}
	// The start's Quarry (1,0) has 3 open empty neighbours and the hole.
	q := hex.Hex{Q: 1, R: 0}
	if a, o := variants.EmptyNeighbors(&c.Base, q, nil, variants.Options{}), variants.EmptyNeighbors(&c.Base, q, nil, outside); a != 3 || o != 2 {
		t.Errorf("(1,0): %d and %d empty neighbours, want 3 and 2", a, o)
	}
}

func TestGardenDoubledBothReadings(t *testing.T) {
	// As in the garden-lakes fixture: (1,-1) is a one-cell lake, (-1,0) and
	// (-1,-1) a two-cell enclosed hole; gardens at (1,-2) and (-1,-2).
	c := build(t, pl(7, 1, -2, 5), pl(24, 2, -1, 0), pl(28, -3, 1, 1), pl(40, -2, -1, 0))
	var holes city.Holes
	c.FindHoles(&holes)
	lake, pair := hex.Hex{Q: 1, R: -2}, hex.Hex{Q: -1, R: -2}
	def, anyRegion := variants.Options{}, variants.Options{LakeAnyRegion: true}
	if !variants.GardenDoubled(&c.Base, lake, &holes, def) || !variants.GardenDoubled(&c.Base, lake, &holes, anyRegion) {
		t.Error("the garden next to the one-cell lake is not doubled")
	}
	if variants.GardenDoubled(&c.Base, pair, &holes, def) {
		t.Error("a two-cell hole is a lake by default")
	}
	if !variants.GardenDoubled(&c.Base, pair, &holes, anyRegion) || !variants.GardenDoubled(&c.Base, pair, nil, anyRegion) {
		t.Error("with LakeAnyRegion the two-cell hole is not a lake")
	}
	if variants.IsLake(&c.Base, hex.Hex{Q: 0, R: -2}, nil, anyRegion) || variants.IsLake(&c.Base, hex.Hex{Q: 0, R: 1}, nil, anyRegion) {
		t.Error("an occupied or open cell is a lake")
	}
	if !variants.IsLake(&c.Base, hex.Hex{Q: 1, R: -1}, nil, def) || variants.IsLake(&c.Base, hex.Hex{Q: -1, R: 0}, nil, def) {
		t.Error("default lakes wrong")
	}
}

func TestNeedHoles(t *testing.T) {
	for o, want := range map[variants.Options]bool{
		{}:                          false,
		{Variants: variants.All}:    false,
		{LakeAnyRegion: true}:       false,
		{BarracksOutsideOnly: true}: true,
		{Variants: variants.Of(variants.Gardens), LakeAnyRegion: true}: true,
	} {
		if o.NeedHoles() != want {
			t.Errorf("%v NeedHoles = %v", o, !want)
		}
	}
}
