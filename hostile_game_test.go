package akropolis_test

import (
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// The zero Game is a finished game of no players: every query answers
// without panicking, no move is legal, and a loop `for !g.Over()` ends at
// once.
func TestZeroGame(t *testing.T) {
	var g akropolis.Game
	if !g.Over() {
		t.Fatal("the zero Game is not over: `for !g.Over()` would never end")
	}
	if n := countMoves(&g); n != 0 {
		t.Errorf("%d legal moves in the zero Game", n)
	}
	if ms := g.AppendLegalMoves(nil); len(ms) != 0 {
		t.Errorf("legal moves %v in the zero Game", ms)
	}
	for range g.LegalMoves() {
		t.Error("LegalMoves yields in the zero Game")
	}
	if err := g.Play(mv(0, 1, 0, -1, 0)); !errors.Is(err, site.ErrGameOver) {
		t.Errorf("Play on the zero Game = %v, want site.ErrGameOver", err)
	}
	if err := g.Play(akropolis.Move{}); !errors.Is(err, akropolis.ErrNoMove) {
		t.Errorf("Play(Move{}) on the zero Game = %v, want ErrNoMove", err)
	}
	if _, ok := g.Undo(); ok {
		t.Error("Undo on the zero Game succeeds")
	}
	_ = g.View()
	_ = g.Position()
	_ = g.Record()
	_ = g.Clone()
	_ = g.Key()
	_ = g.Ranks()
	_ = g.Score(0)
	if !g.Equal(&akropolis.Game{}) || g.Equal(nil) {
		t.Error("the zero Game is not equal to another, or equal to nil")
	}
}

// The zero Move is no move at all: Check, Play and Delta refuse it with
// ErrNoMove, in a base game, in an Athena game's construction phase (where
// it was once the stop move) and after the end, and the game is unchanged.
func TestZeroMoveRefused(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	phase := handGame(t, 2, handCards(t))
	must(t, phase.Play(take07))
	over := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}}, -1)
	for name, g := range map[string]*akropolis.Game{"base": g, "phase": phase, "over": over} {
		before := g.Clone()
		cerr := g.Check(akropolis.Move{})
		_, derr := g.Delta(akropolis.Move{})
		perr := g.Play(akropolis.Move{})
		_, eerr := g.PlayEvents(nil, akropolis.Move{})
		for _, err := range []error{cerr, derr, perr, eerr} {
			var me *akropolis.Error
			if !errors.Is(err, akropolis.ErrNoMove) || !errors.As(err, &me) {
				t.Errorf("%s: the zero Move: %v, want an *Error of ErrNoMove", name, err)
			}
		}
		if !g.Equal(before) {
			t.Errorf("%s: the refused zero Move changed the game", name)
		}
	}
	var nilGame *akropolis.Game
	if g.Equal(nilGame) || !nilGame.Equal(nil) {
		t.Error("a game equals nil, or nil does not equal nil")
	}
}

func TestComputeNilCity(t *testing.T) {
	c := score.Compute(nil, 3, variants.Options{})
	if c.Total != 3 || c.Stones != 3 {
		t.Errorf("Compute(nil, 3) = total %d, stones %d; want 3 and 3 (an empty city)", c.Total, c.Stones)
	}
	if n := score.Totals(nil, 3, variants.Options{}).Total; n != 3 {
		t.Errorf("Total(nil, 3) = %d, want 3", n)
	}
}

