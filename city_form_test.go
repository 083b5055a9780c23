package akropolis_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/google/go-cmp/cmp"
)

func pl(id tile.ID, q, r int, rot tile.Rotation) city.Placement {
	return city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}
}

// legalCity returns the placements of seat 0's city at the end of a game.
func legalCity(t testing.TB) []city.Placement {
	g := playRecorded(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}}, randomMove(rand.New(rand.NewPCG(2, 0x5eed))))
	return g.City(0).Placements()
}

// cityErrors returns the violations city.Validate reports.
func cityErrors(ps []city.Placement) []error {
	_, errs := city.Validate(ps)
	return errs
}

func TestValidateCityReportsEveryViolation(t *testing.T) {
	ps := legalCity(t)
	if errs := cityErrors(ps); errs != nil {
		t.Fatalf("a legal city: %v", errs)
	}
	used := map[tile.ID]bool{}
	for _, p := range ps {
		used[p.Tile] = true
	}
	var free []tile.ID // tiles not in the city
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		if !used[id] {
			free = append(free, id)
		}
	}
	onTop := ps[0]
	onTop.Tile = free[1]
	bad := []city.Placement{
		pl(free[0], 0, 1, 0),  // 0: partly on the starting tile
		ps[0],                 // 1: legal
		ps[0],                 // 2: the same tile again
		pl(free[0], 0, 20, 0), // 3: far from the city
		onTop,                 // 4: on tile 1 alone
	}
	want := []struct {
		index int
		rule  error
	}{{0, city.ErrGap}, {2, city.ErrTileUsed}, {3, city.ErrNotAdjacent}, {4, city.ErrOneTile}}
	errs := cityErrors(bad)
	if len(errs) != len(want) {
		t.Fatalf("got %d errors %v, want %d", len(errs), errs, len(want))
	}
	for i, w := range want {
		var se *city.PlacementError
		if !errors.As(errs[i], &se) || se.Step != w.index+1 || !errors.Is(errs[i], w.rule) {
			t.Errorf("error %d: %v, want placement %d breaking %v", i, errs[i], w.index, w.rule)
		}
	}
}

func TestCityTextAndJSONForms(t *testing.T) {
	ps := legalCity(t)
	text := akropolis.FormatCity(ps)
	if got, err := akropolis.ParseCity(text); err != nil || !cmp.Equal(ps, got) {
		t.Fatalf("text round trip: %v\n%s", err, cmp.Diff(ps, got))
	}
	js, err := json.Marshal(ps)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(js), `["`) {
		t.Fatalf("JSON form %s, want an array of strings", js)
	}
	if got, err := akropolis.ParseCity("\n " + string(js) + "\n"); err != nil || !cmp.Equal(ps, got) {
		t.Fatalf("JSON round trip: %v\n%s", err, cmp.Diff(ps, got))
	}

	commented := "; seat 0, from another app\n\n  07@(1,-2)r3   ; the first tile\r\n12@(0,-3)r0\n;end"
	got, err := akropolis.ParseCity(commented)
	if err != nil {
		t.Fatal(err)
	}
	if want := []city.Placement{pl(7, 1, -2, 3), pl(12, 0, -3, 0)}; !cmp.Equal(want, got) {
		t.Fatal(cmp.Diff(want, got))
	}
	// Nothing to read is an error of its own, so that no service takes an
	// empty body for a valid city.
	for _, empty := range []string{"", "\uFEFF \r\n", "; nothing\n", "[]", " [ ] ", `{"placements":[]}`} {
		if got, err := akropolis.ParseCity(empty); !errors.Is(err, akropolis.ErrEmptyInput) || !errors.Is(err, rule.ErrSyntax) || got != nil {
			t.Errorf("%q: got %v, %v; want nil and ErrEmptyInput", empty, got, err)
		}
	}
}

func TestParseCityErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int // 0: JSON, no line
	}{
		{"07@(1,-2)r3\n07@(1,-2)r6\n", 2},
		{"; ok\n\nS@(0,0)r0", 3},
		{"07@(1,-2)r3 12@(0,-3)r0", 1},
		{"07@(1,-2)r3 # a comment is ';'", 1},
		{`["07@(1,-2)r3", null]`, 0},
		{`["07@(1,-2)r3", 7]`, 0},
		{`["07@(1,-2)r3"`, 0},
		{`["07@(1,-2)r3"] []`, 0},
		{`["07@(1,-2)r3",]`, 0},
	} {
		_, err := akropolis.ParseCity(tc.text)
		if !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%q: got %v, want ErrSyntax", tc.text, err)
			continue
		}
		var le *akropolis.Error
		if tc.line > 0 && (!errors.As(err, &le) || le.Line != tc.line) {
			t.Errorf("%q: got %v, want line %d", tc.text, err, tc.line)
		}
		if tc.line > 0 && !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%q: %v does not wrap rule.ErrSyntax", tc.text, err)
		}
	}
}

