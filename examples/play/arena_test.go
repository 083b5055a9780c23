package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/google/go-cmp/cmp"
)

var (
	engineOnce sync.Once
	enginePath string
	engineErr  error
)

// engine builds examples/engine once for the tests of this package and
// returns the program's path.
func engine(t *testing.T) string {
	t.Helper()
	engineOnce.Do(func() {
		dir, err := os.MkdirTemp("", "akropolis-engine")
		if err != nil {
			engineErr = err
			return
		}
		enginePath = filepath.Join(dir, "engine")
		out, err := exec.Command("go", "build", "-o", enginePath, "../engine").CombinedOutput()
		if err != nil {
			engineErr = err
			enginePath = string(out)
		}
	})
	if engineErr != nil {
		t.Fatalf("go build ../engine: %v\n%s", engineErr, enginePath)
	}
	return enginePath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if enginePath != "" && engineErr == nil {
		os.RemoveAll(filepath.Dir(enginePath))
	}
	os.Exit(code)
}

// play runs the program and returns its output; it fails the test on a
// non-zero exit.
func play(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if code := run(args, &out, &errs); code != 0 {
		t.Fatalf("play %q: exit %d: %s", args, code, errs.String())
	}
	return out.String()
}

// readRecord reads a record file and replays it.
func readRecord(t *testing.T, name string) (akropolis.Record, *akropolis.Game) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := akropolis.ReadRecord(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	g, err := r.Replay()
	if err != nil {
		t.Fatalf("%s does not replay: %v", name, err)
	}
	return r, g
}

// TestEngineGames plays whole games between the example engine, run as a
// separate process, and the built-in players through the protocol: the
// engine with greedy inside must play exactly the moves of the built-in
// greedy player in its seat, so the records are equal.
func TestEngineGames(t *testing.T) {
	eng := "exec:" + engine(t) + " -player greedy"
	mcts := "mcts:60"
	if testing.Short() {
		mcts = "mcts:15"
	}
	for _, tc := range []struct{ name, args, external, builtIn string }{
		{"two players", "-seed 3", "greedy," + eng, "greedy,greedy"},
		{"four players", "-players 4 -seed 5 -variants all", eng + ",random,greedy,random", "greedy,random,greedy,random"},
		{"three players all tiles", "-players 3 -seed 6 -all-tiles -stones-from-zero", "random," + eng + "," + eng, "random,greedy,greedy"},
		{"solo", "-players 1 -seed 7 -level callicrates", eng, "greedy"},
		// The search player on a playout budget is deterministic: given the
		// seed the arena gives the built-in at seat 1, the engine plays the
		// same moves.
		{"mcts", "-seed 9", "greedy,exec:" + engine(t) + " -player " + mcts + " -seed " + mctsSeed(9, 1), "greedy," + mcts},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			a, b := filepath.Join(dir, "external.txt"), filepath.Join(dir, "builtin.txt")
			// A minute a move: the engine answers in milliseconds, and a
			// loaded machine must not make it forfeit.
			out := play(t, append(strings.Fields(tc.args), "-quiet", "-movetime", "1m", "-record", a, "-bots", tc.external)...)
			play(t, append(strings.Fields(tc.args), "-quiet", "-record", b, "-bots", tc.builtIn)...)
			if strings.Contains(out, "forfeit") {
				t.Fatalf("a forfeit:\n%s", out)
			}
			ra, ga := readRecord(t, a)
			rb, _ := readRecord(t, b)
			if !ga.Over() {
				t.Errorf("the game with the engine did not reach its end: %d moves", len(ra.Moves))
			}
			if diff := cmp.Diff(rb.Moves, ra.Moves); diff != "" {
				t.Errorf("moves through the protocol differ from the built-in player's (-builtin +engine):\n%s", diff)
			}
		})
	}
}

// mctsSeed is the -seed of a built-in player at entry index of a game
// dealt with seed (a, 0), as builtIn draws it.
func mctsSeed(a uint64, index int) string {
	return fmt.Sprintf("%d:%d", a^0x5eed, uint64(index+1)*0x9e3779b97f4a7c15)
}

