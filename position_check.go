package akropolis

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The ways a position (or a view) can break the rules. Check returns a
// *PositionError listing every violation found, each wrapping one of these
// (or, for an illegal placement in a city, a *city.PlacementError with its
// step, naming the rule, such as city.ErrGap), so errors.Is finds each of them.
const (
	// ErrDuplicateTile ("duplicate-tile"): a tile is in two places (two
	// cities, a city and the line, the line and a stack, ...).
	ErrDuplicateTile rule.Code = "duplicate-tile"
	// ErrForeignTile ("foreign-tile"): a tile outside the game's set (the
	// player count's tiles, or all 61 with AllTiles).
	ErrForeignTile rule.Code = "foreign-tile"
	// ErrTileCount ("tile-count"): the tiles in cities, pile, line and
	// stacks are not the whole of the game's set.
	ErrTileCount rule.Code = "tile-count"
	// ErrBadStacks ("bad-stacks"): a face-down stack of the wrong size, or a
	// number of stacks that does not match the stacks given (or cannot be).
	ErrBadStacks rule.Code = "bad-stacks"
	// ErrBadLine ("bad-line"): a face-up line that no game reaches between
	// turns: empty, longer than the seats + 2, or one tile with stacks left
	// (the refill comes before the next turn); in a record's setup, a line
	// that is not a full deal.
	ErrBadLine rule.Code = "bad-line"
	// ErrBadStones ("bad-stones"): not one count per seat, a negative count, a
	// negative reserve with the finite reserve, or seats and reserve not
	// adding up to the 40 stones of the box.
	ErrBadStones rule.Code = "bad-stones"
	// ErrBadTurn ("bad-turn"): the turn is not one more than the tiles taken,
	// or, in a solo game, the player has taken another number of tiles than
	// the Architect (who takes right after each of the player's turns, so
	// no position between turns has the Architect to move).
	ErrBadTurn rule.Code = "bad-turn"
	// ErrBadSeat ("bad-seat"): the seat to move or the Chief Architect is not
	// the one the turn and the refills so far give.
	ErrBadSeat rule.Code = "bad-seat"
	// ErrBadCities ("bad-cities"): not one city per player, or an Architect's
	// pile outside a solo game.
	ErrBadCities rule.Code = "bad-cities"
)

// PositionError lists every violation of a position or view, in the order
// checked: options, shape, cities, tiles, stacks and line, stones, turn
// and seats. errors.Is matches the rules among its violations and no
// other: a position whose only fault is its stones matches ErrBadStones, not
// ErrBadOptions.
type PositionError struct {
	Errs []error
}

// Error lists the violations, separated by "; ".
func (e *PositionError) Error() string {
	if e == nil {
		return "akropolis: invalid position"
	}
	msgs := make([]string, 0, len(e.Errs))
	for _, err := range e.Errs {
		if err != nil {
			msgs = append(msgs, err.Error())
		}
	}
	return "akropolis: invalid position: " + strings.Join(msgs, "; ")
}

// Unwrap returns the violations, for errors.Is and errors.As.
func (e *PositionError) Unwrap() []error {
	if e == nil {
		return nil
	}
	return e.Errs
}

// Check reports every way the position breaks the rules, nil for none:
// options that cannot make a game, or a seed (a position holds none);
// not one city per player or one stone
// count per seat; an illegal city (each illegal placement reported as
// city.Validate does); a tile twice or outside the game's set; tiles that do
// not add up to the set; stacks of the wrong size; a line no game reaches;
// negative stones or stones not adding up to 40; a turn, seat to move or
// Chief Architect inconsistent with the tiles taken and the refills, or a
// solo player who has taken more tiles than the Architect. With the Athena
// expansion it checks the cards too: cards exactly with the expansion
// (site.ErrBadCard, as a construction phase without it); each one-hex tile
// in one place, on a card or in a city or pile (ErrDuplicateTile), and one
// that was dealt onto a card (ErrForeignTile, as any one-hex tile of a base
// game); each seat that completed a card holding exactly one of its tiles,
// and no seat a tile of a card it did not complete (site.ErrCardTiles); and
// a construction phase only where the rules can have opened it: after a
// take (ErrBadTurn), while the seat to move can complete a card
// (site.ErrNotCompletable). So a game continued from any position Check
// accepts (NewFromPosition) is in that position.
func (p Position) Check() error {
	return p.check(func(_ int, ps []city.Placement) (*city.City, []error) {
		c, errs := city.Validate(ps)
		if c == nil {
			return nil, errs
		}
		return c, errs
	})
}

