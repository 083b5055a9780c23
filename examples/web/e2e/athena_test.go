package e2e

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// athenaGame is a 2-player game of the Athena expansion in which greedy,
// playing both seats, completes a card for seat 0 at its seventh turn
// (turn 13 of the game) and for seat 1 right after: found by playing
// greedy against greedy from the seeds "1 1" to "300 1" and keeping the
// seed where both seats complete a card soonest. TestAthenaSeed holds it.
var athenaGame = akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{181, 1}}

// firstCompletions plays greedy for both seats from o until each seat has
// completed a card, and returns the turn (from 1) of each one's first.
func firstCompletions(t *testing.T, o akropolis.Options) [2]int {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	var first [2]int
	for !g.Over() && (first[0] == 0 || first[1] == 0) {
		m, err := greedy.Choose(g.View())
		if err != nil {
			t.Fatal(err)
		}
		if m.Card() != 0 && first[g.Current()] == 0 {
			first[g.Current()] = g.TurnsPlayed() + 1
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return first
}

// TestAthenaSeed checks that athenaGame still is the game the browser
// test plays: needs no browser.
func TestAthenaSeed(t *testing.T) {
	if got := firstCompletions(t, athenaGame); got != [2]int{13, 14} {
		t.Errorf("first completions at turns %v, want seat 0 at 13 and seat 1 at 14", got)
	}
}

// cardWords is a card's name as the page writes it: "Pilgrims Stairs".
func cardWords(c fmt.Stringer) string {
	return regexp.MustCompile(`(\w)([A-Z])`).ReplaceAllString(c.String(), "$1 $2")
}

// TestAthenaGameByTaps plays athenaGame on a 390x844 touch screen against
// the page's greedy player, by taps alone: it starts the game from the
// setup's Athena choice, takes tiles as greedy would, and when its city
// meets a card, checks that the page highlights exactly the cards the
// library lets it complete, then taps the card, one of its tiles, the
// rotation and a cell of the city, and places it. Then the page must show
// the completion: the seat's statue on the card, the tile gone from it and
// drawn in the city, the log saying so in words, and the greedy player's
// own completion told likewise; after a reload the resumed game shows the
// same. It plays on to the end, whose statistics must count the cards
// completed and the statue's bonus as the library does. Screenshots of the
// construction phase at phone and desktop size.
func TestAthenaGameByTaps(t *testing.T) {
	ctx := browser(t, 6*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(athenaGame)
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	phone := chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	setup := addr + "?players=2&bots=greedy&delay=0&athena=1&seed=181+1"
	do(t, ctx, phone, chromedp.Navigate(setup))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatal(err)
	}
	if start := eval[string](t, ctx, `document.getElementById("start").textContent`); start != "Start an Athena game" {
		t.Fatalf("the setup's button says %q, want the Athena game", start)
	}
	eval[bool](t, ctx, `document.getElementById("start").scrollIntoView(), true`) // below the form on a phone
	tap(t, ctx, "#start")
	var completed []akropolis.Move // the person's completions
	for len(completed) == 0 || g.TurnsPlayed() < 14 {
		if waitTurn(t, ctx) != "human" {
			t.Fatal("the game is over on the page before the cards were completed")
		}
		catchUp(t, g, greedy)
		m, err := greedy.Choose(g.View())
		if err != nil {
			t.Fatal(err)
		}
		if m.Card() != 0 && len(completed) == 0 {
			checkRefusedCard(t, ctx, g)
			screenshot(t, ctx, "athena-phone-construction.png", false)
			do(t, ctx, chromedp.EmulateViewport(1280, 800))
			screenshot(t, ctx, "athena-desktop-construction.png", true)
			do(t, ctx, phone)
		}
		playByTaps(t, ctx, g, m)
		if m.Card() != 0 {
			completed = append(completed, m)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	waitTurn(t, ctx)
	catchUp(t, g, greedy)
	screenshot(t, ctx, "athena-phone-after.png", true)
	checkCards(t, ctx, g, completed)
	log := eval[string](t, ctx, `document.getElementById("log").textContent`)
	if !strings.Contains(log, "Seat 1 (greedy) completed the card ") {
		t.Errorf("the log does not tell the greedy player's completion:\n%s", log)
	}

	// Resume after a reload: the same cards and log.
	do(t, ctx, chromedp.Navigate(addr+"?players=2&bots=greedy&delay=0"))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup" && !document.getElementById("resume-box").hidden`,
		chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatalf("no game to resume: %v", err)
	}
	if text := eval[string](t, ctx, `document.getElementById("resume-text").textContent`); !strings.HasPrefix(text, "An Athena game in progress") {
		t.Errorf("the resume box says %q", text)
	}
	eval[bool](t, ctx, `document.getElementById("resume").scrollIntoView(), true`)
	tap(t, ctx, "#resume")
	waitTurn(t, ctx)
	checkCards(t, ctx, g, completed)
	if again := eval[string](t, ctx, `document.getElementById("log").textContent`); again != log {
		t.Errorf("the log after resuming:\n%s\nwant:\n%s", again, log)
	}

	// On to the end: the cards completed and the statue's bonus among the
	// statistics, the totals and the record the library's.
	for waitTurn(t, ctx) == "human" {
		catchUp(t, g, greedy)
		m, err := greedy.Choose(g.View())
		if err != nil {
			t.Fatal(err)
		}
		playByTaps(t, ctx, g, m)
		if m.Card() != 0 {
			completed = append(completed, m)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	catchUp(t, g, greedy)
	screenshot(t, ctx, "athena-phone-end.png", true)
	checkEnd(t, ctx, g)
	checkCards(t, ctx, g, completed)
}

// playByTaps plays m, the person's move, by taps: a take, a completion or
// the stop.
func playByTaps(t *testing.T, ctx context.Context, g *akropolis.Game, m akropolis.Move) {
	t.Helper()
	switch {
	case m.Card() != 0:
		checkCompletable(t, ctx, g)
		completeByTaps(t, ctx, m)
	case m.Kind() == akropolis.StopMove:
		checkCompletable(t, ctx, g)
		tap(t, ctx, "#stop")
	default:
		takeByTaps(t, ctx, m)
	}
}

// checkCompletable checks that the page is in the person's construction
// phase with exactly the cards marked that the library lets seat 0
// complete now.
func checkCompletable(t *testing.T, ctx context.Context, g *akropolis.Game) {
	t.Helper()
	var want []int
	for m := range g.LegalMoves() {
		if m.Card() != 0 && !slices.Contains(want, m.Card()) {
			want = append(want, m.Card())
		}
	}
	got := eval[[]int](t, ctx, `[...document.querySelectorAll(".card-slot.completable")].map((e) => +e.dataset.slot)`)
	if eval[string](t, ctx, `document.body.dataset.construction`) != "true" || !slices.Equal(got, want) || eval[bool](t, ctx, `document.getElementById("stop").hidden`) {
		t.Fatalf("turn %d: the page marks cards %v (stop shown: %v), the library lets seat 0 complete %v", g.TurnsPlayed()+1, got,
			!eval[bool](t, ctx, `document.getElementById("stop").hidden`), want)
	}
}

// checkRefusedCard taps a card seat 0 cannot complete now: the page must
// say why, with the card's condition (small on a phone), and choose
// nothing.
func checkRefusedCard(t *testing.T, ctx context.Context, g *akropolis.Game) {
	t.Helper()
	can := map[int]bool{}
	for m := range g.LegalMoves() {
		can[m.Card()] = true
	}
	for slot := 1; slot <= site.CardSlots; slot++ {
		if can[slot] || g.Position().Cards.Completed(slot, 0) {
			continue
		}
		tap(t, ctx, fmt.Sprintf(`.card-slot[data-slot="%d"]`, slot))
		title := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('.card-slot[data-slot="%d"] title').textContent`, slot))
		_, condition, _ := strings.Cut(title, ": ")
		msg := messageText(t, ctx)
		want := fmt.Sprintf("%s (card %d): Your city does not meet that card's condition now. %s", cardWords(g.Position().Cards.Card(slot)), slot, condition)
		if msg != want || eval[int](t, ctx, `document.querySelectorAll(".card-slot.chosen").length`) != 0 {
			t.Errorf("tapping card %d, which seat 0 cannot complete, the page says %q; want %q and no card chosen", slot, msg, want)
		}
		return
	}
}

// takeByTaps takes and places a site tile as TestPhoneGameByTaps does.
func takeByTaps(t *testing.T, ctx context.Context, m akropolis.Move) {
	t.Helper()
	tap(t, ctx, fmt.Sprintf(`.tile[data-pos="%d"]`, m.Position))
	placeByTaps(t, ctx, m, nil)
}

// completeByTaps taps the card of completion m, then its tile, then
// places it.
func completeByTaps(t *testing.T, ctx context.Context, m akropolis.Move) {
	t.Helper()
	card := fmt.Sprintf(`.card-slot[data-slot="%d"]`, m.Card())
	tap(t, ctx, card)
	if eval[string](t, ctx, fmt.Sprintf(`document.querySelector('%s').className`, card)) != "card-slot completable chosen" {
		t.Fatalf("tapping card %d did not choose it: %s", m.Card(), messageText(t, ctx))
	}
	tap(t, ctx, fmt.Sprintf(`#card-tiles button[data-tile="%d"]`, m.Placement.Tile))
	placeByTaps(t, ctx, m, func() {
		screenshot(t, ctx, fmt.Sprintf("athena-phone-preview-card%d.png", m.Card()), false)
	})
}

// placeByTaps turns the chosen tile as m does, taps m's cell, checks the
// page chose m, calls beforePlace (if any) and taps the cell again to
// place it.
func placeByTaps(t *testing.T, ctx context.Context, m akropolis.Move, beforePlace func()) {
	t.Helper()
	for rotation(t, ctx) != int(m.Placement.Rotation) {
		tap(t, ctx, `#rotate-right`)
	}
	tap(t, ctx, hitSelector(m))
	if chosen := chosenMove(t, ctx); chosen != m.String() {
		t.Fatalf("tapping %s chose %q (%s), want %v", hitSelector(m), chosen, messageText(t, ctx), m)
	}
	if beforePlace != nil {
		beforePlace()
	}
	tap(t, ctx, hitSelector(m))
}

// checkCards compares the cards the page shows with the library's: each
// card's tiles still on it and the statues of the seats that completed
// it; and checks that the person's completions are in the log and their
// tiles drawn in the city as one-hex tiles.
func checkCards(t *testing.T, ctx context.Context, g *akropolis.Game, completed []akropolis.Move) {
	t.Helper()
	cards := g.Position().Cards
	for slot := 1; slot <= site.CardSlots; slot++ {
		sel := fmt.Sprintf(`.card-slot[data-slot="%d"]`, slot)
		tiles := eval[[]string](t, ctx, fmt.Sprintf(`[...document.querySelectorAll('%s .hit')].map((e) => e.dataset.tile)`, sel))
		seats := eval[[]string](t, ctx, fmt.Sprintf(`[...document.querySelectorAll('%s .statue')].map((e) => e.dataset.seat)`, sel))
		var wantTiles, wantSeats []string
		for _, id := range cards.AppendTiles(nil, slot) {
			wantTiles = append(wantTiles, fmt.Sprint(int(id)))
		}
		for k := range 2 {
			if cards.Completed(slot, k) {
				wantSeats = append(wantSeats, fmt.Sprint(k))
			}
		}
		if !slices.Equal(tiles, wantTiles) || !slices.Equal(seats, wantSeats) {
			t.Errorf("card %d (%v): the page shows tiles %v and statues of seats %v, want %v and %v",
				slot, cards.Card(slot), tiles, seats, wantTiles, wantSeats)
		}
		// The person's statue says "you", as the log does, not a seat number.
		if cards.Completed(slot, 0) {
			if label := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('%s .statue[data-seat="0"] text').textContent`, sel)); label != "you" {
				t.Errorf("card %d: the person's statue says %q, want you", slot, label)
			}
		}
	}
	log := eval[string](t, ctx, `document.getElementById("log").textContent`)
	for _, m := range completed {
		said := fmt.Sprintf("You completed the card %s (card %d), took its tile %d", cardWords(cards.Card(m.Card())), m.Card(), m.Placement.Tile)
		if !strings.Contains(log, said) {
			t.Errorf("the log does not say %q:\n%s", said, log)
		}
		a := m.Placement.Anchor
		if n := eval[int](t, ctx, fmt.Sprintf(`document.querySelectorAll('#city polygon[data-cell="(%d,%d)"]').length`, a.Q, a.R)); n == 0 {
			t.Errorf("no hex drawn at %v in the city", a)
		}
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#city .one-hex").length`); n < len(completed) {
		t.Errorf("%d one-hex tiles drawn in the city, want at least %d", n, len(completed))
	}
}

// athenaSolo is a solo Athena game at Callicrates in which greedy
// completes a card at turn 7, its fourth: found by playing greedy from the
// seeds "1 2" to "300 2" and keeping the soonest.
var athenaSolo = akropolis.Options{Players: 1, Difficulty: score.Callicrates, Athena: true, Seed: [2]uint64{36, 2}}

// TestAthenaSoloByKeyboard plays athenaSolo by keyboard alone until the
// person has completed a card: in the construction phase a digit picks
// the card, a second digit one of its tiles, R turns it, the arrow keys
// move the cursor to the cell and Enter places it. The page must tell,
// when the card is chosen, which tile the Architect takes first; then the
// log tells both completions, the Architect's pile shows its one-hex tile
// and the card both statues.
func TestAthenaSoloByKeyboard(t *testing.T) {
	ctx := browser(t, 4*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(athenaSolo)
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	do(t, ctx, chromedp.Navigate(addr+"?players=1&level=callicrates&athena=1&delay=0&autostart=1&seed=36+2"))
	var cursor *hex.Hex
	for {
		if waitTurn(t, ctx) != "human" {
			t.Fatal("the game is over before a card was completed")
		}
		m, err := greedy.Choose(g.View())
		if err != nil {
			t.Fatal(err)
		}
		if m.Card() != 0 {
			checkCompletable(t, ctx, g)
			do(t, ctx, chromedp.KeyEvent(strconv.Itoa(m.Card())))
			cards := g.Position().Cards
			arch := cards.ArchitectChoice(m.Card())
			// Why: a plaza first, then a double district, then a single one.
			why := "a single district"
			if arch.Face(0).A.IsPlaza() {
				why = "a plaza first"
			} else if arch.Face(0).IsDouble() {
				why = "a double district"
			}
			if msg := messageText(t, ctx); !strings.Contains(msg, fmt.Sprintf("the Architect takes tile %d first", arch)) || !strings.Contains(msg, why) {
				t.Errorf("choosing card %d, the page says %q; want the Architect's tile %d named and why (%s)", m.Card(), msg, arch, why)
			}
			// The person chooses among the tiles the Architect leaves.
			tiles := slices.DeleteFunc(cards.AppendTiles(nil, m.Card()), func(id tile.ID) bool { return id == arch })
			do(t, ctx, chromedp.KeyEvent(strconv.Itoa(slices.Index(tiles, m.Placement.Tile)+1)))
		} else {
			do(t, ctx, chromedp.KeyEvent(strconv.Itoa(m.Position+1)))
		}
		for turns := (int(m.Placement.Rotation) - rotation(t, ctx) + 6) % 6; turns > 0; turns-- {
			do(t, ctx, chromedp.KeyEvent("r"))
		}
		if cursor == nil { // the first arrow shows the cursor at the origin
			do(t, ctx, chromedp.KeyEvent(kb.ArrowUp))
			cursor = &hex.Hex{}
		}
		do(t, ctx, chromedp.KeyEvent(arrows(*cursor, m.Placement.Anchor)))
		*cursor = m.Placement.Anchor
		if chosen := chosenMove(t, ctx); chosen != m.String() {
			t.Fatalf("turn %d: the cursor previews %q (%s), want %v", g.TurnsPlayed()+1, chosen, messageText(t, ctx), m)
		}
		do(t, ctx, chromedp.KeyEvent(kb.Enter))
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		if m.Card() != 0 {
			break
		}
	}
	waitTurn(t, ctx)
	screenshot(t, ctx, "athena-solo.png", true)
	log := eval[string](t, ctx, `document.getElementById("log").textContent`)
	if !strings.Contains(log, "; the Architect completed ") {
		t.Errorf("the log does not tell the Architect's completion:\n%s", log)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#pile .one-hex").length`); n != 1 {
		t.Errorf("%d one-hex tiles on the Architect's pile, want 1", n)
	}
	for slot := 1; slot <= site.CardSlots; slot++ {
		want := 0
		for k := range 2 {
			if g.Position().Cards.Completed(slot, k) {
				want++
			}
		}
		if got := eval[int](t, ctx, fmt.Sprintf(`document.querySelectorAll('.card-slot[data-slot="%d"] .statue').length`, slot)); got != want {
			t.Errorf("card %d: %d statues, want %d", slot, got, want)
		}
	}
}
