// Package report gives any error of package akropolis and the packages below
// it a JSON form, for a client that cannot match errors with errors.Is and
// errors.As: a rule code to branch on (package tile/rule), the message to
// show, and where the error applies. A service sends Of(err); a client
// decodes it with Report.UnmarshalJSON.
package report

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/hex/strictjson"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// Report is the JSON form of any error, for a client that cannot
// match errors with errors.Is and errors.As: a code to branch on, the
// message to show, and where it applies, what the structured error in the
// chain tells:
//
//	{"code":"not-adjacent","message":"akropolis: replay: move 3 (turn 3), ...",
//	 "step":3,"turn":3,"seat":0,"move":"0:12@(5,5)r0","cell":{"q":5,"r":5}}
//
// Fields that do not apply are left out (a seat is written even when 0).
// Of makes one; UnmarshalJSON reads one back strictly.
type Report struct {
	// Code is the rule broken (package tile/rule: "not-adjacent", ...),
	// else rule.TooLarge ("too-large") for input over a size limit,
	// rule.Syntax ("syntax") for input that cannot be read, and rule.Other
	// ("error") for any other error.
	Code    rule.Code `json:"code"`
	Message string    `json:"message"` // err.Error()
	// Step numbers what failed from 1: a record's move (*akropolis.ReplayError) or a
	// city's placement (*city.StepError).
	Step      int             `json:"step,omitzero"`
	Turn      int             `json:"turn,omitzero"` // the game's turn, from 1 (*akropolis.MoveError)
	Seat      *int            `json:"seat,omitzero"` // the seat that moved (*akropolis.MoveError)
	Move      *akropolis.Move `json:"move,omitzero"`
	Placement *city.Placement `json:"placement,omitzero"` // a city's placement, when no move holds it
	Cell      *hex.Hex        `json:"cell,omitzero"`      // the placement's first hex
	Line      int             `json:"line,omitzero"`      // the line of a text form, from 1 (*akropolis.LineError)
	// Errors are the violations of a *akropolis.PositionError, each reported alone;
	// Code is then the first one's.
	Errors []Report `json:"errors,omitzero"`
}

// Of returns the report of err (see Report); nil gives the
// zero report.
func Of(err error) Report {
	if err == nil {
		return Report{}
	}
	r := Report{Code: codeOf(err), Message: err.Error()}
	var (
		re *akropolis.ReplayError
		me *akropolis.MoveError
		se *city.StepError
		pe *city.PlacementError
		le *akropolis.LineError
		ps *akropolis.PositionError
	)
	if errors.As(err, &re) {
		r.Step = re.Index
	}
	if errors.As(err, &me) {
		r.Turn, r.Seat, r.Move = me.Turn, ptr(me.Seat), ptr(me.Move)
	}
	if errors.As(err, &se) {
		r.Step = se.Index + 1
	}
	switch {
	case r.Move != nil:
		r.Cell = ptr(r.Move.Placement.Anchor)
	case errors.As(err, &pe):
		r.Placement, r.Cell = ptr(pe.Placement), ptr(pe.Placement.Anchor)
	}
	if errors.As(err, &le) {
		r.Line = le.Line
	}
	if errors.As(err, &ps) {
		for _, v := range ps.Errs {
			if v != nil {
				r.Errors = append(r.Errors, Of(v))
			}
		}
	}
	return r
}

// ptr returns a pointer to a copy of v, so that a report shares nothing
// with the error it reports.
func ptr[T any](v T) *T { return &v }

// codeOf is the code of err: too-large before the rest (such an error also
// wraps akropolis.ErrSyntax), then the rule's, then syntax, else other.
func codeOf(err error) rule.Code {
	if errors.Is(err, akropolis.ErrTooLarge) {
		return rule.TooLarge
	}
	var c rule.Code
	if errors.As(err, &c) && c.Valid() {
		return c
	}
	if errors.Is(err, rule.ErrSyntax) {
		return rule.Syntax
	}
	return rule.Other
}

// reportForm is Report without its methods, for the decoder.
type reportForm Report

// UnmarshalJSON reads a report as json.Marshal writes it, strictly: the
// code is required and must be one of package tile/rule's. On error r is
// unchanged.
func (r *Report) UnmarshalJSON(b []byte) error {
	var f reportForm
	if err := strictjson.Decode(b, &f); err != nil {
		if errors.Is(err, strictjson.ErrTooLarge) {
			return fmt.Errorf("%w: %w: error report JSON: %w", akropolis.ErrTooLarge, akropolis.ErrSyntax, err)
		}
		return fmt.Errorf("%w: error report JSON: %w", akropolis.ErrSyntax, err)
	}
	if f.Code == "" {
		return fmt.Errorf("%w: error report: no \"code\"", akropolis.ErrSyntax)
	}
	*r = Report(f)
	return nil
}
