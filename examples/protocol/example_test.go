package protocol_test

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/examples/protocol"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// A referee plays seat 0 itself and asks an engine for seat 1's moves: a
// whole game, each line of the conversation printed as it goes ("<" from
// the referee, ">" from the engine). The engine here is protocol.Serve
// with the greedy player, in the same process over pipes; an engine in
// another program is started with protocol.Start instead of Connect.
func Example() {
	toEngine, engineIn := io.Pipe()
	engineOut, fromEngine := io.Pipe()
	go func() {
		protocol.Serve(toEngine, fromEngine, players.NewGreedy())
		fromEngine.Close()
	}()
	e, err := protocol.Connect(protocol.Config{Budget: 500e6, Grace: time.Minute, Log: os.Stdout}, engineOut, engineIn)
	if err != nil {
		panic(err)
	}

	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}})
	if err != nil {
		panic(err)
	}
	me := players.NewGreedy()
	if err := e.Begin(1, g.View()); err != nil {
		panic(err)
	}
	stacks := g.Record().Setup.Stacks
	var events []event.Event
	for !g.Over() {
		seat := g.Current()
		var m akropolis.Move
		if seat == 1 {
			m, err = e.Choose(g.View())
		} else {
			m, err = me.Choose(g.View())
		}
		if err == nil {
			events, err = g.PlayEvents(events[:0], m)
		}
		if err != nil {
			panic(err) // a referee would declare a forfeit
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
	// > name greedy
	// > want athena
	// > ok 2
	// < newgame
	// < option players 2
	// < option level hippodamos
	// < option rules none
	// < option allTiles false
	// < option stonesFromZero false
	// < option unlimitedReserve false
	// < seat 1
	// < line 21 20 33 16
	// < stacks 11 3
	// < unseen 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 17 18 19 22 23 24 25 26 27 28 29 30 31 32 34 35 36 37
	// < stones 1 2
	// < start
	// > ready
	// < played 0 0:21@(-1,-2)r1
	// < go 500
	// > move 0:20@(-1,-2)r1
	// < played 1 0:20@(-1,-2)r1
	// < played 0 1:16@(1,-4)r2
	// < refill 08 34 15
	// < go 500
	// > move 0:33@(-1,-4)r1
	// < played 1 0:33@(-1,-4)r1
	// < played 0 0:08@(0,-3)r2
	// < go 500
	// > move 0:34@(-2,-3)r3
	// < played 1 0:34@(-2,-3)r3
	// < refill 22 06 14
	// < played 0 0:15@(0,-5)r1
	// < go 500
	// > move 1:06@(-4,-1)r2
	// < played 1 1:06@(-4,-1)r2
	// < played 0 0:22@(0,-7)r1
	// < refill 24 25 29
	// < go 500
	// > move 0:14@(-1,-6)r1
	// < played 1 0:14@(-1,-6)r1
	// < played 0 0:24@(0,-9)r1
	// < go 500
	// > move 1:29@(-3,0)r1
	// < played 1 1:29@(-3,0)r1
	// < refill 02 12 13
	// < played 0 0:25@(0,-11)r1
	// < go 500
	// > move 0:02@(-1,-8)r1
	// < played 1 0:02@(-1,-8)r1
	// < played 0 0:12@(-2,-5)r1
	// < refill 18 05 07
	// < go 500
	// > move 0:13@(-4,0)r1
	// < played 1 0:13@(-4,0)r1
	// < played 0 0:18@(0,-13)r1
	// < go 500
	// > move 0:05@(-1,-10)r1
	// < played 1 0:05@(-1,-10)r1
	// < refill 30 03 19
	// < played 0 0:07@(0,-15)r1
	// < go 500
	// > move 0:30@(-1,-9)r4
	// < played 1 0:30@(-1,-9)r4
	// < played 0 0:03@(-3,-4)r2
	// < refill 01 27 28
	// < go 500
	// > move 0:19@(-2,-1)r0
	// < played 1 0:19@(-2,-1)r0
	// < played 0 0:01@(-2,-5)r3
	// < go 500
	// > move 0:27@(-3,-1)r2
	// < played 1 0:27@(-3,-1)r2
	// < refill 35 11 09
	// < played 0 2:11@(-3,-6)r1
	// < go 500
	// > move 0:28@(-1,-12)r1
	// < played 1 0:28@(-1,-12)r1
	// < played 0 0:35@(-1,-7)r0
	// < refill 17 36 26
	// < go 500
	// > move 1:17@(-1,-14)r1
	// < played 1 1:17@(-1,-14)r1
	// < played 0 0:09@(-1,-8)r3
	// < go 500
	// > move 0:36@(0,-10)r3
	// < played 1 0:36@(0,-10)r3
	// < refill 23 10 32
	// < played 0 0:26@(0,-8)r1
	// < go 500
	// > move 1:10@(-1,-16)r1
	// < played 1 1:10@(-1,-16)r1
	// < played 0 1:32@(-1,-7)r0
	// < refill 31 04 37
	// < go 500
	// > move 0:23@(-1,-18)r1
	// < played 1 0:23@(-1,-18)r1
	// < played 0 1:04@(-4,-5)r2
	// < go 500
	// > move 0:31@(-1,-20)r1
	// < played 1 0:31@(-1,-20)r1
	// < gameover
	// < quit
	// seat 0: 116 seat 1: 83
}
