package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/internal/condition"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// A city that holds a double district of the Athena expansion is scored
// part by part: each half is a district judged across its own three
// edges, and a whole hex next to a half is judged across the edge they
// share. Compute lists the parts through package score/athena; Totals and
// After read the same faces through their overlay (fast) and ask the same
// judgement of each half, condition.Judge, so that neither allocates.

// doubleIDs are the ids of the double-district tiles.
var doubleIDs = func() (ids []tile.ID) {
	for _, t := range tile.AthenaTiles() {
		if t.IsDouble() {
			ids = append(ids, t.ID)
		}
	}
	return ids
}()

// doubleTile reports, by tile ID, whether a tile is a double district.
var doubleTile = func() (t [256]bool) {
	for _, id := range doubleIDs {
		t[id] = true
	}
	return t
}()

// isDouble reports whether id, the tile of a cell, is a double district;
// it reads no table for a city without one.
func (f *fast) isDouble(id tile.ID) bool { return f.doubles && doubleTile[id] }

// holdsDouble reports whether a double district was ever placed in c,
// visible or covered: the cheap test that sends c through the parts.
func holdsDouble(c *city.Base) bool {
	for _, id := range doubleIDs {
		if c.Has(id) {
			return true
		}
	}
	return false
}

// top returns the level and the visible face of cell i, with the
// placement laid over the city. Without doubles it reads no face: every
// hex is whole.
func (f *fast) top(i hex.Index) (int, tile.Face) {
	h, kind, id := f.cell(i)
	if f.isDouble(id) {
		return h, f.faceOf(i)
	}
	return h, tile.Face{A: kind}
}

// faceOf returns the face of cell i, which shows a double district.
func (f *fast) faceOf(i hex.Index) tile.Face {
	if f.n == 1 && f.at[0] == i {
		return f.face
	}
	return f.c.FaceAt(i)
}

// halves scores the two halves of the double district on cell i, at the
// given level, into s, and notes a House half.
func (f *fast) halves(s *Summary, i hex.Index, level int) {
	face := f.faceOf(i)
	var across [6]condition.Across
	for d, step := range steps {
		j := i + step
		switch h, k, id := f.cell(j); {
		case h > 0 && f.isDouble(id):
			across[d] = condition.Across{Kind: f.facingHalf(i, hex.Direction(d)), Occupied: true}
		case h > 0:
			across[d] = condition.Across{Kind: k, Occupied: true}
		default:
			across[d] = condition.Across{Enclosed: f.enclosed(j), Around: f.around(j)}
		}
	}
	for _, part := range [2]tile.Part{tile.HalfA, tile.HalfB} {
		kind := face.Kind(part)
		if kind == tile.House {
			f.noteHouse(i, level, part)
			continue
		}
		if v := condition.Judge(face, part, level, &across, f.o); v.Qualifies {
			d := kind.District()
			s.Values[d-1] += f.double(variants.ForDistrict(d), v.Bonus, level)
		}
	}
}

// touch reports whether the noted House parts x and b, in adjacent cells,
// touch: each owns the edge between them, as two whole hexes always do.
func (f *fast) touch(x, b int) bool {
	if f.hpart[x] == tile.Whole && f.hpart[b] == tile.Whole {
		return true
	}
	i, j := f.houses[x], f.houses[b]
	for d, step := range steps {
		if j-i == step {
			_, fi := f.top(i)
			_, fj := f.top(j)
			return fi.Touches(f.hpart[x], hex.Direction(d), fj, f.hpart[b])
		}
	}
	return false
}
