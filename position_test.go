package akropolis_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// playedGames yields games of every kind at several moments: the start,
// after a few moves, after a refill, and at the end.
func playedGames(t *testing.T, f func(name string, g *akropolis.Game)) {
	t.Helper()
	for _, o := range []akropolis.Options{
		{Players: 1, Difficulty: score.Metagenes, Seed: [2]uint64{3, 4}},
		{Players: 2, Seed: [2]uint64{1, 2}},
		{Players: 2, AllTiles: true, StonesFromZero: true, Seed: [2]uint64{5, 6}},
		{Players: 3, UnlimitedReserve: true, Seed: [2]uint64{7, 8}},
		{Players: 4, Seed: [2]uint64{9, 10}},
	} {
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; ; n++ {
			if n == 0 || n == 3 || n == 9 || g.Over() {
				f(strings.Join([]string{o.Scoring.String(), string(rune('0' + o.Players))}, "/")+"/"+string(rune('a'+n%26)), g)
			}
			if g.Over() {
				break
			}
			must(t, g.Play(g.AppendLegalMoves(nil)[n%3%max(1, countMoves(g))]))
		}
	}
}

var emptyIsNil = cmpopts.EquateEmpty()

func TestPositionRoundTrips(t *testing.T) {
	playedGames(t, func(name string, g *akropolis.Game) {
		p := g.Position()
		if err := p.Check(); err != nil {
			t.Fatalf("%s: the game's own position fails Check: %v", name, err)
		}
		text, err := p.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(string(text), "\n\t") {
			t.Errorf("%s: text form is not one line: %q", name, text)
		}
		back, err := akropolis.ParsePosition(string(text))
		if err != nil {
			t.Fatalf("%s: ParsePosition(%q): %v", name, text, err)
		}
		if d := cmp.Diff(p, back, emptyIsNil); d != "" {
			t.Errorf("%s: text round trip (-want +got):\n%s", name, d)
		}
		js, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var jback akropolis.Position
		if err := json.Unmarshal(js, &jback); err != nil {
			t.Fatalf("%s: %s: %v", name, js, err)
		}
		if d := cmp.Diff(p, jback, emptyIsNil); d != "" {
			t.Errorf("%s: JSON round trip (-want +got):\n%s", name, d)
		}
		// The game continues from its position exactly.
		h, err := akropolis.NewFromPosition(p)
		if err != nil {
			t.Fatalf("%s: NewFromPosition: %v", name, err)
		}
		if d := cmp.Diff(p, h.Position(), emptyIsNil); d != "" {
			t.Errorf("%s: the game from the position (-want +got):\n%s", name, d)
		}
		if !g.Over() {
			g2 := g.Clone()
			m := g2.AppendLegalMoves(nil)[0]
			must(t, g2.Play(m))
			must(t, h.Play(m))
			if d := cmp.Diff(g2.Position(), h.Position(), emptyIsNil); d != "" {
				t.Errorf("%s: after %v (-game +from position):\n%s", name, m, d)
			}
		}
		// The public position is the view's, and checks too.
		v := g.View()
		if d := cmp.Diff(akropolis.Public(p), v.Position, emptyIsNil); d != "" {
			t.Errorf("%s: view's position (-want +got):\n%s", name, d)
		}
		if err := v.Check(); err != nil {
			t.Errorf("%s: the game's view fails Check: %v", name, err)
		}
		checkViewForms(t, name, v)
	})
}

func checkViewForms(t *testing.T, name string, v akropolis.View) {
	t.Helper()
	same := cmp.Options{emptyIsNil, cmp.Comparer(sameCity)}
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var jv akropolis.View
	if err := json.Unmarshal(js, &jv); err != nil {
		t.Fatalf("%s: view JSON %s: %v", name, js, err)
	}
	if d := cmp.Diff(v.Position, jv.Position, same); d != "" {
		t.Errorf("%s: view JSON round trip (-want +got):\n%s", name, d)
	}
	text, err := v.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var tv akropolis.View
	if err := tv.UnmarshalText(text); err != nil {
		t.Fatalf("%s: view text %s: %v", name, text, err)
	}
	if d := cmp.Diff(v.Position, tv.Position, same); d != "" {
		t.Errorf("%s: view text round trip (-want +got):\n%s", name, d)
	}
}

