package city_test

import (
	"cmp"
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// The property tests: a rapid state machine plays random games in one city
// (legal placements from the enumerator, random candidates that may be
// illegal, undos), checking after every step the city against the reference
// rules of model_test.go and against itself. Longer runs:
//
//	go test ./city -run StateMachine -rapid.checks=2000

// sentinels are the rules a placement can break.
var sentinels = []error{
	city.ErrUnknownTile, city.ErrBadRotation, city.ErrTileUsed, city.ErrOutOfBounds,
	city.ErrNotAdjacent, city.ErrGap, city.ErrUneven, city.ErrOneTile, city.ErrTooManyTiles, city.ErrOnOneHex,
}

type cityMachine struct {
	c     *city.City
	snaps []*city.City // the city before each placement of its history
	buf   []city.Placement
	copy  city.City // CopyFrom of c after every step, over the copy before

}

func (m *cityMachine) unused() []tile.ID {
	var ids []tile.ID
	for id := tile.ID(1); id <= tile.MaxAthenaID; id++ { // one-hex tiles too
		if !m.c.Has(id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// place lays a placement expected to be legal, keeping a snapshot for Undo.
func (m *cityMachine) place(t *rapid.T, p city.Placement) {
	before := m.c.Clone()
	want, err := m.c.Check(p)
	if err != nil {
		t.Fatalf("Check(%v) = %v, expected legal", p, err)
	}
	got, err := m.c.Place(p)
	if err != nil || got != want {
		t.Fatalf("Place(%v) = %+v, %v; Check said %+v", p, got, err, want)
	}
	if m.c.Equal(before) {
		t.Fatalf("Place(%v) left the city Equal to before", p)
	}
	if last, ok := m.c.Last(); !ok || last != p {
		t.Fatalf("Last = %v, %v after placing %v", last, ok, p)
	}
	m.snaps = append(m.snaps, before)
}

// PlaceLegal lays a random unused tile at a random placement the enumerator
// lists.
func (m *cityMachine) PlaceLegal(t *rapid.T) {
	ids := m.unused()
	if len(ids) == 0 {
		t.Skip("every tile is placed")
	}
	id := rapid.SampledFrom(ids).Draw(t, "tile")
	m.buf = m.c.AppendLegal(m.buf[:0], id)
	if len(m.buf) == 0 {
		t.Fatalf("tile %v has no legal placement", id)
	}
	m.place(t, rapid.SampledFrom(m.buf).Draw(t, "placement"))
}

// PlaceSeveral lays up to 6 tiles in a row, so that cities grow large.
func (m *cityMachine) PlaceSeveral(t *rapid.T) {
	for range rapid.IntRange(1, 6).Draw(t, "tiles") {
		m.PlaceLegal(t)
	}
}

// candidate draws any placement: often of an unused tile, sometimes of a
// used, one-hex or unknown one (0, 62 and beyond), anchored near the city or far
// away, in rotation 0..7.
func (m *cityMachine) candidate(t *rapid.T) city.Placement {
	var id tile.ID
	if ids := m.unused(); len(ids) > 0 && rapid.Bool().Draw(t, "fresh tile") {
		id = rapid.SampledFrom(ids).Draw(t, "tile")
	} else {
		id = tile.ID(rapid.IntRange(0, 255).Draw(t, "any tile"))
	}
	q0, q1, r0, r1 := m.c.Bounds()
	var a hex.Hex
	switch rapid.IntRange(0, 9).Draw(t, "where") {
	case 0:
		a = hex.Hex{Q: rapid.IntRange(-70, 70).Draw(t, "far q"), R: rapid.IntRange(-70, 70).Draw(t, "far r")}
	case 1:
		a = hex.Hex{Q: rapid.Int().Draw(t, "huge q"), R: rapid.Int().Draw(t, "huge r")}
	default:
		a = hex.Hex{Q: rapid.IntRange(q0-3, q1+3).Draw(t, "q"), R: rapid.IntRange(r0-3, r1+3).Draw(t, "r")}
	}
	rot := tile.Rotation(rapid.IntRange(0, 7).Draw(t, "rotation"))
	return city.Placement{Tile: id, Anchor: a, Rotation: rot}
}

// TryCandidate checks and places a random candidate: Check, Place and the
// reference rules must agree; a rejection must change nothing, and a legal
// candidate must be one the enumerator lists.
func (m *cityMachine) TryCandidate(t *rapid.T) {
	p := m.candidate(t)
	ref, _, err := refBuild(m.c.Placements())
	if err != nil {
		t.Fatalf("the reference rules reject the city's history: %v", err)
	}
	before := m.c.Clone()
	res, err := m.c.Check(p)
	if want := ref.rule(p); !errors.Is(err, want) || (err == nil) != (want == nil) {
		t.Fatalf("Check(%v) = %v, the rules say %v", p, err, want)
	}
	if err != nil {
		checkRejection(t, err, p)
		if _, err2 := m.c.Place(p); !errors.Is(err2, errors.Unwrap(err)) {
			t.Fatalf("Place(%v) = %v, Check said %v", p, err2, err)
		}
		if !m.c.Equal(before) || m.c.Len() != before.Len() || m.c.CountLegalAny() != before.CountLegalAny() {
			t.Fatalf("rejected Place(%v) changed the city", p)
		}
		return
	}
	if l, q := ref.level(p); res.Level != l || res.Quarries != q {
		t.Fatalf("Check(%v) = %+v, want level %d quarries %d", p, res, l, q)
	}
	if !slices.Contains(m.c.AppendLegal(m.buf[:0], p.Tile), listed(p)) {
		t.Fatalf("%v is legal but AppendLegal does not list it", p)
	}
	m.place(t, p)
	if rapid.Bool().Draw(t, "take it back") {
		m.Undo(t)
	}
}

// listed returns the placement AppendLegal lists for legal p: p itself, or
// for a whole one-hex tile, which looks the same in every rotation, its
// rotation 0.
func listed(p city.Placement) city.Placement {
	if p.Tile.IsOneHex() && !p.Tile.Face(0).IsDouble() {
		p.Rotation = 0
	}
	return p
}

// checkRejection checks the error of a rejected placement: one sentinel,
// and the placement recoverable with errors.As.
func checkRejection(t *rapid.T, err error, p city.Placement) {
	var pe *city.PlacementError
	if !errors.As(err, &pe) || pe.Placement != p {
		t.Fatalf("error %v does not carry the placement %v", err, p)
	}
	n := 0
	for _, s := range sentinels {
		if errors.Is(err, s) {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("error %v matches %d rules, want 1", err, n)
	}
}

// Undo takes back the last placement, which must restore the city exactly.
func (m *cityMachine) Undo(t *rapid.T) {
	hist := m.c.Placements()
	p, ok := m.c.Undo()
	if len(hist) == 0 {
		if ok {
			t.Fatalf("Undo of the start city returned %v", p)
		}
		return
	}
	if !ok || p != hist[len(hist)-1] {
		t.Fatalf("Undo = %v, %v; last placement was %v", p, ok, hist[len(hist)-1])
	}
	before := m.snaps[len(m.snaps)-1]
	m.snaps = m.snaps[:len(m.snaps)-1]
	if !m.c.Equal(before) {
		t.Fatalf("Undo of %v did not restore the city", p)
	}
	// The derived state (neighbour counts, bounds) is restored too.
	a, b := bounds4(m.c), bounds4(before)
	if a != b {
		t.Fatalf("Undo of %v: bounds %v, before %v", p, a, b)
	}
	if !slices.Equal(m.c.AppendLegal(nil, p.Tile), before.AppendLegal(nil, p.Tile)) {
		t.Fatalf("Undo of %v changed the legal placements", p)
	}
}

// Check verifies the invariants after every step.
func (m *cityMachine) Check(t *rapid.T) {
	c := m.c
	ref, k, err := refBuild(c.Placements())
	if err != nil {
		t.Fatalf("step %d of the history breaks the rules: %v", k, err)
	}
	checkAgainstRef(t, c, ref)
	checkEnumerators(t, c, ref, m.buf)
	checkSpotsDiffer(t, c)
	checkHoles(t, c, ref)
	checkRebuild(t, c)
	checkCopy(t, &m.copy, c, ref)
	checkVisible(t, c, 5)
	checkVisible(t, c.Clone(), 5)
}

// Reset empties the city now and then (one draw in four), so that the
// copy holds a larger city than the one copied over it next.
func (m *cityMachine) Reset(t *rapid.T) {
	if rapid.IntRange(0, 3).Draw(t, "reset") != 0 {
		t.Skip("no reset this time")
	}
	m.c.Reset()
	m.snaps = nil
	if !m.c.Equal(city.New()) || m.c.Key() != city.New().Key() {
		t.Fatalf("Reset did not give the starting city")
	}
}

// checkVisible compares Visible, for every kind (None and invalid ones
// too) and every min from 0 to most, with a count over the occupied
// cells' faces and heights: a whole hex counts for its kind, a double
// district for each of its two.
func checkVisible(t interface{ Fatalf(string, ...any) }, c *city.City, most int) {
	want := make([][]int, tile.GardenPlaza+1)
	for k := range want {
		want[k] = make([]int, most+1)
	}
	for h := range c.Cells() {
		f, height := c.Face(h), c.Height(h)
		for m := range min(height, most) + 1 {
			want[f.A][m]++
			if f.IsDouble() {
				want[f.B][m]++
			}
		}
	}
	checkEnclosed(t, c)
	for m := range most + 1 {
		for _, k := range []tile.Kind{tile.None, tile.GardenPlaza + 1, 255} {
			if n := cityview.Of(c).Visible(k, m); n != 0 {
				t.Fatalf("Visible(%v, %d) = %d, want 0", k, m, n)
			}
		}
		for k := tile.Quarry; k <= tile.GardenPlaza; k++ {
			if n := cityview.Of(c).Visible(k, m); n != want[k][m] {
				t.Fatalf("Visible(%v, %d) = %d, the cells show %d", k, m, n, want[k][m])
			}
		}
	}
}

// checkEnclosed checks Enclosed against a walk over the cells: each part
// shown, whole or half, with every neighbour across its own edges
// occupied.
func checkEnclosed(t interface{ Fatalf(string, ...any) }, c *city.City) {
	var want [tile.GardenPlaza + 1]int
	for h := range c.Cells() {
		f := c.Face(h)
		for _, part := range []tile.Part{tile.Whole, tile.HalfA, tile.HalfB} {
			if k := f.Kind(part); k == tile.None || part == tile.Whole && f.IsDouble() {
				continue
			}
			enclosed := true
			for _, d := range hex.Directions() {
				if f.Owner(d) == part && !c.Occupied(h.Neighbor(d)) {
					enclosed = false
				}
			}
			if enclosed {
				want[f.Kind(part)]++
			}
		}
	}
	for _, k := range []tile.Kind{tile.None, tile.GardenPlaza + 1, 255} {
		if n := cityview.Of(c).Enclosed(k); n != 0 {
			t.Fatalf("Enclosed(%v) = %d, want 0", k, n)
		}
	}
	for k := tile.Quarry; k <= tile.GardenPlaza; k++ {
		if n := cityview.Of(c).Enclosed(k); n != want[k] {
			t.Fatalf("Enclosed(%v) = %d, the cells show %d", k, n, want[k])
		}
	}
}

// checkCopy copies c over d, which holds an earlier state of the city (so
// CopyFrom must clear what d used and c does not), and checks the copy
// against the reference: contents, key, legal placements and holes, and
// then that a placement and its undo behave the same in both.
func checkCopy(t *rapid.T, d, c *city.City, ref *refCity) {
	d.CopyFrom(c)
	if !d.Equal(c) || d.Key() != c.Key() || d.Len() != c.Len() {
		t.Fatalf("CopyFrom: the copy is not Equal")
	}
	checkVisible(t, d, 5)
	checkAgainstRef(t, d, ref)
	checkEnumerators(t, d, ref, nil)
	checkHoles(t, d, ref)
	ids := unplaced(c, 1)
	if len(ids) == 0 {
		return
	}
	// The northmost and southmost placements refresh the rows at the edges
	// of the span, where what d held before lies.
	ps := c.AppendLegal(nil, ids[0])
	for _, p := range []city.Placement{ps[0], ps[len(ps)-1]} {
		if _, err := d.Place(p); err != nil {
			t.Fatalf("the copy refuses %v: %v", p, err)
		}
		if _, err := c.Place(p); err != nil {
			t.Fatal(err)
		}
		if !d.Equal(c) || d.CountLegalAny() != c.CountLegalAny() || d.Key() != c.Key() ||
			!slices.Equal(d.AppendLegal(nil, ids[0]), c.AppendLegal(nil, ids[0])) {
			t.Fatalf("after %v the copy differs", p)
		}
		checkVisible(t, d, 5)
		c.Undo()
		d.Undo()
		if !d.Equal(c) || d.CountLegalAny() != c.CountLegalAny() {
			t.Fatalf("after undoing %v the copy differs", p)
		}
		checkVisible(t, d, 5)
	}
	checkUndoCopied(t, d)
}

// checkUndoCopied undoes in d, a copy, a placement it was copied with (its
// rows' spots are worked out again, not put back) and checks its spots
// against the city rebuilt without that placement.
func checkUndoCopied(t *rapid.T, d *city.City) {
	ps := d.Placements()
	if len(ps) == 0 {
		return
	}
	d.Undo()
	want, err := city.Build(ps[:len(ps)-1])
	if err != nil {
		t.Fatal(err)
	}
	ids := unplaced(want, 1)
	if !d.Equal(want) || d.CountLegalAny() != want.CountLegalAny() ||
		len(ids) > 0 && !slices.Equal(d.AppendLegal(nil, ids[0]), want.AppendLegal(nil, ids[0])) {
		t.Fatalf("undoing the copied placement %v leaves other spots than rebuilding without it", ps[len(ps)-1])
	}
}

// checkHouses checks that Engine.HouseAt lists each cell showing a whole
// House exactly once, and no other.
func checkHouses(t *rapid.T, c *city.City) {
	want := map[grid.Index]bool{}
	for h := range c.Cells() {
		if f := c.Face(h); f.A == tile.House && f.B == tile.None {
			i, _ := grid.Of(h)
			want[i] = true
		}
	}
	e := cityview.Of(c)
	got := map[grid.Index]bool{}
	for k := range e.NumHouses() {
		got[e.HouseAt(k)] = true
	}
	if e.NumHouses() != len(want) || !maps.Equal(got, want) {
		t.Fatalf("HouseAt lists %v (%d), want %v", got, e.NumHouses(), want)
	}
	if e.HouseAt(-1) != 0 || e.HouseAt(e.NumHouses()) != 0 {
		t.Fatalf("HouseAt out of range is not index 0")
	}
	for k := range e.NumHouses() {
		var want uint64
		for j := range e.NumHouses() {
			a, b := e.HouseAt(k).Hex(), e.HouseAt(j).Hex()
			if a.IsNeighbor(b) {
				want |= 1 << j
			}
		}
		if got := e.HouseNeighbors(k); got != want {
			t.Fatalf("HouseNeighbors(%d) = %b, want %b", k, got, want)
		}
	}
	if e.HouseNeighbors(-1) != 0 || e.HouseNeighbors(e.NumHouses()) != 0 {
		t.Fatalf("HouseNeighbors out of range is not 0")
	}
}

// checkAgainstRef compares every cell with the reference city: heights are
// the number of stacked hexes, the columns match hex by hex, and nothing
// floats (each hex at level L > 1 lies on one at level L-1).
func checkAgainstRef(t *rapid.T, c *city.City, ref *refCity) {
	if c.NumCells() != len(ref.stacks) || c.Len() != ref.n {
		t.Fatalf("%d cells and %d tiles, want %d and %d", c.NumCells(), c.Len(), len(ref.stacks), ref.n)
	}
	for k := range c.NumCells() {
		if h := cityview.Of(c).IndexAt(k).Hex(); ref.height(h) == 0 {
			t.Fatalf("IndexAt(%d) = %v, an empty cell", k, h)
		}
	}
	for h := range c.Cells() {
		want := ref.stacks[h]
		col := c.Column(h)
		if len(col) != c.Height(h) || !slices.Equal(col, want) {
			t.Fatalf("cell %v: height %d, column %v; want %v", h, c.Height(h), col, want)
		}
		for i, l := range col {
			if l.Level != i+1 {
				t.Fatalf("cell %v: hex %d of its column is at level %d", h, i, l.Level)
			}
		}
		top := want[len(want)-1]
		id, ok := c.TileAt(h)
		if c.Top(h) != top.Kind || !ok || id != top.Tile || !c.Occupied(h) {
			t.Fatalf("cell %v shows %v of %v, want %v of %v", h, c.Top(h), id, top.Kind, top.Tile)
		}
		idx, _ := grid.Of(h)
		if ht, kind, id := cityview.Of(c).CellAt(idx); ht != len(want) || kind != top.Kind || id != top.Tile {
			t.Fatalf("CellAt(%v) = %d %v %v", h, ht, kind, id)
		}
	}
	checkHouses(t, c)
	q0, q1, r0, r1 := ref.bounds()
	if got := bounds4(c); got != [4]int{q0, q1, r0, r1} {
		t.Fatalf("Bounds = %v, want %v", got, [4]int{q0, q1, r0, r1})
	}
	for r := r0 - 1; r <= r1+1; r++ {
		for q := q0 - 1; q <= q1+1; q++ {
			h := hex.Hex{Q: q, R: r}
			if ref.height(h) == 0 && (c.Occupied(h) || c.Top(h) != tile.None || c.Height(h) != 0) {
				t.Fatalf("empty cell %v looks occupied", h)
			}
			n := 0
			for _, nb := range h.Neighbors() {
				n += min(1, ref.height(nb))
			}
			if c.OccupiedNeighbors(h) != n || c.EmptyNeighbors(h) != 6-n {
				t.Fatalf("cell %v has %d occupied neighbours, want %d", h, c.OccupiedNeighbors(h), n)
			}
		}
	}
	visible := map[tile.ID]bool{}
	for _, s := range ref.stacks {
		visible[s[len(s)-1].Tile] = true
	}
	for id := range tile.MaxID + 1 {
		if c.Has(id) != ref.used[id] || c.TileVisible(id) != visible[id] {
			t.Fatalf("tile %v: Has %v TileVisible %v, want %v %v", id, c.Has(id), c.TileVisible(id), ref.used[id], visible[id])
		}
	}
}

// checkEnumerators compares the enumerators with each other and with a
// brute force over the reference rules: every anchor within two steps of an
// occupied cell (a ground tile touches the city with one of its cells, and
// the anchor is that cell or a neighbour), every rotation.
func checkEnumerators(t *rapid.T, c *city.City, ref *refCity, buf []city.Placement) {
	ids := []tile.ID{0, 92}
	for id := tile.ID(1); id <= tile.MaxID && len(ids) < 6; id++ {
		ids = append(ids, id) // used and unused ones
	}
	fresh := unusedTile(c, 0)
	if fresh == 0 {
		return
	}
	legal := c.AppendLegal(buf[:0], fresh)
	want := map[city.Placement]bool{}
	anchors := map[hex.Hex]bool{}
	for h := range ref.stacks {
		for a := range hex.Spiral(h, 2) {
			anchors[a] = true
		}
	}
	for a := range anchors {
		for rot := range tile.Rotation(6) {
			p := city.Placement{Tile: fresh, Anchor: a, Rotation: rot}
			if ref.rule(p) == nil {
				want[p] = true
			}
		}
	}
	got := map[city.Placement]bool{}
	for _, p := range legal {
		if got[p] {
			t.Fatalf("AppendLegal lists %v twice", p)
		}
		got[p] = true
	}
	if !maps.Equal(got, want) {
		for p := range want {
			if !got[p] {
				t.Fatalf("%v is legal but not listed", p)
			}
		}
		for p := range got {
			if !want[p] {
				t.Fatalf("%v is listed but illegal: %v", p, ref.rule(p))
			}
		}
	}
	// Check accepts what is listed (a sample when there are many).
	step := max(1, len(legal)/50)
	for k := 0; k < len(legal); k += step {
		if _, err := c.Check(legal[k]); err != nil {
			t.Fatalf("listed %v: %v", legal[k], err)
		}
	}
	if n := c.CountLegalAny(); n != len(legal) {
		t.Fatalf("CountLegal = %d, AppendLegal lists %d", n, len(legal))
	}
	if seq := slices.Collect(c.Legal(fresh)); !slices.Equal(seq, legal) {
		t.Fatalf("Legal and AppendLegal differ")
	}
	// AppendSpotRows is SpotRows' walk as a loop: the same rows, after
	// what dst held.
	rows := slices.Collect(cityview.Of(c).SpotRows())
	prefix := []cityview.SpotRow{{R: 99}}
	if got := cityview.Of(c).AppendSpotRows(slices.Clone(prefix)); !slices.Equal(got[:1], prefix) || !slices.Equal(got[1:], rows) {
		t.Fatalf("AppendSpotRows gives %d rows after the prefix, SpotRows %d (or other rows)", len(got)-1, len(rows))
	}
	var wantSet []city.Placement
	for _, id := range ids {
		wantSet = c.AppendLegal(wantSet, id)
		if ps := c.AppendLegal(nil, id); (len(ps) == 0) != (!id.InBase() || c.Has(id)) {
			t.Fatalf("tile %v: %d placements, in the city: %v", id, len(ps), c.Has(id))
		}
	}
	// CountLegal counts what AppendLegal lists, for any tile number.
	for id := range tile.ID(255) {
		if n, ps := c.CountLegal(id), c.AppendLegal(nil, id); n != len(ps) {
			t.Fatalf("tile %v: CountLegal %d, AppendLegal lists %d", id, n, len(ps))
		}
	}
	if got := c.AppendLegal(nil, ids...); !slices.Equal(got, wantSet) {
		t.Fatalf("AppendLegal(%v) lists %d placements, AppendLegal tile by tile %d", ids, len(got), len(wantSet))
	}
}

// checkSpotsDiffer lays the three placements of one tile on some spots and
// checks that they give three different cities: the visible hexes differ.
func checkSpotsDiffer(t *rapid.T, c *city.City) {
	id := unusedTile(c, 0)
	if id == 0 {
		return
	}
	spots := c.AppendSpots(nil)
	before := c.Clone()
	for k := 0; k < len(spots); k += max(1, len(spots)/5) {
		s := spots[k]
		var seen [3][3]tile.Kind
		for j, p := range s.Placements(id) {
			if keyOf(p.Cells()) != keyOf(s.Cells()) {
				t.Fatalf("%v does not cover the spot %v", p, s.Cells())
			}
			res, err := c.Place(p)
			if err != nil || res.Level != s.Level() {
				t.Fatalf("Place(%v) on a spot of level %d = %+v, %v", p, s.Level(), res, err)
			}
			for i, h := range s.Cells() {
				seen[j][i] = c.Top(h)
			}
			c.Undo()
		}
		if seen[0] == seen[1] || seen[1] == seen[2] || seen[0] == seen[2] {
			t.Fatalf("tile %v on spot %v: two placements show the same hexes %v", id, s.Cells(), seen)
		}
	}
	if !c.Equal(before) {
		t.Fatalf("placing and undoing on spots changed the city")
	}
}

// checkHoles compares FindHoles and AppendHoles with the reference flood
// fill.
func checkHoles(t *rapid.T, c *city.City, ref *refCity) {
	var hs city.Holes
	c.FindHoles(&hs)
	want := ref.holes()
	got := map[hex.Hex]bool{}
	var order []hex.Hex
	for h := range hs.Cells() {
		got[h] = true
		order = append(order, h)
		if !hs.Has(h) {
			t.Fatalf("Holes yields %v but Has says no", h)
		}
	}
	if hs.Len() != len(want) || !maps.Equal(got, want) {
		t.Fatalf("FindHoles = %v (Len %d), flood fill finds %v", got, hs.Len(), want)
	}
	if hs.Has(hex.Hex{Q: 1 << 40}) || hs.Has(hex.Hex{Q: 50, R: 50}) {
		t.Fatalf("a cell far outside is a hole")
	}
	if appended := c.AppendHoles(nil); !slices.Equal(appended, order) {
		t.Fatalf("AppendHoles = %v, FindHoles %v", appended, order)
	}
	if !slices.IsSortedFunc(order, func(a, b hex.Hex) int { return cmp.Or(cmp.Compare(a.R, b.R), cmp.Compare(a.Q, b.Q)) }) {
		t.Fatalf("Holes.Cells is not in index order: %v", order)
	}
}

// checkRebuild rebuilds the city from its history.
func checkRebuild(t *rapid.T, c *city.City) {
	b, err := city.Build(c.Placements())
	if err != nil || !b.Equal(c) || !c.Equal(b) {
		t.Fatalf("Build(Placements()) = %v, equal %v", err, err == nil && b.Equal(c))
	}
	v, errs := city.Validate(c.Placements())
	if len(errs) != 0 || !v.Equal(c) {
		t.Fatalf("Validate(Placements()) = %v", errs)
	}
	var d city.City
	d.CopyFrom(c)
	if !d.Equal(c) || !c.Clone().Equal(c) || d.CountLegalAny() != c.CountLegalAny() {
		t.Fatalf("a copy is not Equal")
	}
}

func TestCityStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := &cityMachine{c: city.New()}
		t.Repeat(rapid.StateMachineActions(m))
	})
}

func bounds4(c *city.City) [4]int {
	q0, q1, r0, r1 := c.Bounds()
	return [4]int{q0, q1, r0, r1}
}

// randomCity plays up to most random legal placements, on the ground only
// (where holes form) or at any level.
func randomCity(t *rapid.T, most int) *city.City {
	c := city.New()
	groundOnly := rapid.Bool().Draw(t, "ground only")
	var buf []city.Placement
	for range rapid.IntRange(0, most).Draw(t, "tiles") {
		id := rapid.SampledFrom(unplaced(c, int(tile.MaxID))).Draw(t, "tile")
		buf = c.AppendLegal(buf[:0], id)
		if groundOnly {
			buf = slices.DeleteFunc(buf, func(p city.Placement) bool { return c.Occupied(p.Anchor) })
		}
		if _, err := c.Place(rapid.SampledFrom(buf).Draw(t, "placement")); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// TestFindHolesMatchesFloodFill checks FindHoles on random cities.
func TestFindHolesMatchesFloodFill(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomCity(t, 40)
		ref, _, err := refBuild(c.Placements())
		if err != nil {
			t.Fatal(err)
		}
		checkHoles(t, c, ref)
	})
}

// wideCity builds a city of every catalogue tile: 40 laid as far East or
// West as they go, then random ones around them, calling f after each
// placement.
func wideCity(t *testing.T, seed uint64, f func(*city.City)) *city.City {
	rng := rand.New(rand.NewPCG(seed, 9))
	c := city.New()
	var buf []city.Placement
	for k, id := range rng.Perm(int(tile.MaxID)) {
		buf = c.AppendLegal(buf[:0], tile.ID(id+1))
		p := buf[rng.IntN(len(buf))]
		if k < 40 {
			side := 1 - 2*(k%2)
			for _, x := range buf {
				if side*x.Anchor.Q > side*p.Anchor.Q && !c.Occupied(x.Anchor) {
					p = x
				}
			}
		}
		if _, err := c.Place(p); err != nil {
			t.Fatal(err)
		}
		f(c)
	}
	return c
}

// TestWideCitySpots checks the kept spots of cities wider than one word of
// a row against the brute force after every placement: the cells where a
// row's two words meet (q = -33, -32, 31 and 32) take other paths in the
// bit rows.
func TestWideCitySpots(t *testing.T) {
	for seed := range uint64(3) {
		wideCity(t, seed, func(c *city.City) {
			id := unusedTile(c, 0)
			if id == 0 {
				return
			}
			got := map[spotKey]int{}
			for _, s := range c.AppendSpots(nil) {
				got[keyOf(s.Cells())] = s.Level()
			}
			if diff := gocmp.Diff(bruteSpots(t, c, id), got); diff != "" {
				t.Fatalf("seed %d, %d tiles: spots differ from the brute force (-brute +spots):\n%s", seed, c.Len(), diff)
			}
		})
	}
}

// TestFindHolesWideCity checks FindHoles on cities wider than one word of
// a row (64 cells): 40 tiles laid as far East or West as they go, then
// random ones around them, into a Holes reused from the city before.
func TestFindHolesWideCity(t *testing.T) {
	var hs city.Holes
	found := 0
	for seed := range uint64(20) {
		c := wideCity(t, seed, func(*city.City) {})
		if q0, q1, _, _ := c.Bounds(); q1-q0 < 64 {
			t.Fatalf("seed %d: the city is only %d cells wide", seed, q1-q0+1)
		}
		ref, _, err := refBuild(c.Placements())
		if err != nil {
			t.Fatal(err)
		}
		c.FindHoles(&hs)
		want := ref.holes()
		for h := range want {
			if !hs.Has(h) {
				t.Fatalf("seed %d: hole %v not found", seed, h)
			}
		}
		for h := range hs.Cells() {
			if !want[h] {
				t.Fatalf("seed %d: %v is not a hole", seed, h)
			}
		}
		if hs.Len() != len(want) {
			t.Fatalf("seed %d: Len = %d, want %d", seed, hs.Len(), len(want))
		}
		found += len(want)
	}
	if found == 0 {
		t.Fatal("no holes in the wide cities")
	}
}

// TestFindHolesAfter: the holes FindHolesAfter predicts for a legal
// placement are those FindHoles finds once it is placed, on random cities
// and at the bound (the northmost city).
func TestFindHolesAfter(t *testing.T) {
	check := func(t interface{ Fatalf(string, ...any) }, c *city.City, ps []city.Placement) {
		var want city.Holes
		var got, wantView cityview.Holes
		for _, p := range ps {
			cityview.Of(c).FindHolesAfter(&got, p.Cells())
			if _, err := c.Place(p); err != nil {
				t.Fatalf("%v", err)
			}
			c.FindHoles(&want)
			cityview.Of(c).FindHoles(&wantView)
			c.Undo()
			if got.N != want.Len() || got.Rows != wantView.Rows {
				t.Fatalf("FindHolesAfter(%v) finds %d holes, FindHoles after placing it %v", p, got.N, slices.Collect(want.Cells()))
			}
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		c := randomCity(t, 40)
		id := rapid.SampledFrom(unplaced(c, int(tile.MaxID))).Draw(t, "tile")
		check(t, c, c.AppendLegal(nil, id))
	})
	c := northmostCity(t)
	check(t, c, c.AppendLegal(nil, unusedTile(c, 0)))
}

// TestFindHolesFindsSome makes sure the random cities of the property tests
// do have holes, so that the comparison means something.
func TestFindHolesFindsSome(t *testing.T) {
	found := 0
	for seed := range uint64(50) {
		c := seededCity(t, seed, 30)
		var hs city.Holes
		c.FindHoles(&hs)
		found += hs.Len()
	}
	if found == 0 {
		t.Fatal("no holes in 50 random 30-tile cities")
	}
}

// TestBuildRoundTrip rebuilds random cities from their history.
func TestBuildRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		checkRebuild(t, randomCity(t, 30))
	})
}
