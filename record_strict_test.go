package akropolis_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
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
		{"a short line", func(r *akropolis.Record) { r.Setup.Line = r.Setup.Line[:3] }, akropolis.ErrLine},
		{"a stack missing", func(r *akropolis.Record) { r.Setup.Stacks = r.Setup.Stacks[1:] }, akropolis.ErrTileCount},
		{"a tile twice", swap(deal.Setup.Stacks[0][0], first), akropolis.ErrDuplicateTile},
		{"a short stack", func(r *akropolis.Record) { r.Setup.Stacks[2] = r.Setup.Stacks[2][:2] }, akropolis.ErrStacks},
		{"all tiles wanted", func(r *akropolis.Record) { r.Options.AllTiles = true }, akropolis.ErrTileCount},
	} {
		r := g.Record() // a fresh copy
		tc.change(&r)
		if _, err := r.Replay(); !errors.Is(err, tc.want) || !errors.Is(err, akropolis.ErrOptions) {
			t.Errorf("%s: Replay = %v, want %v", tc.name, err, tc.want)
		}
	}
	// The example of the issue: a line of one tile and no stacks.
	r, err := akropolis.ParseRecord("[Game \"Akropolis\"]\n[Players \"2\"]\n[Line \"05\"]\n[Stacks \"\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Replay(); !errors.Is(err, akropolis.ErrLine) || !strings.Contains(err.Error(), "1 face-up tiles") {
		t.Errorf("[Line \"05\"] [Stacks \"\"]: Replay = %v, want ErrLine", err)
	}
}
