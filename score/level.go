package score

import (
	"fmt"
)

// Difficulty is how hard the Architect plays in a solo game: it sets how
// the Architect scores (see Architect). The zero value is the easy
// Hippodamos, the default. (A level is a height: a district's.)
type Difficulty uint8

// The Architect's difficulties.
const (
	Hippodamos  Difficulty = iota // easy
	Metagenes                     // medium: +2 per Quarry
	Callicrates                   // hard: district values doubled
)

var levelNames = [...]string{"hippodamos", "metagenes", "callicrates"}

// Valid reports whether l is one of the three difficulties.
func (l Difficulty) Valid() bool { return int(l) < len(levelNames) }

// String returns the difficulty's name in lower case.
func (l Difficulty) String() string {
	if l.Valid() {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// MarshalText encodes the difficulty by name. A difficulty that is not one of the
// three has no name that reads back and fails.
func (l Difficulty) MarshalText() ([]byte, error) {
	if !l.Valid() {
		return nil, fmt.Errorf("%w: %v is not an Architect level", ErrSyntax, l)
	}
	return []byte(l.String()), nil
}

// UnmarshalText parses a difficulty's name, as ParseDifficulty does; on error l is
// unchanged.
func (l *Difficulty) UnmarshalText(b []byte) error {
	if len(b) > 24 { // refuse before copying the text
		return fmt.Errorf("%w: Architect level of %d bytes", ErrSyntax, len(b))
	}
	p, err := ParseDifficulty(string(b))
	if err != nil {
		return err
	}
	*l = p
	return nil
}

// ParseDifficulty reads a difficulty's name as String writes it, in lower case: the
// module reads every name in its one spelling, as variants.ParseSet
// does. Another name, or another case, is an error wrapping ErrSyntax.
func ParseDifficulty(s string) (Difficulty, error) {
	for i, n := range levelNames {
		if s == n {
			return Difficulty(i), nil
		}
	}
	return 0, fmt.Errorf("%w: Architect level %.24q", ErrSyntax, s)
}
