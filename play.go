package akropolis

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/stones"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
)

// undoRecord is what Undo needs to take one move back exactly.
type undoRecord struct {
	move   Move
	before state  // the state before the move
	id     uint64 // its number (see stamp)
	placed bool   // the move laid a tile in the mover's city (not the stop move)
	piled  uint8  // tiles the Architect added to its pile with the move (solo)
}

// outcome says what a legal move does: what it costs, the level the tile
// reaches, the Quarries it covers and the stones they earn (the numbers
// PlayEvents reports).
type outcome struct {
	Cost     int // stones paid: the site position
	Level    int // 1 on the ground, h+1 on top of hexes at height h
	Quarries int // Quarry hexes the tile covers
	// Gained is the stones the player receives for the Quarries, taken from
	// the reserve after the cost is paid into it (in solo the cost goes to
	// the Architect instead): fewer than Quarries when the finite reserve
	// runs short.
	Gained int
}

// result is the placement's part of the outcome, as an event reports it.
func (o outcome) result() city.Result { return city.Result{Level: o.Level, Quarries: o.Quarries} }

// Check reports whether m is legal for the player to move, changing
// nothing: nil, or an *Error naming the rule. What a legal move does (its
// cost, level, Quarries and stones gained) is what PlayEvents reports, and
// for each legal move what LegalMovesJSON writes; what it scores is Delta.
func (g *Game) Check(m Move) error {
	_, err := g.checked(m)
	return err
}

// checked is Check with the outcome of a legal move.
func (g *Game) checked(m Move) (outcome, error) {
	out, err := g.check(m)
	if err != nil {
		return outcome{}, &Error{Move: m, Turn: g.turn + 1, Seat: g.current, Err: err}
	}
	return out, nil
}

func (g *Game) check(m Move) (outcome, error) {
	if p := g.construction(); p.answers(m) {
		out, _, err := p.check(m)
		return out, err
	}
	if err := g.checkTake(m); err != nil {
		return outcome{}, err
	}
	res, err := g.cities[g.current].Check(m.Placement)
	if err != nil {
		return outcome{}, err
	}
	return g.outcome(m, res), nil
}

// checkTake checks the take part of a move: the game goes on (site.ErrGameOver),
// the player can take that position, and the placement names its tile.
func (g *Game) checkTake(m Move) error {
	if g.opts.Players == 0 { // the zero Game: over before it starts
		return fmt.Errorf("site: take position %d with 0 stones: %w", m.Position, site.ErrGameOver) // as the site words it
	}
	id, err := g.site.Check(m.Position, g.stones[g.current])
	if err != nil {
		return err
	}
	if m.Placement.Tile != id {
		return fmt.Errorf("%w: position %d holds tile %v, the placement names tile %v", ErrWrongTile, m.Position, id, m.Placement.Tile)
	}
	return nil
}

// outcome is what the legal move m does, its tile not yet taken.
func (g *Game) outcome(m Move, res city.Result) outcome {
	cost := g.site.Cost(m.Position)
	return outcome{Cost: cost, Level: res.Level, Quarries: res.Quarries, Gained: g.opts.economy().Gain(g.reserve, cost, res.Quarries)}
}

// play checks and plays m. The city checks and places in one step (and
// changes nothing when it refuses), so the placement is checked once.
func (g *Game) play(m Move, dst []event.Event, events bool) ([]event.Event, error) {
	if p := g.construction(); p.answers(m) {
		return p.play(m, dst, events)
	}
	if err := g.checkTake(m); err != nil {
		return dst, &Error{Move: m, Turn: g.turn + 1, Seat: g.current, Err: err}
	}
	seat := g.current
	keep := g.sums.state[seat].Load() == 2 // Delta has asked for seat's summary: keep it
	if keep {
		g.summaryAfter(seat, m)
	}
	res, err := g.cities[seat].Place(m.Placement)
	if err != nil {
		return dst, &Error{Move: m, Turn: g.turn + 1, Seat: seat, Err: err}
	}
	g.changed(seat)
	dst = g.apply(m, g.outcome(m, res), dst, events)
	if keep {
		g.keepSummary(seat)
	}
	return dst, nil
}

