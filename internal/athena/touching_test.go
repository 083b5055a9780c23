package athena_test

import (
	"maps"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// allOptions returns the 32 combinations of the card readings.
func allOptions() []athena.Options {
	var all []athena.Options
	for bits := range 32 {
		all = append(all, athena.Options{
			SurroundedDistrictsOnly:  bits&1 != 0,
			HousingCenterDistrict:    bits&2 != 0,
			CityMarketCenterOccupied: bits&4 != 0,
			CityMarketCenterDistrict: bits&8 != 0,
			StairsOneLevel:           bits&16 != 0,
		})
	}
	return all
}

// A city that did not meet a card before a placement meets it after
// exactly when MetTouching says so for the placement's cells, for every
// card and every combination of the readings; and MetTouching never says
// so for a card the city does not meet. The cities grow by random legal
// placements of 3-hex tiles and one-hex tiles (in any rotation), which
// cover other hexes, so covering a cell (a new visible top) is tried too.
func TestMetTouchingAgreesWithMet(t *testing.T) {
	options := allOptions()
	rapid.Check(t, func(t *rapid.T) {
		c := city.New()
		stones := rapid.IntRange(0, 12).Draw(t, "stones")
		var metBefore [32][tile.Agora + 1]bool // by options, card
		var buf []city.Placement
		for step := range rapid.IntRange(1, 40).Draw(t, "placements") {
			p, ok := randomPlacement(t, c, buf[:0])
			if !ok {
				continue
			}
			res, err := c.Place(p)
			if err != nil {
				t.Fatal(err)
			}
			cells := changedCells(p)
			for k, o := range options {
				for _, card := range tile.Cards() {
					_, met := athena.Met(card, cityview.Of(c), stones, o)
					touching := athena.MetTouching(card, cityview.Of(c), stones, o, cells)
					if !p.Tile.IsOneHex() {
						var q athena.Touched
						v := cityview.Of(c)
						q.TouchTile(v, v, stones, o, p.Anchor, p.Rotation, p.Tile.Tile().Hexes, res.Level)
						if got := q.Met(card); got != touching {
							t.Fatalf("step %d, %+v, %v: TouchTile's Met %v, MetTouching %v", step, o, card, got, touching)
						}
					}
					if touching && !met {
						t.Fatalf("step %d, %+v, %v: MetTouching %v, Met false", step, o, card, cells)
					}
					if !metBefore[k][card] && touching != met {
						t.Fatalf("step %d, %+v, %v: newly met %v, MetTouching %v of %v", step, o, card, met, touching, cells)
					}
					metBefore[k][card] = met
				}
			}
		}
	})
}

// The same on grids, which hold any city: denser and more varied than
// cities grown by legal placements, so that every card is newly met
// often. Each grid fills the cells within 3 of the origin at a random
// density from a palette of kinds; up to three cells then change
// at random, or the three cells of a tile, each to a kind of the palette.
func TestMetTouchingAgreesWithMetOnGrids(t *testing.T) {
	options := allOptions()
	rapid.Check(t, func(t *rapid.T) {
		kinds := ([...]tile.Kind{tile.Quarry, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden, tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza})
		palette := rapid.SliceOfNDistinct(rapid.SampledFrom(kinds[:]), 1, len(kinds), rapid.ID).Draw(t, "palette")
		density := rapid.IntRange(3, 10).Draw(t, "density")
		cs := cells{}
		for h := range hex.Spiral(hex.Hex{}, 3) {
			if rapid.IntRange(1, 10).Draw(t, "fill") <= density {
				cs[h] = paletteCell(t, h, palette)
			}
		}
		after := maps.Clone(cs)
		var changed []hex.Hex
		if rapid.Bool().Draw(t, "tile") { // the three cells of a tile, as a placement changes
			h := hex.Hex{Q: rapid.IntRange(-3, 3).Draw(t, "q"), R: rapid.IntRange(-3, 3).Draw(t, "r")}
			cells := city.Placement{Anchor: h, Tile: 1, Rotation: tile.Rotation(rapid.IntRange(0, 5).Draw(t, "rotation"))}.Cells()
			changed = cells[:]
		} else {
			for range rapid.IntRange(1, 3).Draw(t, "changes") {
				changed = append(changed, hex.Hex{Q: rapid.IntRange(-3, 3).Draw(t, "q"), R: rapid.IntRange(-3, 3).Draw(t, "r")})
			}
		}
		for _, h := range changed {
			after[h] = paletteCell(t, h, palette)
		}
		g, ga := cityOf(t, cs), cityOf(t, after)
		stones := rapid.IntRange(0, 12).Draw(t, "stones")
		for _, o := range options {
			for _, card := range tile.Cards() {
				_, before := athena.Met(card, g, stones, o)
				_, met := athena.Met(card, ga, stones, o)
				touching := athena.MetTouching(card, ga, stones, o, changed)
				if touching && !met || !before && touching != met {
					t.Fatalf("%+v, %v: met %v before, %v after, MetTouching %v of %v", o, card, before, met, touching, changed)
				}
				checkFoundFromItsCells(t, card, ga, stones, o)
			}
		}
	})
}

// On grids, a 3-hex tile laid over any cells (whole hexes of the palette,
// at one level) is asked of TouchTile as MetTouching is asked of its
// cells: the two agree on every card, and a card newly met is met. Denser
// than grown cities, the grids make the lines and rings through the
// tile's cells (Main Street's streets ending at, starting at and holding
// two of them) often.
func TestTouchTileAgreesOnGrids(t *testing.T) {
	options := allOptions()
	rapid.Check(t, func(t *rapid.T) {
		kinds := ([...]tile.Kind{tile.Quarry, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden, tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza})
		palette := rapid.SliceOfNDistinct(rapid.SampledFrom(kinds[:]), 1, len(kinds), rapid.ID).Draw(t, "palette")
		if rapid.Bool().Draw(t, "districts") { // streets, often
			palette = []tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden}
		}
		density := rapid.IntRange(3, 10).Draw(t, "density")
		cs := cells{}
		for h := range hex.Spiral(hex.Hex{}, 3) {
			if rapid.IntRange(1, 10).Draw(t, "fill") <= density {
				cs[h] = paletteCell(t, h, palette)
			}
		}
		anchor := hex.Hex{Q: rapid.IntRange(-3, 3).Draw(t, "q"), R: rapid.IntRange(-3, 3).Draw(t, "r")}
		r := tile.Rotation(rapid.IntRange(0, 5).Draw(t, "rotation"))
		level := rapid.IntRange(2, 4).Draw(t, "level") // over the starting tile too
		var laid [3]tile.Kind
		after := maps.Clone(cs)
		for k, h := range (city.Placement{Anchor: anchor, Tile: 1, Rotation: r}).Cells() {
			laid[k] = rapid.SampledFrom(palette).Draw(t, "kind")
			after[h] = whole(laid[k], level)
		}
		cells := city.Placement{Anchor: anchor, Tile: 1, Rotation: r}.Cells()
		g, ga := cityOf(t, cs), cityOf(t, after)
		stones := rapid.IntRange(0, 12).Draw(t, "stones")
		for _, o := range options {
			var q athena.Touched
			q.TouchTile(ga, ga, stones, o, anchor, r, laid, level)
			for _, card := range tile.Cards() {
				_, before := athena.Met(card, g, stones, o)
				_, met := athena.Met(card, ga, stones, o)
				touching := athena.MetTouching(card, ga, stones, o, cells[:])
				if got := q.Met(card); got != touching || got && !met || !before && got != met {
					t.Fatalf("%+v, %v: met %v before, %v after, MetTouching %v, TouchTile's Met %v", o, card, before, met, touching, got)
				}
			}
		}
	})
}

