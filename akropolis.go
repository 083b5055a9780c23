package akropolis

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Options set up a game. The zero value with Players set is the standard
// game: the default reading of every ruling (below), no variant, seed 0.
//
// # Rulings
//
// The printed rules of Akropolis disagree in places and are silent in
// others. This module follows the rulings below. Where a ruling has another
// reading, an option selects it; the default is the reading written first:
//
//	question              default                                   option
//	starting stones       seat k gets k+1 (1, 2, 3, 4)              StonesFromZero: k (0, 1, 2, 3)
//	the reserve           40 stones; a gain is cut short when the   UnlimitedReserve: gains always paid
//	                      reserve runs out
//	tiles in play         those of the player count (37, 49, 61)    AllTiles: all 61 (2 or 3 players, solo)
//	Barracks "empty"      any empty cell, enclosed holes included   Scoring.BarracksOutsideOnly: open cells only
//	lake (Gardens bonus)  one empty cell with six occupied          Scoring.LakeAnyRegion: any enclosed
//	                      neighbours                                empty region
//
// Components and setup:
//
//   - Tiles: 61 city tiles of three hexes in a triangle, listed in package
//     tile with their player-count group and the clockwise order of their
//     hexes. A tile is one-sided: six rotations, never mirrored; mirror-image
//     pairs (04 and 48) are different tiles.
//   - Tiles in play: those whose group is at most the player count N: 37
//     tiles for 2 players, 49 for 3, 61 for 4; AllTiles plays all 61 with 2
//     or 3 players (for 4 it changes nothing).
//   - The construction site ([site.Site]): after a seeded shuffle, N+2 tiles
//     face up and the rest in face-down stacks of N+1 tiles: 11 stacks in the
//     standard game; with all tiles 19 for 2 players and 14 for 3. The same
//     options and seed always give the same game; a [Record] whose Setup
//     lays out an explicit site replays a real game.
//   - Seats 0 to N-1 play in that order; seat 0 holds the Chief Architect
//     marker and plays first.
//   - Stones: site.BoxStones (40) in the box; the reserve holds what the
//     players do not. Seat k starts with k+1 stones, or k with
//     StonesFromZero. No stone is ever made or lost: the reserve and the
//     seats always hold 40 together, under either reserve reading.
//   - Every city starts as its starting tile alone (a House plaza with three
//     Quarries; see tile.Start).
type Options struct {
	// Players is 2 to 4, or 1 for a solo game against the Architect.
	Players int
	// Difficulty is the Architect's in a solo game (the zero value is the
	// easy Hippodamos). With 2 to 4 players it plays no part, but it must
	// still be one of the three (Validate, and so New, refuse any other
	// value).
	Difficulty score.Difficulty
	// Scoring holds the variants and the barracks and lake readings used for
	// scoring.
	Scoring variants.Options
	// AllTiles plays the longer game with all 61 tiles (2 or 3 players).
	AllTiles bool
	// StonesFromZero gives seat k k stones at the start (0, 1, 2, 3), as one
	// seed says; by default seat k gets k+1. It does not apply to a solo game.
	StonesFromZero bool
	// UnlimitedReserve never runs the reserve short: a gain is always paid in
	// full, and the reserve's count may go below zero (stones still balance:
	// reserve + players' stones is always site.BoxStones).
	UnlimitedReserve bool
	// Athena plays the Athena expansion: four construction cards with
	// one-hex tiles on them, completed in a construction phase after a
	// turn's placement, and the statue (see [Game]).
	Athena bool
	// CardReadings holds the readings of the construction cards' conditions;
	// it must be zero without Athena.
	CardReadings athena.Options
	// Seed seeds the shuffle (math/rand/v2 PCG): the same options and seed
	// always give the same game.
	Seed [2]uint64
}

// Validate reports options that cannot make a game.
func (o Options) Validate() error {
	if o.Players < 1 || o.Players > 4 {
		return fmt.Errorf("%w: %d players (want 1 to 4)", ErrBadOptions, o.Players)
	}
	if o.Difficulty > score.Callicrates {
		return fmt.Errorf("%w: Architect level %d", ErrBadOptions, o.Difficulty)
	}
	if o.Scoring.Variants&^variants.All != 0 {
		return fmt.Errorf("%w: variant bits %#x outside the five variants", ErrBadOptions, uint8(o.Scoring.Variants))
	}
	if !o.Athena && o.CardReadings != (athena.Options{}) {
		return fmt.Errorf("%w: card rules without the Athena expansion", ErrBadOptions)
	}
	// Four players use all 61 tiles anyway: AllTiles is then a no-op.
	return nil
}