// TestForfeits runs the engine misbehaving in each way at its third move:
// it must lose by forfeit with the reason given, rank last, and leave a
// record of the five good moves that replays.
func TestForfeits(t *testing.T) {
	// The engine's good moves take milliseconds: a minute a move lets a
	// loaded machine be as slow as it likes, and only the timeout case,
	// which waits out the budget and its second of grace, has a short one.
	for _, tc := range []struct{ kind, reason, movetime string }{
		{"illegal", "illegal move: ", "1m"},
		{"timeout", "no answer in time", "1s"},
		{"crash", "engine exited: its output ended: exit status 3", "1m"},
		{"garbage", `unreadable answer: want move (line "my move is the blue one")`, "1m"},
		{"refuse", "engine reported an error: this engine refuses to move", "1m"},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			dir := t.TempDir()
			rec, results := filepath.Join(dir, "games"), filepath.Join(dir, "results.json")
			bad := "exec:" + engine(t) + " -misbehave " + tc.kind + " -after 2"
			out := play(t, "-games", "2", "-seed", "3", "-bots", "greedy,"+bad, "-movetime", tc.movetime,
				"-record", rec, "-results", results)
			if !strings.Contains(out, "forfeits after 5 moves: "+tc.reason) || !strings.Contains(out, "forfeits after 4 moves: "+tc.reason) {
				t.Errorf("the output does not give the forfeits and their reason %q:\n%s", tc.reason, out)
			}
			f, err := readResults(results)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range f.Games {
				lost := 1 - i // the engine sits at seat 1, then at seat 0
				if r.Forfeit == nil || r.Forfeit.Seat != lost || r.Ranks[lost] != 2 || r.Ranks[1-lost] != 1 {
					t.Errorf("game %d: forfeit %+v, ranks %v: want seat %d to forfeit and rank 2", i+1, r.Forfeit, r.Ranks, lost)
				}
				name := filepath.Join(rec, recordName(i, 2))
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

// TestOneGameForfeit checks the single game's report of a forfeit and
// that an engine that cannot start forfeits before the first move.
func TestOneGameForfeit(t *testing.T) {
	out := play(t, "-seed", "3", "-quiet", "-movetime", "1m", "-bots", "greedy,exec:"+engine(t)+" -misbehave garbage")
	if !strings.Contains(out, "seat 1 (exec:"+engine(t)+" -misbehave garbage) forfeits the game after 1 move: unreadable answer") ||
		!strings.Contains(out, "  (forfeited)\nWinner: seat 0 (greedy)") {
		t.Errorf("output:\n%s", out)
	}
	out = play(t, "-seed", "3", "-quiet", "-bots", "exec:/nonexistent/engine,greedy")
	if !strings.Contains(out, "seat 0 (exec:/nonexistent/engine) forfeits the game after 0 moves: cannot start") {
		t.Errorf("output:\n%s", out)
	}
}

// TestWorkers checks that the number of workers changes nothing in the
// results.
func TestWorkers(t *testing.T) {
	dir := t.TempDir()
	games := "15"
	if testing.Short() {
		games = "5"
	}
	var outs, jsons []string
	for _, w := range []string{"1", "3", "8"} {
		name := filepath.Join(dir, w+".json")
		outs = append(outs, play(t, "-games", games, "-players", "3", "-seed", "4,5", "-bots", "greedy,random", "-workers", w, "-results", name))
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
	games := "11"
	if testing.Short() {
		games = "5" // a game or two in each shard
	}
	args := []string{"-games", games, "-seed", "2,9", "-bots", "random,greedy,random,greedy", "-players", "4"}
	whole := filepath.Join(dir, "whole.json")
	want := play(t, append(args, "-results", whole)...)
	var names []string
	for _, s := range []string{"1/3", "2/3", "3/3"} {
		name := filepath.Join(dir, strings.ReplaceAll(s, "/", "of")+".json")
		names = append(names, name)
		part := play(t, append(args, "-shard", s, "-results", name, "-workers", "2")...)
		if !strings.Contains(part, "Played:   ") {
			t.Errorf("shard %s does not say which games it played:\n%s", s, part)
		}
	}
	merged := filepath.Join(dir, "merged.json")
	got := play(t, "-merge", strings.Join(names, ","), "-results", merged)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("merged table differs from the whole run's (-whole +merged):\n%s", diff)
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
	play(t, "-games", "4", "-seed", "1", "-shard", "1/2", "-results", a)
	play(t, "-games", "4", "-seed", "2", "-shard", "2/2", "-results", b)
	good, _ := os.ReadFile(a)
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct{ name, files, want string }{
		{"different seeds", a + "," + b, "a different tournament"},
		{"twice", a + "," + a, "is in more than one file"},
		{"missing", filepath.Join(dir, "none.json"), "no such file"},
		{"unknown name", write("u.json", strings.Replace(string(good), `"shard"`, `"shards"`, 1)), "unknown name"},
		{"duplicate name", write("d.json", strings.Replace(string(good), `"shard":"1/2"`, `"shard":"1/2","shard":"1/2"`, 1)), "given twice"},
		{"version", write("v.json", strings.Replace(string(good), `"version":1`, `"version":2`, 1)), "version 2"},
		{"trailing", write("t.json", string(good)+"{}"), "data after the document"},
		{"bad seat", write("s.json", strings.Replace(string(good), `"seats":[0,1]`, `"seats":[0,7]`, 1)), "seat 1: player 7"},
	} {
		var out, errs bytes.Buffer
		if code := run([]string{"-merge", tc.files}, &out, &errs); code != 1 || !strings.Contains(errs.String(), tc.want) {
			t.Errorf("%s: exit %d, stderr %q; want 1 and %q", tc.name, code, errs.String(), tc.want)
		}
	}
}

// TestRecordDir checks that -record DIR writes every game's record, each
// replaying to the end with the result the table counts.
func TestRecordDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "records")
	results := filepath.Join(t.TempDir(), "r.json")
	play(t, "-games", "5", "-players", "3", "-seed", "8", "-record", dir, "-results", results)
	f, err := readResults(results)
	if err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 5 {
		t.Fatalf("%d records, want 5", len(entries))
	}
	for i, r := range f.Games {
		_, g := readRecord(t, filepath.Join(dir, recordName(i, 5)))
		if !g.Over() || !cmp.Equal(g.Ranks(), r.Ranks) {
			t.Errorf("game %d: record ends over=%v with ranks %v, results say %v", i+1, g.Over(), g.Ranks(), r.Ranks)
		}
	}
}

func TestRotation(t *testing.T) {
	cfg := config{opts: akropolis.Options{Players: 3, Seed: [2]uint64{5, 10}}}
	for i, want := range []struct {
		seed  [2]uint64
		seats []int
	}{
		{[2]uint64{5, 10}, []int{0, 1, 2}},
		{[2]uint64{5, 10}, []int{1, 2, 0}},
		{[2]uint64{5, 10}, []int{2, 0, 1}},
		{[2]uint64{5, 11}, []int{0, 1, 2}},
	} {
		seed, seats := rotation(cfg, i)
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
	r := gameResult{Game: 3, Seats: []int{1, 0}, Totals: []int{40, 50}, Stones: []int{1, 2}, Ranks: []int{1, 2},
		Moves: 7, Forfeit: &forfeit{Seat: 1, Turn: 7, Reason: "no answer in time"}}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"game":3,"seats":[1,0],"totals":[40,50],"stones":[1,2],"ranks":[1,2],"moves":7,"forfeit":{"seat":1,"turn":7,"reason":"no answer in time"}}`
	if string(b) != want {
		t.Errorf("got %s\nwant %s", b, want)
	}
}

// TestRecordNamesSeats checks that a written record names the player at
// each seat in comment lines, and still reads back and replays: one game
// with -record FILE, and a tournament with -record DIR, whose seats rotate
// and whose second player of a name is named as in the table.
func TestRecordNamesSeats(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "one.txt")
	play(t, "-seed", "8", "-quiet", "-bots", "random,greedy", "-record", one)
	games := filepath.Join(dir, "games")
	play(t, "-games", "4", "-players", "3", "-seed", "8", "-bots", "greedy,random,greedy", "-record", games)
	solo := filepath.Join(dir, "solo.txt")
	play(t, "-players", "1", "-seed", "3", "-quiet", "-bots", "random", "-record", solo)
	for _, tc := range []struct {
		file string
		want []string
	}{
		{one, []string{"; seat 0: random", "; seat 1: greedy"}},
		{filepath.Join(games, recordName(0, 4)), []string{"; seat 0: greedy", "; seat 1: random", "; seat 2: greedy#2"}},
		{filepath.Join(games, recordName(1, 4)), []string{"; seat 0: random", "; seat 1: greedy#2", "; seat 2: greedy"}},
		{filepath.Join(games, recordName(2, 4)), []string{"; seat 0: greedy#2", "; seat 1: greedy", "; seat 2: random"}},
		{filepath.Join(games, recordName(3, 4)), []string{"; seat 0: greedy", "; seat 1: random", "; seat 2: greedy#2"}},
		{solo, []string{"; seat 0: random", "; seat 1: the Architect"}},
	} {
		b, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(b), "\n")
		if len(lines) < len(tc.want) || !cmp.Equal(lines[:len(tc.want)], tc.want) {
			t.Errorf("%s begins\n%s\nwant\n%s", filepath.Base(tc.file), strings.Join(lines[:min(len(lines), len(tc.want))], "\n"), strings.Join(tc.want, "\n"))
		}
		if _, g := readRecord(t, tc.file); !g.Over() {
			t.Errorf("%s: the replayed game is not over", filepath.Base(tc.file))
		}
	}
}

// TestSoloForfeit checks that a solo player who forfeits loses to the
// Architect in the results and the Elo table even when ahead on points: in
// game 1 of seed 3 the engine, misbehaving at its third move, leads 5 to 4.
func TestSoloForfeit(t *testing.T) {
	results := filepath.Join(t.TempDir(), "results.json")
	bad := "exec:" + engine(t) + " -misbehave illegal -after 2"
	out := play(t, "-players", "1", "-games", "2", "-seed", "3", "-movetime", "1m", "-bots", bad, "-results", results)
	f, err := readResults(results)
	if err != nil {
		t.Fatal(err)
	}
	if g := f.Games[0]; len(g.Totals) != 2 || g.Totals[0] <= g.Totals[1] {
		t.Fatalf("game 1 totals %v: the case needs the player ahead on points", g.Totals)
	}
	for i, g := range f.Games {
		if g.Forfeit == nil || g.Forfeit.Seat != 0 || !slices.Equal(g.Ranks, []int{2, 1}) {
			t.Errorf("game %d: forfeit %+v, ranks %v; want seat 0 to forfeit and ranks [2 1]", i+1, g.Forfeit, g.Ranks)
		}
	}
	// The engine announces the player inside it, greedy, and goes by that name.
	if p, a := eloOf(t, out, "greedy"), eloOf(t, out, "architect"); p >= a {
		t.Errorf("Elo %d for the player, %d for the Architect; want the Architect above:\n%s", p, a, out)
	}
	one := play(t, "-players", "1", "-seed", "3", "-quiet", "-movetime", "1m", "-bots", bad)
	if !strings.Contains(one, "The Architect wins: the player forfeited.") {
		t.Errorf("one game's output:\n%s", one)
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

// TestExecQuotedPath runs an engine whose path holds a space, quoted in
// -bots, in one game and in a tournament, whose table names it by the name
// it announces ("random", the player inside it), not by its command line.
func TestExecQuotedPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my engines")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(engine(t))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "the engine")
	if err := os.WriteFile(path, b, 0o755); err != nil {
		t.Fatal(err)
	}
	bot := `exec:"` + path + `" -player random`
	one := play(t, "-seed", "3", "-quiet", "-movetime", "1m", "-bots", "greedy,"+bot)
	if strings.Contains(one, "forfeit") || !strings.Contains(one, "seat 1 ("+bot+")") {
		t.Errorf("one game:\n%s", one)
	}
	out := play(t, "-games", "2", "-seed", "3", "-movetime", "1m", "-bots", "greedy,"+bot)
	eloOf(t, out, "greedy")
	eloOf(t, out, "random")
	if !strings.Contains(out, "Forfeits: none.") || strings.Contains(out, "\nexec:") {
		t.Errorf("tournament:\n%s", out)
	}
}

// TestSoloTournamentRecords checks that a solo tournament writes its
// records, naming the player and the Architect at their seats as the table
// names them (it stopped on the Architect's seat, which no -bots entry
// holds), and that an external engine goes by the name it announces.
func TestSoloTournamentRecords(t *testing.T) {
	dir := t.TempDir()
	play(t, "-players", "1", "-games", "2", "-seed", "3", "-movetime", "1m", "-bots", "exec:"+engine(t)+" -player random", "-record", dir)
	for i := range 2 {
		name := filepath.Join(dir, recordName(i, 2))
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
