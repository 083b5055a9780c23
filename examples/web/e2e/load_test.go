package e2e

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// TestLoadRecord pastes the record of a finished 3-player game into the
// setup and loads it: the page must show the end with the library's totals
// and winners for that record. A text that is neither a record nor a
// position is refused with the reason.
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
	do(t, ctx, chromedp.Navigate(addr+"?players=3&bots=greedy,greedy"))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`)); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.getElementById("load-box").open = true`)
	eval[string](t, ctx, fmt.Sprintf(`document.getElementById("load-text").value = %s`, text))
	do(t, ctx, chromedp.Click(chromedp.CSS(`#load`)))
	if status := eval[string](t, ctx, `document.getElementById("status").textContent`); !contains(status, "Not a record", "nor a position") {
		t.Errorf("loading garbage: the page says %q", status)
	}
	eval[string](t, ctx, fmt.Sprintf(`document.getElementById("load-text").value = %s`, paste))
	do(t, ctx, chromedp.Click(chromedp.CSS(`#load`)))
	if waitTurn(t, ctx) != "over" {
		t.Fatal("a finished game's record did not load as finished")
	}
	for k := range g.Players() {
		got := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('.pad[data-seat="%d"] .total').textContent`, k))
		if got != strconv.Itoa(g.Score(k).Total) {
			t.Errorf("seat %d: the page shows %s, the library %d", k, got, g.Score(k).Total)
		}
	}
	want, _ := json.Marshal(g.Winners())
	if got := eval[string](t, ctx, `"[" + document.getElementById("winner").dataset.winners + "]"`); got != string(want) {
		t.Errorf("winners %s, want %s", got, want)
	}
}

func contains(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
