package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// checkEnd compares the end of the game on the page with the library's
// game g: the winner, every total, the statistics per seat and the record.
func checkEnd(t *testing.T, ctx context.Context, g *akropolis.Game) {
	t.Helper()
	if state := eval[string](t, ctx, `document.body.dataset.state`); state != "over" {
		t.Fatalf("the page is in state %q at the end, want over", state)
	}
	var want []string
	for _, k := range winners(g.Ranks()) {
		want = append(want, strconv.Itoa(k))
	}
	if winners := eval[string](t, ctx, `document.getElementById("winner").dataset.winners`); winners != strings.Join(want, ",") {
		t.Errorf("the page shows winners %q, the library %q", winners, strings.Join(want, ","))
	}
	for k := range g.Options().Players {
		total := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('.pad[data-seat="%d"] .total').textContent`, k))
		if total != strconv.Itoa(g.Score(k).Total) {
			t.Errorf("the page shows %s for seat %d, the library %d", total, k, g.Score(k).Total)
		}
	}
	gotStats := eval[[][]string](t, ctx, `[...document.querySelectorAll("#stats tr")].slice(1).map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent))`)
	if wantStats := statsOf(t, g); fmt.Sprint(gotStats) != fmt.Sprint(wantStats) {
		t.Errorf("the page's statistics (gained, spent, stones left, largest House group, highest level, ...; a column per seat) %v, the library's %v", gotStats, wantStats)
	}
	wantRecord, err := g.Record().MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if record := eval[string](t, ctx, `document.getElementById("record").textContent`); record != string(wantRecord) {
		t.Errorf("the page's record:\n%s\nthe library's:\n%s", record, wantRecord)
	}
}

// statsOf computes the end statistics of g's players, a row per statistic
// and a column per seat (the Architect's too in solo): stones gained from
// Quarries and spent on tiles (from the events of the game replayed),
// stones left, the largest group of visible Houses and the highest level
// ("—" for the Architect, which has no city), in solo the tiles in the
// Architect's pile; with the Athena expansion, the cards each completed
// and the statue's bonus.
func statsOf(t *testing.T, g *akropolis.Game) [][]string {
	t.Helper()
	n, players := g.Options().Seats(), g.Options().Players
	rows := make([][]string, 5)
	gained, spent := make([]int, n), make([]int, n)
	r := g.Record()
	replay, err := akropolis.New(r.Options)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.Moves {
		events, err := replay.PlayEvents(nil, m)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			switch e.Kind {
			case event.StonesGained:
				gained[e.Seat] += e.Stones
			case event.TileTaken:
				spent[e.Seat] += e.Stones
			}
		}
	}
	for k := range n {
		house, top := "—", "—"
		if k < players {
			c := g.City(k)
			h := 0
			for x := range c.Cells() {
				h = max(h, c.Height(x))
			}
			house, top = strconv.Itoa(largestHouseGroup(c)), strconv.Itoa(h)
		}
		for i, v := range []string{strconv.Itoa(gained[k]), strconv.Itoa(spent[k]), strconv.Itoa(g.Stones(k)), house, top} {
			rows[i] = append(rows[i], v)
		}
	}
	if players == 1 {
		rows = append(rows, []string{"—", strconv.Itoa(len(g.View().Pile))})
	}
	if cards := g.Position().Cards; cards.InPlay() {
		// With the Athena expansion: the cards each seat completed, and the
		// statue's bonus for all four, each stone worth 4 points more.
		done, bonuses := []string{}, []string{}
		for k := range n {
			bonus := "none"
			if k >= players {
				bonus = "—"
			} else if cards.CompletedBy(k) == site.CardSlots {
				bonus = "+" + strconv.Itoa(4*g.Stones(k))
			}
			done = append(done, fmt.Sprintf("%d of %d", cards.CompletedBy(k), site.CardSlots))
			bonuses = append(bonuses, bonus)
		}
		rows = append(rows, done, bonuses)
	}
	return rows
}

// largestHouseGroup is the size of the largest connected group of cells
// showing a House.
func largestHouseGroup(c *city.City) int {
	seen := map[hex.Hex]bool{}
	best := 0
	for start := range c.Cells() {
		if seen[start] || c.Face(start).A != tile.House {
			continue
		}
		seen[start] = true
		todo, size := []hex.Hex{start}, 0
		for len(todo) > 0 {
			h := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			size++
			for _, nb := range h.Neighbors() {
				if !seen[nb] && c.Face(nb).A == tile.House {
					seen[nb] = true
					todo = append(todo, nb)
				}
			}
		}
		best = max(best, size)
	}
	return best
}

// winners returns the seats ranked first (more than one when they share the
// win), from a game's Ranks.
func winners(ranks []int) []int {
	var ws []int
	for k, r := range ranks {
		if r == 1 {
			ws = append(ws, k)
		}
	}
	return ws
}
