package arena

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/internal/gobuild"
	"github.com/google/go-cmp/cmp"
)

// engine builds examples/engine once for the tests of this package and
// returns the program's path.
func engine(t *testing.T) string { return gobuild.Program(t, "../engine") }

func TestMain(m *testing.M) {
	code := m.Run()
	gobuild.Clean()
	os.Exit(code)
}

// newConfig is a tournament of the tests, its players given as a -bots
// list.
func newConfig(t *testing.T, players int, seed [2]uint64, bots string, games int) Config {
	t.Helper()
	b, err := ParseBots(bots, players)
	if err != nil {
		t.Fatal(err)
	}
	return Config{Options: akropolis.Options{Players: players, Seed: seed}, Bots: b, Games: games, Workers: 4, MoveTime: time.Minute}
}

// playTable plays the tournament, its players named as their engines
// announce (as a program would ask them), writes its results to the file
// when one is named, and returns its table and results.
func playTable(t *testing.T, c Config, results string) (string, []Result) {
	t.Helper()
	c.Names = EngineNames(c.Bots, c.MoveTime)
	rs, err := c.Play()
	if err != nil {
		t.Fatal(err)
	}
	if results != "" {
		if err := c.Tournament().WriteResults(results, c.shard(), rs); err != nil {
			t.Fatal(err)
		}
	}
	var b bytes.Buffer
	c.Tournament().WriteTable(&b, rs)
	return b.String(), rs
}

// readBack reads one results file back.
func readBack(t *testing.T, name string) []Result {
	t.Helper()
	_, rs, err := Merge([]string{name})
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// readRecord reads a record file and replays it.
func readRecord(t *testing.T, name string) (akropolis.Record, *akropolis.Game) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := akropolis.ReadAny(f)
	r, ok := doc.(akropolis.Record)
	if err != nil || !ok {
		t.Fatalf("%s: %v, not a record", name, err)
	}
	g, err := r.Replay()
	if err != nil {
		t.Fatalf("%s does not replay: %v", name, err)
	}
	return r, g
}

// TestForfeits runs the engine misbehaving in each way at its third move:
// it must lose by forfeit with the reason given, rank last, and leave a
// record of the five good moves that replays.
func TestForfeits(t *testing.T) {
	// The engine's good moves take milliseconds: a minute a move lets a
	// loaded machine be as slow as it likes, and only the timeout case,
	// which waits out the budget and its second of grace, has a short one.
	for _, tc := range []struct {
		kind, reason string
		movetime     time.Duration
	}{
		{"illegal", "illegal move: ", time.Minute},
		{"timeout", "no answer in time", time.Second},
		{"crash", "engine exited: its output ended: exit status 3", time.Minute},
		{"garbage", `unreadable answer: want move (line "my move is the blue one")`, time.Minute},
		{"refuse", "engine reported an error: this engine refuses to move", time.Minute},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			dir := t.TempDir()
			rec, results := filepath.Join(dir, "games"), filepath.Join(dir, "results.json")
			bad := "exec:" + engine(t) + " -misbehave " + tc.kind + " -after 2"
			c := newConfig(t, 2, [2]uint64{3, 0}, "greedy,"+bad, 2)
			c.MoveTime, c.Record = tc.movetime, rec
			out, _ := playTable(t, c, results)
			if !strings.Contains(out, "forfeits after 5 moves: "+tc.reason) || !strings.Contains(out, "forfeits after 4 moves: "+tc.reason) {
				t.Errorf("the table does not give the forfeits and their reason %q:\n%s", tc.reason, out)
			}
			for i, r := range readBack(t, results) {
				lost := 1 - i // the engine sits at seat 1, then at seat 0
				if r.Forfeit == nil || r.Forfeit.Seat != lost || r.Ranks[lost] != 2 || r.Ranks[1-lost] != 1 {
					t.Errorf("game %d: forfeit %+v, ranks %v: want seat %d to forfeit and rank 2", i+1, r.Forfeit, r.Ranks, lost)
				}
				name := filepath.Join(rec, RecordName(i, 2))
				r, g := readRecord(t, name)
				if want := 5 - i; len(r.Moves) != want || g.Over() {
					t.Errorf("%s: %d moves, over %v; want the %d moves before the forfeit", name, len(r.Moves), g.Over(), want)
				}
				b, _ := os.ReadFile(name)
				if !strings.Contains(string(b), "; seat "+string(rune('0'+lost))+" forfeits after") {
					t.Errorf("%s does not say who forfeited:\n%s", name, b)
				}
			}
		})
	}
}

