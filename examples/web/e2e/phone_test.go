package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// phone is a 390x844 touch screen.
var phone = chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)

// minHex is the smallest a hex may be drawn, in CSS pixels each way: a
// finger's target (zoom.js's MIN_HEX is its height, 46).
const minHex = 44

// longCityRecord is the first n moves of the record `go run
// ./examples/play -seed 5,6 -record FILE` writes (greedy, seat 0, builds
// a long thin city), with the ';' comment lines that program writes first.
func longCityRecord(t *testing.T, n int) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "record.txt")
	cmd := exec.Command("go", "run", "./examples/play", "-seed", "5,6", "-record", file)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("examples/play: %v\n%s", err, out)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	doc, err := akropolis.ReadAny(strings.NewReader(text))
	r, ok := doc.(akropolis.Record)
	if err != nil || !ok {
		t.Fatal(err, "not a record")
	}
	if !strings.HasPrefix(text, ";") {
		t.Fatalf("the record does not start with a comment line:\n%.200s", text)
	}
	// Cut the moves after the n-th: a record is its tags, then its moves.
	var keep []string
	moves := 0
	for line := range strings.Lines(text) {
		if f := strings.Fields(line); len(f) > 0 && strings.HasSuffix(f[0], ".") && f[0] != "." {
			moves++
			if moves > n {
				continue
			}
		}
		keep = append(keep, line)
	}
	if len(r.Moves) < n {
		t.Fatalf("the record has %d moves, want %d at least", len(r.Moves), n)
	}
	return strings.Join(keep, "")
}

// pasteRecord opens the setup's load box, pastes text and presses Load.
func pasteRecord(t *testing.T, ctx context.Context, text string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(text)
	eval[bool](t, ctx, `document.getElementById("load-box").open = true`)
	eval[string](t, ctx, fmt.Sprintf(`document.getElementById("load-text").value = %s`, js))
	eval[bool](t, ctx, `document.getElementById("load").scrollIntoView({block: "center"}), true`)
	tap(t, ctx, "#load")
}

