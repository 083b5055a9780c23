package city_test

import (
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// placementRules are the sentinels a rejected placement may wrap.
var placementRules = []error{city.ErrUnknownTile, city.ErrBadRotation, city.ErrTileUsed, city.ErrOutOfBounds,
	city.ErrNotAdjacent, city.ErrGap, city.ErrUneven, city.ErrOneTile, city.ErrTooManyTiles, city.ErrOnOneHex}

// FuzzTextForms drives the text form of a placement ('p').
func FuzzTextForms(f *testing.F) {
	formtest.Fuzz(f, placementForm(f))
}

// FuzzJSONForms drives the JSON forms: a city ('c'), a layer ('l') and the
// result of a placement ('r'). Each refuses, leaving its value unchanged,
// or accepts a form that writes back and reads back as the same value.
func FuzzJSONForms(f *testing.F) {
	syntax := func(err error) bool { return errors.Is(err, rule.ErrSyntax) }
	layerSeeds := []string{`{"kind":"HousePlaza","tile":12,"hex":2,"level":2}`, `{"level":2,"quarries":1}`,
		`{"kind":"Temple","tile":67,"hex":0,"level":1}`}
	formtest.Fuzz(f,
		formtest.Form{Key: 'c', Name: "city", Check: checkCityJSON, Seeds: []string{
			`{"placements":["12@(0,-2)r0"]}`,
			`{"placements":["50@(2,-1)r2","07@(1,-2)r1"],"edge":[]}`,
			`{"placements":["67@(0,1)r2","82@(0,0)r0","62@(0,1)r0"]}`,
		}},
		formtest.Form{Key: 'l', Name: "layer", Seeds: layerSeeds, Check: func(t *testing.T, b []byte) {
			formtest.JSON(t, b, city.Layer{Level: 9}, formtest.Codec[city.Layer]{
				Decode: (*city.Layer).UnmarshalJSON, Encode: marshalJSON[city.Layer],
				Same: func(x, y city.Layer) bool { return x == y }, Refusal: syntax,
			})
		}},
		formtest.Form{Key: 'r', Name: "result", Seeds: layerSeeds, Check: func(t *testing.T, b []byte) {
			formtest.JSON(t, b, city.Result{Level: 9}, formtest.Codec[city.Result]{
				Decode: (*city.Result).UnmarshalJSON, Encode: marshalJSON[city.Result],
				Same: func(x, y city.Result) bool { return x == y }, Refusal: syntax,
			})
		}},
	)
}

// marshalJSON is json.Marshal for a codec.
func marshalJSON[T any](v T) ([]byte, error) { return json.Marshal(v) }

// checkCityJSON: a city's JSON form refuses with a syntax error or the rule
// a placement breaks, leaving the city unchanged, or reads a city that
// writes back and reads back as the same city; the form is strict.
func checkCityJSON(t *testing.T, b []byte) {
	before := city.New()
	if _, err := before.Place(city.Placement{Tile: 12, Anchor: hex.Hex{Q: 0, R: -2}}); err != nil {
		t.Fatal(err)
	}
	formtest.JSON(t, b, *before, formtest.Codec[city.City]{
		Decode: (*city.City).UnmarshalJSON,
		Encode: func(c city.City) ([]byte, error) { return json.Marshal(&c) },
		Same:   func(x, y city.City) bool { return x.Equal(&y) },
		Refusal: func(err error) bool {
			return errors.Is(err, rule.ErrSyntax) || slices.ContainsFunc(placementRules, func(r error) bool { return errors.Is(err, r) })
		},
	})
}

// placementForm: ParsePlacement never panics; what it reads prints back
// (String, MarshalText) to text that reads to the same placement, and
// UnmarshalText agrees, leaving the placement unchanged on error.
func placementForm(f *testing.F) formtest.Form {
	seeds := []string{
		"07@(1,-2)r3", "7@(1,-2)r3", "61@( 0 , 0 )r5", "01@(9223372036854775807,-9223372036854775808)r0",
		"S@(0,0)r0", "00@(0,0)r0", "62@(0,0)r0", "92@(0,0)r0", "07@(1,-2)r6", "07@(1,-2)r", "07@(1,-2)", "07(1,-2)r3",
		"07@@(1,-2)r3", "07@(1,-2)r3r3", "07@(1,r)r3", "", "@", "r", "07@(1,-2)r03", " 07@(1,-2)r3",
	}
	return formtest.Form{Key: 'p', Name: "placement", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		p, err := city.ParsePlacement(s)
		old := city.Placement{Tile: 9, Anchor: hex.Hex{Q: 3, R: 3}, Rotation: 4}
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != p) || (err != nil && u != old) {
			t.Fatalf("ParsePlacement(%q) = %v, %v; UnmarshalText gives %v, %v", s, p, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParsePlacement(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if !p.Tile.InBase() && !p.Tile.IsOneHex() || p.Rotation > 5 {
			t.Fatalf("ParsePlacement(%q) = %+v: invalid tile or rotation", s, p)
		}
		text, _ := p.MarshalText()
		if back, err := city.ParsePlacement(string(text)); err != nil || back != p || string(text) != p.String() {
			t.Fatalf("ParsePlacement(%q) = %v, %v; want %v (from %q)", text, back, err, p, s)
		}
	}}
}

// fzCity builds a city of n random legal placements drawn from rng.
func fzCity(rng *rand.Rand, n int) *city.City {
	c := city.New()
	ids := make([]tile.ID, tile.MaxID)
	for k := range ids {
		ids[k] = tile.ID(k + 1)
	}
	rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	var buf []city.Placement
	for _, id := range ids[:min(n, len(ids))] {
		buf = c.AppendLegal(buf[:0], id)
		if len(buf) == 0 {
			break
		}
		c.Place(buf[rng.IntN(len(buf))])
	}
	return c
}

// FuzzCheck tries an arbitrary placement on a city reached by random legal
// placements: Check and Place agree on the rule, a rejected placement
// changes nothing, and an accepted one is undone exactly. With near set the
// anchor is taken relative to a legal placement, so that more candidates
// land on the city.
func FuzzCheck(f *testing.F) {
	f.Add(uint64(1), uint8(10), false, uint8(7), int64(0), int64(0), uint8(0))
	f.Add(uint64(2), uint8(30), true, uint8(0), int64(0), int64(1), uint8(3))
	f.Add(uint64(3), uint8(5), false, uint8(12), int64(math.MaxInt64), int64(math.MinInt64), uint8(2))
	f.Add(uint64(4), uint8(60), true, uint8(200), int64(-1), int64(1), uint8(9))
	f.Add(uint64(5), uint8(0), false, uint8(1), int64(math.MinInt64), int64(math.MinInt64), uint8(5))
	f.Add(uint64(6), uint8(12), false, uint8(67), int64(0), int64(1), uint8(2)) // a one-hex tile
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, near bool, id uint8, q, r int64, rot uint8) {
		rng := rand.New(rand.NewPCG(seed, 7))
		c := fzCity(rng, int(n)%70)
		p := city.Placement{Tile: tile.ID(id), Anchor: hex.Hex{Q: int(q), R: int(r)}, Rotation: tile.Rotation(rot)}
		if near && id%2 == 0 {
			// An unused tile laid near a legal placement of it.
			for k := range tile.MaxID {
				cand := tile.ID((int(id)+int(k))%int(tile.MaxID) + 1)
				if ps := c.AppendLegal(nil, cand); len(ps) > 0 {
					l := ps[int(uint64(q)%uint64(len(ps)))]
					p = city.Placement{Tile: cand, Anchor: l.Anchor.Add(hex.Hex{Q: int(r % 3), R: int((r / 3) % 3)}), Rotation: tile.Rotation(rot % 6)}
					break
				}
			}
		}
		before := c.Clone()
		hist := c.Placements()
		res, cerr := c.Check(p)
		if !c.Equal(before) {
			t.Fatalf("Check(%v) changed the city", p)
		}
		pres, perr := c.Place(p)
		if cerr != nil {
			var pe *city.PlacementError
			if !errors.As(cerr, &pe) || pe.Placement != p {
				t.Fatalf("Check(%v) error %v is not a *PlacementError for it", p, cerr)
			}
			if n := slices.IndexFunc(placementRules, func(e error) bool { return errors.Is(cerr, e) }); n < 0 || !errors.Is(perr, placementRules[n]) {
				t.Fatalf("Check(%v) = %v but Place = %v", p, cerr, perr)
			}
			if !c.Equal(before) || !slices.Equal(c.Placements(), hist) {
				t.Fatalf("rejected %v changed the city", p)
			}
			return
		}
		if perr != nil || pres != res {
			t.Fatalf("Check(%v) = %+v, nil but Place = %+v, %v", p, res, pres, perr)
		}
		checkColumns(t, c)
		if last, ok := c.Undo(); !ok || last != p {
			t.Fatalf("Undo = %v, %v; want %v", last, ok, p)
		}
		if !c.Equal(before) || !slices.Equal(c.Placements(), hist) {
			t.Fatalf("Undo of %v did not restore the city", p)
		}
	})
}

