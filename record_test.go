package akropolis_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// updateRecords is the -update flag: it rewrites the .golden files of
// testdata/records (and writes any .txt record of recordGames missing
// there).
var updateRecords = flag.Bool("update", false, "rewrite the golden files of testdata/records")

// genRecordOptions draws any options that make a game, solo included.
func genRecordOptions(t *rapid.T) akropolis.Options {
	o := akropolis.Options{
		Players:          rapid.IntRange(1, 4).Draw(t, "players"),
		StonesFromZero:   rapid.Bool().Draw(t, "zero"),
		UnlimitedReserve: rapid.Bool().Draw(t, "unlimited"),
		Seed:             [2]uint64{rapid.Uint64().Draw(t, "s1"), rapid.Uint64().Draw(t, "s2")},
		Scoring: variants.Options{
			Variants:            variants.Set(rapid.IntRange(0, 31).Draw(t, "variants")),
			BarracksOutsideOnly: rapid.Bool().Draw(t, "outside"),
			LakeAnyRegion:       rapid.Bool().Draw(t, "lake"),
		},
	}
	o.AllTiles = o.Players < 4 && rapid.Bool().Draw(t, "all")
	if o.Players == 1 {
		o.Difficulty = score.Difficulty(rapid.IntRange(0, 2).Draw(t, "level"))
	}
	return o
}

// TestRecordRoundTrip plays random games and checks that their records
// survive the text and JSON forms unchanged and replay to the same game,
// from the explicit setup and from the seed.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, err := akropolis.New(genRecordOptions(t))
		if err != nil {
			t.Fatal(err)
		}
		steps := rapid.IntRange(0, 70).Draw(t, "steps")
		for range steps {
			ms := g.AppendLegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			if err := g.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
		rec := g.Record()
		if rapid.Bool().Draw(t, "dropSetup") {
			rec.Setup = nil
		}

		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		fromText, err := akropolis.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if d := cmp.Diff(rec, fromText); d != "" {
			t.Fatalf("text round trip (-want +got):\n%s\n%s", d, text)
		}

		js, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		var fromJSON akropolis.Record
		if err := json.Unmarshal(js, &fromJSON); err != nil {
			t.Fatalf("%v\n%s", err, js)
		}
		if d := cmp.Diff(rec, fromJSON); d != "" {
			t.Fatalf("JSON round trip (-want +got):\n%s\n%s", d, js)
		}

		replayed, err := fromText.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if !replayed.Equal(g) {
			t.Fatalf("replayed game differs from the game played")
		}
	})
}

// TestRecordWithoutSetupDealsFromSeed: a record without a setup replays the
// game dealt from its seed.
func TestRecordWithoutSetupDealsFromSeed(t *testing.T) {
	g := playRecorded(t, akropolis.Options{Players: 3, Seed: [2]uint64{5, 6}}, randomMove(rand.New(rand.NewPCG(1, 0x5eed))))
	rec := g.Record()
	rec.Setup = nil
	r, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !r.Equal(g) || !r.Over() {
		t.Fatal("replay from the seed differs")
	}
	// Another seed deals another site: the same moves no longer fit.
	rec.Options.Seed[0]++
	if _, err := rec.Replay(); !errors.Is(err, akropolis.ErrWrongTile) && !errors.Is(err, city.ErrTileUsed) {
		t.Fatalf("replay on another seed: %v", err)
	}
}

// TestRecordSharesNoMemory: changing a record leaves the game alone.
func TestRecordSharesNoMemory(t *testing.T) {
	g := playRecorded(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}}, firstMove)
	rec := g.Record()
	want := akropolis.StartSite(g)
	rec.Setup.Line[0], rec.Setup.Stacks[0][0] = 61, 61
	rec.Moves[0].Position = 9
	if akropolis.StartSite(g) != want || g.Record().Moves[0].Position == 9 {
		t.Fatal("the record shares memory with the game")
	}
	if len(g.Record().Setup.Stacks) != want.StacksLeft() {
		t.Fatal("Record: wrong number of stacks in the setup")
	}
}