// TestLongCityOnPhone pastes, on a 390x844 touch screen, the first 20
// moves of a record whose ';' comment lines come first (seed 5 6: seat 0
// builds a long thin city), and checks that the record loads; that every
// cell of the person's city is drawn at least minHex pixels each way; that
// the scores and the opponent's last move are on screen at the start of
// the person's turn; that every tappable element is at least 44x44; and
// that the city pans under a dragging finger and by Shift and the arrows,
// zooms by a pinch, by + and − and back to fit by the Fit button and the 0
// key.
func TestLongCityOnPhone(t *testing.T) {
	ctx := browser(t, 5*time.Minute)
	addr := startServer(t)
	text := longCityRecord(t, 20)
	do(t, ctx, phone, chromedp.Navigate(addr+"?players=2&bots=greedy&delay=3000"))
	checkTapTargets(t, ctx, "the setup")
	// The page names its icon, and the server has it: no error in the console.
	if ok := eval[bool](t, ctx, `(() => { const x = new XMLHttpRequest(); x.open("GET", document.querySelector('link[rel="icon"]').href, false); x.send(); return x.status === 200; })()`); !ok {
		t.Error("the page's icon is missing")
	}
	pasteRecord(t, ctx, text)
	if state := waitTurn(t, ctx); state != "human" {
		t.Fatalf("after loading the record the page is %q, want the person's turn", state)
	}
	screenshot(t, ctx, "phone-long-city.png", false)
	doc, err := akropolis.ReadAny(strings.NewReader(text))
	r, ok := doc.(akropolis.Record)
	if err != nil || !ok {
		t.Fatal(err, "not a record")
	}
	g, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if turn := eval[float64](t, ctx, `akropolis.view().value.view.turn`); int(turn) != g.TurnsPlayed()+1 || g.TurnsPlayed() != 20 {
		t.Fatalf("the page is at turn %v, the record's game at %d: want 21", turn, g.TurnsPlayed()+1)
	}
	checkLiveScores(t, ctx, g)
	checkGlance(t, ctx, g, "Seat 1 (greedy)")
	checkHexSizes(t, ctx)
	checkTapTargets(t, ctx, "the person's turn")
	checkCityOnScreen(t, ctx, "the person's turn")

	// Pan: a finger dragging the city moves a cell by the drag.
	cell := `#city .hit[data-q="0"][data-r="0"]`
	before := boxOf(t, ctx, cell)
	c := boxOf(t, ctx, "#city")
	cx, cy := c.centre()
	drag(t, ctx, true, cx, cy, cx-60, cy+90)
	after := boxOf(t, ctx, cell)
	if math.Abs(after.X-before.X+60) > 2 || math.Abs(after.Y-before.Y-90) > 2 {
		t.Errorf("dragging the city by (-60,+90) moved a cell from %+v to %+v", before, after)
	}
	if msg := messageText(t, ctx); strings.Contains(msg, "Cursor") || eval[string](t, ctx, `document.body.dataset.move`) != "" {
		t.Errorf("a drag chose a cell: %q", msg)
	}
	fitZoom := zoomOf(t, ctx)
	// Pinch: two fingers moving apart zoom in.
	pinch(t, ctx, cx, cy, 40, 140)
	if z := zoomOf(t, ctx); z < fitZoom*1.5 {
		t.Errorf("a pinch from 40 to 140 pixels apart zoomed from %.3f to %.3f", fitZoom, z)
	}
	screenshot(t, ctx, "phone-long-city-pinched.png", false)
	tap(t, ctx, "#fit")
	if z := zoomOf(t, ctx); math.Abs(z-fitZoom) > 0.001 {
		t.Errorf("Fit set the zoom to %.3f, want the first %.3f", z, fitZoom)
	}
	// Keys: + zooms in, − out (never below the minimum hex size), 0 fits.
	eval[bool](t, ctx, `document.getElementById("city").focus(), true`)
	do(t, ctx, chromedp.KeyEvent("+"))
	if z := zoomOf(t, ctx); math.Abs(z-fitZoom*1.25) > 0.002 {
		t.Errorf("+ zoomed from %.3f to %.3f, want ×1.25", fitZoom, z)
	}
	do(t, ctx, chromedp.KeyEvent("-----"))
	checkHexSizes(t, ctx)
	// Shift and an arrow pan: Shift+Up looks up, the city moves down.
	before = boxOf(t, ctx, cell)
	do(t, ctx, chromedp.KeyEvent(kb.ArrowUp, chromedp.KeyModifiers(chromedp.ModifierShift)))
	if after := boxOf(t, ctx, cell); math.Abs(after.Y-before.Y-60) > 2 || after.X != before.X {
		t.Errorf("Shift+Up moved a cell from %+v to %+v, want 60 pixels down", before, after)
	}
	do(t, ctx, chromedp.KeyEvent("0"))
	if z := zoomOf(t, ctx); math.Abs(z-fitZoom) > 0.001 {
		t.Errorf("0 set the zoom to %.3f, want the fitted %.3f", z, fitZoom)
	}

	// Undo and Cancel cannot be pressed while the other seat moves.
	tap(t, ctx, `.tile[data-pos="0"]`)
	mark := eval[[]float64](t, ctx, `(() => { const m = document.querySelector("#city .mark"); return [+m.dataset.q, +m.dataset.r]; })()`)
	cell = fmt.Sprintf(`#city .hit[data-q="%.0f"][data-r="%.0f"]`, mark[0], mark[1])
	tap(t, ctx, cell)
	tap(t, ctx, cell)
	if state := eval[string](t, ctx, `document.body.dataset.state`); state != "bot" {
		t.Fatalf("after placing, the page is %q, want the other seat's turn", state)
	}
	if !eval[bool](t, ctx, `document.getElementById("undo").disabled && document.getElementById("cancel").disabled`) {
		t.Error("Undo or Cancel can be pressed during the other seat's turn")
	}
	// The header says whole who is to move.
	if cut := eval[bool](t, ctx, `(() => { const s = document.getElementById("status"); return s.scrollWidth > s.clientWidth || s.scrollHeight > s.clientHeight; })()`); cut {
		t.Errorf("the header is cut: %q", eval[string](t, ctx, `document.getElementById("status").textContent`))
	}
	screenshot(t, ctx, "phone-bot-turn.png", false)
}

