package akropolis_test

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
)

// valueReads calls every reading method of a game's Position, View and
// Record (values a caller may share between goroutines), and of the game
// the Game doc lists as safe for concurrent reads (reads), and returns a
// digest of the answers. dst is the goroutine's own game for SampleInto.
func valueReads(g *akropolis.Game, p akropolis.Position, v akropolis.View, r akropolis.Record, dst *akropolis.Game) string {
	b := []byte(reads(g))
	add := func(x ...any) { b = fmt.Append(b, x...) }
	add(akropolis.Constructing(g), akropolis.CardsOf(g).String())
	for _, m := range g.AppendLegalMoves(nil)[:1] {
		add(g.Delta(m))
	}
	add(p.Check(), p.Unseen())
	add(json.Marshal(p))
	add(p.MarshalText())
	add(p.String())
	if h, err := akropolis.NewFromPosition(p); err == nil {
		add(h.Key())
	}
	add(v.Check(), v.Unseen(), v.Equal(v), v.String())
	add(json.Marshal(v))
	add(v.MarshalText())
	add(v.DrawableJSON())
	for k := range v.Cities {
		add(akropolis.ViewCity(v, k).Key())
	}
	if s, err := akropolis.Sample(v, 7, 8); err == nil {
		add(s.Key())
	}
	if err := v.SampleInto(dst, 7, 8); err == nil {
		add(dst.Key())
	}
	add(json.Marshal(r))
	add(r.MarshalText())
	add(r.String())
	if h, err := r.Replay(); err == nil {
		add(h.Key())
	}
	return string(b)
}

// TestConcurrentValueReads reads one game and its position, view and
// record from 6 goroutines at once, and checks each answer against the one
// read alone and that the values are unchanged. It runs with -short, so
// that CI runs it under -race: reading a value must never write it (a
// value receiver once wrote the cities of the caller's position).
func TestConcurrentValueReads(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{3, 1}},
		{Players: 1, Seed: [2]uint64{5, 1}, Difficulty: score.Callicrates},
		{Players: 3, Seed: [2]uint64{6, 1}, Athena: true},
	} {
		for _, turns := range []int{0, 9} {
			g := randomGame(t, o, turns)
			p, v, r := g.Position(), g.View(), g.Record()
			want := valueReads(g, p, v, r, &akropolis.Game{})
			pText, vText, rText := p.String(), v.String(), r.String()
			var wg sync.WaitGroup
			got := make([]string, 6)
			for w := range got {
				wg.Go(func() { got[w] = valueReads(g, p, v, r, &akropolis.Game{}) })
			}
			wg.Wait()
			for w, s := range got {
				if s != want {
					t.Errorf("%d players, turn %d: goroutine %d read other answers", o.Players, g.TurnsPlayed(), w)
				}
			}
			if p.String() != pText || v.String() != vText || r.String() != rText {
				t.Errorf("%d players, turn %d: the reads changed a value", o.Players, g.TurnsPlayed())
			}
		}
	}
}

// TestMarshalLeavesPosition: encoding a position writes nothing into it: a
// nil city stays nil (it is written as [], the empty city).
func TestMarshalLeavesPosition(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2})
	must(t, err)
	p := g.Position()
	p.Cities[0] = nil
	b, err := json.Marshal(p)
	must(t, err)
	if p.Cities[0] != nil {
		t.Errorf("json.Marshal set the caller's nil city to %#v", p.Cities[0])
	}
	v := g.View()
	v.Cities[1] = nil
	if _, err := v.DrawableJSON(); err != nil || v.Cities[1] != nil {
		t.Errorf("DrawableJSON: %v; the caller's nil city is now %#v", err, v.Cities[1])
	}
	var q akropolis.Position
	must(t, json.Unmarshal(b, &q))
	if q.Cities[0] == nil || len(q.Cities[0]) != 0 {
		t.Errorf("the nil city reads back as %#v, want the empty city", q.Cities[0])
	}
}
