package api

import (
	"encoding/json"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/analysis"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// TestHint: the hint for the first turn of seed 1,1 is a legal move of
// seat 0 among the 180 (2 affordable tiles x 90 placements), with a
// chance between 0 and 1, the same when asked again; it plays nothing.
func TestHint(t *testing.T) {
	var s Session
	if a := callJSON(t, &s, "hint", ""); a.Error == nil || a.Error.Code != "no-game" {
		t.Fatalf("hint before a game: %+v", a)
	}
	callJSON(t, &s, "newGame", `{"players": 2, "seed": "1 1"}`)
	a := callJSON(t, &s, "hint", `{"playouts": 60}`)
	if a.Error != nil {
		t.Fatal(a.Error)
	}
	var h hintAnswer
	if err := strictjson.Decode(a.Value, &h); err != nil {
		t.Fatal(err)
	}
	var m akropolis.Move
	err := m.UnmarshalText([]byte(h.Move))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.g.Check(m); err != nil || h.Seat != 0 || h.Legal != 180 || h.Playouts != 60 || h.Visits < 1 || h.Chance < 0 || h.Chance > 1 {
		t.Errorf("hint %+v: %v", h, err)
	}
	if again := callJSON(t, &s, "hint", `{"playouts": 60}`); string(again.Value) != string(a.Value) {
		t.Errorf("a second hint %s, the first %s", again.Value, a.Value)
	}
	if len(s.g.Record().Moves) != 0 {
		t.Error("hint played a move")
	}
	for arg, code := range map[string]string{`{"playouts": 0}`: "bad-budget", `{"playouts": 20001}`: "bad-budget",
		`{"playouts": "x"}`: "syntax", `{"budget": 5}`: "syntax", `5`: "syntax"} {
		if a := callJSON(t, &s, "hint", arg); a.Error == nil || a.Error.Code != code {
			t.Errorf("hint(%s): %+v, want code %s", arg, a, code)
		}
	}
}

// TestAnalyse: the analysis of the session's game, once it has moves: one
// entry per move, the game not over, the same report when asked again.
func TestAnalyse(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players": 2, "seed": "3 1"}`)
	if a := callJSON(t, &s, "analyse", ""); a.Error == nil || a.Error.Code != "no-moves" {
		t.Fatalf("analyse with no move: %+v", a)
	}
	for range 4 {
		var m string
		if err := json.Unmarshal(callJSON(t, &s, "bot", `"greedy"`).Value, &m); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(m)
		if a := callJSON(t, &s, "play", string(b)); a.Error != nil {
			t.Fatal(a.Error)
		}
	}
	a := callJSON(t, &s, "analyse", `{"playouts": 20}`)
	if a.Error != nil {
		t.Fatal(a.Error)
	}
	var rep analysis.Report
	if err := strictjson.Decode(a.Value, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Moves) != 4 || rep.Over || len(rep.Turning) > 3 || rep.Moves[0].Played != s.g.Record().Moves[0] {
		t.Errorf("report %+v", rep)
	}
	if again := callJSON(t, &s, "analyse", `{"playouts": 20}`); string(again.Value) != string(a.Value) {
		t.Error("a second analysis differs from the first")
	}
}
