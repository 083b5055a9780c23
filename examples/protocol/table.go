package protocol

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// table is the engine side's copy of a game, built from what its seat may
// see. The order of the face-down stacks is unknown: the copy deals the
// stacks revealed so far in their true order and the rest in tile ID
// order, and when a refill reveals a stack it is dealt again and every
// move replayed. Its view is therefore exactly the seat's view of the
// referee's game.
type table struct {
	opts     akropolis.Options
	seat     int
	line     []tile.ID // at the start
	unseen   []tile.ID // at the start
	stones   []int     // at the start, to check
	stacks   [2]int    // count and size at the start, to check
	revealed [][]tile.ID
	moves    []akropolis.Move
	game     *akropolis.Game
	refill   bool // the last move refilled the site: a refill line must follow
	events   []event.Event
	cards    site.Cards // the Athena expansion's cards at the start; none without it
}

// deal builds the game from the start and plays the moves so far.
func (t *table) deal() error {
	rest := slices.Clone(t.unseen)
	var stacks [][]tile.ID
	for _, s := range t.revealed {
		stacks = append(stacks, s)
		for _, id := range s {
			i := slices.Index(rest, id)
			if i < 0 {
				return fmt.Errorf("refill tile %v is not among the unseen tiles", id)
			}
			rest = slices.Delete(rest, i, i+1)
		}
	}
	for size := t.stacks[1]; len(rest) > 0 && size > 0; rest = rest[min(size, len(rest)):] {
		stacks = append(stacks, rest[:min(size, len(rest))])
	}
	// A record's replay checks that the tiles are the whole set of the
	// options (no tile of another player count, none missing) and deals the
	// cards as the setup says.
	rec := akropolis.Record{Options: t.opts, Setup: &akropolis.Setup{Line: t.line, Stacks: stacks, Cards: t.cards}, Moves: t.moves}
	g, err := rec.Replay()
	if err != nil {
		return err
	}
	t.game = g
	return nil
}

// start deals the game and checks it against the setup lines.
func (t *table) start() error {
	if t.seat < 0 || t.seat >= max(t.opts.Players, 1) {
		return fmt.Errorf("seat %d in a game of %s", t.seat, count(t.opts.Players, "player", "players"))
	}
	if err := t.deal(); err != nil {
		return err
	}
	v := t.game.View()
	if v.StacksLeft != t.stacks[0] || v.Options.Seats()+1 != t.stacks[1] {
		return fmt.Errorf("stacks %d %d, but the tiles make %s of %d", t.stacks[0], t.stacks[1], count(v.StacksLeft, "stack", "stacks"), v.Options.Seats()+1)
	}
	if !slices.Equal(v.Stones, t.stones) {
		return fmt.Errorf("stones %v, but the options give %v", t.stones, v.Stones)
	}
	return nil
}

// play plays a move of the seat.
func (t *table) play(seat int, m akropolis.Move) error {
	g := t.game
	if t.refill {
		return fmt.Errorf("a refill line must come first")
	}
	if g.Over() || seat != g.Current() {
		return fmt.Errorf("seat %d is not to move", seat)
	}
	var err error
	if t.events, err = g.PlayEvents(t.events[:0], m); err != nil {
		return err
	}
	t.moves = append(t.moves, m)
	for _, e := range t.events {
		t.refill = t.refill || e.Kind == event.SiteRefilled
	}
	return nil
}

// reveal takes the tiles of the stack the last move drew and deals again.
func (t *table) reveal(ids []tile.ID) error {
	if !t.refill {
		return fmt.Errorf("the site was not refilled")
	}
	if len(ids) != t.stacks[1] {
		return fmt.Errorf("%s for a stack of %d", count(len(ids), "tile", "tiles"), t.stacks[1])
	}
	t.revealed = append(t.revealed, ids)
	if err := t.deal(); err != nil {
		t.revealed = t.revealed[:len(t.revealed)-1]
		return err
	}
	t.refill = false
	return nil
}

// count is "1 tile", "2 tiles": n and the word in the number n asks for.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
