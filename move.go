package akropolis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
)

// Move is one step of a turn. It is a plain comparable value with a text
// form that parses back with UnmarshalText; its Kind is one of three:
//
//   - a take (TakeMove), "2:07@(1,-2)r3" (site position, colon,
//     placement): take the tile at that site position and lay it;
//   - a completion of a construction card (CompletionMove, Athena),
//     "c2:75@(1,-2)r0" (c, the card's slot 1 to 4, colon, placement):
//     during the construction phase, complete that card and lay one of its
//     one-hex tiles, for free. A move is a completion when its placement
//     lays a one-hex tile (62 to 91), which no take does: its Position is
//     then the card's slot, as Card returns it;
//   - the stop move (StopMove, Athena), "stop", which Stop returns: end the
//     construction phase. Like python-chess's null move it is legal only
//     there.
//
// The zero Move is no move at all (NoMove): Check, Play and Delta refuse
// it with ErrNoMove, it has no text form (MarshalText fails, String gives
// "none", which UnmarshalText refuses), and a failed parse leaves it. So a
// request body that names no move, or misspells its field, is refused
// rather than read as a move.
//
// The kind follows from the fields rather than sitting in one of its own,
// so that a Move stays four words: a fifth word made listing the legal
// moves of a base game about 30% slower (BenchmarkLegalMoves).
type Move struct {
	// Position is the site position (0 to 9) of the tile a take takes,
	// or the slot (1 to 4) of the card a completion completes (-1 in the
	// stop move).
	Position  int
	Placement city.Placement
}

// MoveKind says what a Move is: NoMove (the zero Move), TakeMove,
// CompletionMove or StopMove. A kind has no form of its own: a move's text
// form says its kind.
type MoveKind uint8

// The kinds of moves.
const (
	NoMove         MoveKind = iota // the zero Move: no move at all
	TakeMove                       // take a tile from the site and lay it
	CompletionMove                 // complete a construction card and lay one of its tiles (Athena)
	StopMove                       // end the construction phase (Athena)
)

// moveKindNames are the kinds' names, as String gives them.
var moveKindNames = [...]string{NoMove: "none", TakeMove: "take", CompletionMove: "completion", StopMove: stopText}

// String returns the kind's name: "none", "take", "completion" or "stop"
// ("MoveKind(9)" for a value outside them).
func (k MoveKind) String() string {
	if int(k) < len(moveKindNames) {
		return moveKindNames[k]
	}
	return "MoveKind(" + strconv.Itoa(int(k)) + ")"
}

// stop is the stop move: no tile, and a Position no take or card has.
var stop = Move{Position: -1}

// Stop returns the stop move, which ends the construction phase of the
// Athena expansion.
func Stop() Move { return stop }

// Kind returns the move's kind: CompletionMove when the placement lays a
// one-hex tile, NoMove for the zero Move, StopMove for Stop(), and
// TakeMove for any other value (Check judges whether it is legal).
func (m Move) Kind() MoveKind {
	switch t := m.Placement.Tile; {
	case t.IsOneHex():
		return CompletionMove
	case t != 0:
		return TakeMove
	case m == stop:
		return StopMove
	case m == Move{}:
		return NoMove
	}
	return TakeMove // a take that names no tile: ErrWrongTile
}

// Card returns the slot (1 to 4) of the construction card a completion
// completes, and 0 for any other move.
func (m Move) Card() int {
	if m.Placement.Tile.IsOneHex() {
		return m.Position
	}
	return 0
}

// stopText is the text form of the stop move.
const stopText = "stop"

// String returns the text form: "2:07@(1,-2)r3", "c2:75@(1,-2)r0" or
// "stop"; "none" for the zero Move, which has no text form.
func (m Move) String() string {
	switch m.Kind() {
	case NoMove:
		return "none"
	case StopMove:
		return stopText
	case CompletionMove:
		return "c" + strconv.Itoa(m.Position) + ":" + m.Placement.String()
	}
	return strconv.Itoa(m.Position) + ":" + m.Placement.String()
}

// MarshalText encodes the move in its text form. The zero Move (no move),
// a take whose tile is not 1..61 or a completion whose slot is not 1..4
// has no text form that reads back and fails.
func (m Move) MarshalText() ([]byte, error) {
	switch m.Kind() {
	case NoMove:
		return nil, fmt.Errorf("%w: the zero Move is no move: %w", errSyntax, ErrNoMove)
	case StopMove:
	case CompletionMove:
		if m.Position < 1 || m.Position > 4 {
			return nil, fmt.Errorf("%w: move %v names no card slot 1..4", errSyntax, m)
		}
	default:
		if !m.Placement.Tile.InBase() {
			return nil, fmt.Errorf("%w: move %v names no catalogue tile", errSyntax, m)
		}
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads "2:07@(1,-2)r3", "c2:75@(1,-2)r0" or "stop",
// exactly: as city.Placement.UnmarshalText, it refuses spaces around the text (a
// reader of a line or a field trims what its own form allows). Malformed
// text returns an error wrapping rule.ErrSyntax (also for a bad
// placement), and m is unchanged; whether the move is legal is for
// Game.Check.
func (m *Move) UnmarshalText(b []byte) error {
	if len(b) > 80 { // refuse before copying the text
		return fmt.Errorf("%w: move of %d bytes", errSyntax, len(b))
	}
	p, err := parseMove(string(b))
	if err != nil {
		return err
	}
	*m = p
	return nil
}

// parseMove reads a move's text form (see UnmarshalText); malformed text
// returns the zero Move (no move).
func parseMove(s string) (Move, error) {
	if len(s) > 80 {
		return Move{}, fmt.Errorf("%w: move of %d bytes", errSyntax, len(s))
	}
	if s == stopText {
		return stop, nil
	}
	if strings.TrimSpace(s) != s {
		return Move{}, fmt.Errorf("%w: move %.24q: spaces around the move", errSyntax, s)
	}
	ps, rest, ok := strings.Cut(s, ":")
	if !ok {
		return Move{}, fmt.Errorf("%w: move %q: want position:placement, c slot:placement or stop", errSyntax, s)
	}
	var m Move
	slot, isCard := strings.CutPrefix(ps, "c")
	if isCard {
		n, err := strconv.Atoi(slot)
		if err != nil || n < 1 || n > 4 || len(slot) != 1 {
			return Move{}, fmt.Errorf("%w: move %q: card slot must be 1..4", errSyntax, s)
		}
		m.Position = n
	} else {
		pos, err := strconv.Atoi(ps)
		if err != nil || pos < 0 || pos > 9 || len(ps) != 1 {
			return Move{}, fmt.Errorf("%w: move %q: position must be 0..9", errSyntax, s)
		}
		m.Position = pos
	}
	var p city.Placement
	err := p.UnmarshalText([]byte(rest))
	if err != nil {
		return Move{}, fmt.Errorf("%w: move %q: %w", errSyntax, s, err)
	}
	switch {
	case isCard && !p.Tile.IsOneHex():
		return Move{}, fmt.Errorf("%w: move %q: a card's tile is a one-hex tile 62..91", errSyntax, s)
	case !isCard && p.Tile.IsOneHex():
		return Move{}, fmt.Errorf("%w: move %q: a site position holds a tile 1..61", errSyntax, s)
	}
	m.Placement = p
	return m, nil
}
