package akropolis

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
)

// spotBuffer is the room on the stack for one turn's spots; a larger city
// spills to the heap.
const spotBuffer = 512

// AppendLegalMoves appends every legal move of the player to move: for each
// site position they can afford (first to last), every legal placement of
// its tile in the order of city.Base.AppendLegal. The city is scanned once
// for all positions. With room in dst it allocates nothing. A finished game
// has none.
func (g *Game) AppendLegalMoves(dst []Move) []Move {
	n := g.site.Affordable(g.stones[g.current])
	if n == 0 {
		return dst
	}
	start := len(dst)
	id := g.site.At(0)
	for row := range g.cities[g.current].SpotRows() {
		for w := range 2 {
			for m := row.Mask(w); m != 0; m &= m - 1 {
				b := bits.TrailingZeros64(m)
				q, r := row.Q(w, b), row.R
				// The placements of city.SpotPlacements, written straight into
				// moves: building them apart first doubles the stores.
				if row.Bits[0][w]&(1<<b) != 0 { // b, b+N, b+NE
					dst = append(dst, Move{Placement: city.Placement{Anchor: hex.Hex{Q: q, R: r}, Tile: id, Rotation: 0}},
						Move{Placement: city.Placement{Anchor: hex.Hex{Q: q, R: r - 1}, Tile: id, Rotation: 2}},
						Move{Placement: city.Placement{Anchor: hex.Hex{Q: q + 1, R: r - 1}, Tile: id, Rotation: 4}})
				}
				if row.Bits[1][w]&(1<<b) != 0 { // b, b+NE, b+SE
					dst = append(dst, Move{Placement: city.Placement{Anchor: hex.Hex{Q: q, R: r}, Tile: id, Rotation: 1}},
						Move{Placement: city.Placement{Anchor: hex.Hex{Q: q + 1, R: r - 1}, Tile: id, Rotation: 3}},
						Move{Placement: city.Placement{Anchor: hex.Hex{Q: q + 1, R: r}, Tile: id, Rotation: 5}})
				}
			}
		}
	}
	// The other positions' moves are the first's with the position and tile
	// changed: copying them is cheaper than deriving the cells again.
	end := len(dst)
	for pos := 1; pos < n; pos++ {
		id := g.site.At(pos)
		dst = append(dst, dst[start:end]...)
		block := dst[len(dst)-(end-start):]
		for j := range block {
			block[j].Position, block[j].Placement.Tile = pos, id
		}
	}
	return dst
}

// LegalMoves yields the legal moves of the player to move, in the order of
// AppendLegalMoves.
func (g *Game) LegalMoves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		n := g.site.Affordable(g.stones[g.current])
		if n == 0 {
			return
		}
		var buf [spotBuffer]city.Spot
		spots := g.cities[g.current].AppendSpots(buf[:0])
		for pos := range n {
			id := g.site.At(pos)
			for _, s := range spots {
				for _, p := range s.Placements(id) {
					if !yield(Move{Position: pos, Placement: p}) {
						return
					}
				}
			}
		}
	}
}

// CountLegalMoves returns the number of legal moves without listing them.
func (g *Game) CountLegalMoves() int {
	n := g.site.Affordable(g.stones[g.current])
	if n == 0 {
		return 0
	}
	return n * g.cities[g.current].CountLegal()
}