// The zero Move has no text form and is no kind of move; the stop move is
// Stop(), "stop", which reads back; a failed parse returns the zero Move.
func TestZeroMoveIsNoMove(t *testing.T) {
	var zero akropolis.Move
	if b, err := zero.MarshalText(); err == nil || !errors.Is(err, akropolis.ErrNoMove) || !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("Move{} marshals as %q, %v; want ErrNoMove and ErrSyntax", b, err)
	}
	if zero.Kind() != akropolis.NoMove || zero.String() != "none" || zero.Kind().String() != "none" {
		t.Errorf("Move{}: kind %v, text %q; want none", zero.Kind(), zero.String())
	}
	stop := akropolis.Stop()
	if b, err := stop.MarshalText(); err != nil || string(b) != "stop" || stop.Kind() != akropolis.StopMove || stop == zero {
		t.Errorf("Stop() marshals as %q, %v, kind %v; want \"stop\", StopMove", b, err, stop.Kind())
	}
	if m, err := akropolis.ParseMove("stop"); err != nil || m != stop {
		t.Errorf("ParseMove(\"stop\") = %v, %v; want Stop()", m, err)
	}
	for _, s := range []string{"garbage", "none", "", "stop ", "0:07@(0,-1)", "c5:75@(0,-1)r0"} {
		if m, err := akropolis.ParseMove(s); err == nil || m != zero || !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("ParseMove(%q) = %v, %v; want the zero Move and ErrSyntax", s, m, err)
		}
	}
	kinds := map[string]akropolis.MoveKind{"0:07@(0,-1)r0": akropolis.TakeMove, "c2:75@(0,-1)r0": akropolis.CompletionMove, "stop": akropolis.StopMove}
	for s, k := range kinds {
		if m, err := akropolis.ParseMove(s); err != nil || m.Kind() != k || m.Kind().String() == "" {
			t.Errorf("ParseMove(%q) = %v (kind %v), %v; want kind %v", s, m, m.Kind(), err, k)
		}
	}
	// A request that names no move, or misspells the field, holds the zero
	// Move: no game plays it.
	for _, body := range []string{`{}`, `{"mvoe":"stop"}`} {
		var req struct {
			Move akropolis.Move `json:"move"`
		}
		_ = json.Unmarshal([]byte(body), &req)
		g := handGame(t, 2, handCards(t))
		must(t, g.Play(take07))
		if err := g.Play(req.Move); !errors.Is(err, akropolis.ErrNoMove) {
			t.Errorf("body %s: Play = %v, want ErrNoMove", body, err)
		}
	}
	// Nor does a record hold it: it neither writes nor replays.
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	must(t, err)
	r := g.Record()
	r.Moves = []akropolis.Move{zero}
	if _, err := r.MarshalText(); !errors.Is(err, akropolis.ErrNoMove) {
		t.Errorf("record text of the zero Move: %v, want ErrNoMove", err)
	}
	if _, err := json.Marshal(r); !errors.Is(err, akropolis.ErrNoMove) {
		t.Errorf("record JSON of the zero Move: %v, want ErrNoMove", err)
	}
	if _, err := r.Replay(); !errors.Is(err, akropolis.ErrNoMove) {
		t.Errorf("replay of the zero Move: %v, want ErrNoMove", err)
	}
}

// The wrong-tile error says which tile is at the position, and the turn is
// numbered from 1.
func TestWrongTileNamesTheTile(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	m := g.AppendLegalMoves(nil)[0] // takes position 0
	at1 := g.Site().At(1)
	m.Position = 1 // affordable with seat 0's one stone, but another tile
	err = g.Play(m)
	var me *akropolis.Error
	if !errors.As(err, &me) || !errors.Is(err, akropolis.ErrWrongTile) || me.Turn != 1 {
		t.Fatalf("Play = %v, want an *Error of turn 1 wrapping ErrWrongTile", err)
	}
	if want := "position 1 holds tile " + at1.String(); !strings.Contains(err.Error(), want) {
		t.Errorf("message %q does not say %q", err, want)
	}
}

// fuzzOptions derives game options from fuzz input: players 1..4, the
// Architect's level, the variants and every rule option.
func fuzzOptions(players, flags, set uint8, seed uint64) akropolis.Options {
	return akropolis.Options{
		Players:          1 + int(players%4),
		Difficulty:       score.Difficulty((flags >> 5) % 3),
		AllTiles:         flags&1 != 0,
		StonesFromZero:   flags&2 != 0,
		UnlimitedReserve: flags&4 != 0,
		Scoring: variants.Options{
			Variants:            variants.Set(set) & variants.All,
			BarracksOutsideOnly: flags&8 != 0,
			LakeAnyRegion:       flags&16 != 0,
		},
		Athena: set&0x80 != 0,
		Seed:   [2]uint64{seed, seed ^ 0x9e3779b97f4a7c15},
	}
}

