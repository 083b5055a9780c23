package players

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
)

// TestKeptSummaries plays games one rollout move at a time, as a playout
// does, and checks after every move that the summary the search reads for
// each seat, kept from the policy's score.After or worked out, is what
// score.Totals gives.
func TestKeptSummaries(t *testing.T) {
	for _, o := range []akropolis.Options{{Players: 2}, {Players: 4}, {Players: 3, Athena: true}, {Players: 2, Athena: true}} {
		o.Seed = [2]uint64{5, 6}
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		pcg := rand.NewPCG(1, 2)
		look := newOutlook(o)
		s := &searcher{pcg: pcg, rng: rand.New(pcg), look: &look, left0: 60, horizon: 1}
		if err := g.View().SampleInto(&s.g, 0, 0); err != nil {
			t.Fatal(err)
		}
		s.forget()
		kept, moves := 0, 0
		for ; !s.g.Over(); moves++ {
			s.rollout() // one move
			for k := range o.Players {
				c := s.g.City(k)
				if got, want := s.summary(&s.g, k), score.Totals(c, s.g.Stones(k), o.Scoring); got != want {
					t.Fatalf("%+v, move %d: seat %d's summary %+v, Totals %+v", o, moves, k, got, want)
				}
				if s.keptAt[k] == c.Len()+1 {
					kept++
					// The stones kept are those the policy guessed; the
					// summary holds the seat's own.
					s.kept[k].Stones += 3
					s.kept[k].Total += 3
					if got, want := s.summary(&s.g, k), score.Totals(c, s.g.Stones(k), o.Scoring); got != want {
						t.Fatalf("%+v, move %d: seat %d's summary with other stones kept %+v, Totals %+v", o, moves, k, got, want)
					}
				}
			}
		}
		t.Logf("%d players, Athena %v: %d moves, %d summaries kept", o.Players, o.Athena, moves, kept)
		if kept < moves {
			t.Errorf("%+v: %d summaries kept over %d moves", o, kept, moves)
		}
	}
}
