package anu

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// MaxStateLen bounds the text Parse reads: the longest real state (4
// players, 60 moves) has under 700 characters.
const MaxStateLen = 1024

// State is one state of a game in the notation: the settings, the seat to
// move, the construction site and every seat's stones and moves. It is a
// plain value; build one by hand, with Parse, or with FromGame.
type State struct {
	// Players is 2 to 4.
	Players int
	// Variants are the variant scorings switched on (upper-case letters).
	Variants variants.Set
	// ToMove is the seat to move; once the game is over, the seat that made
	// the last move (the notation does not advance it then).
	ToMove int
	// Line is the construction site, position 0 (free) first.
	Line []tile.ID
	// Seats holds one entry per seat, in seat order.
	Seats []Seat
}

// Seat is one seat's part of a state.
type Seat struct {
	// Stones is the stones the seat holds.
	Stones int
	// Moves is the seat's placements in the order it laid them (the starting
	// tile is not written).
	Moves []city.Placement
}

// districtLetters are the settings' letters, in the order of
// tile.Districts() (houses, markets, barracks, temples, gardens).
const districtLetters = "hmbtg"

// Parse reads a state and checks that it can be a real game state (see
// Check). Text that is not the notation reports every malformed part (each
// statement and each move is read on its own); the rules are checked once
// the whole string reads. Every violation is a *Violation in the returned
// *StateError; on error the State is the zero value.
func Parse(s string) (State, error) {
	st, vs := read(s)
	if len(vs) > 0 {
		return State{}, vs.err()
	}
	if err := st.Check(); err != nil {
		return State{}, err
	}
	return st, nil
}

// read reads the statements of s, collecting every syntax violation.
func read(s string) (State, violations) {
	var st State
	var vs violations
	if len(s) > MaxStateLen {
		vs.add(-1, -1, ErrSyntax, "state of %d bytes (at most %d)", len(s), MaxStateLen)
		return st, vs
	}
	stmts := strings.Split(s, ";")
	if last := stmts[len(stmts)-1]; last != "" {
		vs.add(-1, -1, ErrSyntax, "the last statement %q is not ended by ';'", clip(last))
	} else {
		stmts = stmts[:len(stmts)-1]
	}
	if len(stmts) < 2 {
		vs.add(-1, -1, ErrSyntax, "want settings;shared;player;... with every statement ended by ';'")
		return st, vs
	}
	readSettings(stmts[0], &st, &vs)
	readShared(stmts[1], &st, &vs)
	players := stmts[2:]
	if st.Players != 0 && len(players) != st.Players {
		vs.add(-1, -1, ErrPlayerCount, "%s for %s", counted(len(players), "player statement", "player statements"), counted(st.Players, "player", "players"))
	}
	for k, p := range players {
		st.Seats = append(st.Seats, readSeat(p, k, &vs))
	}
	return st, vs
}

// readSettings reads "3HmbtG": the player count and the five letters.
func readSettings(f string, st *State, vs *violations) {
	if len(f) != 1+len(districtLetters) || !isDigit(f[0]) {
		vs.add(-1, -1, ErrSyntax, "settings %q: want a player count and the letters hmbtg, like 3HmbtG", clip(f))
		return
	}
	if n := int(f[0] - '0'); n < 2 || n > 4 {
		vs.add(-1, -1, ErrSettings, "%s (want 2 to 4)", counted(n, "player", "players"))
	} else {
		st.Players = n
	}
	for k, v := range tile.Districts() {
		switch c := f[1+k]; c {
		case districtLetters[k]:
		case upper(districtLetters[k]):
			st.Variants = st.Variants.With(v)
		default:
			vs.add(-1, -1, ErrSyntax, "settings %q: letter %d is %q, want %c or %c", f, k+1, c, districtLetters[k], upper(districtLetters[k]))
		}
	}
}

// upper returns a lower-case ASCII letter's upper case.
func upper(c byte) byte { return c - 'a' + 'A' }

// readShared reads "010181620": the seat to move and the site line.
func readShared(f string, st *State, vs *violations) {
	if len(f) < 1 || len(f)%2 != 1 || !isDigit(f[0]) {
		vs.add(-1, -1, ErrSyntax, "shared statement %q: want the seat to move (one digit) and two digits per site tile", clip(f))
		return
	}
	st.ToMove = int(f[0] - '0')
	if st.Players != 0 && st.ToMove >= st.Players {
		vs.add(-1, -1, ErrBadSeat, "seat %d to move in a %d-player game", st.ToMove, st.Players)
	}
	for i := 1; i < len(f); i += 2 {
		id, ok := twoDigits(f[i : i+2])
		if !ok || id < 1 || id > int(tile.MaxID) {
			vs.add(-1, -1, ErrSyntax, "site position %d: %q is not a tile number 01 to %d", i/2, f[i:i+2], tile.MaxID)
			continue
		}
		st.Line = append(st.Line, tile.ID(id))
	}
}

