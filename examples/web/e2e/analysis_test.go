package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/analysis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
)

// TestAnalysisAtTheEnd loads the record of a game up to the person's last
// move, plays the hinted move (which must be the library's), lets the
// page's greedy player finish, and asks the end screen for the analysis of
// the game just played: it must show one row per move with the library's
// chances, rank, legal count and best alternative (examples/analysis with
// the same budget and the game's seed), and the three moves that changed
// the game most, in the library's order, named by move number, turn and
// move as the library's report names them. Screenshots at 1280x800 and
// at 390x844.
func TestAnalysisAtTheEnd(t *testing.T) {
	ctx := browser(t, 5*time.Minute)
	addr := startServer(t)
	g := beforeLastMove(t, akropolis.Options{Players: 2, Seed: [2]uint64{8, 2}})
	loadRecord(t, ctx, fmt.Sprintf("%s?players=2&bots=greedy&delay=0&playouts=%d", addr, testPlayouts), g.Record())
	if waitTurn(t, ctx) != "human" {
		t.Fatal("the record did not load with the person to move")
	}
	do(t, ctx, chromedp.Click(chromedp.CSS(`#hint`)))
	m := checkHint(t, ctx, g)
	do(t, ctx, chromedp.Click(chromedp.CSS(`#confirm`)))
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	catchUp(t, g, players.NewGreedy())
	if waitTurn(t, ctx) != "over" || !g.Over() {
		t.Fatal("the game did not end after the person's last move")
	}
	checkEnd(t, ctx, g)

	rep, err := analysis.Analyse(g.Record(), analysis.Options{Playouts: testPlayouts, Seed: g.Options().Seed})
	if err != nil {
		t.Fatal(err)
	}
	analyseOnPage(t, ctx)
	checkAnalysis(t, ctx, rep)
	// The note says when no move stands out; a report that names turning
	// points has none.
	if note := eval[bool](t, ctx, `!document.getElementById("analysis-note").hidden`); note != (len(rep.Turning) == 0) {
		t.Errorf("the report names %d turning points, and the page's note is shown: %v", len(rep.Turning), note)
	}
	eval[bool](t, ctx, `scrollTo(0, 0), true`)
	screenshot(t, ctx, "analysis-desktop.png", false)
	screenshot(t, ctx, "analysis-desktop-page.png", true)
	do(t, ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	eval[bool](t, ctx, `scrollTo(0, 0), true`)
	screenshot(t, ctx, "analysis-phone-top.png", false)
	eval[bool](t, ctx, `document.getElementById("analysis").scrollIntoView(), true`)
	screenshot(t, ctx, "analysis-phone.png", false)
}

// TestSoloAnalysis loads a finished solo game against Callicrates that
// greedy loses from the start, and analyses it: the rows and turning
// points must be the library's (the Architect's turns counted in the turn
// numbers), and since no move changed the chance by 1%, the page must say
// so: that no move stands out of the noise when the report names none, that
// no move changed the chance under the moves it names otherwise.
func TestSoloAnalysis(t *testing.T) {
	ctx := browser(t, 4*time.Minute)
	addr := startServer(t)
	g, err := akropolis.New(akropolis.Options{Players: 1, Difficulty: score.Callicrates, Seed: [2]uint64{3, 3}})
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		play(t, g, players.NewGreedy())
	}
	rep, err := analysis.Analyse(g.Record(), analysis.Options{Playouts: testPlayouts, Seed: g.Options().Seed})
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range rep.Turning {
		if c := rep.Moves[i].Change(); c <= -0.005 || c >= 0.005 {
			t.Fatalf("move %d changed the chance by %.3f: the test wants a game where no move changed it", i+1, c)
		}
	}
	loadRecord(t, ctx, fmt.Sprintf("%s?players=1&delay=0&playouts=%d", addr, testPlayouts), g.Record())
	if waitTurn(t, ctx) != "over" {
		t.Fatal("a finished game's record did not load as finished")
	}
	analyseOnPage(t, ctx)
	checkAnalysis(t, ctx, rep)
	// With no turning point the note says none stands out of the noise;
	// with some (all smaller than 1%), that no move changed the chance.
	want := "No move changed"
	if len(rep.Turning) == 0 {
		want = "stands out of the estimates' noise"
	}
	if note := eval[string](t, ctx, `(e => e.hidden ? "" : e.textContent)(document.getElementById("analysis-note"))`); !contains(note, want) {
		t.Errorf("no move changed the chance by 1%%, the report names %d turning points, the page's note says %q", len(rep.Turning), note)
	}
}

// loadRecord opens the page at url and loads the record from the setup.
func loadRecord(t *testing.T, ctx context.Context, url string, r akropolis.Record) {
	t.Helper()
	record, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	paste, _ := json.Marshal(string(record))
	do(t, ctx, chromedp.Navigate(url))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "setup"`)); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `document.getElementById("load-box").open = true`)
	eval[string](t, ctx, fmt.Sprintf(`document.getElementById("load-text").value = %s`, paste))
	do(t, ctx, chromedp.Click(chromedp.CSS(`#load`)))
}

