package akropolis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
)

// Move is one turn: take the tile at a site position and lay it. It is a
// plain comparable value; its text form "2:07@(1,-2)r3" (position, colon,
// placement) parses back with ParseMove.
//
// The zero Move, "0:S@(0,0)r0", names the starting tile, which is never on
// the site: it is invalid. Check and Play refuse it (with ErrWrongTile, or
// site.ErrGameOver after the end), no legal-move list holds it, MarshalText
// fails on it and ParseMove refuses its String form.
type Move struct {
	Position  int
	Placement city.Placement
}

// String returns the text form "2:07@(1,-2)r3".
func (m Move) String() string { return strconv.Itoa(m.Position) + ":" + m.Placement.String() }

// MarshalText encodes the move in its text form. A move whose tile is not
// 1..61, such as the zero Move, has no text form that reads back and fails.
func (m Move) MarshalText() ([]byte, error) {
	if !m.Placement.Tile.Valid() {
		return nil, fmt.Errorf("%w: move %v names no catalogue tile", ErrSyntax, m)
	}
	return []byte(m.String()), nil
}

// UnmarshalText parses the text form; on error m is unchanged.
func (m *Move) UnmarshalText(b []byte) error {
	if len(b) > 80 { // refuse before copying the text
		return fmt.Errorf("%w: move of %d bytes", ErrSyntax, len(b))
	}
	p, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = p
	return nil
}

// ParseMove reads "2:07@(1,-2)r3". Malformed text returns an error wrapping
// ErrSyntax; whether the move is legal is for Game.Check.
func ParseMove(s string) (Move, error) {
	if len(s) > 80 {
		return Move{}, fmt.Errorf("%w: move of %d bytes", ErrSyntax, len(s))
	}
	ps, rest, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		return Move{}, fmt.Errorf("%w: move %q: want position:placement", ErrSyntax, s)
	}
	pos, err := strconv.Atoi(ps)
	if err != nil || pos < 0 || pos > 9 {
		return Move{}, fmt.Errorf("%w: move %q: position must be 0..9", ErrSyntax, s)
	}
	p, err := city.ParsePlacement(rest)
	if err != nil {
		return Move{}, fmt.Errorf("%w: move %q: %w", ErrSyntax, s, err)
	}
	return Move{Position: pos, Placement: p}, nil
}
