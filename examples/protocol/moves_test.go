package protocol_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/perft"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/examples/protocol"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// connect runs engine in the same process over pipes and connects to it.
// Close on the engine waits for engine to return, so that a test may then
// read what it recorded.
func connect(t *testing.T, engine func(io.Reader, io.Writer)) *closing {
	t.Helper()
	toEngine, engineIn := io.Pipe()
	engineOut, fromEngine := io.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		engine(toEngine, fromEngine)
		fromEngine.Close()
		io.Copy(io.Discard, toEngine)
	}()
	// The budget is what the engine is told ("go 1000"); the referee waits
	// a minute more, so that a slow machine is no timeout.
	e, err := protocol.Connect(protocol.Config{Budget: time.Second, Grace: time.Minute, Wait: time.Minute}, engineOut, engineIn)
	if err != nil {
		t.Fatal(err)
	}
	c := &closing{Engine: e, done: done}
	t.Cleanup(func() { c.Close() })
	return c
}

// closing is an engine whose Close waits for the in-process engine.
type closing struct {
	*protocol.Engine
	done chan struct{}
}

func (c *closing) Close() error {
	c.Engine.Close()
	<-c.done
	return nil
}

// playWith plays g to its end, the engine at seat and the greedy player
// at the others, and returns the moves.
func playWith(t *testing.T, g *akropolis.Game, e *closing, seat int) []akropolis.Move {
	t.Helper()
	if err := e.Begin(seat, g.View()); err != nil {
		t.Fatal(err)
	}
	stacks := g.Record().Setup.Stacks
	greedy := players.NewGreedy()
	var events []event.Event
	for !g.Over() {
		k := g.Current()
		var m akropolis.Move
		var err error
		if k == seat {
			m, err = e.Choose(g.View())
		} else {
			m, err = greedy.Choose(g.View())
		}
		if err == nil {
			events, err = g.PlayEvents(events[:0], m)
		}
		if err != nil {
			t.Fatalf("turn %d, seat %d: %v", g.TurnsPlayed()+1, k, err)
		}
		var refill []tile.ID
		for _, ev := range events {
			if ev.Kind == event.SiteRefilled {
				refill, stacks = stacks[0], stacks[1:]
			}
		}
		if err := e.Played(k, m, refill); err != nil {
			t.Fatal(err)
		}
	}
	e.GameOver("")
	return g.Record().Moves
}

// TestMovesPlayAsGreedy: an engine with no rules code that plays the first
// legal move of the highest delta the referee reports plays the greedy
// player's game move for move, with every number of players and the
// options that change stones and costs: the legal lines list every legal
// move, in order, with Game.Delta's value.
func TestMovesPlayAsGreedy(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{3, 1}},
		{Players: 3, Seed: [2]uint64{3, 2}, StonesFromZero: true},
		{Players: 4, Seed: [2]uint64{3, 3}, UnlimitedReserve: true},
		{Players: 1, Seed: [2]uint64{3, 4}, Difficulty: score.Metagenes},
	} {
		seat := o.Players - 1
		t.Run(fmt.Sprintf("%d players", o.Players), func(t *testing.T) {
			g, err := akropolis.New(o)
			if err != nil {
				t.Fatal(err)
			}
			e := connect(t, bestDelta)
			if e.Version() != 2 {
				t.Fatalf("version %d, want 2", e.Version())
			}
			got := playWith(t, g, e, seat)
			h, _ := akropolis.New(o)
			greedy := players.NewGreedy()
			for !h.Over() {
				m, err := greedy.Choose(h.View())
				if err != nil {
					t.Fatal(err)
				}
				h.Play(m)
			}
			if want := h.Record().Moves; !slices.Equal(got, want) {
				t.Errorf("the engine's game differs from greedy's:\n%v\n%v", got, want)
			}
		})
	}
}

// lister is an engine that records every line it gets, speaks the
// version its handshake line gives and, when asked to, wants the moves;
// it answers each go with the first legal move it was sent, or with the
// move "0:01@(0,0)r0" when it was sent none.
func lister(answer string, lines *[]string) func(io.Reader, io.Writer) {
	return func(in io.Reader, out io.Writer) {
		sc := bufio.NewScanner(in)
		first := ""
		for sc.Scan() {
			*lines = append(*lines, sc.Text())
			w := strings.Fields(sc.Text())
			switch {
			case len(w) == 0:
			case w[0] == "akropolis":
				fmt.Fprint(out, answer)
			case w[0] == "start":
				fmt.Fprintln(out, "ready")
			case w[0] == "legal" && first == "":
				first = w[1]
			case w[0] == "go":
				if first == "" {
					first = "0:01@(0,0)r0"
				}
				fmt.Fprintln(out, "move", first)
				first = ""
			case w[0] == "quit":
				return
			}
		}
	}
}

