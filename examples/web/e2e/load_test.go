package e2e

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/hex"
)

// TestLoadRecord pastes the record of a finished 3-player game into the
// setup and loads it: the page must show the end with the library's totals
// and winners for that record, every move of the record in its log and the
// record's seed. A text that is neither a record nor a position, and a
// record whose fifth move is not allowed, are each refused with one
// message saying what is wrong (and at which move).
func TestLoadRecord(t *testing.T) {
	ctx := browser(t, 4*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{21, 5}})
	if err != nil {
		t.Fatal(err)
	}
	bots := []players.Player{players.NewGreedy(), players.NewRandom(1, 2), players.NewRandom(3, 4)}
	for !g.Over() {
		play(t, g, bots[g.Current()])
	}
	record, err := g.Record().MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	text, _ := json.Marshal("not a record")
	paste, _ := json.Marshal(string(record))
	bad, _ := json.Marshal(badFifthMove(t, g.Record()))
	do(t, ctx, chromedp.Navigate(addr+"?players=3&bots=greedy,greedy"))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`)); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.getElementById("load-box").open = true`)
	eval[string](t, ctx, fmt.Sprintf(`document.getElementById("load-text").value = %s`, text))
	do(t, ctx, chromedp.Click(chromedp.CSS(`#load`)))
	if status := eval[string](t, ctx, `document.getElementById("load-error").textContent`); !contains(status, "neither a record") {
		t.Errorf("loading garbage: the page says %q", status)
	}
	eval[string](t, ctx, fmt.Sprintf(`document.getElementById("load-text").value = %s`, bad))
	do(t, ctx, chromedp.Click(chromedp.CSS(`#load`)))
	if status := eval[string](t, ctx, `document.getElementById("load-error").textContent`); !contains(status, "move 5 (turn 5, seat 1", "must touch your city") || contains(status, "position") {
		t.Errorf("loading a record whose move 5 is not adjacent: the page says %q", status)
	}
	eval[string](t, ctx, fmt.Sprintf(`document.getElementById("load-text").value = %s`, paste))
	do(t, ctx, chromedp.Click(chromedp.CSS(`#load`)))
	if waitTurn(t, ctx) != "over" {
		t.Fatal("a finished game's record did not load as finished")
	}
	for k := range g.Options().Players {
		got := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('.pad[data-seat="%d"] .total').textContent`, k))
		if got != strconv.Itoa(g.Score(k).Total) {
			t.Errorf("seat %d: the page shows %s, the library %d", k, got, g.Score(k).Total)
		}
	}
	if n := eval[int](t, ctx, `document.getElementById("log").children.length`); n != len(g.Record().Moves) {
		t.Errorf("the log tells %d moves of the record's %d", n, len(g.Record().Moves))
	}
	if rules := eval[string](t, ctx, `document.getElementById("rules").textContent`); !strings.Contains(rules, "Seed: 21 5") {
		t.Errorf("the rules in force say %q, want the record's seed 21 5", rules)
	}
	want, _ := json.Marshal(winners(g.Ranks()))
	if got := eval[string](t, ctx, `"[" + document.getElementById("winner").dataset.winners + "]"`); got != string(want) {
		t.Errorf("winners %s, want %s", got, want)
	}
}

// badFifthMove is the text of record r with its fifth move moved to a cell
// that touches no city: not adjacent.
func badFifthMove(t *testing.T, r akropolis.Record) string {
	t.Helper()
	g, err := akropolis.New(r.Options)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.Moves[:4] {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	m := r.Moves[4]
	m.Placement.Anchor = hex.Hex{Q: 9, R: 0}
	if err := g.Check(m); !errors.Is(err, city.ErrNotAdjacent) {
		t.Fatalf("%v after four moves: %v, want not adjacent", m, err)
	}
	r.Moves = append(append([]akropolis.Move{}, r.Moves[:4]...), m)
	b, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func contains(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
