package akropolis

import (
	"fmt"
	"math/bits"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	engine "github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// The construction phase of the Athena expansion, made of ordinary moves:
// a completion (the placement of one of the card's one-hex tiles, with
// the card's slot 1..4 as its Position: Move.Card) or the stop move
// (Stop). See [Game]'s "Athena" section. Every rule of the phase is in
// this file, and the rest of the game reaches them through one door,
// Game.construction, which returns the phase (phase); the game asks it
// whether a move is its to answer (answers) or whether it is open (open),
// then what the move does (check, play, delta) or which moves it offers
// (appendMoves, list); after every take it asks what the take opens
// (afterTake); a game made from a position asks it to work out what the
// cities meet (resume); a key takes in its state (mix). The checks of a
// position's cards and phase are in athena_position.go; each card's
// condition is in package score/athena.

// phase is the construction phase of a game, as the rest of the game asks
// it: the game, seen through the phase's rules. A base game's phase is
// never open and answers only the moves that are no take, which it
// refuses.
type phase struct{ g *Game }

// construction returns g's construction phase: the one way from the rest
// of the game to the phase's rules.
func (g *Game) construction() phase { return phase{g: g} }

// open reports whether the phase is open: the mover completes cards or
// stops instead of taking.
func (p phase) open() bool { return p.g.phase }

// answers reports whether m is for the phase's rules to check, play and
// score (check, play, delta): any move while the phase is open, and
// outside one any move that is no take (a completion, the stop move, the
// zero Move), which they refuse.
func (p phase) answers(m Move) bool { return p.g.phase || m.Kind() != TakeMove }

// afterTake follows seat's cards after its take laid pl at level, and
// opens the phase when seat can complete one; it reports whether it did.
// A base game has no cards: it asks nothing more (inlined, it makes no
// call).
func (p phase) afterTake(seat int, pl city.Placement, level int) bool {
	return p.g.cards.InPlay() && p.g.followTake(seat, pl, level)
}

// followTake is afterTake for a game with cards. A card met before is
// asked of the whole city (follow); the others, most takes all four, only
// near the tile's cells, which the tile shows (engine.Touched.TouchTile:
// nothing is read back), in one call for the four.
func (g *Game) followTake(seat int, pl city.Placement, level int) bool {
	if pl.Tile.IsOneHex() { // a take lays a city tile: unreachable
		return g.openPhase(seat, []hex.Hex{pl.Anchor})
	}
	var near engine.Touched
	v := cityview.Of(g.cities[seat])
	near.TouchTile(v, v, g.stones[seat], engine.Options(g.opts.CardReadings), pl.Anchor, pl.Rotation, pl.Tile.Tile().Hexes, level)
	if g.met[seat] != 0 {
		g.follow(seat, &near, false)
		return g.openCards(seat)
	}
	if g.met[seat] = near.MetEach(g.cards.Left(seat)) << 1; g.met[seat] == 0 {
		g.open, g.phase = 0, false // as before the take: no card to complete
		return false
	}
	return g.openCards(seat)
}

// resume works out, for a game made afresh from a position, which cards
// each seat's whole city meets (state.met), and when the phase is open the
// cards the mover can complete (state.open).
func (p phase) resume() {
	g := p.g
	if !g.cards.InPlay() {
		return
	}
	for k := range g.opts.Players {
		g.followCards(k, nil)
	}
	if g.phase {
		g.openCards(g.current)
	}
}

// list fills l, emptied, with the moves of the open phase, as appendMoves
// lists them: the tiles of the cards the mover can complete and the cells
// they go on.
func (p phase) list(l *MoveList) {
	g := p.g
	l.cards = g.appendCardTiles(l.cards)
	l.rows = cityview.Of(g.cities[g.current]).AppendOneHexRows(l.rows)
	for i := range l.rows {
		l.nspots += spotsIn(&l.rows[i])
	}
	l.phase = 1
	for _, t := range l.cards {
		l.phase += l.nspots * int(t.turns)
	}
}

// tilesNeeded returns how many tiles a card must still hold for the seat
// to move to complete it: its own, and in solo the Architect's first.
func (g *Game) tilesNeeded() int {
	if g.solo() {
		return 2
	}
	return 1
}

// completable reports whether the mover can complete the card in slot in
// the open phase: the answer kept in state.open, worked out (openPhase)
// when the phase opened or after the last completion.
func (g *Game) completable(slot int) bool {
	return g.phase && slot >= 1 && slot <= site.CardSlots && g.open&(1<<slot) != 0
}

// followCards brings state.met[seat] up to date after seat's city changed
// at the cells changed, or anywhere for nil, and its stones changed. A
// card met before is asked of the whole city again (covering a cell may
// have spoilt its pattern); a card not met before can be met now only by
// a pattern that reads a changed cell, so it is asked only near them
// (engine.Touched, read once for the four cards): after a take, a few
// dozen cells are read instead of the whole city for every card.
func (g *Game) followCards(seat int, changed []hex.Hex) {
	var near engine.Touched // read once for the four cards
	near.Touch(cityview.Of(g.cities[seat]), g.stones[seat], engine.Options(g.opts.CardReadings), changed)
	g.follow(seat, &near, changed == nil)
}

// follow is followCards with the question filled in: near, or with whole
// set the whole city.
func (g *Game) follow(seat int, near *engine.Touched, whole bool) {
	left := g.cards.Left(seat)
	before := g.met[seat] // cards met before: asked of the whole city
	if whole {
		before = ^uint8(0)
	}
	var met uint8
	for i, card := range left {
		slot := i + 1
		if card == tile.NoCard {
			continue
		}
		var ok bool
		if before&(1<<slot) != 0 {
			var cells [7]hex.Hex
			_, ok = engine.AppendMet(cells[:0], card, cityview.Of(g.cities[seat]), g.stones[seat], engine.Options(g.opts.CardReadings))
		} else {
			ok = near.Met(card)
		}
		if ok {
			met |= 1 << slot
		}
	}
	g.met[seat] = met
}

// openPhase follows seat's cards after its city changed at the cells
// changed (followCards), then opens the construction phase when it can
// complete one (openCards); it reports whether it did.
func (g *Game) openPhase(seat int, changed []hex.Hex) bool {
	g.followCards(seat, changed)
	return g.openCards(seat)
}

// openCards keeps in state.open the cards seat meets (state.met) that
// still hold a tile for it, and opens the construction phase when there
// is one; it reports whether it did.
func (g *Game) openCards(seat int) bool {
	g.open = 0
	var ids [siteplay.TilesPerCard]tile.ID
	for slot := 1; slot <= site.CardSlots && g.met[seat]>>slot != 0; slot++ { // most takes meet none
		if g.met[seat]&(1<<slot) != 0 && len(g.cards.AppendTiles(ids[:0], slot)) >= g.tilesNeeded() {
			g.open |= 1 << slot
		}
	}
	g.phase = g.open != 0
	return g.phase
}

// cardsForMover returns the cards as the mover sees them when choosing a
// tile of the card in slot: in solo, the Architect has taken its tile
// first (site.Cards.ArchitectChoice). It also returns that tile (0
// outside solo).
func (g *Game) cardsForMover(slot int) (siteplay.Cards, tile.ID) {
	cards := g.cards
	if !g.solo() {
		return cards, 0
	}
	id := cards.ArchitectChoice(slot)
	if err := cards.Complete(slot, architectSeat, id); err != nil {
		return g.cards, 0 // the card was checked completable: unreachable
	}
	return cards, id
}

// check checks a move that is no take outside the
// construction phase, or any move in it, in this order: the zero Move
// (ErrNoMove); a completion or stop when the game is over
// (site.ErrGameOver) or no phase is open (site.ErrNotConstructing), each
// with its own reason; a take during the phase (site.ErrConstructing); no
// card in the slot (site.ErrBadCard); the seat completed it already
// (site.ErrCardDone); its condition does not hold
// (site.ErrNotCompletable); the tile is not on it (site.ErrNotOnCard, in
// solo after the Architect's tile left it); then the city's placement
// rules.
func (p phase) check(m Move) (outcome, city.Result, error) {
	g := p.g
	seat := g.current
	kind := m.Kind()
	switch {
	case kind == NoMove:
		return outcome{}, city.Result{}, fmt.Errorf("%w: a move is a take, a completion or the stop move", ErrNoMove)
	case !g.phase:
		return outcome{}, city.Result{}, g.outsidePhase(m, kind)
	case kind == StopMove:
		return outcome{}, city.Result{}, nil
	case kind != CompletionMove:
		return outcome{}, city.Result{}, fmt.Errorf("%w: a take in the construction phase", site.ErrConstructing)
	case g.cards.Card(m.Card()) == tile.NoCard:
		return outcome{}, city.Result{}, fmt.Errorf("%w: slot %d: a completion names a card's slot 1..4", site.ErrBadCard, m.Position)
	case g.cards.Completed(m.Card(), seat):
		return outcome{}, city.Result{}, fmt.Errorf("%w: card %v in slot %d", site.ErrCardDone, g.cards.Card(m.Card()), m.Card())
	case !g.completable(m.Card()):
		return outcome{}, city.Result{}, fmt.Errorf("%w: card %v in slot %d", site.ErrNotCompletable, g.cards.Card(m.Card()), m.Card())
	}
	if cards, _ := g.cardsForMover(m.Card()); !cards.Holds(m.Card(), m.Placement.Tile) {
		return outcome{}, city.Result{}, fmt.Errorf("%w: tile %v, card %v in slot %d", site.ErrNotOnCard, m.Placement.Tile, g.cards.Card(m.Card()), m.Card())
	}
	res, err := g.cities[seat].Check(m.Placement)
	if err != nil {
		return outcome{}, city.Result{}, err
	}
	return outcome{Level: res.Level, Quarries: res.Quarries, Gained: g.opts.economy().Gain(g.reserve, 0, res.Quarries)}, res, nil
}

// outsidePhase is the refusal of a completion or the stop move (kind) when
// no construction phase is open: after the end, or between phases. (A take
// outside the phase never comes here; were it to, it is checked as one.)
func (g *Game) outsidePhase(m Move, kind MoveKind) error {
	over := g.Over()
	switch {
	case !g.opts.Athena && !over:
		return fmt.Errorf("%w: the %v move: a game without the Athena expansion has no construction phase", site.ErrNotConstructing, kind)
	case kind == StopMove && over:
		return fmt.Errorf("%w: the stop move after the end: no construction phase is left to stop", site.ErrGameOver)
	case kind == StopMove:
		return fmt.Errorf("%w: the stop move has no phase to stop", site.ErrNotConstructing)
	case kind == CompletionMove && over:
		return fmt.Errorf("%w: a completion after the end: cards are completed in a construction phase", site.ErrGameOver)
	case kind == CompletionMove:
		return fmt.Errorf("%w: a completion waits for a construction phase, which opens after a take that meets a card", site.ErrNotConstructing)
	}
	return g.checkTake(m)
}

// play checks and plays a move that is no take, or any move of
// the construction phase.
func (p phase) play(m Move, dst []event.Event, events bool) ([]event.Event, error) {
	g := p.g
	out, _, err := p.check(m)
	if err != nil {
		return dst, &Error{Move: m, Turn: g.turn + 1, Seat: g.current, Err: err}
	}
	seat := g.current
	u := undoRecord{move: m, before: g.state, id: g.stamp.id}
	g.stamp.next()
	if m.Kind() == StopMove {
		if events {
			dst = append(dst, event.Event{Kind: event.Stopped, Seat: seat, Turn: g.turn + 1})
		}
		g.phase, g.open = false, 0
		dst = g.finishTurn(seat, &u, dst, events)
		g.undo = append(g.undo, u)
		return dst, nil
	}
	card := g.cards.Card(m.Card())
	if cards, arch := g.cardsForMover(m.Card()); arch != 0 {
		g.cards = cards
		g.pile = append(g.pile, arch)
		u.piled++
		if events {
			dst = append(dst, event.Event{Kind: event.CardCompleted, Seat: architectSeat, Turn: g.turn + 1, Placement: city.Placement{Tile: arch}, Position: m.Card(), Card: card})
		}
	}
	_ = g.cards.Complete(m.Card(), seat, m.Placement.Tile) // checked above
	_, _ = g.cities[seat].Place(m.Placement)               // checked above
	g.changed(seat)
	u.placed = true
	g.stones, g.reserve = g.opts.economy().Settle(g.stones, g.reserve, seat, 0, out.Gained)
	if events {
		dst = append(dst,
			event.Event{Kind: event.CardCompleted, Seat: seat, Turn: g.turn + 1, Placement: city.Placement{Tile: m.Placement.Tile}, Position: m.Card(), Card: card},
			event.Event{Kind: event.TilePlaced, Seat: seat, Turn: g.turn + 1, Placement: m.Placement, Result: out.result()})
		if out.Gained > 0 {
			dst = append(dst, event.Event{Kind: event.StonesGained, Seat: seat, Turn: g.turn + 1, Stones: out.Gained, Result: city.Result{Quarries: out.Quarries}})
		}
	}
	if !g.openPhase(seat, []hex.Hex{m.Placement.Anchor}) {
		dst = g.finishTurn(seat, &u, dst, events)
	}
	g.undo = append(g.undo, u)
	return dst, nil
}

// cardTile is a tile of a card the mover can complete, as the
// construction phase lists it: the card's slot, the tile, and the
// rotations it is listed in on each cell (tile.ID.Face, as
// city.City.AppendLegal lists them).
type cardTile struct {
	slot  uint8
	turns uint8
	id    tile.ID
}

// move returns the completion laying t on cell a in rotation r.
func (t cardTile) move(a hex.Hex, r tile.Rotation) Move {
	return Move{Position: int(t.slot), Placement: city.Placement{Anchor: a, Tile: t.id, Rotation: r}}
}

// appendOn appends the completions laying t on cell a, one per rotation.
func (t cardTile) appendOn(dst []Move, a hex.Hex) []Move {
	for r := range tile.Rotation(t.turns) {
		dst = append(dst, t.move(a, r))
	}
	return dst
}

// appendCardTiles appends the tiles of the open construction phase in
// listing order: for each card the mover can complete (slot order), each
// tile still on it (in solo, once the Architect has taken its own). A tile
// on a card is in no city, so each goes on every cell of
// cityview.View.OneHexRows.
func (g *Game) appendCardTiles(dst []cardTile) []cardTile {
	var ids [siteplay.TilesPerCard]tile.ID
	for slot := 1; slot <= site.CardSlots; slot++ {
		if !g.completable(slot) {
			continue
		}
		cards, _ := g.cardsForMover(slot)
		for _, id := range cards.AppendTiles(ids[:0], slot) {
			turns := uint8(1) // the faces of the tile (tile.ID.Face)
			if id.Face(0).IsDouble() {
				turns = 6
			}
			dst = append(dst, cardTile{slot: uint8(slot), turns: turns, id: id})
		}
	}
	return dst
}

// appendMoves appends the moves of an open construction
// phase: for each tile of appendCardTiles, each legal placement of that
// tile (city.City.AppendLegal's order: the cells of the city's
// cityview.View.OneHexRows, a double district in every rotation on each, a whole
// one-hex tile, the same hex in every rotation, in rotation 0 only, though
// any rotation is legal); then the stop move. Every tile goes on the same
// cells: the first tile's moves are written from the city's rows, the
// others' from the cells of the first's.
func (p phase) appendMoves(dst []Move) []Move {
	g := p.g
	var buf [site.CardSlots * siteplay.TilesPerCard]cardTile
	tiles := g.appendCardTiles(buf[:0])
	if len(tiles) == 0 {
		return append(dst, stop)
	}
	first, start := tiles[0], len(dst)
	for row := range cityview.Of(g.cities[g.current]).OneHexRows() {
		for w := range 2 {
			for m := row.Bits[0][w]; m != 0; m &= m - 1 {
				dst = first.appendOn(dst, hex.Hex{Q: row.Q(w, bits.TrailingZeros64(m)), R: row.R})
			}
		}
	}
	end := len(dst)
	for _, t := range tiles[1:] {
		for j := start; j < end; j += int(first.turns) {
			dst = t.appendOn(dst, dst[j].Placement.Anchor)
		}
	}
	return append(dst, stop)
}

// phaseAt is At in a construction phase: the tiles' moves in turn, each
// tile on every cell in the rotations it is listed in, then the stop move.
func (l *MoveList) phaseAt(i int) Move {
	for _, t := range l.cards {
		turns := int(t.turns)
		if n := l.nspots * turns; i >= n {
			i -= n
			continue
		}
		row, q, _ := l.spot(i / turns)
		return t.move(hex.Hex{Q: q, R: row.R}, tile.Rotation(i%turns))
	}
	return stop // last
}

// delta is Delta for a legal move of the phase, m, doing out: 0 for
// the stop move, which changes no score; for a completion the city scored
// with the card's tile laid over it (score.After, which changes nothing
// and allocates nothing), with the stones it gains, and the statue when
// the card is the seat's fourth.
func (p phase) delta(m Move, out outcome) int {
	g := p.g
	if m.Kind() == StopMove {
		return 0
	}
	seat := g.current
	var scratch score.Summary
	before := g.summary(seat, &scratch) // no statue: the seat completes a card
	held, _ := g.opts.economy().Settle(g.stones, g.reserve, seat, 0, out.Gained)
	after := score.After(g.cities[seat], *before, m.Placement, held[seat], g.opts.Scoring)
	if g.cards.CompletedBy(seat)+1 == site.CardSlots {
		after.AddStatue()
	}
	return after.Total - before.Total
}

// mix folds the construction cards and the open phase into h (for
// Key): each card, the tiles still on it and the seats that
// completed it; a base game's h is returned as it is.
func (p phase) mix(h uint64) uint64 {
	if !p.g.cards.InPlay() { // inlined: a base game makes no call
		return h
	}
	return p.g.mixDealt(h)
}

// mixDealt is mix for a game with cards.
func (g *Game) mixDealt(h uint64) uint64 {
	h = mix(h, 0xa7|uint64(btoi(g.phase))<<8)
	var ids [siteplay.TilesPerCard]tile.ID
	for slot := 1; slot <= site.CardSlots; slot++ {
		var done uint64
		for seat := range 4 {
			done |= uint64(btoi(g.cards.Completed(slot, seat))) << seat
		}
		h = mix(h, uint64(g.cards.Card(slot))|done<<8)
		for _, id := range g.cards.AppendTiles(ids[:0], slot) {
			h = mix(h, uint64(id)|2<<8)
		}
	}
	return h
}
