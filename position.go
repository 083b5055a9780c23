package akropolis

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// Position is everything that decides the rest of a game from one moment,
// as FEN is for chess: the options, the turn, the seat to move, the Chief
// Architect, each seat's stones, each city as its placements in the order
// laid, the Architect's pile in a solo game, the reserve, the face-up line
// and the face-down stacks, and with the Athena expansion the construction
// cards and whether the seat to move is in its construction phase.
//
// The stacks are either known, in draw order (a full position, from which
// NewFromPosition continues the game), or hidden (a public position: only
// their number, StacksLeft, is known; each holds Players+1 tiles, 3 in a
// solo game, and which tiles they hold follows from the rest: see Unseen).
// What a player may see of a game is its public position (Game.View).
//
// A Position is plain data: Check reports every way it breaks the rules,
// and its two forms, text (MarshalText, UnmarshalText) and JSON, are
// described below.
//
// A position holds no seed: its Options.Seed is always zero ("seed":"0 0"
// in JSON), even for a seeded game. The seed deals the site, so in a view
// it would reveal the face-down stacks, which a player must not see; and
// after the deal it decides nothing that the position does not already
// hold. The forms and Check refuse a position with a seed, rather than
// drop it unseen; a game's seed is in its Record.
//
// # Forms
//
// A [Position] is everything that decides the rest of a game (the FEN of
// Akropolis); Game.Position gives the full one, Game.View the public one.
// Its text form is one line of 13 fields separated by single spaces:
//
//	players level rules flags turn seat chief stones reserve line stacks cities pile
//	2 hippodamos none - 3 0 0 1.1 38 04.07 ?11 12@(0,-2)r0/33@(0,-2)r0 -
//
// The fields:
//
//   - players: 1 to 4 (1: solo). level: the Architect's, by name
//     (hippodamos when not solo). rules: the words of variants.Options
//     joined by ',' ("none", "houses+markets,barracks-outside-only").
//   - flags: '-' or some of 'a' (AllTiles), 'z' (StonesFromZero), 'u'
//     (UnlimitedReserve), in that order.
//   - turn: the turn to play, from 1. seat: the seat to move. chief: the
//     Chief Architect's seat.
//   - stones: one count per seat, joined by '.' (seat 1 is the Architect in
//     a solo game). reserve: the box's count (below zero only with 'u').
//   - line: the face-up tiles, position 0 first, joined by '.'.
//   - stacks: the face-down stacks in draw order joined by '/', each its
//     tiles joined by '.'; "?N" for N stacks whose tiles are hidden (a
//     public position); '-' for none.
//   - cities: one per player joined by '/', each its placements in the
//     order laid joined by '.', or '-' for no placement.
//   - pile: the Architect's tiles joined by '.', or '-'.
//
// A position of a game with the Athena expansion has, after these 13
// fields, its card rules (the readings of the card conditions: "none", or
// the athena.Options names of those set joined by '+', as a record's
// CardRules tag), its phase ("constructing" when the seat to move is in its
// construction phase, '-' otherwise) and then its cards in their own text
// form (site.Cards', which has spaces of its own: the four slots separated
// by " / ", each the card, the tiles dealt onto it, the seats that
// completed it and the tiles taken off it):
//
//	2 hippodamos none - 26 1 0 1.0 39 12.18.06 ?3 ...77@(-3,5)r0/... - none - Pantheon 72,83,71,62 - - / Agora 87,77,75,89 0 77 / ...
//
// Tiles are numbers 1 to 61 ("04"), and in a city or the Architect's pile
// the one-hex tiles 62 to 91 too. Its JSON form has the same fields:
//
//	{"options":{...},"turn":3,"current":0,"chief":0,"stones":[1,1],"reserve":38,
//	 "cities":[["12@(0,-2)r0"],["33@(0,-2)r0"]],"pile":[],"line":[4,7],
//	 "stacksLeft":11,"stacks":[[5,44,21],...]}
//
// with "stacks" left out when hidden, and "stackSize" and "unseen" (the
// face-down tiles in ID order, then with the Athena expansion the one-hex
// tiles left in the box) added for clients; when read, they must be what
// the rest gives. An Athena position's JSON adds "cards" (site.Cards' JSON
// form) and, in a construction phase, "constructing": true; both are left
// out without the expansion, whose positions read and write as before
// (testdata/forms/athena-position-*.txt and .json show one at the start,
// after a completion and in a phase). A View's forms are those of its
// public position. Both forms are bounded (64 KiB); [Position.UnmarshalText]
// and [Position.UnmarshalJSON] read them. A document that may hold a
// record, a position or a city, in either form, is read by [ReadAny], which
// tells them apart by their shape. [Position.Check] reports every violation (a tile twice or outside
// the set, stacks of the wrong size, stones not adding up to 40, a turn or
// seat inconsistent with the tiles taken, an illegal city, ...) in one
// [*PositionError], each found with errors.Is. With the Athena expansion
// it checks the cards against the cities and the pile: cards exactly with
// the expansion, and a construction phase only with it
// (site.ErrBadCard); each one-hex tile in one place, on a card or in a
// city or pile (ErrDuplicateTile), and dealt onto a card, never on the
// site (ErrForeignTile, as a one-hex tile in a base game); each seat that
// completed a card holding exactly one of its tiles, no seat a tile of a
// card it did not complete, and in a solo game the Architect completing
// the cards the player completed (site.ErrCardTiles, "card-tiles"). Each
// completion takes one tile off its card, so a card's completions and the
// tiles taken off it always agree: the cards' forms refuse any other
// layout (site.ErrBadCard). [NewFromPosition] continues
// a game from a full position (its record then starts from the position, a
// [Position "..."] tag, as a chess PGN from a FEN), and [View.SampleInto]
// refuses a view that fails its position's [Position.Check].
type Position struct {
	Options Options
	// Turn is the turn to play, 1 for the first (Game.TurnsPlayed()+1). In a solo
	// game the Architect's takes are turns too.
	Turn int
	// Current is the seat to move; Chief holds the Chief Architect marker.
	Current, Chief int
	// Stones holds one count per seat; in a solo game seat 1 is the
	// Architect. Reserve is the box's; under UnlimitedReserve it may be
	// below zero.
	Stones  []int
	Reserve int
	// Cities holds one city per player, as its placements in the order
	// laid (the starting tile implied).
	Cities [][]city.Placement
	// Pile is the Architect's tiles in the order taken (solo games only).
	Pile []tile.ID
	// Line is the face-up tiles, position 0 first.
	Line []tile.ID
	// StacksLeft is the number of face-down stacks.
	StacksLeft int
	// Stacks are the face-down stacks in draw order, each in the order its
	// tiles join the line: len(Stacks) == StacksLeft in a full position, nil
	// in a public one.
	Stacks [][]tile.ID
	// Cards is the construction cards of a game with the Athena expansion
	// (the cards, the one-hex tiles still on each and who completed each:
	// all public), the zero Cards without it.
	Cards site.Cards
	// Constructing reports that the seat to move has taken and laid this
	// turn's tile and is in its construction phase (Athena): its moves are
	// card completions and the stop move, and the turn ends with them.
	Constructing bool
}