// FuzzPlay plays an arbitrary move on a reachable game: options from the
// input, a number of random legal moves (seeded from the input), then a move
// built from the input in one of four ways (any values at all, huge
// coordinates included; a legal move moved or turned; a legal move with
// another tile; a legal move as it is). A move Check rejects, Play rejects
// too and the game stays Equal to a clone taken before; a move Check
// accepts is listed by AppendLegalMoves, Play accepts it with the outcome
// Check gave, and Undo restores the game.
func FuzzPlay(f *testing.F) {
	f.Add(uint8(1), uint8(0), uint8(0), uint64(1), uint8(0), uint8(0), int64(0), uint8(1), int64(0), int64(0), uint8(0))
	f.Add(uint8(0), uint8(0xff), uint8(31), uint64(2), uint8(40), uint8(1), int64(1), uint8(7), int64(5), int64(2), uint8(3))
	f.Add(uint8(2), uint8(0x15), uint8(9), uint64(3), uint8(200), uint8(3), int64(2), uint8(0), int64(77), int64(-1), uint8(1))
	f.Add(uint8(3), uint8(0x6a), uint8(4), uint64(4), uint8(17), uint8(0), int64(math.MinInt64), uint8(61),
		int64(math.MaxInt64), int64(math.MinInt64), uint8(255))
	f.Add(uint8(3), uint8(0x02), uint8(16), uint64(5), uint8(47), uint8(2), int64(math.MaxInt64), uint8(62), int64(3), int64(1), uint8(5))
	f.Add(uint8(0), uint8(0x40), uint8(0), uint64(6), uint8(36), uint8(3), int64(0), uint8(0), int64(0), int64(0), uint8(0))
	f.Add(uint8(1), uint8(4), uint8(0x80), uint64(7), uint8(9), uint8(5), int64(0), uint8(14), int64(3), int64(-1), uint8(2))
	f.Add(uint8(0), uint8(0), uint8(0x83), uint64(8), uint8(30), uint8(7), int64(1), uint8(75), int64(0), int64(1), uint8(3))
	f.Fuzz(func(t *testing.T, players, flags, set uint8, seed uint64, steps, mode uint8, pos int64, id uint8, q, r int64, rot uint8) {
		o := fuzzOptions(players, flags, set, seed)
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		legal, err := playOut(g, int(steps)%64, randomMove(rand.New(rand.NewPCG(seed, uint64(steps)))), nil)
		if err != nil {
			t.Fatal(err)
		}
		legal = g.AppendLegalMoves(legal[:0])
		m := akropolis.Move{Position: int(pos), Placement: city.Placement{
			Tile: tile.ID(id), Anchor: hex.Hex{Q: int(q), R: int(r)}, Rotation: tile.Rotation(rot)}}
		if len(legal) > 0 && mode%4 != 0 {
			l := legal[int(uint64(q)%uint64(len(legal)))]
			switch mode % 4 {
			case 1: // moved by up to two cells, turned, or taken from elsewhere
				l.Placement.Anchor = l.Placement.Anchor.Add(hex.Hex{Q: int(r%5) / 2, R: int(r/5%5) / 2})
				l.Placement.Rotation = tile.Rotation(rot % 8)
				if pos%3 == 0 {
					l.Position = int(pos % 8)
				}
			case 2: // another tile
				l.Placement.Tile = tile.ID(id)
			}
			m = l
		}
		if o.Athena && mode&4 != 0 { // a construction move: any slot, a one-hex tile or any
			m.Position = int(rot%8) - 1
			if id%2 == 0 {
				m.Placement.Tile = (tile.MaxID + 1) + tile.ID(id%31)
			}
		}
		checkArbitraryMove(t, g, m, legal)
	})
}

