package rule

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/syntax"
)

// Code is the stable machine-readable name of a rule, such as
// "not-adjacent". A Code is an error (its Error method states the rule), and
// the rule sentinels of packages city, site and akropolis are Codes, so
// errors.As(err, &code) finds the rule an error breaks. The zero Code is no
// rule.
type Code string

// The codes of the rules; the package documentation says which sentinel
// each one is and what it means.
const (
	UnknownTile     Code = "unknown-tile"
	BadRotation     Code = "bad-rotation"
	TileUsed        Code = "tile-used"
	OutOfBounds     Code = "out-of-bounds"
	NotAdjacent     Code = "not-adjacent"
	Gap             Code = "gap"
	Uneven          Code = "uneven"
	OneTile         Code = "one-tile"
	OnOneHex        Code = "on-one-hex"
	TooManyTiles    Code = "too-many-tiles"
	GameOver        Code = "game-over"
	NeedsRefill     Code = "needs-refill"
	BadPosition     Code = "bad-position"
	CannotAfford    Code = "cannot-afford"
	BadSetup        Code = "bad-setup"
	WrongTile       Code = "wrong-tile"
	BadOptions      Code = "bad-options"
	DuplicateTile   Code = "duplicate-tile"
	ForeignTile     Code = "foreign-tile"
	TileCount       Code = "tile-count"
	BadStacks       Code = "bad-stacks"
	BadLine         Code = "bad-line"
	BadStones       Code = "bad-stones"
	BadTurn         Code = "bad-turn"
	BadSeat         Code = "bad-seat"
	BadCities       Code = "bad-cities"
	EmptyInput      Code = "empty-input"
	BadCard         Code = "bad-card"
	CardDone        Code = "card-done"
	NotCompletable  Code = "not-completable"
	NotOnCard       Code = "not-on-card"
	NotConstructing Code = "not-constructing"
	Constructing    Code = "constructing"
	CardTiles       Code = "card-tiles"
	NoMove          Code = "no-move"
)

// ErrSyntax is wrapped by the ErrSyntax of every package that reads text
// (akropolis.ErrSyntax, city.ErrSyntax, hex.ErrSyntax, tile.ErrSyntax,
// variants.ErrSyntax, score.ErrSyntax, athena.ErrSyntax, site.ErrSyntax,
// event.ErrSyntax) and by the error of Code.UnmarshalText, so that
// errors.Is(err, rule.ErrSyntax) says that input could not be read,
// whichever package read it. It is no Code: errors.As never finds it, and
// akropolis.ReportOf gives such an error the code Syntax.
var ErrSyntax = syntax.Err

// The codes of errors that break no rule, so that every error of the
// module has a code to send (akropolis.ReportOf gives them): no
// sentinel is one of these; the errors they name wrap a package's
// ErrSyntax or akropolis.ErrTooLarge.
const (
	Syntax   Code = "syntax"    // the input cannot be read (any package's ErrSyntax)
	TooLarge Code = "too-large" // the input is over a size limit (akropolis.ErrTooLarge)
	Other    Code = "error"     // any other error, such as a failed read: no code of the module
)

// codes is every code with its rule in words, in the order of the table in
// the package documentation.
var codes = [...]struct {
	code Code
	text string
}{
	{UnknownTile, "unknown tile"},
	{BadRotation, "rotation is not 0..5"},
	{TileUsed, "tile already in the city"},
	{OutOfBounds, "cell beyond the city's bounds"},
	{NotAdjacent, "ground tile does not touch the city"},
	{Gap, "partly on the ground and partly on tiles"},
	{Uneven, "hexes under the tile are at unequal heights"},
	{OneTile, "higher tile rests on one tile only"},
	{OnOneHex, "one-hex tile on top of a one-hex tile"},
	{TooManyTiles, "more tiles than the catalogue holds"},
	{GameOver, "the game is over"},
	{NeedsRefill, "the site must be refilled first"},
	{BadPosition, "no tile at that position"},
	{CannotAfford, "cannot afford the tile"},
	{BadSetup, "invalid setup"},
	{WrongTile, "the placement's tile is not the one at that position"},
	{BadOptions, "invalid game options"},
	{DuplicateTile, "a tile appears twice"},
	{ForeignTile, "a tile outside the game's set"},
	{TileCount, "the tiles do not add up to the game's set"},
	{BadStacks, "invalid face-down stacks"},
	{BadLine, "invalid face-up line"},
	{BadStones, "the stones do not add up"},
	{BadTurn, "the turn does not match the tiles taken"},
	{BadSeat, "wrong seat to move or Chief Architect"},
	{BadCities, "not one city per player"},
	{EmptyInput, "nothing to read"},
	{BadCard, "no construction card in that slot, or cards that cannot be dealt"},
	{CardDone, "the seat already completed that card"},
	{NotCompletable, "the card's condition does not hold for the seat's city now"},
	{NotOnCard, "the tile is not on that card"},
	{NotConstructing, "no construction phase is open"},
	{Constructing, "the construction phase takes a card completion or stop"},
	{CardTiles, "the one-hex tiles held are not those the cards gave"},
	{NoMove, "no move: the zero Move is no take, completion or stop"},
	{Syntax, "the input cannot be read"},
	{TooLarge, "the input is over a size limit"},
	{Other, "an error of no rule of the module"},
}

// Codes returns every code, in the order of the package documentation's
// tables: the rules', then Syntax, TooLarge and Other (a new slice each
// call).
func Codes() []Code {
	out := make([]Code, len(codes))
	for i, c := range codes {
		out[i] = c.code
	}
	return out
}

// Error states the rule in words, e.g. "ground tile does not touch the
// city" for NotAdjacent. A string that is no code reads as
// "unknown rule code".
func (c Code) Error() string {
	for _, e := range codes {
		if e.code == c {
			return e.text
		}
	}
	return fmt.Sprintf("unknown rule code %.40q", string(c))
}

// Valid reports whether c is one of the codes of this package.
func (c Code) Valid() bool {
	for _, e := range codes {
		if e.code == c {
			return true
		}
	}
	return false
}

// MarshalText returns the code itself ("not-adjacent"); a string that is
// no code is refused, so only codes are ever written.
func (c Code) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, c.invalid()
	}
	return []byte(c), nil
}

// UnmarshalText reads a code written by MarshalText and refuses any other
// text with an error wrapping ErrSyntax, leaving c unchanged.
func (c *Code) UnmarshalText(b []byte) error {
	if len(b) > maxLen {
		return fmt.Errorf("rule: invalid %w: code of %d bytes is too long", ErrSyntax, len(b))
	}
	got := Code(b)
	if !got.Valid() {
		return fmt.Errorf("rule: invalid %w: %q is not a rule code", ErrSyntax, b[:min(len(b), maxLen)])
	}
	*c = got
	return nil
}

// maxLen is longer than any code: longer text is refused unread.
const maxLen = 32

func (c Code) invalid() error {
	return fmt.Errorf("rule: %.40q is not a rule code", string(c))
}
