package players

import (
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// fillers are tiles of the 2-player set without a plaza other than a House
// plaza, for the cities of the positions built by hand, plainest first.
var fillers = []tile.ID{28, 33, 37, 3, 30, 1, 20, 25, 35, 12, 10, 8, 27, 32, 18, 36, 15}

// testLayout is the layout the hand-built cities follow.
func testLayout(t *testing.T) *layout {
	t.Helper()
	ls := layouts()
	if len(ls) == 0 {
		t.Fatal("no pyramid layout")
	}
	return &ls[0]
}

// slotsOf returns the layout's slots of the level.
func slotsOf(l *layout, level int8) []slot {
	var out []slot
	for _, s := range l.slots {
		if s.level == level {
			out = append(out, s)
		}
	}
	return out
}

// placeIn returns the placement of tile id that covers the slot's cells
// with hex k of the tile on cell at (k < 0: any).
func placeIn(t *testing.T, id tile.ID, s slot, k int, at hex.Hex) city.Placement {
	t.Helper()
	for _, a := range s.cells {
		for r := range tile.Rotation(6) {
			cs := city.Placement{Anchor: a, Tile: id, Rotation: r}.Cells()
			if sortCells(cs) == s.cells && (k < 0 || cs[k] == at) {
				return city.Placement{Anchor: a, Tile: id, Rotation: r}
			}
		}
	}
	t.Fatalf("tile %v does not fit slot %v with hex %d on %v", id, s.cells, k, at)
	return city.Placement{}
}

// pyramidOrder orders placements so that each is legal after those
// before it (ground tiles touch the city as it grows).
func pyramidOrder(t *testing.T, ps []city.Placement) []city.Placement {
	t.Helper()
	c := city.New()
	var out []city.Placement
	for len(ps) > 0 {
		k := slices.IndexFunc(ps, func(p city.Placement) bool { _, err := c.Check(p); return err == nil })
		if k < 0 {
			t.Fatalf("no legal order for %v after %v", ps, out)
		}
		if _, err := c.Place(ps[k]); err != nil {
			t.Fatal(err)
		}
		out = append(out, ps[k])
		ps = slices.Delete(ps, k, k+1)
	}
	return out
}

// handGame sets up a 2-player game where seat 0, to move with the stones,
// has the city of the placements and the line starts with the tiles.
// Seat 1's city holds as many tiles as seat 0's; tiles that do not fit
// the set's count are added at the end of the line (too dear when the
// stones are fewer than their positions).
func handGame(t *testing.T, own []city.Placement, line []tile.ID, stones int) *akropolis.Game {
	t.Helper()
	used := map[tile.ID]bool{}
	for _, p := range own {
		used[p.Tile] = true
	}
	for _, id := range line {
		used[id] = true
	}
	var rest []tile.ID
	for _, id := range tile.AppendInPlay(nil, 2, false) {
		if !used[id] {
			rest = append(rest, id)
		}
	}
	other := city.New()
	var theirs []city.Placement
	for len(theirs) < len(own) {
		p := other.AppendLegal(nil, rest[0])[0]
		if _, err := other.Place(p); err != nil {
			t.Fatal(err)
		}
		theirs, rest = append(theirs, p), rest[1:]
	}
	line = slices.Clone(line)
	for len(rest)%3 != 0 || len(line) < 2 {
		line, rest = append(line, rest[0]), rest[1:]
	}
	var stacks [][]tile.ID
	for k := 0; k < len(rest); k += 3 {
		stacks = append(stacks, rest[k:k+3])
	}
	pos := akropolis.Position{
		Options: akropolis.Options{Players: 2}, Turn: 2*len(own) + 1,
		Stones: []int{stones, 0}, Reserve: 40 - stones,
		Cities: [][]city.Placement{own, theirs}, Line: line,
		StacksLeft: len(stacks), Stacks: stacks,
		Chief: (len(own) * 2 / 3) % 2,
	}
	g, err := akropolis.NewFromPosition(pos)
	if err != nil {
		pos.Chief = 1 - pos.Chief
		if g, err = akropolis.NewFromPosition(pos); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// levels builds the layout's first n levels with filler tiles, and out
// filler tiles on the ground outside its footprint.
func levels(t *testing.T, l *layout, n int8, out int) []city.Placement {
	t.Helper()
	return levelsWith(t, l, n, out, nil)
}

// levelsWith is levels with the placements of special in their slots
// instead of fillers (a zero placement leaves its slot empty; one above
// level n is laid too).
func levelsWith(t *testing.T, l *layout, n int8, out int, special map[slot]city.Placement) []city.Placement {
	t.Helper()
	var ps []city.Placement
	k := 0
	for lv := int8(1); lv <= n; lv++ {
		for _, s := range slotsOf(l, lv) {
			if p, ok := special[s]; ok {
				if p.Tile != 0 {
					ps = append(ps, p)
				}
				continue
			}
			ps = append(ps, placeIn(t, fillers[k], s, -1, hex.Hex{}))
			k++
		}
	}
	for sl, p := range special {
		if sl.level > n {
			ps = append(ps, p)
		}
	}
	ps = pyramidOrder(t, ps)
	c, errs := city.Validate(ps)
	if errs != nil {
		t.Fatal(errs)
	}
	for range out {
		id := fillers[k]
		k++
		for _, p := range c.AppendLegal(nil, id) {
			if c.Height(p.Anchor) == 0 && outsideOf(l, sortCells(p.Cells())) {
				ps = append(ps, p)
				if _, err := c.Place(p); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	return ps
}

// chooseIn returns the pyramid's move in g, and the level it lays on.
func chooseIn(t *testing.T, g *akropolis.Game) (akropolis.Move, int8) {
	t.Helper()
	m, err := NewPyramid().Choose(g.View())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Check(m); err != nil {
		t.Fatalf("illegal move %v: %v", m, err)
	}
	return m, int8(g.City(0).Height(m.Placement.Cells()[0]) + 1)
}

// hexOn returns the kind the move lays on cell x, or None.
func hexOn(m akropolis.Move, x hex.Hex) tile.Kind {
	for k, c := range m.Placement.Cells() {
		if c == x {
			return m.Placement.Tile.Tile().Hexes[k]
		}
	}
	return tile.None
}

func TestPyramidRule1GardenPlazaLow(t *testing.T) {
	// Tiles 23 (Temple plaza) and 24 (Garden plaza), both with two Quarries.
	g := handGame(t, nil, []tile.ID{23, 24}, 1)
	m, level := chooseIn(t, g)
	if m.Placement.Tile != 24 || level != 1 {
		t.Fatalf("played %v on level %d, want the Garden plaza 24 on the ground", m, level)
	}
	cells := m.Placement.Cells()
	for _, r := range slotIndex()[sortCells(cells)] {
		if r.level == 1 && layouts()[r.layout].top[cells[0]] == 1 {
			return // the plaza is hex 1 of tile 24
		}
	}
	t.Errorf("played %v: the plaza is on no ground scoring position of a layout", m)
}

func TestPyramidRule2PlazaOutside(t *testing.T) {
	l := testLayout(t)
	own := levels(t, l, 2, 0) // the scoring positions of levels 1 and 2 are taken
	// Tile 22 is a Market plaza and two Quarries, 14 holds a Temple and a
	// Barracks that rule 4 would stack on level 3.
	g := handGame(t, own, []tile.ID{22, 14}, 1)
	m, level := chooseIn(t, g)
	if m.Placement.Tile != 22 || level != 1 || !outsideOf(l, sortCells(m.Placement.Cells())) {
		t.Fatalf("played %v on level %d, want the plaza 22 on the ground outside the pyramid", m, level)
	}
}

func TestPyramidRule3LatePlazaHigh(t *testing.T) {
	l := testLayout(t)
	own := levels(t, l, 3, littleOutside)
	// The free tile 19 (Quarry, Houses) would go up by rule 6; tile 23 (a
	// Temple plaza) costs 1.
	g := handGame(t, own, []tile.ID{19, 23}, 1)
	m, level := chooseIn(t, g)
	if m.Placement.Tile != 23 || level != 4 || l.top[m.Placement.Cells()[0]] != 4 {
		t.Fatalf("played %v on level %d, want the Temple plaza 23 on a scoring position of level 4", m, level)
	}
}

func TestPyramidRule4DistrictsHigh(t *testing.T) {
	l := testLayout(t)
	own := levels(t, l, 2, littleOutside)
	// Tile 14 is a Quarry, a Temple and a Barracks; 19 a Quarry and Houses.
	g := handGame(t, own, []tile.ID{19, 14}, 1)
	m, level := chooseIn(t, g)
	if m.Placement.Tile != 14 || level != 3 {
		t.Fatalf("played %v on level %d, want 14 on level 3", m, level)
	}
	cs := m.Placement.Cells()
	for k, x := range cs[1:] {
		if l.top[x] != 3 {
			t.Errorf("played %v: hex %d is not on a scoring position", m, k+2)
		}
	}
}

func TestPyramidRule5FreeTileUpGardenShown(t *testing.T) {
	l := testLayout(t)
	// A Market plaza shows on the ground (tile 22), so a Market shown would
	// score more now than a Garden; levels 1 and 2 are built, and on level
	// 3 the slot of two scoring positions, so that the free tile 15
	// (House, Garden, Market) can show one district only.
	ground, three := slotsOf(l, 1), slotsOf(l, 3)
	special := map[slot]city.Placement{}
	for _, s := range ground {
		for _, x := range s.cells {
			if _, ok := special[s]; !ok && l.top[x] == 1 && len(special) == 0 {
				special[s] = placeIn(t, 22, s, 0, x)
			}
		}
	}
	for _, s := range three {
		n := 0
		for _, x := range s.cells {
			if l.top[x] == 3 {
				n++
			}
		}
		if n == 2 {
			special[s] = placeIn(t, 36, s, -1, hex.Hex{})
		}
	}
	own := levelsWith(t, l, 2, littleOutside, special)
	g := handGame(t, own, []tile.ID{15, 19}, 1)
	m, level := chooseIn(t, g)
	garden := m.Placement.Cells()[1] // tile 15: House, Garden, Market
	if m.Placement.Tile != 15 || level < 2 || l.top[garden] != level {
		t.Fatalf("played %v on level %d, want the free 15 high with its Garden on a scoring position", m, level)
	}
}

func TestPyramidRule6FreeTileHighBeforeDistricts(t *testing.T) {
	l := testLayout(t)
	own := levels(t, l, 2, littleOutside)
	// The free tile 19 has only Houses and a Quarry; 07 (a Garden) costs 1.
	g := handGame(t, own, []tile.ID{19, 7}, 1)
	m, level := chooseIn(t, g)
	if m.Placement.Tile != 19 || level < 2 || !inSlot(0, sortCells(m.Placement.Cells()), level) {
		t.Fatalf("played %v on level %d, want the free 19 high in the pyramid", m, level)
	}
}

func TestPyramidRule7NoMarketsSideBySide(t *testing.T) {
	l := testLayout(t)
	// A ground slot shows a Market (tile 26: Market, Quarry, Quarry) on a
	// scoring position x; the level-2 slot up that is to show a scoring
	// position y next to x is left empty.
	var low, up slot
	var x, y hex.Hex
	found := false
	for _, s1 := range slotsOf(l, 1) {
		for _, s2 := range slotsOf(l, 2) {
			for _, a := range s1.cells {
				for _, b := range s2.cells {
					if !found && l.top[a] == 1 && l.top[b] == 2 && a.IsNeighbor(b) {
						low, up, x, y, found = s1, s2, a, b, true
					}
				}
			}
		}
	}
	if !found {
		t.Fatal("no scoring positions of levels 1 and 2 side by side")
	}
	own := levelsWith(t, l, 2, littleOutside, map[slot]city.Placement{
		low: placeIn(t, 26, low, 0, x),
		up:  {},
	})
	// Tile 09 is a Quarry, a Temple and a Market: rule 5 shows the Market
	// before the Temple, but not next to the Market of x.
	g := handGame(t, own, []tile.ID{9}, 0)
	banned := akropolis.Move{Placement: placeIn(t, 9, up, 2, y)}
	if err := g.Check(banned); err != nil {
		t.Fatalf("the banned move %v is not legal: %v", banned, err)
	}
	p := NewPyramid()
	m, err := p.Choose(g.View())
	if err != nil {
		t.Fatal(err)
	}
	if m == banned || hexOn(m, y) == tile.Market {
		t.Fatalf("played %v: a Market on %v next to the Market on %v", m, y, x)
	}
	if r := p.rate(g.City(0), banned); r.rule < ruleKeeps {
		t.Errorf("the move %v meets rule %d", banned, r.rule)
	}
}

// The pyramid plays legal moves to the end for 1 to 4 players, with the
// Athena expansion and the variants too.
func TestPyramidPlaysEveryGame(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 1, Seed: [2]uint64{1, 2}},
		{Players: 2, Seed: [2]uint64{3, 4}},
		{Players: 3, Seed: [2]uint64{5, 6}, AllTiles: true},
		{Players: 4, Seed: [2]uint64{7, 8}},
		{Players: 2, Athena: true, Seed: [2]uint64{38, 23}},
		{Players: 4, Athena: true, Seed: [2]uint64{6, 7}},
	} {
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		bots := []Player{NewPyramid(), NewGreedy(), NewPyramid(), NewRandom(1, 2)}
		for !g.Over() {
			m, err := Choose(bots[g.Current()], g)
			if err != nil {
				t.Fatalf("%+v turn %d: %v", o, g.TurnsPlayed(), err)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("%+v turn %d: %v: %v", o, g.TurnsPlayed(), m, err)
			}
		}
	}
}