// zoomOf is the city's zoom, as zoom.js writes it.
func zoomOf(t *testing.T, ctx context.Context) float64 {
	t.Helper()
	return eval[float64](t, ctx, `+document.getElementById("city").dataset.zoom`)
}

// checkHexSizes checks that every cell of the person's city (and every
// empty cell a tile may go on) is drawn at least minHex pixels each way.
func checkHexSizes(t *testing.T, ctx context.Context) {
	t.Helper()
	small := eval[[]string](t, ctx, fmt.Sprintf(`[...document.querySelectorAll("#city .hit")].map((h) => [h, h.getBoundingClientRect()])
		.filter(([h, r]) => r.width < %d || r.height < %d).map(([h, r]) => h.dataset.q + "," + h.dataset.r + ": " + r.width.toFixed(1) + "x" + r.height.toFixed(1))`, minHex, minHex))
	if len(small) > 0 {
		t.Errorf("%d cells drawn smaller than %dx%d: %v", len(small), minHex, minHex, small[:min(5, len(small))])
	}
}

// checkGlance checks that the scores and the last move are on screen at
// the top: each seat's total, the library's, and the last move told by
// who made it.
func checkGlance(t *testing.T, ctx context.Context, g *akropolis.Game, lastMover string) {
	t.Helper()
	h := eval[float64](t, ctx, `innerHeight`)
	for _, sel := range []string{"#glance-scores", "#last-move"} {
		if b := boxOf(t, ctx, sel); b.Y < 0 || b.Y+b.Height > h/2 || b.Height == 0 {
			t.Errorf("%s is at y %.0f to %.0f, want it in the top half of the %.0f-pixel window", sel, b.Y, b.Y+b.Height, h)
		}
	}
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("#glance-scores .total")].map((e) => e.textContent)`)
	var want []string
	for k := range g.Options().Seats() {
		want = append(want, fmt.Sprint(g.Total(k)))
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the scores at the top say %v, the library %v", got, want)
	}
	if last := eval[string](t, ctx, `document.getElementById("last-move").textContent`); !strings.HasPrefix(last, "Last move: "+lastMover) {
		t.Errorf("the last move at the top says %q, want it told by %s", last, lastMover)
	}
}

// checkTapTargets checks that every visible thing a finger can tap is at
// least 44x44: buttons, selects, inputs (a checkbox through its label, which
// takes the tap), links, summaries, cards and the city's cells.
func checkTapTargets(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	small := eval[[]string](t, ctx, `(() => {
		const out = [];
		const name = (e) => e.id ? "#" + e.id : e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? "." + e.className : "") + (e.dataset.q ? "(" + e.dataset.q + "," + e.dataset.r + ")" : "") + " " + (e.textContent || "").trim().slice(0, 20);
		for (let e of document.querySelectorAll("button, select, input, textarea, a[href], summary, [role=button], #city .hit")) {
			if (e.type === "checkbox" || e.type === "radio") e = e.closest("label") || e;
			const r = e.getBoundingClientRect(), s = getComputedStyle(e);
			if (r.width === 0 || s.visibility === "hidden" || e.closest("[hidden]")) continue;
			if (r.width < 44 || r.height < 44) out.push(name(e) + ": " + r.width.toFixed(0) + "x" + r.height.toFixed(0));
		}
		return out;
	})()`)
	if len(small) > 0 {
		t.Errorf("%s: %d tappable elements smaller than 44x44: %v", when, len(small), small)
	}
}

// checkCityOnScreen checks that the whole city box is in the window.
func checkCityOnScreen(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	c := boxOf(t, ctx, "#city")
	w := eval[[]float64](t, ctx, `[innerWidth, innerHeight]`)
	if c.Y < 0 || c.Y+c.Height > w[1]+1 || c.Height < 200 {
		t.Errorf("%s: the city's box is at y %.0f to %.0f of a %.0f-pixel window (want all of it, 200 pixels at least)", when, c.Y, c.Y+c.Height, w[1])
	}
}

// TestLoadErrorOnPhone pastes a text that is neither a record nor a
// position on a phone: the error must be where the player looks, beside
// the Load button, in the window.
func TestLoadErrorOnPhone(t *testing.T) {
	ctx := browser(t, 3*time.Minute)
	addr := startServer(t)
	do(t, ctx, phone, chromedp.Navigate(addr+"?players=2&bots=greedy"))
	pasteRecord(t, ctx, "not a record")
	b := boxOf(t, ctx, "#load-error")
	h := eval[float64](t, ctx, `innerHeight`)
	if b.Height == 0 || b.Y < 0 || b.Y+b.Height > h {
		t.Errorf("the load error is at y %.0f (height %.0f), outside the %.0f-pixel window", b.Y, b.Height, h)
	}
	if msg := eval[string](t, ctx, `document.getElementById("load-error").textContent`); !strings.Contains(msg, "neither a record") {
		t.Errorf("the load error says %q", msg)
	}
	screenshot(t, ctx, "phone-load-error.png", false)
}

// pinch puts two fingers on the city, d0 pixels apart either side of
// (x, y), and moves them apart to d1.
func pinch(t *testing.T, ctx context.Context, x, y, d0, d1 float64) {
	t.Helper()
	touch := func(typ input.DispatchTouchEventType, d float64) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			points := []*input.TouchPoint{{X: x - d/2, Y: y, ID: ptr(0.0)}, {X: x + d/2, Y: y, ID: ptr(1.0)}}
			if typ == input.DispatchTouchEventTypeTouchEnd {
				points = []*input.TouchPoint{}
			}
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
			return err
		})
	}
	actions := []chromedp.Action[chromedp.Void]{touch(input.DispatchTouchEventTypeTouchStart, d0)}
	for i := 1; i <= 10; i++ {
		actions = append(actions, touch(input.DispatchTouchEventTypeTouchMove, d0+(d1-d0)*float64(i)/10))
	}
	do(t, ctx, append(actions, touch(input.DispatchTouchEventTypeTouchEnd, d1))...)
}

// constructionRecord is the record of athenaGame played by greedy for both
// seats until seat 0 is in its first construction phase, and that game.
func constructionRecord(t *testing.T) (string, *akropolis.Game) {
	t.Helper()
	g, err := akropolis.New(athenaGame)
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	for {
		if g.Position().Constructing && g.Current() == 0 {
			break // the stop move is legal: seat 0's construction phase
		}
		if g.Over() {
			t.Fatal("athenaGame ended before seat 0 could complete a card")
		}
		play(t, g, greedy)
	}
	text, err := g.Record().MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(text), g
}

// TestConstructionOnScreen loads a game of the Athena expansion at the
// person's construction phase, on a phone and on a desktop: the whole city
// box must be in the window, Stop and Hint on one row with the other
// controls, the cells where the city meets each card it can complete
// marked (athena.Met's cells), and choosing a card and then one of its
// tiles must not move the page.
func TestConstructionOnScreen(t *testing.T) {
	text, g := constructionRecord(t)
	for _, c := range []struct {
		name     string
		viewport chromedp.Action[chromedp.Void]
	}{{"phone", phone}, {"desktop", chromedp.EmulateViewport(1280, 800)}} {
		t.Run(c.name, func(t *testing.T) {
			ctx := browser(t, 3*time.Minute)
			addr := startServer(t)
			do(t, ctx, c.viewport, chromedp.Navigate(addr+"?players=2&bots=greedy&delay=0"))
			pasteRecord(t, ctx, text)
			if waitTurn(t, ctx) != "human" || eval[string](t, ctx, `document.body.dataset.construction`) != "true" {
				t.Fatalf("the page is not at the person's construction phase: %s", messageText(t, ctx))
			}
			screenshot(t, ctx, "construction-"+c.name+".png", false)
			checkCityOnScreen(t, ctx, "a construction phase")
			if c.name == "phone" {
				checkTapTargets(t, ctx, "a construction phase")
			}
			stop, hint := boxOf(t, ctx, "#stop"), boxOf(t, ctx, "#hint")
			if stop.Y != hint.Y {
				t.Errorf("Stop is at y %.0f, Hint at %.0f: want one row", stop.Y, hint.Y)
			}
			checkMet(t, ctx, g)
			slot := 0
			for m := range g.LegalMoves() {
				if m.Card() != 0 {
					slot = m.Card()
					break
				}
			}
			city := boxOf(t, ctx, "#city")
			tap(t, ctx, fmt.Sprintf(`.card-slot[data-slot="%d"]`, slot))
			tap(t, ctx, `#card-tiles button[data-tile]`)
			if b := boxOf(t, ctx, "#city"); b != city {
				t.Errorf("choosing card %d and a tile moved the city from %+v to %+v", slot, city, b)
			}
			if n := eval[float64](t, ctx, `document.querySelectorAll("#city .mark").length`); n == 0 {
				t.Errorf("the card's tile is chosen, but no cell is marked: %s", messageText(t, ctx))
			}
			screenshot(t, ctx, "construction-"+c.name+"-tile.png", false)
		})
	}
}

