package akropolis_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The worked example of SOLO.md, whose numbers were worked out by hand
// there: the starting tile plus [Quarry Quarry MarketPlaza], [House Temple
// BarracksPlaza], [House Market Quarry], [Garden House Quarry], 3 stones.
func TestArchitectWorkedExample(t *testing.T) {
	kinds, _ := tile.Start()
	hexes := append(kinds[:],
		tile.Quarry, tile.Quarry, tile.MarketPlaza,
		tile.House, tile.Temple, tile.BarracksPlaza,
		tile.House, tile.Market, tile.Quarry,
		tile.Garden, tile.House, tile.Quarry)
	for _, tc := range []struct {
		level akropolis.Level
		set   variants.Set
		want  int
	}{
		{akropolis.Hippodamos, 0, 8},   // houses 3 x 1 + market 1 x 2 + 3 stones
		{akropolis.Metagenes, 0, 22},   // 8 + 7 quarries x 2
		{akropolis.Callicrates, 0, 13}, // houses 6 x 1 + market 2 x 2 + 3 stones
		// Markets doubled (1 <= 3 per plaza): 2 x 2 = 4; houses 3 < 10; garden doubled but no garden plaza.
		{akropolis.Hippodamos, variants.All, 10},
		// By hand: houses 3 x 1 + markets 2 x 2 + 7 quarries x 2 + 3 stones (temples not doubled, no plaza).
		{akropolis.Metagenes, variants.All, 24},
		// By hand, m = 2: houses 6 (< 10) x 1 + markets 2 x (2 x 1) = 4 x 2 stars + 3 stones.
		{akropolis.Callicrates, variants.All, 17},
	} {
		c := akropolis.ArchitectScore(hexes, 3, tc.level, tc.set)
		if c.Total != tc.want {
			t.Errorf("%v %v: total %d, want %d\n%v", tc.level, tc.set, c.Total, tc.want, c)
		}
	}
}

func TestArchitectMarketCapAndHouseThreshold(t *testing.T) {
	m := []tile.Kind{tile.Market, tile.Market, tile.Market, tile.Market, tile.Market, tile.MarketPlaza}
	c := akropolis.ArchitectScore(m, 0, akropolis.Callicrates, variants.Set(0).With(variants.Markets))
	// value = 2 x (2 x min(5, 3) + (5 - 3)) = 16; x 2 stars = 32.
	if l := c.Lines[1]; l.Value != 16 || l.Points != 32 {
		t.Errorf("market cap: value %d points %d, want 16 and 32", l.Value, l.Points)
	}
	h := []tile.Kind{tile.House, tile.House, tile.House, tile.House, tile.House, tile.HousePlaza}
	c = akropolis.ArchitectScore(h, 0, akropolis.Callicrates, variants.Set(0).With(variants.Houses))
	// 5 houses x m=2 = 10, which reaches the threshold: doubled to 20, x 1 star.
	if l := c.Lines[0]; l.Value != 20 || l.Points != 20 {
		t.Errorf("house threshold: value %d points %d, want 20 and 20", l.Value, l.Points)
	}
	c = akropolis.ArchitectScore(h, 0, akropolis.Hippodamos, variants.Set(0).With(variants.Houses))
	if l := c.Lines[0]; l.Value != 5 {
		t.Errorf("5 houses at Hippodamos: value %d, want 5 (not doubled)", l.Value)
	}
	tm := []tile.Kind{tile.Temple, tile.TemplePlaza}
	if v := akropolis.ArchitectScore(tm, 0, akropolis.Metagenes, variants.All).Lines[3].Value; v != 1 {
		t.Errorf("temple variant below Callicrates: value %d, want 1", v)
	}
	if v := akropolis.ArchitectScore(tm, 0, akropolis.Callicrates, variants.All).Lines[3].Value; v != 4 {
		t.Errorf("temple variant at Callicrates: value %d, want 4", v)
	}
}

