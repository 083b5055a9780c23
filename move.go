package akropolis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
)

// Move is one step of a turn. It is a plain comparable value with a text
// form that parses back with ParseMove; it is one of three kinds:
//
//   - a take, "2:07@(1,-2)r3" (site position, colon, placement): take the
//     tile at that site position and lay it;
//   - a completion of a construction card (Athena), "c2:75@(1,-2)r0" (c,
//     the card's slot 1 to 4, colon, placement): during the construction
//     phase, complete that card and lay one of its one-hex tiles, for
//     free. A move is a completion when its placement lays a one-hex tile
//     (62 to 91), which no take does: its Position is then the card's
//     slot, as Card returns it;
//   - the zero Move, "stop": end the construction phase (Athena). Like
//     python-chess's null move it is legal only there: outside the phase
//     Check and Play refuse it as they always did (with ErrWrongTile, or
//     site.ErrGameOver after the end).
//
// The slot shares Position, rather than a field of its own, so that a Move
// stays four words: a fifth word made listing the legal moves of a base
// game about 30% slower (BenchmarkLegalMoves).
type Move struct {
	// Position is the site position (0 to 9) of the tile a take takes,
	// or the slot (1 to 4) of the card a completion completes.
	Position  int
	Placement city.Placement
}

// Card returns the slot (1 to 4) of the construction card a completion
// completes, and 0 for a take or the stop move.
func (m Move) Card() int {
	if m.Placement.Tile.IsOneHex() {
		return m.Position
	}
	return 0
}

// stopText is the text form of the zero Move, the stop move.
const stopText = "stop"

// String returns the text form: "2:07@(1,-2)r3", "c2:75@(1,-2)r0" or
// "stop".
func (m Move) String() string {
	switch {
	case m == Move{}:
		return stopText
	case m.Placement.Tile.IsOneHex():
		return "c" + strconv.Itoa(m.Position) + ":" + m.Placement.String()
	}
	return strconv.Itoa(m.Position) + ":" + m.Placement.String()
}

// MarshalText encodes the move in its text form. A take whose tile is not
// 1..61 or a completion whose slot is not 1..4 has no text form that reads
// back and fails.
func (m Move) MarshalText() ([]byte, error) {
	switch {
	case m == Move{}:
	case m.Placement.Tile.IsOneHex():
		if m.Position < 1 || m.Position > 4 {
			return nil, fmt.Errorf("%w: move %v names no card slot 1..4", ErrSyntax, m)
		}
	case !m.Placement.Tile.InBase():
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

// ParseMove reads "2:07@(1,-2)r3", "c2:75@(1,-2)r0" or "stop". Malformed
// text returns an error wrapping ErrSyntax; whether the move is legal is
// for Game.Check.
func ParseMove(s string) (Move, error) {
	if len(s) > 80 {
		return Move{}, fmt.Errorf("%w: move of %d bytes", ErrSyntax, len(s))
	}
	t := strings.TrimSpace(s)
	if t == stopText {
		return Move{}, nil
	}
	ps, rest, ok := strings.Cut(t, ":")
	if !ok {
		return Move{}, fmt.Errorf("%w: move %q: want position:placement, c slot:placement or stop", ErrSyntax, s)
	}
	var m Move
	slot, isCard := strings.CutPrefix(ps, "c")
	if isCard {
		n, err := strconv.Atoi(slot)
		if err != nil || n < 1 || n > 4 || len(slot) != 1 {
			return Move{}, fmt.Errorf("%w: move %q: card slot must be 1..4", ErrSyntax, s)
		}
		m.Position = n
	} else {
		pos, err := strconv.Atoi(ps)
		if err != nil || pos < 0 || pos > 9 {
			return Move{}, fmt.Errorf("%w: move %q: position must be 0..9", ErrSyntax, s)
		}
		m.Position = pos
	}
	p, err := city.ParsePlacement(rest)
	if err != nil {
		return Move{}, fmt.Errorf("%w: move %q: %w", ErrSyntax, s, err)
	}
	switch {
	case isCard && !p.Tile.IsOneHex():
		return Move{}, fmt.Errorf("%w: move %q: a card's tile is a one-hex tile 62..91", ErrSyntax, s)
	case !isCard && p.Tile.IsOneHex():
		return Move{}, fmt.Errorf("%w: move %q: a site position holds a tile 1..61", ErrSyntax, s)
	}
	m.Placement = p
	return m, nil
}