// Seats returns the number of seats: the players, and the Architect in a
// solo game (seat 1). Each stack of the construction site holds Seats()+1
// tiles.
func (o Options) Seats() int { return max(o.Players, 2) }

// Game is a whole game of Akropolis: the construction site, every player's
// city and stones, the reserve, the Chief Architect and whose turn it is,
// with the moves played (for Undo and records).
//
// The zero Game is a game of no players that is already over: its queries
// answer without panicking, it has no legal move, Play refuses every move
// with site.ErrGameOver, and `for !g.Over()` ends at once. New,
// NewFromPosition, Record.Replay or Reset make a real game.
//
// # Concurrency
//
// Any number of goroutines may read one game at once, as long as none
// changes it meanwhile. The reads are: the getters (Options, Current,
// City and the read methods of the city it returns, Stones, Site,
// TurnsPlayed, Over), Check, Delta, AppendLegalMoves,
// LegalMoves, LegalMovesJSON,
// Score, Total, Ranks, ArchitectScore, Key,
// Position, View, Record, Equal, Clone, and CopyFrom with the game as its
// source.
// Tests run them from several goroutines under the race detector.
//
// Play, PlayEvents, Undo, Reset and CopyFrom into the game change it: each
// needs the game to itself. To search in parallel, give each goroutine its own copy (Clone,
// CopyFrom, or View.SampleInto for a player's information).
//
// # Forms
//
// A Game has no JSON form of its own: exchange its Record (the options and
// moves, which replay it) or its Position (everything that decides the rest
// of the game from now, which NewFromPosition continues).
//
// # A turn
//
// A turn, for the seat to move ([Game.Current]):
//
//  1. Take the tile at site position i (0 is the first), paying i stones
//     into the reserve; the seat must hold at least i. The tiles behind it
//     move up one place, so each costs one stone less.
//  2. Place it in the seat's own city, by the placement rules of package
//     city (ground level next to the city, or on top of three hexes of equal
//     height from at least two tiles; height is unbounded). A legal
//     placement always exists.
//  3. Gain one stone from the reserve for each Quarry the tile covers (the
//     stone rules are package site's). The
//     payment of step 1 is already in the reserve and may be gained back at
//     once. If the reserve runs short, the seat gains only what is left;
//     with UnlimitedReserve every gain is paid in full and the reserve's
//     count may go below zero.
//  4. Refill: when exactly one tile is left and stacks remain, it becomes
//     the first tile, the next stack's N+1 tiles go after it, and the Chief
//     Architect marker passes to the next seat. When one tile is left and no
//     stacks remain, the game is over: the last tile is never played.
//  5. The next seat in order plays. Turn order never resets at a refill: a
//     standard game has 12 x (N+1) turns (36, 48 or 60), so some seats play
//     more often than others within one site.
//
// Scoring ([Game.Score], [Game.Total]; the rules in package score): only
// the visible hex of each cell counts; a district's value is its level; per
// district type, the values of its qualifying districts times the stars of
// its visible plazas; +1 per stone held. The five bonus variants (package
// variants) double the value of districts that meet their condition.
//
// The result ([Game.Ranks]): the highest total ranks first; between equal
// totals, more stones rank first; players still tied share the rank
// (totals 40, 40, 35 with equal stones rank 1, 1, 3): the winners are the
// seats of rank 1.
//
// Information ([Game.View]): everything is public but the order of the
// face-down tiles: a seat sees the site line, every city, every seat's
// stones, the reserve, the number of stacks left and which tiles are still
// unseen, never their order nor the seed.
//
// # Solo
//
// With Players 1 the game is played against the Architect, an automated
// opponent, at the chosen score.Difficulty. No complete official text of the solo
// mode was available: these rules are the module's rulings, following the
// most-played digital implementation except where said.
//
//   - Setup: the tiles of the two-player game (37), or all 61 with
//     AllTiles; a site of 4 tiles refilled with 3, as for two players (11
//     refills; 19 with all tiles). Both have a starting tile. The player
//     (seat 0) moves first with 1 stone; the Architect (seat 1) has 2.
//     StonesFromZero does not apply.
//   - Turns alternate strictly: player, Architect, player, ... The refill
//     check runs after every turn, whoever played it; the Chief Architect
//     marker passes at each refill as usual. A standard game is 18 takes
//     each, and the Architect always takes the last tile.
//   - The player's turn is a normal turn, except that the stones paid go
//     to the Architect at once, not to the reserve: the Quarry gain is
//     limited by the reserve as it stands.
//   - The Architect's turn: it takes the tile at the lowest position that
//     shows a plaza (of any type) and whose cost it can pay, or else the
//     first tile (position 0, free); it pays the cost to the
//     reserve. It never gains stones from Quarries, and keeps its tiles in a
//     pile, not a city: every hex of the pile counts, however it might be
//     drawn.
//   - The Architect's score ([Game.ArchitectScore]) counts its pile by
//     the rules of package score (score.Architect, with a worked example):
//     m = 1 at Hippodamos and Metagenes, 2 at Callicrates; per district
//     type, m x its district hexes in the pile times the stars of its
//     plazas there; the variants' bonus conditions asked of the pile;
//     Metagenes adds 2 per Quarry; +1 per stone.
//   - The result ([Game.Ranks]): the player wins with a strictly
//     higher total, or equal totals and strictly more stones; otherwise the
//     Architect wins. There is no shared result: [Game.Ranks] is [1 2] or
//     [2 1].
//
// The digital implementation keeps no stone reserve in solo:
// UnlimitedReserve plays the same way. (Package score says where its
// Architect scores differently, and why.)
//
// [Game.PlayEvents] reports the Architect's take after the player's move;
// its pile is the position's (Position.Pile, in [Game.View] too) and its
// stones are seat 1's ([Game.Stones](1)).
//
// # Athena
//
// With Options.Athena the game plays the Athena expansion; it combines with
// every player count, solo level, variant, rule option and AllTiles, and is
// off by default (a game without it is dealt and played exactly as
// before). Options.CardReadings selects the readings of the card conditions
// (package score/athena states each card and each reading); it must be
// zero without Athena.
//
//   - Setup: 4 of the 18 construction cards (tile.Card) are dealt at random
//     into slots 1 to 4, and 4 of the 30 one-hex tiles (62 to 91) face up
//     onto each; the 14 others stay in the box, unseen. The cards are
//     dealt from the game's seed by a generator of their own, so the
//     site's deal does not change. Everything
//     about the cards is public: Position.Cards (and in [Game.View]).
//   - The construction phase: after a player's take, payment, placement
//     and stone gain, that player may complete a card they have not
//     completed yet whose condition holds for their city now, counting the
//     stones they hold after this turn's payment and gains. A completion
//     is a move whose Placement lays one of the one-hex tiles still on
//     the card and whose Position is the card's slot (Move.Card returns
//     it), "c2:75@(1,-2)r0". The
//     tile is placed at once in the player's city, for free, by the
//     placement rules of one-hex tiles (package city); covering a Quarry
//     gains a stone from the reserve as usual; the site does not change.
//     Then the phase repeats: the reward tile may meet another card. The
//     stop move (Stop, "stop") ends the phase and the turn.
//   - No choice, no stop: when after the placement (or after a completion)
//     the player can complete no card, the turn ends at once, as in the
//     base game. So a record holds a stop move only where a completion was
//     possible, and a game without the expansion never sees one.
//   - Each player completes each card at most once, for good, whatever
//     they build later; every player may complete every card (4 tiles on
//     a card are enough for 4 players); a card not completed stays
//     available at the end of a later turn of theirs if its condition
//     holds then. A city is checked only in its owner's turn.
//   - The game's last turn has its phase too; the game ends after it
//     ([Game.Over] waits for it). Tiles left on the cards are ignored.
//   - The statue: a player who completed all four cards scores 5 points per
//     stone instead of 1 (athena.StonePoints); one to three cards give
//     nothing extra; ties are still broken by the number of stones.
//     [Game.Score], [Game.Total], [Game.Ranks] and [Game.Delta] count it.
//   - Solo: the Architect never completes a card by itself. Each time the
//     player completes a card, the Architect completes it too and first
//     receives one of its tiles: a plaza if the card holds one, else a
//     double district, else a single district; among tiles of the same
//     rank, the lowest number (a ruling: the players' own choice is not
//     modelled). The player then chooses among the tiles left. The
//     Architect's tiles go onto its pile: a double district adds its
//     multiplier to each of its two types, a single district to its type,
//     a plaza its stars. If the player completes all four cards, so has
//     the Architect: its stones are worth 5 each too.
//
// The moves of the phase are listed with the others ([Game.AppendLegalMoves],
// [Game.ListMoves], [Game.LegalMoves], [Game.LegalMovesJSON]): for each card
// the player can complete, in slot order, each tile still on it, each legal
// placement (a single district or plaza, the same hex in every rotation,
// in rotation 0 only, though any rotation is legal), then the stop move.
// [Game.Check] refuses a take during the phase (site.ErrConstructing), a
// completion or stop outside it (site.ErrNotConstructing, or
// site.ErrGameOver after the end, each with its own reason), the zero
// Move (ErrNoMove), a slot without a card
// (site.ErrBadCard), a card the player completed already
// (site.ErrCardDone), a card whose condition does not hold
// (site.ErrNotCompletable), a tile not on the card (site.ErrNotOnCard),
// then the city's placement rules. [Game.Undo] takes back one step: a
// take, a completion or a stop. [Game.PlayEvents] reports a completion as
// event.CardCompleted (the Architect's first, in solo), the tile placed
// and the stones gained, and the stop as event.Stopped.
//
// A record of an Athena game carries the options ("athena", "cardRules"
// in JSON; the Athena and CardRules tags in text), the cards as dealt in
// its setup (Setup.Cards; the Cards tag) and the moves, completions and
// stops included; its text form writes no "; seat k" comment, as a turn
// may take several moves. A [Position] carries the cards
// (Position.Cards, public) and whether the seat to move is in its
// construction phase (Position.Constructing; during it the legal moves
// are completions and the stop move), in both its forms (see
// [Position]), so that a game continues from any moment, a phase included, and
// a View's samples are Athena games that players search. Check refuses a
// phase the rules cannot have opened: one where the seat to move can
// complete no card, or before any take. Its Unseen tiles
// include the 14 one-hex tiles left in the box, which no sample deals.
type Game struct {
	opts   Options
	state                // the site, stones, reserve, Chief Architect, seat to move and turn
	origin origin        // where the game's record starts
	cities [4]*city.City // nil for the Architect's seat
	pile   []tile.ID     // the Architect's tiles, in a solo game
	undo   []undoRecord
	sums   summaries // for Delta
	stamp  stamp     // which state of the game this is, for LegalMoves
}

