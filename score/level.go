package score

import (
	"fmt"
)

// Difficulty is how hard the Architect plays in a solo game: it sets how
// the Architect scores (see Architect). The zero value is the easy
// Hippodamos, the default; a Difficulty above Callicrates is none and has
// no text form. (A level is a height: a district's.) It reads back from
// its String with UnmarshalText.
type Difficulty uint8

// The Architect's difficulties.
const (
	Hippodamos  Difficulty = iota // easy
	Metagenes                     // medium: +2 per Quarry
	Callicrates                   // hard: district values doubled
)

var levelNames = [...]string{"hippodamos", "metagenes", "callicrates"}

// valid reports whether l is one of the three difficulties.
func (l Difficulty) valid() bool { return int(l) < len(levelNames) }

// String returns the difficulty's name in lower case.
func (l Difficulty) String() string {
	if l.valid() {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// MarshalText encodes the difficulty by name. A difficulty that is not one of the
// three has no name that reads back and fails.
func (l Difficulty) MarshalText() ([]byte, error) {
	if !l.valid() {
		return nil, fmt.Errorf("%w: %v is not an Architect level", errSyntax, l)
	}
	return []byte(l.String()), nil
}

// UnmarshalText reads a difficulty's name as String writes it, in lower
// case: the module reads every name in its one spelling, as
// variants.ParseVariant does. Another name, or another case, is an error
// wrapping rule.ErrSyntax, and l is unchanged.
func (l *Difficulty) UnmarshalText(b []byte) error {
	if len(b) > 24 { // refuse before copying the text
		return fmt.Errorf("%w: Architect level of %d bytes", errSyntax, len(b))
	}
	for i, n := range levelNames {
		if string(b) == n {
			*l = Difficulty(i)
			return nil
		}
	}
	return fmt.Errorf("%w: Architect level %.24q", errSyntax, string(b))
}
