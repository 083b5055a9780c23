package e2e

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// testPlayouts is the search budget the tests give the page (?playouts=N)
// and the library alike, small to keep them quick.
const testPlayouts = 50

// TestHintOnPhone asks for a hint on a 390x844 touch screen on two turns,
// by the Hint button and by the H key: the page must preview exactly the
// move the library's search player (players.MCTS with the same budget,
// seeded from the game's seed, from the seat's view) ranks best, chosen as
// a tap would choose it, with the search's chance; the city must not move;
// turning the tile away drops the hint's line and turning it back brings
// it back; a second tap on the cell places the hinted move.
func TestHintOnPhone(t *testing.T) {
	ctx := browser(t, 4*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{4, 9}})
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	do(t, ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait),
		chromedp.Navigate(pageURL(addr, "4 9")+"&playouts="+strconv.Itoa(testPlayouts)))
	if name := eval[string](t, ctx, `document.getElementById("hint").getAttribute("aria-label")`); !strings.HasPrefix(name, "Hint") {
		t.Errorf("the hint button is named %q", name)
	}
	for turn := range 2 {
		if waitTurn(t, ctx) != "human" {
			t.Fatal("the game ended early")
		}
		catchUp(t, g, greedy)
		city := boxOf(t, ctx, "#city svg")
		if turn == 0 {
			tap(t, ctx, "#hint")
		} else {
			do(t, ctx, chromedp.KeyEvent("h"))
		}
		m := checkHint(t, ctx, g)
		if b := boxOf(t, ctx, "#city svg"); b != city {
			t.Fatalf("turn %d: the city moved from %+v to %+v when the hint was shown", g.TurnsPlayed()+1, city, b)
		}
		if turn == 0 {
			screenshot(t, ctx, "hint-phone.png", false)
		}
		tap(t, ctx, "#rotate-right")
		if strings.Contains(messageText(t, ctx), "Hint:") {
			t.Errorf("turn %d: the tile turned away from the hint, the message still says %q", g.TurnsPlayed()+1, messageText(t, ctx))
		}
		tap(t, ctx, "#rotate-left")
		if chosen := chosenMove(t, ctx); chosen != m.String() || !strings.Contains(messageText(t, ctx), "Hint:") {
			t.Errorf("turn %d: turned back, the page chose %q (%s), want the hint %v", g.TurnsPlayed()+1, chosen, messageText(t, ctx), m)
		}
		if b := boxOf(t, ctx, "#city svg"); b != city {
			t.Fatalf("turn %d: the city moved from %+v to %+v while aiming", g.TurnsPlayed()+1, city, b)
		}
		tap(t, ctx, hitSelector(m)) // the chosen cell again: place it
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		waitTurn(t, ctx)
		got := eval[[]string](t, ctx, `akropolis.record().value.moves`)
		if n := len(g.Record().Moves); len(got) < n || got[n-1] != m.String() {
			t.Fatalf("after the hinted move the page's record is %v, want move %d %v", got, n, m)
		}
	}
}

// checkHint compares the hint the page shows for the person's turn with
// the library's: the search player's best move, previewed as chosen (the
// tile, its rotation, the cell) with the search's estimate of the chance
// to win in the message line. It answers the move.
func checkHint(t *testing.T, ctx context.Context, g *akropolis.Game) akropolis.Move {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.hint !== "" && document.body.dataset.hint !== undefined`,
		chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatalf("turn %d: no hint shown: %v (%s)", g.TurnsPlayed()+1, err, messageText(t, ctx))
	}
	es, err := players.NewMCTS(players.MCTSOptions{Playouts: testPlayouts, Seed: g.Options().Seed}).Estimates(g.View())
	if err != nil {
		t.Fatal(err)
	}
	want := es[0]
	shown := eval[[]string](t, ctx, `[document.body.dataset.hint, document.body.dataset.move, document.body.dataset.locked,
		document.querySelector(".tile.selected").dataset.pos, document.body.dataset.rotation]`)
	p := want.Move.Placement
	if wantShown := []string{want.Move.String(), want.Move.String(), "true", strconv.Itoa(want.Move.Position), strconv.Itoa(int(p.Rotation))}; fmt.Sprint(shown) != fmt.Sprint(wantShown) {
		t.Fatalf("turn %d: the page shows [hint, chosen move, locked, tile position, rotation] %q, want %q", g.TurnsPlayed()+1, shown, wantShown)
	}
	chance := fmt.Sprintf("your estimated chance to win %d%%", int(math.Round(100*want.Win[g.Current()])))
	if msg := messageText(t, ctx); !contains(msg, "Hint: the search player's move", chance) {
		t.Errorf("turn %d: the message %q, want the hint's line with %q", g.TurnsPlayed()+1, msg, chance)
	}
	return want.Move
}
