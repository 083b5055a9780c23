package protocol

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/perft"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata")

// TestAthenaOptIn: a game with the Athena expansion goes only to an engine
// that asked for it in a version 2 handshake; any other is sent nothing of
// the game, and Begin's error says why. An engine that asked gets the
// expansion's option lines and the cards, and the unseen tiles of the
// stacks only (never the one-hex tiles left in the box).
func TestAthenaOptIn(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, answer string
		athena       bool
	}{
		{"version 1", "want athena\nok 1\n", false},
		{"version 2 without want", "want moves\nok 2\n", false},
		{"want athena", "want moves athena\nok 2\n", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var lines []string
			e, stop := connectLister(t, tc.answer, &lines)
			err := e.Begin(0, g.View())
			stop()
			if !tc.athena {
				if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), "want athena") || slices.Contains(lines, "newgame") {
					t.Errorf("Begin = %v, lines %q; want ErrInput naming the feature, and nothing sent", err, lines)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			cards := "cards " + g.View().Cards.String()
			for _, want := range []string{"option athena true", "option cardRules {}", cards} {
				if !slices.Contains(lines, want) {
					t.Errorf("no line %q in %q", want, lines)
				}
			}
			for _, l := range lines {
				if strings.HasPrefix(l, "unseen ") && strings.Count(l, " ") != 33 {
					t.Errorf("%q: want the 33 face-down tiles of the stacks", l)
				}
			}
		})
	}
}

// TestAthenaPerft: an Athena position in a construction phase goes to an
// engine that plays the expansion, which counts its moves as package
// examples/perft does (the completions and stop of the phase), and to no
// other engine.
func TestAthenaPerft(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !g.Position().Constructing; n++ {
		ms := g.AppendLegalMoves(nil)
		if err := g.Play(ms[(7919*n+13)%len(ms)]); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Position()
	e, done := served(t, Config{Grace: time.Minute, Wait: time.Minute}, players.NewGreedy())
	branches, total, err := e.Perft(p, 1, time.Minute)
	e.Close()
	<-done
	want, err2 := perft.Divide(g, 1)
	if err2 != nil {
		t.Fatal(err2)
	}
	if err != nil || total != int64(len(g.AppendLegalMoves(nil))) || len(branches) != len(want) {
		t.Errorf("perft 1 = %d branches, total %d, %v; want %d moves", len(branches), total, err, len(want))
	}
	var lines []string
	old, stop := connectLister(t, "want moves\nok 2\n", &lines)
	_, _, err = old.Perft(p, 1, time.Second)
	stop()
	if !errors.Is(err, ErrInput) || slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "perft") }) {
		t.Errorf("perft to an engine without athena: %v, lines %q", err, lines)
	}
}

// connectLister connects to an in-process engine that answers the
// handshake with answer, ready to start and records every line it gets.
// stop closes the engine and waits for it: lines may then be read.
func connectLister(t *testing.T, answer string, lines *[]string) (e *Engine, stop func()) {
	t.Helper()
	toEngine, engineIn := io.Pipe()
	engineOut, fromEngine := io.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(toEngine)
		for sc.Scan() {
			*lines = append(*lines, sc.Text())
			switch strings.Fields(sc.Text() + " x")[0] {
			case "akropolis":
				fmt.Fprint(fromEngine, answer)
			case "start":
				fmt.Fprintln(fromEngine, "ready")
			}
		}
		fromEngine.Close()
	}()
	e, err := Connect(Config{Grace: time.Minute, Wait: time.Minute}, engineOut, engineIn)
	if err != nil {
		t.Fatal(err)
	}
	return e, func() {
		e.Close()
		<-done
	}
}

