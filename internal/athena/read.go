package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// reader is one question to a city: the city, the card readings and the
// stones held.
type reader struct {
	c      City
	o      readings
	stones int
}

// cell returns the k-th occupied cell.
func (r reader) cell(k int) hex.Hex { return r.c.IndexAt(k).Hex() }

// occupied reports whether h holds a hex.
func (r reader) occupied(h hex.Hex) bool { return r.c.Height(h) > 0 }

// surrounded reports whether h counts as occupied for the cards that ask
// for a surrounded part or cell: any hex by default, a district or plaza
// only under SurroundedDistrictsOnly.
func (r reader) surrounded(h hex.Hex) bool {
	if !r.occupied(h) {
		return false
	}
	return r.o&surroundedDistrictsOnly == 0 || r.c.Face(h).A != tile.Quarry
}

// edge returns the kind of the part of h that owns the edge toward d:
// None for an empty cell.
func (r reader) edge(h hex.Hex, d hex.Direction) tile.Kind {
	f := r.c.Face(h)
	if !f.IsDouble() { // a whole hex owns every edge: the common case, asked first
		return f.A
	}
	return f.Kind(f.Owner(d))
}

// facing returns the kind of the part of h's neighbour toward d that
// faces h, that is owns the edge back toward h: None for an empty cell.
func (r reader) facing(h hex.Hex, d hex.Direction) tile.Kind {
	return r.edge(h.Neighbor(d), d.Opposite())
}

// through reports whether h shows a whole hex of kind k, the only kind of
// part that owns two opposite edges.
func (r reader) through(h hex.Hex, k tile.Kind) bool {
	f := r.c.Face(h)
	return !f.IsDouble() && f.A == k
}

// partOf returns the part of f that is a district or plaza of kind k, and
// NoPart when f has none.
func partOf(f tile.Face, k tile.Kind) tile.Part {
	switch {
	case f.A == k && f.IsDouble():
		return tile.HalfA
	case f.A == k:
		return tile.Whole
	case f.B == k:
		return tile.HalfB
	}
	return tile.NoPart
}

// hasPart reports whether h shows a part of kind k, whole or half.
func (r reader) hasPart(h hex.Hex, k tile.Kind) bool {
	return partOf(r.c.Face(h), k) != tile.NoPart
}

// forward are the directions from a cell to the neighbours after it in
// row order: a line or pair is found from its first cell.
var forward = [3]hex.Direction{hex.SE, hex.S, hex.SW}

// pattern is the cells that make a card's pattern, in the order the card
// lists them; the first is the anchor the search compares.
type pattern struct {
	cells [7]hex.Hex
	n     int
}

func (p *pattern) push(h hex.Hex) {
	p.cells[p.n] = h
	p.n++
}

// pushAround pushes x, then its neighbours in directions i, i+2 and i+4:
// the cells of City Market and Pantheon.
func (p *pattern) pushAround(x hex.Hex, i hex.Direction) {
	p.push(x)
	p.push(x.Neighbor(i))
	p.push(x.Neighbor(i + 2))
	p.push(x.Neighbor(i + 4))
}

// firstAt looks for card's pattern anchored at every occupied cell and
// returns the one whose anchor comes first in row order.
func (r reader) firstAt(card tile.Card) (pattern, bool) {
	var best, p pattern
	found := false
	for k := range r.c.NumCells() {
		h := r.cell(k)
		if found && !before(h, best.cells[0]) {
			continue
		}
		if p.n = 0; r.at(card, h, &p) {
			best, found = p, true
		}
	}
	return best, found
}

// firstN returns the first n occupied cells in row order for which ok
// holds, and whether there are n of them (n is at most 7).
func (r reader) firstN(n int, ok func(reader, hex.Hex) bool) (pattern, bool) {
	var p pattern
	for k := range r.c.NumCells() {
		h := r.cell(k)
		if !ok(r, h) || p.n == n && !before(h, p.cells[n-1]) {
			continue
		}
		// Insert h in order, dropping the last when full.
		i := min(p.n, n-1)
		if p.n < n {
			p.n++
		}
		for ; i > 0 && before(h, p.cells[i-1]); i-- {
			p.cells[i] = p.cells[i-1]
		}
		p.cells[i] = h
	}
	return p, p.n == n
}
