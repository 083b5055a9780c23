package akropolis_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// TestPositionMarshalRefusesWhatItCannotRead checks that a position with a
// tile outside 1..61 or a rotation outside 0..5 has no text or JSON form:
// MarshalText and MarshalJSON fail with ErrSyntax instead of writing what
// ParsePosition and UnmarshalJSON refuse.
func TestPositionMarshalRefusesWhatItCannotRead(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(p *akropolis.Position)
	}{
		{"line tile 0", func(p *akropolis.Position) { p.Line[0] = 0 }},
		{"line tile 62", func(p *akropolis.Position) { p.Line[1] = 62 }},
		{"stack tile 200", func(p *akropolis.Position) { p.Stacks[0][0] = 200 }},
		{"pile tile 0", func(p *akropolis.Position) { p.Pile = []tile.ID{0} }},
		{"city tile 200", func(p *akropolis.Position) {
			p.Cities[0] = []city.Placement{{Tile: 200, Rotation: 0}}
		}},
		{"city rotation 9", func(p *akropolis.Position) {
			p.Cities[0] = []city.Placement{{Tile: 7, Anchor: hex.Hex{Q: 1, R: 0}, Rotation: 9}}
		}},
		{"city tile 200 rotation 9", func(p *akropolis.Position) {
			p.Cities[0] = []city.Placement{{Tile: 200, Rotation: 9}}
		}},
	} {
		p := g.Position()
		tc.edit(&p)
		if b, err := p.MarshalText(); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%s: MarshalText gives %q, %v; want an error wrapping ErrSyntax", tc.name, b, err)
		}
		if b, err := p.MarshalJSON(); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%s: MarshalJSON gives %s, %v; want an error wrapping ErrSyntax", tc.name, b, err)
		}
	}
}

// TestPositionMarshalReadsBack checks, on positions drawn with fields in
// and out of range, that whatever MarshalText or MarshalJSON writes reads
// back (ParsePosition, UnmarshalJSON) as the position it was written from,
// the seed aside (a position holds none).
func TestPositionMarshalReadsBack(t *testing.T) {
	ids := rapid.SampledFrom([]tile.ID{0, 1, 7, 37, 61, 62, 200})
	tiles := rapid.SliceOfN(ids, 0, 4)
	ints := rapid.SampledFrom([]int{-2000, -1, 0, 1, 2, 3, 4, 5, 37, 1000, 1001})
	rapid.Check(t, func(t *rapid.T) {
		o := akropolis.Options{Players: ints.Draw(t, "players"), Difficulty: score.Difficulty(rapid.IntRange(0, 3).Draw(t, "level")),
			Scoring:        variants.Options{Variants: variants.Set(rapid.SampledFrom([]uint8{0, 1, 31, 32}).Draw(t, "variants"))},
			AllTiles:       rapid.Bool().Draw(t, "all"),
			StonesFromZero: rapid.Bool().Draw(t, "zero"), Seed: [2]uint64{rapid.Uint64Range(0, 2).Draw(t, "seed"), 0}}
		p := akropolis.Position{Options: o, Turn: ints.Draw(t, "turn"), Current: ints.Draw(t, "current"),
			Chief: ints.Draw(t, "chief"), Stones: rapid.SliceOfN(ints, -1, 3).Draw(t, "stones"),
			Reserve: ints.Draw(t, "reserve"), Pile: tiles.Draw(t, "pile"), Line: tiles.Draw(t, "line"),
			StacksLeft: ints.Draw(t, "stacksLeft")}
		if rapid.Bool().Draw(t, "known stacks") {
			p.Stacks = rapid.SliceOfN(tiles, 0, 3).Draw(t, "stacks")
		}
		for range rapid.IntRange(0, 3).Draw(t, "cities") {
			var ps []city.Placement
			for range rapid.IntRange(0, 2).Draw(t, "placements") {
				ps = append(ps, city.Placement{Tile: ids.Draw(t, "tile"),
					Anchor:   hex.Hex{Q: rapid.IntRange(-3, 3).Draw(t, "q"), R: rapid.IntRange(-3, 3).Draw(t, "r")},
					Rotation: tile.Rotation(rapid.SampledFrom([]uint8{0, 5, 6, 9}).Draw(t, "rotation"))})
			}
			p.Cities = append(p.Cities, ps)
		}
		want := p
		want.Options.Seed = [2]uint64{}
		if text, err := p.MarshalText(); err == nil {
			back, err := akropolis.ParsePosition(string(text))
			if err != nil || !cmp.Equal(want, back, emptyIsNil) {
				t.Fatalf("%#v\nmarshals as %q, which reads back as %#v, %v", p, text, back, err)
			}
		} else if !errors.Is(err, rule.ErrSyntax) && !errors.Is(err, akropolis.ErrBadOptions) {
			t.Fatalf("MarshalText: %v wraps neither ErrSyntax nor ErrBadOptions", err)
		}
		if js, err := json.Marshal(p); err == nil {
			var back akropolis.Position
			if err := json.Unmarshal(js, &back); err != nil || !cmp.Equal(want, back, emptyIsNil) {
				t.Fatalf("%#v\nmarshals as %s, which reads back as %#v, %v", p, js, back, err)
			}
		}
	})
}

// The text and JSON forms hold the same positions: what one cannot write,
// the other neither writes nor reads.
func TestPositionFormsShareOneDomain(t *testing.T) {
	for _, doc := range []string{`{"turn":1}`, `{"options":{"players":5},"turn":1}`} {
		var p akropolis.Position
		if err := json.Unmarshal([]byte(doc), &p); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%s decoded: %v", doc, err)
		}
	}
	g, err := akropolis.New(akropolis.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	p.Turn = 5000 // beyond what the text form writes
	if _, err := p.MarshalText(); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("text form of turn 5000: %v", err)
	}
	if _, err := json.Marshal(p); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("JSON form of turn 5000: %v", err)
	}
}