// TestWorkers checks that the number of workers changes nothing in the
// results.
func TestWorkers(t *testing.T) {
	dir := t.TempDir()
	games := 15
	if testing.Short() {
		games = 5
	}
	var outs, jsons []string
	for _, w := range []int{1, 3, 8} {
		name := filepath.Join(dir, strconv.Itoa(w)+".json")
		c := newConfig(t, 3, [2]uint64{4, 5}, "greedy,random", games)
		c.Workers = w
		out, _ := playTable(t, c, name)
		outs = append(outs, out)
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		jsons = append(jsons, string(b))
	}
	for i := 1; i < len(outs); i++ {
		if diff := cmp.Diff(outs[0], outs[i]); diff != "" {
			t.Errorf("table with %d workers differs from 1 worker (-1 +n):\n%s", []int{1, 3, 8}[i], diff)
		}
		if jsons[0] != jsons[i] {
			t.Errorf("results with %d workers differ from 1 worker", []int{1, 3, 8}[i])
		}
	}
}

// TestShardsMerge splits a tournament in three shards and checks that
// their merged results print the table of the whole run and hold the same
// games.
func TestShardsMerge(t *testing.T) {
	dir := t.TempDir()
	games := 11
	if testing.Short() {
		games = 5 // a game or two in each shard
	}
	c := newConfig(t, 4, [2]uint64{2, 9}, "random,greedy,random,greedy", games)
	whole := filepath.Join(dir, "whole.json")
	want, _ := playTable(t, c, whole)
	var names []string
	for i := 1; i <= 3; i++ {
		name := filepath.Join(dir, strconv.Itoa(i)+"of3.json")
		names = append(names, name)
		shard := c
		shard.Shard, shard.Workers = [2]int{i, 3}, 2
		if part, _ := playTable(t, shard, name); !strings.Contains(part, "Played:   ") {
			t.Errorf("shard %d/3 does not say which games it played:\n%s", i, part)
		}
	}
	tour, results, err := Merge(names)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	tour.WriteTable(&got, results)
	if diff := cmp.Diff(want, got.String()); diff != "" {
		t.Errorf("merged table differs from the whole run's (-whole +merged):\n%s", diff)
	}
	merged := filepath.Join(dir, "merged.json")
	if err := tour.WriteResults(merged, [2]int{1, 1}, results); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(whole)
	b, _ := os.ReadFile(merged)
	if !bytes.Equal(a, b) {
		t.Errorf("merged results differ from the whole run's:\n%s\n%s", a, b)
	}
}

// TestMergeErrors checks that results that do not belong together, or do
// not read, are refused.
func TestMergeErrors(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	c := newConfig(t, 2, [2]uint64{1, 0}, "greedy,random", 4)
	c.Shard = [2]int{1, 2}
	playTable(t, c, a)
	c.Options.Seed, c.Shard = [2]uint64{2, 0}, [2]int{2, 2}
	playTable(t, c, b)
	good, _ := os.ReadFile(a)
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name  string
		files []string
		want  string
	}{
		{"different seeds", []string{a, b}, "a different tournament"},
		{"twice", []string{a, a}, "is in more than one file"},
		{"missing", []string{filepath.Join(dir, "none.json")}, "no such file"},
		{"unknown name", []string{write("u.json", strings.Replace(string(good), `"shard"`, `"shards"`, 1))}, "unknown name"},
		{"duplicate name", []string{write("d.json", strings.Replace(string(good), `"shard":"1/2"`, `"shard":"1/2","shard":"1/2"`, 1))}, "given twice"},
		{"version", []string{write("v.json", strings.Replace(string(good), `"version":1`, `"version":2`, 1))}, "version 2"},
		{"trailing", []string{write("t.json", string(good)+"{}")}, "data after the document"},
		{"bad seat", []string{write("s.json", strings.Replace(string(good), `"seats":[0,1]`, `"seats":[0,7]`, 1))}, "seat 1: player 7"},
	} {
		if _, _, err := Merge(tc.files); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v; want one saying %q", tc.name, err, tc.want)
		}
	}
}

// TestRecordDir checks that Record writes every game's record, each
// replaying to the end with the result the table counts.
func TestRecordDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "records")
	results := filepath.Join(t.TempDir(), "r.json")
	c := newConfig(t, 3, [2]uint64{8, 0}, "greedy,random", 5)
	c.Record = dir
	playTable(t, c, results)
	entries, _ := os.ReadDir(dir)
	if len(entries) != 5 {
		t.Fatalf("%d records, want 5", len(entries))
	}
	for i, r := range readBack(t, results) {
		_, g := readRecord(t, filepath.Join(dir, RecordName(i, 5)))
		if !g.Over() || !cmp.Equal(g.Ranks(), r.Ranks) {
			t.Errorf("game %d: record ends over=%v with ranks %v, results say %v", i+1, g.Over(), g.Ranks(), r.Ranks)
		}
	}
}

