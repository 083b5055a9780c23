package akropolis_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/event"
	"github.com/akropolis-rules/akropolis/variants"
)

// The JSON convention: exact names, no duplicates, no unknown names, a byte
// order mark tolerated; each decoder of the package follows it.
func TestJSONConvention(t *testing.T) {
	opts := `{"players":3,"rules":{"variants":"houses"},"allTiles":false,"stonesFromZero":false,"unlimitedReserve":true,"seed":"18446744073709551615 7"}`
	var o akropolis.Options
	// encoding/json refuses a byte order mark before calling a decoder, so
	// the mark is for the readers of whole documents (ReadRecord,
	// ReadPosition) and direct UnmarshalJSON calls.
	if err := o.UnmarshalJSON([]byte("\uFEFF" + opts)); err != nil {
		t.Fatalf("options with a byte order mark: %v", err)
	}
	want := akropolis.Options{Players: 3, Rules: variants.Options{Variants: variants.Of(variants.Houses)}, UnlimitedReserve: true, Seed: [2]uint64{1<<64 - 1, 7}}
	if o != want {
		t.Fatalf("decoded %+v, want %+v", o, want)
	}
	if b, err := json.Marshal(o); err != nil || string(b) != opts {
		t.Fatalf("Marshal = %s, %v; want %s", b, err, opts)
	}
	for _, bad := range []string{
		`{"players":3,"players":2}`,
		`{"Players":3}`,
		`{"players":3,"allTiles":true,"alltiles":false}`,
		`{"players":3,"colour":"red"}`,
		`{"players":3,"seed":12}`,
		`{"players":3,"rules":{"variants":"none","Variants":"all"}}`,
		`{"players":3} {}`,
	} {
		o := akropolis.Options{Players: 4}
		if err := o.UnmarshalJSON([]byte(bad)); !errors.Is(err, akropolis.ErrSyntax) || o.Players != 4 {
			t.Errorf("%s: got %v (options %+v), want ErrSyntax and no change", bad, err, o)
		}
	}
	// Undefined variant bits: refused by Validate and by the JSON form.
	o = akropolis.Options{Players: 2, Rules: variants.Options{Variants: 1 << 6}}
	if err := o.Validate(); !errors.Is(err, akropolis.ErrBadOptions) {
		t.Errorf("Validate with variant bit 6 = %v, want ErrBadOptions", err)
	}
	if _, err := json.Marshal(o); err == nil {
		t.Error("options with variant bit 6 marshal")
	}
}

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
	for _, k := range []event.Kind{event.None, event.ArchitectTook + 1, 255} {
		if _, err := json.Marshal(event.Event{Kind: k}); err == nil {
			t.Errorf("event of kind %v marshals", k)
		}
	}
}

func FuzzEventJSON(f *testing.F) {
	f.Add([]byte(`{"kind":"placed","turn":1,"seat":0,"tile":12,"position":0,"stones":0,"placement":"12@(0,-1)r0","cells":[],"level":1,"quarries":0}`))
	f.Add([]byte(`{"kind":"taken","kind":"over"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var e event.Event
		if err := e.UnmarshalJSON(b); err != nil {
			if !errors.Is(err, event.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
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
	})
}
