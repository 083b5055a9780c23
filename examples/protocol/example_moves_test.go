package protocol_test

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/examples/protocol"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// bestDelta is an engine with no rules code at all: it asks for the moves
// in the handshake and answers each go with the first legal move of the
// highest delta the referee reports, which is what the greedy player
// plays.
func bestDelta(in io.Reader, out io.Writer) {
	sc := bufio.NewScanner(in)
	best, bestDelta := "", 0
	for sc.Scan() {
		w := strings.Fields(sc.Text())
		if len(w) == 0 {
			continue
		}
		switch w[0] {
		case "akropolis":
			fmt.Fprint(out, "name best-delta\nwant moves\nok 2\n")
		case "start":
			fmt.Fprintln(out, "ready")
		case "moves":
			best = ""
		case "legal": // legal MOVE delta D cost C gained G level L
			if d, _ := strconv.Atoi(w[3]); best == "" || d > bestDelta {
				best, bestDelta = w[1], d
			}
		case "go":
			fmt.Fprintln(out, "move", best)
		case "quit":
			return
		}
	}
}

// shortLog prints the conversation up to the engine's second move,
// keeping two legal lines of each list.
type shortLog struct {
	legal, moves int
}

func (l *shortLog) Write(b []byte) (int, error) {
	line := strings.TrimSuffix(string(b), "\n")
	switch {
	case l.moves >= 2:
		return len(b), nil
	case strings.HasPrefix(line, "< legal "):
		if l.legal++; l.legal > 2 {
			return len(b), nil
		}
	case l.legal > 2:
		fmt.Printf("< ... (%d legal lines in all)\n", l.legal)
		l.legal = 0
	default:
		l.legal = 0
	}
	if strings.HasPrefix(line, "> move ") {
		l.moves++
	}
	fmt.Println(line)
	return len(b), nil
}

// An engine that asks for the moves in the handshake ("want moves") gets,
// before each go, the state its seat may know and every legal move with
// its delta (the change to the mover's total: score and stones), its cost,
// the stones it gains and the level the tile reaches: enough to play
// without any rules code. Here such an engine, bestDelta, plays seat 0
// against the greedy player; the conversation is printed up to its second
// move, two legal lines of each list kept.
func Example_moves() {
	toEngine, engineIn := io.Pipe()
	engineOut, fromEngine := io.Pipe()
	go func() {
		bestDelta(toEngine, fromEngine)
		fromEngine.Close()
		io.Copy(io.Discard, toEngine)
	}()
	e, err := protocol.Connect(protocol.Config{Budget: 500e6, Grace: time.Minute, Wait: time.Minute, Log: &shortLog{}}, engineOut, engineIn)
	if err != nil {
		panic(err)
	}
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}})
	if err != nil {
		panic(err)
	}
	other := players.NewGreedy()
	if err := e.Begin(0, g.View()); err != nil {
		panic(err)
	}
	stacks := g.Record().Setup.Stacks
	var events []event.Event
	for !g.Over() {
		seat := g.Current()
		var m akropolis.Move
		if seat == 0 {
			m, err = e.Choose(g.View())
		} else {
			m, err = other.Choose(g.View())
		}
		if err == nil {
			events, err = g.PlayEvents(events[:0], m)
		}
		if err != nil {
			panic(err)
		}
		var refill []tile.ID
		for _, ev := range events {
			if ev.Kind == event.SiteRefilled {
				refill, stacks = stacks[0], stacks[1:]
			}
		}
		if err := e.Played(seat, m, refill); err != nil {
			panic(err)
		}
	}
	e.GameOver("")
	e.Close()
	fmt.Println("seat 0:", g.Total(0), "seat 1:", g.Total(1))
	// Output:
	// < akropolis 2
	// > name best-delta
	// > want moves
	// > ok 2
	// < newgame
	// < option players 2
	// < option level hippodamos
	// < option rules none
	// < option allTiles false
	// < option stonesFromZero false
	// < option unlimitedReserve false
	// < seat 0
	// < line 21 20 33 16
	// < stacks 11 3
	// < unseen 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 17 18 19 22 23 24 25 26 27 28 29 30 31 32 34 35 36 37
	// < stones 1 2
	// < start
	// > ready
	// < state turn 1
	// < state stones 1 2
	// < state reserve 37
	// < state line 21 20 33 16
	// < state costs 0 1 2 3
	// < state stacks 11
	// < state totals 1 2
	// < moves 180
	// < legal 0:21@(-1,-2)r1 delta 1 cost 0 gained 0 level 1
	// < legal 0:21@(0,-3)r3 delta 1 cost 0 gained 0 level 1
	// < ... (180 legal lines in all)
	// < go 500
	// > move 0:21@(-1,-2)r1
	// < played 0 0:21@(-1,-2)r1
	// < played 1 0:20@(-1,-2)r1
	// < state turn 3
	// < state stones 1 2
	// < state reserve 37
	// < state line 33 16
	// < state costs 0 1
	// < state stacks 11
	// < state totals 2 3
	// < moves 240
	// < legal 0:33@(-1,-4)r1 delta 1 cost 0 gained 0 level 1
	// < legal 0:33@(0,-5)r3 delta 1 cost 0 gained 0 level 1
	// < ... (240 legal lines in all)
	// < go 500
	// > move 1:16@(1,-4)r2
	// seat 0: 116 seat 1: 83
}