func TestRotation(t *testing.T) {
	c := Config{Options: akropolis.Options{Players: 3, Seed: [2]uint64{5, 10}}}
	for i, want := range []struct {
		seed  [2]uint64
		seats []int
	}{
		{[2]uint64{5, 10}, []int{0, 1, 2}},
		{[2]uint64{5, 10}, []int{1, 2, 0}},
		{[2]uint64{5, 10}, []int{2, 0, 1}},
		{[2]uint64{5, 11}, []int{0, 1, 2}},
	} {
		seed, seats := c.rotation(i)
		if seed != want.seed || !cmp.Equal(seats, want.seats) {
			t.Errorf("game %d: seed %v seats %v, want %v %v", i, seed, seats, want.seed, want.seats)
		}
	}
}

func TestShardRange(t *testing.T) {
	// 10 games in 3 shards: 0-2, 3-5, 6-9.
	for i, want := range [][2]int{{0, 3}, {3, 6}, {6, 10}} {
		if lo, hi := shardRange(10, [2]int{i + 1, 3}); lo != want[0] || hi != want[1] {
			t.Errorf("shard %d/3 of 10: %d..%d, want %v", i+1, lo, hi, want)
		}
	}
}

// TestResultsJSON checks the JSON form of a game result.
func TestResultsJSON(t *testing.T) {
	r := Result{Game: 3, Seats: []int{1, 0}, Totals: []int{40, 50}, Stones: []int{1, 2}, Ranks: []int{1, 2},
		Moves: 7, Forfeit: &Forfeit{Seat: 1, Turn: 7, Reason: "no answer in time"}}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"game":3,"seats":[1,0],"totals":[40,50],"stones":[1,2],"ranks":[1,2],"moves":7,"forfeit":{"seat":1,"turn":7,"reason":"no answer in time"}}`
	if string(b) != want {
		t.Errorf("got %s\nwant %s", b, want)
	}
}

// TestSoloForfeit checks that a solo player who forfeits loses to the
// Architect in the results and the Elo table even when ahead on points: in
// game 1 of seed 3 the engine, misbehaving at its third move, leads 5 to 4.
func TestSoloForfeit(t *testing.T) {
	results := filepath.Join(t.TempDir(), "results.json")
	bad := "exec:" + engine(t) + " -misbehave illegal -after 2"
	out, _ := playTable(t, newConfig(t, 1, [2]uint64{3, 0}, bad, 2), results)
	games := readBack(t, results)
	if g := games[0]; len(g.Totals) != 2 || g.Totals[0] <= g.Totals[1] {
		t.Fatalf("game 1 totals %v: the case needs the player ahead on points", g.Totals)
	}
	for i, g := range games {
		if g.Forfeit == nil || g.Forfeit.Seat != 0 || !slices.Equal(g.Ranks, []int{2, 1}) {
			t.Errorf("game %d: forfeit %+v, ranks %v; want seat 0 to forfeit and ranks [2 1]", i+1, g.Forfeit, g.Ranks)
		}
	}
	// The engine announces the player inside it, greedy, and goes by that name.
	if p, a := eloOf(t, out, "greedy"), eloOf(t, out, "architect"); p >= a {
		t.Errorf("Elo %d for the player, %d for the Architect; want the Architect above:\n%s", p, a, out)
	}
}

// eloOf returns the Elo in the last column of the table row of a player.
func eloOf(t *testing.T, out, player string) int {
	t.Helper()
	for line := range strings.Lines(out) {
		if rest, ok := strings.CutPrefix(line, player+" "); ok {
			f := strings.Fields(rest)
			n, err := strconv.Atoi(f[len(f)-1])
			if err != nil {
				t.Fatalf("row %q: %v", line, err)
			}
			return n
		}
	}
	t.Fatalf("no row for %q in:\n%s", player, out)
	return 0
}

// TestSoloTournamentRecords checks that a solo tournament writes its
// records, naming the player and the Architect at their seats as the table
// names them (it stopped on the Architect's seat, which no entry of Bots
// holds), and that an external engine goes by the name it announces.
func TestSoloTournamentRecords(t *testing.T) {
	dir := t.TempDir()
	c := newConfig(t, 1, [2]uint64{3, 0}, "exec:"+engine(t)+" -player random", 2)
	c.Record = dir
	playTable(t, c, "")
	for i := range 2 {
		name := filepath.Join(dir, RecordName(i, 2))
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), "; seat 0: random\n") || !strings.Contains(string(b), "; seat 1: architect\n") {
			t.Errorf("%s does not name the seats as the table does:\n%.300s", name, b)
		}
		readRecord(t, name)
	}
}