// checkColumns checks every occupied cell: the height, visible hex and tile
// agree with the column rebuilt from the history, whose levels run 1..h.
func checkColumns(t testing.TB, c *city.City) {
	t.Helper()
	for h := range c.Cells() {
		col := c.Column(h)
		if len(col) != c.Height(h) || len(col) == 0 {
			t.Fatalf("cell %v: height %d, column of %d", h, c.Height(h), len(col))
		}
		for k, l := range col {
			if l.Level != k+1 {
				t.Fatalf("cell %v: layer %d at level %d", h, k, l.Level)
			}
		}
		top := col[len(col)-1]
		if id, _ := c.TileAt(h); c.Top(h) != top.Kind || id != top.Tile {
			t.Fatalf("cell %v: top %v of %v, column ends with %+v", h, c.Top(h), id, top)
		}
	}
}

// TestExtremeAnchors: anchors at and around the integer limits and the
// window's edge are refused with ErrOutOfBounds, never wrapped into the
// window, and change nothing.
func TestExtremeAnchors(t *testing.T) {
	c := city.New()
	before := c.Clone()
	big := []int{math.MinInt, math.MinInt + 1, math.MinInt + 2, -1 << 32, -grid.Half - 1, -grid.Half,
		-city.MaxRadius - 1, city.MaxRadius + 1, grid.Half - 1, grid.Half, 1 << 32,
		math.MaxInt - 2, math.MaxInt - 1, math.MaxInt}
	for _, q := range big {
		for _, r := range append(big, 0) {
			for rot := range tile.Rotation(6) {
				p := city.Placement{Tile: 1, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}
				if _, err := c.Check(p); !errors.Is(err, city.ErrOutOfBounds) {
					t.Fatalf("Check(%v) = %v, want ErrOutOfBounds", p, err)
				}
				if _, err := c.Place(p); !errors.Is(err, city.ErrOutOfBounds) {
					t.Fatalf("Place(%v) = %v, want ErrOutOfBounds", p, err)
				}
				p.Anchor = hex.Hex{Q: r, R: q}
				if _, err := c.Place(p); !errors.Is(err, city.ErrOutOfBounds) {
					t.Fatalf("Place(%v) = %v, want ErrOutOfBounds", p, err)
				}
			}
		}
	}
	if !c.Equal(before) || c.Len() != 0 {
		t.Fatal("rejected placements changed the city")
	}
}

