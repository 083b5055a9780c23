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
	if !card.Valid() {
		return false
	}
	if c == nil {
		c = empty{}
	}
	r := reader{c: c, o: o, stones: stones}
	if card == tile.QuarryMine {
		_, ok := quarryMine(r)
		return ok
	}
	u := &rules[card]
	if !reaches(card, c) {
		return false
	}
	if _, counts := c.(counter); counts && u.exact {
		return true // the needs reached are the condition
	}
	if len(u.reach.back) == 0 { // the anchor alone: a cell is its own anchor or none
		for _, x := range cells {
			if r.anchored(u, card, x, r.c.Face(x)) {
				return true
			}
		}
		return false
	}
	for _, x := range cells {
		if r.anchored(u, card, x, r.c.Face(x)) {
			return true
		}
	}
	for _, x := range cells {
		if r.passes(u.member, x, r.c.Face(x)) && r.fromMember(u, card, x, cells) {
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
