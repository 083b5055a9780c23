package score

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/condition"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// A city that holds a double district of the Athena expansion is scored
// part by part: each half is a district judged across its own three
// edges, and a whole hex next to a half is judged across the edge they
// share. Compute lists the parts through package internal/athena; Totals and
// After read the same faces through their overlay (fast) and ask the same
// judgement of each half, condition.Judge, so that neither allocates.

// doubleIDs are the ids of the double-district tiles.
var doubleIDs = func() (ids []tile.ID) {
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		if id.Face(0).IsDouble() {
			ids = append(ids, id)
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

// holdsDouble reports whether a double district was ever placed in c,
// visible or covered: the cheap test that sends c through the parts.
func holdsDouble(c *city.City) bool { return cityview.Of(c).HoldsDouble() }

// part is cell for a city holding a double district: it also reports
// whether cell i shows one.
func (f *fast) part(i grid.Index) (level int, kind tile.Kind, double bool) {
	// f.face.IsDouble() written out, and a loop by index: part stays
	// within the inlining budget, which After with double districts reads
	// every cell around a placement through.
	for k := range f.n {
		if f.at[k] == i {
			return f.level, f.kind[k], f.face.B != tile.None
		}
	}
	x := f.c.Cell(i)
	return int(x.H), x.Kind, doubleTile[x.ID]
}

// addPart is add for a city holding a double district: it scores the
// halves of a cell that shows one, and a Market across the edges of its
// neighbours' halves. Barracks, Temples and Gardens count occupied and
// empty cells only, which halves do not change.
func (f *fast) addPart(s *Summary, i grid.Index) {
	switch level, kind, double := f.part(i); {
	case double:
		f.halves(s, i, level)
	case kind == tile.Market:
		s.Values[1] += f.marketNearHalves(i, level)
	default:
		f.add(s, i, level, kind)
	}
}

// faceOf returns the face of cell i, which shows a double district.
func (f *fast) faceOf(i grid.Index) tile.Face {
	if f.n == 1 && f.at[0] == i {
		return f.face
	}
	return f.c.FaceAt(i)
}

// topFace returns the visible face of cell i: whole unless it shows a
// double district.
func (f *fast) topFace(i grid.Index) tile.Face {
	if _, kind, double := f.part(i); !double {
		return tile.Face{A: kind}
	}
	return f.faceOf(i)
}

// halves scores the two halves of the double district on cell i, at the
// given level, into s, and notes a House half.
func (f *fast) halves(s *Summary, i grid.Index, level int) {
	face := f.faceOf(i)
	var across [6]condition.Across
	for d, step := range steps {
		j := i + step
		switch h, k, double := f.part(j); {
		case h > 0 && double:
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
			f.noteHalf(i, level, part)
			continue
		}
		if v := condition.Judge(face, part, level, &across, f.o); v.Qualifies {
			d := kind.District()
			s.Values[d-tile.House] += f.double(d, v.Bonus, level)
		}
	}
}

// noteHalf adds the House half part of cell i, at the given level, to
// f.hs (when f notes Houses).
func (f *fast) noteHalf(i grid.Index, level int, part tile.Part) {
	if f.hs != nil && f.hs.n < maxHouses {
		bit := uint64(1) << f.hs.n
		switch part {
		case tile.HalfA:
			f.hs.halfA |= bit
		case tile.HalfB:
			f.hs.halfB |= bit
		}
		f.noteHouse(i, level)
	}
}

// housePartOf returns which part of its cell the noted House x is.
func (f *fast) housePartOf(x int) tile.Part {
	switch bit := uint64(1) << x; {
	case f.hs.halfA&bit != 0:
		return tile.HalfA
	case f.hs.halfB&bit != 0:
		return tile.HalfB
	}
	return tile.Whole
}

// noteApart notes in apart, for each House half and each House part in
// an adjacent cell, whether the two do not touch, both ways round.
func (f *fast) noteApart(apart *[maxHouses]uint64) {
	for m := f.hs.halfA | f.hs.halfB; m != 0; m &= m - 1 {
		x := bits.TrailingZeros64(m)
		for b := range f.hs.n {
			if f.hs.at[x].Adjacent(f.hs.at[b]) && !f.touch(x, b) {
				apart[x] |= 1 << b
				apart[b] |= 1 << x
			}
		}
	}
}

// touch reports whether the noted House parts x and b, in adjacent cells,
// touch: each owns the edge between them, as two whole hexes always do.
func (f *fast) touch(x, b int) bool {
	px, pb := f.housePartOf(x), f.housePartOf(b)
	if px == tile.Whole && pb == tile.Whole {
		return true
	}
	i, j := f.hs.at[x], f.hs.at[b]
	for d, step := range steps {
		if j-i == step {
			// Each owns the edge between them (tile.Face's doc).
			return px != tile.NoPart && pb != tile.NoPart && f.topFace(i).Owner(hex.Direction(d)) == px && f.topFace(j).Owner(hex.Direction(d).Opposite()) == pb
		}
	}
	return false
}