// state is what a move changes besides the cities and the Architect's pile.
// With the Athena expansion it holds the cards and whether the mover's
// construction phase is open.
// It is all values: Undo restores it in one assignment, Equal compares it
// in one comparison, and a field added here is copied by every way of
// making a game.
type state struct {
	site    siteplay.Site
	stones  [4]int
	reserve int
	chief   int
	current int
	turn    int
	cards   siteplay.Cards // the zero Cards without Athena
	phase   bool           // the construction phase of the seat to move is open
	open    uint8          // in the phase, bit s: the mover can complete the card in slot s
	// met holds, by seat, bit s: the seat's city and stones meet the card
	// in slot s, which it has not completed. It follows from the rest,
	// and is kept so that a placement need only look near its cells.
	met [4]uint8
}

// origin is where a game's record starts: the start of a game, or the
// position it was continued or sampled from. It is kept as values, so that
// copying a game allocates nothing: the position's cities and pile are the
// first placed[k] placements of each city and the first piled tiles of the
// pile, which the game never undoes past.
type origin struct {
	at       state
	placed   [4]int
	piled    int
	position bool // the record starts from a position, not a deal
}

// New sets up a game: the tiles of the player count shuffled from the seed,
// every city its starting tile, the starting stones dealt.
func New(o Options) (*Game, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	s, err := siteplay.Deal(o.Players, o.AllTiles, o.Seed[0], o.Seed[1])
	if err != nil {
		return nil, wrapCause(err, "", ErrBadOptions)
	}
	return newFromSite(o, s)
}

