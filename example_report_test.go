package akropolis_test

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis"
)

// A refused move, as a service sends it to a client: the rule's code to
// branch on, the message to show, and where it applies.
func ExampleReportOf() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	m, err := akropolis.ParseMove("0:22@(5,5)r0") // far from the city
	if err != nil {
		panic(err)
	}
	r := akropolis.ReportOf(g.Play(m))
	b, err := json.Marshal(r)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(b))
	var back akropolis.Report
	fmt.Println(back.UnmarshalJSON(b), string(back.Code))
	// Output:
	// {"code":"not-adjacent","message":"akropolis: turn 1, seat 0, move 0:22@(5,5)r0: city: placement 22@(5,5)r0: ground tile does not touch the city","turn":1,"seat":0,"move":"0:22@(5,5)r0","cell":{"q":5,"r":5}}
	// <nil> not-adjacent
}