// TestMovesOptIn: the state and legal lines go only to an engine that
// asked for them and speaks version 2; a version 1 engine (which answers
// "ok 1" and never "want") and one that wants an unknown feature get the
// lines of version 1 alone.
func TestMovesOptIn(t *testing.T) {
	for _, tc := range []struct {
		name, answer string
		version      int
		moves        bool
	}{
		{"version 1", "name old\nok 1\n", 1, false},
		{"want, then version 1", "want moves\nok 1\n", 1, false},
		{"version 2 without want", "ok 2\n", 2, false},
		{"unknown feature", "want colours\nok 2\n", 2, false},
		{"want moves", "want colours moves\nok 2\n", 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var lines []string
			e := connect(t, lister(tc.answer, &lines))
			if e.Version() != tc.version {
				t.Errorf("version %d, want %d", e.Version(), tc.version)
			}
			g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}})
			if err := e.Begin(0, g.View()); err != nil {
				t.Fatal(err)
			}
			m, err := e.Choose(g.View())
			e.Close()
			got := slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "legal ") })
			if got != tc.moves || slices.Contains(lines, "moves 180") != tc.moves {
				t.Errorf("legal lines sent: %v, want %v", got, tc.moves)
			}
			if cerr := g.Check(m); tc.moves && (err != nil || cerr != nil) {
				t.Errorf("the first legal line's move %v: %v %v", m, err, cerr)
			}
		})
	}
}

// TestStateLinesHand checks the state lines of the first turn of seed 1,1
// against values worked out by hand: seat 0 holds 1 stone and seat 1 2
// (k+1 each), the box 40-1-2 = 37; the line's four positions cost 0 to 3;
// the starting cities score 0, so the totals are the stones; with 1 stone
// the first player can take positions 0 and 1, and each of their tiles
// has 90 placements beside a starting tile: 180 moves.
func TestStateLinesHand(t *testing.T) {
	var lines []string
	e := connect(t, lister("want moves\nok 2\n", &lines))
	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}})
	if err := e.Begin(0, g.View()); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Choose(g.View()); err != nil {
		t.Fatal(err)
	}
	e.Close()
	want := []string{"state turn 1", "state stones 1 2", "state reserve 37", "state line 21 20 33 16",
		"state costs 0 1 2 3", "state stacks 11", "state totals 1 2", "moves 180"}
	i := slices.Index(lines, "start")
	if i < 0 || len(lines) < i+len(want)+181 || !slices.Equal(lines[i+1:i+1+len(want)], want) {
		t.Fatalf("after start: %q", lines[i+1:min(len(lines), i+1+len(want))])
	}
	legal := lines[i+1+len(want) : i+1+len(want)+180]
	for _, l := range legal {
		var m string
		var d, cost, gained, level int
		if _, err := fmt.Sscanf(l, "legal %s delta %d cost %d gained %d level %d", &m, &d, &cost, &gained, &level); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if pos := m[0] - '0'; int(pos) != cost || level != 1 {
			t.Errorf("%q: a tile beside the starting tile is at level 1 and costs its position", l)
		}
	}
	if lines[i+1+len(want)+180] != "go 1000" {
		t.Errorf("after the legal lines: %q", lines[i+1+len(want)+180])
	}
}

// TestEnginePerft: the perft command through Serve gives the counts of
// package perft, and the hand-checked count of the start: 180 first moves
// (2 tiles x 90 placements), each followed by 270 (3 tiles x 90).
func TestEnginePerft(t *testing.T) {
	e := connect(t, func(r io.Reader, w io.Writer) { protocol.Serve(r, w, players.NewGreedy()) })
	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}})
	branches, total, err := e.Perft(g.Position(), 2, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := perft.Divide(g, 2)
	if total != 48600 || !slices.Equal(branches, want) {
		t.Errorf("total %d, %d branches; want 48600 and perft.Divide's %d", total, len(branches), len(want))
	}
	for _, b := range branches {
		if b.Count != 270 {
			t.Fatalf("%v: %d, want 270", b.Move, b.Count)
		}
	}
	// A public position does not determine the refills: refused.
	_, _, err = e.Perft(g.View().Position, 1, time.Minute)
	if !errors.Is(err, protocol.ErrRefused) {
		t.Errorf("perft of a public position: %v, want ErrRefused", err)
	}
}

// TestPerftNeedsVersion2: a version 1 engine is not asked.
func TestPerftNeedsVersion2(t *testing.T) {
	var lines []string
	e := connect(t, lister("ok 1\n", &lines))
	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}})
	if _, _, err := e.Perft(g.Position(), 1, time.Second); !errors.Is(err, protocol.ErrVersion) {
		t.Errorf("perft to a version 1 engine: %v, want ErrVersion", err)
	}
}
