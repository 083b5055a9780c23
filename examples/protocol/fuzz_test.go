package protocol

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// FuzzServe feeds the engine side any input: it must never panic, and
// every error must be an *Error.
func FuzzServe(f *testing.F) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		f.Fatal(err)
	}
	setup := strings.Join(setupLines(1, g.View()), "\n") + "\n"
	f.Add("akropolis 1\n" + setup + "played 0 0:22@(-1,-2)r1\ngo 10\ngameover\nquit\n")
	f.Add("akropolis 1\nnewgame\noption players 9\n")
	f.Add("akropolis 1\n" + setup + "refill 01 02 03\n")
	f.Add("akropolis 2\nperft 1 " + g.Position().String() + "\n" + setup + "perft 2 " + g.View().Position.String() + "\n")
	f.Add("akropolis 2\nperft 9 x\nperft 1 1 hippodamos\n")
	f.Fuzz(func(t *testing.T, input string) {
		err := Serve(strings.NewReader(input), io.Discard, players.NewGreedy())
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Errorf("Serve: %v is not an *Error", err)
		}
	})
}

// FuzzEngine gives the referee side any engine output: the handshake, the
// setup, a move request and (in version 2) a perft request must never
// panic, and every error must be an *Error.
func FuzzEngine(f *testing.F) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add("name x\nok 1\nready\nmove 0:22@(-1,-2)r1\n")
	f.Add("ok 1\ninfo hello\nready\nmove 9:01@(99,99)r9\n")
	f.Add("ok 1\nready\nerror no\n")
	f.Add("want moves\nok 2\nready\nmove 0:22@(-1,-2)r1\ndivide 0:22@(-1,-2)r1 5\nperft 5\n")
	f.Add("want\nok 2\nready\nmove 0:22@(-1,-2)r1\ndivide 0:22 x\nperft\n")
	f.Fuzz(func(t *testing.T, output string) {
		cfg := Config{Budget: 1, Grace: 1, Wait: 1e9}
		e, err := Connect(cfg, strings.NewReader(output), io.Discard)
		if err == nil {
			err = e.Begin(1, g.View())
			if err == nil {
				_, err = e.Choose(g.View())
			}
			if err == nil && e.Version() == 2 {
				_, _, err = e.Perft(g.Position(), 1, time.Second)
			}
			e.Close()
		}
		var pe *Error
		if err != nil && !errors.As(err, &pe) {
			t.Errorf("%v is not an *Error", err)
		}
	})
}
