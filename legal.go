package akropolis

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// AppendLegalMoves appends every legal move of the player to move: for each
// site position they can afford (first to last), every legal placement of
// its tile in the order of city.City.AppendLegal. The city's spots are read
// once for all positions. With room in dst it allocates nothing. A finished
// game has none. In the construction phase of the Athena expansion they are
// the completions instead, then the stop move (see phase.appendMoves).
func (g *Game) AppendLegalMoves(dst []Move) []Move {
	if p := g.construction(); p.open() {
		return p.appendMoves(dst)
	}
	n := g.site.Affordable(g.stones[g.current])
	if n == 0 {
		return dst
	}
	c := g.cities[g.current]
	id := g.site.At(0)
	per := c.CountLegal(id)
	start := len(dst)
	dst = grow(dst, n*per)
	first := dst[start : start+per]
	k := 0
	for row := range cityview.Of(c).SpotRows() {
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
// cityview.SpotRow's own walk, inlined here on purpose: writing Moves in place
// instead of listing city.Placements and wrapping them halves the stores
// of the hottest loop of a playout (BenchmarkRandomGame), and
// TestLegalMovesMatchCity checks it against city.City.AppendLegal.
func putMoves(out []Move, k int, row cityview.SpotRow, id tile.ID) int {
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
// the mover's city, so the list keeps the city's rows of legal spots once,
// as the bit rows the city keeps (cityview.SpotRow), and the tile of each
// position, where AppendLegalMoves writes three four-word Moves per spot
// and position. A construction phase (Athena) is kept the same way: every
// tile of the cards the mover can complete goes on the same cells, so the
// list keeps the city's rows of cells once (cityview.View.OneHexRows) and the
// tiles. Len and At read the moves in the order of AppendLegalMoves. Fill
// one with Game.ListMoves, reusing it to allocate nothing; the zero
// MoveList is empty. At keeps counts in the list as it reads, so a list is
// read by one goroutine at a time, as it is filled.
type MoveList struct {
	rows   []cityview.SpotRow // the rows holding legal spots (in a phase, cells), North to South
	before []int32            // once At has read the list twice: the spots in the rows before each row
	read   bool               // At has read the list
	nspots int                // the legal spots (or cells) in rows
	tiles  []tile.ID          // the tile of each affordable position, position 0 first
	cards  []cardTile         // in a phase: the tiles of the cards the mover can complete, in listing order
	phase  int                // in a phase: its moves, the stop move included (0 outside one)
}

// ListMoves fills l with the legal moves of the player to move (see
// MoveList), reusing l's memory. A finished game has none; a nil l is left
// alone.
func (g *Game) ListMoves(l *MoveList) {
	if l == nil {
		return
	}
	l.rows, l.before, l.read, l.tiles, l.cards, l.nspots, l.phase = l.rows[:0], l.before[:0], false, l.tiles[:0], l.cards[:0], 0, 0
	if p := g.construction(); p.open() {
		p.list(l)
		return
	}
	n := g.site.Affordable(g.stones[g.current])
	if n == 0 {
		return
	}
	for pos := range n {
		l.tiles = append(l.tiles, g.site.At(pos))
	}
	c := g.cities[g.current]
	l.rows, l.nspots = cityview.Of(c).AppendSpotRows(l.rows), c.CountLegal(l.tiles[0])/3
}

// Len returns the number of moves in the list (0 for a nil list).
func (l *MoveList) Len() int {
	if l == nil {
		return 0
	}
	return 3*l.nspots*len(l.tiles) + l.phase
}

// At returns move i of the list (0 <= i < Len), the i-th of
// AppendLegalMoves, and the zero Move (no move, which no game accepts)
// for any other i.
func (l *MoveList) At(i int) Move {
	if i < 0 || i >= l.Len() {
		return Move{}
	}
	if l.phase > 0 {
		return l.phaseAt(i)
	}
	per := 3 * l.nspots
	pos, j := i/per, i%per
	row, q, t := l.spot(j / 3)
	c := corners[t][j%3]
	return Move{Position: pos, Placement: city.Placement{Anchor: hex.Hex{Q: q + int(c.dq), R: row.R + int(c.dr)}, Tile: l.tiles[pos], Rotation: c.rot}}
}

// corners gives, for a spot of type t with first cell b, the anchor of its
// placement k (b's coordinates plus dq, dr) and its rotation: what
// cityview.SpotRow.Placements lists, one placement at a time.
var corners = [2][3]struct {
	dq, dr int8
	rot    tile.Rotation
}{{{0, 0, 0}, {0, -1, 2}, {1, -1, 4}}, {{0, 0, 1}, {1, -1, 3}, {1, 0, 5}}}

// spot returns spot k of the list (0 <= k < nspots) in listing order,
// rows North to South, West to East in a row, type 0 before type 1 on a
// cell: its row, the column of its first cell and its type. (In a phase
// the spots are cells, all of type 0.)
//
// The first read walks the rows counting their spots; the second counts
// them all once and keeps the counts, so that this and later reads find
// the row by a binary search. A random game reads a list once; a search
// player's playout a dozen times.
func (l *MoveList) spot(k int) (row *cityview.SpotRow, q int, t uint8) {
	r := 0
	switch {
	case !l.read:
		l.read = true
		for n := spotsIn(&l.rows[0]); k >= n; n = spotsIn(&l.rows[r]) {
			k -= n
			r++
		}
	default:
		if len(l.before) == 0 {
			l.count()
		}
		for lo, hi := 0, len(l.before); hi-lo > 1; { // the last row with at most k spots before it
			if mid := int(uint(lo+hi) >> 1); int(l.before[mid]) <= k {
				r, lo = mid, mid
			} else {
				hi = mid
			}
		}
		k -= int(l.before[r])
	}
	row = &l.rows[r]
	for w := range 2 {
		s0, s1 := row.Bits[0][w], row.Bits[1][w]
		if n := bits.OnesCount64(s0) + bits.OnesCount64(s1); k >= n {
			k -= n
			continue
		}
		for m := s0 | s1; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			q := row.Q(w, b)
			if s0>>b&1 != 0 {
				if k == 0 {
					return row, q, 0
				}
				k--
			}
			if s1>>b&1 != 0 {
				if k == 0 {
					return row, q, 1
				}
				k--
			}
		}
	}
	return row, 0, 0 // unreachable for k in range
}

// count keeps the spots in the rows before each row in l.before.
func (l *MoveList) count() {
	l.before = grow(l.before[:0], len(l.rows))
	n := 0
	for r := range l.rows {
		l.before[r] = int32(n)
		n += spotsIn(&l.rows[r])
	}
}

// spotsIn returns the number of legal spots in a row.
func spotsIn(row *cityview.SpotRow) int {
	s := &row.Bits
	n := bits.OnesCount64(s[0][0]) + bits.OnesCount64(s[1][0])
	if s[0][1]|s[1][1] != 0 { // word 1 holds spots of wide cities only
		n += bits.OnesCount64(s[0][1]) + bits.OnesCount64(s[1][1])
	}
	return n
}

// LegalMoves yields the legal moves of the player to move, in the order of
// AppendLegalMoves, when the range starts.
//
// The loop may play moves as long as it takes them all back (Undo) before
// the next move is yielded, as a search does: the range then walks every
// move. Any other change to the game (a move kept, an earlier move taken
// back, even if played again, or Reset, CopyFrom or SampleInto into the
// game) ends the range: no move of a game that changed under the loop is
// ever yielded, and the loop stops early instead. To play one of the moves
// and go on with the others, list them first with AppendLegalMoves.
func (g *Game) LegalMoves() iter.Seq[Move] {
	return func(yield func(Move) bool) {
		at := g.stamp
		if p := g.construction(); p.open() {
			for _, m := range p.appendMoves(nil) {
				if !g.stamp.same(at) || !yield(m) {
					return
				}
			}
			return
		}
		n := g.site.Affordable(g.stones[g.current])
		c := g.cities[g.current]
		for pos := range n {
			ok := placementsOf(c, g.site.At(pos), func(p city.Placement) bool {
				return g.stamp.same(at) && yield(Move{Position: pos, Placement: p})
			})
			if !ok {
				return
			}
		}
	}
}

// placementsOf calls yield with each legal placement of city tile id in c,
// in the order of city.City.AppendLegal, reading the spots the city keeps
// as it goes (as AppendLegalMoves reads them), and reports whether it went
// to the end.
func placementsOf(c *city.City, id tile.ID, yield func(city.Placement) bool) bool {
	if c.CountLegal(id) == 0 {
		return true
	}
	for row := range cityview.Of(c).SpotRows() {
		for w := range 2 {
			for m := row.Mask(w); m != 0; m &= m - 1 {
				b := bits.TrailingZeros64(m)
				for t := range uint8(2) {
					if row.Bits[t][w]&(1<<b) == 0 {
						continue
					}
					for _, cr := range cityview.Corners(hex.Hex{Q: row.Q(w, b), R: row.R}, t) {
						if !yield(city.Placement{Anchor: cr.Anchor, Tile: id, Rotation: cr.Rotation}) {
							return false
						}
					}
				}
			}
		}
	}
	return true
}

// stamp names one state of one game, for LegalMoves to tell whether the
// game is still in the state its range started in. Every move gives the new
// state a number not used before (made counts them) and Undo gives back the
// number of the state it returns to, so a game has its old stamp again
// exactly when it is back in that state. Every assignment (Reset, CopyFrom,
// SampleInto) starts a new epoch, whose numbers never match those of an
// earlier one; CopyFrom keeps the source's numbers, those of the states its
// undo history returns to.
type stamp struct {
	epoch uint64 // assignments of the game so far
	id    uint64 // the state's number in the epoch
	made  uint64 // the numbers given out in the epoch
}

// next numbers a new state.
func (s *stamp) next() {
	s.made++
	s.id = s.made
}

// same reports whether s and t name the same state.
func (s stamp) same(t stamp) bool { return s.epoch == t.epoch && s.id == t.id }
