package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// MetTouching reports whether city c, whose owner holds stones stones,
// meets card under the readings o with a pattern anchored near one of
// cells: it reports true for every pattern that reads one of cells (for
// Villa, Guard Tower, Luxury Goods and Agora: that counts one of them),
// maybe for one that does not, and never for a card c does not meet. It
// is for a caller
// that follows what a city meets as it grows: a card that the city did
// not meet before cells changed is met after exactly when MetTouching
// reports so, and it looks only near the cells, far cheaper than Met on a
// large city. Quarry Mine reads no cell: it is met with 8 stones,
// whatever cells are given. A city that counts what it shows, as a
// *city.City and a *Grid do (methods Visible(k tile.Kind, min int) int
// and Enclosed(k tile.Kind) int), is asked first for the counts every
// city meeting the card reaches (3 Market parts for City Market, 2
// enclosed Markets for Storehouses): most cards stop at that cost, and
// the cards that are counts are answered by them once a cell counts. The
// package doc says how the rest are looked for.
func MetTouching(card tile.Card, c City, stones int, o Options, cells []hex.Hex) bool {
	var t Touched
	for len(cells) > 0 {
		n := min(len(cells), maxTouched)
		t.Touch(c, stones, o, cells[:n])
		if t.Met(card) {
			return true
		}
		cells = cells[n:]
	}
	t.Touch(c, stones, o, nil)
	return card != tile.NoCard && card <= tile.Agora && cardChecks[card].at == nil && t.Met(card) // Quarry Mine reads no cell
}

// Touched is one question of MetTouching, but the card: a city, its
// owner's stones, the readings, and the cells one placement changed, with
// what the city shows in them, read once so that several cards can be
// asked of it (a game asks each player's cards after every placement).
// Fill one with Touch (or TouchTile), then ask Met for each card; the zero
// Touched touches no cell of an empty city, under the default readings.
type Touched struct {
	r      reader
	counts Counter // r.c, when it counts what it shows
	// view is counts when it is a city's engine view, the common city:
	// its counts are read in place (reachedShown), without a call
	// through Counter for each kind.
	view  *cityview.View
	cells [maxTouched]hex.Hex
	shown [maxTouched]tile.Face // what each cell shows
	level [maxTouched]int       // and at what level
	// nc is the number of cells, or -1 for the whole city (Touch was given
	// more than maxTouched cells).
	nc int
	// kinds holds bit k when a cell shows a part of Kind k, and
	// touchedBit once t is filled (all bits for the whole city): a card
	// without kinds has all bits in cardKinds, so that it is asked of any
	// filled Touched.
	kinds uint16
	// tile has bit 0 for three cells each beside the other two, the
	// cells of a 3-hex tile (each then has another beside it at both
	// parities of direction: see cardCheck.around), and bit 1 for cells
	// all at level 1: the index of cardKinds.
	tile uint8
	// laid is 1 + the rotation of the 3-hex tile TouchTile laid, whose
	// cells are in the order of city.Placement.Cells: walk then reads the anchors
	// around them from a table (tileSteps); 0 for the cells Touch was given.
	laid uint8
}

// maxTouched bounds the cells Touched holds: the cells of a placement, or
// of the starting tile.
const maxTouched = 4

// Touch makes t the question of MetTouching for city c (a nil City is an
// empty one), whose owner holds stones stones, under the readings o, near
// cells, and reads what c shows in them. Given more than 4 cells (a
// placement changes 3 at most, the starting tile 4), it touches every cell
// of c: Met then asks the whole city, as Met does.
func (t *Touched) Touch(c City, stones int, o Options, cells []hex.Hex) {
	if c == nil {
		c = empty{}
	}
	t.r, t.nc, t.kinds, t.tile, t.laid = reader{c: c, o: o.readings(), stones: stones}, -1, ^uint16(0), 0, 0 // every kind: no card is ruled out by them
	t.counts, _ = c.(Counter)
	t.view, _ = t.counts.(*cityview.View)
	if len(cells) > maxTouched {
		return
	}
	t.nc, t.kinds = len(cells), touchedBit
	ground := uint8(2)        // every cell at level 1
	for i, x := range cells { // not copy: a call, for at most four cells
		f := c.Face(x)
		t.cells[i], t.shown[i], t.level[i], t.kinds = x, f, c.Height(x), t.kinds|1<<f.A|1<<f.B
		if t.level[i] != 1 {
			ground = 0
		}
	}
	t.tile = isTriangle(cells)
	if len(cells) > 0 {
		t.tile |= ground
	}
}

