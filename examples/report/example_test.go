package report_test

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/report"
)

// A refused move, as a service sends it to a client: the rule's code to
// branch on, the message to show, and where it applies.
func ExampleOf() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	m, err := akropolis.ParseMove("0:22@(5,5)r0") // far from the city
	if err != nil {
		panic(err)
	}
	r := report.Of(g.Play(m))
	fmt.Println(string(r.Code), r.Turn, *r.Move, *r.Cell)
	b, err := json.Marshal(r)
	if err != nil {
		panic(err)
	}
	var back report.Report
	fmt.Println(back.UnmarshalJSON(b), string(back.Code))
	// Output:
	// not-adjacent 1 0:22@(5,5)r0 (5,5)
	// <nil> not-adjacent
}
