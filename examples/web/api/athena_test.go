package api

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestAthenaView plays an Athena game through the API, greedy for both
// seats, and checks at every step that the view says what the legal moves
// say: a construction phase is open exactly when "stop" is legal, the
// completable cards are the slots of the legal completions, and that the
// cards record each completion the events tell.
func TestAthenaView(t *testing.T) {
	var s Session
	if a := callJSON(t, &s, "newGame", `{"players":2,"rules":{"variants":"none"},"athena":true,"seed":"38 1"}`); a.Error != nil {
		t.Fatalf("newGame: %+v", a.Error)
	}
	completions := 0
	for step := 0; step < 200; step++ {
		v := decodeView(t, callJSON(t, &s, "view", "").Value)
		if v.Over {
			break
		}
		var legal []string
		if err := json.Unmarshal(callJSON(t, &s, "legal", "").Value, &legal); err != nil {
			t.Fatal(err)
		}
		var slots []int
		for _, m := range legal {
			if rest, ok := strings.CutPrefix(m, "c"); ok {
				if n, _ := strconv.Atoi(rest[:1]); !slices.Contains(slots, n) {
					slots = append(slots, n)
				}
			}
		}
		if v.Construction != slices.Contains(legal, "stop") || !slices.Equal(v.Completable, slots) && len(slots)+len(v.Completable) > 0 {
			t.Fatalf("step %d: construction %v, completable %v; legal moves %v", step, v.Construction, v.Completable, legal)
		}
		var move string
		if err := json.Unmarshal(callJSON(t, &s, "bot", `"greedy"`).Value, &move); err != nil {
			t.Fatal(err)
		}
		var events []struct {
			Kind string `json:"kind"`
			Seat int    `json:"seat"`
			Slot int    `json:"slot"`
			Card string `json:"card"`
		}
		a := callJSON(t, &s, "play", strconv.Quote(move))
		if a.Error != nil {
			t.Fatalf("play %s: %+v", move, a.Error)
		}
		if err := json.Unmarshal(a.Value, &events); err != nil {
			t.Fatal(err)
		}
		va := callJSON(t, &s, "view", "")
		if va.Error != nil {
			t.Fatalf("view after %s: %+v", move, va.Error)
		}
		after := decodeView(t, va.Value)
		for _, e := range events {
			if e.Kind != "completed" {
				continue
			}
			completions++
			if c := after.Cards.Card(e.Slot); c.String() != e.Card || !after.Cards.Completed(e.Slot, e.Seat) {
				t.Errorf("%s: seat %d completed %s in slot %d, the cards say %v", move, e.Seat, e.Card, e.Slot, after.Cards)
			}
		}
	}
	if completions == 0 {
		t.Error("no card completed in the game")
	}
}
