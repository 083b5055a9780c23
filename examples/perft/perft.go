package perft

import (
	"errors"

	"github.com/akropolis-rules/akropolis"
)

// MaxDepth bounds the depth Count and Divide accept: the counts grow by
// two or three orders of magnitude a move, so deeper runs would not end.
const MaxDepth = 8

// ErrDepth is the error of a depth outside 1..MaxDepth.
var ErrDepth = errors.New("perft: depth must be 1 to 8")

// Branch is one first move with the number of sequences that start with
// it.
type Branch struct {
	Move  akropolis.Move
	Count int64
}

// Count returns the number of move sequences of exactly depth moves of
// the players from g, which it leaves as it found it. A sequence that
// reaches the end of the game before depth moves counts for nothing.
func Count(g *akropolis.Game, depth int) (int64, error) {
	if depth < 1 || depth > MaxDepth {
		return 0, ErrDepth
	}
	w := walker{g: g, moves: make([][]akropolis.Move, depth+1)}
	return w.count(depth), nil
}

// Divide returns, for each legal move of g in the order of
// akropolis.Game.AppendLegalMoves, the number of sequences of depth moves
// that begin with it: Count is their sum. It leaves g as it found it.
func Divide(g *akropolis.Game, depth int) ([]Branch, error) {
	if depth < 1 || depth > MaxDepth {
		return nil, ErrDepth
	}
	w := walker{g: g, moves: make([][]akropolis.Move, depth+1)}
	var out []Branch
	for _, m := range g.AppendLegalMoves(nil) {
		n := int64(1)
		if depth > 1 {
			if err := g.Play(m); err != nil {
				return nil, err // never happens: the move is legal
			}
			n = w.count(depth - 1)
			g.Undo()
		}
		out = append(out, Branch{Move: m, Count: n})
	}
	return out, nil
}

// walker counts the tree below a game, with one move list per depth so
// that the walk allocates only while the lists grow.
type walker struct {
	g     *akropolis.Game
	moves [][]akropolis.Move
	list  akropolis.MoveList // counts the last move's list without writing it
}

// count returns the sequences of depth moves from w.g: at the last move it
// counts the legal moves without playing them.
func (w *walker) count(depth int) int64 {
	if depth == 1 {
		w.g.ListMoves(&w.list)
		return int64(w.list.Len())
	}
	ms := w.g.AppendLegalMoves(w.moves[depth][:0])
	w.moves[depth] = ms
	var n int64
	for _, m := range ms {
		if w.g.Play(m) != nil {
			continue // never happens: the move is legal
		}
		n += w.count(depth - 1)
		w.g.Undo()
	}
	return n
}
