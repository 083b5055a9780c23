package akropolis_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// athenaOptions are games with the Athena expansion of every kind: each
// player count, every solo level, variants and readings on, all tiles.
func athenaOptions() []akropolis.Options {
	var os []akropolis.Options
	for players := 1; players <= 4; players++ {
		os = append(os, akropolis.Options{Players: players, Athena: true, Seed: [2]uint64{uint64(players), 7}})
	}
	for _, l := range []score.Difficulty{score.Hippodamos, score.Metagenes, score.Callicrates} {
		os = append(os, akropolis.Options{Players: 1, Difficulty: l, Athena: true, Seed: [2]uint64{uint64(l), 11}})
	}
	os = append(os,
		akropolis.Options{Players: 3, Athena: true, Scoring: variants.Options{Variants: variants.All}, Seed: [2]uint64{5, 5}},
		akropolis.Options{Players: 2, Athena: true, AllTiles: true, StonesFromZero: true, Seed: [2]uint64{6, 6}},
		akropolis.Options{Players: 4, Athena: true, UnlimitedReserve: true, Seed: [2]uint64{8, 1}},
	)
	return os
}

// TestRandomAthenaGames plays Athena games to the end with random legal
// moves: every record replays to an Equal game, and Undo all the way back
// gives the start.
func TestRandomAthenaGames(t *testing.T) {
	completions, stops := 0, 0
	for _, o := range athenaOptions() {
		for seed := range uint64(10) {
			o.Seed[1] += seed
			rng := rand.New(rand.NewPCG(o.Seed[0], o.Seed[1]))
			g, err := akropolis.New(o)
			must(t, err)
			boosted := seed%2 == 1
			if boosted {
				boost(t, g)
			}
			start := g.Clone()
			if _, err := playOut(g, -1, builderMove(rng), nil); err != nil {
				t.Fatalf("%+v: %v", o, err)
			}
			for _, m := range g.Record().Moves {
				completions += btoi(m.Card() != 0)
				stops += btoi(m == akropolis.Stop())
			}
			if !boosted { // stones set by hand are no part of the record
				replayed, err := g.Record().Replay()
				if err != nil {
					t.Fatalf("%+v: replay: %v", o, err)
				}
				if !replayed.Equal(g) {
					t.Fatalf("%+v: the replay differs from the game", o)
				}
			}
			for {
				if _, ok := g.Undo(); !ok {
					break
				}
			}
			if !g.Equal(start) || g.Key() != start.Key() {
				t.Fatalf("%+v: undone to the start, the game differs from a new one", o)
			}
		}
	}
	t.Logf("%d completions, %d stops", completions, stops)
	// The games must exercise the phase, or they test nothing of it.
	if completions < 50 || stops < 10 {
		t.Errorf("%d completions and %d stops in all the games: too few to test the phase", completions, stops)
	}
}

// boost makes the phase frequent: Quarry Mine takes slot 1 (unless dealt
// already) and every seat holds 9 stones, so that each can complete it.
func boost(t *testing.T, g *akropolis.Game) {
	t.Helper()
	c := akropolis.CardsOf(g)
	var cards [4]tile.Card
	var dealt [4][4]tile.ID
	for slot := 1; slot <= 4; slot++ {
		cards[slot-1], dealt[slot-1] = c.Card(slot), c.Dealt(slot)
	}
	if !slices.Contains(cards[:], tile.QuarryMine) {
		cards[0] = tile.QuarryMine
	}
	c, err := newCards(cards, dealt)
	must(t, err)
	akropolis.SetCards(g, c)
	var stones [4]int
	seats := g.Options().Seats()
	for k := range seats {
		stones[k] = 9
	}
	akropolis.SetStones(g, stones, site.BoxStones-9*seats)
}

