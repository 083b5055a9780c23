package akropolis

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Options set up a game. The zero value with Players set is the standard
// game: the default reading of every ruling (see the package
// documentation), no variant, seed 0.
type Options struct {
	// Players is 2 to 4, or 1 for a solo game against the Architect.
	Players int
	// Level is the Architect's level in a solo game (the zero value is the
	// easy Hippodamos); ignored with 2 to 4 players.
	Level score.Level
	// Rules holds the variants and the barracks and lake readings used for
	// scoring.
	Rules variants.Options
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
	// turn's placement, and the statue (see the package doc).
	Athena bool
	// CardRules holds the readings of the construction cards' conditions;
	// it must be zero without Athena.
	CardRules athena.Options
	// Seed seeds the shuffle (math/rand/v2 PCG): the same options and seed
	// always give the same game.
	Seed [2]uint64
}

// Validate reports options that cannot make a game.
func (o Options) Validate() error {
	if o.Players < 1 || o.Players > 4 {
		return fmt.Errorf("%w: %d players (want 1 to 4)", ErrBadOptions, o.Players)
	}
	if !o.Level.Valid() {
		return fmt.Errorf("%w: Architect level %d", ErrBadOptions, o.Level)
	}
	if o.Rules.Variants&^variants.All != 0 {
		return fmt.Errorf("%w: variant bits %#x outside the five variants", ErrBadOptions, uint8(o.Rules.Variants))
	}
	if !o.Athena && o.CardRules != (athena.Options{}) {
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
// with site.ErrGameOver, and `for !g.Over()` ends at once. New, NewFromSite,
// NewFromPosition or Reset make a real game.
//
// # Concurrency
//
// Any number of goroutines may read one game at once, as long as none
// changes it meanwhile. The reads are: the getters (Options, Current,
// ChiefArchitect, City and the read methods of the city it returns, Stones,
// Reserve, Site, Cards, Turn, Over), Check, Delta, AppendLegalMoves, ListMoves
// (into a list of the caller's), LegalMoves, LegalMovesJSON,
// Score, Total, Ranks, ArchitectScore, Key, PublicKey,
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
	site    site.Site
	stones  [4]int
	reserve int
	chief   int
	current int
	turn    int
	cards   site.Cards // the zero Cards without Athena
	phase   bool       // the construction phase of the seat to move is open
	open    uint8      // in the phase, bit s: the mover can complete the card in slot s
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
	s, err := site.Deal(o.Players, o.AllTiles, o.Seed[0], o.Seed[1])
	if err != nil {
		return nil, wrapCause(err, "", ErrBadOptions)
	}
	return NewFromSite(o, s)
}

// dealCards returns the cards of a new game of the options: none without
// Athena, else dealt from the seed (site.DealCards, a stream of its own,
// so the site's deal does not change).
func (o Options) dealCards() site.Cards {
	if !o.Athena {
		return site.Cards{}
	}
	return site.DealCards(o.Seed[0], o.Seed[1])
}

// NewFromSite sets up a game on an explicit construction site (from
// site.New or site.FromLayout), to replay a real game. With Athena the
// cards are dealt from o.Seed (a record carries them in its Setup). The site's player
// count must match the options; o.Seed and o.AllTiles are then only recorded.
// The game's Record replays when the site is a whole deal of the options (a
// full line, full stacks, every tile of the set once), as Record.Replay
// requires of a setup; a game on any other site (a test's few tiles, say)
// plays, but its record is refused.
func NewFromSite(o Options, s site.Site) (*Game, error) {
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
func (g *Game) reset(o Options, s site.Site, cards site.Cards) {
	st := state{site: s, cards: cards}
	st.stones, st.reserve = o.economy().Deal()
	// With the Athena expansion no seat meets a card yet (state.met is
	// zero): a starting city shows one plaza, no district, and its House
	// plaza has three empty neighbours; no seat starts with 8 stones.
	// TestKeptCardsMetFollowTheCities holds this to athena.Met.
	g.assign(o, st, origin{at: st}, [4]*city.Base{}, nil, nil, stamp{})
}

// followAll works out state.met for every seat from its whole city: a
// game made afresh has no placement to follow.
func (g *Game) followAll() {
	if !g.cards.InPlay() {
		return
	}
	for k := range g.opts.Players {
		g.followCards(k, nil)
	}
}

// continueFrom makes g the game of position p on site s, with seat k's
// city a copy of cities[k] (p's own cities are not read), and p's cards
// and construction phase (Athena): a game whose record starts from that
// position. The options lose their seed, which a position does not hold.
func (g *Game) continueFrom(p *Position, s site.Site, cities [4]*city.Base) {
	o := p.Options
	o.Seed = [2]uint64{}
	st := state{site: s, reserve: p.Reserve, chief: p.Chief, current: p.Current, turn: p.Turn - 1, cards: p.Cards, phase: p.Constructing}
	copy(st.stones[:], p.Stones)
	from := origin{at: st, piled: len(p.Pile), position: true}
	for k, c := range cities {
		if c != nil {
			from.placed[k] = c.Len()
		}
	}
	g.assign(o, st, from, cities, p.Pile, nil, stamp{})
	g.followAll()
	g.origin.at.met = g.met
	if p.Constructing { // which cards are open follows from the cities and stones
		g.openCards(g.current)
		g.origin.at.open = g.open
	}
}

// assign makes g the game of options o in state s, whose record starts at
// from, reusing g's memory: seat k's city becomes a copy of cities[k] (the
// starting tile alone for nil; a city that is already g's own stays as it
// is), the pile and the undo history copies of pile and undo, and every
// kept score summary stale; the states of the undo history keep the
// numbers ids gave them (see stamp). It is the one place a Game is put
// together: New, NewFromSite, Reset, NewFromPosition, Clone, CopyFrom and
// View.SampleInto all come through here, so none can forget a part (and a
// test fails when Game gains a field until it is set here). It sets the
// fields one by one: assigning a Game literal would build the whole game,
// kept scores included, on the stack and then copy it, on the path of
// every CopyFrom and SampleInto.
func (g *Game) assign(o Options, s state, from origin, cities [4]*city.Base, pile []tile.ID, undo []undoRecord, ids stamp) {
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
			c.Reset()
		default:
			c.CopyFrom(cities[k])
		}
		g.cities[k] = c
	}
}