func TestArchitectChoice(t *testing.T) {
	// 03 [Quarry House Barracks] has no plaza; 05 [BarracksPlaza ...] has one.
	for _, tc := range []struct {
		line   []tile.ID
		stones int
		want   int
	}{
		{[]tile.ID{3, 5, 7, 8}, 2, 1},  // a plaza tile it can afford
		{[]tile.ID{3, 7, 5, 8}, 1, 0},  // the plaza tile costs 2: it takes the first
		{[]tile.ID{3, 7, 8, 9}, 3, 0},  // no plaza tile at all
		{[]tile.ID{2, 5, 7, 8}, 0, 0},  // the first tile has a plaza
		{[]tile.ID{3, 7, 8, 22}, 3, 3}, // the last position, affordable
	} {
		if got := akropolis.ArchitectChoice(tc.line, tc.stones); got != tc.want {
			t.Errorf("ArchitectChoice(%v, %d) = %d, want %d", tc.line, tc.stones, got, tc.want)
		}
	}
}

func TestSoloGame(t *testing.T) {
	for _, all := range []bool{false, true} {
		g := newGame(t, akropolis.Options{Players: 1, AllTiles: all, Level: akropolis.Metagenes, Seed: [2]uint64{4, 2}})
		if g.Stones(0) != 1 || g.Stones(1) != 2 || g.Reserve() != 37 {
			t.Fatalf("solo start: %d/%d stones, reserve %d", g.Stones(0), g.Stones(1), g.Reserve())
		}
		takes, architectTakes := 0, 0
		var events []akropolis.Event
		lastTaker := -1
		for !g.Over() {
			ms := g.AppendLegalMoves(nil)
			m := ms[len(ms)-1] // the dearest affordable tile: pays the Architect
			before := g.Stones(1)
			var err error
			events, err = g.PlayEvents(events[:0], m)
			if err != nil {
				t.Fatal(err)
			}
			takes++
			lastTaker = 0
			paid := m.Position
			architectPaid := 0
			for _, e := range events {
				if e.Kind == akropolis.ArchitectTook {
					architectTakes++
					lastTaker = 1
					architectPaid = e.Stones
				}
			}
			if g.Stones(1) != before+paid-architectPaid {
				t.Fatalf("Architect stones %d, want %d + %d paid - %d spent", g.Stones(1), before, paid, architectPaid)
			}
		}
		want := 18
		if all {
			want = 30
		}
		if takes != want || architectTakes != want || lastTaker != 1 || g.Turn() != 2*want {
			t.Errorf("all=%v: %d player takes, %d Architect takes (want %d each), last by %d", all, takes, architectTakes, want, lastTaker)
		}
		pile, stones := g.Architect()
		if len(pile) != want || stones != g.Stones(1) {
			t.Errorf("pile of %d tiles", len(pile))
		}
		r := g.Ranks()
		if (r[0] == 1) != g.PlayerWins() || r[0] == r[1] {
			t.Errorf("ranks %v, player wins %v", r, g.PlayerWins())
		}
		if g.Total(1) != g.ArchitectScore().Total {
			t.Errorf("Total(1) = %d, card says %d", g.Total(1), g.ArchitectScore().Total)
		}
	}
}

// soloGame03 is a solo game whose line is [03 07 05 08]: no plaza on 03,
// 07 [Garden Quarry Quarry]; 05 has a plaza. The other tiles follow in ID
// order.
func soloGame03(t *testing.T) *akropolis.Game {
	t.Helper()
	order := []tile.ID{3, 7, 5, 8}
	for id := tile.ID(1); len(order) < 37; id++ {
		if id != 3 && id != 7 && id != 5 && id != 8 {
			order = append(order, id)
		}
	}
	s, err := site.New(1, order)
	if err != nil {
		t.Fatal(err)
	}
	g, err := akropolis.NewFromSite(akropolis.Options{Players: 1}, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The player pays the Architect; the Architect pays the reserve.
func TestSoloPayments(t *testing.T) {
	g := soloGame03(t)
	// The player takes 07 at position 1 for 1 stone: the Architect then holds
	// 3 and the line is [03 05 08]; it takes 05 at position 1 for 1 stone.
	must(t, g.Play(mv(1, 7, 0, -2, 0)))
	pile, stones := g.Architect()
	if g.Stones(0) != 0 || stones != 2 || len(pile) != 1 || pile[0] != 5 || g.Reserve() != 37+1 {
		t.Fatalf("after one round: player %d, Architect %d %v, reserve %d", g.Stones(0), stones, pile, g.Reserve())
	}
	undo(t, g)
	if g.Stones(0) != 1 || g.Stones(1) != 2 || g.Reserve() != 37 || g.Site().Len() != 4 {
		t.Fatalf("undo did not restore the solo game")
	}
}
