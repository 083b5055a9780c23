package main

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/event"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/examples/protocol"
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

// forfeit is how a game ended early: the seat that lost it, the number of
// moves played before, and why.
type forfeit struct {
	Seat   int    `json:"seat"`
	Turn   int    `json:"turn"` // moves played before the forfeit
	Reason string `json:"reason"`
}

// seatOf is "seat 1 (greedy)".
func (f *forfeit) String() string {
	return fmt.Sprintf("seat %d forfeits after %s: %s", f.Seat, plural(f.Turn, "move"), f.Reason)
}

// table is the players of one game, by seat, with the -bots entry each
// came from.
type table struct {
	bots    []players.Player
	entries []string
}

// seatName is "seat 1 (greedy)".
func (t *table) seatName(k int) string { return fmt.Sprintf("seat %d (%s)", k, t.entries[k]) }

// sitDown makes the players of a game: entries[k] sits at seat k, with
// index[k] its index in -bots (which seeds a built-in player). An external
// engine is started and told the game's setup; one that fails to start
// forfeits the game before the first move.
func sitDown(cfg config, g *akropolis.Game, entries []string, index []int, seed [2]uint64, stderr io.Writer) (*table, *forfeit) {
	t := &table{bots: make([]players.Player, len(entries)), entries: entries}
	var lost *forfeit
	for k, e := range entries {
		command, ok := strings.CutPrefix(e, execPrefix)
		if !ok {
			t.bots[k] = builtIn(e, index[k], seed)
			continue
		}
		if lost != nil {
			continue
		}
		args, _ := splitCommand(command) // checked by parseBots
		eng, err := protocol.Start(protocol.Config{Budget: cfg.movetime, Name: e, Stderr: stderr}, args[0], args[1:]...)
		if err == nil {
			t.bots[k] = eng
			err = eng.Begin(k, g.View())
		}
		if err != nil {
			lost = &forfeit{Seat: k, Reason: "cannot start: " + err.Error()}
		}
	}
	return t, lost
}

// close ends the game for the external engines and stops them.
func (t *table) close(f *forfeit) {
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

// referee plays g to its end or to a forfeit, calling onMove after each
// move with its events. A player that gives no move, an illegal move, or
// an external engine that cannot be told of a move forfeits the game: the
// game stops there, as it stood after the last good move.
func referee(g *akropolis.Game, t *table, onMove func([]event.Event)) *forfeit {
	setup := g.Record().Setup
	refills := 0
	var events []event.Event
	for !g.Over() {
		seat := g.Current()
		m, err := players.Choose(t.bots[seat], g)
		if err != nil {
			return &forfeit{Seat: seat, Turn: len(g.Record().Moves), Reason: err.Error()}
		}
		if events, err = g.PlayEvents(events[:0], m); err != nil {
			return &forfeit{Seat: seat, Turn: len(g.Record().Moves), Reason: "illegal move: " + err.Error()}
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
					return &forfeit{Seat: k, Turn: len(g.Record().Moves), Reason: err.Error()}
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