// analyseOnPage presses "Analyse this game" and waits for the analysis.
func analyseOnPage(t *testing.T, ctx context.Context) {
	t.Helper()
	do(t, ctx, chromedp.Click(chromedp.CSS(`#analyse`)))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!document.getElementById("analysis").hidden`,
		chromedp.WithPollingTimeout(3*time.Minute))); err != nil {
		t.Fatalf("no analysis shown: %v (%s)", err, eval[string](t, ctx, `document.getElementById("analysis-status").textContent`))
	}
}

// beforeLastMove plays a game of the options between a greedy and a
// random player to the end, and answers it replayed up to seat 0's last
// move.
func beforeLastMove(t *testing.T, o akropolis.Options) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	bots := []players.Player{players.NewRandom(5, 6), players.NewGreedy()}
	last := -1
	for !g.Over() {
		if g.Current() == 0 {
			last = len(g.Record().Moves)
		}
		play(t, g, bots[g.Current()])
	}
	r := g.Record()
	r.Moves = r.Moves[:last]
	g, err = r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// analysisRow is what a row of the page's analysis table holds.
type analysisRow struct {
	Index      string `json:"index"`
	Before     string `json:"before"`
	After      string `json:"after"`
	Rank       string `json:"rank"`
	Legal      string `json:"legal"`
	Best       string `json:"best"`
	BestChance string `json:"bestChance"`
	Turning    bool   `json:"turning"`
	Text       string `json:"text"`
}

// checkAnalysis compares the analysis on the page with the library's
// report: a row per move with its numbers, the turning points highlighted
// and listed in the report's order, each named as the report names it
// and linked to its row.
func checkAnalysis(t *testing.T, ctx context.Context, rep analysis.Report) {
	t.Helper()
	rows := eval[[]analysisRow](t, ctx, `[...document.querySelectorAll("#analysis-table tbody tr")].map((r) => Object.assign({}, r.dataset,
		{turning: r.classList.contains("turning"), text: r.textContent}))`)
	if len(rows) != len(rep.Moves) {
		t.Fatalf("the analysis shows %d rows, the record has %d moves", len(rows), len(rep.Moves))
	}
	turning := map[int]bool{}
	for _, i := range rep.Turning {
		turning[i] = true
	}
	for i, m := range rep.Moves {
		best, rank := "", fmt.Sprintf("%d of %d", m.Rank, m.Legal)
		if m.Best != nil {
			best = m.Best.String()
		}
		want := analysisRow{Index: strconv.Itoa(i), Before: num(m.Before), After: num(m.After), Rank: strconv.Itoa(m.Rank),
			Legal: strconv.Itoa(m.Legal), Best: best, BestChance: num(m.BestChance), Turning: turning[i], Text: rows[i].Text}
		if !sameRow(rows[i], want) || !contains(rows[i].Text, rank, m.Played.String()) {
			t.Errorf("row %d: the page shows %+v, the library's move %+v", i, rows[i], m)
		}
	}
	// Each named move links to its row.
	named := eval[[][]string](t, ctx, `[...document.querySelectorAll("#turning li")].map((li) => [li.dataset.index, li.textContent,
		document.querySelector(li.querySelector("a").getAttribute("href")).dataset.index])`)
	if len(named) != len(rep.Turning) {
		t.Fatalf("the page names %d turning points, the library %d", len(named), len(rep.Turning))
	}
	for k, i := range rep.Turning {
		m := rep.Moves[i]
		if named[k][0] != strconv.Itoa(i) || named[k][2] != named[k][0] || !contains(named[k][1], fmt.Sprintf("Move %d (turn %d, ", m.Index, m.Turn), m.Played.String()) {
			t.Errorf("turning point %d: the page names %q, the library move %d (turn %d, seat %d, %v)", k+1, named[k], m.Index, m.Turn, m.Seat, m.Played)
		}
	}
}

// sameRow compares a row of the page with the library's, its chances to
// within 1e-9: the WebAssembly build's math functions are Go's portable
// ones, where amd64 has assembly of its own, and the two may differ in the
// last bit of a chance.
func sameRow(got, want analysisRow) bool {
	close := func(a, b string) bool {
		x, errx := strconv.ParseFloat(a, 64)
		y, erry := strconv.ParseFloat(b, 64)
		return errx == nil && erry == nil && math.Abs(x-y) <= 1e-9
	}
	if !close(got.Before, want.Before) || !close(got.After, want.After) || !close(got.BestChance, want.BestChance) {
		return false
	}
	got.Before, got.After, got.BestChance = want.Before, want.After, want.BestChance
	return got == want
}

// num writes a chance as JavaScript writes a number: the shortest form
// that reads back.
func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
