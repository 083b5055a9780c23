package akropolis_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/event"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// FuzzMoveText: ParseMove never panics; a move it reads prints back
// (String, MarshalText) to text that reads to the same move; UnmarshalText
// agrees with ParseMove and leaves the move unchanged on error. (The
// records' FuzzParseMove checks the round trip through UnmarshalText.)
func FuzzMoveText(f *testing.F) {
	for _, s := range []string{
		"2:07@(1,-2)r3", "0:61@(0,0)r0", " 9:01@( -3 , 4 )r5 ", "10:07@(1,-2)r3", "-1:07@(1,-2)r3",
		"2:07@(1,-2)r6", "2:S@(0,0)r0", "2:07@(9223372036854775807,-9223372036854775808)r3",
		"", ":", "2:", ":07@(1,-2)r3", "2:07@(1,-2)r3:", "02:07@(1,-2)r3", "+2:07@(1,-2)r3",
		" 9:01@(-62,62)r5 ", "1:S@(0,0)r0", "1:07@(1,-2)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := akropolis.ParseMove(s)
		old := akropolis.Move{Position: 4, Placement: city.Placement{Tile: 5, Anchor: hex.Hex{Q: 1}, Rotation: 2}}
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != m) || (err != nil && u != old) {
			t.Fatalf("ParseMove(%q) = %v, %v; UnmarshalText gives %v, %v", s, m, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, akropolis.ErrSyntax) {
				t.Fatalf("ParseMove(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text, _ := m.MarshalText()
		if back, err := akropolis.ParseMove(string(text)); err != nil || back != m || string(text) != m.String() {
			t.Fatalf("ParseMove(%q) = %v, %v; want %v (from %q)", text, back, err, m, s)
		}
	})
}

// FuzzEventKind: event.Kind.UnmarshalText never panics and reads back the
// names MarshalText writes.
func FuzzEventKind(f *testing.F) {
	for _, s := range []string{"taken", "placed", "gained", "refilled", "chief", "over", "architect", "none", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var k event.Kind
		if err := k.UnmarshalText([]byte(s)); err != nil {
			if !errors.Is(err, event.ErrSyntax) || k != event.None {
				t.Fatalf("UnmarshalText(%q) = %v, kind %v", s, err, k)
			}
			return
		}
		if text, _ := k.MarshalText(); k == event.None || string(text) != s {
			t.Fatalf("UnmarshalText(%q) = %v, which prints as %q", s, k, text)
		}
	})
}

// fuzzOptions derives game options from fuzz input: players 1..4, the
// Architect's level, the variants and every rule option.
func fuzzOptions(players, flags, set uint8, seed uint64) akropolis.Options {
	return akropolis.Options{
		Players:          1 + int(players%4),
		Level:            score.Level((flags >> 5) % 3),
		AllTiles:         flags&1 != 0,
		StonesFromZero:   flags&2 != 0,
		UnlimitedReserve: flags&4 != 0,
		Rules: variants.Options{
			Variants:            variants.Set(set) & variants.All,
			BarracksOutsideOnly: flags&8 != 0,
			LakeAnyRegion:       flags&16 != 0,
		},
		Seed: [2]uint64{seed, seed ^ 0x9e3779b97f4a7c15},
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
	f.Fuzz(func(t *testing.T, players, flags, set uint8, seed uint64, steps, mode uint8, pos int64, id uint8, q, r int64, rot uint8) {
		o := fuzzOptions(players, flags, set, seed)
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, uint64(steps)))
		var legal []akropolis.Move
		for range int(steps) % 64 {
			legal = g.AppendLegalMoves(legal[:0])
			if len(legal) == 0 {
				break
			}
			if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
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
		checkArbitraryMove(t, g, m, legal)
	})
}

