package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
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
	if strings.HasPrefix(selector, "#city ") {
		reveal(t, ctx, selector)
	}
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

// reveal drags the city, as a player does (a finger on a touch screen, the
// mouse elsewhere), until the centre of the element the selector finds is
// inside the city's window and clear of its zoom buttons; the city is
// drawn no smaller than its minimum hex size, so a long one overflows.
func reveal(t *testing.T, ctx context.Context, selector string) {
	t.Helper()
	touch := eval[bool](t, ctx, `navigator.maxTouchPoints > 0`)
	for range 8 {
		if inCityWindow(t, ctx, selector) {
			return
		}
		x, y := boxOf(t, ctx, selector).centre()
		c := boxOf(t, ctx, "#city")
		w := eval[[]float64](t, ctx, `[innerWidth, innerHeight]`)
		cx, cy := c.centre()
		cy = min(cy, (c.Y+w[1])/2) // a point of the box inside the window
		dx, dy := clamp(cx-x, c.Width/2-20), clamp(cy-y, c.Height/2-20)
		drag(t, ctx, touch, cx-dx/2, cy-dy/2, cx+dx/2, cy+dy/2)
	}
	t.Fatalf("%s: dragging the city did not bring it into its window", selector)
}

// inCityWindow reports whether the centre of the element the selector
// finds is inside the city's window, clear of its zoom buttons, and in the
// browser's window: where a finger can tap it.
func inCityWindow(t *testing.T, ctx context.Context, selector string) bool {
	t.Helper()
	x, y := boxOf(t, ctx, selector).centre()
	c, z := boxOf(t, ctx, "#city"), boxOf(t, ctx, "#city .zoom-buttons")
	h := eval[float64](t, ctx, `innerHeight`)
	inBox := x > c.X+12 && y > c.Y+12 && x < c.X+c.Width-12 && y < c.Y+c.Height-12
	underButtons := x > z.X-8 && x < z.X+z.Width+8 && y > z.Y-8 && y < z.Y+z.Height+8
	return inBox && !underButtons && y > 0 && y < h
}

func clamp(v, m float64) float64 { return max(-m, min(m, v)) }

// drag moves a finger (touch) or the mouse from (x0, y0) to (x1, y1) in
// ten steps.
func drag(t *testing.T, ctx context.Context, touch bool, x0, y0, x1, y1 float64) {
	t.Helper()
	act := func(kind string, x, y float64) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			if !touch {
				typ := map[string]input.DispatchMouseEventType{"start": input.DispatchMouseEventTypeMousePressed, "move": input.DispatchMouseEventTypeMouseMoved, "end": input.DispatchMouseEventTypeMouseReleased}[kind]
				p := input.DispatchMouseEventParams{Type: typ, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1}
				_, err := cdp.Call(ctx, tg, input.DispatchMouseEvent, p)
				return err
			}
			typ := map[string]input.DispatchTouchEventType{"start": input.DispatchTouchEventTypeTouchStart, "move": input.DispatchTouchEventTypeTouchMove, "end": input.DispatchTouchEventTypeTouchEnd}[kind]
			points := []*input.TouchPoint{{X: x, Y: y, ID: ptr(0.0)}}
			if kind == "end" {
				points = []*input.TouchPoint{}
			}
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
			return err
		})
	}
	// A finger's pace, and a rest before the next touch: a touch that
	// follows a quick swipe at once is taken to stop a fling, not a tap.
	pause := func(d time.Duration) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(context.Context, *chromedp.Target) error { time.Sleep(d); return nil })
	}
	actions := []chromedp.Action[chromedp.Void]{act("start", x0, y0)}
	for i := 1; i <= 10; i++ {
		f := float64(i) / 10
		actions = append(actions, pause(16*time.Millisecond), act("move", x0+(x1-x0)*f, y0+(y1-y0)*f))
	}
	do(t, ctx, append(actions, pause(100*time.Millisecond), act("end", x1, y1), pause(400*time.Millisecond))...)
}

func ptr[T any](v T) *T { return &v }
