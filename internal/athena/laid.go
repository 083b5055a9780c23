package athena

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// The walk of Touched from the three cells of a 3-hex tile just laid
// (TouchTile), whose layout its rotation gives: the anchors beside them
// are read from a table, and Main Street's lines through them are taken
// line by line. Touched.walk takes these paths; TestTouchTileStreets and
// the agreement tests hold them to MetTouching.

// walkTile is the rest of walk, past the cells asked as anchors, for the
// cells of a 3-hex tile (TouchTile) and a card that is not a line: the
// anchors beside the cells that may be members are listed in tileSteps,
// by the tile's rotation and which cells may be members, each once (but
// for a card that asks toward each cell), instead of being marked as they
// are asked.
func (t *Touched) walkTile(u *cardCheck) bool {
	r := &t.r
	var members uint8 // bit i: cell i may be a member
	for i := range 3 {
		if u.member.admits(t.shown[i], t.level[i]) {
			members |= 1 << i
		}
	}
	var spoil uint8 // bit i: cell i faces an anchor beside it with no part of the faced kind
	if u.facedAll {
		for i := range 3 {
			if t.shown[i].A != u.faced { // a hex of a 3-hex tile: a whole hex
				spoil |= 1 << i
			}
		}
	}
	o := t.cells[0]
	for _, s := range tileSteps[u.steps-1][t.laid-1][members] {
		if s.beside&spoil != 0 {
			continue // mayAnchor, for an anchor beside the cells
		}
		a := hex.Hex{Q: o.Q + int(s.dq), R: o.R + int(s.dr)}
		if u.anchor != anyCell && !t.passesAt(u.anchor, a) {
			continue
		}
		if u.toward != nil {
			if u.toward(*r, a, u.reach.dirs[s.k]) {
				return true
			}
		} else if u.metAt(*r, a) {
			return true
		}
	}
	return false
}

// passesAt is r.passesAt for a screen that asks something of the cell:
// for a city's engine view, the cell read in place (At and FaceOf inline
// here), the common city, instead of by two calls through City.
func (t *Touched) passesAt(sc screen, a hex.Hex) bool {
	if t.view == nil {
		return t.r.passes(sc, a, t.r.c.Face(a))
	}
	x := t.view.At(a)
	return sc.showsOn(t.view.FaceOf(x)) && int(x.H) >= sc.min
}

// tileStep is one anchor a walk from the cells of a 3-hex tile asks, at
// (dq, dr) from cell 0, behind a member in direction k of the card's
// reach; beside has bit i for each of the tile's cells beside it.
type tileStep struct {
	dq, dr, k int8
	beside    uint8
}

// tileSteps holds, by reach (cardCheck.steps less one), rotation and the
// set of the tile's cells that may be members (bit i for cell i, in the
// order of city.Placement.Cells), the anchors a walk asks beside the members: in the
// order of the cells, then of the reach, leaving out the tile's cells
// (asked as anchors first) and, but for a card that asks toward each
// cell, an anchor asked from an earlier cell. Cards whose reaches and
// asking agree share one.
var tileSteps = func() (s [][6][8][]tileStep) {
	index := map[string]uint8{}
	for c := range cardChecks {
		u := &cardChecks[c]
		if u.along != nil || len(u.reach.back) == 0 {
			continue
		}
		key := fmt.Sprint(u.reach.back, u.toward != nil)
		if k, ok := index[key]; ok {
			u.steps = k
			continue
		}
		var t [6][8][]tileStep
		for rot := range t {
			var cells [3]hex.Hex
			for i := range cells {
				cells[i] = grid.TileCell(hex.Hex{}, uint8(rot), i)
			}
			for members := range t[rot] {
				var asked []hex.Hex
				for i, x := range cells {
					if members>>i&1 == 0 {
						continue
					}
					for k, back := range u.reach.back {
						a := x.Add(back)
						if inCells(cells[:], a) || u.toward == nil && inCells(asked, a) {
							continue
						}
						asked = append(asked, a)
						var beside uint8
						for j, y := range cells {
							if a.IsNeighbor(y) {
								beside |= 1 << j
							}
						}
						t[rot][members] = append(t[rot][members], tileStep{dq: int8(a.Q), dr: int8(a.R), k: int8(k), beside: beside})
					}
				}
			}
		}
		s = append(s, t)
		index[key] = uint8(len(s))
		u.steps = uint8(len(s))
	}
	return s
}()