// checkFoundFromItsCells checks that MetTouching finds the pattern Met
// lists from each cell it reads: each cell listed (but City Market's
// centre, unless a reading asks something of it) and, for Storehouses,
// each occupied neighbour of its Markets. It asks on a grid of those cells alone,
// where the pattern still holds (more pieces around never spoil one) and
// no other pattern stands in for it.
func checkFoundFromItsCells(t *rapid.T, card tile.Card, g *athena.Grid, stones int, o athena.Options) {
	pattern, ok := athena.Met(card, g, stones, o)
	if !ok {
		return
	}
	read := slices.Clone(pattern)
	if card == tile.CityMarket && !o.CityMarketCenterOccupied && !o.CityMarketCenterDistrict {
		read = read[1:]
	}
	if card == tile.Storehouses { // the occupied ones: those across a Market's edges are
		for _, h := range pattern {
			for _, n := range h.Neighbors() {
				if g.Height(n) > 0 {
					read = append(read, n)
				}
			}
		}
	}
	ga := alone(t, g, read)
	if _, ok := athena.Met(card, ga, stones, o); !ok {
		t.Fatalf("%+v, %v: the pattern %v does not hold on its cells alone", o, card, pattern)
	}
	for _, h := range read {
		if !athena.MetTouching(card, ga, stones, o, []hex.Hex{h}) {
			t.Fatalf("%+v, %v: the pattern %v is not found from its cell %v", o, card, pattern, h)
		}
	}
}

