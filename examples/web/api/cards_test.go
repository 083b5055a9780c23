package api

import (
	"encoding/json"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
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

// TestCardPatterns checks that every card's picture draws its condition as
// a pattern in place of the words, which stay in the title.
func TestCardPatterns(t *testing.T) {
	for _, card := range tile.Cards() {
		arg, _ := json.Marshal(map[string]any{"card": card, "tiles": []int{}, "completedBy": []int{}})
		var svg string
		a := callJSON(t, &Session{}, "cardPicture", string(arg))
		if a.Error != nil {
			t.Fatalf("%v: %+v", card, a.Error)
		}
		if err := json.Unmarshal(a.Value, &svg); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(svg, `<g class="pattern" data-card="`+card.String()+`">`) || strings.Contains(svg, `font-size="10.5"`) {
			t.Errorf("%v: no pattern, or the condition's words left in:\n%s", card, svg)
		}
		if !strings.Contains(svg, "<title>") || strings.Count(svg, "<svg") != 1 {
			t.Errorf("%v: the picture lost its title or is not one SVG", card)
		}
		if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
			t.Errorf("%v: the picture is not XML: %v", card, err)
		}
	}
}