// Position returns the full position of the game now. It shares no memory
// with the game.
func (g *Game) Position() Position {
	var placed [4]int
	for k := range g.opts.Players {
		placed[k] = g.cities[k].Len()
	}
	return g.positionAt(g.state, placed, len(g.pile))
}

// positionAt returns the full position of the game in state s with the
// first placed[k] placements of each city and the first piled tiles of the
// pile: the position now, or where the game's record starts.
func (g *Game) positionAt(s state, placed [4]int, piled int) Position {
	o := g.opts
	o.Seed = [2]uint64{}
	p := Position{Options: o, Turn: s.turn + 1, Current: s.current, Chief: s.chief,
		Stones: append([]int(nil), s.stones[:o.Seats()]...), Reserve: s.reserve,
		Pile: append([]tile.ID{}, g.pile[:piled]...), Line: s.site.AppendLine(nil), StacksLeft: s.site.StacksLeft(),
		Cards: site.Cards(s.cards), Constructing: s.phase}
	for k := range o.Players {
		p.Cities = append(p.Cities, g.cities[k].Placements()[:placed[k]])
	}
	rest := s.site.AppendStacks(nil)
	p.Stacks = [][]tile.ID{}
	for n := s.site.StackSize(); len(rest) >= n && n > 0; rest = rest[n:] {
		p.Stacks = append(p.Stacks, rest[:n:n])
	}
	return p
}

