package akropolis

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// Report is the one JSON form of any error of the module, a contract for a
// client that cannot match errors with errors.Is and errors.As: a code to
// branch on, the message to show, and where it applies, what the
// structured error in the chain tells:
//
//	{"code":"not-adjacent","message":"akropolis: replay: move 3 (turn 3), ...",
//	 "step":3,"turn":3,"seat":0,"move":"0:12@(5,5)r0","cell":{"q":5,"r":5}}
//
// The fields after the message say where the error applies, as the
// structured error in the chain tells it (a Go caller asks the error with
// errors.As): "step" numbers what failed from 1, a record's move
// (Error.Step) or a city's placement (*city.PlacementError.Step); "turn" (from 1)
// and "seat" are where an *Error's "move" was tried; "placement" is a
// city's placement when no move holds it; "cell" is the first hex of the
// move's or placement's tile; "line" is the line of a text form, from 1
// (*Error); "errors" are the violations of a *PositionError, each
// reported alone (Code is then the first one's). Fields that do not apply
// are left out (a seat is written even when 0).
//
// ReportOf makes one; UnmarshalJSON reads one back strictly, where fields
// and all, for MarshalJSON to write again. The zero Report, ReportOf(nil)
// of no error, is written as null, which UnmarshalJSON refuses as the
// module's decoders refuse null wherever a value is expected: a report is
// read where an error is expected.
type Report struct {
	// Code is the rule broken (package tile/rule: "not-adjacent", ...),
	// else rule.Code("too-large") ("too-large") for input over a size limit,
	// rule.Code("syntax") ("syntax") for input that cannot be read, and rule.Code("error")
	// ("error") for any other error.
	Code    rule.Code
	Message string // err.Error()
	at      reportAt
}

// reportAt is where the error of a report applies: its JSON fields after the
// message (see Report).
type reportAt struct {
	Step      int             `json:"step,omitzero"`
	Turn      int             `json:"turn,omitzero"`
	Seat      *int            `json:"seat,omitzero"`
	Move      *Move           `json:"move,omitzero"`
	Placement *city.Placement `json:"placement,omitzero"`
	Cell      *hex.Hex        `json:"cell,omitzero"`
	Line      int             `json:"line,omitzero"`
	Errors    []Report        `json:"errors,omitzero"`
}

// ReportOf returns the report of err (see Report); nil gives the zero
// report.
func ReportOf(err error) Report {
	if err == nil {
		return Report{}
	}
	r := Report{Code: codeOf(err), Message: err.Error()}
	w := &r.at
	var (
		me *Error
		pe *city.PlacementError
		ps *PositionError
	)
	switch {
	case !errors.As(err, &me):
	case me.Line != 0: // a line of text: no move was tried
		w.Line = me.Line
	default:
		w.Step, w.Turn, w.Seat, w.Move = me.Step, me.Turn, ptr(me.Seat), ptr(me.Move)
	}
	if errors.As(err, &pe) && pe.Step != 0 {
		w.Step = pe.Step
	}
	switch {
	case w.Move != nil:
		w.Cell = ptr(w.Move.Placement.Anchor)
	case errors.As(err, &pe):
		w.Placement, w.Cell = ptr(pe.Placement), ptr(pe.Placement.Anchor)
	}
	if errors.As(err, &ps) {
		for _, v := range ps.Errs {
			if v != nil {
				w.Errors = append(w.Errors, ReportOf(v))
			}
		}
	}
	return r
}

// ptr returns a pointer to a copy of v, so that a report shares nothing
// with the error it reports.
func ptr[T any](v T) *T { return &v }

// The codes of errors that break no rule: no sentinel is one of these,
// and only ReportOf gives them.
const (
	codeSyntax   rule.Code = "syntax"    // the input cannot be read (any package's rule.ErrSyntax)
	codeTooLarge rule.Code = "too-large" // the input is over a size limit (ErrTooLarge)
	codeOther    rule.Code = "error"     // any other error, such as a failed read
)

// codeOf is the code of err: too-large before the rest (such an error also
// wraps rule.ErrSyntax), then the rule's, then syntax, else other. Input that
// encoding/json refuses before any of the module's decoders sees it (NaN,
// nesting beyond its depth limit, a value of the wrong JSON kind) cannot be
// read either: syntax.
func codeOf(err error) rule.Code {
	if errors.Is(err, ErrTooLarge) {
		return codeTooLarge
	}
	var c rule.Code
	if errors.As(err, &c) && c.Valid() {
		return c
	}
	var (
		syntax *json.SyntaxError
		kind   *json.UnmarshalTypeError
	)
	if errors.Is(err, rule.ErrSyntax) || errors.As(err, &syntax) || errors.As(err, &kind) {
		return codeSyntax
	}
	return codeOther
}

// reportForm is Report's JSON form.
type reportForm struct {
	Code    rule.Code `json:"code"`
	Message string    `json:"message"`
	reportAt
}

// MarshalJSON writes the report as its fields say, and the zero report (of
// no error) as null.
func (r Report) MarshalJSON() ([]byte, error) {
	if reflect.ValueOf(r).IsZero() {
		return []byte("null"), nil
	}
	return json.Marshal(reportForm{r.Code, r.Message, r.at})
}

// UnmarshalJSON reads a report as MarshalJSON writes it, strictly: the
// code is required and must be one of package tile/rule's. On error r is
// unchanged.
func (r *Report) UnmarshalJSON(b []byte) error {
	var f reportForm
	if err := strictjson.Decode(b, &f); err != nil {
		if errors.Is(err, strictjson.ErrTooLarge) {
			return fmt.Errorf("%w: %w: error report JSON: %w", ErrTooLarge, errSyntax, err)
		}
		return fmt.Errorf("%w: error report JSON: %w", errSyntax, err)
	}
	if f.Code == "" {
		return fmt.Errorf("%w: error report: no \"code\"", errSyntax)
	}
	*r = Report{Code: f.Code, Message: f.Message, at: f.reportAt}
	return nil
}