// checkArbitraryMove checks Check, Play, PlayEvents and Undo on m, which
// may be anything; legal lists the legal moves of g.
func checkArbitraryMove(t *testing.T, g *akropolis.Game, m akropolis.Move, legal []akropolis.Move) {
	t.Helper()
	before := g.Clone()
	played := g.Record().Moves
	out, cerr := g.Check(m)
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
		var me *akropolis.MoveError
		if !errors.As(cerr, &me) || me.Move != m || me.Turn != g.Turn()+1 || me.Seat != g.Current() {
			t.Fatalf("Check(%v) error %v is not a *MoveError for it", m, cerr)
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
	if !slices.Contains(legal, m) {
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

// TestHostileMoves: moves at the integer limits, in positions, tiles,
// coordinates and rotations, are refused with the rule they break and
// change nothing, on a fresh game, mid-game and at the end.
func TestHostileMoves(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{4, 4}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	ints := []int{math.MinInt, math.MinInt + 1, -1 << 32, -hex.WindowHalf - 1, -city.MaxRadius - 1,
		city.MaxRadius + 1, hex.WindowHalf, 1 << 32, math.MaxInt - 1, math.MaxInt}
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
		for _, id := range []tile.ID{0, 62, 255} {
			m := akropolis.Move{Placement: city.Placement{Tile: id, Anchor: hex.Hex{Q: 1, R: -2}}}
			checkRefused(t, g, before, m, ifOver(g, akropolis.ErrWrongTile))
		}
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
		for range 5 {
			if legal = g.AppendLegalMoves(legal[:0]); len(legal) > 0 {
				must(t, g.Play(legal[rng.IntN(len(legal))]))
			}
		}
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
	if _, err := g.Check(m); !errors.Is(err, rule) {
		t.Fatalf("Check(%v) = %v, want %v", m, err, rule)
	}
	if err := g.Play(m); !errors.Is(err, rule) {
		t.Fatalf("Play(%v) = %v, want %v", m, err, rule)
	}
	if !g.Equal(before) {
		t.Fatalf("refused %v changed the game", m)
	}
}

// TestParseHugeInput: 100 MB of text is refused by every parser of the
// package without copying it (what they allocate stays far below its size),
// and no error echoes it.
func TestParseHugeInput(t *testing.T) {
	s := "2:07@(" + strings.Repeat("1", 100<<20) + ",2)r3"
	b := []byte(s)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	errs := make([]error, 0, 16)
	add := func(_ any, err error) { errs = append(errs, err) }
	add(akropolis.ParseMove(s))
	add(akropolis.ParseCity(s))
	add(akropolis.ParseRecord(s))
	var m akropolis.Move
	add(nil, m.UnmarshalText(b))
	var r akropolis.Record
	add(nil, r.UnmarshalText(b))
	syntax := len(errs) // the errors from here on are event's, then score's
	var k event.Kind
	add(nil, k.UnmarshalText(b))
	add(score.ParseLevel(s))
	var l score.Level
	add(nil, l.UnmarshalText(b))
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing 100 MB %d times allocated %d bytes", len(errs), n)
	}
	for i, err := range errs {
		want := akropolis.ErrSyntax
		switch {
		case i == syntax:
			want = event.ErrSyntax
		case i > syntax:
			want = score.ErrSyntax
		}
		if !errors.Is(err, want) || len(err.Error()) > 200 {
			t.Errorf("parser %d: error %.200v, want a short %v", i, err, want)
		}
	}
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

// TestSampleHostileView: a View altered to name a seat, chief or turn that
// cannot be, or holding no cities, is refused by Sample with ErrBadOptions
// rather than giving a game that panics later.
func TestSampleHostileView(t *testing.T) {
	for _, players := range []int{1, 3} {
		g, err := akropolis.New(akropolis.Options{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		for name, change := range map[string]func(v *akropolis.View){
			"current -1":        func(v *akropolis.View) { v.Current = -1 },
			"current = players": func(v *akropolis.View) { v.Current = players },
			"current 7":         func(v *akropolis.View) { v.Current = 7 },
			"chief -1":          func(v *akropolis.View) { v.Chief = -1 },
			"chief 4":           func(v *akropolis.View) { v.Chief = 4 },
			"turn -1":           func(v *akropolis.View) { v.Turn = -1 },
			"no cities":         func(v *akropolis.View) { v.Cities = nil },
		} {
			v := g.View()
			change(&v)
			var perr *akropolis.PositionError
			if s, err := v.Sample(1, 2); !errors.As(err, &perr) || s != nil {
				t.Errorf("%d players, %s: Sample = %v, %v; want a *PositionError", players, name, s, err)
			}
		}
		if _, err := g.View().Sample(1, 2); err != nil {
			t.Errorf("%d players: Sample of the true view: %v", players, err)
		}
	}
}

// Setup errors keep their chain: errors.Is finds both the game's and the
// site's sentinel, and a bad placement in move text both ErrSyntax kinds.
func TestErrorChains(t *testing.T) {
	s := site.Site{}
	_, err := akropolis.NewFromSite(akropolis.Options{Players: 2}, s)
	if !errors.Is(err, akropolis.ErrBadOptions) {
		t.Errorf("NewFromSite on an empty site: %v", err)
	}
	v := akropolis.View{Position: akropolis.Position{Options: akropolis.Options{Players: 2}, Line: []tile.ID{1, 1}}}
	if _, err := v.Sample(1, 1); !errors.Is(err, akropolis.ErrDuplicateTile) {
		t.Errorf("Sample of a view with a duplicate tile: %v", err)
	}
	if _, err := akropolis.ParseMove("0:07@(1,2)r9"); !errors.Is(err, akropolis.ErrSyntax) || !errors.Is(err, city.ErrSyntax) {
		t.Errorf("ParseMove with a bad rotation: %v", err)
	}
}
