package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestIllegalPlacement tries placements the rules forbid and checks that
// the page refuses each with the reason in words and plays nothing. In the
// starting city (House plaza at the origin, Quarries at N, SE and SW), tile
// 0 anchored at the origin unturned covers (0,0), (0,-1) and (1,-1): two
// cells on the starting tile and one on the ground, a gap. Seat 0 starts
// with 1 stone, so the tile at position 2 (2 stones) cannot be afforded.
// The page is shown as on a phone, 390 by 844 pixels.
func TestIllegalPlacement(t *testing.T) {
	ctx := browser(t, 4*time.Minute)
	addr := startServer(t)
	do(t, ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(pageURL(addr, "5 8")))
	if waitTurn(t, ctx) != "human" {
		t.Fatal("the game did not start with the person to move")
	}
	message := func() string { return eval[string](t, ctx, `document.getElementById("message").textContent`) }
	cityHTML := func() string { return eval[string](t, ctx, `document.querySelector("#city svg > g").innerHTML`) }
	before := cityHTML()

	do(t, ctx, chromedp.Click(chromedp.CSS(`.tile[data-pos="0"]`)))
	if w := eval[[]int](t, ctx, `[document.documentElement.scrollWidth, document.documentElement.clientWidth]`); w[0] > w[1] {
		t.Errorf("the page is %d pixels wide in a %d-pixel window", w[0], w[1])
	}
	if r := eval[string](t, ctx, `document.body.dataset.rotation`); r != "0" {
		t.Fatalf("rotation %s at the start, want 0", r)
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`#city .hit[data-q="0"][data-r="0"]`)))
	msg := message()
	if !strings.Contains(msg, "Not allowed") || !strings.Contains(msg, "wholly on the ground or wholly on other tiles") || !strings.Contains(msg, "(gap)") {
		t.Errorf("after an illegal placement the page says %q, want the gap rule in words", msg)
	}
	if eval[bool](t, ctx, `!document.getElementById("confirm").disabled`) {
		t.Error("the Place button is enabled for an illegal placement")
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#city .preview[data-legal="false"]').length`); n != 1 {
		t.Errorf("%d previews marked illegal, want 1", n)
	}
	// Pressing Enter and clicking the cell again must not play it.
	do(t, ctx, chromedp.KeyEvent("\r"), chromedp.Click(chromedp.CSS(`#city .hit[data-q="0"][data-r="0"]`)))
	if eval[int](t, ctx, `document.getElementById("log").children.length`) != 0 {
		t.Error("the illegal placement was played")
	}

	do(t, ctx, chromedp.Click(chromedp.CSS(`.tile[data-pos="2"]`)))
	if msg := message(); !strings.Contains(msg, "costs 2 stones and you have 1") {
		t.Errorf("choosing a tile too dear: the page says %q", msg)
	}
	if eval[string](t, ctx, `document.querySelector(".tile.selected") ? "selected" : ""`) != "" {
		t.Error("a tile the player cannot afford was selected")
	}
	if after := cityHTML(); after != before {
		t.Error("the city changed after refused placements")
	}
	if o := eval[string](t, ctx, `getComputedStyle(document.querySelector(".tile.poor")).opacity`); o != "1" {
		t.Errorf("a tile the player cannot afford is drawn at opacity %s, want 1 (readable)", o)
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`.tile[data-pos="0"]`)), chromedp.Click(chromedp.CSS(`#city .hit[data-q="0"][data-r="0"]`)))
	screenshot(t, ctx, "illegal-narrow.png", false)
}

// TestNamesAndLetters checks what a player who does not see colours, or
// does not see the screen, is given: names on the buttons that show a
// symbol, a letter on every hex of the starting city (H for the House
// plaza, Q for the three Quarries), and no debugging footer unless asked.
func TestNamesAndLetters(t *testing.T) {
	ctx := browser(t, 2*time.Minute)
	addr := startServer(t)
	do(t, ctx, chromedp.Navigate(pageURL(addr, "5 8")))
	if waitTurn(t, ctx) != "human" {
		t.Fatal("the game did not start with the person to move")
	}
	for id, want := range map[string]string{"rotate-left": "Rotate anticlockwise", "rotate-right": "Rotate clockwise"} {
		if got := eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).getAttribute("aria-label")`, id)); got != want {
			t.Errorf("#%s is named %q, want %q", id, got, want)
		}
	}
	letters := eval[string](t, ctx, `[...document.querySelectorAll("#city svg text")].map((e) => e.textContent).filter((s) => /^[A-Z]$/.test(s)).sort().join("")`)
	if letters != "HQQQ" {
		t.Errorf("the starting city's hexes carry the letters %q, want HQQQ", letters)
	}
	if eval[bool](t, ctx, `!document.getElementById("timing").hidden`) {
		t.Error("the debugging footer shows without ?debug=1")
	}
}
