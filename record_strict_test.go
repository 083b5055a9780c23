package akropolis_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
)

// Replay checks that a setup is a whole deal, and names the violation.
func TestReplayChecksTheDeal(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	deal := g.Record()
	if _, err := deal.Replay(); err != nil {
		t.Fatalf("a real deal: %v", err)
	}
	swap := func(from, to tile.ID) func(r *akropolis.Record) {
		return func(r *akropolis.Record) {
			for _, ids := range append([][]tile.ID{r.Setup.Line}, r.Setup.Stacks...) {
				for i, id := range ids {
					if id == from {
						ids[i] = to
					}
				}
			}
		}
	}
	first := deal.Setup.Line[0]
	for _, tc := range []struct {
		name   string
		change func(r *akropolis.Record)
		want   error
	}{
		// Tile 61 is of the four-player set: a two-player deal cannot hold it.
		{"tile 61 in a 2-player game", swap(deal.Setup.Stacks[0][0], 61), akropolis.ErrForeignTile},
		{"a short line", func(r *akropolis.Record) { r.Setup.Line = r.Setup.Line[:3] }, akropolis.ErrBadLine},
		{"a stack missing", func(r *akropolis.Record) { r.Setup.Stacks = r.Setup.Stacks[1:] }, akropolis.ErrTileCount},
		{"a tile twice", swap(deal.Setup.Stacks[0][0], first), akropolis.ErrDuplicateTile},
		{"a short stack", func(r *akropolis.Record) { r.Setup.Stacks[2] = r.Setup.Stacks[2][:2] }, akropolis.ErrBadStacks},
		{"all tiles wanted", func(r *akropolis.Record) { r.Options.AllTiles = true }, akropolis.ErrTileCount},
	} {
		r := g.Record() // a fresh copy
		tc.change(&r)
		if _, err := r.Replay(); !errors.Is(err, tc.want) || !errors.Is(err, akropolis.ErrBadOptions) {
			t.Errorf("%s: Replay = %v, want %v", tc.name, err, tc.want)
		}
	}
	// The example of the issue: a line of one tile and no stacks.
	r, err := akropolis.ParseRecord("[Game \"Akropolis\"]\n[Players \"2\"]\n[Line \"05\"]\n[Stacks \"\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Replay(); !errors.Is(err, akropolis.ErrBadLine) || !strings.Contains(err.Error(), "1 face-up tiles") {
		t.Errorf("[Line \"05\"] [Stacks \"\"]: Replay = %v, want ErrBadLine", err)
	}
}

// A game continued from a position records the position, as a PGN records
// its FEN, and its record replays to the same game in both forms.
func TestRecordFromPosition(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 3, Seed: [2]uint64{7, 8}},
		{Players: 1, Level: score.Metagenes, Seed: [2]uint64{3, 4}},
	} {
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		for range 7 {
			must(t, g.Play(g.AppendLegalMoves(nil)[1]))
		}
		h, err := akropolis.NewFromPosition(g.Position())
		if err != nil {
			t.Fatal(err)
		}
		for range 5 {
			must(t, h.Play(h.AppendLegalMoves(nil)[2]))
		}
		rec := h.Record()
		if rec.Position == nil || rec.Setup != nil || len(rec.Moves) != 5 {
			t.Fatalf("record of a continued game: position %v, setup %v, %d moves", rec.Position, rec.Setup, len(rec.Moves))
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		js, err := rec.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		for form, b := range map[string][]byte{"text": text, "JSON": js} {
			back, err := akropolis.ReadRecord(strings.NewReader(string(b)))
			if err != nil {
				t.Fatalf("%s form %s: %v", form, b, err)
			}
			r, err := back.Replay()
			if err != nil {
				t.Fatalf("%s form: replay: %v", form, err)
			}
			if !r.Equal(h) {
				t.Errorf("%d players, %s form: the replayed game differs", o.Players, form)
			}
		}
		// The seat comments count turns from the start of the game: turn 8
		// is seat 1 of 3 (seat (8-1) mod 3).
		if o.Players == 3 && !strings.Contains(string(text), "1. ") || o.Players == 3 && !strings.Contains(string(text), "; seat 1\n2.") {
			t.Errorf("seat comments of a record from turn 8:\n%s", text)
		}
		// A record whose options are not its position's is refused.
		bad := h.Record()
		bad.Options.StonesFromZero = !bad.Options.StonesFromZero
		if _, err := bad.Replay(); !errors.Is(err, akropolis.ErrBadOptions) {
			t.Errorf("options unlike the position's: Replay = %v", err)
		}
	}
}
