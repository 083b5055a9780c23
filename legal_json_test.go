package akropolis_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/google/go-cmp/cmp"
)

// legalMove is one entry of the legal-move JSON form, decoded strictly by
// the test.
type legalMove struct {
	Move     string    `json:"move"`
	Cells    []hex.Hex `json:"cells"`
	Cost     int       `json:"cost"`
	Level    int       `json:"level"`
	Quarries int       `json:"quarries"`
	Gained   int       `json:"gained"`
}

func decodeLegal(t *testing.T, b []byte) []legalMove {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	var ms []legalMove
	must(t, d.Decode(&ms))
	return ms
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
	want := legalMove{Move: "0:22@(-1,-2)r1", Cells: []hex.Hex{{Q: -1, R: -2}, {Q: 0, R: -3}, {Q: 0, R: -2}}, Level: 1}
	if diff := cmp.Diff(want, ms[0]); diff != "" {
		t.Errorf("first move (-want +got):\n%s", diff)
	}
	if m := ms[len(ms)/2]; m.Move[:2] != "1:" || m.Cost != 1 || m.Level != 1 || m.Gained != 0 {
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
		out, err := g.Check(m)
		must(t, err)
		cells := m.Placement.Cells()
		want := legalMove{Move: m.String(), Cells: cells[:], Cost: out.Cost, Level: out.Level, Quarries: out.Quarries, Gained: out.Gained}
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
