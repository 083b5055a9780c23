package arena

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/examples/protocol"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// observer is a player that must hear the whole game, not only be asked
// for its moves: an external engine keeps its own copy of the game.
type observer interface {
	Begin(seat int, v akropolis.View) error
	Played(seat int, m akropolis.Move, refill []tile.ID) error
	GameOver(reason string) error
	Close() error
}

// Forfeit is how a game ended early: the seat that lost it, the number of
// moves played before, and why.
type Forfeit struct {
	Seat   int    `json:"seat"`
	Turn   int    `json:"turn"` // moves played before the forfeit
	Reason string `json:"reason"`
}

// String is "seat 1 forfeits after 4 moves: no answer in time".
func (f *Forfeit) String() string {
	return fmt.Sprintf("seat %d forfeits after %s: %s", f.Seat, Plural(f.Turn, "move"), f.Reason)
}

// Table is the players of one game, by seat.
type Table struct {
	Entries []string // the entry of Config.Bots at each seat
	bots    []players.Player
}

// SeatName is "seat 1 (greedy)".
func (t *Table) SeatName(k int) string { return fmt.Sprintf("seat %d (%s)", k, t.Entries[k]) }

// SitDown makes the players of game i of the tournament (see the package
// doc for who sits where), for g dealt as that game: game 0 seats the
// entries of Bots in order, as a single game does. An external engine is
// started and told the game's setup; one that fails to start forfeits the
// game before the first move. A Config that cannot be played, a game of
// another number of players, or a game number out of range is an error.
func (c Config) SitDown(g *akropolis.Game, i int) (*Table, *Forfeit, error) {
	if err := c.check(); err != nil {
		return nil, nil, err
	}
	if g.Options().Players != c.Options.Players || i < 0 || i >= c.Games {
		return nil, nil, fmt.Errorf("game %d of %s, of %s: want a game of the tournament, of %s",
			i, Plural(c.Games, "game"), Plural(g.Options().Players, "player"), Plural(c.Options.Players, "player"))
	}
	_, seats := c.rotation(i)
	entries := make([]string, c.Options.Players)
	for k := range entries {
		entries[k] = c.Bots[seats[k]]
	}
	seed := [2]uint64{c.Options.Seed[0], c.Options.Seed[1] + uint64(i)}
	stderr := locked(c.Stderr)
	t := &Table{bots: make([]players.Player, len(entries)), Entries: entries}
	var lost *Forfeit
	for k, e := range entries {
		command, ok := strings.CutPrefix(e, execPrefix)
		if !ok {
			t.bots[k] = builtIn(e, seats[k], seed)
			continue
		}
		if lost != nil {
			continue
		}
		args, _ := splitCommand(command) // checked by ParseBots
		eng, err := protocol.Start(protocol.Config{Budget: c.MoveTime, Name: e, Stderr: stderr}, args[0], args[1:]...)
		if err == nil {
			t.bots[k] = eng
			err = eng.Begin(k, g.View())
		}
		if err != nil {
			lost = &Forfeit{Seat: k, Reason: "cannot start: " + err.Error()}
		}
	}
	return t, lost, nil
}

// Close ends the game for the external engines and stops them; f is how
// the game ended early, or nil.
func (t *Table) Close(f *Forfeit) {
	for k, b := range t.bots {
		if o, ok := b.(observer); ok {
			reason := ""
			if f != nil && f.Seat == k {
				reason = f.Reason
			}
			o.GameOver(reason)
			o.Close()
		}
	}
}

// Referee plays g to its end or to a forfeit, calling onMove (if not nil)
// after each move with its events. Each turn it asks the seat's player for
// a move (players.Choose) and plays it (g.PlayEvents), then tells the
// external engines. A player that gives no move, an illegal move, or an
// external engine that cannot be told of a move forfeits the game: the
// game stops there, as it stood after the last good move.
func (t *Table) Referee(g *akropolis.Game, onMove func([]event.Event)) *Forfeit {
	setup := g.Record().Setup
	refills := 0
	var events []event.Event
	for !g.Over() {
		seat := g.Current()
		m, err := players.Choose(t.bots[seat], g)
		if err != nil {
			return &Forfeit{Seat: seat, Turn: len(g.Record().Moves), Reason: err.Error()}
		}
		if events, err = g.PlayEvents(events[:0], m); err != nil {
			return &Forfeit{Seat: seat, Turn: len(g.Record().Moves), Reason: "illegal move: " + err.Error()}
		}
		var refill []tile.ID
		for _, e := range events {
			if e.Kind == event.SiteRefilled {
				refill = setup.Stacks[refills]
				refills++
			}
		}
		for k, b := range t.bots {
			if o, ok := b.(observer); ok {
				if err := o.Played(seat, m, refill); err != nil {
					return &Forfeit{Seat: k, Turn: len(g.Record().Moves), Reason: err.Error()}
				}
			}
		}
		if onMove != nil {
			onMove(events)
		}
	}
	return nil
}

// lockedWriter lets the engines of games played at once share stderr.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// locked returns w safe for the writes of engines running at once: w
// itself when it is already, and nil (which discards) for nil.
func locked(w io.Writer) io.Writer {
	switch w.(type) {
	case nil:
		return nil
	case *lockedWriter:
		return w
	}
	return &lockedWriter{w: w}
}