// isTriangle returns 1 when cells are three cells each beside the other
// two, and 0 otherwise.
func isTriangle(cells []hex.Hex) uint8 {
	if len(cells) == 3 && beside(cells[0], cells[1]) && beside(cells[1], cells[2]) && beside(cells[2], cells[0]) {
		return 1
	}
	return 0
}

// beside reports whether x and y share an edge: they differ by at most
// one on each axis, and not by the same step on both (nor by none).
func beside(x, y hex.Hex) bool {
	dq, dr := y.Q-x.Q, y.R-x.R
	return uint(dq+1) < 3 && uint(dr+1) < 3 && dq != dr
}

// cardKinds holds, by card (32 entries, so that any card indexes it) and
// Touched.tile, the kinds one of the cells must show for the card's
// pattern to read it (none for NoCard and the invalid cards, which are
// never met): the rule's kinds, or its triangleKinds for the cells of a
// 3-hex tile; for cells all at level 1, only those of the parts of the
// pattern that a cell at level 1 passes the screen of (District Center's
// plaza, not its higher neighbours; no cell of Villa, Guard Tower or
// Luxury Goods). A table of its own, a few cache lines, as a game asks it
// of four cards after every take.
var cardKinds = func() (k [32][4]uint16) {
	for c := range cardChecks {
		if c == int(tile.NoCard) || c > int(tile.Agora) {
			continue // NoCard: ruled out
		}
		u := &cardChecks[c]
		for i := range k[c] {
			m := u.kinds
			if i&1 != 0 {
				m = u.triangleKinds
			}
			if m == 0 {
				m = ^uint16(0) // no kinds: never ruled out
			}
			if i&2 != 0 {
				m &= u.groundKinds()
			}
			k[c][i] = m
		}
	}
	return k
}()

// groundKinds returns the kinds a cell at level 1 shows when u's pattern
// reads it, all bits for any: the kinds of the anchor's screen and the
// members', each that a cell at level 1 passes (cardCheck.anchor).
func (u *cardCheck) groundKinds() uint16 {
	var m uint16
	for i, sc := range [2]screen{u.anchor, u.member} {
		switch {
		case sc.min > 1, i == 1 && len(u.reach.back) == 0: // too high, or no member
		case sc.mask == 0:
			m = ^uint16(0)
		default:
			m |= sc.mask &^ 1
		}
	}
	return m
}

// touchedBit is the bit of Touched.kinds that no kind uses (tile.Kind values
// stay below 15): set by Touch, so that a card without kinds is asked
// of any Touched but the zero one, which meets nothing.
const touchedBit = 1 << 15

// TouchTile is Touch for the three cells of a 3-hex tile just laid at
// anchor turned r, at level, whose hexes show kinds in the order of
// city.Placement.Cells: what Touch would read of c, given by a caller that laid
// the tile and knows it (a game, after every take), so that nothing is
// read until a card asks. n is c as a Counter, nil when c counts
// nothing: given apart, so that nothing converts c from one interface to
// the other at run time (a lookup that cost a random Athena game about 1%).
func (t *Touched) TouchTile(c City, n Counter, stones int, o Options, anchor hex.Hex, r tile.Rotation, kinds [3]tile.Kind, level int) {
	if c == nil {
		c, n = empty{}, nil
	}
	t.r.c, t.r.o, t.r.stones = c, o.readings(), stones
	t.counts = n
	t.view, _ = n.(*cityview.View)
	t.nc, t.tile, t.laid = 3, 1, 1+uint8(r%6)
	if level == 1 {
		t.tile |= 2 // on the ground
	}
	t.kinds = touchedBit | kindBit[kinds[0]&15] | kindBit[kinds[1]&15] | kindBit[kinds[2]&15]
	// Written out: a game touches a tile after every take.
	t.cells[0], t.cells[1], t.cells[2] = grid.TileCell(anchor, uint8(r), 0), grid.TileCell(anchor, uint8(r), 1), grid.TileCell(anchor, uint8(r), 2)
	t.shown[0], t.shown[1], t.shown[2] = tile.Face{A: kinds[0]}, tile.Face{A: kinds[1]}, tile.Face{A: kinds[2]}
	t.level[0], t.level[1], t.level[2] = level, level, level
}

// kindBit holds 1<<k for each kind k below 16: TouchTile's kinds, without
// the test of a shift past the word's width.
var kindBit = func() (b [16]uint16) {
	for k := range b {
		b[k] = 1 << k
	}
	return b
}()

