package akropolis

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// AppendLegalMoves appends every legal move of the player to move: for each
// site position they can afford (first to last), every legal placement of
// its tile in the order of city.Base.AppendLegal. The city's spots are read
// once for all positions. With room in dst it allocates nothing. A finished
// game has none.
func (g *Game) AppendLegalMoves(dst []Move) []Move {
	n := g.site.Affordable(g.stones[g.current])
	if n == 0 {
		return dst
	}
	c := g.cities[g.current]
	per := c.CountLegal()
	start := len(dst)
	dst = grow(dst, n*per)
	first := dst[start : start+per]
	id := g.site.At(0)
	k := 0
	for row := range c.SpotRows() {
		k = putMoves(first, k, row, id)
	}
	// The other positions' moves are the first's with the position and tile
	// changed: rewriting them in one pass is cheaper than deriving the
	// cells again (or than copying them and then patching).
	for pos := 1; pos < n; pos++ {
		id := g.site.At(pos)
		block := dst[start+pos*per : start+(pos+1)*per]
		block = block[:len(first)]
		for j, m := range first {
			block[j] = Move{Position: pos, Placement: city.Placement{Anchor: m.Placement.Anchor, Tile: id, Rotation: m.Placement.Rotation}}
		}
	}
	return dst
}

// putMoves writes the moves of position 0 (tile id) on the row's spots into
// out from index k on and returns the index after them. It is
// city.SpotRow's own walk, inlined here on purpose: writing Moves in place
// instead of listing city.Placements and wrapping them halves the stores
// of the hottest loop of a playout (BenchmarkRandomGame), and
// TestLegalMovesMatchCity checks it against city.Base.AppendLegal.
func putMoves(out []Move, k int, row city.SpotRow, id tile.ID) int {
	r := row.R
	for w := range 2 {
		for m := row.Bits[0][w] | row.Bits[1][w]; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			q := row.Q(w, b)
			if row.Bits[0][w]&(1<<b) != 0 { // b, b+N, b+NE
				o := out[k : k+3 : k+3]
				o[0] = Move{Placement: city.Placement{Anchor: hex.Hex{Q: q, R: r}, Tile: id, Rotation: 0}}
				o[1] = Move{Placement: city.Placement{Anchor: hex.Hex{Q: q, R: r - 1}, Tile: id, Rotation: 2}}
				o[2] = Move{Placement: city.Placement{Anchor: hex.Hex{Q: q + 1, R: r - 1}, Tile: id, Rotation: 4}}
				k += 3
			}
			if row.Bits[1][w]&(1<<b) != 0 { // b, b+NE, b+SE
				o := out[k : k+3 : k+3]
				o[0] = Move{Placement: city.Placement{Anchor: hex.Hex{Q: q, R: r}, Tile: id, Rotation: 1}}
				o[1] = Move{Placement: city.Placement{Anchor: hex.Hex{Q: q + 1, R: r - 1}, Tile: id, Rotation: 3}}
				o[2] = Move{Placement: city.Placement{Anchor: hex.Hex{Q: q + 1, R: r}, Tile: id, Rotation: 5}}
				k += 3
			}
		}
	}
	return k
}

// grow returns dst extended by n elements, reallocating only when its
// capacity is short.
func grow[T any](dst []T, n int) []T {
	if cap(dst)-len(dst) < n {
		d := make([]T, len(dst), 2*len(dst)+n)
		copy(d, dst)
		dst = d
	}
	return dst[:len(dst)+n]
}

// MoveList is one turn's legal moves in compact form, for players that list
// every move but look at few of them (random play, search playouts). Every
// site position the mover can afford offers its tile on the same spots of
// the mover's city, so the list keeps each legal spot once (one word) and
// the tile of each position, where AppendLegalMoves writes three four-word
// Moves per spot and position. Len and At read the moves in the order of
// AppendLegalMoves. Fill one with Game.ListMoves, reusing it to allocate
// nothing; the zero MoveList is empty.
type MoveList struct {
	spots []spotCode // the legal spots, in listing order
	tiles []tile.ID  // the tile of each affordable position, position 0 first
}

// spotCode is a spot packed in one word: Q and R of its first cell as
// bytes (the window's coordinates fit), and its type above them.
type spotCode uint32

func packSpot(q, r int, t uint8) spotCode {
	return spotCode(uint8(int8(q))) | spotCode(uint8(int8(r)))<<8 | spotCode(t)<<16
}

// placements returns the three placements of tile id on the spot.
func (s spotCode) placements(id tile.ID) [3]city.Placement {
	return city.SpotPlacements(id, hex.Hex{Q: int(int8(s)), R: int(int8(s >> 8))}, uint8(s>>16))
}

// ListMoves fills l with the legal moves of the player to move (see
// MoveList), reusing l's memory. A finished game has none; a nil l is left
// alone.
func (g *Game) ListMoves(l *MoveList) {
	if l == nil {
		return
	}
	l.spots, l.tiles = l.spots[:0], l.tiles[:0]
	n := g.site.Affordable(g.stones[g.current])
	if n == 0 {
		return
	}
	for pos := range n {
		l.tiles = append(l.tiles, g.site.At(pos))
	}
	c := g.cities[g.current]
	out := grow(l.spots, c.CountLegal()/3)
	k := 0
	for row := range c.SpotRows() {
		k = putSpots(out, k, row)
	}
	l.spots = out
}

// putSpots writes the row's spots into out from index k on, in listing
// order, and returns the index after them (see putMoves).
func putSpots(out []spotCode, k int, row city.SpotRow) int {
	for w := range 2 {
		for m := row.Bits[0][w] | row.Bits[1][w]; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			s := packSpot(row.Q(w, b), row.R, 0)
			if row.Bits[0][w]&(1<<b) != 0 {
				out[k] = s
				k++
			}
			if row.Bits[1][w]&(1<<b) != 0 {
				out[k] = s | 1<<16
				k++
			}
		}
	}
	return k
}

// Len returns the number of moves in the list (0 for a nil list).
func (l *MoveList) Len() int {
	if l == nil {
		return 0
	}
	return 3 * len(l.spots) * len(l.tiles)
}

// At returns move i of the list (0 <= i < Len), the i-th of
// AppendLegalMoves, and the zero Move (which no game accepts) for any
// other i.
func (l *MoveList) At(i int) Move {
	if l == nil {
		return Move{}
	}
	per := 3 * len(l.spots)
	if i < 0 || i >= per*len(l.tiles) {
		return Move{}
	}
	pos, j := i/per, i%per
	return Move{Position: pos, Placement: l.spots[j/3].placements(l.tiles[pos])[j%3]}
}

// LegalMoves yields the legal moves of the player to move, in the order of
// AppendLegalMoves.
func (g *Game) LegalMoves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		n := g.site.Affordable(g.stones[g.current])
		c := g.cities[g.current]
		for pos := range n {
			for p := range c.Legal(g.site.At(pos)) {
				if !yield(Move{Position: pos, Placement: p}) {
					return
				}
			}
		}
	}
}

// CountLegalMoves returns the number of legal moves without listing them.
func (g *Game) CountLegalMoves() int {
	if g.cities[g.current] == nil { // the zero Game
		return 0
	}
	return g.site.Affordable(g.stones[g.current]) * g.cities[g.current].CountLegal()
}
