package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
)

// printReports is -json: the document checked whole (checkDocument), each
// violation written in the library's error
// form, one JSON object a line; an unreadable document is written in that
// form too. It returns the exit status, as for text output.
func printReports(in io.Reader, stdout io.Writer) int {
	_, reports, err := checkDocument(in)
	if err != nil {
		reports = []akropolis.Report{akropolis.ReportOf(err)}
	}
	enc := json.NewEncoder(stdout)
	for _, r := range reports {
		if err := enc.Encode(r); err != nil {
			fmt.Fprintln(stdout, err)
		}
	}
	switch {
	case err != nil:
		return exitUnreadable
	case len(reports) > 0:
		return exitInvalid
	}
	return exitValid
}

// checkDocument reads a document as akropolis.ReadAny does (a record, a
// position, full or public, or a city, in text or JSON) and checks it
// whole. It returns the value read and every violation, each in the error
// form of akropolis.ReportOf:
//
//   - a record is replayed, and its first illegal move (or setup) is its
//     one violation, since what follows depends on it;
//   - a position gives each violation Position.Check finds, each alone;
//   - a city gives each illegal placement (city.Validate), its step
//     numbered from 1, each checked against the city without the illegal
//     ones before it.
//
// A valid document gives no report. A document that cannot be read (bad
// syntax, too large, empty) gives ReadAny's value and error, and no report:
// the error is not a violation of the rules, and ReportOf(err) gives its
// form.
func checkDocument(r io.Reader) (doc any, violations []akropolis.Report, err error) {
	doc, err = akropolis.ReadAny(r)
	if err != nil {
		return doc, nil, err
	}
	switch d := doc.(type) {
	case akropolis.Record:
		if _, err := d.Replay(); err != nil {
			violations = append(violations, akropolis.ReportOf(err))
		}
	case akropolis.Position:
		violations = positionReports(d.Check())
	case []city.Placement:
		_, errs := city.Validate(d)
		for _, e := range errs {
			violations = append(violations, akropolis.ReportOf(e))
		}
	}
	return doc, violations, nil
}

// positionReports is the report of each violation of a position's Check
// error, alone; nil for nil.
func positionReports(err error) []akropolis.Report {
	var pe *akropolis.PositionError
	if !errors.As(err, &pe) {
		if err == nil {
			return nil
		}
		return []akropolis.Report{akropolis.ReportOf(err)}
	}
	var out []akropolis.Report
	for _, e := range pe.Errs {
		if e != nil {
			out = append(out, akropolis.ReportOf(e))
		}
	}
	return out
}