// alone returns the grid of the cells read of g alone (and the starting
// tile, which every grid holds).
func alone(t *rapid.T, g *athena.Grid, read []hex.Hex) *athena.Grid {
	cs := cells{}
	_, start := tile.Start()
	for _, h := range read {
		if l := g.Height(h); l > 1 || l == 1 && !slices.Contains(start[:], h) {
			cs[h] = athena.Cell{Face: g.Face(h), Level: l}
		}
	}
	return cityOf(t, cs)
}

// paletteCell draws what cell h shows: a kind of the palette, or a
// double district of two of its districts, at level 1 to 4 (2 to 4 on
// the starting tile's cells, which it covers).
func paletteCell(t *rapid.T, h hex.Hex, palette []tile.Kind) athena.Cell {
	l := rapid.IntRange(1, 4).Draw(t, "level")
	if h.Length() <= 1 {
		l = max(l, 2)
	}
	a := rapid.SampledFrom(palette).Draw(t, "a")
	b := rapid.SampledFrom(palette).Draw(t, "b")
	if a.IsDistrict() && b.IsDistrict() && a != b {
		return double(a, b, tile.Rotation(rapid.IntRange(0, 5).Draw(t, "rotation")), l)
	}
	return whole(a, l)
}

// randomPlacement draws a legal placement of a tile not in c yet: a 3-hex
// tile or a one-hex tile, turned at random (c lists a one-hex tile's
// placements in rotation 0 only; every rotation is as legal).
func randomPlacement(t *rapid.T, c *city.City, buf []city.Placement) (city.Placement, bool) {
	id := tile.ID(rapid.IntRange(1, int(tile.MaxAthenaID)).Draw(t, "tile"))
	if holds(c, id) {
		return city.Placement{}, false
	}
	buf = c.AppendLegal(buf, id)
	if len(buf) == 0 {
		return city.Placement{}, false
	}
	p := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "placement")]
	if id.IsOneHex() {
		p.Rotation = tile.Rotation(rapid.IntRange(0, 5).Draw(t, "rotation"))
	}
	return p, true
}

// changedCells returns the cells p covers, each once.
func changedCells(p city.Placement) []hex.Hex {
	cells := p.Cells()
	if p.Tile.IsOneHex() {
		return cells[:1]
	}
	return cells[:]
}