// Reset starts a new game with the options o in g, reusing g's memory, so
// that playing many games allocates nothing once warm.
func (g *Game) Reset(o Options) error {
	if err := o.Validate(); err != nil {
		return err
	}
	s, err := site.Deal(o.Players, o.AllTiles, o.Seed[0], o.Seed[1])
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

// ChiefArchitect returns the seat holding the Chief Architect marker.
func (g *Game) ChiefArchitect() int { return g.chief }

// City returns seat k's city, read-only: it follows the game as moves are
// played and undone, and only the game changes it (Clone gives a copy to
// experiment on). It returns nil for a seat outside the game and for the
// Architect, who keeps a pile (Position.Pile; its card is ArchitectScore).
//
// The city belongs to the game: never assign through the pointer. Go cannot
// forbid *g.City(k) = city.Base{} or *g.City(k) = *other, but either
// replaces the game's city behind its back and leaves the game inconsistent
// (its moves, stacks and scores no longer match the city).
func (g *Game) City(k int) *city.Base {
	if k < 0 || k >= g.opts.Players {
		return nil
	}
	return &g.cities[k].Base
}

// Stones returns the stones seat k holds (0 for a seat outside the game).
// In a solo game seat 1 is the Architect.
func (g *Game) Stones(k int) int {
	if k < 0 || k >= g.opts.Seats() {
		return 0
	}
	return g.stones[k]
}

// Reserve returns the stones in the reserve. Under UnlimitedReserve it may
// be negative: the box has run out and gains were paid all the same.
func (g *Game) Reserve() int { return g.reserve }

// Site returns the construction site (a copy).
func (g *Game) Site() site.Site { return g.site }

// Turn returns the number of turns played (in a solo game, the player's
// and the Architect's). Turns are numbered from 1 in every field and
// message of the module (event.Event.Turn, MoveError.Turn, ReplayError.Turn,
// Position.Turn), as are moves and city steps in messages: the turn to play
// now is Turn()+1.
func (g *Game) Turn() int { return g.turn }

// Over reports whether the game has ended: the last tile of the site is
// left and no stack, and no construction phase is open (the last turn has
// one too).
func (g *Game) Over() bool { return g.opts.Players == 0 || g.site.Over() && !g.phase }

// Cards returns the construction cards of a game with the Athena
// expansion (a copy): the cards in slots 1 to 4, the one-hex tiles still
// on each, which seats completed each. Without Athena it is the zero
// Cards.
func (g *Game) Cards() site.Cards { return g.cards }

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
	var cities [4]*city.Base
	for k := range src.opts.Players {
		cities[k] = &src.cities[k].Base
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
		if !g.cities[k].Equal(&o.cities[k].Base) {
			return false
		}
	}
	return true
}
