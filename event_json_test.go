package akropolis_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

func TestEventJSON(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	m := g.AppendLegalMoves(nil)[0]
	events, err := g.PlayEvents(nil, m)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(events)
	if err != nil {
		t.Fatal(err)
	}
	var back []event.Event
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if len(back) != len(events) {
		t.Fatalf("%d events back, want %d", len(back), len(events))
	}
	for i := range events {
		if back[i] != events[i] {
			t.Errorf("event %d: %+v back as %+v", i, events[i], back[i])
		}
	}
	if events[0].Turn != 1 {
		t.Errorf("first move's events have turn %d, want 1", events[0].Turn)
	}
	for _, k := range []event.Kind{0, event.Stopped + 1, 255} {
		if _, err := json.Marshal(event.Event{Kind: k}); err == nil {
			t.Errorf("event of kind %v marshals", k)
		}
	}
}

// eventJSONForm: an event's JSON refuses with ErrSyntax, or reads an event
// whose form, when it has one, reads back; the form is strict.
func eventJSONForm(f *testing.F) formtest.Form {
	seeds := []string{
		`{"kind":"placed","turn":1,"seat":0,"tile":12,"position":0,"stones":0,"placement":"12@(0,-1)r0","cells":[],"level":1,"quarries":0,"slot":0,"card":""}`,
		`{"kind":"completed","turn":3,"seat":1,"tile":75,"position":0,"stones":0,"placement":"","cells":[],"level":0,"quarries":0,"slot":2,"card":"Fortress"}`,
		`{"kind":"taken","kind":"over"}`,
	}
	return formtest.Form{Key: 'e', Name: "event", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		var e event.Event
		if err := e.UnmarshalJSON(b); err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("error %v does not wrap rule.ErrSyntax", err)
			}
			return
		}
		out, err := json.Marshal(e)
		if err != nil {
			return // a kind without a name, or a tile out of range, has no JSON form
		}
		var back event.Event
		if err := back.UnmarshalJSON(out); err != nil {
			t.Fatalf("%s -> %s: %v", b, out, err)
		}
		c := codec((*event.Event).UnmarshalJSON, marshalJSON, nil)
		c.Refusal = func(err error) bool { return errors.Is(err, rule.ErrSyntax) }
		formtest.JSON(t, out, event.Event{Turn: 9}, c)
	}}
}
