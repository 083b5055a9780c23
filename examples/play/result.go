package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/examples/arena"
	"github.com/akropolis-rules/akropolis/score"
)

// standing is one seat's place at the end.
type standing struct {
	seat, total, stones, rank int
}

// standings orders the seats by their ranks (highest total, then most
// stones, still tied share the rank; see arena.Ranks for a forfeit), best
// first, seats in order within a rank.
func standings(cards []score.Pad, ranks []int) []standing {
	st := make([]standing, len(cards))
	for k, c := range cards {
		st[k] = standing{seat: k, total: c.Total, stones: c.Stones, rank: ranks[k]}
	}
	slices.SortStableFunc(st, func(a, b standing) int { return a.rank - b.rank })
	return st
}

// printResult prints the ranking and the winner, saying when stones broke
// a tie on points and when a rank is shared. The seat that forfeited (lost
// not nil) is last, and no tie with it is noted.
func printResult(w io.Writer, t *arena.Table, cards []score.Pad, ranks []int, lost *arena.Forfeit) {
	forfeited := -1
	if lost != nil {
		forfeited = lost.Seat
	}
	st := standings(cards, ranks)
	fmt.Fprintln(w, "\nResult")
	for _, s := range st {
		note := tieNote(s, st, forfeited)
		if s.seat == forfeited {
			note = "  (forfeited)"
		}
		fmt.Fprintf(w, "  %d. %-17s %4d %s, %s%s\n", s.rank, t.SeatName(s.seat), s.total, arena.Noun(s.total, "point"), arena.Plural(s.stones, "stone"), note)
	}
	var first []standing
	for _, s := range st {
		if s.rank == 1 {
			first = append(first, s)
		}
	}
	if len(first) > 1 {
		names := make([]string, len(first))
		for i, s := range first {
			names[i] = t.SeatName(s.seat)
		}
		fmt.Fprintf(w, "Shared win: %s, with %s and %s each.\n", strings.Join(names, " and "), arena.Plural(first[0].total, "point"), arena.Plural(first[0].stones, "stone"))
		return
	}
	win := first[0]
	fmt.Fprintf(w, "Winner: %s with %s", t.SeatName(win.seat), arena.Plural(win.total, "point"))
	var beaten []string
	for _, s := range st[1:] {
		if s.total == win.total && s.seat != forfeited {
			beaten = append(beaten, fmt.Sprintf("%s (%s)", t.SeatName(s.seat), arena.Plural(s.stones, "stone")))
		}
	}
	if len(beaten) > 0 {
		fmt.Fprintf(w, ", tied on points with %s: the tie is broken by stones, %d to the winner", strings.Join(beaten, " and "), win.stones)
	}
	fmt.Fprintln(w, ".")
}

// tieNote says how s stands against the seats with its total: which of
// them it shares its rank with, and which stones separated it from.
func tieNote(s standing, st []standing, forfeited int) string {
	var shared, byStones []string
	for _, o := range st {
		if o.seat == s.seat || o.total != s.total || o.seat == forfeited || s.seat == forfeited {
			continue
		}
		if o.stones == s.stones {
			shared = append(shared, fmt.Sprintf("seat %d", o.seat))
		} else {
			byStones = append(byStones, fmt.Sprintf("seat %d", o.seat))
		}
	}
	var notes []string
	if len(shared) > 0 {
		notes = append(notes, "shares the rank with "+strings.Join(shared, " and ")+": same points and stones")
	}
	if len(byStones) > 0 {
		notes = append(notes, "stones broke the tie on points with "+strings.Join(byStones, " and "))
	}
	if len(notes) == 0 {
		return ""
	}
	return "  (" + strings.Join(notes, "; ") + ")"
}
