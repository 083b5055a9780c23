package akropolis_test

import (
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"pgregory.net/rapid"
)

// genOptions draws any legal combination of options.
func genOptions(t *rapid.T) akropolis.Options {
	o := akropolis.Options{
		Players:          rapid.IntRange(1, 4).Draw(t, "players"),
		Level:            akropolis.Level(rapid.IntRange(0, 2).Draw(t, "level")),
		StonesFromZero:   rapid.Bool().Draw(t, "zero"),
		UnlimitedReserve: rapid.Bool().Draw(t, "unlimited"),
		Seed:             [2]uint64{rapid.Uint64().Draw(t, "s1"), rapid.Uint64().Draw(t, "s2")},
	}
	o.AllTiles = o.Players < 4 && rapid.Bool().Draw(t, "all")
	o.Rules = variants.Options{
		Variants:            variants.Set(rapid.IntRange(0, 31).Draw(t, "variants")),
		BarracksOutsideOnly: rapid.Bool().Draw(t, "outside"),
		LakeAnyRegion:       rapid.Bool().Draw(t, "lake"),
	}
	return o
}

// checkInvariants: stones and tiles are conserved.
func checkInvariants(t *rapid.T, g *akropolis.Game) {
	o := g.Options()
	stones := g.Reserve()
	placed := 0
	var all []tile.ID
	for k := range g.Seats() {
		stones += g.Stones(k)
		if g.Stones(k) < 0 {
			t.Fatalf("seat %d has %d stones", k, g.Stones(k))
		}
	}
	for k := range o.Players {
		placed += g.City(k).Len()
		for _, p := range g.City(k).Placements() {
			all = append(all, p.Tile)
		}
	}
	pile, _ := g.Architect()
	all = append(all, pile...)
	placed += len(pile)
	if stones != akropolis.BoxStones {
		t.Fatalf("stones: reserve %d + players = %d, want 40", g.Reserve(), stones)
	}
	if !o.UnlimitedReserve && g.Reserve() < 0 {
		t.Fatalf("finite reserve at %d", g.Reserve())
	}
	s := g.Site()
	all = s.AppendUnseen(s.AppendLine(all))
	slices.Sort(all)
	if len(all) != tile.Count(o.Players, o.AllTiles) || len(slices.Compact(all)) != len(all) {
		t.Fatalf("tiles: %d in play (placed %d), want %d distinct", len(all), placed, tile.Count(o.Players, o.AllTiles))
	}
	if placed != g.Turn() || (o.Players > 1 && len(g.Moves()) != g.Turn()) {
		t.Fatalf("%d tiles placed after %d turns", placed, g.Turn())
	}
}

func TestGameStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, err := akropolis.New(genOptions(t))
		if err != nil {
			t.Fatal(err)
		}
		var moves []akropolis.Move
		steps := rapid.IntRange(1, 80).Draw(t, "steps")
		for range steps {
			checkInvariants(t, g)
			moves = g.AppendLegalMoves(moves[:0])
			if g.Over() {
				if len(moves) != 0 {
					t.Fatalf("%d moves after the end", len(moves))
				}
				break
			}
			switch rapid.IntRange(0, 9).Draw(t, "action") {
			case 0: // an arbitrary, probably illegal move
				m := akropolis.Move{
					Position: rapid.IntRange(-1, 7).Draw(t, "pos"),
					Placement: city.Placement{
						Tile:     tile.ID(rapid.IntRange(0, 63).Draw(t, "tile")),
						Anchor:   hex.Hex{Q: rapid.IntRange(-8, 8).Draw(t, "q"), R: rapid.IntRange(-8, 8).Draw(t, "r")},
						Rotation: tile.Rotation(rapid.IntRange(0, 7).Draw(t, "rot")),
					},
				}
				if rapid.Bool().Draw(t, "real tile") {
					m.Placement.Tile = g.Site().At(max(0, m.Position))
				}
				before := g.Clone()
				_, cerr := g.Check(m)
				if cerr == nil && !slices.Contains(moves, m) {
					t.Fatalf("Check accepts %v, which AppendLegalMoves does not list", m)
				}
				if err := g.Play(m); (err == nil) != (cerr == nil) {
					t.Fatalf("Play and Check disagree on %v: %v / %v", m, err, cerr)
				} else if err != nil && !g.Equal(before) {
					t.Fatalf("rejected %v changed the game", m)
				} else if err == nil {
					undo(t, g)
					if !g.Equal(before) {
						t.Fatalf("undo of %v did not restore the game", m)
					}
				}
			case 1: // undo, then replay the same move
				played := g.Moves()
				if len(played) == 0 {
					continue
				}
				before := g.Clone()
				last := played[len(played)-1]
				undo(t, g)
				must2(t, g.Play(last))
				if !g.Equal(before) {
					t.Fatalf("undo and replay of %v differ", last)
				}
			default:
				m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
				if _, err := g.Check(m); err != nil {
					t.Fatalf("listed move %v rejected: %v", m, err)
				}
				must2(t, g.Play(m))
			}
			if n := g.CountLegalMoves(); n != len(g.AppendLegalMoves(nil)) {
				t.Fatalf("CountLegalMoves = %d, AppendLegalMoves lists %d", n, len(g.AppendLegalMoves(nil)))
			}
		}
		// The game's record, through its text form, replays to an equal game.
		text, err := g.Record().MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		rec, err := akropolis.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("record does not read back: %v\n%s", err, text)
		}
		r, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if !r.Equal(g) {
			t.Fatalf("replay differs")
		}
	})
}

func must2(t *rapid.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
