package akropolis_test

import (
	"slices"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis"
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
}

// newModel sets up the model of a game dealt on site s: seat k holds k+1
// stones, or k with StonesFromZero, except in solo (player 1, Architect 2).
func newModel(t *rapid.T, o akropolis.Options, s site.Site) gameModel {
	m := gameModel{players: o.Players, seats: max(o.Players, 2), unlimited: o.UnlimitedReserve, reserve: site.BoxStones}
	m.line = s.AppendLine(nil)
	if len(m.line) != m.seats+2 {
		t.Fatalf("the site starts with %d tiles face up, want %d", len(m.line), m.seats+2)
	}
	down := s.AppendStacks(nil)
	if len(down)%(m.seats+1) != 0 {
		t.Fatalf("%d face-down tiles do not make stacks of %d", len(down), m.seats+1)
	}
	for len(down) > 0 {
		m.stacks = append(m.stacks, down[:m.seats+1])
		down = down[m.seats+1:]
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
	return c
}

func (m gameModel) solo() bool { return m.players == 1 }
func (m gameModel) over() bool { return len(m.line) == 1 && len(m.stacks) == 0 }

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

// rule returns the rule the take of mv breaks, or nil.
func (m gameModel) rule(mv akropolis.Move) error {
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
// and returns the events it must report.
func (m *gameModel) play(mv akropolis.Move, level, quarries int) []event.Event {
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
		{Kind: event.TileTaken, Seat: seat, Turn: m.turn + 1, Tile: id, Position: cost, Stones: cost},
		{Kind: event.TilePlaced, Seat: seat, Turn: m.turn + 1, Tile: id, Placement: mv.Placement, Level: level, Quarries: quarries},
	}
	if gained > 0 {
		ev = append(ev, event.Event{Kind: event.StonesGained, Seat: seat, Turn: m.turn + 1, Stones: gained, Quarries: quarries})
	}
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
		h := tile.Hexes(m.line[i])
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
	ev = append(ev, event.Event{Kind: event.ArchitectTook, Seat: 1, Turn: m.turn + 1, Tile: id, Position: pos, Stones: pos})
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
