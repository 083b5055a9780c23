package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// python3 skips the test when python3 is not on PATH, except on CI (the
// CI variable set), where the Python bot's tests must run.
func python3(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("python3 is not on PATH on CI: %v", err)
		}
		t.Skip("python3 is not on PATH")
	}
}

// TestPythonBotGames: the Python bot of examples/pybot, which has no rules
// code, plays whole games through the protocol against the built-in
// players, with every number of players and both its policies, with the
// Athena expansion too, without a forfeit: every move it chose from the
// referee's legal lines was legal, construction moves included.
func TestPythonBotGames(t *testing.T) {
	python3(t)
	t.Chdir("../..")
	bot := "exec:python3 examples/pybot/bot.py"
	for _, tc := range []struct{ name, args string }{
		{"two players", "-seed 3 -bots greedy," + bot},
		{"four players, random", "-players 4 -seed 5 -variants all -bots " + bot + " --random --seed 2,random,mcts:20,greedy"},
		{"three players all tiles", "-players 3 -seed 6 -all-tiles -stones-from-zero -bots random," + bot + "," + bot + " --seed 9"},
		{"solo", "-players 1 -seed 7 -level callicrates -bots " + bot},
		{"athena", "-athena -seed 3 -bots greedy," + bot},
		{"athena solo", "-athena -players 1 -seed 4 -level metagenes -bots " + bot + " --random"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := filepath.Join(t.TempDir(), "game.txt")
			args := append(argsWithBots(tc.args), "-quiet", "-record", rec)
			out := play(t, args...)
			if strings.Contains(out, "forfeit") {
				t.Fatalf("a forfeit:\n%s", out)
			}
			if _, g := readRecord(t, rec); !g.Over() {
				t.Errorf("the game did not reach its end")
			}
		})
	}
}

// TestPythonBotTournament is the README's tournament: 20 games, seats
// rotated, between greedy and the Python bot, with no forfeit.
func TestPythonBotTournament(t *testing.T) {
	python3(t)
	t.Chdir("../..")
	out := play(t, "-games", "20", "-seed", "1", "-bots", "greedy,exec:python3 examples/pybot/bot.py")
	if !strings.Contains(out, "Akropolis, 20 games") || !strings.Contains(out, "Forfeits: none.") {
		t.Errorf("the tournament:\n%s", out)
	}
}

// argsWithBots splits args at spaces, but keeps the value of -bots (the last
// flag of args) whole, as a shell would with it quoted.
func argsWithBots(args string) []string {
	before, bots, _ := strings.Cut(args, "-bots ")
	return append(strings.Fields(before), "-bots", bots)
}
