package akropolis

import (
	"errors"
	"io"

	"github.com/akropolis-rules/akropolis/city"
)

// CheckDocument reads a document as ReadAny does (a record, a position,
// full or public, or a city, in text or JSON) and checks it whole. It
// returns the value read (a Record, a Position or a []city.Placement) and
// every violation, each in the error form of [ReportOf]:
//
//   - a record is replayed, and its first illegal move (or setup) is its
//     one violation, since what follows depends on it;
//   - a position gives each violation [Position.Check] finds, each alone;
//   - a city gives each illegal placement ([city.Validate]), its step
//     numbered from 1, each checked against the city without the illegal
//     ones before it.
//
// A valid document gives no report. A document that cannot be read (bad
// syntax, too large, empty) gives ReadAny's value and error, and no report:
// the error is not a violation of the rules, and ReportOf(err) gives its
// form.
func CheckDocument(r io.Reader) (doc any, violations []Report, err error) {
	doc, err = ReadAny(r)
	if err != nil {
		return doc, nil, err
	}
	switch d := doc.(type) {
	case Record:
		if _, err := d.Replay(); err != nil {
			violations = append(violations, ReportOf(err))
		}
	case Position:
		violations = positionReports(d.Check())
	case []city.Placement:
		_, errs := city.Validate(d)
		for _, e := range errs {
			violations = append(violations, ReportOf(e))
		}
	}
	return doc, violations, nil
}

// positionReports is the report of each violation of a position's Check
// error, alone; nil for nil.
func positionReports(err error) []Report {
	var pe *PositionError
	if !errors.As(err, &pe) {
		if err == nil {
			return nil
		}
		return []Report{ReportOf(err)}
	}
	var out []Report
	for _, e := range pe.Errs {
		if e != nil {
			out = append(out, ReportOf(e))
		}
	}
	return out
}
