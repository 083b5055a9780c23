package protocol

import (
	"errors"
	"fmt"
)

// The ways a conversation fails. Every error of this package is an *Error
// wrapping one of them, so errors.Is tells them apart.
var (
	// ErrVersion: the two sides share no protocol version.
	ErrVersion = errors.New("no common protocol version")
	// ErrTimeout: the engine did not answer within its time.
	ErrTimeout = errors.New("no answer in time")
	// ErrExited: the engine's process ended (crashed or quit) or closed its
	// output while the referee waited for it.
	ErrExited = errors.New("engine exited")
	// ErrGarbage: a line that is not the answer the protocol asks for.
	ErrGarbage = errors.New("unreadable answer")
	// ErrRefused: the engine sent an error line: it cannot go on.
	ErrRefused = errors.New("engine reported an error")
	// ErrInput: the engine side received a line it cannot accept (malformed,
	// out of order, or a move its copy of the game refuses), or the
	// referee side was given a view or position it cannot send.
	ErrInput = errors.New("bad input from the referee")
)

// Error is an error of the protocol: the sentinel (one of the Err values
// above), the line that caused it when there was one, and details.
type Error struct {
	Err    error  // the sentinel
	Line   string // the offending line, cut to 80 bytes; empty when none
	Detail string // what went wrong, in words
}

// Error reads "unreadable answer: want move MOVE (line "hello")".
func (e *Error) Error() string {
	s := e.Err.Error()
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	if e.Line != "" {
		s += fmt.Sprintf(" (line %q)", e.Line)
	}
	return s
}

// Unwrap returns the sentinel.
func (e *Error) Unwrap() error { return e.Err }

// fail builds an *Error, cutting the line so that hostile input is never
// echoed whole.
func fail(sentinel error, line string, format string, args ...any) *Error {
	if len(line) > 80 {
		line = line[:80] + "..."
	}
	return &Error{Err: sentinel, Line: line, Detail: fmt.Sprintf(format, args...)}
}
