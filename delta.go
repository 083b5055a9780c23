package akropolis

import (
	"sync/atomic"

	"github.com/akropolis-rules/akropolis/score"
)

// Delta returns how much the move would change the mover's total (score
// with stones), for move ordering and greedy play. It only reads the game,
// so several goroutines may call Delta (and the other reading methods) on
// one game at once, as long as none changes it meanwhile. It scores only
// the cells the move can change (see score.After) against the mover's
// current card, which the game works out once after each change and
// keeps. With the Athena expansion a completion's delta is the city's
// score with the card's tile laid, the stones it gains, and the statue
// when the card is the seat's fourth; the stop move's is 0. An illegal
// move returns the *Error of Check.
func (g *Game) Delta(m Move) (int, error) {
	out, err := g.checked(m)
	if err != nil {
		return 0, err
	}
	if p := g.construction(); p.answers(m) {
		return p.delta(m, out), nil
	}
	seat := g.current
	// score.After works from and returns what score.Totals gives, which
	// knows nothing of the statue: it is added to both sides here.
	var scratch score.Summary
	before := g.summary(seat, &scratch)
	held, _ := g.opts.economy().Settle(g.stones, g.reserve, seat, out.Cost, out.Gained)
	after := score.After(g.cities[seat], *before, m.Placement, held[seat], g.opts.Scoring)
	if g.statue(seat) {
		b := *before
		b.AddStatue()
		after.AddStatue()
		return after.Total - b.Total, nil
	}
	return after.Total - before.Total, nil
}

// summaries keeps each player's score summary between changes, for Delta.
// A slot is stale (0), being worked out by one goroutine (1) or ready (2);
// a goroutine that finds it being worked out scores the city itself
// rather than wait.
type summaries struct {
	state [4]atomic.Uint32
	sum   [4]score.Summary
}

// summary returns seat k's score summary now, as score.Totals gives it:
// without the statue (Delta adds it to both sides). It points to the one
// the game keeps, or to scratch, filled, when another goroutine is
// working that out: Delta reads it in place rather than copy it.
func (g *Game) summary(k int, scratch *score.Summary) *score.Summary {
	st := &g.sums.state[k]
	if st.Load() == 2 {
		return &g.sums.sum[k]
	}
	*scratch = score.Totals(g.cities[k], g.stones[k], g.opts.Scoring)
	if st.CompareAndSwap(0, 1) {
		g.sums.sum[k] = *scratch
		st.Store(2)
	}
	return scratch
}

// changed marks seat k's kept summary stale (Play and Undo call it).
func (g *Game) changed(k int) {
	if g.sums.state[k].Load() != 0 {
		g.sums.state[k].Store(0)
	}
}

// summaryAfter works out in place seat's kept summary once m's placement
// is laid, without stones; Delta has asked for it since seat's city last
// changed. Play calls it before placing and keeps the result
// (keepSummary), so that a search weighing moves with Delta turn after
// turn pays an After for each move played instead of a Totals for each
// turn; a random game, which never asks, pays nothing. m's take has been
// checked, not its placement: the summary is marked stale first, so that a
// placement Place refuses leaves it stale (After of an illegal placement
// changes nothing else).
func (g *Game) summaryAfter(seat int, m Move) {
	g.sums.state[seat].Store(0)
	g.sums.sum[seat] = score.After(g.cities[seat], g.sums.sum[seat], m.Placement, 0, g.opts.Scoring)
}

// keepSummary keeps what summaryAfter gave as seat's summary, with the
// stones seat holds now.
func (g *Game) keepSummary(seat int) {
	s := &g.sums.sum[seat]
	stones := max(g.stones[seat], 0)
	s.Total += stones - s.Stones
	s.Stones = stones
	g.sums.state[seat].Store(2)
}