// check is Check with the cities' legality asked of validate (given each
// city's index and placements, it returns the city built, or nil, and the
// rules broken): SampleInto builds the cities it then keeps.
func (p Position) check(validate func(k int, ps []city.Placement) (*city.City, []error)) error {
	c := positionChecker{o: p.Options, turn: p.Turn, current: p.Current, chief: p.Chief,
		stones: p.Stones, reserve: p.Reserve, stacksLeft: p.StacksLeft, cards: siteplay.Cards(p.Cards), phase: p.Constructing}
	if c.options() {
		c.cardsOptions()
		c.shape(len(p.Cities), p.Pile)
		for k, ps := range p.Cities {
			if len(ps) > maxCityPlacements {
				c.fail(ErrBadCities, "city %d: %d placements (at most %d)", k, len(ps), maxCityPlacements)
				continue
			}
			built, errs := validate(k, ps)
			for _, e := range errs {
				c.errs = append(c.errs, fmt.Errorf("city %d: %w", k, e))
			}
			if k == p.Current && len(errs) == 0 {
				c.mover = built
			}
			for _, pl := range ps {
				c.add("city", k, k, pl.Tile)
			}
			c.taken += len(ps) - oneHexCount(ps)
		}
		for _, id := range p.Pile {
			c.add("pile", -1, 1, id)
		}
		piled := len(p.Pile) - oneHexIDs(p.Pile)
		c.taken += piled
		if len(p.Cities) > 0 {
			c.soloTakes(len(p.Cities[0])-oneHexCount(p.Cities[0]), piled)
		}
		c.cardsGiven()
		c.addAll("line", p.Line)
		c.stacks(p.Stacks)
		c.rest(len(p.Line))
		c.phaseOpen()
	}
	return c.err()
}

// positionChecker holds the state of the checks of a position.
type positionChecker struct {
	o                    Options
	turn, current, chief int
	stones               []int
	reserve, stacksLeft  int
	set, seen            tileSet // the game's tiles; the tiles met so far
	taken, faceDown      int     // tiles in cities and pile; in the stacks
	faceDownKnown        bool
	cards                siteplay.Cards
	phase                bool                        // a construction phase is open (Athena): the turn has not ended
	mover                *city.City                  // the city of the seat to move, once built legal (nil otherwise)
	held                 [site.CardSlots + 1][4]int8 // held[slot][seat]: the one-hex tiles of the card in slot the seat holds
	errs                 []error
}

// oneHexCount returns how many of the placements lay one-hex tiles, which
// come from the construction cards, not from the site.
func oneHexCount(ps []city.Placement) int {
	n := 0
	for _, p := range ps {
		n += btoi(p.Tile.IsOneHex())
	}
	return n
}

// oneHexIDs is oneHexCount for a list of tiles.
func oneHexIDs(ids []tile.ID) int {
	n := 0
	for _, id := range ids {
		n += btoi(id.IsOneHex())
	}
	return n
}

func (c *positionChecker) fail(sentinel error, format string, args ...any) {
	c.errs = append(c.errs, fmt.Errorf("%w: "+format, append([]any{sentinel}, args...)...))
}

func (c *positionChecker) err() error {
	if len(c.errs) == 0 {
		return nil
	}
	return &PositionError{Errs: c.errs}
}

// options checks the options and sets up the game's tile set; false stops
// the checks, which depend on the player count.
func (c *positionChecker) options() bool {
	if err := c.o.Validate(); err != nil {
		c.errs = append(c.errs, err)
		return false
	}
	if c.o.Seed != ([2]uint64{}) {
		c.fail(ErrBadOptions, "%v", errSeedInPosition)
	}
	var buf [tile.MaxID]tile.ID
	c.set = setOf(tile.AppendInPlay(buf[:0], c.o.Players, c.o.AllTiles))
	return true
}

func (c *positionChecker) shape(cities int, pile []tile.ID) {
	if cities != c.o.Players {
		c.fail(ErrBadCities, "%d cities for %s", cities, players(c.o.Players))
	}
	if len(pile) > 0 && c.o.Players != 1 {
		c.fail(ErrBadCities, "an Architect's pile of %s outside a solo game", plural(len(pile), "tile"))
	}
	if len(c.stones) != c.o.Seats() {
		c.fail(ErrBadStones, "%s for %d seats", plural(len(c.stones), "stone count"), c.o.Seats())
	}
}

// add checks that a tile is of the set and met once; place and index name
// where it is for the message (index -1: the place has one list), seat
// whose it is (a one-hex tile is checked against the cards). The message
// is built only on failure: a view is checked on every sample.
func (c *positionChecker) add(place string, index, seat int, id tile.ID) {
	switch {
	case id.IsOneHex() && c.o.Athena:
		c.addCardTile(place, index, seat, id)
	case !c.set.has(id) && id.IsOneHex():
		c.fail(ErrForeignTile, "%s: one-hex tile %v in a game without the Athena expansion", where(place, index), id)
	case !c.set.has(id):
		c.fail(ErrForeignTile, "%s: tile %v", where(place, index), id)
	case c.seen.has(id):
		c.fail(ErrDuplicateTile, "%s: tile %v", where(place, index), id)
	default:
		c.seen.add(id)
	}
}