// checkArbitraryMove checks Check, Play, PlayEvents and Undo on m, which
// may be anything; legal lists the legal moves of g.
func checkArbitraryMove(t *testing.T, g *akropolis.Game, m akropolis.Move, legal []akropolis.Move) {
	t.Helper()
	before := g.Clone()
	played := g.Record().Moves
	out, cerr := akropolis.CheckOutcome(g, m)
	if !g.Equal(before) {
		t.Fatalf("Check(%v) changed the game", m)
	}
	var perr error
	var events []event.Event
	if m.Placement.Anchor.Q%2 == 0 {
		perr = g.Play(m)
	} else {
		events, perr = g.PlayEvents(nil, m)
	}
	if cerr != nil {
		var me *akropolis.Error
		if !errors.As(cerr, &me) || me.Move != m || me.Turn != g.TurnsPlayed()+1 || me.Seat != g.Current() {
			t.Fatalf("Check(%v) error %v is not an *Error for it", m, cerr)
		}
		if perr == nil || perr.Error() != cerr.Error() {
			t.Fatalf("Check(%v) = %v but Play = %v", m, cerr, perr)
		}
		if !g.Equal(before) || !slices.Equal(g.Record().Moves, played) || len(events) != 0 {
			t.Fatalf("rejected %v (%v) changed the game", m, cerr)
		}
		if slices.Contains(legal, m) {
			t.Fatalf("Check rejects %v (%v), which AppendLegalMoves lists", m, cerr)
		}
		return
	}
	if !slices.Contains(legal, listedForm(m)) {
		t.Fatalf("Check accepts %v, which AppendLegalMoves does not list", m)
	}
	if perr != nil {
		t.Fatalf("Check accepts %v but Play = %v", m, perr)
	}
	if o := g.Options(); o.Players > 1 {
		seat := before.Current()
		if got := g.Stones(seat) - before.Stones(seat); got != out.Gained-out.Cost {
			t.Fatalf("%v: stones changed by %d, outcome %+v", m, got, out)
		}
	}
	undo(t, g)
	if !g.Equal(before) || !slices.Equal(g.Record().Moves, played) {
		t.Fatalf("Undo of %v did not restore the game", m)
	}
}

// listedForm is the move as the legal moves list it: a whole one-hex tile
// (a single district or plaza) is the same hex in every rotation, accepted
// in any and listed in rotation 0 only, as city.City.AppendLegal lists it.
func listedForm(m akropolis.Move) akropolis.Move {
	if id := m.Placement.Tile; id.IsOneHex() && !id.Face(0).IsDouble() {
		m.Placement.Rotation = 0
	}
	return m
}

// TestHostileMoves: moves at the integer limits, in positions, tiles,
// coordinates and rotations, are refused with the rule they break and
// change nothing, on a fresh game, mid-game and at the end.
func TestHostileMoves(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{4, 4}})
	if err != nil {
		t.Fatal(err)
	}
	choose := randomMove(rand.New(rand.NewPCG(4, 4)))
	ints := []int{math.MinInt, math.MinInt + 1, -1 << 32, -grid.Half - 1, -maxRadius - 1,
		maxRadius + 1, grid.Half, 1 << 32, math.MaxInt - 1, math.MaxInt}
	var legal []akropolis.Move
	for stage := 0; ; stage++ {
		before := g.Clone()
		line := g.Site()
		for _, pos := range []int{math.MinInt, -1, line.Len(), math.MaxInt} {
			m := akropolis.Move{Position: pos, Placement: city.Placement{Tile: line.At(0)}}
			checkRefused(t, g, before, m, ifOver(g, site.ErrBadPosition))
		}
		for _, q := range ints {
			for _, r := range append(ints, 0) {
				for rot := range tile.Rotation(6) {
					m := akropolis.Move{Placement: city.Placement{Tile: line.At(0), Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}}
					checkRefused(t, g, before, m, ifOver(g, city.ErrOutOfBounds))
					m.Placement.Anchor = hex.Hex{Q: r, R: q}
					checkRefused(t, g, before, m, ifOver(g, city.ErrOutOfBounds))
				}
			}
		}
		for _, id := range []tile.ID{0, 255} {
			m := akropolis.Move{Placement: city.Placement{Tile: id, Anchor: hex.Hex{Q: 1, R: -2}}}
			checkRefused(t, g, before, m, ifOver(g, akropolis.ErrWrongTile))
		}
		// A one-hex tile makes a completion, whatever its Position: never
		// legal outside a construction phase.
		m := akropolis.Move{Placement: city.Placement{Tile: 62, Anchor: hex.Hex{Q: 1, R: -2}}}
		checkRefused(t, g, before, m, ifOver(g, site.ErrNotConstructing))
		for _, rot := range []tile.Rotation{6, 7, 255} {
			m := akropolis.Move{Placement: city.Placement{Tile: line.At(0), Anchor: hex.Hex{Q: 1, R: -2}, Rotation: rot}}
			checkRefused(t, g, before, m, ifOver(g, city.ErrBadRotation))
		}
		if g.Over() {
			if stage < 10 {
				t.Fatalf("game over after %d stages", stage)
			}
			break
		}
		legal, err = playOut(g, 5, choose, legal)
		must(t, err)
	}
}