// builderMove chooses a move with rng, preferring what builds: a
// completion when one is listed (four times in five; else it stops), any
// take otherwise.
func builderMove(rng *rand.Rand) func([]akropolis.Move) akropolis.Move {
	return func(ms []akropolis.Move) akropolis.Move {
		var completions []akropolis.Move
		for _, m := range ms {
			if m.Card() != 0 {
				completions = append(completions, m)
			}
		}
		if len(completions) > 0 {
			if rng.IntN(5) == 0 {
				return akropolis.Stop()
			}
			return completions[rng.IntN(len(completions))]
		}
		return ms[rng.IntN(len(ms))]
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestAthenaGoldenForms checks the forms of an Athena game against their
// golden files in testdata/forms: its record in JSON (the text form is
// testdata/records/2p-athena-builder.txt), the events of a completion and
// of a stop, and options with card rules. Each reads back as it is.
func TestAthenaGoldenForms(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "records", "2p-athena-builder.txt"))
	must(t, err)
	rec, err := akropolis.ParseRecord(string(b))
	must(t, err)
	// Move 12 is the completion c2:74@(1,0)r0, move 33 a stop.
	at := func(n int) *akropolis.Game {
		r := rec
		r.Moves = rec.Moves[:n-1]
		g, err := r.Replay()
		must(t, err)
		return g
	}
	completed, err := at(12).PlayEvents(nil, rec.Moves[11])
	must(t, err)
	stopped, err := at(33).PlayEvents(nil, rec.Moves[32])
	must(t, err)
	opts := akropolis.Options{Players: 3, Athena: true, Seed: [2]uint64{1, 2},
		CardReadings: athena.Options{HousingCenterDistrict: true, StairsOneLevel: true}}
	full, err := rec.Replay()
	must(t, err)
	for _, f := range []struct {
		name string
		v    any
		back any
	}{
		{"record-athena.json", full.Record(), new(akropolis.Record)},
		{"events-completed.json", completed, new([]event.Event)},
		{"events-stopped.json", stopped, new([]event.Event)},
		{"options-athena.json", opts, new(akropolis.Options)},
	} {
		b, err := json.Marshal(f.v)
		must(t, err)
		var out bytes.Buffer
		must(t, json.Indent(&out, b, "", "  "))
		out.WriteByte('\n')
		golden(t, f.name, out.Bytes())
		must(t, json.Unmarshal(out.Bytes(), f.back))
		if back := reflect.ValueOf(f.back).Elem().Interface(); !cmp.Equal(back, f.v, emptyIsNil) {
			t.Errorf("%s reads back as %v", f.name, back)
		}
	}
	if !slices.ContainsFunc(completed, func(e event.Event) bool { return e.Kind == event.CardCompleted }) ||
		stopped[0].Kind != event.Stopped {
		t.Errorf("events %v and %v: want a completion and a stop", completed, stopped)
	}
	text := "[Game \"Akropolis\"]\n[Players \"3\"]\n[Athena \"true\"]\n[CardRules \"housingCenterDistrict+stairsOneLevel\"]\n[Seed \"1 2\"]\n"
	r, err := akropolis.ParseRecord(text)
	if err != nil || r.Options != opts {
		t.Errorf("options from the text form: %+v, %v; want %+v", r.Options, err, opts)
	}
	out, err := akropolis.Record{Options: opts}.MarshalText()
	if err != nil || !strings.Contains(string(out), "[CardRules \"housingCenterDistrict+stairsOneLevel\"]") {
		t.Errorf("text form of card rules: %s, %v", out, err)
	}
	for _, bad := range []string{"[CardRules \"stairsOneLevel+stairsOneLevel\"]", "[CardRules \"x\"]", "[CardRules \"\"]", "[Athena \"yes\"]"} {
		if _, err := akropolis.ParseRecord("[Game \"Akropolis\"]\n[Players \"3\"]\n" + bad + "\n"); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%s: %v, want ErrSyntax", bad, err)
		}
	}
	if _, err := (akropolis.Options{Players: 2, CardReadings: athena.Options{StairsOneLevel: true}}).MarshalJSON(); !errors.Is(err, akropolis.ErrBadOptions) {
		t.Errorf("card rules without Athena marshal: %v", err)
	}
	if err := (akropolis.Options{Players: 2, CardReadings: athena.Options{StairsOneLevel: true}}).Validate(); !errors.Is(err, akropolis.ErrBadOptions) {
		t.Errorf("card rules without Athena validate: %v", err)
	}
}
