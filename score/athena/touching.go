package athena

import (
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// MetTouching reports whether city c, whose owner holds stones stones,
// meets card under the readings o with a pattern anchored near one of
// cells: it reports true for every pattern that reads one of cells (for
// Villa, Guard Tower and Agora: that counts one of them), maybe for one
// that does not, and never for a card c does not meet. It is for a caller
// that follows what a city meets as it grows: a card that the city did
// not meet before cells changed is met after exactly when MetTouching
// reports so, and it looks only near the cells, far cheaper than Met on a
// large city. Quarry Mine reads no cell: it is met with 8 stones,
// whatever cells are given. A city that counts what it shows, as a
// *city.Base and a *Grid do (a method Visible(k tile.Kind, min int) int),
// is asked first for the counts every city meeting the card reaches (3
// Market parts for City Market, say): most cards are skipped at that
// cost, and the cards that are counts (Villa, Guard Tower, Luxury Goods,
// Agora) are answered by them.
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
	return card == tile.QuarryMine && t.Met(card) // it reads no cell
}

// Touched is one question of MetTouching, but the card: a city, its
// owner's stones, the readings, and the cells one placement changed, with
// what the city shows in them and around them, read once so that several
// cards can be asked of it (a game asks each player's cards after every
// placement). Fill one with Touch, then ask Met for each card; the zero
// Touched touches no cell of an empty city, under the default readings.
type Touched struct {
	r      reader
	counts counter // r.c, when it counts what it shows
	cells  [maxTouched]hex.Hex
	shown  [maxTouched]tile.Face // what each cell shows
	level  [maxTouched]int       // and at what level
	// nc is the number of cells, or -1 for the whole city (Touch was given
	// more than maxTouched cells).
	nc int
	// near is the cells and their neighbours, each once, with what they
	// show: the anchors of every pattern reaching no further than a
	// neighbour (Oasis, Fortress...) that reads one of the cells. n is -1
	// until a card asks for them (readNear).
	near [maxTouched * 7]hex.Hex
	face [maxTouched * 7]tile.Face
	n    int
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
	t.r, t.n, t.nc = reader{c: c, o: o, stones: stones}, -1, -1
	t.counts, _ = c.(counter)
	if len(cells) > maxTouched {
		return
	}
	t.nc = copy(t.cells[:], cells)
	for i, x := range cells {
		t.shown[i], t.level[i] = c.Face(x), c.Height(x)
	}
}

// screened reports whether one of the cells shows what a cell of card's
// pattern must show, as its anchor or as another cell: a pattern reading
// none of them is no pattern t finds.
func (t *Touched) screened(u *rule) bool {
	members := len(u.reach.back) > 0
	for i := range t.nc {
		if u.anchor.admits(t.shown[i], t.level[i]) || members && u.member.admits(t.shown[i], t.level[i]) {
			return true
		}
	}
	return false
}

// readNear reads the cells near, once: the first card that asks for them
// pays for the others.
func (t *Touched) readNear() {
	if t.n >= 0 {
		return
	}
	t.n = 0
	var seen uint64 // by offset from the first cell, within 3 of it
	for _, x := range t.cells[:t.nc] {
		t.add(x, &seen, t.cells[0])
		for _, h := range x.Neighbors() {
			t.add(h, &seen, t.cells[0])
		}
	}
}

// add adds h to the cells near, unless it is there already: seen marks
// those within 3 cells of o, by their offset from it; others are looked
// for.
func (t *Touched) add(h hex.Hex, seen *uint64, o hex.Hex) {
	dq, dr := h.Q-o.Q+3, h.R-o.R+3
	if dq >= 0 && dq < 7 && dr >= 0 && dr < 7 {
		bit := uint64(1) << (dq*7 + dr)
		if *seen&bit != 0 {
			return
		}
		*seen |= bit
	} else if slices.Contains(t.near[:t.n], h) {
		return
	}
	t.near[t.n], t.face[t.n] = h, t.r.c.Face(h)
	t.n++
}

// Met reports what MetTouching reports for card and the question t
// holds.
func (t *Touched) Met(card tile.Card) bool {
	if !card.Valid() {
		return false
	}
	r := &t.r
	if r.c == nil { // the zero Touched
		r.c = empty{}
	}
	if card == tile.QuarryMine {
		_, ok := quarryMine(*r)
		return ok
	}
	u := &rules[card]
	if t.counts != nil && !u.reachedBy(t.counts) {
		return false
	}
	switch {
	case t.counts != nil && u.exact:
		return true // the needs reached are the condition
	case t.nc < 0:
		_, ok := r.find(card)
		return ok
	case !t.screened(u):
		return false
	case u.reach.cells == 2 && u.anchor.mask != 0:
		// Every anchor is near, and few show what an anchor shows; a
		// card whose anchor may be any cell (Housing, City Market) walks
		// from the cells, asking only those that may be members.
		t.readNear()
		for i := range t.n {
			if r.anchored(u, card, t.near[i], t.face[i]) {
				return true
			}
		}
		return false
	}
	return r.touching(u, card, t.cells[:t.nc], t.shown[:t.nc])
}

// touching is Met by a walk from each cell: asked as an anchor, and from
// those that may be members, the cells from which a pattern reaches them.
func (r *reader) touching(u *rule, card tile.Card, cells []hex.Hex, shown []tile.Face) bool {
	for i, x := range cells {
		if r.anchored(u, card, x, shown[i]) {
			return true
		}
	}
	if len(u.reach.back) == 0 { // the anchor alone: a cell is its own anchor or none
		return false
	}
	for i, x := range cells {
		if r.passes(u.member, x, shown[i]) && r.fromMember(u, card, x, cells) {
			return true
		}
	}
	return false
}

// fromMember reports whether card's pattern is anchored at a cell from
// which its reach holds x: x - j*d for each line, up to a cell on the way
// that cannot be a member. The cells were asked as anchors already.
func (r *reader) fromMember(u *rule, card tile.Card, x hex.Hex, cells []hex.Hex) bool {
	for _, back := range u.reach.back {
		a := x
		for j := 1; j < u.reach.cells; j++ {
			a = a.Add(back)
			f := r.c.Face(a)
			if !slices.Contains(cells, a) && r.anchored(u, card, a, f) {
				return true
			}
			if j+1 < u.reach.cells && !r.passes(u.member, a, f) {
				break // a pattern anchored further back would read a as a member
			}
		}
	}
	return false
}

// anchored reports whether card's pattern is anchored at a, which shows
// f. The pattern is asked for only past the screen, which most cells
// fail.
func (r *reader) anchored(u *rule, card tile.Card, a hex.Hex, f tile.Face) bool {
	if !r.passes(u.anchor, a, f) {
		return false
	}
	var p pattern
	return r.at(card, a, &p)
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
	switch {
	case sc.mask != 0 && (1<<f.A|1<<f.B)&sc.mask&^1 == 0: // bit 0 is None: no part
		return false
	case sc.min == 0:
		return true
	case sc.min == 1:
		return f.A != tile.None
	}
	return r.c.Height(h) >= sc.min
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
// (the anchor first), one for each step in back, the step from a cell of
// the line back toward the anchor.
type reach struct {
	back  []hex.Hex
	cells int
}

// lines returns the reach of lines cells long in each direction of dirs.
func lines(cells int, dirs ...hex.Direction) reach {
	e := reach{cells: cells}
	for _, d := range dirs {
		e.back = append(e.back, d.Opposite().Vector())
	}
	return e
}
