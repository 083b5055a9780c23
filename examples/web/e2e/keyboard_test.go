package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
)

// TestKeyboardGame plays a whole solo game at Callicrates by keyboard
// alone: a digit picks the tile, R turns it, the arrow keys move the
// cursor over the city to the anchor cell, Enter places the tile. The
// cursor's cell must be announced in the live region, the move previewed
// must be the one wanted, and the live scores (the Architect's card too)
// must be the library's every turn.
func TestKeyboardGame(t *testing.T) {
	ctx := browser(t, 8*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 1, Difficulty: score.Callicrates, Seed: [2]uint64{3, 14}})
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Navigate(addr+"?players=1&level=callicrates&delay=0&autostart=1&seed=3+14"))
	if live := eval[string](t, ctx, `document.getElementById("message").getAttribute("aria-live")`); live != "polite" {
		t.Fatalf("the message line is not a live region (aria-live %q)", live)
	}
	var cursor *hex.Hex // where the page's cursor is, once shown
	for waitTurn(t, ctx) == "human" {
		checkLiveScores(t, ctx, g)
		if got, want := eval[string](t, ctx, `document.querySelector("#architect-card .total").textContent`), strconv.Itoa(g.ArchitectScore().Total); got != want {
			t.Errorf("turn %d: the Architect's card totals %s, the library's %s", g.TurnsPlayed()+1, got, want)
		}
		m := humanMove(g)
		do(t, ctx, chromedp.KeyEvent(strconv.Itoa(m.Position+1)))
		for turns := (int(m.Placement.Rotation) - rotation(t, ctx) + 6) % 6; turns > 0; turns-- {
			do(t, ctx, chromedp.KeyEvent("r"))
		}
		if cursor == nil { // the first arrow shows the cursor at the origin
			do(t, ctx, chromedp.KeyEvent(kb.ArrowUp))
			cursor = &hex.Hex{}
		}
		do(t, ctx, chromedp.KeyEvent(arrows(*cursor, m.Placement.Anchor)))
		*cursor = m.Placement.Anchor
		msg := messageText(t, ctx)
		if want := fmt.Sprintf("Cursor on (%d,%d)", cursor.Q, cursor.R); !strings.Contains(msg, want) {
			t.Fatalf("turn %d: the live region says %q, want it to announce %q", g.TurnsPlayed()+1, msg, want)
		}
		if chosen := chosenMove(t, ctx); chosen != m.String() {
			t.Fatalf("turn %d: the cursor previews %q (%s), want %v", g.TurnsPlayed()+1, chosen, msg, m)
		}
		checkPreviewTotal(t, ctx, g, m)
		if g.TurnsPlayed() == 16 {
			screenshot(t, ctx, "solo-mid.png", false)
		}
		do(t, ctx, chromedp.KeyEvent(kb.Enter))
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		t.Fatal("the page's game is over, the library's is not")
	}
	screenshot(t, ctx, "solo-end.png", true)
	checkEnd(t, ctx, g)
}

// arrows is the arrow keys that move the page's cursor from one cell to
// another: Left and Right first, along the zig-zag row of flat-topped
// hexes (the row r + (q - (q&1))/2 stays), then Up and Down along the
// column (r changes by one).
func arrows(from, to hex.Hex) string {
	row := func(h hex.Hex) int { return h.R + (h.Q-(h.Q&1))/2 }
	var b strings.Builder
	for q := from.Q; q != to.Q; {
		if q < to.Q {
			b.WriteString(kb.ArrowRight)
			q++
		} else {
			b.WriteString(kb.ArrowLeft)
			q--
		}
	}
	at := hex.Hex{Q: to.Q, R: row(from) - (to.Q-(to.Q&1))/2}
	for ; at.R < to.R; at.R++ {
		b.WriteString(kb.ArrowDown)
	}
	for ; at.R > to.R; at.R-- {
		b.WriteString(kb.ArrowUp)
	}
	return b.String()
}
