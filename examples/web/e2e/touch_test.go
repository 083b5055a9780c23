package e2e

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/hex"
)

// TestPhoneGameByTaps plays a whole 2-player game against greedy on a
// 390x844 touch screen by taps alone, with no fallback: each turn taps
// the tile, the rotate button until the tile is turned as wanted, the
// anchor cell (which must choose exactly the move of that cell), then the
// same point again to place it. The city must not move while the person
// aims (its box is the same before the first tap on the city, after it and
// after a wrong cell was tried, once the person has dragged the cell into
// the city's window), and the live scores and the total the
// page foresees must be the library's.
func TestPhoneGameByTaps(t *testing.T) {
	ctx := browser(t, 8*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{4, 9}})
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	do(t, ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait),
		chromedp.Navigate(pageURL(addr, "4 9")))
	screenshotted := false
	for waitTurn(t, ctx) == "human" {
		catchUp(t, g, greedy)
		if g.Over() {
			t.Fatal("the game is over in Go, not on the page")
		}
		if g.TurnsPlayed() == 0 {
			screenshot(t, ctx, "phone-start.png", false)
		}
		checkLiveScores(t, ctx, g)
		m := humanMove(g)
		tap(t, ctx, fmt.Sprintf(`.tile[data-pos="%d"]`, m.Position))
		for rotation(t, ctx) != int(m.Placement.Rotation) {
			tap(t, ctx, `#rotate-right`)
		}
		checkMarks(t, ctx, g, m)
		// The person drags the cell into the city's window if need be;
		// from then on nothing may move.
		reveal(t, ctx, hitSelector(m))
		city := boxOf(t, ctx, "#city svg")
		// A first tap on a cell where the tile does not fit must not move
		// the city either (its message is the longest).
		if wrong := notFitting(g, m); wrong != "" && inCityWindow(t, ctx, wrong) {
			tap(t, ctx, wrong)
			if b := boxOf(t, ctx, "#city svg"); b != city {
				t.Fatalf("turn %d: the city moved from %+v to %+v after a refused cell", g.TurnsPlayed()+1, city, b)
			}
		}
		tap(t, ctx, hitSelector(m))
		if chosen := chosenMove(t, ctx); chosen != m.String() {
			t.Fatalf("turn %d: tapping %s chose %q (%s), want %v", g.TurnsPlayed()+1, hitSelector(m), chosen, messageText(t, ctx), m)
		}
		if b := boxOf(t, ctx, "#city svg"); b != city {
			t.Fatalf("turn %d: the city moved from %+v to %+v while aiming", g.TurnsPlayed()+1, city, b)
		}
		checkPreviewTotal(t, ctx, g, m)
		if g.TurnsPlayed() >= 16 && !screenshotted {
			screenshot(t, ctx, "phone-mid.png", false)
			screenshotted = true
		}
		tap(t, ctx, hitSelector(m)) // the same point: place it
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	catchUp(t, g, greedy)
	for !g.Over() {
		play(t, g, greedy)
	}
	screenshot(t, ctx, "phone-end.png", true)
	checkEnd(t, ctx, g)
}

// notFitting is the selector of a cell of the starting tile (always
// drawn) where the move's tile, turned as the move turns it, does not
// fit; "" if it fits on all four.
func notFitting(g *akropolis.Game, m akropolis.Move) string {
	for _, a := range []hex.Hex{{Q: 0, R: 0}, {Q: 0, R: -1}, {Q: 1, R: 0}, {Q: -1, R: 1}} {
		w := m
		w.Placement.Anchor = a
		if err := g.Check(w); err != nil {
			return hitSelector(w)
		}
	}
	return ""
}

// checkMarks compares the cells marked on the page for the chosen tile as
// turned now with the anchors of the library's legal moves of that tile
// and rotation: the marks show where it fits as turned, not in any turn.
func checkMarks(t *testing.T, ctx context.Context, g *akropolis.Game, m akropolis.Move) {
	t.Helper()
	var want []string
	for _, l := range g.AppendLegalMoves(nil) {
		if l.Position == m.Position && l.Placement.Rotation == m.Placement.Rotation {
			want = append(want, fmt.Sprintf("%d,%d", l.Placement.Anchor.Q, l.Placement.Anchor.R))
		}
	}
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("#city .mark")].map((e) => e.dataset.q + "," + e.dataset.r)`)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("turn %d, tile at %d turned %d: the page marks %v, the library's anchors are %v", g.TurnsPlayed()+1, m.Position, m.Placement.Rotation, got, want)
	}
}