// A hand-built position after two turns of a two-player game: seat 0 laid
// tile 12, seat 1 tile 33; the line started 12 04 33 07 and holds 04 07;
// 11 stacks of 3 minus none drawn. Tiles: 2 taken + 2 face up + 33 face
// down = 37, the two-player set. Stones: seat 0 paid 0, seat 1 paid 1 for
// position 1: 1 + 1 = 2 held, 38 in the reserve.
func handPosition(t *testing.T) akropolis.Position {
	t.Helper()
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	rest := append([]tile.ID(nil), p.Line...)
	for _, st := range p.Stacks {
		rest = append(rest, st...)
	}
	// Rebuild the setup with known tiles in front: 12 04 33 07 face up.
	order := []tile.ID{12, 4, 33, 7}
	for _, id := range rest {
		if id != 12 && id != 4 && id != 33 && id != 7 {
			order = append(order, id)
		}
	}
	p.Line = []tile.ID{4, 7}
	p.Stacks = nil
	for i := 4; i < len(order); i += 3 {
		p.Stacks = append(p.Stacks, order[i:i+3])
	}
	p.Cities = [][]city.Placement{
		{{Tile: 12, Anchor: hex.Hex{Q: 0, R: -2}, Rotation: 0}},
		{{Tile: 33, Anchor: hex.Hex{Q: 0, R: -2}, Rotation: 0}},
	}
	p.Turn, p.Current, p.Chief = 3, 0, 0
	p.Stones, p.Reserve = []int{1, 1}, 38
	if err := p.Check(); err != nil {
		t.Fatalf("hand-built position: %v", err)
	}
	return p
}

// Every violation is reported, each found with errors.Is.
func TestPositionCheckReportsEveryViolation(t *testing.T) {
	p := handPosition(t)
	p.Cities[1] = append(p.Cities[1], city.Placement{Tile: 12, Anchor: hex.Hex{Q: 5, R: 5}}) // tile 12 twice, and off the city
	p.Line = append(p.Line, 61)                                                              // not in the two-player set
	p.Stacks[0] = p.Stacks[0][:2]                                                            // a short stack
	p.Stones = []int{-5, 2}                                                                  // negative, and 37 with the reserve
	p.Turn = 9                                                                               // 3 tiles taken: turn 4
	p.Chief = 1                                                                              // no refill yet: seat 0
	err := p.Check()
	var pe *akropolis.PositionError
	if !errors.As(err, &pe) {
		t.Fatalf("Check = %v, want a *PositionError", err)
	}
	for _, want := range []error{akropolis.ErrDuplicateTile, akropolis.ErrForeignTile, akropolis.ErrBadStacks,
		akropolis.ErrBadStones, akropolis.ErrBadTurn, akropolis.ErrBadSeat, city.ErrNotAdjacent} {
		if !errors.Is(err, want) {
			t.Errorf("Check does not report %v: %v", want, err)
		}
	}
	if errors.Is(err, akropolis.ErrBadOptions) { // the options are fine
		t.Errorf("Check matches ErrBadOptions: %v", err)
	}
	if _, err := akropolis.NewFromPosition(p); !errors.Is(err, akropolis.ErrBadTurn) {
		t.Errorf("NewFromPosition of a bad position = %v", err)
	}
}

// Hidden stacks check, but a game needs them known.
func TestPositionCheckHiddenStacks(t *testing.T) {
	p := akropolis.Public(handPosition(t))
	if err := p.Check(); err != nil {
		t.Errorf("public position: %v", err)
	}
	if _, err := akropolis.NewFromPosition(p); !errors.Is(err, akropolis.ErrBadStacks) {
		t.Errorf("NewFromPosition of a public position = %v, want ErrBadStacks", err)
	}
}

// A view that contradicts itself is refused by Sample.
func TestSampleRefusesInconsistentView(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.View()
	v.Stones = []int{-5, 2}
	if _, err := akropolis.Sample(v, 1, 2); !errors.Is(err, akropolis.ErrBadStones) {
		t.Errorf("Sample with stones -5, 2 = %v, want ErrBadStones", err)
	}
	v = g.View()
	v.StacksLeft++
	if _, err := akropolis.Sample(v, 1, 2); !errors.Is(err, akropolis.ErrTileCount) {
		t.Errorf("Sample with a stack too many = %v, want ErrTileCount", err)
	}
}