// checkMet compares the cells the page marks as meeting a card with the
// library's: athena.Met's cells of each card seat 0 can complete.
func checkMet(t *testing.T, ctx context.Context, g *akropolis.Game) {
	t.Helper()
	want := map[string]bool{}
	for slot := 1; slot <= 4; slot++ {
		card := g.Position().Cards.Card(slot)
		if card == tile.NoCard || g.Position().Cards.Completed(slot, 0) {
			continue
		}
		if cells, ok := athena.Met(card, g.City(0), g.Stones(0), g.Options().CardReadings); ok {
			for _, h := range cells {
				want[fmt.Sprintf("%d,%d", h.Q, h.R)] = true
			}
		}
	}
	got := map[string]bool{}
	for _, k := range eval[[]string](t, ctx, `[...document.querySelectorAll("#city .met")].map((e) => e.dataset.q + "," + e.dataset.r)`) {
		got[k] = true
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || len(want) == 0 {
		t.Errorf("the page marks %v as meeting the cards, the library %v", got, want)
	}
}

// TestFirstContentBeforeWasm loads the page on a throttled network (the
// WebAssembly then takes seconds to arrive): the setup form and a progress
// bar must show while the rules are still loading, and the form must start
// a game once they are in.
func TestFirstContentBeforeWasm(t *testing.T) {
	ctx := browser(t, 3*time.Minute)
	addr := startServer(t)
	throttle := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			MatchedNetworkConditions: []*network.Conditions{{Latency: 150, DownloadThroughput: 250_000, UploadThroughput: 100_000}},
		})
		return err
	})
	do(t, ctx, phone, throttle, chromedp.Navigate(addr+"?players=2&bots=greedy&delay=0&seed=4+9"))
	// The load event has fired: the scripts ran, the WebAssembly is on its way.
	if state := eval[string](t, ctx, `document.body.dataset.state`); state != "loading" {
		t.Fatalf("the page is %q as soon as it is loaded, want loading (is the network throttled?)", state)
	}
	for _, sel := range []string{"#setup-form", "#progress", "#players"} {
		if b := boxOf(t, ctx, sel); b.Height == 0 || b.Y > 844 {
			t.Errorf("%s is not on screen while the rules load: %+v", sel, b)
		}
	}
	if !eval[bool](t, ctx, `document.getElementById("start").disabled`) {
		t.Error("Start can be pressed before the rules are loaded")
	}
	screenshot(t, ctx, "phone-loading.png", false)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`+document.getElementById("progress").value > 0`, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatalf("the progress bar never moved: %v", err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.getElementById("start").scrollIntoView({block: "center"}), true`)
	tap(t, ctx, "#start")
	if waitTurn(t, ctx) != "human" {
		t.Error("the game did not start after the rules loaded")
	}
}