// screened reports whether one of the cells shows what a cell of card's
// pattern must show, as its anchor or as another cell: a pattern reading
// none of them is no pattern t finds.
func (t *Touched) screened(u *cardCheck) bool {
	return t.admitted(u.anchor) || len(u.reach.back) > 0 && t.admitted(u.member)
}

// admitted reports whether one of the cells passes sc: for a screen that
// asks for no level above 1, read off the kinds the cells show (a cell
// showing a kind is occupied; an empty one shows only None, bit 0).
func (t *Touched) admitted(sc screen) bool {
	switch {
	case sc.min <= 1 && sc.mask != 0:
		return sc.mask&t.kinds&^1 != 0
	case sc.min == 1:
		return t.kinds&^(1|touchedBit) != 0
	case sc.min == 0:
		return t.nc != 0
	}
	for i := range t.nc {
		if sc.admits(t.shown[i], t.level[i]) {
			return true
		}
	}
	return false
}

// Met reports what MetTouching reports for card and the question t
// holds.
func (t *Touched) Met(card tile.Card) bool {
	// The kinds are asked here, where the call inlines: after a placement
	// they rule out about half the cards a game asks.
	if cardKinds[card&31][t.tile&3]&t.kinds == 0 {
		return false // (an invalid card, never met, may be ruled out too)
	}
	return t.met(card)
}

// MetEach reports Met for each of cards at once, bit i for cards[i]
// (tile.NoCard is never met): a game asks the cards of a player after
// each of its takes.
func (t *Touched) MetEach(cards [4]tile.Card) uint8 {
	var met uint8
	k := t.kinds
	for i, card := range cards {
		if cardKinds[card&31][t.tile&3]&k != 0 && t.met(card) {
			met |= 1 << i
		}
	}
	return met
}

// met is Met past the kinds.
func (t *Touched) met(card tile.Card) bool {
	if card == tile.NoCard || card > tile.Agora {
		return false
	}
	if t.r.c == nil { // the zero Touched
		t.r.c = empty{}
	}
	u := &cardChecks[card]
	switch {
	case u.at == nil: // Quarry Mine, a count of stones, reads no cell
		_, ok := u.search(t.r)
		return ok
	case t.nc < 0: // the whole city
		return t.metWhole(card, u)
	case t.counts == nil:
	case u.exact:
		// The needs are the condition, and a card newly met counts a
		// cell: asked first, as most cells do not count.
		return (u.kindsScreen || t.screened(u)) && t.reachedShown(u) && t.reachedEnclosed(u)
	case !t.reachedShown(u):
		return false
	}
	switch {
	case !u.kindsScreen && !(t.laid != 0 && u.anyMember) && !t.screened(u): // a laid tile's cells are occupied
		return false
	case t.counts != nil && !t.reachedEnclosed(u):
		return false // asked last: the city counts enclosed parts on demand
	}
	return t.walk(u)
}

// metWhole is met for the whole city: Met.
func (t *Touched) metWhole(card tile.Card, u *cardCheck) bool {
	if t.counts != nil && !u.reachedBy(t.counts) {
		return false
	}
	if t.counts != nil && u.exact {
		return true // the needs are the condition
	}
	_, ok := t.r.find(card)
	return ok
}

// walk is Met by a walk from the cells: each asked as an anchor (unless a
// cell beside it rules it out: mayAnchor), then, from each that may be a
// member, the anchors whose pattern may read it: for a line card the line
// through it (lineThrough); for any other its neighbours, each asked once,
// or for City Market, Fortress, Pantheon and Parkland each for the
// patterns that read the cell (cardCheck.toward). From the cells of a laid
// tile, whose layout its rotation gives, the neighbours are read from a
// table (walkTile) and Main Street's lines are taken line by line
// (streetsOfTile).
func (t *Touched) walk(u *cardCheck) bool {
	r := &t.r
	cells := t.cells[:t.nc]
	for i, x := range cells {
		// A line's cells are its members too: lineThrough. The screen is
		// passes, with the level the cell was read at.
		if u.along == nil && u.anchor.admits(t.shown[i], t.level[i]) && (u.faced == tile.None || t.mayAnchor(u, i)) && u.metAt(*r, x) {
			return true
		}
	}
	if t.laid != 0 && u.steps != 0 {
		return t.walkTile(u)
	}
	if t.laid != 0 && u.distinct {
		return t.streetsOfTile(u)
	}
	var asked asked // the cells were asked as anchors above
	if u.along == nil {
		for _, x := range cells {
			asked.add(x, cells[0])
		}
	}
	for i, x := range cells {
		if !u.member.admits(t.shown[i], t.level[i]) {
			continue
		}
		if u.along != nil {
			if t.lineThrough(u, x, t.shown[i]) {
				return true
			}
			continue
		}
		// Not a line: its reach is the anchor's neighbours, each asked
		// once.
		for k, back := range u.reach.back {
			a := x.Add(back)
			switch {
			case u.toward != nil: // only the patterns at a that read x: asked from each cell
				if !asked.has(a, cells[0]) && r.passesAt(u.anchor, a) && u.toward(*r, a, u.reach.dirs[k]) {
					return true
				}
			case asked.add(a, cells[0]) && r.passesAt(u.anchor, a) && u.metAt(*r, a):
				return true
			}
		}
	}
	return false
}

