package arena

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
)

// Result is how one game of a tournament ended, by seat.
type Result struct {
	Game    int      `json:"game"`  // 0-based index in the tournament
	Seats   []int    `json:"seats"` // the player at each seat: an index in the tournament's players
	Totals  []int    `json:"totals"`
	Stones  []int    `json:"stones"`
	Ranks   []int    `json:"ranks"` // 1 is first; equal ranks share the place
	Moves   int      `json:"moves"`
	Forfeit *Forfeit `json:"forfeit,omitempty"`
}

// rotation returns the seed of a tournament game's deal and the player at
// each seat. Game i of a game with P players deals with seed (A, B+i/P)
// and seats player (k+i) mod P at seat k: the P games of a deal play it
// from every seat. A solo game's seat 1 is the Architect, player 1.
func (c Config) rotation(i int) ([2]uint64, []int) {
	p := c.Options.Players
	if p == 1 {
		return [2]uint64{c.Options.Seed[0], c.Options.Seed[1] + uint64(i)}, []int{0, 1}
	}
	seats := make([]int, p)
	for k := range seats {
		seats[k] = (k + i) % p
	}
	return [2]uint64{c.Options.Seed[0], c.Options.Seed[1] + uint64(i/p)}, seats
}

// playGame plays game i of the tournament and returns its result and
// record.
func (c Config) playGame(i int) (Result, akropolis.Record, error) {
	deal, seats := c.rotation(i)
	o := c.Options
	o.Seed = deal
	g, err := akropolis.New(o)
	if err != nil {
		return Result{}, akropolis.Record{}, err
	}
	t, lost, err := c.SitDown(g, i)
	if err != nil {
		return Result{}, akropolis.Record{}, err
	}
	if lost == nil {
		lost = t.Referee(g, nil)
	}
	t.Close(lost)
	r := Result{Game: i, Seats: seats, Moves: len(g.Record().Moves), Forfeit: lost}
	for k := range g.Options().Seats() {
		r.Totals = append(r.Totals, g.Total(k))
		r.Stones = append(r.Stones, g.Stones(k))
	}
	r.Ranks = Ranks(g, lost)
	return r, g.Record(), nil
}

// Ranks ranks the seats at the end of the game, g.Ranks(), or at the
// forfeit f when not nil: the seat that forfeits is last, alone; the
// others rank among themselves by their totals and then stones as they
// stand, as at the end of a game. A solo player who forfeits loses to the
// Architect.
func Ranks(g *akropolis.Game, f *Forfeit) []int {
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

// Play plays the games of the shard on Workers goroutines, writes their
// records when Record names a directory, and returns the results in game
// order, the same whatever the number of workers.
func (c Config) Play() ([]Result, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	c.Stderr = locked(c.Stderr) // one lock for every game's engines
	lo, hi := shardRange(c.Games, c.shard())
	if c.Record != "" {
		if err := os.MkdirAll(c.Record, 0o755); err != nil {
			return nil, err
		}
	}
	progress := c.Progress
	names := labels(c.Tournament().shownNames()) // as in the table, the Architect too
	results := make([]Result, hi-lo)
	errs := make([]error, hi-lo)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range min(max(c.Workers, 1), hi-lo) {
		wg.Go(func() {
			for i := range next {
				r, rec, err := c.playGame(i)
				if err == nil && c.Record != "" {
					seated := make([]string, len(r.Seats))
					for k, p := range r.Seats {
						seated[k] = names[p]
					}
					err = WriteRecord(filepath.Join(c.Record, RecordName(i, c.Games)), rec, seated, r.Forfeit)
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

// RecordName is the name of game i's record in the Record directory of a
// tournament of the given number of games: "game-0042.txt" for game index
// 41, 1-based, zero-padded to the width of the number of games (at least
// 4 digits).
func RecordName(i, games int) string {
	return fmt.Sprintf("game-%0*d.txt", max(4, len(fmt.Sprint(games))), i+1)
}
