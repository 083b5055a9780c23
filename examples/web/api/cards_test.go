package api

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestCardPicture draws a Fortress with two tiles left, completed by seats
// 0 and 2, and refuses what CardSVG cannot draw.
func TestCardPicture(t *testing.T) {
	a := callJSON(t, &Session{}, "cardPicture", `{"card":"Fortress","tiles":[62,90],"completedBy":[2,0]}`)
	if a.Error != nil {
		t.Fatalf("error %+v", a.Error)
	}
	var svg string
	if err := json.Unmarshal(a.Value, &svg); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`data-card="Fortress"`, `class="hit" data-tile="62"`, `class="hit" data-tile="90"`,
		`class="statue" data-seat="0"`, `class="statue" data-seat="2"`} {
		if !strings.Contains(svg, want) {
			t.Errorf("no %s in the picture", want)
		}
	}
	if n := strings.Count(svg, `class="statue"`); n != 2 {
		t.Errorf("%d statues, want 2", n)
	}
	for arg, code := range map[string]string{
		`{"card":"Fortress","tiles":[61],"completedBy":[]}`:             "bad-card",
		`{"card":"Fortress","tiles":[318],"completedBy":[]}`:            "bad-card", // 318 is 62 modulo 256
		`{"card":"Fortress","tiles":[62,62],"completedBy":[]}`:          "bad-card",
		`{"card":"Fortress","tiles":[],"completedBy":[4]}`:              "bad-card",
		`{"card":"Fortress","tiles":[],"completedBy":[1,1]}`:            "bad-card",
		`{"card":"Fortress","tiles":[],"completedBy":[-1]}`:             "bad-card",
		`{"card":"Fortress","tiles":[62,63,64,65,66],"completedBy":[]}`: "syntax",
		`{"card":"Fort","tiles":[],"completedBy":[]}`:                   "syntax",
		`{"card":"Fortress","tiles":[],"completedBy":[],"x":1}`:         "syntax",
		`{"tiles":[],"completedBy":[]}`:                                 "bad-card",
	} {
		if a := callJSON(t, &Session{}, "cardPicture", arg); a.Error == nil || a.Error.Code != code {
			t.Errorf("cardPicture(%s) = %+v, want the error %s", arg, a.Error, code)
		}
	}
}
