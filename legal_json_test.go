package akropolis_test

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/google/go-cmp/cmp"
)

// decodeLegal decodes the legal-move JSON form into the type the package
// gives for it (strictly: LegalMove.UnmarshalJSON).
func decodeLegal(t *testing.T, b []byte) []akropolis.LegalMove {
	t.Helper()
	var ms []akropolis.LegalMove
	must(t, json.Unmarshal(b, &ms))
	return ms
}

// parsed is the move of text s, which must parse.
func parsed(t *testing.T, s string) akropolis.Move {
	t.Helper()
	m, err := akropolis.ParseMove(s)
	must(t, err)
	return m
}

// TestLegalMovesJSONFirstTurn checks the first turn of the 2-player game of
// seed 1 2, by hand: seat 0 holds 1 stone, so positions 0 and 1 are
// affordable; the first move listed lays tile 22 at (-1,-2) turned once,
// its hexes on (-1,-2) and its NE and SE neighbours (0,-3) and (0,-2), on
// the ground, for free; the first move of position 1 costs 1 stone.
func TestLegalMovesJSONFirstTurn(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	must(t, err)
	b, err := g.LegalMovesJSON()
	must(t, err)
	ms := decodeLegal(t, b)
	if len(ms) != countMoves(g) || len(ms)%2 != 0 {
		t.Fatalf("%d moves, MoveList.Len %d", len(ms), countMoves(g))
	}
	want := akropolis.LegalMove{Move: parsed(t, "0:22@(-1,-2)r1"), Cells: []hex.Hex{{Q: -1, R: -2}, {Q: 0, R: -3}, {Q: 0, R: -2}}, Level: 1,
		Delta: deltaByPlay(t, g, ms[0].Move)}
	if diff := cmp.Diff(want, ms[0]); diff != "" {
		t.Errorf("first move (-want +got):\n%s", diff)
	}
	// Position 1 costs the seat's one stone: a total one lower, unless
	// the tile scores.
	if m := ms[len(ms)/2]; m.Move.Position != 1 || m.Cost != 1 || m.Level != 1 || m.Gained != 0 || m.Delta != deltaByPlay(t, g, m.Move) {
		t.Errorf("first move of position 1: %+v", m)
	}
}

// TestLegalMovesJSON writes the legal moves of the golden game, one a line,
// to testdata/forms/legal-moves.json, and checks every entry against
// AppendLegalMoves, Placement.Cells and Check.
func TestLegalMovesJSON(t *testing.T) {
	g := formsGame(t)
	b, err := g.LegalMovesJSON()
	must(t, err)
	ms := decodeLegal(t, b)
	var raw []json.RawMessage
	must(t, json.Unmarshal(b, &raw))
	var lines bytes.Buffer
	lines.WriteString("[\n")
	for i, line := range raw {
		lines.Write(line)
		if i < len(raw)-1 {
			lines.WriteByte(',')
		}
		lines.WriteByte('\n')
	}
	lines.WriteString("]\n")
	golden(t, "legal-moves.json", lines.Bytes())

	moves := g.AppendLegalMoves(nil)
	if len(ms) != len(moves) {
		t.Fatalf("%d moves in JSON, %d legal", len(ms), len(moves))
	}
	tall := 0
	for i, m := range moves {
		out, err := akropolis.CheckOutcome(g, m)
		must(t, err)
		cells := m.Placement.Cells()
		d, err := g.Delta(m)
		must(t, err)
		want := akropolis.LegalMove{Move: m, Cells: cells[:], Cost: out.Cost, Level: out.Level, Quarries: out.Quarries, Gained: out.Gained, Delta: d}
		if diff := cmp.Diff(want, ms[i]); diff != "" {
			t.Fatalf("move %d (-want +got):\n%s", i, diff)
		}
		if out.Level > 1 {
			tall++
		}
	}
	if tall == 0 {
		t.Error("no move on a higher level: the case tests less than it should")
	}
	over := akropolis.Game{}
	if b, err := over.LegalMovesJSON(); err != nil || string(b) != "[]" {
		t.Errorf("the zero game: %s, %v; want []", b, err)
	}
}

