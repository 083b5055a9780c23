package arena

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// Tournament says what was played: enough to print the table's header and
// to check that shards belong together.
type Tournament struct {
	Players []string `json:"players"` // the entries of Config.Bots; a solo game adds "architect"
	// Names are the names the players go by in the table, one per entry
	// of Players: an external engine's is the name it announces. A file
	// without them (or with another count) shows Players.
	Names   []string    `json:"names,omitempty"`
	Options optionsJSON `json:"options"`
	Seed    string      `json:"seed"` // "A B": the first game's
	Games   int         `json:"games"`
}

// playerStats are one player's results over the games.
type playerStats struct {
	games, wins, shared, forfeits int
	winShare                      float64 // a win shared by n counts 1/n
	sum, sumSq                    float64 // of the totals
}

// stats adds up every player's results.
func stats(players int, results []Result) []playerStats {
	st := make([]playerStats, players)
	for _, r := range results {
		first := 0
		for _, rank := range r.Ranks {
			if rank == 1 {
				first++
			}
		}
		for k, p := range r.Seats {
			s := &st[p]
			s.games++
			t := float64(r.Totals[k])
			s.sum += t
			s.sumSq += t * t
			if r.Forfeit != nil && r.Forfeit.Seat == k {
				s.forfeits++
			}
			if r.Ranks[k] != 1 {
				continue
			}
			if first == 1 {
				s.wins++
			} else {
				s.shared++
			}
			s.winShare += 1 / float64(first)
		}
	}
	return st
}

// meanInterval returns the mean total and the half-width of its 95%
// confidence interval (normal approximation: 1.96 standard errors, the
// standard deviation taken with n-1); the half-width is NaN for fewer
// than two games.
func (s playerStats) meanInterval() (mean, half float64) {
	n := float64(s.games)
	if s.games == 0 {
		return math.NaN(), math.NaN()
	}
	mean = s.sum / n
	if s.games < 2 {
		return mean, math.NaN()
	}
	variance := max(0, (s.sumSq-n*mean*mean)/(n-1))
	return mean, 1.96 * math.Sqrt(variance/n)
}

// labels are the players' names for the table, a second "greedy" shown
// as "greedy#2".
func labels(names []string) []string {
	seen := map[string]int{}
	out := make([]string, len(names))
	for i, n := range names {
		seen[n]++
		out[i] = n
		if seen[n] > 1 {
			out[i] = fmt.Sprintf("%s#%d", n, seen[n])
		}
	}
	return out
}