func (c *positionChecker) addAll(place string, ids []tile.ID) {
	for _, id := range ids {
		c.add(place, -1, -1, id)
	}
}

// where names a place of a position: "line", "city 1", "stack 0".
func where(place string, index int) string {
	if index < 0 {
		return place
	}
	return fmt.Sprintf("%s %d", place, index)
}

// stacks checks known stacks (nil: hidden) against StacksLeft.
func (c *positionChecker) stacks(stacks [][]tile.ID) {
	size := c.o.Seats() + 1
	if c.stacksLeft < 0 {
		c.fail(ErrBadStacks, "%d stacks left", c.stacksLeft)
	}
	if stacks == nil && c.stacksLeft > 0 {
		return
	}
	c.faceDownKnown = true
	if len(stacks) != c.stacksLeft {
		c.fail(ErrBadStacks, "%s given, %s left", plural(len(stacks), "stack"), plural(c.stacksLeft, "stack"))
	}
	for i, s := range stacks {
		if len(s) != size {
			c.fail(ErrBadStacks, "stack %d has %s, a game of %s needs %d", i, plural(len(s), "tile"), players(c.o.Players), size)
		}
		for _, id := range s {
			c.add("stack", i, -1, id)
		}
		c.faceDown += len(s)
	}
}

// rest checks the line's length, the tile count, the stones, the turn and
// the seats, once the tiles are counted.
func (c *positionChecker) rest(lineLen int) {
	seats, size := c.o.Seats(), c.o.Seats()+1
	full := len(tile.AppendInPlay(make([]tile.ID, 0, tile.MaxID), c.o.Players, c.o.AllTiles))
	switch {
	case lineLen == 0 || lineLen > seats+2:
		c.fail(ErrBadLine, "%d face-up tiles (want 1 to %d)", lineLen, seats+2)
	case lineLen == 1 && c.stacksLeft > 0 && !c.phase:
		c.fail(ErrBadLine, "one face-up tile with %s left: the site is refilled before the next turn", plural(c.stacksLeft, "stack"))
	}
	if !c.faceDownKnown {
		c.faceDown = max(c.stacksLeft, 0) * size
	}
	// With every tile of the set at most once, adding up to the set means
	// holding all of it.
	if n := c.taken + lineLen + c.faceDown; n != full {
		c.fail(ErrTileCount, "%s taken, %d face up, %d face down: %d, the set has %d", plural(c.taken, "tile"), lineLen, c.faceDown, n, full)
	}
	c.checkStones()
	c.seats(full, seats, size)
}

func (c *positionChecker) checkStones() {
	sum := c.reserve
	for k, n := range c.stones {
		if n < 0 {
			c.fail(ErrBadStones, "seat %d holds %d stones", k, n)
		}
		sum += n
	}
	if c.reserve < 0 && !c.o.UnlimitedReserve {
		c.fail(ErrBadStones, "the reserve holds %d stones", c.reserve)
	}
	if sum != site.BoxStones && len(c.stones) == c.o.Seats() {
		c.fail(ErrBadStones, "seats and reserve hold %s, the box %d", plural(sum, "stone"), site.BoxStones)
	}
}

// soloTakes checks that in a solo game the Architect has taken as many
// tiles as the player: it takes right after each of the player's turns.
func (c *positionChecker) soloTakes(player, architect int) {
	if c.phase {
		architect++ // it takes when the player's construction phase ends
	}
	if c.o.Players == 1 && player != architect {
		c.fail(ErrBadTurn, "the player has taken %s and the Architect %d: the Architect takes right after the player", plural(player, "tile"), architect)
	}
}

// seats checks the turn, the seat to move and the Chief Architect against
// the tiles taken and the refills made (one per stack drawn).
func (c *positionChecker) seats(full, seats, size int) {
	turns := c.taken // turns ended: in a construction phase, the mover's take is of the turn still going on
	if c.phase {
		turns--
	}
	switch {
	case turns < 0:
		c.fail(ErrBadTurn, "a construction phase before any tile is taken: it opens after a take")
	case c.turn != turns+1:
		c.fail(ErrBadTurn, "turn %d with %s taken (want turn %d)", c.turn, plural(c.taken, "tile"), turns+1)
	}
	want := 0
	if c.o.Players > 1 {
		want = max(turns, 0) % seats
	}
	if c.current != want {
		c.fail(ErrBadSeat, "seat %d to move after %s taken (want seat %d)", c.current, plural(c.taken, "tile"), want)
	}
	refills := (full-seats-2)/size - c.stacksLeft
	if refills >= 0 && c.chief != refills%seats {
		c.fail(ErrBadSeat, "Chief Architect at seat %d after %s (want seat %d)", c.chief, plural(refills, "refill"), refills%seats)
	}
}
