package akropolis_test

import (
	"slices"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// gameModel is the bookkeeping of a game written from the rules alone: a
// line and stacks as slices, stones as numbers, the turn and the marker.
type gameModel struct {
	players, seats int
	unlimited      bool
	line           []tile.ID
	stacks         [][]tile.ID // stacks[0] is drawn next
	stones         [4]int      // in solo, seat 1 is the Architect
	reserve        int
	chief, current int
	turn           int
	pile           []tile.ID        // the Architect's tiles
	moves          []akropolis.Move // the player's moves

	// The Athena expansion: the cards, the tiles still on each, who
	// completed which, and whether the mover's construction phase is open.
	athena    bool
	cardRules athena.Options
	cards     [4]tile.Card
	onCard    [4][]tile.ID
	done      [4][4]bool // [slot-1][seat]
	phase     bool
}

// newModel sets up the model of a game dealt on site s: seat k holds k+1
// stones, or k with StonesFromZero, except in solo (player 1, Architect 2).
func newModel(t *rapid.T, o akropolis.Options, s site.Site, cards site.Cards) gameModel {
	m := gameModel{players: o.Players, seats: max(o.Players, 2), unlimited: o.UnlimitedReserve, reserve: site.BoxStones}
	m.line = s.AppendLine(nil)
	if len(m.line) != m.seats+2 {
		t.Fatalf("the site starts with %d tiles face up, want %d", len(m.line), m.seats+2)
	}
	down := siteplay.Site(s).AppendStacks(nil)
	if len(down)%(m.seats+1) != 0 {
		t.Fatalf("%d face-down tiles do not make stacks of %d", len(down), m.seats+1)
	}
	for len(down) > 0 {
		m.stacks = append(m.stacks, down[:m.seats+1])
		down = down[m.seats+1:]
	}
	if o.Athena { // the deal of the cards is package site's; the model takes it
		m.athena, m.cardRules = true, o.CardReadings
		for slot := 1; slot <= 4; slot++ {
			m.cards[slot-1], m.onCard[slot-1] = cards.Card(slot), cards.AppendTiles(nil, slot)
		}
	}
	for k := range m.seats {
		m.stones[k] = k + 1
		if o.StonesFromZero && o.Players > 1 {
			m.stones[k] = k
		}
		m.reserve -= m.stones[k]
	}
	return m
}

func (m gameModel) clone() gameModel {
	c := m
	c.line = slices.Clone(m.line)
	c.stacks = slices.Clone(m.stacks)
	c.pile = slices.Clone(m.pile)
	c.moves = slices.Clone(m.moves)
	for k := range c.onCard {
		c.onCard[k] = slices.Clone(m.onCard[k])
	}
	return c
}

func (m gameModel) solo() bool { return m.players == 1 }
func (m gameModel) over() bool { return len(m.line) == 1 && len(m.stacks) == 0 && !m.phase }

// turnsLeft: every tile but the last is played.
func (m gameModel) turnsLeft() int {
	n := len(m.line) - 1
	for _, s := range m.stacks {
		n += len(s)
	}
	return n
}

// affordable is the number of positions the player to move may take.
func (m gameModel) affordable() int {
	if m.over() {
		return 0
	}
	return min(len(m.line), m.stones[m.current]+1)
}

// completesCard reports whether mv completes a card: it lays a one-hex tile
// (62 to 91), whatever its Position (a slot outside 1..4 is refused).
func completesCard(mv akropolis.Move) bool {
	return mv.Placement.Tile >= 62 && mv.Placement.Tile <= 91
}

// rule returns the rule the take of mv breaks, or nil; c is the mover's
// city, for the cards' conditions.
func (m gameModel) rule(mv akropolis.Move, c *city.City) error {
	if mv == (akropolis.Move{}) {
		return akropolis.ErrNoMove // before any other rule
	}
	if m.phase || completesCard(mv) || mv == akropolis.Stop() {
		return m.cardRule(mv, c)
	}
	switch {
	case m.over():
		return site.ErrGameOver
	case mv.Position < 0 || mv.Position >= len(m.line):
		return site.ErrBadPosition
	case mv.Position > m.stones[m.current]:
		return site.ErrCannotAfford
	case mv.Placement.Tile != m.line[mv.Position]:
		return akropolis.ErrWrongTile
	}
	return nil
}

// play plays a legal move that covers quarries Quarries and reaches level,
// and returns the events it must report; after is the mover's city with
// the move's tile laid, for the cards' conditions.
func (m *gameModel) play(mv akropolis.Move, level, quarries int, after *city.City) []event.Event {
	if completesCard(mv) {
		return m.complete(mv, level, quarries, after)
	}
	if mv == akropolis.Stop() {
		return m.stop()
	}
	seat, cost, id := m.current, mv.Position, mv.Placement.Tile
	m.line = slices.Delete(m.line, cost, cost+1)
	// Pay first: the Architect in solo, else the reserve; then gain what the
	// reserve holds, the payment included.
	m.stones[seat] -= cost
	if m.solo() {
		m.stones[1] += cost
	} else {
		m.reserve += cost
	}
	gained := quarries
	if !m.unlimited {
		gained = min(quarries, max(m.reserve, 0))
	}
	m.stones[seat] += gained
	m.reserve -= gained
	m.moves = append(m.moves, mv)
	ev := []event.Event{
		{Kind: event.TileTaken, Seat: seat, Turn: m.turn + 1, Placement: city.Placement{Tile: id}, Position: cost, Stones: cost},
		{Kind: event.TilePlaced, Seat: seat, Turn: m.turn + 1, Placement: mv.Placement, Result: city.Result{Level: level, Quarries: quarries}},
	}
	if gained > 0 {
		ev = append(ev, event.Event{Kind: event.StonesGained, Seat: seat, Turn: m.turn + 1, Stones: gained, Result: city.Result{Quarries: quarries}})
	}
	if m.canComplete(seat, after) {
		m.phase = true
		return ev
	}
	return m.finish(seat, ev)
}

// finish ends seat's turn, and in solo the Architect takes.
func (m *gameModel) finish(seat int, ev []event.Event) []event.Event {
	ev = m.endTurn(seat, ev)
	if m.solo() && !m.over() {
		ev = m.architect(ev)
	}
	return ev
}

// architect plays the Architect's take: the lowest position it can pay
// for whose tile shows a plaza, else the first; it pays the reserve.
func (m *gameModel) architect(ev []event.Event) []event.Event {
	pos := 0
	for i := 0; i < len(m.line) && i <= m.stones[1]; i++ {
		h := m.line[i].Tile().Hexes
		if h[0].IsPlaza() || h[1].IsPlaza() || h[2].IsPlaza() {
			pos = i
			break
		}
	}
	id := m.line[pos]
	m.line = slices.Delete(m.line, pos, pos+1)
	m.stones[1] -= pos
	m.reserve += pos
	m.pile = append(m.pile, id)
	ev = append(ev, event.Event{Kind: event.ArchitectTook, Seat: 1, Turn: m.turn + 1, Placement: city.Placement{Tile: id}, Position: pos, Stones: pos})
	return m.endTurn(1, ev)
}

// endTurn refills a line of one tile from the next stack, passing the Chief
// Architect marker, and moves the turn to the next seat (the player again in
// solo).
func (m *gameModel) endTurn(seat int, ev []event.Event) []event.Event {
	if len(m.line) == 1 && len(m.stacks) > 0 {
		m.line = append(m.line, m.stacks[0]...)
		m.stacks = m.stacks[1:]
		m.chief = (m.chief + 1) % m.seats
		ev = append(ev, event.Event{Kind: event.SiteRefilled, Seat: seat, Turn: m.turn + 1},
			event.Event{Kind: event.ChiefPassed, Seat: m.chief, Turn: m.turn + 1})
	}
	if m.over() {
		ev = append(ev, event.Event{Kind: event.GameOver, Seat: -1, Turn: m.turn + 1})
	}
	m.turn++
	if !m.solo() {
		m.current = (m.current + 1) % m.seats
	}
	return ev
}

// The construction phase of the Athena expansion.

// need is how many tiles a card must hold for the mover: its own, and in
// solo the Architect's first.
func (m gameModel) need() int {
	if m.solo() {
		return 2
	}
	return 1
}

// completable: seat has not completed the card, it holds enough tiles,
// and its condition holds for city c and the seat's stones.
func (m gameModel) completable(slot, seat int, c *city.City) bool {
	if slot < 1 || slot > 4 || m.done[slot-1][seat] || len(m.onCard[slot-1]) < m.need() {
		return false
	}
	_, ok := athena.Met(m.cards[slot-1], c, m.stones[seat], m.cardRules)
	return ok
}

func (m gameModel) canComplete(seat int, c *city.City) bool {
	if !m.athena {
		return false
	}
	for slot := 1; slot <= 4; slot++ {
		if m.completable(slot, seat, c) {
			return true
		}
	}
	return false
}

// architectTile is the Architect's tile of a card: a plaza, else a double
// district, else a single one; the lowest number among equals.
func architectTile(ids []tile.ID) tile.ID {
	rank := func(id tile.ID) int {
		t := id.Face(0)
		switch {
		case t.A.IsPlaza():
			return 0
		case t.B != tile.None:
			return 1
		}
		return 2
	}
	best := ids[0]
	for _, id := range ids[1:] {
		if rank(id) < rank(best) || rank(id) == rank(best) && id < best {
			best = id
		}
	}
	return best
}

// mine returns the tiles of the card in slot the mover may choose from.
func (m gameModel) mine(slot int) []tile.ID {
	ids := slices.Clone(m.onCard[slot-1])
	if m.solo() && len(ids) > 0 {
		a := architectTile(ids)
		ids = slices.DeleteFunc(ids, func(id tile.ID) bool { return id == a })
	}
	return ids
}

// cardRule is rule for a move of the construction phase, or a completion
// outside it.
func (m gameModel) cardRule(mv akropolis.Move, c *city.City) error {
	seat := m.current
	switch {
	case !m.phase && m.over():
		return site.ErrGameOver
	case !m.phase:
		return site.ErrNotConstructing
	case mv == akropolis.Stop():
		return nil
	case mv.Placement.Tile < 62 || mv.Placement.Tile > 91:
		return site.ErrConstructing
	case mv.Position < 1 || mv.Position > 4:
		return site.ErrBadCard
	case m.done[mv.Position-1][seat]:
		return site.ErrCardDone
	case !m.completable(mv.Position, seat, c):
		return site.ErrNotCompletable
	case !slices.Contains(m.mine(mv.Position), mv.Placement.Tile):
		return site.ErrNotOnCard
	}
	return nil
}

// complete plays a legal completion.
func (m *gameModel) complete(mv akropolis.Move, level, quarries int, after *city.City) []event.Event {
	seat, slot, id := m.current, mv.Position, mv.Placement.Tile
	var ev []event.Event
	take := func(s int, id tile.ID) {
		m.onCard[slot-1] = slices.DeleteFunc(m.onCard[slot-1], func(t tile.ID) bool { return t == id })
		m.done[slot-1][s] = true
		ev = append(ev, event.Event{Kind: event.CardCompleted, Seat: s, Turn: m.turn + 1, Placement: city.Placement{Tile: id}, Position: slot, Card: m.cards[slot-1]})
	}
	if m.solo() {
		a := architectTile(m.onCard[slot-1])
		m.pile = append(m.pile, a)
		take(1, a)
	}
	take(seat, id)
	gained := quarries
	if !m.unlimited {
		gained = min(quarries, max(m.reserve, 0))
	}
	m.stones[seat] += gained
	m.reserve -= gained
	m.moves = append(m.moves, mv)
	ev = append(ev, event.Event{Kind: event.TilePlaced, Seat: seat, Turn: m.turn + 1, Placement: mv.Placement, Result: city.Result{Level: level, Quarries: quarries}})
	if gained > 0 {
		ev = append(ev, event.Event{Kind: event.StonesGained, Seat: seat, Turn: m.turn + 1, Stones: gained, Result: city.Result{Quarries: quarries}})
	}
	if m.canComplete(seat, after) {
		return ev
	}
	m.phase = false
	return m.finish(seat, ev)
}

// stop ends the phase and the turn.
func (m *gameModel) stop() []event.Event {
	seat := m.current
	m.moves = append(m.moves, akropolis.Stop())
	m.phase = false
	return m.finish(seat, []event.Event{{Kind: event.Stopped, Seat: seat, Turn: m.turn + 1}})
}

// cardsDone returns how many cards seat completed.
func (m gameModel) cardsDone(seat int) int {
	n := 0
	for _, d := range m.done {
		if d[seat] {
			n++
		}
	}
	return n
}
