package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
)

// TestKeysAndUndo plays a move with the keyboard (a digit picks the tile,
// R turns it, Enter places it), then takes it back with Undo: the page must
// be at the first turn again, with the starting city.
func TestKeysAndUndo(t *testing.T) {
	ctx := browser(t, 4*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{5, 8}})
	if err != nil {
		t.Fatal(err)
	}
	var m akropolis.Move
	for _, c := range g.AppendLegalMoves(nil) {
		if c.Position == 0 && c.Placement.Rotation == 4 {
			m = c
			break
		}
	}
	do(t, ctx, chromedp.Navigate(pageURL(addr, "5 8")))
	if waitTurn(t, ctx) != "human" {
		t.Fatal("the game did not start with the person to move")
	}
	cityHTML := func() string { return eval[string](t, ctx, `document.querySelector("#city svg > g").innerHTML`) }
	start := cityHTML()
	do(t, ctx, chromedp.KeyEvent("1"), chromedp.KeyEvent("rrrr"))
	if r := eval[string](t, ctx, `document.body.dataset.rotation`); r != "4" {
		t.Fatalf("rotation %s after R four times, want 4", r)
	}
	a := m.Placement.Anchor
	cell := fmt.Sprintf(`#city .hit[data-q="%d"][data-r="%d"]`, a.Q, a.R)
	reveal(t, ctx, cell)
	do(t, ctx, chromedp.Click(chromedp.CSS(cell)))
	if got := eval[string](t, ctx, `document.body.dataset.move`); got != m.String() {
		t.Fatalf("the page chose %q, want %v", got, m)
	}
	do(t, ctx, chromedp.KeyEvent("\r"))
	if waitTurn(t, ctx) != "human" {
		t.Fatal("the game ended after one move")
	}
	if n := eval[int](t, ctx, `document.getElementById("log").children.length`); n != 2 {
		t.Fatalf("%d moves in the log after the person's and the other seat's, want 2", n)
	}
	if cityHTML() == start {
		t.Fatal("the city did not change after a move")
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`#undo`)))
	if waitTurn(t, ctx) != "human" || cityHTML() != start {
		t.Error("Undo did not bring back the starting city")
	}
	if status := eval[string](t, ctx, `document.getElementById("status").textContent`); !strings.HasPrefix(status, "Turn 1 ") {
		t.Errorf("after Undo the status is %q, want turn 1", status)
	}
}