func TestReplayReportsFirstIllegalMove(t *testing.T) {
	o := akropolis.Options{Players: 3, Seed: [2]uint64{3, 4}}
	g := playRecorded(t, o, firstMove)
	full := g.Record()
	first := func(k int) []akropolis.Move { return append([]akropolis.Move(nil), full.Moves[:k]...) }
	start := g.Record().Setup

	// After two legal moves, seat 2 plays turn 3.
	s := siteplay.Site(akropolis.StartSite(g))
	s.Take(full.Moves[0].Position, 10)
	s.Take(full.Moves[1].Position, 10)
	gapTile := s.At(0)
	gap := akropolis.Move{Position: 0, Placement: city.Placement{Tile: gapTile, Anchor: hex.Hex{Q: 0, R: 1}}}
	wrong := akropolis.Move{Position: 0, Placement: city.Placement{Tile: s.At(1), Anchor: hex.Hex{Q: 0, R: -3}}}
	// Seat 0 starts with 1 stone: position 2 costs 2.
	var legal city.Placement
	for _, p := range city.New().AppendLegal(nil, akropolis.StartSite(g).At(2)) {
		legal = p
		break
	}
	tooDear := akropolis.Move{Position: 2, Placement: legal}

	for _, tc := range []struct {
		name  string
		moves []akropolis.Move
		turn  int
		rule  error
	}{
		{"gap", append(first(2), gap), 3, city.ErrGap},
		{"wrong tile", append(first(2), wrong), 3, akropolis.ErrWrongTile},
		{"cannot afford", []akropolis.Move{tooDear}, 1, site.ErrCannotAfford},
		{"after the end", append(first(len(full.Moves)), full.Moves[0]), len(full.Moves) + 1, site.ErrGameOver},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := akropolis.Record{Options: o, Setup: start, Moves: tc.moves}
			g, err := rec.Replay()
			var re *akropolis.Error
			if !errors.As(err, &re) {
				t.Fatalf("got %v, want an *Error", err)
			}
			if re.Turn != tc.turn || re.Seat != (tc.turn-1)%3 || re.Move != tc.moves[tc.turn-1] {
				t.Errorf("error at turn %d seat %d move %v, want turn %d", re.Turn, re.Seat, re.Move, tc.turn)
			}
			if !errors.Is(err, tc.rule) {
				t.Errorf("error %v does not wrap %v", err, tc.rule)
			}
			var me *akropolis.Error
			if !errors.As(err, &me) {
				t.Errorf("error %v does not wrap an *Error", err)
			}
			if g == nil || g.TurnsPlayed() != tc.turn-1 {
				t.Errorf("the game returned is not at the position before the illegal move")
			}
			if !strings.Contains(err.Error(), fmt.Sprintf("(turn %d)", tc.turn)) {
				t.Errorf("message %q does not name turn %d", err, tc.turn)
			}
		})
	}
}

func TestReplayBadSetup(t *testing.T) {
	o := akropolis.Options{Players: 2}
	for _, tc := range []struct {
		name  string
		rec   akropolis.Record
		rules []error
	}{
		{"players", akropolis.Record{Options: akropolis.Options{Players: 5}}, []error{akropolis.ErrBadOptions}},
		{"duplicate tile", akropolis.Record{Options: o, Setup: &akropolis.Setup{Line: []tile.ID{1, 1, 2, 3}}},
			[]error{akropolis.ErrBadOptions, site.ErrBadSetup}},
		{"short stack", akropolis.Record{Options: o, Setup: &akropolis.Setup{Line: []tile.ID{1, 2, 3, 4}, Stacks: [][]tile.ID{{5}}}},
			[]error{akropolis.ErrBadOptions, site.ErrBadSetup}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := tc.rec.Replay()
			if g != nil {
				t.Error("a game from a bad setup")
			}
			for _, rule := range tc.rules {
				if !errors.Is(err, rule) {
					t.Errorf("error %v does not wrap %v", err, rule)
				}
			}
		})
	}
}

