package akropolis

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The rules a move can break besides those of packages site and city.
// [Game.Check], [Game.Play] and [Game.PlayEvents] return an *[Error]
// whose Err is, in the order tried:
//   - [ErrNoMove] for the zero Move;
//   - the site's take error: site.ErrGameOver when the game has ended
//     (before anything else), site.ErrBadPosition or site.ErrCannotAfford;
//   - [ErrWrongTile];
//   - a *city.PlacementError: city.ErrBadRotation, ErrOutOfBounds,
//     ErrNotAdjacent, ErrGap, ErrUneven or ErrOneTile (a site tile is
//     always a catalogue tile and never in a city yet, so an unknown tile
//     number is ErrWrongTile and city.ErrTileUsed cannot arise).
//
// A move of the Athena expansion's construction phase (a completion or the
// stop move), or a take while the phase is open, is refused in the order
// [Game]'s "Athena" section gives, with the sentinels of package
// site (site.ErrNotConstructing, site.ErrConstructing, site.ErrBadCard,
// site.ErrCardDone, site.ErrNotCompletable, site.ErrNotOnCard) and then
// the city's rules (a one-hex tile on a one-hex tile: city.ErrOnOneHex).
//
// So errors.Is(err, city.ErrGap) works on the error of Play, and errors.As
// finds the *Error, the *city.PlacementError or the
// rule's [rule.Code] (its code in quotes below). [Record.Replay] returns the
// *Error of the first illegal move, its Step set.
const (
	// ErrWrongTile ("wrong-tile"): the placement names another tile than
	// the one at the chosen site position.
	ErrWrongTile rule.Code = "wrong-tile"
	// ErrNoMove ("no-move"): the zero Move, which is no take, completion
	// or stop (see Move); refused before any other rule.
	ErrNoMove rule.Code = "no-move"
	// ErrBadOptions ("bad-options"): options or a setup that cannot make a
	// game (players outside 1..4, an invalid Architect level, a site for
	// another player count); returned, wrapped with the reason, by
	// Options.Validate, New, Game.Reset, View.SampleInto and
	// Record.Replay. A bad site also wraps site.ErrBadSetup (errors.Is finds
	// both), and errors.As finds the code of the specific rule first
	// ("foreign-tile", "duplicate-tile", ...). A position or view that
	// breaks other rules gives a *PositionError, which matches only the
	// rules it lists.
	ErrBadOptions rule.Code = "bad-options"
)

// errSyntax is returned (wrapped with the reason) for text that cannot be
// read: by the UnmarshalText of Move (which also wraps rule.ErrSyntax for a
// bad placement) and Record, and ReadAny
// (a bad Architect level in a record or position too, which
// then also wraps rule.ErrSyntax). Record and city text errors are an
// *[Error] naming the line; JSON errors wrap rule.ErrSyntax directly. It is a
// different kind of error from an illegal move, and has no rule code
// ([ReportOf] gives it the code "syntax", as it gives ErrTooLarge
// "too-large"). A
// message quotes at most 24 characters of text that may be long (the %.24q
// verb), so hostile input is never echoed whole.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("akropolis: invalid %w", rule.ErrSyntax)

// ErrEmptyInput ("empty-input") is wrapped, with rule.ErrSyntax, by the error of
// a record, position or city document that holds nothing: no bytes, only
// spaces, line ends, a byte order mark or comments, or in JSON an empty
// object {} (a city: an empty array [], or no placements). A service must
// not answer "valid" to an empty body. Record.UnmarshalText, Position.UnmarshalText,
// ReadAny, CheckDocument, the Unmarshal methods of
// Record, Position and View return it.
const ErrEmptyInput rule.Code = "empty-input"

// emptyInput is the error of an empty document of the kind named.
func emptyInput(what string) error {
	return fmt.Errorf("%w: empty %s: %w", errSyntax, what, ErrEmptyInput)
}