func TestParsePositionErrors(t *testing.T) {
	good := handPosition(t).String()
	if _, err := akropolis.ParsePosition("\uFEFF" + good + "\r\n"); err != nil {
		t.Fatalf("with a byte order mark and CRLF: %v", err)
	}
	f := strings.Fields(good)
	for i, bad := range []string{"5", "easy", "houses+", "x", "0", "-1", "9", "1..2", "x", "04.62", "?x", "07@(0,0", "S"} {
		g := append([]string(nil), f...)
		g[i] = bad
		if _, err := akropolis.ParsePosition(strings.Join(g, " ")); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("field %d = %q: got %v, want ErrSyntax", i+1, bad, err)
		}
	}
	if _, err := akropolis.ParsePosition(strings.Join(f[:12], " ")); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("12 fields: got %v", err)
	}
	if _, err := akropolis.ParsePosition(strings.Repeat("x", akropolis.MaxPositionBytes+1)); !errors.Is(err, akropolis.ErrTooLarge) {
		t.Errorf("oversize: got %v", err)
	}
	long := append([]string(nil), f...)
	long[9] = strings.Repeat("01.", 70) + "01"
	if _, err := akropolis.ParsePosition(strings.Join(long, " ")); !errors.Is(err, akropolis.ErrTooLarge) {
		t.Errorf("70 tiles in the line: got %v", err)
	}
}

// positionTextForm: ParsePosition refuses with ErrSyntax, or reads a
// position that writes back and reads back the same; a checked full
// position makes a game.
func positionTextForm(f *testing.F) formtest.Form {
	seeds := []string{
		"2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -",
		"1 metagenes houses+markets,lake-any-region azu 3 0 0 1.2 37 12.04 05.44.21 07@(0,-2)r1 33",
		// Athena: the card rules, the phase mark and the cards follow.
		goldenSeed(f, "athena-position-phase.txt", ""),
		goldenSeed(f, "athena-position-mid.txt", ""),
		"2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- - stairsOneLevel - Villa 62,63,64,65 - - / Agora 66,67,68,69 - - / Oasis 70,71,72,73 - - / Rampart 74,75,76,77 - -",
	}
	return formtest.Form{Key: 'p', Name: "position", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		p, err := akropolis.ParsePosition(s)
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		_ = p.Check() // never panics
		text, err := p.MarshalText()
		if err != nil {
			t.Fatalf("%q parsed but does not marshal: %v", s, err)
		}
		back, err := akropolis.ParsePosition(string(text))
		if err != nil || !cmp.Equal(p, back, emptyIsNil) {
			t.Fatalf("%q -> %q -> %v, %v", s, text, back, err)
		}
		if _, err := akropolis.NewFromPosition(p); err != nil && p.Check() == nil && len(p.Stacks) == p.StacksLeft {
			t.Fatalf("a checked full position does not make a game: %v", err)
		}
	}}
}

// positionJSONForm: a position's JSON refuses with ErrSyntax, or reads a
// position that writes back and reads back the same; the form is strict.
func positionJSONForm(f *testing.F) formtest.Form {
	seeds := []string{
		`{"options":{"players":2,"rules":{"variants":"none"},"allTiles":false,"stonesFromZero":false,"unlimitedReserve":false,"seed":""},"turn":1,"current":0,"chief":0,"stones":[1,2],"reserve":37,"cities":[[],[]],"pile":[],"line":[12,4,33,7],"stacksLeft":11}`,
		`{"turn":1,"turn":2}`,
		`{"line":[0],"cities":[["200@(0,0)r9"]]}`,
		goldenSeed(f, "athena-position-mid.json", ""),
		`{"cards":[],"constructing":false,"pile":[91]}`,
	}
	same := func(x, y akropolis.Position) bool { return cmp.Equal(x, y, emptyIsNil) }
	return formtest.Form{Key: 'p', Name: "position", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.JSON(t, b, akropolis.Position{Turn: 5}, codec((*akropolis.Position).UnmarshalJSON, marshalJSON, same))
		var p akropolis.Position
		if err := p.UnmarshalJSON(b); err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		_ = p.Check()
		js, err := json.Marshal(p)
		if err != nil { // what reads, writes: the checks of the form are the same both ways
			t.Fatalf("%s reads but does not marshal: %v", b, err)
		}
		var back akropolis.Position
		if err := back.UnmarshalJSON(js); err != nil || !cmp.Equal(p, back, emptyIsNil) {
			t.Fatalf("%s -> %s -> %v, %v", b, js, back, err)
		}
		var v akropolis.View
		_ = v.UnmarshalJSON(b) // never panics
	}}
}
