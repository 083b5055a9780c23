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

// ErrSyntax is wrapped by every error of text or JSON the module cannot
// read, whichever package read it (hex, tile, variants, city, score,
// score/athena, site, site/event, the root, and Code.UnmarshalText), so
// that errors.Is(err, rule.ErrSyntax) says that input could not be read.
// The message names the package and the reason, and quotes at most 20 to
// 24 characters of the input (overlong text is refused from its length
// alone), so hostile input is never echoed whole. It is no Code: errors.As
// never finds it, and akropolis.ReportOf gives such an error the code
// "syntax".
var ErrSyntax = syntax.Err

// codes is every code with its rule in words, in the order of the tables in
// the package documentation: the rules' (each the value of one package's
// sentinel, such as city.ErrGap), then the three codes of no sentinel,
// which akropolis.ReportOf gives errors that break no rule. A test of this
// package holds the list and the sentinels to each other.
var codes = [...]struct {
	code Code
	text string
}{
	{"unknown-tile", "unknown tile"},
	{"bad-rotation", "rotation is not 0..5"},
	{"tile-used", "tile already in the city"},
	{"out-of-bounds", "cell beyond the city's bounds"},
	{"not-adjacent", "ground tile does not touch the city"},
	{"gap", "partly on the ground and partly on tiles"},
	{"uneven", "hexes under the tile are at unequal heights"},
	{"one-tile", "higher tile rests on one tile only"},
	{"on-one-hex", "one-hex tile on top of a one-hex tile"},
	{"too-many-tiles", "more tiles than the catalogue holds"},
	{"game-over", "the game is over"},
	{"needs-refill", "the site must be refilled first"},
	{"bad-position", "no tile at that position"},
	{"cannot-afford", "cannot afford the tile"},
	{"bad-setup", "invalid setup"},
	{"wrong-tile", "the placement's tile is not the one at that position"},
	{"bad-options", "invalid game options"},
	{"duplicate-tile", "a tile appears twice"},
	{"foreign-tile", "a tile outside the game's set"},
	{"tile-count", "the tiles do not add up to the game's set"},
	{"bad-stacks", "invalid face-down stacks"},
	{"bad-line", "invalid face-up line"},
	{"bad-stones", "the stones do not add up"},
	{"bad-turn", "the turn does not match the tiles taken"},
	{"bad-seat", "wrong seat to move or Chief Architect"},
	{"bad-cities", "not one city per player"},
	{"empty-input", "nothing to read"},
	{"bad-card", "no construction card in that slot, or cards that cannot be dealt"},
	{"card-done", "the seat already completed that card"},
	{"not-completable", "the card's condition does not hold for the seat's city now"},
	{"not-on-card", "the tile is not on that card"},
	{"not-constructing", "no construction phase is open"},
	{"constructing", "the construction phase takes a card completion or stop"},
	{"card-tiles", "the one-hex tiles held are not those the cards gave"},
	{"no-move", "no move: the zero Move is no take, completion or stop"},
	{"syntax", "the input cannot be read"},
	{"too-large", "the input is over a size limit"},
	{"error", "an error of no rule of the module"},
}

// Codes returns every code, in the order of the package documentation's
// tables: the rules', then "syntax", "too-large" and "error" (a new slice
// each call).
func Codes() []Code {
	out := make([]Code, len(codes))
	for i, c := range codes {
		out[i] = c.code
	}
	return out
}

// Error states the rule in words, e.g. "ground tile does not touch the
// city" for city.ErrNotAdjacent. A string that is no code reads as
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
