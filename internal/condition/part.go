package condition

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Across is what lies across one edge of a district part: the facts the
// conditions ask of a neighbouring cell.
type Across struct {
	// Kind is the kind of the neighbour's part that owns the edge back
	// (half A or B of a double district, or the whole hex); tile.None for
	// an empty cell. Only a Market part reads it.
	Kind     tile.Kind
	Occupied bool
	// Enclosed: an empty cell enclosed by the city. Callers find holes
	// only when a reading needs them (variants.Options.NeedHoles), and
	// leave it false otherwise: no reading then asks.
	Enclosed bool
	// Around is how many of an empty cell's six neighbours are occupied.
	// Only a Garden part reads it.
	Around int
}

// Verdict is how one district part fares under its type's condition and
// bonus, and the facts it was judged on.
type Verdict struct {
	// Qualifies and Bonus: the condition and the variant's bonus condition
	// hold. A House is judged with its group, by the caller: both false.
	Qualifies, Bonus bool
	// Occupied counts the part's edge-neighbours that hold a hex, Empty
	// those empty as CountsEmpty counts them.
	Occupied, Empty int
	// By is the first edge, clockwise from North, that decides the part: a
	// Market's spoiling Market, or else its Market plaza; a Garden's lake.
	// Decided is false when no edge does.
	By      hex.Direction
	Decided bool
}

// Judge judges part p of face f at the given level, across its own edges
// only: six for a whole hex, three for a half of a double district (the
// rule of halves, the same for both). across holds what lies across each
// edge, indexed by hex.Direction; edges p does not own are not read.
func Judge(f tile.Face, p tile.Part, level int, across *[6]Across, o variants.Options) Verdict {
	kind := f.Kind(p)
	own := owned(f, p)
	v := Verdict{Qualifies: kind == tile.Market || kind == tile.Garden} // until an edge says otherwise
	for m := own; m != 0; m &= m - 1 {
		d := bits.TrailingZeros8(m) // clockwise from North
		a := &across[d]
		switch {
		case a.Occupied:
			v.Occupied++
		case CountsEmpty(a.Enclosed, o):
			v.Empty++
		}
		switch {
		case kind == tile.Market && SpoilsMarket(a.Kind) && v.Qualifies:
			v.Qualifies = false
			v.decide(d)
		case kind == tile.Market && DoublesMarket(a.Kind) && !v.Bonus:
			v.Bonus = true
			if v.Qualifies {
				v.decide(d)
			}
		case kind == tile.Garden && !v.Bonus && !a.Occupied && IsLake(a.Around, a.Enclosed, o):
			v.Bonus = true
			v.decide(d)
		}
	}
	switch kind {
	case tile.Barracks:
		v.Qualifies, v.Bonus = BarracksQualifies(v.Empty), BarracksDoubled(v.Empty)
	case tile.Temple:
		v.Qualifies, v.Bonus = TempleQualifies(v.Occupied, bits.OnesCount8(own)), TempleDoubled(level)
	}
	return v
}

// owned returns the edges part p of f owns, bit d for the edge toward
// direction d, as tile.Face.Owner says.
func owned(f tile.Face, p tile.Part) uint8 {
	switch {
	case f.Kind(p) == tile.None:
		return 0
	case p == tile.Whole:
		return allEdges
	case p == tile.HalfA:
		return halfA[f.Rotation%6]
	}
	return allEdges &^ halfA[f.Rotation%6]
}

// Toward returns the kind of the part of f that owns the edge toward d:
// what f shows across that edge (tile.None for the zero Face). It is
// f.Kind(f.Owner(d)), read from the same table as Judge.
func Toward(f tile.Face, d hex.Direction) tile.Kind {
	if owned(f, tile.HalfB)&(1<<d) != 0 {
		return f.B
	}
	return f.A
}

// allEdges is the six edges of a whole hex.
const allEdges = 1<<6 - 1

// halfA holds, by rotation, the edges half A of a double district owns:
// tile.Face.Owner asked once for each, not on every judgement (it divides
// twice, and a part is judged on every Totals).
var halfA = func() (t [6]uint8) {
	for r := range tile.Rotation(6) {
		f := tile.Face{A: tile.House, B: tile.Market, Rotation: r}
		for _, d := range hex.Directions() {
			if f.Owner(d) == tile.HalfA {
				t[r] |= 1 << d
			}
		}
	}
	return t
}()

// decide records edge d as the one that decides the part.
func (v *Verdict) decide(d int) { v.By, v.Decided = hex.Direction(d), true }