// full reports whether the position knows its stacks (always true with no
// stack left): len(p.Stacks) == p.StacksLeft.
func (p Position) full() bool { return len(p.Stacks) == p.StacksLeft }

// public returns the position with the stacks hidden: what every player
// may know (as Game.View gives it).
func (p Position) public() Position {
	p.Stacks = nil
	return p
}

// Unseen returns, in ID order, the tiles of the game's set that are in no
// city, pile or line: the face-down tiles, whether the stacks are known or
// not, and with the Athena expansion the 14 one-hex tiles left in the box,
// which were dealt onto no card and never come into play. Tiles outside the
// set are ignored here (Check reports them).
func (p Position) Unseen() []tile.ID {
	return siteplay.Cards(p.Cards).AppendUnseen(p.appendFaceDown(nil))
}

// appendFaceDown appends to dst, in ID order, the tiles of the game's set
// of city tiles that are in no city, pile or line: those of the face-down
// stacks.
func (p Position) appendFaceDown(dst []tile.ID) []tile.ID {
	seen := setOf(p.Line)
	for _, id := range p.Pile {
		seen.add(id)
	}
	for _, ps := range p.Cities {
		for _, pl := range ps {
			seen.add(pl.Tile)
		}
	}
	var set [tile.MaxID]tile.ID
	for _, id := range tile.AppendInPlay(set[:0], p.Options.Players, p.Options.AllTiles) {
		if !seen.has(id) {
			dst = append(dst, id)
		}
	}
	return dst
}

// NewFromPosition continues a game from a full position. The position must
// pass Check and know its stacks; otherwise the error is the *PositionError
// of Check, or wraps ErrBadStacks for hidden stacks. The game has no undo
// history before the position, and its Record starts from the position
// (Record.Position, which holds the site; Record.Setup is nil), as a chess
// PGN from a FEN.
func NewFromPosition(p Position) (*Game, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	if !p.full() {
		return nil, &PositionError{Errs: []error{fmt.Errorf("%w: the %d face-down stacks are hidden", ErrBadStacks, p.StacksLeft)}}
	}
	s, err := siteplay.FromLayout(p.Line, p.Stacks, p.Options.Players)
	if err != nil { // unreachable after Check; kept so no input panics
		return nil, wrapCause(err, "", ErrBadOptions)
	}
	g := &Game{}
	var cities [4]*city.City
	for k, ps := range p.Cities {
		c, _ := city.Validate(ps)
		g.cities[k], cities[k] = c, c // assign keeps them: they are g's own
	}
	g.continueFrom(&p, s, cities)
	return g, nil
}

// tileSet is a set of tiles, a bit for each ID: the catalogue's 1..61 and
// the Athena expansion's one-hex tiles 62..91, in words enough for every
// value of a tile.ID, so that no ID needs a bounds check on the way (a
// view is checked on every sample).
type tileSet [4]uint64

// add puts id in the set; an ID outside 1..91 is ignored.
func (s *tileSet) add(id tile.ID) {
	if id.InBase() || id.IsOneHex() {
		s[id>>6] |= 1 << (id & 63)
	}
}

// has reports whether id is in the set.
func (s *tileSet) has(id tile.ID) bool { return s[id>>6]>>(id&63)&1 != 0 }

// setOf returns the set of the tiles of ids.
func setOf(ids []tile.ID) tileSet {
	var s tileSet
	for _, id := range ids {
		s.add(id)
	}
	return s
}

// errSeedInPosition is the reason a position with a seed is refused.
var errSeedInPosition = errors.New("a position holds no seed (the seed deals the stacks, which a view hides): want \"0 0\"")