// readSeat reads seat k's statement "P10118S00E02R0...".
func readSeat(f string, k int, vs *violations) Seat {
	var s Seat
	if len(f) < 4 || f[0] != 'P' || !isDigit(f[1]) || (len(f)-4)%MoveLen != 0 {
		vs.add(k, -1, ErrSyntax, "player statement %q: want P, the seat digit, two digits of stones and moves of %d characters", clip(f), MoveLen)
		return s
	}
	if seat := int(f[1] - '0'); seat != k {
		vs.add(k, -1, ErrBadSeat, "the statement of seat %d is labelled seat %d", k, seat)
	}
	stones, ok := twoDigits(f[2:4])
	if !ok {
		vs.add(k, -1, ErrSyntax, "stones %q: want two digits", f[2:4])
	}
	s.Stones = stones
	for i := 4; i < len(f); i += MoveLen {
		p, err := ParseMove(f[i : i+MoveLen])
		if err != nil {
			vs.add(k, len(s.Moves), ErrSyntax, "%v", unwrapSyntax(err))
			continue
		}
		s.Moves = append(s.Moves, p)
	}
	return s
}

// unwrapSyntax drops ParseMove's sentinel prefix, which the violation adds
// again.
func unwrapSyntax(err error) string {
	return strings.TrimPrefix(err.Error(), ErrSyntax.Error()+": ")
}

// String returns the state in the notation. A state that Parse accepted
// gives back the text read. A value the notation cannot write (see
// Append) is printed as the error it gives.
func (s State) String() string {
	b, err := s.Append(nil)
	if err != nil {
		return fmt.Sprintf("%%!anu(%v)", err)
	}
	return string(b)
}

// Append appends the state in the notation to dst. A value the notation
// cannot write (a player count or seat not of one digit, stones not of two,
// an invalid variant bit, an unwritable move) returns an error wrapping
// ErrUnsupported and dst unchanged. It does not check that the state is a
// real game state: that is Check's job.
func (s State) Append(dst []byte) ([]byte, error) {
	start := len(dst)
	fail := func(format string, args ...any) ([]byte, error) {
		return dst[:start], fmt.Errorf("%w: "+format, append([]any{ErrUnsupported}, args...)...)
	}
	if s.Players < 0 || s.Players > 9 || s.ToMove < 0 || s.ToMove > 9 || s.Variants&^variants.All != 0 {
		return fail("%d players, seat %d to move, variants %d", s.Players, s.ToMove, uint8(s.Variants))
	}
	dst = append(dst, '0'+byte(s.Players))
	for k, v := range tile.Districts() {
		c := districtLetters[k]
		if s.Variants.Has(v) {
			c = upper(c)
		}
		dst = append(dst, c)
	}
	dst = append(dst, ';', '0'+byte(s.ToMove))
	for _, id := range s.Line {
		if !id.InBase() {
			return fail("site tile %d", uint8(id))
		}
		dst = appendTwo(dst, int(id))
	}
	dst = append(dst, ';')
	for k, seat := range s.Seats {
		if k > 9 || seat.Stones < 0 || seat.Stones > 99 {
			return fail("seat %d with %d stones", k, seat.Stones)
		}
		dst = append(dst, 'P', '0'+byte(k))
		dst = appendTwo(dst, seat.Stones)
		for _, p := range seat.Moves {
			var err error
			if dst, err = AppendMove(dst, p); err != nil {
				return dst[:start], err
			}
		}
		dst = append(dst, ';')
	}
	return dst, nil
}

// MarshalText encodes the state in the notation.
func (s State) MarshalText() ([]byte, error) { return s.Append(nil) }

// UnmarshalText reads a state as Parse does; on error s is unchanged.
func (s *State) UnmarshalText(b []byte) error {
	if len(b) > MaxStateLen { // refuse before copying the text
		return &StateError{Violations: []*Violation{{Seat: -1, Move: -1, Err: fmt.Errorf("%w: state of %d bytes (at most %d)", ErrSyntax, len(b), MaxStateLen)}}}
	}
	st, err := Parse(string(b))
	if err != nil {
		return err
	}
	*s = st
	return nil
}
