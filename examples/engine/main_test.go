package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/tile"
)

// opening is a referee's first lines to an engine at seat 0 of g, ending
// with the request to move.
func opening(g *akropolis.Game) string {
	v := g.View()
	ids := func(ts []tile.ID) string {
		s := make([]string, len(ts))
		for i, id := range ts {
			s[i] = id.String()
		}
		return strings.Join(s, " ")
	}
	return strings.Join([]string{"akropolis 1", "newgame", "option players 2", "option level hippodamos",
		"option rules none", "option allTiles false", "option stonesFromZero false", "option unlimitedReserve false",
		"seat 0", "line " + ids(v.Line), fmt.Sprintf("stacks %d %d", v.StacksLeft, v.Options.Seats()+1), "unseen " + ids(v.Unseen()),
		fmt.Sprintf("stones %d %d", v.Stones[0], v.Stones[1]), "start", "go 100"}, "\n") + "\n"
}

func newGame(t *testing.T) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestConversation: the engine answers the handshake, the setup and go
// with the move the greedy player chooses, and exits 0 at the end of its
// input.
func TestConversation(t *testing.T) {
	g := newGame(t)
	want, err := players.NewGreedy().Choose(g.View())
	if err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := run(nil, strings.NewReader(opening(g)), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if got := out.String(); got != "name greedy\nok 1\nready\nmove "+want.String()+"\n" {
		t.Errorf("output %q", got)
	}
}

// TestMisbehave checks the misbehaviours that leave the process running:
// an illegal move the rules refuse, garbage before the move, and an error
// line.
func TestMisbehave(t *testing.T) {
	g := newGame(t)
	for _, kind := range []string{"illegal", "garbage", "refuse"} {
		var out, errs bytes.Buffer
		code := run([]string{"-misbehave", kind}, strings.NewReader(opening(g)), &out, &errs)
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		last := lines[len(lines)-1]
		switch kind {
		case "illegal":
			var m akropolis.Move
			err := m.UnmarshalText([]byte(strings.TrimPrefix(last, "move ")))
			if err != nil || code != 0 {
				t.Fatalf("illegal: exit %d, last line %q", code, last)
			}
			if err := g.Check(m); err == nil {
				t.Errorf("illegal: the move %v is legal", m)
			}
		case "garbage":
			if code != 0 || lines[len(lines)-2] != "my move is the blue one" || !strings.HasPrefix(last, "move ") {
				t.Errorf("garbage: exit %d, output %q", code, out.String())
			}
		case "refuse":
			if code != 1 || !strings.HasPrefix(last, "error ") {
				t.Errorf("refuse: exit %d, output %q", code, out.String())
			}
		}
	}
}

// TestAfter: with -after 1 the first move is good and the second is not.
func TestAfter(t *testing.T) {
	g := newGame(t)
	first, err := players.NewGreedy().Choose(g.View())
	if err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	code := run([]string{"-misbehave", "refuse", "-after", "1"}, strings.NewReader(opening(g)+"played 0 "+first.String()+"\n"), &out, &errs)
	if code != 0 || !strings.HasSuffix(out.String(), "move "+first.String()+"\n") {
		t.Errorf("exit %d, output %q", code, out.String())
	}
}

func TestBadInput(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(nil, strings.NewReader("akropolis 1\nplayed 0 banana\n"), &out, &errs); code != 1 ||
		!strings.Contains(out.String(), "\nerror ") || !strings.Contains(errs.String(), "engine:") {
		t.Errorf("exit %d, output %q, stderr %q", code, out.String(), errs.String())
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range []string{"-player smart", "-misbehave loudly", "-seed x", "-seed 1,2,3", "extra", "-nope"} {
		var out, errs bytes.Buffer
		if code := run(strings.Fields(args), strings.NewReader(""), &out, &errs); code != 2 || errs.Len() == 0 || out.Len() > 0 {
			t.Errorf("engine %s: exit %d, stderr %q, stdout %q", args, code, errs.String(), out.String())
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"-h"}, strings.NewReader(""), &out, &errs); code != 0 || !strings.Contains(errs.String(), "-misbehave") {
		t.Errorf("-h: exit %d", code)
	}
}

// TestTimed: a player that takes no time budget stays as it is; a search
// player named without one takes nine tenths of each go line's time.
func TestTimed(t *testing.T) {
	if newTimed("greedy", [2]uint64{1, 2}) != nil {
		t.Error("greedy takes a time budget")
	}
	p := newTimed("mcts", [2]uint64{1, 2})
	if p == nil {
		t.Fatal("no mcts player among players.Names()")
	}
	p.SetBudget(100 * time.Millisecond)
	if p.budget != 90*time.Millisecond || p.p == nil || p.Name() != "mcts" {
		t.Errorf("budget %v, player %v", p.budget, p.p)
	}
}

// TestPerft: the engine answers the perft command of version 2 (after
// its handshake: its name, the Athena games it plays, ok 2) with a
// divide line for each of the start's 180 moves (2 affordable tiles x 90
// placements), each followed by 270 (3 x 90), and the total 180 x 270.
func TestPerft(t *testing.T) {
	g := newGame(t)
	in := fmt.Sprintf("akropolis 2\nperft 2 %v\nquit\n", g.Position())
	var out, errs bytes.Buffer
	if code := run(nil, strings.NewReader(in), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3+180+1 || lines[1] != "want athena" || lines[2] != "ok 2" || lines[len(lines)-1] != "perft 48600" {
		t.Fatalf("%d lines: %q ... %q", len(lines), lines[:3], lines[len(lines)-1])
	}
	for _, l := range lines[3 : 3+180] {
		if !strings.HasPrefix(l, "divide ") || !strings.HasSuffix(l, " 270") {
			t.Fatalf("line %q", l)
		}
	}
}

// A setup the engine cannot take part in is refused with an error line,
// never answered ready: a two-player deal whose unseen tiles hold tile 61
// (of the four-player set) in place of tile 01, and a game with the Athena
// expansion in version 1 of the protocol, which has none.
func TestSetupRefused(t *testing.T) {
	g := newGame(t)
	swapped := strings.Replace(opening(g), " 01 ", " 61 ", 1)
	if swapped == opening(g) || !strings.Contains(opening(g), "unseen ") {
		t.Fatal("tile 01 is not among the unseen tiles of the opening")
	}
	a, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	v := a.View()
	var unseen []string
	for _, id := range v.Unseen() {
		if !id.IsOneHex() { // the one-hex tiles left in the box never come into play
			unseen = append(unseen, id.String())
		}
	}
	athena := strings.Replace(opening(a), "option unlimitedReserve false\n",
		"option unlimitedReserve false\noption athena true\noption cardRules {}\n", 1)
	athena = strings.Replace(athena, "\nstart\n", "\ncards "+v.Cards.String()+"\nstart\n", 1)
	for _, l := range strings.Split(athena, "\n") {
		if strings.HasPrefix(l, "unseen ") {
			athena = strings.Replace(athena, l, "unseen "+strings.Join(unseen, " "), 1)
		}
	}
	for name, c := range map[string]struct{ in, why string }{
		"tile 61 for tile 01":     {swapped, "a tile outside the game's set: tile 61"},
		"Athena in version 1":     {athena, "a game with the Athena expansion in version 1 of the protocol, which has none"},
		"Athena in version 2, ok": {strings.Replace(athena, "akropolis 1", "akropolis 2", 1), ""},
	} {
		var out, errs bytes.Buffer
		code := run(nil, strings.NewReader(c.in), &out, &errs)
		if c.why == "" {
			if code != 0 || !strings.Contains(out.String(), "\nready\nmove ") {
				t.Errorf("%s: exit %d, output %q, stderr %q", name, code, out.String(), errs.String())
			}
			continue
		}
		if code != 1 || strings.Contains(out.String(), "ready") || !strings.Contains(out.String(), "\nerror ") ||
			!strings.Contains(out.String(), c.why) {
			t.Errorf("%s: exit %d, output %q; want an error line saying %q and no ready", name, code, out.String(), c.why)
		}
	}
}