// Cases built by hand: what MetTouching finds from a cell of the pattern,
// and misses from a cell the pattern does not read.
func TestMetTouchingByHand(t *testing.T) {
	// Pilgrims' Stairs: a Temple plaza at level 3 at c, steps at 2 and 1
	// toward S; the second step lies two cells from the plaza.
	g := cityOf(t, cells{
		c:              whole(tile.TemplePlaza, 3),
		at(c, S):       whole(tile.Quarry, 2),
		at(c, S, S):    whole(tile.Garden, 1),
		at(c, N, N, N): whole(tile.House, 1),
	})
	for _, tc := range []struct {
		cell hex.Hex
		want bool
	}{
		{c, true},
		{at(c, S), true},
		{at(c, S, S), true},     // two cells from the anchor
		{at(c, S, S, S), false}, // read by no pattern
		{at(c, N, N, N), false},
		{at(c, SE), false}, // empty: no step of any stairs
	} {
		if got := athena.MetTouching(tile.PilgrimsStairs, g, 0, athena.Options{}, []hex.Hex{tc.cell}); got != tc.want {
			t.Errorf("Pilgrims' Stairs touching %v = %v, want %v", tc.cell, got, tc.want)
		}
	}
	// Storehouses: the Markets at c and three cells NE of it, each with
	// its six neighbours occupied; a change beside the second one finds
	// the pair, though the first comes before it in row order.
	second := at(c, NE, NE, NE)
	cs := cells{c: whole(tile.Market, 1), second: whole(tile.Market, 1)}
	ring(cs, c, tile.Quarry, 1)
	ring(cs, second, tile.Quarry, 1)
	g = cityOf(t, cs)
	if !athena.MetTouching(tile.Storehouses, g, 0, athena.Options{}, []hex.Hex{at(second, SE)}) {
		t.Error("Storehouses: not found from a neighbour of its second Market")
	}
	if athena.MetTouching(tile.Storehouses, g, 0, athena.Options{}, []hex.Hex{at(second, NE, NE)}) {
		t.Error("Storehouses: found from a cell two away from both Markets")
	}
	// Main Street from four cells N of c down to c: found from c, four
	// cells from the anchor, not from the cell after it.
	cs = cells{}
	for i, k := range []tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden} {
		cs[hex.Hex{Q: c.Q, R: c.R - i}] = whole(k, 1)
	}
	g = cityOf(t, cs)
	if !athena.MetTouching(tile.MainStreet, g, 0, athena.Options{}, []hex.Hex{c}) {
		t.Error("Main Street: not found from its last cell")
	}
	if athena.MetTouching(tile.MainStreet, g, 0, athena.Options{}, []hex.Hex{at(c, S)}) {
		t.Error("Main Street: found from the cell after its last")
	}
	// Sanctuary, the down-pointing triangle from c: found from its SW
	// cell, whose anchor lies NE of it.
	g = cityOf(t, cells{c: whole(tile.Temple, 1), at(c, S): whole(tile.Temple, 1), at(c, SW): whole(tile.Temple, 1)})
	if !athena.MetTouching(tile.Sanctuary, g, 0, athena.Options{}, []hex.Hex{at(c, SW)}) {
		t.Error("Sanctuary: not found from the SW cell of a down-pointing triangle")
	}
	// Housing with its centre c and the double S of it both changed: the
	// double's House half owns the edge toward c (N), its Market half the
	// edge away from it, so c is a centre; turned the other way (its
	// House half toward S), c is not.
	for _, tc := range []struct {
		rot  tile.Rotation
		want bool
	}{{0, true}, {3, false}} {
		cs := ring(cells{c: whole(tile.Quarry, 1)}, c, tile.House, 1)
		cs[at(c, S)] = double(tile.House, tile.Market, tc.rot, 1)
		g := cityOf(t, cs)
		if got := athena.MetTouching(tile.Housing, g, 0, athena.Options{}, []hex.Hex{c, at(c, S)}); got != tc.want {
			t.Errorf("Housing, double S of the centre at r%d, both changed: %v, want %v", tc.rot, got, tc.want)
		}
	}
	// Pantheon after a tile that shows a plaza and no Temple: the plaza
	// SE of the Temple at c completes it (N, SE and SW); the tile's other
	// cells lie away from c. Then a tile that holds the Temple and the SE
	// plaza, the other two plazas standing.
	afterTile := func(card tile.Card, cs cells, tileAt hex.Hex, r tile.Rotation, kinds [3]tile.Kind) bool {
		laid := city.Placement{Anchor: tileAt, Tile: 1, Rotation: r}.Cells()
		for i, h := range laid {
			cs[h] = whole(kinds[i], 1)
		}
		return athena.MetTouching(card, cityOf(t, cs), 0, athena.Options{}, laid[:])
	}
	pantheon := func(tileAt hex.Hex, r tile.Rotation, kinds [3]tile.Kind) bool {
		cs := cells{c: whole(tile.Temple, 1), at(c, N): whole(tile.HousePlaza, 1), at(c, SW): whole(tile.GardenPlaza, 1)}
		return afterTile(tile.Pantheon, cs, tileAt, r, kinds)
	}
	if !pantheon(at(c, SE), 2, [3]tile.Kind{tile.MarketPlaza, tile.Quarry, tile.House}) {
		t.Error("Pantheon: not found from a tile whose only plaza completes it")
	}
	if !pantheon(c, 2, [3]tile.Kind{tile.Temple, tile.MarketPlaza, tile.Quarry}) {
		t.Error("Pantheon: not found from a tile that holds its Temple and a plaza")
	}
	if pantheon(at(c, SE), 2, [3]tile.Kind{tile.Market, tile.Quarry, tile.House}) {
		t.Error("Pantheon: found with a Market where a plaza must be")
	}
	// Housing and City Market after a tile whose one House (Market) is
	// the last of the pattern, the centre outside the tile.
	houses := ring(cells{c: whole(tile.Quarry, 1)}, c, tile.House, 1)
	delete(houses, at(c, SE))
	if !afterTile(tile.Housing, houses, at(c, SE), 2, [3]tile.Kind{tile.House, tile.Quarry, tile.Garden}) {
		t.Error("Housing: not found from a tile whose only House completes it")
	}
	markets := cells{at(c, N): whole(tile.Market, 1), at(c, SW): whole(tile.Market, 1)}
	if !afterTile(tile.CityMarket, markets, at(c, SE), 2, [3]tile.Kind{tile.Market, tile.Quarry, tile.Garden}) {
		t.Error("City Market: not found from a tile whose only Market completes it")
	}
	// Quarry Mine reads no cell: 8 stones meet it from anywhere.
	if !athena.MetTouching(tile.QuarryMine, nil, 8, athena.Options{}, nil) || athena.MetTouching(tile.QuarryMine, nil, 7, athena.Options{}, nil) {
		t.Error("Quarry Mine: want met with 8 stones only")
	}
	if athena.MetTouching(tile.NoCard, g, 8, athena.Options{}, []hex.Hex{c}) {
		t.Error("no card is met")
	}
}