// economy returns the stone rules of the options (package site holds them).
func (o Options) economy() stones.Economy {
	return stones.Economy{Players: o.Players, StonesFromZero: o.StonesFromZero, UnlimitedReserve: o.UnlimitedReserve}
}

// Play plays m for the player to move: a take, or in the construction
// phase of the Athena expansion a completion or the stop move. A rejected
// move (the zero Move among them: ErrNoMove) returns an *Error and
// changes nothing.
func (g *Game) Play(m Move) error {
	_, err := g.play(m, nil, false)
	return err
}

// PlayEvents plays m like Play and appends what happened to dst, in order:
// the tile taken, the tile placed, stones gained, the site refilled and the
// Chief Architect passed, or the game over. A completion gives the card
// completed (the Architect's first, in solo), the tile placed and stones
// gained; the stop move gives the phase stopped; then, when the turn
// ends, what ends it. With room in dst it allocates
// nothing.
func (g *Game) PlayEvents(dst []event.Event, m Move) ([]event.Event, error) {
	return g.play(m, dst, true)
}

// apply plays the rest of a move whose tile is already placed, appending
// its events to dst when events is set.
func (g *Game) apply(m Move, out outcome, dst []event.Event, events bool) []event.Event {
	seat := g.current
	// The record is written in place: built apart and appended, its state
	// was copied twice.
	g.undo = append(g.undo, undoRecord{})
	u := &g.undo[len(g.undo)-1]
	u.move, u.before, u.id, u.placed = m, g.state, g.stamp.id, true
	g.stamp.next()
	g.site.Take(m.Position, g.stones[seat]) // checked above
	g.stones, g.reserve = g.opts.economy().Settle(g.stones, g.reserve, seat, out.Cost, out.Gained)
	tileID := m.Placement.Tile
	if events {
		dst = append(dst,
			event.Event{Kind: event.TileTaken, Seat: seat, Turn: g.turn + 1, Placement: city.Placement{Tile: tileID}, Position: m.Position, Stones: out.Cost},
			event.Event{Kind: event.TilePlaced, Seat: seat, Turn: g.turn + 1, Placement: m.Placement, Result: out.result()})
		if out.Gained > 0 {
			dst = append(dst, event.Event{Kind: event.StonesGained, Seat: seat, Turn: g.turn + 1, Stones: out.Gained, Result: city.Result{Quarries: out.Quarries}})
		}
	}
	if !g.construction().afterTake(seat, m.Placement, out.Level) {
		dst = g.finishTurn(seat, u, dst, events)
	}
	return dst
}

// finishTurn ends seat's turn (endTurn) and in solo plays the Architect's
// take, counting its tile in u.
func (g *Game) finishTurn(seat int, u *undoRecord, dst []event.Event, events bool) []event.Event {
	dst = g.endTurn(seat, dst, events)
	if g.solo() && !g.site.Over() {
		u.piled++
		dst = g.architectTurn(dst, events)
	}
	return dst
}

// endTurn refills the site if needed, passes the turn and reports the end.
func (g *Game) endTurn(seat int, dst []event.Event, events bool) []event.Event {
	seats := g.opts.Seats()
	if g.site.Refill() {
		g.chief = (g.chief + 1) % seats
		if events {
			dst = append(dst, event.Event{Kind: event.SiteRefilled, Seat: seat, Turn: g.turn + 1},
				event.Event{Kind: event.ChiefPassed, Seat: g.chief, Turn: g.turn + 1})
		}
	}
	g.turn++
	if g.opts.Players > 1 {
		g.current = (g.current + 1) % seats
	}
	if events && g.site.Over() {
		dst = append(dst, event.Event{Kind: event.GameOver, Seat: -1, Turn: g.turn})
	}
	return dst
}

// Undo takes back the last move, restoring the game exactly, and returns
// it; with no move played it changes nothing and reports false, as
// city.City.Undo does.
func (g *Game) Undo() (Move, bool) {
	n := len(g.undo)
	if n == 0 {
		return Move{}, false
	}
	u := &g.undo[n-1] // read before the next move writes over it
	g.undo = g.undo[:n-1]
	g.state = u.before
	g.stamp.id = u.id
	if u.placed {
		g.cities[g.current].Undo()
		g.changed(g.current)
	}
	g.pile = g.pile[:len(g.pile)-int(u.piled)]
	return u.move, true
}
