package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/akropolis-rules/akropolis"
)

// TestPageReadsTheLibrary checks at run time that the page computes no
// rule of its own: with the WebAssembly's answers altered on their way
// to the page (each legal move's level +7, the origin cell's height 9,
// the person's total 999), the page must show the altered values, which
// it could not if it worked them out itself; TestScriptsHoldNoRules (in
// examples/web) checks the scripts' text.
func TestPageReadsTheLibrary(t *testing.T) {
	ctx := browser(t, 3*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{4, 9}})
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Navigate(addr+"?players=2&bots=greedy&delay=0&seed=4+9"))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `(() => {
		const real = akropolisWasm.call;
		akropolisWasm.call = (name, arg) => {
			const out = JSON.parse(real(name, arg));
			if (out.value && name === "moves") for (const m of out.value) m.level += 7;
			if (out.value && name === "view") for (const c of out.value.cities[0].cells) if (c.q === 0 && c.r === 0) c.height = 9;
			if (out.value && name === "result") out.value.totals[0] = 999;
			return JSON.stringify(out);
		};
		return true;
	})()`)
	do(t, ctx, chromedp.Click(chromedp.CSS(`#start`)))
	if waitTurn(t, ctx) != "human" {
		t.Fatal("no turn for the person")
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`.tile[data-pos="0"]`)))
	var want []string
	for m := range g.LegalMoves() {
		if m.Position == 0 && m.Placement.Rotation == 0 {
			o, err := g.City(g.Current()).Check(m.Placement) // the level the tile would reach
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, fmt.Sprintf("%d,%d:%d", m.Placement.Anchor.Q, m.Placement.Anchor.R, o.Level+7))
		}
	}
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("#city .mark")].map((e) => e.dataset.q + "," + e.dataset.r + ":" + e.dataset.level)`)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("with every level +7, the page marks %v, want %v", got, want)
	}
	do(t, ctx, chromedp.KeyEvent(kb.Escape), chromedp.KeyEvent(kb.ArrowUp))
	if msg := messageText(t, ctx); !strings.Contains(msg, "(0,0), House plaza at level 9") {
		t.Errorf("with the origin's height 9, the cursor says %q", msg)
	}
	if total := eval[string](t, ctx, `document.querySelector('#score-table tr[data-seat="0"] .total').textContent`); total != "999" {
		t.Errorf("with the person's total 999, the score table says %s", total)
	}
}
