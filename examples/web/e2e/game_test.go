package e2e

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// pageURL is the page that starts a 2-player game against greedy at once.
func pageURL(addr, seed string) string {
	return addr + "?players=2&bots=greedy&delay=0&autostart=1&seed=" + url.QueryEscape(seed)
}

// waitTurn waits until the person is to move or the game is over, and
// returns which.
func waitTurn(t *testing.T, ctx context.Context) string {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`["human", "over", "error"].includes(document.body.dataset.state)`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(2*time.Minute)))
	if err != nil {
		t.Fatal(err)
	}
	state := eval[string](t, ctx, `document.body.dataset.state`)
	if state == "error" {
		t.Fatal("the page failed to load")
	}
	return state
}

// clickMove plays m on the page as a person does: click the tile on the
// site, rotate it, click the anchor cell in the city, check the page chose
// the same move, and press Place.
func clickMove(t *testing.T, ctx context.Context, m akropolis.Move, beforeConfirm func()) {
	t.Helper()
	do(t, ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`.tile[data-pos="%d"]`, m.Position))))
	r, _ := strconv.Atoi(eval[string](t, ctx, `document.body.dataset.rotation`))
	for ; r != int(m.Placement.Rotation); r = (r + 1) % 6 {
		do(t, ctx, chromedp.Click(chromedp.CSS(`#rotate-right`)))
	}
	a := m.Placement.Anchor
	cell := fmt.Sprintf(`#city .hit[data-q="%d"][data-r="%d"]`, a.Q, a.R)
	reveal(t, ctx, cell)
	do(t, ctx, chromedp.Click(chromedp.CSS(cell)))
	if eval[string](t, ctx, `document.body.dataset.locked`) != "true" {
		t.Fatalf("clicking (%d,%d) chose no placement", a.Q, a.R)
	}
	if chosen := eval[string](t, ctx, `document.body.dataset.move`); chosen != m.String() {
		t.Fatalf("the page chose %q (%s), want %v", chosen, eval[string](t, ctx, `document.getElementById("message").textContent`), m)
	}
	if beforeConfirm != nil {
		beforeConfirm()
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`#confirm`)))
}

// TestWholeGame plays a 2-player game on the page by clicking: the person
// (seat 0) plays legal move number (7919*turn + 13) mod count, the page's
// greedy player the other seat. The same game is played in Go beside it;
// at the end the winner, every total, the statistics and the record shown
// must be the library's.
func TestWholeGame(t *testing.T) {
	ctx := browser(t, 8*time.Minute)
	addr := startServer(t)
	const seed = "11 3"
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{11, 3}})
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	do(t, ctx, chromedp.Navigate(pageURL(addr, seed)))
	for waitTurn(t, ctx) == "human" {
		for g.Current() != 0 { // the page's greedy player has moved
			play(t, g, greedy)
		}
		if g.Over() {
			t.Fatal("the game is over in Go, not on the page")
		}
		legal := g.AppendLegalMoves(nil)
		m := legal[(7919*g.TurnsPlayed()+13)%len(legal)]
		if g.TurnsPlayed() == 0 {
			screenshot(t, ctx, "start.png", true)
		}
		var midgame func()
		if g.TurnsPlayed() == 16 {
			midgame = func() {
				screenshot(t, ctx, "midgame.png", true)
				logLegalTime(t, ctx)
			}
		}
		clickMove(t, ctx, m, midgame)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for !g.Over() {
		play(t, g, greedy)
	}
	screenshot(t, ctx, "end.png", true)

	checkEnd(t, ctx, g)
}

// logLegalTime measures in the page, with performance.now(), how long the
// API takes to list the legal moves of every site position and of position
// 0 (as a click on a tile does), through JSON as the page calls it: the
// mean of 200 calls each.
func logLegalTime(t *testing.T, ctx context.Context) {
	t.Helper()
	js := `(() => { const time = (arg) => { let moves = 0; const t0 = performance.now();
		for (let i = 0; i < 200; i++) moves = akropolis.legal(arg).value.length;
		return {moves, ms: (performance.now() - t0) / 200}; };
		return [time(), time(0)]; })()`
	res := eval[[]legalTime](t, ctx, js)
	t.Logf("legal moves in the browser: all positions %d moves in %.3f ms, position 0 %d moves in %.3f ms (means of 200 calls)",
		res[0].Moves, res[0].Ms, res[1].Moves, res[1].Ms)
}

type legalTime struct {
	Moves int     `json:"moves"`
	Ms    float64 `json:"ms"`
}

// play plays the move p chooses from the view of the seat to move.
func play(t *testing.T, g *akropolis.Game, p players.Player) {
	t.Helper()
	m, err := p.Choose(g.View())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
}