// isEmptyJSON reports whether a JSON document holds nothing: only spaces
// (after any byte order mark), or an empty object or array.
func isEmptyJSON(b []byte) bool {
	t := bytes.TrimSpace(strictjson.TrimBOM(b))
	if len(t) >= 2 && (t[0] == '{' && t[len(t)-1] == '}' || t[0] == '[' && t[len(t)-1] == ']') {
		t = bytes.TrimSpace(t[1 : len(t)-1])
	}
	return len(t) == 0
}

// ErrTooLarge is wrapped by the error of a record or city over
// 1 MiB, or with lists over their bounds (1000 moves or
// placements, 61 setup tiles), refused before the rest is read
// (ReadAny, Record.UnmarshalText and UnmarshalJSON,
// Record.Replay). Such an error also matches rule.ErrSyntax: the input cannot
// be read.
var ErrTooLarge = errors.New("akropolis: input too large")

// Error is the one structured error of the module's input: the move of a
// game, the move of a record or the line of a text form that broke a rule
// or could not be read, and the rule (Err). The fields that do not apply
// are zero: a rejected move (Check, Play, PlayEvents, Delta) sets Move,
// Turn and Seat; a move of a record that does not replay (Record.Replay)
// also its Step; malformed record or city text (Record.UnmarshalText,
// ReadAny) sets Line alone, its Err wrapping rule.ErrSyntax (and, for a bad move
// or placement, the error of Move.UnmarshalText or city.Placement.UnmarshalText).
// errors.As finds it, errors.Is the rule.
type Error struct {
	Step int // the move's number in the record, 1 for the first (0: not from a record)
	Line int // the line of a text form, 1 for the first (0: not from a text form)
	Move Move
	Turn int // the turn the move was tried at, 1 for the first (Game.TurnsPlayed()+1 then)
	Seat int
	Err  error
}

// Error names the line of a text form, or the move's number in the record
// (if any), the turn, the seat, the move; then the broken rule.
func (e *Error) Error() string {
	switch {
	case e.Line != 0:
		return fmt.Sprintf("line %d: %v", e.Line, e.Err)
	case e.Step != 0:
		return fmt.Sprintf("akropolis: replay: move %d (turn %d), seat %d, %v: %v", e.Step, e.Turn, e.Seat, e.Move, e.Err)
	}
	return fmt.Sprintf("akropolis: turn %d, seat %d, move %v: %v", e.Turn, e.Seat, e.Move, e.Err)
}

// Unwrap returns the broken rule (a sentinel, or a site or city error).
func (e *Error) Unwrap() error { return e.Err }

// causeFirst is an error that reads as the general rules then the cause
// ("invalid game options: record setup: invalid setup: a tile appears
// twice: ...") but unwraps to the cause first, so that errors.As finds the
// specific rule's code ("duplicate-tile") before a general one
// ("bad-options"), while errors.Is still finds every rule it names.
type causeFirst struct {
	msg  string
	errs []error
}

// wrapCause returns cause wrapped in the general rules: its text is the
// general rules' texts, then context (if any), then the cause's.
func wrapCause(cause error, context string, general ...error) error {
	var b strings.Builder
	for _, g := range general {
		b.WriteString(g.Error())
		b.WriteString(": ")
		if context != "" && g == general[0] {
			b.WriteString(context)
			b.WriteString(": ")
		}
	}
	b.WriteString(cause.Error())
	return &causeFirst{msg: b.String(), errs: append([]error{cause}, general...)}
}

// Error gives the general rules, the context and the cause.
func (e *causeFirst) Error() string { return e.msg }

// Unwrap returns the cause, then the general rules.
func (e *causeFirst) Unwrap() []error { return e.errs }

// players writes a player count with its noun: "1 player", "3 players".
func players(n int) string { return plural(n, "player") }

// plural writes a count with its noun in agreement: "1 stone", "2 stones",
// "1 quarry", "3 quarries".
func plural(n int, noun string) string {
	if n != 1 {
		switch {
		case strings.HasSuffix(noun, "y"):
			noun = noun[:len(noun)-1] + "ies"
		case strings.HasSuffix(noun, "x"):
			noun += "es"
		default:
			noun += "s"
		}
	}
	return strconv.Itoa(n) + " " + noun
}
