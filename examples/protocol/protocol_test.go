package protocol

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// middle plays the middle one of the legal moves of a sample of its view,
// and keeps the views it was given.
type middle struct {
	views []akropolis.View
}

func (*middle) Name() string { return "middle" }

func (p *middle) Choose(v akropolis.View) (akropolis.Move, error) {
	p.views = append(p.views, v)
	g := new(akropolis.Game)
	if err := v.SampleInto(g, 1, 2); err != nil {
		return akropolis.Move{}, err
	}
	ms := g.AppendLegalMoves(nil)
	if len(ms) == 0 {
		return akropolis.Move{}, errors.New("no legal move")
	}
	return ms[len(ms)/2], nil
}

// served starts Serve with p in the same process, over pipes, and
// connects to it. The returned channel gives Serve's result.
func served(t *testing.T, cfg Config, p players.Player) (*Engine, <-chan error) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := Serve(inR, outW, p)
		outW.Close()
		inR.Close()
		done <- err
	}()
	e, err := Connect(cfg, outR, inW)
	if err != nil {
		t.Fatal(err)
	}
	return e, done
}

// listener is a player that hears the game: an *Engine.
type listener interface {
	Begin(seat int, v akropolis.View) error
	Played(seat int, m akropolis.Move, refill []tile.ID) error
}

// referee plays g to its end: seats with an engine ask it, the others ask
// their player; every engine hears every move.
func referee(g *akropolis.Game, seats []players.Player) error {
	setup := g.Record().Setup
	for k, p := range seats {
		if e, ok := p.(listener); ok {
			if err := e.Begin(k, g.View()); err != nil {
				return err
			}
		}
	}
	refills := 0
	var events []event.Event
	for !g.Over() {
		seat := g.Current()
		m, err := seats[seat].Choose(g.View())
		if err != nil {
			return err
		}
		if events, err = g.PlayEvents(events[:0], m); err != nil {
			return err
		}
		var refill []tile.ID
		for _, e := range events {
			if e.Kind == event.SiteRefilled {
				refill = setup.Stacks[refills]
				refills++
			}
		}
		for _, p := range seats {
			if e, ok := p.(listener); ok {
				if err := e.Played(seat, m, refill); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// sameView reports how two views differ, or "".
func sameView(a, b akropolis.View) string { return cmp.Diff(a.Position, b.Position) }

// TestWholeGames plays whole games through the protocol with every number
// of players and the options that change the setup, and checks that the
// engine side saw exactly the view the referee's game gives its seat at
// each of its turns.
func TestWholeGames(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{1, 2}},
		{Players: 3, Seed: [2]uint64{3, 4}, AllTiles: true, StonesFromZero: true},
		{Players: 4, Seed: [2]uint64{5, 6}, UnlimitedReserve: true},
		{Players: 1, Seed: [2]uint64{7, 8}, Difficulty: score.Callicrates},
	} {
		o.Scoring.BarracksOutsideOnly = o.Players == 3
		for seat := range o.Players {
			t.Run(fmt.Sprintf("%d players seat %d", o.Players, seat), func(t *testing.T) {
				g, err := akropolis.New(o)
				if err != nil {
					t.Fatal(err)
				}
				inside := &middle{}
				e, done := served(t, Config{Grace: time.Minute, Wait: time.Minute}, inside) // a slow machine is no timeout
				seats := make([]players.Player, o.Players)
				twin := &middle{} // the same player, asked in-process for the engine's seat
				for k := range seats {
					seats[k] = &middle{}
				}
				asked := 0
				check := &spy{Engine: e, before: func(v akropolis.View) {
					twin.Choose(v)
					asked++
				}}
				seats[seat] = check
				if err := referee(g, seats); err != nil {
					t.Fatal(err)
				}
				e.GameOver("")
				e.Close()
				if err := <-done; err != nil {
					t.Fatalf("Serve: %v", err)
				}
				if !g.Over() || asked == 0 || len(inside.views) != asked {
					t.Fatalf("over %v, engine asked %d times, chose %d times", g.Over(), asked, len(inside.views))
				}
				for i, v := range inside.views {
					if d := sameView(twin.views[i], v); d != "" {
						t.Fatalf("move %d: the engine's view differs from the referee's: %s", i+1, d)
					}
				}
			})
		}
	}
}

// spy calls before with the view, then asks the engine; its Begin and
// Played pass to the engine.
type spy struct {
	*Engine
	before func(akropolis.View)
}

func (s *spy) Choose(v akropolis.View) (akropolis.Move, error) {
	s.before(v)
	return s.Engine.Choose(v)
}

// TestDocTranscript checks that the transcripts in the package doc are the
// conversations of Example and Example_moves, in that order: the doc shows
// real games.
func TestDocTranscript(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var example []byte
	for _, name := range []string{"example_test.go", "example_moves_test.go"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		example = append(example, b...)
	}
	var inDoc, inExample []string
	for _, l := range strings.Split(string(doc), "\n") {
		if s, ok := strings.CutPrefix(l, "//\t"); ok && (strings.HasPrefix(s, "< ") || strings.HasPrefix(s, "> ")) {
			inDoc = append(inDoc, s)
		}
	}
	for _, l := range strings.Split(string(example), "\n") {
		if s, ok := strings.CutPrefix(l, "\t// "); ok && (strings.HasPrefix(s, "< ") || strings.HasPrefix(s, "> ")) {
			inExample = append(inExample, s)
		}
	}
	if len(inDoc) < 50 {
		t.Fatalf("the doc's transcript has %d lines", len(inDoc))
	}
	if diff := cmp.Diff(inExample, inDoc); diff != "" {
		t.Errorf("the doc's transcript differs from Example's output (-example +doc):\n%s", diff)
	}
}

// TestSetupHidesStackOrder: two games that differ only in the order of
// their face-down tiles get the same setup lines: the engine is never told
// the hidden order.
func TestSetupHidesStackOrder(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{4, 4}})
	if err != nil {
		t.Fatal(err)
	}
	setup := g.Record().Setup
	// Reverse the order of the stacks and of the tiles in each.
	var stacks [][]tile.ID
	for i := len(setup.Stacks) - 1; i >= 0; i-- {
		st := slices.Clone(setup.Stacks[i])
		slices.Reverse(st)
		stacks = append(stacks, st)
	}
	h, err := akropolis.Record{Options: g.Options(), Setup: &akropolis.Setup{Line: setup.Line, Stacks: stacks}}.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if slices.Equal(h.Record().Setup.Stacks[0], setup.Stacks[0]) {
		t.Fatal("the two games draw the same first stack")
	}
	if diff := cmp.Diff(setupLines(2, g.View()), setupLines(2, h.View())); diff != "" {
		t.Errorf("the setup lines depend on the hidden order (-g +h):\n%s", diff)
	}
}
