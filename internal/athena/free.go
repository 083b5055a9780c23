package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The cards of no family: each declared as its rules (cardCheck), with its
// pattern below it. Their conditions, and the cells Met lists, are the doc
// of their constants in package tile.

// mainStreetCard is the rules of tile.MainStreet.
var mainStreetCard = cardCheck{
	reach: lines(streetLength, forward[:]...), anchor: district, member: district, distinct: true,
	each:  []tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden},
	at:    func(r reader, a hex.Hex) (p pattern, ok bool) { ok = mainStreet(r, a, &p); return },
	along: func(r reader, a hex.Hex, d hex.Direction) (p pattern, ok bool) { ok = streetAlong(r, a, d, &p); return },
}

// streetLength is the number of cells of Main Street, one per district
// type.
const streetLength = 5

// mainStreet finds tile.MainStreet's line from its first cell a in row
// order.
func mainStreet(r reader, a hex.Hex, p *pattern) bool {
	for _, d := range forward {
		if streetAlong(r, a, d, p) {
			return true
		}
		p.n = 0
	}
	return false
}

// streetAlong is mainStreet along the line from a toward d: whether the five
// cells from a make Main Street, filling p (partly when they do not).
func streetAlong(r reader, a hex.Hex, d hex.Direction, p *pattern) bool {
	var seen [tile.Garden + 1]bool // by district type (its district kind)
	h := a
	for i := range streetLength {
		var k tile.Kind
		switch i {
		case 0:
			k = r.edge(h, d)
		case streetLength - 1:
			k = r.edge(h, d.Opposite())
		default:
			if f := r.c.Face(h); !f.IsDouble() {
				k = f.A
			}
		}
		if !k.IsDistrict() || seen[k.District()] {
			return false
		}
		seen[k.District()] = true
		p.push(h)
		h = h.Neighbor(d)
	}
	return true
}

// streetRun counts the cells from x toward e, up to most, that a Main
// Street through x may hold as streetAlong reads them: whole districts of
// types not in seen (which holds x's), and a double only as the last
// cell, by its half that owns the edge back toward x. A walk from x asks
// only the streets that fit in the runs either side of it: in most
// cities a type repeats within a cell or two.
func (r *reader) streetRun(x hex.Hex, e hex.Direction, most int, seen uint16) int {
	for k := range most {
		x = x.Neighbor(e)
		f := r.c.Face(x)
		kind := f.A
		if f.IsDouble() {
			kind = f.Kind(f.Owner(e.Opposite()))
		}
		switch {
		case !kind.IsDistrict() || seen&(1<<kind) != 0:
			return k
		case f.IsDouble():
			return k + 1
		}
		seen |= 1 << kind
	}
	return most
}

// quarryMineCard is the rules of tile.QuarryMine: a count of stones, it
// reads no cell (no at).
var quarryMineCard = cardCheck{search: quarryMine}

// quarryMineStones is the number of stones Quarry Mine asks for.
const quarryMineStones = 8

// quarryMine reports tile.QuarryMine met, with no cells.
func quarryMine(r reader) (pattern, bool) { return pattern{}, r.stones >= quarryMineStones }

// agoraCard is the rules of tile.Agora.
var agoraCard = cardCheck{
	search: agora, reach: alone, anchor: plazas, each: plazaKinds, exact: true,
	at: func(r reader, h hex.Hex) (p pattern, ok bool) { ok = r.counted(r.plaza(h), agora, &p); return },
}

// agora finds tile.Agora's pattern: for each type in the order of
// tile.Districts, its first plaza in row order.
func agora(r reader) (pattern, bool) {
	var p pattern
	var seen [tile.Garden + 1]bool // by district type (its district kind)
	for k := range r.c.NumCells() {
		h := r.cell(k)
		f := r.c.Face(h)
		if !f.A.IsPlaza() {
			continue
		}
		d := f.A.District()
		if i := int(d - tile.House); !seen[d] || before(h, p.cells[i]) {
			seen[d], p.cells[i] = true, h
		}
	}
	for _, d := range tile.Districts() {
		if !seen[d] {
			return pattern{}, false
		}
		p.n++
	}
	return p, true
}