// streetsOfTile is walk for Main Street (a line of distinct district
// types) from the cells of a laid 3-hex tile, whole hexes, line by line
// instead of cell by cell: along each direction of the reach two of the
// cells lie on one line (streetsOfPair), the third on a line of its own
// (streetThrough). A walk from each cell would count the cells of the
// pair's line from both.
func (t *Touched) streetsOfTile(u *cardCheck) bool {
	for k, d := range u.reach.dirs {
		pair := tilePairs[t.laid-1][d%6]
		lo, hi := int(pair[0]), int(pair[1])
		if t.streetsOfPair(u, k, lo, hi) || t.streetThrough(u, k, 3-lo-hi) {
			return true
		}
	}
	return false
}

// streetsOfPair reports whether a street along direction k of u's reach
// holds cell lo or cell hi, the cell beside lo in that direction: it
// starts at hi, ends at lo, or holds both.
func (t *Touched) streetsOfPair(u *cardCheck, k, lo, hi int) bool {
	r := &t.r
	d, back, last := u.reach.dirs[k], u.reach.back[k], u.reach.cells-1
	klo, khi := t.shown[lo].A, t.shown[hi].A
	behind, ahead := -1, -1 // a cell that is no district is in no street
	if klo.IsDistrict() {
		behind = r.streetRun(t.cells[lo], d.Opposite(), last, kindBit[klo&15])
	}
	if khi.IsDistrict() {
		ahead = r.streetRun(t.cells[hi], d, last, kindBit[khi&15])
	}
	if ahead >= last && t.streetAt(u, k, t.cells[hi], t.shown[hi]) {
		return true
	}
	if behind >= last {
		a := t.cells[lo].Add(hex.Hex{Q: last * back.Q, R: last * back.R})
		if t.streetAt(u, k, a, r.c.Face(a)) {
			return true
		}
	}
	if behind < 0 || ahead < 0 || klo == khi {
		return false
	}
	a, f := t.cells[lo], t.shown[lo]
	for j := 0; j <= behind && j < last; j++ {
		if j > 0 {
			a = a.Add(back)
			f = r.c.Face(a)
		}
		if j+1+ahead >= last && t.streetAt(u, k, a, f) {
			return true
		}
	}
	return false
}

// streetThrough reports whether a street along direction k of u's reach
// holds cell i, on a line with no other cell of the tile.
func (t *Touched) streetThrough(u *cardCheck, k, i int) bool {
	r := &t.r
	f := t.shown[i]
	if !f.A.IsDistrict() {
		return false
	}
	d, back, last := u.reach.dirs[k], u.reach.back[k], u.reach.cells-1
	ahead := r.streetRun(t.cells[i], d, last, kindBit[f.A&15])
	behind := r.streetRun(t.cells[i], d.Opposite(), last, kindBit[f.A&15])
	a := t.cells[i]
	for j := 0; j <= behind; j++ {
		if j > 0 {
			a = a.Add(back)
			f = r.c.Face(a)
		}
		if j+ahead >= last && t.streetAt(u, k, a, f) {
			return true
		}
	}
	return false
}

// streetAt reports whether u's street is anchored at a, which shows f,
// along direction k of its reach.
func (t *Touched) streetAt(u *cardCheck, k int, a hex.Hex, f tile.Face) bool {
	return t.r.passes(u.anchor, a, f) && u.alongAt(t.r, a, u.reach.dirs[k])
}

// tilePairs holds, by rotation and direction d, the two cells of a 3-hex
// tile (in the order of city.Placement.Cells) of which the second is beside the
// first toward d.
var tilePairs = func() (p [6][6][2]int8) {
	for rot := range p {
		var cells [3]hex.Hex
		for i := range cells {
			cells[i] = grid.TileCell(hex.Hex{}, uint8(rot), i)
		}
		for d := range p[rot] {
			for i, x := range cells {
				for j, y := range cells {
					if x.Neighbor(hex.Direction(d)) == y {
						p[rot][d] = [2]int8{int8(i), int8(j)}
					}
				}
			}
		}
	}
	return p
}()