// dealCards returns the cards of a new game of the options: none without
// Athena, else dealt from the seed (siteplay.DealCards, a stream of its own,
// so the site's deal does not change).
func (o Options) dealCards() siteplay.Cards {
	if !o.Athena {
		return siteplay.Cards{}
	}
	return siteplay.DealCards(o.Seed[0], o.Seed[1])
}

// newFromSite sets up a game on an explicit construction site (from
// a Record's Setup or site.FromLayout), to replay a real game (a caller does it with a Record
// holding the Setup, and Record.Replay). With Athena the
// cards are dealt from o.Seed (a record carries them in its Setup). The site's player
// count must match the options; o.Seed and o.AllTiles are then only recorded.
// The game's Record replays when the site is a whole deal of the options (a
// full line, full stacks, every tile of the set once), as Record.Replay
// requires of a setup; a game on any other site (a test's few tiles, say)
// plays, but its record is refused.
func newFromSite(o Options, s siteplay.Site) (*Game, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if s.Players() != o.Players {
		return nil, fmt.Errorf("%w: site for %s, options for %d", ErrBadOptions, players(s.Players()), o.Players)
	}
	g := &Game{}
	g.reset(o, s, o.dealCards())
	return g, nil
}

// reset puts g at the start of a game on site s, reusing its memory.
func (g *Game) reset(o Options, s siteplay.Site, cards siteplay.Cards) {
	st := state{site: s, cards: cards}
	st.stones, st.reserve = o.economy().Deal()
	// With the Athena expansion no seat meets a card yet (state.met is
	// zero): a starting city shows one plaza, no district, and its House
	// plaza has three empty neighbours; no seat starts with 8 stones.
	// TestKeptCardsMetFollowTheCities holds this to athena.Met.
	g.assign(o, st, origin{at: st}, [4]*city.City{}, nil, nil, stamp{})
}