func TestParseRecordErrors(t *testing.T) {
	const head = "[Game \"Akropolis\"]\n[Players \"2\"]\n"
	for _, tc := range []struct {
		name, text string
		line       int
	}{
		{"empty", "", 0},
		{"no players", "[Game \"Akropolis\"]\n", 1},
		{"other game", "[Game \"Chess\"]\n", 1},
		{"unknown tag", head + "[Sead \"1 2\"]\n", 3},
		{"tag twice", head + "[Players \"3\"]\n", 3},
		{"unquoted", "[Game Akropolis]\n", 1},
		{"quote inside", "[Game \"Akro\"polis\"]\n", 1},
		{"players", "[Game \"Akropolis\"]\n[Players \"two\"]\n", 2},
		{"bool", head + "[AllTiles \"yes\"]\n", 3},
		{"seed", head + "[Seed \"1\"]\n", 3},
		{"seed sign", head + "[Seed \"-1 2\"]\n", 3},
		{"rules", head + "[Rules \"castles\"]\n", 3},
		{"level", head + "[Level \"zeus\"]\n", 3},
		{"tile", head + "[Line \"01.62\"]\n", 3},
		{"start tile", head + "[Line \"S.01\"]\n", 3},
		{"empty stack", head + "[Stacks \"01.02//03\"]\n", 3},
		{"tiles by spaces", head + "[Line \"22 30 15 19\"]\n", 3},      // one separator: '.'
		{"stacks by spaces", head + "[Stacks \"01.02 / 03.04\"]\n", 3}, // nor spaces around '/'
		{"move number", head + "\n2. 0:01@(0,1)r0\n", 4},
		{"move gap", head + "1. 0:01@(0,1)r0\n3. 0:02@(0,2)r0\n", 4},
		{"move", head + "1. 0:01@(0,1)r6\n", 3},
		{"no dot", head + "1 0:01@(0,1)r0\n", 3},
		{"two moves", head + "1. 0:01@(0,1)r0 0:02@(0,2)r0\n", 3},
		{"tag after moves", head + "1. 0:01@(0,1)r0\n[Seed \"1 2\"]\n", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := akropolis.ParseRecord(tc.text)
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("got %v, want ErrSyntax", err)
			}
			var le *akropolis.Error
			if tc.line > 0 && (!errors.As(err, &le) || le.Line != tc.line) {
				t.Fatalf("got %v, want an error on line %d", err, tc.line)
			}
		})
	}
}

func TestParseRecordLenient(t *testing.T) {
	text := "; a record typed by hand\r\n" +
		"[Game \"Akropolis\"]  ; the format\r\n" +
		"[Seed \"9 9\"]\n" +
		"[Players \"2\"]\n" +
		"[Rules \"temples barracks\"]\n" +
		"\n" +
		"  1.   0:12@(0,-2)r0   ; seat 0\n" +
		"2.1:33@(1,-1)r4"
	rec, err := akropolis.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	want := akropolis.Record{
		Options: akropolis.Options{Players: 2, Seed: [2]uint64{9, 9},
			Scoring: variants.Options{Variants: variants.Of(tile.Barracks, tile.Temple)}},
		Moves: []akropolis.Move{
			{Position: 0, Placement: city.Placement{Tile: 12, Anchor: hex.Hex{Q: 0, R: -2}}},
			{Position: 1, Placement: city.Placement{Tile: 33, Anchor: hex.Hex{Q: 1, R: -1}, Rotation: 4}},
		},
	}
	if d := cmp.Diff(want, rec); d != "" {
		t.Fatalf("(-want +got):\n%s", d)
	}
}

