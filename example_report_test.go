package akropolis_test

import (
	"encoding/json"
	"fmt"
	"strings"

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

// Any document, checked whole: here a city whose first and third
// placements break a rule, each reported with its step.
func ExampleCheckDocument() {
	city := "07@(5,5)r0\n19@(2,-1)r0\n09@(6,6)r0\n"
	_, reports, err := akropolis.CheckDocument(strings.NewReader(city))
	if err != nil {
		panic(err) // unreadable
	}
	for _, r := range reports {
		b, _ := json.Marshal(r)
		fmt.Println(string(b))
	}
	// Output:
	// {"code":"not-adjacent","message":"step 1: city: placement 07@(5,5)r0: ground tile does not touch the city","step":1,"placement":"07@(5,5)r0","cell":{"q":5,"r":5}}
	// {"code":"not-adjacent","message":"step 3: city: placement 09@(6,6)r0: ground tile does not touch the city","step":3,"placement":"09@(6,6)r0","cell":{"q":6,"r":6}}
}