// continueFrom makes g the game of position p on site s, with seat k's
// city a copy of cities[k] (p's own cities are not read), and p's cards
// and construction phase (Athena): a game whose record starts from that
// position. The options lose their seed, which a position does not hold.
func (g *Game) continueFrom(p *Position, s siteplay.Site, cities [4]*city.City) {
	o := p.Options
	o.Seed = [2]uint64{}
	st := state{site: s, reserve: p.Reserve, chief: p.Chief, current: p.Current, turn: p.Turn - 1, cards: siteplay.Cards(p.Cards), phase: p.Constructing}
	copy(st.stones[:], p.Stones)
	from := origin{at: st, piled: len(p.Pile), position: true}
	for k, c := range cities {
		if c != nil {
			from.placed[k] = c.Len()
		}
	}
	g.assign(o, st, from, cities, p.Pile, nil, stamp{})
	g.construction().resume() // which cards are met and open follows from the cities and stones
	g.origin.at.met, g.origin.at.open = g.met, g.open
}

// assign makes g the game of options o in state s, whose record starts at
// from, reusing g's memory: seat k's city becomes a copy of cities[k] (the
// starting tile alone for nil; a city that is already g's own stays as it
// is), the pile and the undo history copies of pile and undo, and every
// kept score summary stale; the states of the undo history keep the
// numbers ids gave them (see stamp). It is the one place a Game is put
// together: New, newFromSite, Reset, NewFromPosition, Clone, CopyFrom and
// View.SampleInto all come through here, so none can forget a part (and a
// test fails when Game gains a field until it is set here). It sets the
// fields one by one: assigning a Game literal would build the whole game,
// kept scores included, on the stack and then copy it, on the path of
// every CopyFrom and SampleInto.
func (g *Game) assign(o Options, s state, from origin, cities [4]*city.City, pile []tile.ID, undo []undoRecord, ids stamp) {
	g.opts, g.state, g.origin = o, s, from
	g.pile, g.undo = append(g.pile[:0], pile...), append(g.undo[:0], undo...)
	g.stamp = stamp{epoch: g.stamp.epoch + 1, id: ids.id, made: ids.made}
	for k := range g.sums.state {
		g.changed(k)
	}
	for k, c := range g.cities {
		switch {
		case k >= o.Players:
			c = nil
		case c == nil && cities[k] == nil:
			c = city.New()
		case c == nil:
			c = cities[k].Clone()
		case cities[k] == nil:
			c.CopyFrom(startingCity)
		default:
			c.CopyFrom(cities[k])
		}
		g.cities[k] = c
	}
}

// startingCity is a city of the starting tile alone, which a city reused
// for a new game copies: read-only after init.
var startingCity = city.New()

// Reset starts a new game with the options o in g, reusing g's memory, so
// that playing many games allocates nothing once warm.
func (g *Game) Reset(o Options) error {
	if err := o.Validate(); err != nil {
		return err
	}
	s, err := siteplay.Deal(o.Players, o.AllTiles, o.Seed[0], o.Seed[1])
	if err != nil {
		return wrapCause(err, "", ErrBadOptions)
	}
	g.reset(o, s, o.dealCards())
	return nil
}

// Options returns the options the game was set up with.
func (g *Game) Options() Options { return g.opts }

// Current returns the seat whose turn it is (0 to Players-1).
func (g *Game) Current() int { return g.current }

