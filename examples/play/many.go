package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/examples/players"
)

// tally adds up one seat's results over many games.
type tally struct {
	wins   float64 // a shared first place counts 1/n to each of the n
	points int
	stones int
	best   int
	worst  int
}

// playMany plays cfg.games games, seeds (A,B), (A,B+1), ..., and prints the
// win rates and average scores per seat, with a progress line on a
// terminal.
func playMany(cfg config, w io.Writer) error {
	progress := isTerminal(w)
	n := max(cfg.opts.Players, 2) // a solo game's seat 1 is the Architect
	names := cfg.bots
	if cfg.opts.Players == 1 {
		names = append(names[:1:1], "architect")
	}
	tallies := make([]tally, n)
	var tiesBroken, shared int
	if cfg.opts.Players == 1 {
		fmt.Fprintf(w, "Akropolis solo, %d games against the Architect at %v: %s\n", cfg.games, cfg.opts.Level, seatList(names))
	} else {
		fmt.Fprintf(w, "Akropolis, %d games, %d players: %s\n", cfg.games, n, seatList(names))
	}
	fmt.Fprintf(w, "Seeds:    %d,%d to %d,%d\n", cfg.opts.Seed[0], cfg.opts.Seed[1], cfg.opts.Seed[0], cfg.opts.Seed[1]+uint64(cfg.games-1))
	fmt.Fprintln(w, "Options: ", describeOptions(cfg.opts))
	totals, stones := make([]int, n), make([]int, n)
	for i := range cfg.games {
		if progress {
			fmt.Fprintf(w, "\rgame %d of %d ", i+1, cfg.games)
		}
		seed := [2]uint64{cfg.opts.Seed[0], cfg.opts.Seed[1] + uint64(i)}
		g, err := newGame(cfg, seed)
		if err != nil {
			return err
		}
		bots := newPlayers(cfg.bots, seed)
		for !g.Over() {
			m, err := players.Choose(bots[g.Current()], g)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				return fmt.Errorf("game %d (seed %d,%d): %w", i+1, seed[0], seed[1], err)
			}
		}
		for k := range n {
			totals[k], stones[k] = g.Total(k), g.Stones(k)
		}
		st := standings(totals, stones)
		if g.Solo() { // no shared result: the Architect wins every tie
			for i := range st {
				st[i].rank = g.Ranks()[st[i].seat]
			}
			slices.SortStableFunc(st, func(a, b standing) int { return a.rank - b.rank })
		}
		winners := 0
		for _, s := range st {
			if s.rank == 1 {
				winners++
			}
		}
		if winners > 1 {
			shared++
		} else if st[1].total == st[0].total {
			tiesBroken++
		}
		for _, s := range st {
			t := &tallies[s.seat]
			if s.rank == 1 {
				t.wins += 1 / float64(winners)
			}
			if i == 0 || s.total > t.best {
				t.best = s.total
			}
			if i == 0 || s.total < t.worst {
				t.worst = s.total
			}
			t.points += s.total
			t.stones += s.stones
		}
	}
	if progress {
		fmt.Fprint(w, "\r\033[K")
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "seat  player    wins    win rate  avg points  avg stones  best  worst")
	for k, t := range tallies {
		games := float64(cfg.games)
		fmt.Fprintf(w, "%4d  %-8s %6.1f  %8.1f%%  %10.1f  %10.1f  %4d  %5d\n", k, names[k], t.wins,
			100*t.wins/games, float64(t.points)/games, float64(t.stones)/games, t.best, t.worst)
	}
	fmt.Fprintf(w, "\nFirst place tied on points and broken by stones in %d of %d games; shared in %d.\n", tiesBroken, cfg.games, shared)
	return nil
}

// seatList is "seat 0 greedy, seat 1 random".
func seatList(bots []string) string {
	s := make([]string, len(bots))
	for k, b := range bots {
		s[k] = fmt.Sprintf("seat %d %s", k, b)
	}
	return strings.Join(s, ", ")
}
