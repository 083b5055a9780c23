package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/arena"
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

// TestOneGameForfeit checks the single game's report of a forfeit, that
// an engine that cannot start forfeits before the first move, and that a
// solo player who forfeits loses to the Architect.
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
	bad := "exec:" + engine(t) + " -misbehave illegal -after 2"
	out = play(t, "-players", "1", "-seed", "3", "-quiet", "-movetime", "1m", "-bots", bad)
	if !strings.Contains(out, "The Architect wins: the player forfeited.") {
		t.Errorf("one solo game's output:\n%s", out)
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
		{filepath.Join(games, arena.RecordName(0, 4)), []string{"; seat 0: greedy", "; seat 1: random", "; seat 2: greedy#2"}},
		{filepath.Join(games, arena.RecordName(1, 4)), []string{"; seat 0: random", "; seat 1: greedy#2", "; seat 2: greedy"}},
		{filepath.Join(games, arena.RecordName(2, 4)), []string{"; seat 0: greedy#2", "; seat 1: greedy", "; seat 2: random"}},
		{filepath.Join(games, arena.RecordName(3, 4)), []string{"; seat 0: greedy", "; seat 1: random", "; seat 2: greedy#2"}},
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
