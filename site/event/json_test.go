package event_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// placed is a placed event's JSON form with its tile, placement and seat
// left to fill in.
func placed(tile, placement, seat string) string {
	return `{"kind":"placed","turn":1,"seat":` + seat + `,"tile":` + tile + `,"position":0,"stones":0,"placement":"` + placement +
		`","cells":[],"level":1,"quarries":0,"slot":0,"card":""}`
}

// completed is a completed event's JSON form (slot 2, tile 75) with its
// position field given.
func completed(position string) string {
	return `{"kind":"completed","turn":3,"seat":1,"tile":75,` + position + `"stones":0,"placement":"","cells":[],"level":0,"quarries":0,"slot":2,"card":"Fortress"}`
}

// An event that cannot have happened is refused: a seat outside -1..3, a
// placed event whose placement lays another tile or none, a placement on
// another kind of event.
func TestEventJSONRefusesImpossibleEvents(t *testing.T) {
	good := placed("22", "22@(-1,-2)r1", "0")
	var e event.Event
	if err := e.UnmarshalJSON([]byte(good)); err != nil || e.Placement.Tile != 22 {
		t.Fatalf("%s: %+v, %v", good, e, err)
	}
	for _, c := range []struct{ doc, want string }{
		{placed("22", "22@(-1,-2)r1", "-5"), "event: invalid syntax: event JSON: seat -5 is not 0..3, or -1 for none"},
		{placed("22", "22@(-1,-2)r1", "4"), "event: invalid syntax: event JSON: seat 4 is not 0..3, or -1 for none"},
		{placed("12", "22@(-1,-2)r1", "0"), "event: invalid syntax: event JSON: tile 12 placed as 22@(-1,-2)r1"},
		{placed("22", "", "0"), "event: invalid syntax: event JSON: a placement is a placed event's, and a placed event has one"},
		{strings.Replace(good, `"placed"`, `"taken"`, 1), "event: invalid syntax: event JSON: a placement is a placed event's, and a placed event has one"},
		{strings.Replace(good, `"slot":0`, `"slot":2`, 1), "event: invalid syntax: event JSON: a slot is a completed event's"},
		{completed(`"position":1,`), "event: invalid syntax: event JSON: a completed event has a slot, not a position"},
	} {
		before := e
		err := e.UnmarshalJSON([]byte(c.doc))
		if !errors.Is(err, rule.ErrSyntax) || err.Error() != c.want || e != before {
			t.Errorf("%s: %v, want %q and no change", c.doc, err, c.want)
		}
	}
	if err := e.UnmarshalJSON([]byte(completed(`"position":0,`))); err != nil || e.Position != 2 || e.Placement.Tile != 75 {
		t.Errorf("a completion's slot is its Position: %+v, %v", e, err)
	}
	over := `{"kind":"over","turn":20,"seat":-1,"tile":0,"position":0,"stones":0,"placement":"","cells":[],"level":0,"quarries":0,"slot":0,"card":""}`
	if err := e.UnmarshalJSON([]byte(over)); err != nil || e.Seat != -1 {
		t.Errorf("the game over, seat -1: %+v, %v", e, err)
	}
}

// An event JSON document is refused before it is read past its bounds: a
// list of more than 3 cells at the fourth, a document over 1 MiB unread;
// either allocates a few KiB whatever its length.
func TestEventJSONBounds(t *testing.T) {
	cells := func(n int) string {
		return `{"kind":"placed","cells":[` + strings.Repeat(`{"q":0,"r":0},`, n) + `{"q":0,"r":0}]}`
	}
	for _, doc := range []string{cells(3), cells(1 << 20 / 14), `{"kind":"placed","placement":"` + strings.Repeat("1", 1<<20) + `"}`} {
		b := []byte(doc)
		var e event.Event
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := e.UnmarshalJSON(b)
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 16<<10 {
			t.Errorf("%d bytes: %d bytes allocated", len(b), n)
		}
		if !errors.Is(err, strictjson.ErrTooLarge) || !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%d bytes: %v, want too large", len(b), err)
		}
	}
}
