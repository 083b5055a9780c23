package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
)

// standing is one seat's place at the end.
type standing struct {
	seat, total, stones, rank int
}

// standings ranks the seats (highest total, then most stones; still tied
// share the rank), best first, seats in order within a rank.
func standings(totals, stones []int) []standing {
	ranks := score.Rank(totals, stones)
	st := make([]standing, len(totals))
	for k := range st {
		st[k] = standing{seat: k, total: totals[k], stones: stones[k], rank: ranks[k]}
	}
	slices.SortStableFunc(st, func(a, b standing) int { return a.rank - b.rank })
	return st
}

// printResult prints the ranking and the winner, saying when stones broke
// a tie on points and when a rank is shared.
func printResult(w io.Writer, bots []players.Player, totals, stones []int) {
	st := standings(totals, stones)
	fmt.Fprintln(w, "\nResult")
	for _, s := range st {
		fmt.Fprintf(w, "  %d. %-17s %4d points, %s%s\n", s.rank, seatName(s.seat, bots), s.total,
			plural(s.stones, "stone"), tieNote(s, st))
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
			names[i] = seatName(s.seat, bots)
		}
		fmt.Fprintf(w, "Shared win: %s, with %d points and %s each.\n", strings.Join(names, " and "), first[0].total, plural(first[0].stones, "stone"))
		return
	}
	win := first[0]
	fmt.Fprintf(w, "Winner: %s with %d points", seatName(win.seat, bots), win.total)
	var beaten []string
	for _, s := range st[1:] {
		if s.total == win.total {
			beaten = append(beaten, fmt.Sprintf("%s (%s)", seatName(s.seat, bots), plural(s.stones, "stone")))
		}
	}
	if len(beaten) > 0 {
		fmt.Fprintf(w, ", tied on points with %s: the tie is broken by stones, %d to the winner", strings.Join(beaten, " and "), win.stones)
	}
	fmt.Fprintln(w, ".")
}

// tieNote says how s stands against the seats with its total: which of
// them it shares its rank with, and which stones separated it from.
func tieNote(s standing, st []standing) string {
	var shared, byStones []string
	for _, o := range st {
		if o.seat == s.seat || o.total != s.total {
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