// asked is the cells a walk has asked as anchors, by their offset from
// the first cell it touched when within 3 of it on both axes (the reach of
// a card that is not a line); a cell further away is not marked, and is
// asked again.
type asked uint64

// has reports whether h, whose offset from o it reads, is marked.
func (s asked) has(h, o hex.Hex) bool {
	dq, dr := uint(h.Q-o.Q+3), uint(h.R-o.R+3)
	return dq < 7 && dr < 7 && s>>(dq*7+dr)&1 != 0
}

// add marks h, whose offset from o it reads, and reports whether it was
// not marked before.
func (s *asked) add(h, o hex.Hex) bool {
	dq, dr := uint(h.Q-o.Q+3), uint(h.R-o.R+3)
	if dq >= 7 || dr >= 7 {
		return true
	}
	bit := asked(1) << (dq*7 + dr)
	if *s&bit != 0 {
		return false
	}
	*s |= bit
	return true
}

// lineThrough reports whether the pattern of a line card is anchored at
// x, one of the cells, which shows f, or behind it on a line through it.
// Every cell of such a line may be a member (the anchor too, for these
// cards), so the cells that may be members are counted behind x and ahead
// of it first: most lines are too short, and only the anchors from which
// the line reaches past x are asked, along the line alone.
func (t *Touched) lineThrough(u *cardCheck, x hex.Hex, f tile.Face) bool {
	r := &t.r
	n := u.reach.cells
	street := u.distinct && !f.IsDouble() // a double is only ever a street's end
	for k, d := range u.reach.dirs {
		var ahead, behind int
		if street {
			ahead, behind = r.streetRun(x, d, n-1, 1<<f.A), r.streetRun(x, d.Opposite(), n-1, 1<<f.A)
		} else {
			ahead, behind = r.run(u, x, d.Vector(), n-1), r.run(u, x, u.reach.back[k], n-1)
		}
		if behind+ahead < n-1 {
			continue // no line of n members through x
		}
		a := x
		for j := 0; j <= behind; j++ {
			if j > 0 {
				a = a.Add(u.reach.back[k])
			}
			if j+ahead < n-1 || j > 0 && inCells(t.cells[:t.nc], a) {
				continue // too short, or a cell, asked from itself
			}
			g := f
			if j > 0 {
				g = r.c.Face(a)
			}
			if r.passes(u.anchor, a, g) && u.alongAt(*r, a, d) {
				return true
			}
		}
	}
	return false
}

// run counts the cells from x by step, up to most, that may be members of
// u's pattern, up to the first that may not.
func (r *reader) run(u *cardCheck, x, step hex.Hex, most int) int {
	for k := range most {
		x = x.Add(step)
		if f := r.c.Face(x); !u.member.showsOn(f) || u.member.min > 1 && r.c.Height(x) < u.member.min {
			return k
		}
	}
	return most
}