// TestLegalMoveDecodesStrictly: a LegalMove reads back what it writes, and
// refuses unknown or repeated names, a missing or bad move, and more than
// three cells, changing nothing.
func TestLegalMoveDecodesStrictly(t *testing.T) {
	want := akropolis.LegalMove{Move: parsed(t, "2:07@(1,-2)r3"), Cells: []hex.Hex{{Q: 1, R: -2}}, Cost: 2, Level: 1, Quarries: 2, Gained: 2, Delta: -4}
	b, err := json.Marshal(want)
	must(t, err)
	var got akropolis.LegalMove
	must(t, json.Unmarshal(b, &got))
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	for _, bad := range []string{
		`{"move":"stop","cells":[],"cost":0,"level":0,"quarries":0,"gained":0,"delta":0,"score":1}`,
		`{"move":"stop","move":"stop","cells":[]}`,
		`{"cells":[],"cost":0}`,
		`{"move":"","cells":[]}`,
		`{"move":" stop","cells":[]}`,
		`{"move":"stop","cells":[{"q":0,"r":0},{"q":0,"r":0},{"q":0,"r":0},{"q":0,"r":0}]}`,
		`{"move":"stop","delta":1.5}`,
	} {
		before := got
		if err := json.Unmarshal([]byte(bad), &got); err == nil || got.Move != before.Move || got.Delta != before.Delta {
			t.Errorf("%s: %v, %+v; want an error and no change", bad, err, got)
		}
	}
}

// TestLegalMovesJSONPlayed holds every entry of LegalMovesJSON to what
// playing its move does, in base, solo and Athena games from start to end
// (construction phases included; TestDeltaWithStatue holds Delta with the
// statue): the mover's total changes
// by delta and its stones by gained - cost, the TileTaken event pays cost,
// the TilePlaced event reaches level and covers quarries, and a
// StonesGained event (when any) gives gained.
func TestLegalMovesJSONPlayed(t *testing.T) {
	seeds := 3
	if testing.Short() {
		seeds = 1
	}
	for _, o := range []akropolis.Options{{Players: 2}, {Players: 1}, {Players: 2, Athena: true}, {Players: 1, Athena: true}, {Players: 3, Athena: true}} {
		for seed := range uint64(seeds) {
			o.Seed = [2]uint64{seed + 1, 7}
			g, err := akropolis.New(o)
			must(t, err)
			rng := rand.New(rand.NewPCG(seed+1, 11))
			var evs []event.Event
			for !g.Over() {
				b, err := g.LegalMovesJSON()
				must(t, err)
				ms := decodeLegal(t, b)
				seat := g.Current()
				for _, lm := range ms {
					c := g.Clone()
					total, stones := c.Total(seat), c.Stones(seat)
					evs, err = c.PlayEvents(evs[:0], lm.Move)
					must(t, err)
					paid, gained, placed := 0, 0, false
					for _, e := range evs {
						if e.Seat != seat {
							continue
						}
						switch e.Kind {
						case event.TileTaken:
							paid = e.Stones
						case event.StonesGained:
							gained = e.Stones
						case event.TilePlaced:
							placed = true
							if e.Result.Level != lm.Level || e.Result.Quarries != lm.Quarries {
								t.Fatalf("%+v %v: placed at level %d covering %d, listed %d and %d", o, lm.Move, e.Result.Level, e.Result.Quarries, lm.Level, lm.Quarries)
							}
						}
					}
					switch {
					case c.Total(seat)-total != lm.Delta:
						t.Fatalf("%+v %v: total changed by %d, listed delta %d", o, lm.Move, c.Total(seat)-total, lm.Delta)
					case c.Stones(seat)-stones != lm.Gained-lm.Cost:
						t.Fatalf("%+v %v: stones changed by %d, listed gained %d - cost %d", o, lm.Move, c.Stones(seat)-stones, lm.Gained, lm.Cost)
					case paid != lm.Cost || gained != lm.Gained:
						t.Fatalf("%+v %v: events pay %d and give %d, listed cost %d and gained %d", o, lm.Move, paid, gained, lm.Cost, lm.Gained)
					case lm.Move.Kind() != akropolis.StopMove && !placed:
						t.Fatalf("%+v %v: no TilePlaced event", o, lm.Move)
					}
				}
				must(t, g.Play(ms[rng.IntN(len(ms))].Move))
			}
		}
	}
}
