package akropolis_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// TestRecordSetupCode checks that errors.As finds the specific rule a bad
// record setup breaks, not the generic "bad-options", while errors.Is still
// finds ErrBadOptions and site.ErrBadSetup.
func TestRecordSetupCode(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	base := g.Record()
	for _, tc := range []struct {
		name string
		edit func(s *akropolis.Setup)
		want rule.Code
	}{
		// A 2-player game plays tiles 1..37; 61 is outside its set.
		{"foreign tile", func(s *akropolis.Setup) { s.Line[0] = 61 }, akropolis.ErrForeignTile},
		{"repeated tile", func(s *akropolis.Setup) { s.Line[1] = s.Line[0] }, akropolis.ErrDuplicateTile},
		{"short deal", func(s *akropolis.Setup) { s.Stacks = s.Stacks[:len(s.Stacks)-1] }, akropolis.ErrTileCount},
		{"short line", func(s *akropolis.Setup) { s.Line = s.Line[:2] }, akropolis.ErrBadLine},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := base
			s := &akropolis.Setup{Line: append([]tile.ID(nil), base.Setup.Line...)}
			for _, st := range base.Setup.Stacks {
				s.Stacks = append(s.Stacks, append([]tile.ID(nil), st...))
			}
			tc.edit(s)
			r.Setup = s
			_, err := r.Replay()
			var code rule.Code
			if !errors.As(err, &code) || code != tc.want {
				t.Fatalf("errors.As code = %q, want %q (err %v)", code, tc.want, err)
			}
			for _, target := range []error{tc.want, akropolis.ErrBadOptions, site.ErrBadSetup} {
				if !errors.Is(err, target) {
					t.Errorf("errors.Is(err, %v) = false (err %v)", target, err)
				}
			}
		})
	}
}

// TestPositionAndReplayCodes checks that errors.As finds the specific rule
// first in the other errors that also match a general one: a position
// refused by NewFromPosition (a *PositionError), a record continuing from
// it, and an illegal move in a replay.
func TestPositionAndReplayCodes(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	p.Line[0] = 61 // outside a 2-player game's tiles 1..37
	_, err = akropolis.NewFromPosition(p)
	r := g.Record()
	r.Setup, r.Position = nil, &p
	_, rerr := r.Replay()
	for name, err := range map[string]error{"NewFromPosition": err, "Replay": rerr} {
		var code rule.Code
		if !errors.As(err, &code) || code != akropolis.ErrForeignTile || errors.Is(err, akropolis.ErrBadOptions) {
			t.Errorf("%s: errors.As code = %q, want foreign-tile and not ErrBadOptions (err %v)", name, code, err)
		}
	}
	r = g.Record()
	r.Moves = []akropolis.Move{{Position: 0, Placement: city.Placement{Tile: g.View().Line[0], Anchor: hex.Hex{Q: 5, R: 5}}}}
	_, err = r.Replay()
	var code rule.Code
	var re *akropolis.Error
	if !errors.As(err, &re) || !errors.As(err, &code) || code != city.ErrNotAdjacent {
		t.Errorf("Replay of a detached tile: code %q (err %v), want not-adjacent", code, err)
	}
}
