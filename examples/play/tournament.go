package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
)

// gameResult is how one game of a tournament ended, by seat.
type gameResult struct {
	Game    int      `json:"game"`  // 0-based index in the tournament
	Seats   []int    `json:"seats"` // the player at each seat: an index in the tournament's players
	Totals  []int    `json:"totals"`
	Stones  []int    `json:"stones"`
	Ranks   []int    `json:"ranks"` // 1 is first; equal ranks share the place
	Moves   int      `json:"moves"`
	Forfeit *forfeit `json:"forfeit,omitempty"`
}

// rotation returns the seed of a tournament game's deal and the player at
// each seat. Game i of a game with P players deals with seed (A, B+i/P)
// and seats player (k+i) mod P at seat k: the P games of a deal play it
// from every seat. A solo game's seat 1 is the Architect, player 1.
func rotation(cfg config, i int) ([2]uint64, []int) {
	p := cfg.opts.Players
	if p == 1 {
		return [2]uint64{cfg.opts.Seed[0], cfg.opts.Seed[1] + uint64(i)}, []int{0, 1}
	}
	seats := make([]int, p)
	for k := range seats {
		seats[k] = (k + i) % p
	}
	return [2]uint64{cfg.opts.Seed[0], cfg.opts.Seed[1] + uint64(i/p)}, seats
}

// playGame plays game i of the tournament and returns its result and
// record.
func playGame(cfg config, i int, stderr io.Writer) (gameResult, akropolis.Record, error) {
	deal, seats := rotation(cfg, i)
	g, err := newGame(cfg, deal)
	if err != nil {
		return gameResult{}, akropolis.Record{}, err
	}
	entries := make([]string, cfg.opts.Players)
	for k := range entries {
		entries[k] = cfg.bots[seats[k]]
	}
	seed := [2]uint64{cfg.opts.Seed[0], cfg.opts.Seed[1] + uint64(i)}
	t, lost := sitDown(cfg, g, entries, seats, seed, stderr)
	if lost == nil {
		lost = referee(g, t, nil)
	}
	t.close(lost)
	r := gameResult{Game: i, Seats: seats, Moves: len(g.Record().Moves), Forfeit: lost}
	for k := range g.Options().Seats() {
		r.Totals = append(r.Totals, g.Total(k))
		r.Stones = append(r.Stones, g.Stones(k))
	}
	r.Ranks = finalRanks(g, lost)
	return r, g.Record(), nil
}

// finalRanks ranks the seats at the end of the game, or at a forfeit (see
// forfeitRanks).
func finalRanks(g *akropolis.Game, f *forfeit) []int {
	if f == nil {
		return g.Ranks()
	}
	if g.Options().Players == 1 {
		return []int{2, 1} // the player forfeited: the Architect wins
	}
	totals, stones := make([]int, g.Options().Players), make([]int, g.Options().Players)
	for k := range totals {
		totals[k], stones[k] = g.Total(k), g.Stones(k)
	}
	return forfeitRanks(totals, stones, f.Seat)
}

// forfeitRanks ranks the seats of a game lost by forfeit: the seat that
// forfeits is last, alone, and the others rank among themselves by their
// totals and then stones as they stand, as at the end of a game.
func forfeitRanks(totals, stones []int, lost int) []int {
	var ts, ss []int
	for k := range totals {
		if k != lost {
			ts, ss = append(ts, totals[k]), append(ss, stones[k])
		}
	}
	others := score.Rank(ts, ss)
	ranks := make([]int, len(totals))
	for k := range ranks {
		switch {
		case k < lost:
			ranks[k] = others[k]
		case k == lost:
			ranks[k] = len(totals)
		default:
			ranks[k] = others[k-1]
		}
	}
	return ranks
}

// shardRange is the games [lo, hi) of shard i of n: consecutive ranges,
// as equal as can be.
func shardRange(games int, shard [2]int) (lo, hi int) {
	i, n := shard[0]-1, shard[1]
	return games * i / n, games * (i + 1) / n
}

// playTournament plays the games of cfg's shard on cfg.workers
// goroutines, writes their records when asked, and returns the results in
// game order, the same whatever the number of workers.
func playTournament(cfg config, progress io.Writer, stderr io.Writer) ([]gameResult, error) {
	lo, hi := shardRange(cfg.games, cfg.shard)
	if cfg.record != "" {
		if err := os.MkdirAll(cfg.record, 0o755); err != nil {
			return nil, err
		}
	}
	names := labels(tournamentOf(cfg).shownNames()) // as in the table, the Architect too
	results := make([]gameResult, hi-lo)
	errs := make([]error, hi-lo)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range min(cfg.workers, hi-lo) {
		wg.Go(func() {
			for i := range next {
				r, rec, err := playGame(cfg, i, stderr)
				if err == nil && cfg.record != "" {
					seated := make([]string, len(r.Seats))
					for k, p := range r.Seats {
						seated[k] = names[p]
					}
					err = writeRecord(filepath.Join(cfg.record, recordName(i, cfg.games)), rec, seated, r.Forfeit)
				}
				results[i-lo], errs[i-lo] = r, err
				mu.Lock()
				done++
				if progress != nil {
					fmt.Fprintf(progress, "\rgame %d of %d ", done, hi-lo)
				}
				mu.Unlock()
			}
		})
	}
	for i := lo; i < hi; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	if progress != nil {
		fmt.Fprint(progress, "\r\033[K")
	}
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", lo+i+1, err)
		}
	}
	return results, nil
}

// recordName is "game-0042.txt" for game index 41: 1-based, zero-padded
// to the width of the number of games (at least 4 digits).
func recordName(i, games int) string {
	return fmt.Sprintf("game-%0*d.txt", max(4, len(fmt.Sprint(games))), i+1)
}

// runTournament plays the tournament (or cfg's shard of it), prints its
// table, and writes its results when asked.
func runTournament(cfg config, stdout, stderr io.Writer) error {
	var progress io.Writer
	if isTerminal(stdout) {
		progress = stdout
	}
	cfg.names = engineNames(cfg.bots, cfg.movetime)
	results, err := playTournament(cfg, progress, stderr)
	if err != nil {
		return err
	}
	if cfg.results != "" {
		if err := writeResults(cfg.results, cfg, results); err != nil {
			return err
		}
	}
	printTable(stdout, tournamentOf(cfg), results)
	return nil
}

// printMerged prints the table of the shards' results joined, and writes
// the joined results when asked.
func printMerged(cfg config, stdout io.Writer) error {
	t, results, err := mergeResults(cfg.merge)
	if err != nil {
		return err
	}
	if cfg.results != "" {
		f := resultsFile{Version: resultsVersion, Tournament: t, Shard: "1/1", Games: results}
		if err := writeJSON(cfg.results, f); err != nil {
			return err
		}
	}
	printTable(stdout, t, results)
	return nil
}
