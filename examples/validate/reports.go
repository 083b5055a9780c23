package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/akropolis-rules/akropolis"
)

// printReports is -json: the document checked whole by
// akropolis.CheckDocument, each violation written in the library's error
// form, one JSON object a line; an unreadable document is written in that
// form too. It returns the exit status, as for text output.
func printReports(in io.Reader, stdout io.Writer) int {
	_, reports, err := akropolis.CheckDocument(in)
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