// TestAthenaWholeGames plays whole Athena games through the protocol, the
// engine side following the referee's game from the setup lines (cards
// included) and the played lines (completions and stops included): at
// each of its turns it saw exactly the view the referee's game gives its
// seat, and the games complete cards.
func TestAthenaWholeGames(t *testing.T) {
	completions := 0
	for _, o := range []akropolis.Options{
		{Players: 2, Athena: true, Seed: [2]uint64{1, 2}},
		{Players: 3, Athena: true, Seed: [2]uint64{3, 4}, AllTiles: true},
		{Players: 1, Athena: true, Seed: [2]uint64{7, 8}, Difficulty: score.Metagenes},
	} {
		t.Run(fmt.Sprintf("%d players", o.Players), func(t *testing.T) {
			g, err := akropolis.New(o)
			if err != nil {
				t.Fatal(err)
			}
			inside := &middle{}
			e, done := served(t, Config{Grace: time.Minute, Wait: time.Minute}, inside)
			seats := make([]players.Player, o.Players)
			for k := range seats {
				seats[k] = players.NewGreedy()
			}
			twin := &middle{}
			seats[0] = &spy{Engine: e, before: func(v akropolis.View) { twin.Choose(v) }}
			if err := referee(g, seats); err != nil {
				t.Fatal(err)
			}
			e.GameOver("")
			e.Close()
			if err := <-done; err != nil {
				t.Fatalf("Serve: %v", err)
			}
			if !g.Over() || len(inside.views) == 0 || len(inside.views) != len(twin.views) {
				t.Fatalf("over %v, engine chose %d times of %d", g.Over(), len(inside.views), len(twin.views))
			}
			for i, v := range inside.views {
				if d := cmp.Diff(twin.views[i].Position, v.Position); d != "" {
					t.Fatalf("move %d: the engine's view differs from the referee's: %s", i+1, d)
				}
			}
			for _, m := range g.Record().Moves {
				completions += min(m.Card(), 1)
			}
		})
	}
	if completions == 0 {
		t.Error("no card was completed: the games show nothing of the expansion")
	}
}

// TestAthenaPythonBot: a whole Athena game between the built-in engine
// (the greedy player behind Serve) at seat 0 and the Python bot of
// examples/pybot, which has no rules code, at seat 1, both over the
// protocol. The bot plays every move from the referee's legal lines,
// construction moves included, and the game reaches its end. The
// conversation with the bot is testdata/athena-pybot.golden, without its
// legal lines (thousands; each "moves N" line keeps their number).
func TestAthenaPythonBot(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("python3 is not on PATH on CI: %v", err)
		}
		t.Skip("python3 is not on PATH")
	}
	g, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	engine, done := served(t, Config{Grace: time.Minute, Wait: time.Minute}, players.NewGreedy())
	var log strings.Builder
	bot, err := Start(Config{Budget: time.Second, Grace: time.Minute, Wait: time.Minute, Log: &log, Stderr: os.Stderr},
		"python3", filepath.Join("..", "pybot", "bot.py"), "--seed", "3")
	if err != nil {
		t.Fatal(err)
	}
	if err := referee(g, []players.Player{engine, bot}); err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	for _, e := range []*Engine{engine, bot} {
		e.GameOver("")
		e.Close()
	}
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if !g.Over() {
		t.Fatal("the game did not reach its end")
	}
	var completions, stops int
	for _, m := range g.Record().Moves {
		completions += min(m.Card(), 1)
		if m.Kind() == akropolis.StopMove {
			stops++
		}
	}
	if completions == 0 {
		t.Errorf("no card was completed in the game")
	}
	var transcript strings.Builder
	for l := range strings.Lines(log.String()) {
		if !strings.HasPrefix(l, "< legal ") {
			transcript.WriteString(l)
		}
	}
	goldenFile(t, filepath.Join("testdata", "athena-pybot.golden"), transcript.String())
}

// goldenFile compares got with the file, or writes it with -update.
func goldenFile(t *testing.T, file, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test -run %s -update)", err, t.Name())
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("%s differs (-want +got):\n%s", file, d)
	}
}