func TestRecordJSONForm(t *testing.T) {
	rec := akropolis.Record{
		Options: akropolis.Options{Players: 2, Seed: [2]uint64{1<<64 - 1, 2}, AllTiles: true,
			Scoring: variants.Options{Variants: variants.Of(tile.House), LakeAnyRegion: true}},
		Setup: &akropolis.Setup{Line: []tile.ID{12, 4, 33, 7}, Stacks: [][]tile.ID{{5, 44, 21}}},
		Moves: []akropolis.Move{{Position: 2, Placement: city.Placement{Tile: 33, Anchor: hex.Hex{Q: 1, R: -1}, Rotation: 4}}},
	}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"options":{"players":2,"rules":{"variants":"houses","lakeAnyRegion":true},"allTiles":true,` +
		`"stonesFromZero":false,"unlimitedReserve":false,"seed":"18446744073709551615 2"},` +
		`"setup":{"line":[12,4,33,7],"stacks":[[5,44,21]]},"moves":["2:33@(1,-1)r4"]}`
	if string(b) != want {
		t.Fatalf("got\n%s\nwant\n%s", b, want)
	}

	for _, bad := range []string{
		`{"options":{"players":2,"seed":"x"}}`,
		`{"options":{"players":2},"colour":"red"}`,
		`{"options":{"players":2},"moves":[null]}`,
		`{"options":{"players":2},"moves":["0:01@(0,0)r9"]}`,
		`{"options":{"players":2},"setup":{"line":["S"]}}`,
		`{"options":{"players":2},"setup":{"line":["01"],"stacks":[[]]}}`,
		`{"options":{"players":2},"setup":{"line":[62]}}`,
		`{"options":{"players":2},"setup":{"line":[1.5]}}`,
		`{"options":{"players":2},"setup":{"line":[0]}}`,
		`{"options":{"players":2},"moves":[],"moves":[]}`,
		`{"options":{"players":2,"players":3}}`,
		`{"Options":{"players":2}}`,
		`{"options":{"Players":2}}`,
		`{"options":{"players":2},"setup":{"Line":[1]}}`,
		`[]`,
	} {
		var r akropolis.Record
		if err := json.Unmarshal([]byte(bad), &r); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%s: got %v, want ErrSyntax", bad, err)
		}
	}

	// Empty lists come back as nil, as from the text form.
	var r akropolis.Record
	if err := json.Unmarshal([]byte(`{"options":{"players":2},"setup":{"line":[],"stacks":[]},"moves":[]}`), &r); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(akropolis.Record{Options: akropolis.Options{Players: 2}, Setup: &akropolis.Setup{}}, r); d != "" {
		t.Fatalf("(-want +got):\n%s", d)
	}
}

func TestReadRecordEitherForm(t *testing.T) {
	g := playRecorded(t, akropolis.Options{Players: 4, Seed: [2]uint64{8, 8}}, randomMove(rand.New(rand.NewPCG(8, 0x5eed))))
	rec := g.Record()
	text, _ := rec.MarshalText()
	js, _ := json.MarshalIndent(rec, "", "  ")
	for name, doc := range map[string][]byte{"text": text, "JSON": js} {
		got, err := akropolis.ReadRecord(bytes.NewReader(doc))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d := cmp.Diff(rec, got); d != "" {
			t.Fatalf("%s (-want +got):\n%s", name, d)
		}
	}
}

// millionMoves writes the text of a record of n moves.
func millionMoves(w io.Writer, n int) {
	fmt.Fprint(w, "[Game \"Akropolis\"]\n[Players \"2\"]\n\n")
	for i := range n {
		fmt.Fprintf(w, "%d. 0:01@(0,1)r0\n", i+1)
	}
}

// endlessRecord yields the head of a record and then move lines without
// end (all numbered 1: the reader must stop at the size, before parsing).
// It allocates nothing, so that the test measures the reader alone.
type endlessRecord struct{ n int }

const endlessHead, endlessMove = "[Game \"Akropolis\"]\n[Players \"2\"]\n\n", "1. 0:01@(0,1)r0\n"

func (e *endlessRecord) Read(p []byte) (int, error) {
	k := 0
	for k < len(p) {
		var c byte
		if e.n < len(endlessHead) {
			c = endlessHead[e.n]
		} else {
			c = endlessMove[(e.n-len(endlessHead))%len(endlessMove)]
		}
		p[k] = c
		k++
		e.n++
	}
	return k, nil
}

func TestRecordBounds(t *testing.T) {
	t.Run("million-move text", func(t *testing.T) {
		var b strings.Builder
		millionMoves(&b, 1_000_000)
		text := b.String()
		allocated := allocatedBy(func() {
			if _, err := akropolis.ParseRecord(text); !errors.Is(err, akropolis.ErrTooLarge) || !errors.Is(err, rule.ErrSyntax) {
				t.Errorf("got %v, want ErrTooLarge and ErrSyntax", err)
			}
		})
		if allocated > 1<<16 {
			t.Errorf("refusing %d bytes allocated %d bytes", len(text), allocated)
		}
	})
	t.Run("endless stream", func(t *testing.T) {
		var rec akropolis.Record
		var err error
		allocated := allocatedBy(func() { rec, err = akropolis.ReadRecord(&endlessRecord{}) })
		if !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("got %v, want ErrTooLarge", err)
		}
		if rec.Moves != nil {
			t.Error("moves read from a refused record")
		}
		if allocated > 3*akropolis.MaxRecordBytes {
			t.Errorf("reading allocated %d bytes", allocated)
		}
	})
	t.Run("1001 moves", func(t *testing.T) {
		var b strings.Builder
		millionMoves(&b, akropolis.MaxRecordMoves+1)
		_, err := akropolis.ParseRecord(b.String())
		var le *akropolis.Error
		if !errors.Is(err, akropolis.ErrTooLarge) || !errors.As(err, &le) || le.Line != 3+akropolis.MaxRecordMoves+1 {
			t.Errorf("got %v, want ErrTooLarge on line %d", err, 3+akropolis.MaxRecordMoves+1)
		}
		b.Reset()
		millionMoves(&b, akropolis.MaxRecordMoves)
		if _, err := akropolis.ParseRecord(b.String()); err != nil {
			t.Errorf("%d moves: %v", akropolis.MaxRecordMoves, err)
		}
	})
	t.Run("million-move value", func(t *testing.T) {
		rec := akropolis.Record{Options: akropolis.Options{Players: 2}, Moves: make([]akropolis.Move, 1_000_000)}
		if _, err := rec.MarshalText(); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("MarshalText: got %v, want ErrTooLarge", err)
		}
		if _, err := json.Marshal(rec); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("json.Marshal: got %v, want ErrTooLarge", err)
		}
		if g, err := rec.Replay(); g != nil || !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("Replay: got %v, want ErrTooLarge", err)
		}
	})
	t.Run("large JSON document", func(t *testing.T) {
		doc := `{"options":{"players":2},"moves":[` + strings.Repeat(`"0:01@(0,1)r0",`, 80_000) + `"0:01@(0,1)r0"]}`
		var rec akropolis.Record
		if err := json.Unmarshal([]byte(doc), &rec); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("got %v, want ErrTooLarge", err)
		}
		if _, err := akropolis.ReadRecord(strings.NewReader(doc)); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("ReadRecord: got %v, want ErrTooLarge", err)
		}
		small := `{"options":{"players":2},"moves":[` + strings.Repeat(`"0:01@(0,1)r0",`, 1500) + `"0:01@(0,1)r0"]}`
		if err := json.Unmarshal([]byte(small), &rec); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("1501 moves: got %v, want ErrTooLarge", err)
		}
	})
	t.Run("exactly the bound", func(t *testing.T) {
		head := "[Game \"Akropolis\"]\n[Players \"2\"]\n;"
		doc := head + strings.Repeat("x", akropolis.MaxRecordBytes-len(head))
		if _, err := akropolis.ReadRecord(strings.NewReader(doc)); err != nil {
			t.Errorf("%d bytes: %v", len(doc), err)
		}
		if _, err := akropolis.ReadRecord(strings.NewReader(doc + "x")); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("%d bytes: got %v, want ErrTooLarge", len(doc)+1, err)
		}
	})
	t.Run("setup tiles", func(t *testing.T) {
		text := "[Game \"Akropolis\"]\n[Players \"2\"]\n[Line \"" + strings.Repeat("01.", 62) + "01\"]\n"
		if _, err := akropolis.ParseRecord(text); !errors.Is(err, akropolis.ErrTooLarge) {
			t.Errorf("got %v, want ErrTooLarge", err)
		}
	})
}

// allocatedBy returns the bytes f allocates on the heap.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// recordGames are the golden games of testdata/records: each is played once
// with a deterministic choice of moves and stored as <name>.txt (only when
// missing, with -update; delete a record to regenerate it). The test then
// replays the stored record and compares the end of the game with
// <name>.golden.
var recordGames = []struct {
	name   string
	opts   akropolis.Options
	choose func() func([]akropolis.Move) akropolis.Move
}{
	{"2p-first-move", akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}},
		func() func([]akropolis.Move) akropolis.Move { return firstMove }},
	{"3p-all-variants-random", akropolis.Options{Players: 3, Seed: [2]uint64{7, 11},
		Scoring: variants.Options{Variants: variants.All, BarracksOutsideOnly: true}},
		func() func([]akropolis.Move) akropolis.Move { return randomMove(rand.New(rand.NewPCG(3, 0x5eed))) }},
	{"4p-zero-unlimited-random", akropolis.Options{Players: 4, Seed: [2]uint64{2024, 5},
		StonesFromZero: true, UnlimitedReserve: true, Scoring: variants.Options{Variants: variants.Of(tile.Garden), LakeAnyRegion: true}},
		func() func([]akropolis.Move) akropolis.Move { return randomMove(rand.New(rand.NewPCG(4, 0x5eed))) }},
	{"2p-all-tiles-random", akropolis.Options{Players: 2, AllTiles: true, Seed: [2]uint64{42, 0}},
		func() func([]akropolis.Move) akropolis.Move { return randomMove(rand.New(rand.NewPCG(5, 0x5eed))) }},
	{"1p-solo-metagenes-random", akropolis.Options{Players: 1, Difficulty: score.Metagenes, Seed: [2]uint64{9, 3},
		Scoring: variants.Options{Variants: variants.Of(tile.Temple, tile.Market)}},
		func() func([]akropolis.Move) akropolis.Move { return randomMove(rand.New(rand.NewPCG(6, 0x5eed))) }},
	// Athena games: completions and stop moves (4 and 2, 2 and 1).
	{"2p-athena-builder", akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{38, 23}},
		func() func([]akropolis.Move) akropolis.Move { return builderMove(rand.New(rand.NewPCG(38, 0x5eed))) }},
	{"1p-athena-callicrates-builder", akropolis.Options{Players: 1, Difficulty: score.Callicrates, Athena: true, Seed: [2]uint64{81, 23}},
		func() func([]akropolis.Move) akropolis.Move { return builderMove(rand.New(rand.NewPCG(81, 0x5eed))) }},
}

// endSummary is what the golden files hold of a finished game.
func endSummary(g *akropolis.Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turns %d\nover %v\nreserve %d\n", g.TurnsPlayed(), g.Over(), akropolis.Reserve(g))
	for k := range g.Options().Seats() {
		fmt.Fprintf(&b, "seat %d: total %d, stones %d", k, g.Total(k), g.Stones(k))
		if c := g.City(k); c != nil {
			fmt.Fprintf(&b, ", tiles %d, cells %d", c.Len(), cityview.Of(c).NumCells())
		} else {
			pile, _ := akropolis.Architect(g)
			fmt.Fprintf(&b, ", the Architect's pile of %d tiles", len(pile))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "ranks %v\nwinners %v\n", g.Ranks(), akropolis.Winners(g))
	if c := akropolis.CardsOf(g); c.InPlay() {
		fmt.Fprintf(&b, "cards %v\n", c)
	}
	return b.String()
}

func TestGoldenRecords(t *testing.T) {
	dir := filepath.Join("testdata", "records")
	for _, tc := range recordGames {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name+".txt")
			if _, err := os.Stat(path); os.IsNotExist(err) && *updateRecords {
				g := playRecorded(t, tc.opts, tc.choose())
				text, err := g.Record().MarshalText()
				if err != nil {
					t.Fatal(err)
				}
				if err := os.MkdirAll(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, text, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			rec, err := akropolis.ReadRecord(f)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Options != tc.opts {
				t.Errorf("record options %+v, want %+v", rec.Options, tc.opts)
			}
			g, err := rec.Replay()
			if err != nil {
				t.Fatal(err)
			}
			if !g.Over() {
				t.Errorf("the record stops at turn %d, before the end", g.TurnsPlayed())
			}
			got := endSummary(g)
			golden := filepath.Join(dir, tc.name+".golden")
			if *updateRecords {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(string(want), got); d != "" {
				t.Errorf("end of %s (-want +got):\n%s", path, d)
			}
		})
	}
}

// fuzzRecordSeeds are seed inputs for the record fuzz targets.
func fuzzRecordSeeds(f *testing.F) []akropolis.Record {
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{1, 2}})
	if err != nil {
		f.Fatal(err)
	}
	for range 5 {
		ms := g.AppendLegalMoves(nil)
		if err := g.Play(ms[len(ms)/2]); err != nil {
			f.Fatal(err)
		}
	}
	solo := playRecorded(f, akropolis.Options{Players: 1, Difficulty: score.Metagenes}, firstMove)
	return []akropolis.Record{g.Record(), solo.Record(), {Options: akropolis.Options{Players: 2}}}
}

// recordTextForm: ParseRecord refuses with ErrSyntax, or reads a record
// that writes back and reads back the same.
func recordTextForm(f *testing.F) formtest.Form {
	var seeds []string
	for _, r := range fuzzRecordSeeds(f) {
		text, err := r.MarshalText()
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(text))
	}
	seeds = append(seeds,
		"[Game \"Akropolis\"]\n[Players \"2\"]\n[Stacks \"\"]\n1. 0:01@(0,1)r0 ; x\n",
		"[Game \"Akropolis\"]\n[Players \"-0\"]\n[Line \" \"]\n",
	)
	return formtest.Form{Key: 'r', Name: "record", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		rec, err := akropolis.ParseRecord(s)
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatalf("%v\n%q", err, s)
		}
		back, err := akropolis.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if d := cmp.Diff(rec, back); d != "" {
			t.Fatalf("(-parsed +re-parsed):\n%s", d)
		}
		rec.Replay() // must not panic
	}}
}

// recordJSONForm: a record's JSON reads back the same, in JSON and in
// text; the form is strict.
func recordJSONForm(f *testing.F) formtest.Form {
	var seeds []string
	for _, r := range fuzzRecordSeeds(f) {
		js, err := json.Marshal(r)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(js))
	}
	seeds = append(seeds,
		`{"options":{"players":2,"level":"callicrates","seed":""},"setup":{"line":[]},"moves":[]}`,
		`{"Options":{"Players":2},"moves":null}`,
	)
	before := akropolis.Record{Options: akropolis.Options{Players: 3}}
	return formtest.Form{Key: 'r', Name: "record", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.JSON(t, b, before, codec((*akropolis.Record).UnmarshalJSON, marshalJSON, nil))
		var rec akropolis.Record
		if err := json.Unmarshal(b, &rec); err != nil {
			return // a JSON syntax error is encoding/json's own kind
		}
		js, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		var back akropolis.Record
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatalf("%v\n%s", err, js)
		}
		if d := cmp.Diff(rec, back); d != "" {
			t.Fatalf("(-parsed +re-parsed):\n%s", d)
		}
		// The two forms hold the same records.
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		fromText, err := akropolis.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if d := cmp.Diff(rec, fromText); d != "" {
			t.Fatalf("(-JSON +text):\n%s", d)
		}
	}}
}

// Write a game's record as text, read it back and replay it.
func ExampleGame_Record() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"0:22@(-1,-2)r1", "0:30@(-1,-2)r1", "0:15@(-1,-4)r1"} {
		m, err := akropolis.ParseMove(text)
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	text, err := g.Record().MarshalText()
	if err != nil {
		panic(err)
	}
	fmt.Print(string(text))

	rec, err := akropolis.ParseRecord(string(text))
	if err != nil {
		panic(err)
	}
	replayed, err := rec.Replay()
	if err != nil {
		panic(err)
	}
	fmt.Println("same game:", replayed.Equal(g))
	// Output:
	// [Game "Akropolis"]
	// [Players "2"]
	// [Rules "none"]
	// [AllTiles "false"]
	// [StonesFromZero "false"]
	// [UnlimitedReserve "false"]
	// [Seed "1 2"]
	// [Line "22.30.15.19"]
	// [Stacks "21.07.13/25.36.20/26.09.05/17.32.33/01.34.02/11.31.27/10.03.24/12.18.06/04.14.16/37.08.35/28.23.29"]
	//
	// 1. 0:22@(-1,-2)r1 ; seat 0
	// 2. 0:30@(-1,-2)r1 ; seat 1
	// 3. 0:15@(-1,-4)r1 ; seat 0
	// same game: true
}

// A record that breaks a rule replays up to the illegal move, and the error
// names the turn and the rule.
func ExampleRecord_Replay() {
	rec, err := akropolis.ParseRecord(`[Game "Akropolis"]
[Players "2"]
[Seed "1 2"]

1. 0:22@(-1,-2)r1  ; seat 0
2. 0:30@(-1,-2)r1  ; seat 1
3. 0:15@(0,5)r0    ; seat 0: far from the city
`)
	if err != nil {
		panic(err)
	}
	g, err := rec.Replay()
	fmt.Println(err)
	fmt.Println(errors.Is(err, city.ErrNotAdjacent), g.TurnsPlayed())
	// Output:
	// akropolis: replay: move 3 (turn 3), seat 0, 0:15@(0,5)r0: city: placement 15@(0,5)r0: ground tile does not touch the city
	// true 2
}

// A game continued from a position records the position, as a PGN records
// its FEN, and its record replays to the same game in both forms.
func TestRecordFromPosition(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 3, Seed: [2]uint64{7, 8}},
		{Players: 1, Difficulty: score.Metagenes, Seed: [2]uint64{3, 4}},
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