// TestEveryTileOnce: a city holding all 61 tiles refuses any other with
// ErrTileUsed (so ErrTooManyTiles, checked after it, is a second guard no
// caller can reach), and its tiles can each be placed only once.
func TestEveryTileOnce(t *testing.T) {
	c := city.New()
	var buf []city.Placement
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		buf = c.AppendLegal(buf[:0], id)
		if len(buf) == 0 {
			t.Fatalf("no legal placement for tile %v", id)
		}
		if _, err := c.Place(buf[0]); err != nil {
			t.Fatal(err)
		}
		again := buf[0]
		again.Anchor = again.Anchor.Add(hex.Hex{Q: 5})
		if _, err := c.Check(again); !errors.Is(err, city.ErrTileUsed) {
			t.Fatalf("placing %v twice: %v, want ErrTileUsed", id, err)
		}
	}
	if c.Len() != int(tile.MaxID) {
		t.Fatalf("full city: Len %d", c.Len())
	}
	full := c.Clone()
	for id := range tile.ID(255) {
		if id.IsOneHex() {
			continue // one cell, which a full city still has room for
		}
		for _, p := range []city.Placement{{Tile: id, Anchor: hex.Hex{Q: 0, R: -2}}, {Tile: id, Anchor: hex.Hex{Q: 40, R: 0}, Rotation: 3}} {
			_, err := c.Place(p)
			want := city.ErrTileUsed
			if !id.InBase() {
				want = city.ErrUnknownTile
			}
			if !errors.Is(err, want) {
				t.Fatalf("Place(%v) in a full city = %v, want %v", p, err, want)
			}
		}
		if len(c.AppendLegal(nil, id)) != 0 {
			t.Fatalf("tile %v has legal placements in a full city", id)
		}
	}
	if !c.Equal(full) {
		t.Fatal("rejected placements changed the full city")
	}
	checkColumns(t, c)
	if b, err := city.Build(c.Placements()); err != nil || !b.Equal(c) {
		t.Fatalf("Build of the full city: %v", err)
	}
}

// fzTower lays the 61 tiles in an order drawn from rng, each time at a
// highest legal level (ties broken by rng). It returns the city.
func fzTower(rng *rand.Rand) *city.City {
	c := city.New()
	ids := make([]tile.ID, tile.MaxID)
	for k := range ids {
		ids[k] = tile.ID(k + 1)
	}
	rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	var spots []city.Spot
	var best []city.Spot
	for _, id := range ids {
		spots = c.AppendSpots(spots[:0])
		top := 0
		best = best[:0]
		for _, s := range spots {
			switch {
			case s.Level() > top:
				top, best = s.Level(), append(best[:0], s)
			case s.Level() == top:
				best = append(best, s)
			}
		}
		ps := best[rng.IntN(len(best))].Placements(id)
		if _, err := c.Place(ps[rng.IntN(3)]); err != nil {
			panic(err)
		}
	}
	return c
}

