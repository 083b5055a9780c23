package athena_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// plain is a City that does not count what it shows, so the cards are
// asked of it without the counts that let a counting city skip them.
type plain struct{ athena.City }

// The counts a counting city (a Grid, a *city.City) is asked first never
// change an answer: Met and MetTouching agree with the same city read
// without its counts, for every card and reading, on random cities and on
// each met pattern's cells alone (the least city that meets it, where a
// count asked too high would show).
func TestCountsNeverChangeAnAnswer(t *testing.T) {
	options := allOptions()
	rapid.Check(t, func(t *rapid.T) {
		g := cityOf(t, randomCells(t))
		stones := rapid.IntRange(0, 12).Draw(t, "stones")
		for _, o := range options {
			for _, card := range tile.Cards() {
				cells, met := athena.Met(card, plain{g}, stones, o)
				checkSameAnswers(t, card, g, stones, o)
				if met {
					checkSameAnswers(t, card, alone(t, g, cells), stones, o)
				}
			}
		}
	})
}

// counted are the cards whose condition is a count: a counting city
// answers MetTouching for them by its counts once a cell counts, wherever
// the other cells counted lie.
var counted = map[tile.Card]bool{tile.Villa: true, tile.GuardTower: true, tile.LuxuryGoods: true, tile.Agora: true}

// checkSameAnswers checks that g gives the answers it gives read without
// its counts: for a counted card, MetTouching may also answer true when g
// meets it, but never when it does not.
func checkSameAnswers(t *rapid.T, card tile.Card, g *athena.Grid, stones int, o athena.Options) {
	_, met := athena.Met(card, plain{g}, stones, o)
	if _, got := athena.Met(card, g, stones, o); got != met {
		t.Fatalf("%+v, %v: Met %v, %v without counts", o, card, got, met)
	}
	for i := range g.NumCells() {
		h := g.IndexAt(i).Hex()
		want := athena.MetTouching(card, plain{g}, stones, o, []hex.Hex{h})
		if got := athena.MetTouching(card, g, stones, o, []hex.Hex{h}); got != want && !(counted[card] && got && met) {
			t.Fatalf("%+v, %v: MetTouching %v from %v, %v without counts", o, card, got, h, want)
		}
	}
}

// Touched given more cells than a placement changes asks the whole city:
// Met agrees with Met of the city for every card and reading.
func TestTouchedWholeCity(t *testing.T) {
	options := allOptions()
	rapid.Check(t, func(t *rapid.T) {
		g := cityOf(t, randomCells(t))
		stones := rapid.IntRange(0, 12).Draw(t, "stones")
		var all []hex.Hex
		for i := range g.NumCells() {
			all = append(all, g.IndexAt(i).Hex())
		}
		for _, o := range options {
			var q athena.Touched
			q.Touch(g, stones, o, all) // the starting tile alone has 4 cells
			for _, card := range tile.Cards() {
				_, met := athena.Met(card, g, stones, o)
				if got := q.Met(card); got != met && len(all) > 4 {
					t.Fatalf("%+v, %v: Touched of %d cells says %v, Met %v", o, card, len(all), got, met)
				}
			}
		}
	})
}