// The zero Touched meets nothing; a Touched of no cells meets Quarry Mine
// by its stones alone; a card number outside the cards is never met, even
// where every card is (the kinds table is read with the number masked).
func TestTouchedEdges(t *testing.T) {
	var zero athena.Touched
	for card := range tile.Card(255) {
		if zero.Met(card) {
			t.Errorf("the zero Touched meets %v", card)
		}
	}
	var q athena.Touched
	q.Touch(nil, 8, athena.Options{}, nil)
	if !q.Met(tile.QuarryMine) || q.Met(tile.Housing) {
		t.Error("a Touched of no cells: want Quarry Mine met by 8 stones, nothing else")
	}
	g := cityOf(t, ring(cells{c: whole(tile.Quarry, 1)}, c, tile.House, 1))
	q.Touch(g, 8, athena.Options{}, []hex.Hex{c})
	if !q.Met(tile.Housing) {
		t.Fatal("Housing around the touched cell: want met")
	}
	for _, card := range []tile.Card{tile.NoCard, tile.Agora + 1, 31, 32, 32 + tile.Housing, 255} {
		if q.Met(card) {
			t.Errorf("card number %d met", card)
		}
	}
}

// Main Street through a laid tile's cells, by hand, in every rotation and
// along every direction: a street that ends at a cell of the tile, one
// that starts at one, one that holds two of them, and one through the
// third cell alone, each found by TouchTile's Met and by MetTouching, and
// none met before the tile.
func TestTouchTileStreets(t *testing.T) {
	five := [5]tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden}
	step := func(h hex.Hex, d hex.Direction, n int) hex.Hex {
		for range n {
			h = h.Neighbor(d)
		}
		return h
	}
	streets := []struct {
		name  string
		first func(lo, hi, lone hex.Hex, d hex.Direction) hex.Hex // the street's first cell
	}{
		{"ends at the cell behind", func(lo, _, _ hex.Hex, d hex.Direction) hex.Hex { return step(lo, d.Opposite(), 4) }},
		{"starts at the cell ahead", func(_, hi, _ hex.Hex, _ hex.Direction) hex.Hex { return hi }},
		{"holds both", func(lo, _, _ hex.Hex, d hex.Direction) hex.Hex { return step(lo, d.Opposite(), 2) }},
		{"through the third", func(_, _, lone hex.Hex, d hex.Direction) hex.Hex { return step(lone, d.Opposite(), 1) }},
	}
	anchor := hex.Hex{Q: 6, R: -3}
	for r := range tile.Rotation(6) {
		laidAt := city.Placement{Anchor: anchor, Tile: 1, Rotation: r}.Cells()
		for _, d := range [3]hex.Direction{hex.SE, hex.S, hex.SW} {
			lo, hi := -1, -1
			for i, x := range laidAt {
				for j, y := range laidAt {
					if x.Neighbor(d) == y {
						lo, hi = i, j
					}
				}
			}
			lone := 3 - lo - hi
			for _, s := range streets {
				first := s.first(laidAt[lo], laidAt[hi], laidAt[lone], d)
				laid := [3]tile.Kind{tile.Quarry, tile.Quarry, tile.Quarry}
				before := cells{}
				for k := range 5 {
					h := step(first, d, k)
					if i := slices.Index(laidAt[:], h); i >= 0 {
						laid[i] = five[k]
					} else {
						before[h] = whole(five[k], 1)
					}
				}
				after := maps.Clone(before)
				for i, h := range laidAt {
					after[h] = whole(laid[i], 1)
				}
				g, ga := cityOf(t, before), cityOf(t, after)
				var q athena.Touched
				q.TouchTile(ga, ga, 0, athena.Options{}, anchor, r, laid, 1)
				_, was := athena.Met(tile.MainStreet, g, 0, athena.Options{})
				_, met := athena.Met(tile.MainStreet, ga, 0, athena.Options{})
				touching := athena.MetTouching(tile.MainStreet, ga, 0, athena.Options{}, laidAt[:])
				if was || !met || !touching || !q.Met(tile.MainStreet) {
					t.Errorf("rotation %d, %v, a street that %s: met before %v, after %v, MetTouching %v, TouchTile's Met %v",
						r, d, s.name, was, met, touching, q.Met(tile.MainStreet))
				}
			}
		}
	}
}
