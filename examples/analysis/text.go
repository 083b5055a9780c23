package analysis

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// WriteText writes the report as a table, a line per move, and the moves
// that changed the game most:
//
//	move turn seat played            before  after  rank       best alternative  its chance
//	   1    1    0 0:21@(-1,-2)r1       48%    51%  2 of 180   0:21@(0,-3)r3            52%
func (r Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-4s %4s %4s %-17s %6s %6s  %-10s %-17s %s\n", "move", "turn", "seat", "played", "before", "after", "rank", "best alternative", "its chance")
	for _, m := range r.Moves {
		best, chance := "-", "-"
		if m.Best != nil {
			best, chance = m.Best.String(), percent(m.BestChance)
		}
		fmt.Fprintf(&b, "%4d %4d %4d %-17v %6s %6s  %-10s %-17s %10s\n", m.Index, m.Turn, m.Seat, m.Played,
			percent(m.Before), percent(m.After), fmt.Sprintf("%d of %d", m.Rank, m.Legal), best, chance)
	}
	if len(r.Turning) == 0 {
		fmt.Fprintln(&b, "\nNo move changed its mover's chance by more than twice the noise of the estimates.")
	} else {
		fmt.Fprintln(&b, "\nThe moves that changed the game most (by more than twice the noise of the estimates):")
	}
	for _, i := range r.Turning {
		m := r.Moves[i]
		fmt.Fprintf(&b, "  move %d (turn %d, seat %d, %v): %s to %s, %+.0f points (noise ±%.0f)", m.Index, m.Turn, m.Seat, m.Played,
			percent(m.Before), percent(m.After), 100*m.Change(), 100*math.Hypot(m.BeforeNoise, m.AfterNoise))
		if m.Best != nil && m.Rank > 1 {
			fmt.Fprintf(&b, "; %v would have given %s", *m.Best, percent(m.BestChance))
		}
		fmt.Fprintln(&b)
	}
	if !r.Over {
		fmt.Fprintln(&b, "\nThe record stops before the end of the game.")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// percent is "52%".
func percent(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }
