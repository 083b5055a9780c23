package akropolis_test

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// cardReadings returns every combination of the five card readings.
func cardReadings() []athena.Options {
	var out []athena.Options
	for b := range 32 {
		out = append(out, athena.Options{
			SurroundedDistrictsOnly:  b&1 != 0,
			HousingCenterDistrict:    b&2 != 0,
			CityMarketCenterOccupied: b&4 != 0,
			CityMarketCenterDistrict: b&8 != 0,
			StairsOneLevel:           b&16 != 0,
		})
	}
	return out
}

// statueGame is a seeded Athena game in which every seat has completed
// the cards of three slots (all but open), so that a seat that completes
// the card left in play holds the statue for the rest of the game.
func statueGame(t *testing.T, o akropolis.Options, open int) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	must(t, err)
	c := akropolis.CardsOf(g)
	for slot := 1; slot <= 4; slot++ {
		if slot == open {
			continue
		}
		for seat := range o.Players {
			must(t, complete(&c, slot, seat, c.Dealt(slot)[seat]))
		}
	}
	akropolis.SetCards(g, c)
	return g
}

// phaseSeeker picks a move of ms: in the construction phase the first
// completion; otherwise, at random, a take that opens a phase when there
// is one, so that the seats complete cards far more often than at random.
func phaseSeeker(t *testing.T, g *akropolis.Game, ms []akropolis.Move, rng *rand.Rand) akropolis.Move {
	t.Helper()
	if g.Position().Constructing {
		return ms[0]
	}
	for _, j := range rng.Perm(len(ms))[:min(len(ms), 60)] {
		must(t, g.Play(ms[j]))
		open := g.Position().Constructing
		undo(t, g)
		if open {
			return ms[j]
		}
	}
	return ms[rng.IntN(len(ms))]
}

// TestDeltaWithStatue holds Delta to the change in the mover's total for
// every legal move of random Athena games once the mover holds the statue
// (each stone then counts 5), under every combination of the card
// readings and both the default variant readings and the hole readings
// (BarracksOutsideOnly), which score.After works out in different ways;
// and so for every completion. Before the statue a sample of the takes
// is checked.
func TestDeltaWithStatue(t *testing.T) {
	rules := []variants.Options{{}, {Variants: variants.All, BarracksOutsideOnly: true}}
	readings := cardReadings()
	if testing.Short() {
		readings = readings[:8]
	}
	held := 0
	for i, cr := range readings {
		for k, r := range rules {
			players := 2 + (i+k)%3
			o := akropolis.Options{Players: players, Athena: true, CardReadings: cr, Scoring: r, Seed: [2]uint64{uint64(i), uint64(k)}}
			g := statueGame(t, o, 1+(i+k)%4)
			rng := rand.New(rand.NewPCG(uint64(i), uint64(k)))
			var ms []akropolis.Move
			seen := false
			for turn := 0; !g.Over(); turn++ {
				ms = g.AppendLegalMoves(ms[:0])
				statue := akropolis.CardsOf(g).CompletedBy(g.Current()) == 4
				seen = seen || statue
				step := 11
				if statue || akropolis.Constructing(g) {
					step = 1 // and every completion
				}
				for j := 0; j < len(ms); j += step {
					got, err := g.Delta(ms[j])
					must(t, err)
					if want := deltaByPlay(t, g, ms[j]); got != want {
						t.Fatalf("%+v, %+v, statue %v, move %d: Delta(%v) = %d, playing it changes the total by %d",
							cr, r, statue, turn, ms[j], got, want)
					}
				}
				must(t, g.Play(phaseSeeker(t, g, ms, rng)))
			}
			if seen {
				held++
			}
		}
	}
	if held < len(readings)/2 {
		t.Errorf("only %d of %d games had a seat with the statue to move", held, 2*len(readings))
	}
	t.Logf("%d of %d games had a seat with the statue to move", held, 2*len(readings))
}

// TestStatueTakeDelta: once seat 0 holds the statue (TestFourthCardDelta's
// completion, 9 stones at 5 each), Delta of each of its legal takes is the
// change in its total, stones paid and gained at 5 each, under the
// default readings and under BarracksOutsideOnly (which score.After
// works out from the whole city).
func TestStatueTakeDelta(t *testing.T) {
	for _, r := range []variants.Options{{}, {BarracksOutsideOnly: true}} {
		t.Run(r.String(), func(t *testing.T) { statueTakeDelta(t, r) })
	}
}

// statueTakeDelta is TestStatueTakeDelta under the variant readings r.
func statueTakeDelta(t *testing.T, r variants.Options) {
	s, err := newSite(2, []tile.ID{7, 1, 2, 3, 4, 5, 6})
	must(t, err)
	g, err := akropolis.NewFromSite(akropolis.Options{Players: 2, Athena: true, Scoring: r}, s)
	must(t, err)
	c := handCards(t)
	for _, slot := range []int{1, 3, 4} {
		must(t, complete(&c, slot, 0, c.Dealt(slot)[0]))
	}
	akropolis.SetCards(g, c)
	akropolis.SetStones(g, [4]int{8, 0}, site.BoxStones-8)
	must(t, g.Play(take07))
	must(t, g.Play(completion(quarryMineSlot, 82, hex.Hex{Q: 0, R: -1}, 0)))
	must(t, g.Play(g.AppendLegalMoves(nil)[0])) // seat 1
	if g.Current() != 0 || g.Stones(0) != 9 || akropolis.CardsOf(g).CompletedBy(0) != 4 {
		t.Fatalf("seat %d to move with %d stones and %d cards; want seat 0, 9, 4", g.Current(), g.Stones(0), akropolis.CardsOf(g).CompletedBy(0))
	}
	costly := 0
	for _, m := range g.AppendLegalMoves(nil) {
		d, err := g.Delta(m)
		must(t, err)
		if want := deltaByPlay(t, g, m); d != want {
			t.Fatalf("%+v: Delta(%v) = %d, playing it changes the total by %d", r, m, d, want)
		}
		if m.Position > 0 {
			costly++
		}
	}
	if costly == 0 {
		t.Fatal("no take costs a stone: the statue is not weighed")
	}
}
