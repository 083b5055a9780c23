package analysis

import (
	"cmp"
	"errors"
	"math"
	"slices"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// Options set the search behind an analysis. The zero value searches 300
// playouts a position with seed 0,0.
type Options struct {
	// Playouts is the search's budget per position; with Time set too, the
	// search stops at whichever comes first. Playouts alone make the
	// analysis deterministic: the same record, seed and budget give the
	// same report on any machine.
	Playouts int
	// Time is the search's time per position (0: none; with Playouts 0
	// too, the default playouts).
	Time time.Duration
	// Seed seeds the search.
	Seed [2]uint64
}

// DefaultPlayouts is the budget per position of the zero Options.
const DefaultPlayouts = 300

// Move is the analysis of one move of a record. The estimates are the
// search player's estimates of the mover's chance to win (0 to 1, a win
// shared by n counted 1/n).
type Move struct {
	Index  int            `json:"index"` // 1 for the record's first move
	Turn   int            `json:"turn"`  // the turn played, 1 the first (a solo game's Architect takes turns too)
	Seat   int            `json:"seat"`
	Played akropolis.Move `json:"played"`
	// Before is the mover's chance before the move: its chance after the
	// move the search ranks best. After is its chance after the move
	// played (at the end of the game: 1 for a win, 1/n for a win shared
	// by n, 0 for a loss). Both are read from searches of equal budget of
	// the position the move leads to, so a move the search ranks best
	// changes nothing.
	Before float64 `json:"before"`
	After  float64 `json:"after"`
	// BeforeNoise and AfterNoise are the standard errors of Before and
	// After (0 for a result at the end of the game): see Noise.
	BeforeNoise float64 `json:"beforeNoise"`
	AfterNoise  float64 `json:"afterNoise"`
	// Rank is the played move's place among the Legal moves as the search
	// ranks them (1 the best).
	Rank  int `json:"rank"`
	Legal int `json:"legal"`
	// Best is the best move other than the one played, and BestChance the
	// mover's chance after it; nil and 0 when the played move was the only
	// legal one.
	Best       *akropolis.Move `json:"best,omitempty"`
	BestChance float64         `json:"bestChance"`
}

// Change is how much the move changed the mover's chance: After - Before.
func (m Move) Change() float64 { return m.After - m.Before }

// Significant reports whether the change is larger than the noise of the
// two estimates it compares: |After - Before| > 2·√(BeforeNoise² +
// AfterNoise²), about a 95% test. Only such a move is a turning point.
func (m Move) Significant() bool {
	return math.Abs(m.Change()) > 2*math.Hypot(m.BeforeNoise, m.AfterNoise)
}

// Noise returns the standard error of a chance read from a search: the
// mean share of the win p over n playouts. Each playout's share lies
// between 0 and 1, so its variance is at most p(1-p): the binomial
// standard error √(p(1-p)/n), with p pulled to (pn+1)/(n+2) so that a
// chance of 0 or 1 from few playouts is not taken for a certainty. With no
// playout it is 0.5, as uncertain as a chance can be.
func Noise(p float64, n int) float64 {
	if n <= 0 {
		return 0.5
	}
	q := (p*float64(n) + 1) / float64(n+2)
	return math.Sqrt(q * (1 - q) / float64(n))
}

// Report is the analysis of a record.
type Report struct {
	Options akropolis.Options `json:"options"`
	Moves   []Move            `json:"moves"`
	// Turning holds the indices into Moves of the (at most) three moves
	// that changed their mover's chance the most, up or down, the largest
	// first (of equal changes, the earlier), among the moves whose change
	// is Significant: none when no change stands out of the noise.
	Turning []int `json:"turning"`
	// Over reports whether the record reaches the end of the game.
	Over bool `json:"over"`
}

// ErrNoMoves is the error of a record without a move to analyse.
var ErrNoMoves = errors.New("analysis: the record has no move")

// Analyse replays the record and analyses each of its moves with the
// search player (players.MCTS, through its Estimates), each search from
// what the seat to move could see then, never the hidden stacks. A record
// that does not replay returns its error; one without a move returns
// ErrNoMoves.
func Analyse(r akropolis.Record, o Options) (Report, error) {
	if len(r.Moves) == 0 {
		return Report{}, ErrNoMoves
	}
	if _, err := r.Replay(); err != nil {
		return Report{}, err
	}
	moves := r.Moves
	r.Moves = nil
	g, err := r.Replay()
	if err != nil {
		return Report{}, err
	}
	if o.Playouts <= 0 && o.Time <= 0 {
		o.Playouts = DefaultPlayouts
	}
	a := analyst{g: g, search: players.NewMCTS(players.MCTSOptions{Playouts: o.Playouts, Time: o.Time, Seed: o.Seed})}
	rep := Report{Options: g.Options()}
	rep.Options.Seed = [2]uint64{}
	for i, played := range moves {
		m, err := a.move(played)
		if err != nil {
			return Report{}, err
		}
		m.Index = i + 1
		rep.Moves = append(rep.Moves, m)
		if err := g.Play(played); err != nil {
			return Report{}, err // never happens: the record replays
		}
	}
	rep.Over = g.Over()
	rep.Turning = turning(rep.Moves, 3)
	return rep, nil
}

// analyst analyses the moves of one game in turn.
type analyst struct {
	g      *akropolis.Game
	search *players.MCTS
	// next is the search of the position after the last move analysed
	// (nil at the end of the game): the next move's ranking.
	next []players.Estimate
}

// move analyses the move played in a.g, the game before it: the search of
// a.g ranks the legal moves, and the mover's chance after a move is read
// from the search of the position it leads to (chanceAfter). Before is the
// chance after the search's best move: every chance of a move comes from
// a search of equal budget one move on, so a move that is as good as the
// best changes nothing.
func (a *analyst) move(played akropolis.Move) (Move, error) {
	g := a.g
	m := Move{Turn: g.TurnsPlayed() + 1, Seat: g.Current(), Played: played}
	es := a.next
	if es == nil {
		var err error
		if es, err = a.search.Estimates(g.View()); err != nil {
			return m, err
		}
	}
	m.Legal = len(es)
	for k, e := range es {
		if e.Move == played {
			m.Rank = k + 1
		} else if m.Best == nil {
			m.Best = &es[k].Move
		}
	}
	var err error
	if m.After, m.AfterNoise, a.next, err = a.chanceAfter(played, m.Seat); err != nil {
		return m, err
	}
	m.Before, m.BeforeNoise = m.After, m.AfterNoise
	if es[0].Move != played {
		if m.Before, m.BeforeNoise, _, err = a.chanceAfter(es[0].Move, m.Seat); err != nil {
			return m, err
		}
	}
	switch {
	case m.Best == nil:
	case *m.Best == es[0].Move:
		m.BestChance = m.Before
	default:
		if m.BestChance, _, _, err = a.chanceAfter(*m.Best, m.Seat); err != nil {
			return m, err
		}
	}
	return m, nil
}

// chanceAfter plays mv in a.g, searches the position it leads to and takes
// the move back; it returns the seat's chance there (that of the move the
// search would play next, or the result at the end of the game), its
// noise (see Noise; 0 for a result) and the search's estimates (nil at the
// end).
func (a *analyst) chanceAfter(mv akropolis.Move, seat int) (float64, float64, []players.Estimate, error) {
	g := a.g
	if err := g.Play(mv); err != nil {
		return 0, 0, nil, err
	}
	defer g.Undo()
	if g.Over() {
		return result(g, seat), 0, nil, nil
	}
	es, err := a.search.Estimates(g.View())
	if err != nil {
		return 0, 0, nil, err
	}
	return es[0].Win[seat], Noise(es[0].Win[seat], es[0].Visits), es, nil
}

// result is the seat's share of the win of a finished game.
func result(g *akropolis.Game, seat int) float64 {
	if g.Options().Players == 1 {
		if (g.Ranks()[0] == 1) == (seat == 0) {
			return 1
		}
		return 0
	}
	ws := winners(g.Ranks())
	if slices.Contains(ws, seat) {
		return 1 / float64(len(ws))
	}
	return 0
}

// turning returns the indices of the n moves of the largest significant
// change, up or down, the largest first; of equal changes, the earlier
// first.
func turning(ms []Move, n int) []int {
	idx := []int{}
	for i, m := range ms {
		if m.Significant() {
			idx = append(idx, i)
		}
	}
	abs := func(x float64) float64 { return max(x, -x) }
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(abs(ms[b].Change()), abs(ms[a].Change())) })
	return idx[:min(n, len(idx))]
}

// winners returns the seats ranked first (more than one when they share the
// win), from a game's Ranks.
func winners(ranks []int) []int {
	var ws []int
	for k, r := range ranks {
		if r == 1 {
			ws = append(ws, k)
		}
	}
	return ws
}