// mayAnchor reports whether the i-th cell may be the anchor of u's
// pattern as far as the other cells beside it tell: for a card whose
// anchor's neighbours must face it with a kind (faced), each of them that
// does not rules out every pattern reading it there (Housing: any; City
// Market: those of its alternate directions).
func (t *Touched) mayAnchor(u *cardCheck, i int) bool {
	if u.faced == tile.None {
		return true
	}
	if t.laid != 0 {
		// The other two cells of a laid tile, whole hexes, are beside
		// cell i at both parities of direction.
		n := 0
		for j := range 3 {
			if j != i && t.shown[j].A == u.faced {
				n++
			}
		}
		return n == 2 || n == 1 && !u.facedAll
	}
	x := t.cells[i]
	var spoilt [2]bool // by direction parity
	for j := range t.nc {
		f := t.shown[j]
		if j == i || !f.IsDouble() && f.A == u.faced {
			continue // a whole hex of the kind faces x with it across any edge
		}
		d, beside := direction(x, t.cells[j])
		if !beside {
			continue
		}
		if f.Kind(f.Owner(d.Opposite())) != u.faced {
			if u.facedAll {
				return false
			}
			spoilt[d%2] = true
		}
	}
	return !spoilt[0] || !spoilt[1]
}

// direction returns the direction from x to its neighbour y, and false
// when y is not a neighbour of x.
func direction(x, y hex.Hex) (hex.Direction, bool) {
	dq, dr := y.Q-x.Q, y.R-x.R
	if uint(dq+1) > 2 || uint(dr+1) > 2 {
		return 0, false
	}
	d := byDelta[dq+1][dr+1]
	return d, d != nowhere
}

// nowhere marks a step that leads to no neighbour.
const nowhere = hex.Direction(6)

// byDelta holds the direction of each step (dq+1, dr+1) to a neighbour.
var byDelta = func() (t [3][3]hex.Direction) {
	for i := range t {
		for j := range t[i] {
			t[i][j] = nowhere
		}
	}
	for _, d := range hex.Directions() {
		v := d.Vector()
		t[v.Q+1][v.R+1] = d
	}
	return t
}()

// inCells reports whether h is one of cells.
func inCells(cells []hex.Hex, h hex.Hex) bool {
	for _, x := range cells {
		if x == h {
			return true
		}
	}
	return false
}

// alongAt reports whether u's pattern, a line, is anchored at a along d.
func (u *cardCheck) alongAt(r reader, a hex.Hex, d hex.Direction) bool {
	_, ok := u.along(r, a, d)
	return ok
}

// metAt reports whether u's pattern is anchored at a.
func (u *cardCheck) metAt(r reader, a hex.Hex) bool {
	_, ok := u.anchoredAt(r, a)
	return ok
}

// screen is a test of what a cell shows: a part of one of the kinds of
// mask (any kind for 0), at least at level min (0: an empty cell too).
type screen struct {
	mask uint16 // bit k: a part of Kind k will do
	min  int
}

// passes reports whether h, which shows f, passes the screen; it reads
// h's level only when the screen asks for more than an occupied cell.
func (r *reader) passes(sc screen, h hex.Hex, f tile.Face) bool {
	return sc.showsOn(f) && (sc.min <= 1 || r.c.Height(h) >= sc.min)
}

// passesAt is passes for a cell not read yet: it reads the cell only for
// a screen that asks something of it (a City Market's centre asks
// nothing).
func (r *reader) passesAt(sc screen, h hex.Hex) bool {
	return sc == anyCell || r.passes(sc, h, r.c.Face(h))
}

// showsOn reports whether a cell showing f passes the screen, but for a
// level above 1 the screen may ask: inlined where the walks read many
// cells, whose screens seldom ask for a level.
func (sc screen) showsOn(f tile.Face) bool {
	return (sc.mask == 0 || (1<<f.A|1<<f.B)&sc.mask&^1 != 0) && (sc.min == 0 || f.A != tile.None) // bit 0 is None: no part
}

// admits reports whether a cell showing f at level passes the screen.
func (sc screen) admits(f tile.Face, level int) bool {
	return (sc.mask == 0 || (1<<f.A|1<<f.B)&sc.mask&^1 != 0) && level >= sc.min
}

// shows returns the screen of a cell showing a part of one of kinds (any
// cell without kinds), at least at level min.
func shows(min int, kinds ...tile.Kind) screen {
	sc := screen{min: min}
	for _, k := range kinds {
		sc.mask |= 1 << k
	}
	return sc
}

// reach is a set of lines from a pattern's anchor: cells cells long
// (the anchor first), one toward each direction of dirs, and back[i] the
// step from a cell of the line toward dirs[i] back toward the anchor.
type reach struct {
	dirs  []hex.Direction
	back  []hex.Hex
	cells int
}

// lines returns the reach of lines cells long in each direction of dirs.
func lines(cells int, dirs ...hex.Direction) reach {
	e := reach{dirs: dirs, cells: cells}
	for _, d := range dirs {
		e.back = append(e.back, d.Opposite().Vector())
	}
	return e
}
