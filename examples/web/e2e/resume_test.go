package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// pageState is what the person sees of a game: the status line, their
// city, the move log and the live scores.
type pageState struct {
	Status string `json:"status"`
	City   string `json:"city"`
	Log    string `json:"log"`
	Scores string `json:"scores"`
}

func stateOf(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	return eval[pageState](t, ctx, `({status: document.getElementById("status").textContent,
		city: document.querySelector("#city svg > g").innerHTML,
		log: document.getElementById("log").textContent,
		scores: document.getElementById("score-table").textContent})`)
}

// TestResume starts a game from the setup, plays two moves, reloads the
// page and resumes: the game must be where it was, log included. Then it
// plays on in a second tab, which it closes, and resumes in a third: again
// the game must be where it was, and play on. The record downloaded
// mid-game must be the library's.
func TestResume(t *testing.T) {
	ctx := browser(t, 4*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{6, 1}})
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	setup := addr + "?players=2&bots=greedy&delay=0&seed=6+1"
	playTurn := func(ctx context.Context) {
		t.Helper()
		if waitTurn(t, ctx) != "human" {
			t.Fatal("the game ended early")
		}
		catchUp(t, g, greedy)
		m := humanMove(g)
		clickMove(t, ctx, m, nil)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		waitTurn(t, ctx)
		catchUp(t, g, greedy)
	}
	resume := func(ctx context.Context) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup" && !document.getElementById("resume-box").hidden`,
			chromedp.WithPollingTimeout(time.Minute))); err != nil {
			t.Fatalf("no game to resume: %v", err)
		}
		screenshot(t, ctx, "resume.png", true)
		do(t, ctx, chromedp.Click(chromedp.CSS(`#resume`)))
		waitTurn(t, ctx)
	}

	do(t, ctx, chromedp.Navigate(setup))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`)); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`#start`)))
	playTurn(ctx)
	playTurn(ctx)
	before := stateOf(t, ctx)
	checkDownload(t, ctx, g)
	do(t, ctx, chromedp.Reload())
	resume(ctx)
	if after := stateOf(t, ctx); after != before {
		t.Errorf("after a reload and Resume the page shows\n%+v\nwant\n%+v", after, before)
	}
	checkLiveScores(t, ctx, g)

	tab2, close2 := chromedp.NewContext(ctx)
	do(t, tab2, chromedp.Navigate(setup))
	resume(tab2)
	playTurn(tab2)
	before = stateOf(t, tab2)
	close2() // the tab is closed
	tab3, close3 := chromedp.NewContext(ctx)
	defer close3()
	do(t, tab3, chromedp.Navigate(setup))
	resume(tab3)
	if after := stateOf(t, tab3); after != before {
		t.Errorf("after closing the tab and Resume the page shows\n%+v\nwant\n%+v", after, before)
	}
	playTurn(tab3)
	checkLiveScores(t, tab3, g)
}

// checkDownload presses "Download the record" mid-game, catching the file
// the page offers, which must be the library's record of the game so far.
func checkDownload(t *testing.T, ctx context.Context, g *akropolis.Game) {
	t.Helper()
	eval[bool](t, ctx, `(() => { URL.createObjectURL = (b) => { window.offered = b; return "blob:caught"; };
		HTMLAnchorElement.prototype.click = function () { window.offeredName = this.download; }; return true; })()`)
	do(t, ctx, chromedp.Click(chromedp.CSS(`#save-record`)))
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.offered.text()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	want, err := g.Record().MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the record downloaded mid-game:\n%s\nthe library's:\n%s", got, want)
	}
	if name := eval[string](t, ctx, `window.offeredName`); name != "akropolis-6-1-turn-5.txt" {
		t.Errorf("the record is offered as %q, want akropolis-6-1-turn-5.txt", name)
	}
}