func TestParseCityBounds(t *testing.T) {
	big := strings.Repeat("07@(1,-2)r3\n", akropolis.MaxRecordBytes/12+1)
	allocated := allocatedBy(func() {
		if _, err := akropolis.ParseCity(big); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("%d bytes: got %v, want ErrTooLarge", len(big), err)
		}
	})
	if allocated > 1<<16 {
		t.Errorf("refusing %d bytes allocated %d", len(big), allocated)
	}
	many := strings.Repeat("07@(1,-2)r3\n", akropolis.MaxCityPlacements+1)
	var le *akropolis.Error
	if _, err := akropolis.ParseCity(many); !errors.Is(err, akropolis.ErrTooLarge) || !errors.As(err, &le) ||
		le.Line != akropolis.MaxCityPlacements+1 {
		t.Errorf("%d placements: got %v, want ErrTooLarge on line %d", akropolis.MaxCityPlacements+1, err, akropolis.MaxCityPlacements+1)
	}
	manyJSON := "[" + strings.Repeat(`"07@(1,-2)r3",`, akropolis.MaxCityPlacements) + `"07@(1,-2)r3"]`
	if _, err := akropolis.ParseCity(manyJSON); !errors.Is(err, akropolis.ErrTooLarge) {
		t.Errorf("JSON of %d placements: got %v, want ErrTooLarge", akropolis.MaxCityPlacements+1, err)
	}
}

// cityTextForm: ParseCity refuses with ErrSyntax, or reads placements that
// its text and JSON forms write back and read back the same.
func cityTextForm(f *testing.F) formtest.Form {
	var seeds []string
	ps := legalCity(f)
	seeds = append(seeds, akropolis.FormatCity(ps))
	js, _ := json.Marshal(ps[:3])
	seeds = append(seeds,
		string(js),
		"# c\n07@(1,-2)r3 # x\n\n12@(0,-3)r0",
		`[null]`,
		"[\"07@(1,-2)r3\"]\n#",
	)
	return formtest.Form{Key: 'c', Name: "city", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		ps, err := akropolis.ParseCity(s)
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		back, err := akropolis.ParseCity(akropolis.FormatCity(ps))
		if err != nil || !cmp.Equal(ps, back) {
			t.Fatalf("text: %v\n%s", err, cmp.Diff(ps, back))
		}
		js, err := json.Marshal(append([]city.Placement{}, ps...)) // "[]", not "null", for none
		if err != nil {
			t.Fatal(err)
		}
		back, err = akropolis.ParseCity(string(js))
		if err != nil || !cmp.Equal(ps, back) {
			t.Fatalf("JSON: %v\n%s", err, cmp.Diff(ps, back))
		}
		city.Validate(ps) // must not panic
	}}
}

// Check a city sent by another application, in its text form: every broken
// rule is reported with the placement's step, counted from 1.
func ExampleParseCity_check() {
	ps, err := akropolis.ParseCity(`; a city to check
01@(0,1)r0    ; partly on the starting tile
02@(0,-2)r0
02@(3,-1)r0   ; tile 02 again
03@(0,-2)r0   ; on tile 02 alone
04@(0,5)r0    ; far away
`)
	if err != nil {
		panic(err)
	}
	_, errs := city.Validate(ps)
	for _, err := range errs {
		var pe *city.PlacementError
		errors.As(err, &pe)
		fmt.Printf("step %d, tile %v: %v\n", pe.Step, pe.Placement.Tile, pe.Unwrap())
	}
	fmt.Println(errors.Is(errs[0], city.ErrGap))
	// Output:
	// step 1, tile 01: partly on the ground and partly on tiles
	// step 3, tile 02: tile already in the city
	// step 4, tile 03: higher tile rests on one tile only
	// step 5, tile 04: ground tile does not touch the city
	// true
}

// An element of a city's JSON array that is no string is named by its
// kind.
func TestParseCityJSONElementKinds(t *testing.T) {
	for doc, want := range map[string]string{
		`["07@(1,-2)r3",null]`: "placement 1: found null, want a string",
		`[1]`:                  "placement 0: found a number, want a string",
		`[[]]`:                 "placement 0: found an array, want a string",
		`[{}]`:                 "placement 0: found an object, want a string",
		`[true]`:               "placement 0: found true or false, want a string",
		`[x]`:                  "placement 0: found no valid JSON, want a string",
	} {
		if _, err := akropolis.ParseCity(doc); !errors.Is(err, rule.ErrSyntax) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", doc, err, want)
		}
	}
}
