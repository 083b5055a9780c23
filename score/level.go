package score

import (
	"fmt"
	"strings"
)

// Level is the Architect's level in a solo game: it sets how the Architect
// scores (see Architect). The zero value is the easy Hippodamos, the
// default.
type Level uint8

// The Architect's levels.
const (
	Hippodamos  Level = iota // easy
	Metagenes                // medium: +2 per Quarry
	Callicrates              // hard: district values doubled
)

var levelNames = [...]string{"hippodamos", "metagenes", "callicrates"}

// Valid reports whether l is one of the three levels.
func (l Level) Valid() bool { return int(l) < len(levelNames) }

// String returns the level's name in lower case.
func (l Level) String() string {
	if l.Valid() {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// MarshalText encodes the level by name.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText parses a level name (any case); on error l is unchanged.
func (l *Level) UnmarshalText(b []byte) error {
	if len(b) > 24 { // refuse before copying the text
		return fmt.Errorf("%w: Architect level of %d bytes", ErrSyntax, len(b))
	}
	p, err := ParseLevel(string(b))
	if err != nil {
		return err
	}
	*l = p
	return nil
}

// ParseLevel reads a level name, in any case. An unknown name is an error
// wrapping ErrSyntax.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(s, n) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("%w: Architect level %.24q", ErrSyntax, s)
}