// WriteTable prints the tournament's header, the table of its players
// over the results and the notes under it (see the package doc).
func (t Tournament) WriteTable(w io.Writer, results []Result) {
	o, _ := t.Options.options() // checked when read
	o.Seed, _ = ParseSeed(t.Seed)
	p := o.Players
	if p == 1 {
		fmt.Fprintf(w, "Akropolis solo, %s against the Architect at %v: %s\n", Plural(t.Games, "game"), o.Difficulty, t.Players[0])
		fmt.Fprintf(w, "Seeds:    %d,%d to %d,%d\n", o.Seed[0], o.Seed[1], o.Seed[0], o.Seed[1]+uint64(t.Games-1))
	} else {
		fmt.Fprintf(w, "Akropolis, %s, %d players, seats rotated: %s\n", Plural(t.Games, "game"), p, strings.Join(t.Players, ", "))
		deals := (t.Games + p - 1) / p
		fmt.Fprintf(w, "Seeds:    %d,%d to %d,%d, each deal played from every seat (%d games a deal)%s\n", o.Seed[0], o.Seed[1], o.Seed[0], o.Seed[1]+uint64(deals-1), p, lastDeal(t.Games, p))
	}
	fmt.Fprintln(w, "Options: ", DescribeOptions(o))
	if len(results) < t.Games {
		fmt.Fprintf(w, "Played:   %d of the %s: %s\n", len(results), Plural(t.Games, "game"), gameRanges(results))
	}
	names := labels(t.shownNames())
	width := len("player")
	for _, n := range names {
		width = max(width, len(n))
	}
	st := stats(len(names), results)
	ratings := elo(len(names), results)
	fmt.Fprintf(w, "\n%-*s  games   wins  shared  win rate  mean score  95%% interval     elo\n", width, "player")
	for i, s := range st {
		mean, half := s.meanInterval()
		rate := 100 * s.winShare / float64(max(s.games, 1))
		fmt.Fprintf(w, "%-*s  %5d  %5d  %6d  %7.1f%%  %10.1f  %-15s  %+5.0f\n", width, names[i], s.games, s.wins, s.shared,
			rate, mean, interval(mean, half), ratings[i])
	}
	broken, shared := tieBreaks(results)
	fmt.Fprintf(w, "\nFirst place tied on points and broken by stones in %d of %s; shared in %d.\n", broken, Plural(len(results), "game"), shared)
	fmt.Fprintln(w, "wins: first place alone; shared: first place shared (same points and stones), counted 1/n in the win rate.")
	fmt.Fprintln(w, "95% interval: of the mean score, mean ± 1.96 standard errors.")
	fmt.Fprintln(w, "elo: Bradley-Terry maximum likelihood over every pair of seats of every game (a shared rank is a draw,")
	fmt.Fprintln(w, "a forfeit ranks last), one virtual draw per pair of players, 400 log10 scale, mean 0.")
	printForfeits(w, names, results)
}

// lastDeal is the header's note on a last deal played from fewer seats than
// the others, when the games are not a multiple of the players: the games
// go through the deals in order, every seat of one deal before the next.
func lastDeal(games, players int) string {
	switch r := games % players; r {
	case 0:
		return ""
	case 1:
		return ", the last deal from 1 seat"
	default:
		return fmt.Sprintf(", the last deal from %d seats", r)
	}
}

// tieBreaks counts the games whose first place was tied on points and
// decided by stones, and those whose first place is shared.
func tieBreaks(results []Result) (broken, shared int) {
	for _, r := range results {
		first, best := 0, -1
		for k, rank := range r.Ranks {
			if rank == 1 {
				first, best = first+1, r.Totals[k]
			}
		}
		if first > 1 {
			shared++
			continue
		}
		for k, rank := range r.Ranks {
			if rank != 1 && r.Totals[k] == best && (r.Forfeit == nil || r.Forfeit.Seat != k) {
				broken++
				break
			}
		}
	}
	return broken, shared
}

// interval is "118.9 to 121.7", or "-" when there is none.
func interval(mean, half float64) string {
	if math.IsNaN(half) {
		return "-"
	}
	return fmt.Sprintf("%.1f to %.1f", mean-half, mean+half)
}

// printForfeits lists the games lost by forfeit.
func printForfeits(w io.Writer, names []string, results []Result) {
	var lines []string
	for _, r := range results {
		if f := r.Forfeit; f != nil {
			lines = append(lines, fmt.Sprintf("  game %d: seat %d (%s) forfeits after %s: %s", r.Game+1, f.Seat, names[r.Seats[f.Seat]], Plural(f.Turn, "move"), f.Reason))
		}
	}
	if len(lines) == 0 {
		fmt.Fprintln(w, "Forfeits: none.")
		return
	}
	fmt.Fprintf(w, "Forfeits: %d (the seat that forfeits ranks last; the others rank by their totals as they stand):\n", len(lines))
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}

// gameRanges is "1 to 50, 101 to 150": the games present, 1-based.
func gameRanges(results []Result) string {
	var parts []string
	for i := 0; i < len(results); {
		j := i
		for j+1 < len(results) && results[j+1].Game == results[j].Game+1 {
			j++
		}
		parts = append(parts, fmt.Sprintf("%d to %d", results[i].Game+1, results[j].Game+1))
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