func maxHeight(c *city.City) int {
	m := 0
	for h := range c.Cells() {
		m = max(m, c.Height(h))
	}
	return m
}

// towerScript is the tallest tower a beam search (width 3000, 61 tiles in
// any order) found: height 12. The tiles are numbered in the order laid;
// only their being different matters to the rules.
const towerScript = `
	01@(1,1)r1 02@(1,1)r0 03@(1,3)r0 04@(1,2)r1 05@(1,1)r1 06@(-1,4)r1 07@(0,4)r0 08@(1,3)r0
	09@(1,2)r1 10@(-2,4)r0 11@(-2,4)r1 12@(-1,4)r1 13@(0,4)r0 14@(1,3)r0 15@(-1,2)r1 16@(-1,1)r1
	17@(0,1)r0 18@(1,1)r0 19@(1,1)r1 20@(1,2)r1 21@(-3,3)r0 22@(-2,3)r0 23@(-2,4)r0 24@(-2,4)r1
	25@(-1,4)r1 26@(0,4)r0 27@(1,3)r0 28@(-2,2)r1 29@(-1,1)r1 30@(-2,3)r0 31@(0,1)r0 32@(1,1)r0
	33@(1,1)r1 34@(1,2)r1 35@(-2,2)r1 36@(-1,1)r1 37@(0,1)r0 38@(1,1)r0 39@(1,1)r1 40@(-2,4)r0
	41@(-2,3)r0 42@(-2,2)r1 43@(-1,1)r1 44@(-2,4)r1 45@(0,1)r0 46@(1,1)r0 47@(-2,4)r0 48@(-2,3)r0
	49@(-2,2)r1 50@(-1,1)r1 51@(0,1)r0 52@(-1,4)r1 53@(0,4)r0 54@(1,3)r0 55@(1,2)r1 56@(1,1)r1
	57@(1,1)r0 58@(-2,4)r1 59@(-2,4)r0 60@(-2,3)r0 61@(-2,2)r1
`

// towerPlacements returns the placements of towerScript, in order.
func towerPlacements(t *testing.T) []city.Placement {
	t.Helper()
	var ps []city.Placement
	for _, f := range strings.Fields(towerScript) {
		p, err := city.ParsePlacement(f)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// TestTallTower builds deep stacks, the scripted tower above and the
// tallest a greedy random search finds in a fixed budget, and checks that
// their columns stay consistent, rebuild from their history and undo back
// to the starting tile.
func TestTallTower(t *testing.T) {
	scripted, err := city.Build(towerPlacements(t))
	if err != nil {
		t.Fatal(err)
	}
	if h := maxHeight(scripted); h != 12 {
		t.Fatalf("scripted tower of height %d, want 12", h)
	}
	rng := rand.New(rand.NewPCG(8, 8))
	var greedy *city.City
	tries := 0
	for ; tries < 20; tries++ {
		c := fzTower(rng)
		if greedy == nil || maxHeight(c) > maxHeight(greedy) {
			greedy = c
		}
	}
	t.Logf("tallest of %d greedy towers: height %d", tries, maxHeight(greedy))
	for _, c := range []*city.City{scripted, greedy} {
		checkTower(t, c)
	}
}

// checkTower checks a city of 61 tiles: consistent columns, Build of its
// history equal to it, and Undo back to the starting tile, with the
// visible counts at every level (above the ones they tell apart too).
func checkTower(t *testing.T, c *city.City) {
	t.Helper()
	if c.Len() != int(tile.MaxID) {
		t.Fatalf("tower of %d tiles", c.Len())
	}
	checkColumns(t, c)
	b, err := city.Build(c.Placements())
	if err != nil || !b.Equal(c) {
		t.Fatalf("Build of the tower: %v", err)
	}
	for c.Len() > 0 {
		checkVisible(t, c, maxHeight(c)+1)
		c.Undo()
		checkColumns(t, c)
	}
	if !c.Equal(city.New()) {
		t.Fatal("undoing the tower did not give the starting city")
	}
}

// TestParseHugeInput: 100 MB of text is refused without being copied, and the error does
// not echo it.
func TestParseHugeInput(t *testing.T) {
	s := "07@(" + strings.Repeat("1", 100<<20) + ",2)r3"
	b := []byte(s)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err1 := city.ParsePlacement(s)
	var p city.Placement
	err2 := p.UnmarshalText(b)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing the text allocated %d bytes: it was copied", n)
	}
	for _, err := range []error{err1, err2} {
		if !errors.Is(err, rule.ErrSyntax) || len(err.Error()) > 200 {
			t.Errorf("error %.200v, want a short ErrSyntax", err)
		}
	}
}
