package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
)

// box is an element's bounding box in the window, in CSS pixels.
type box struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

func (b box) centre() (x, y float64) { return b.X + b.Width/2, b.Y + b.Height/2 }

// boxOf answers the bounding box of the first element the selector finds.
func boxOf(t *testing.T, ctx context.Context, selector string) box {
	t.Helper()
	js := fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return null;
		const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; })()`, selector)
	b := eval[*box](t, ctx, js)
	if b == nil {
		t.Fatalf("no element %s on the page", selector)
	}
	return *b
}

// tap touches the centre of the element the selector finds, as a finger
// does (the page must run with touch emulation); the element must be in
// the window, since a finger cannot reach what is scrolled away.
func tap(t *testing.T, ctx context.Context, selector string) {
	t.Helper()
	x, y := boxOf(t, ctx, selector).centre()
	w := eval[[]float64](t, ctx, `[innerWidth, innerHeight]`)
	if x < 0 || y < 0 || x > w[0] || y > w[1] {
		t.Fatalf("%s is at (%.0f,%.0f), outside the %.0fx%.0f window", selector, x, y, w[0], w[1])
	}
	do(t, ctx, chromedp.TapXY(x, y))
}

// hitSelector is the selector of the city cell (q, r) a pointer aims at.
func hitSelector(h akropolis.Move) string {
	a := h.Placement.Anchor
	return fmt.Sprintf(`#city .hit[data-q="%d"][data-r="%d"]`, a.Q, a.R)
}

// chosenMove is the move the page has chosen (empty when none is legal).
func chosenMove(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `document.body.dataset.move`)
}

// rotation is the rotation of the chosen tile on the page.
func rotation(t *testing.T, ctx context.Context) int {
	t.Helper()
	r, err := strconv.Atoi(eval[string](t, ctx, `document.body.dataset.rotation`))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// messageText is the text of the page's message line.
func messageText(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `document.getElementById("message").textContent`)
}

// checkLiveScores compares the live score table with the library's totals
// and stones for every seat (the Architect's too in a solo game).
func checkLiveScores(t *testing.T, ctx context.Context, g *akropolis.Game) {
	t.Helper()
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("#score-table tr[data-seat]")].map((r) => r.querySelector("td").textContent + "/" + r.querySelector(".total").textContent)`)
	var want []string
	for k := range g.Options().Seats() {
		want = append(want, fmt.Sprintf("%d/%d", g.Stones(k), g.Total(k)))
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("turn %d: the page's live stones/points %v, the library's %v", g.TurnsPlayed()+1, got, want)
	}
}

// checkPreviewTotal compares the total the page foresees for the chosen
// placement with the library's total after playing it.
func checkPreviewTotal(t *testing.T, ctx context.Context, g *akropolis.Game, m akropolis.Move) {
	t.Helper()
	after := g.Clone()
	if err := after.Play(m); err != nil {
		t.Fatal(err)
	}
	got := eval[string](t, ctx, `(document.getElementById("preview-total") || {}).textContent || ""`)
	if want := strconv.Itoa(after.Total(g.Current())); got != want {
		t.Errorf("turn %d, %v: the page foresees a total of %q, the library %s", g.TurnsPlayed()+1, m, got, want)
	}
}

// humanMove is the move the tests' person plays: legal move number
// (7919*turn + 13) mod count, turns from 1, as in TestWholeGame.
func humanMove(g *akropolis.Game) akropolis.Move {
	legal := g.AppendLegalMoves(nil)
	return legal[(7919*g.TurnsPlayed()+13)%len(legal)]
}

// catchUp plays in g, with p, the moves the page's built-in players made
// since the person's last move, until the person (seat 0) is to move or
// the game is over.
func catchUp(t *testing.T, g *akropolis.Game, p interface {
	Choose(akropolis.View) (akropolis.Move, error)
}) {
	t.Helper()
	for g.Current() != 0 && !g.Over() {
		m, err := p.Choose(g.View())
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}