// ifOver returns the rule a move breaks in g: site.ErrGameOver once the game is
// over, else rule.
func ifOver(g *akropolis.Game, rule error) error {
	if g.Over() {
		return site.ErrGameOver
	}
	return rule
}

func checkRefused(t *testing.T, g, before *akropolis.Game, m akropolis.Move, rule error) {
	t.Helper()
	if err := g.Check(m); !errors.Is(err, rule) {
		t.Fatalf("Check(%v) = %v, want %v", m, err, rule)
	}
	if err := g.Play(m); !errors.Is(err, rule) {
		t.Fatalf("Play(%v) = %v, want %v", m, err, rule)
	}
	if !g.Equal(before) {
		t.Fatalf("refused %v changed the game", m)
	}
}

// TestHostileConstructionMoves: in a construction phase, completions with
// slots, positions, tiles, cells and rotations at the limits are refused
// with the rule they break and change nothing.
func TestHostileConstructionMoves(t *testing.T) {
	g := handGame(t, 2, handCards(t))
	must(t, g.Play(take07))
	before := g.Clone()
	for _, slot := range []int{math.MinInt, -1, 0, 5, math.MaxInt} {
		checkRefused(t, g, before, completion(slot, 72, hex.Hex{Q: 1, R: -1}, 0), site.ErrBadCard)
	}
	// A move that lays no one-hex tile is a take, whatever its position.
	for _, id := range []tile.ID{0, 1, 61, 92, 255} {
		checkRefused(t, g, before, completion(quarryMineSlot, id, hex.Hex{Q: 1, R: -1}, 0), site.ErrConstructing)
	}
	checkRefused(t, g, before, completion(quarryMineSlot, 63, hex.Hex{Q: 1, R: -1}, 0), site.ErrNotOnCard)
	for _, v := range []int{math.MinInt, -maxRadius - 1, maxRadius + 1, math.MaxInt} {
		checkRefused(t, g, before, completion(quarryMineSlot, 72, hex.Hex{Q: v, R: 0}, 0), city.ErrOutOfBounds)
		checkRefused(t, g, before, completion(quarryMineSlot, 72, hex.Hex{Q: 0, R: v}, 0), city.ErrOutOfBounds)
	}
	for _, rot := range []tile.Rotation{6, 7, 255} {
		checkRefused(t, g, before, completion(quarryMineSlot, 62, hex.Hex{Q: 1, R: -1}, rot), city.ErrBadRotation)
	}
	checkRefused(t, g, before, akropolis.Move{Position: math.MaxInt, Placement: city.Placement{Tile: 255}}, site.ErrConstructing)
}

// TestSeatsWithoutCity: Score and Total of a seat without a city (outside
// the game, or the solo Architect for Score) return zero values, like
// Stones and City, instead of panicking.
func TestSeatsWithoutCity(t *testing.T) {
	for _, players := range []int{1, 2, 4} {
		g, err := akropolis.New(akropolis.Options{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{math.MinInt, -1, g.Options().Seats(), 4, math.MaxInt} {
			if c := g.Score(k); c.Total != 0 || c.Hexes != nil || g.Total(k) != 0 || g.Stones(k) != 0 || g.City(k) != nil {
				t.Errorf("%d players, seat %d: Score %v, Total %d", players, k, c.Total, g.Total(k))
			}
		}
		for k := range g.Options().Seats() {
			if g.City(k) == nil {
				if c := g.Score(k); c.Total != 0 {
					t.Errorf("%d players, seat %d without a city: Score total %d", players, k, c.Total)
				}
				continue
			}
			if g.Score(k).Total != g.Total(k) {
				t.Errorf("%d players, seat %d: Score total %d, Total %d", players, k, g.Score(k).Total, g.Total(k))
			}
		}
	}
}

// maxRadius is the farthest a city's cell may lie from the origin (the
// city's bound, 62, which ErrOutOfBounds reports beyond).
const maxRadius = grid.Half - 2