// City returns seat k's city: it follows the game as moves are played and
// undone. It returns nil for a seat outside the game and for the Architect,
// who keeps a pile (Position.Pile; its card is ArchitectScore).
//
// The city belongs to the game: read it, score it, Clone it to experiment,
// but never change it (Place, Undo, Reset, CopyFrom, UnmarshalJSON, or an
// assignment through the pointer): the game would not know, and its moves,
// stacks and scores would no longer match the city.
func (g *Game) City(k int) *city.City {
	if k < 0 || k >= g.opts.Players {
		return nil
	}
	return g.cities[k]
}

// Stones returns the stones seat k holds (0 for a seat outside the game).
// In a solo game seat 1 is the Architect. The reserve holds the rest of
// site.BoxStones (Position.Reserve): under UnlimitedReserve it may be
// negative, the box run out and gains paid all the same.
func (g *Game) Stones(k int) int {
	if k < 0 || k >= g.opts.Seats() {
		return 0
	}
	return g.stones[k]
}

// Site returns the construction site (a copy).
func (g *Game) Site() site.Site { return site.Site(g.site) }

// TurnsPlayed returns the number of turns played (in a solo game, the player's
// and the Architect's). Turns are numbered from 1 in every field and
// message of the module (event.Event.Turn, Error.Turn,
// Position.Turn), as are moves and city steps in messages: the turn to play
// now is TurnsPlayed()+1.
func (g *Game) TurnsPlayed() int { return g.turn }

// Over reports whether the game has ended: the last tile of the site is
// left and no stack, and no construction phase is open (the last turn has
// one too).
func (g *Game) Over() bool { return g.opts.Players == 0 || g.site.Over() && !g.phase }

// moves returns the moves played, oldest first (a copy).
func (g *Game) moves() []Move {
	ms := make([]Move, len(g.undo))
	for k, u := range g.undo {
		ms[k] = u.move
	}
	return ms
}

// Clone returns an independent copy of the game, undo history included:
// the game with its cities' fixed parts in one allocation, each city's
// rows and placements (a city keeps only the rows it occupies), and the
// history; about 34 KB for a 2-player game in mid-game. A search that
// copies games in a loop keeps its own and uses CopyFrom, which allocates
// nothing once warm.
func (g *Game) Clone() *Game {
	d := withCities(g.opts.Players)
	d.CopyFrom(g)
	return d
}

// withCities returns a new game holding n empty cities, allocated with it
// in one block: a clone then costs two allocations (the block and the undo
// history).
func withCities(n int) *Game {
	var g *Game
	var cs []city.City
	switch n {
	case 0, 1:
		b := new(struct {
			g Game
			c [1]city.City
		})
		g, cs = &b.g, b.c[:]
	case 2:
		b := new(struct {
			g Game
			c [2]city.City
		})
		g, cs = &b.g, b.c[:]
	case 3:
		b := new(struct {
			g Game
			c [3]city.City
		})
		g, cs = &b.g, b.c[:]
	default:
		b := new(struct {
			g Game
			c [4]city.City
		})
		g, cs = &b.g, b.c[:]
	}
	for k := range cs {
		g.cities[k] = &cs[k]
	}
	return g
}

// CopyFrom makes g an exact copy of src, reusing g's memory. A nil src
// leaves g unchanged.
func (g *Game) CopyFrom(src *Game) {
	if src == nil || src == g {
		return
	}
	var cities [4]*city.City
	for k := range src.opts.Players {
		cities[k] = src.cities[k]
	}
	g.assign(src.opts, src.state, src.origin, cities, src.pile, src.undo, src.stamp)
}

// Equal reports whether two games are in the same state, the state that
// decides the rest of the game: options, site, cities, stones, reserve,
// Chief Architect, turn and player to move. The seed is not compared: it
// deals the site in New and decides nothing after, so a game equals
// NewFromPosition(g.Position()), whose options hold no seed. Nor are the
// undo history and the site the game started from. A nil game equals only
// nil.
func (g *Game) Equal(o *Game) bool {
	if g == nil || o == nil {
		return g == o
	}
	oa, ob := g.opts, o.opts
	oa.Seed, ob.Seed = [2]uint64{}, [2]uint64{}
	if oa != ob || g.state != o.state || !slices.Equal(g.pile, o.pile) {
		return false
	}
	for k := range g.opts.Players {
		if !cityview.Of(g.cities[k]).Equal(cityview.Of(o.cities[k])) {
			return false
		}
	}
	return true
}
