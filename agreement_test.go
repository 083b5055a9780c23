package akropolis_test

import (
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// Messages that count one thing say it in the singular: "1 stone", not
// "1 stones". Each case is built so that a count in its message is 1; the
// wanted phrases are written out by hand.
func TestMessagesAgreeWithOne(t *testing.T) {
	pl := city.Placement{Tile: 7, Anchor: hex.Hex{Q: 1, R: -2}, Rotation: 3}
	events := []struct {
		e    event.Event
		want string
	}{
		{event.Event{Kind: event.TileTaken, Seat: 0, Placement: city.Placement{Tile: 7}, Position: 1, Stones: 1},
			"seat 0 takes tile 07 from position 1 for 1 stone"},
		{event.Event{Kind: event.TilePlaced, Seat: 1, Placement: pl, Result: city.Result{Level: 2, Quarries: 1}},
			"seat 1 lays tile 07 at 07@(1,-2)r3, level 2, covering 1 quarry"},
		{event.Event{Kind: event.TilePlaced, Seat: 1, Placement: pl, Result: city.Result{Level: 2, Quarries: 2}},
			"seat 1 lays tile 07 at 07@(1,-2)r3, level 2, covering 2 quarries"},
		{event.Event{Kind: event.StonesGained, Seat: 1, Stones: 1}, "seat 1 gains 1 stone"},
		{event.Event{Kind: event.ArchitectTook, Seat: 1, Placement: city.Placement{Tile: 7}, Position: 1, Stones: 1},
			"the Architect takes tile 07 from position 1 for 1 stone"},
	}
	for _, c := range events {
		if got := c.e.String(); got != c.want {
			t.Errorf("event %q, want %q", got, c.want)
		}
	}

	_, err := akropolis.ParsePosition("x")
	wantIn(t, "ParsePosition(\"x\")", err, "position: 1 field, want 13")

	// The hand-built position (2 players, 2 tiles taken, 11 stacks) with
	// one face-up tile and one stack of 3 left: 2 + 1 + 3 = 6 tiles.
	p := handPosition(t)
	p.Line, p.Stacks, p.StacksLeft = p.Line[:1], p.Stacks[:1], 1
	wantIn(t, "one tile and one stack", p.Check(), "one face-up tile with 1 stack left")
	// Ten stacks left is one refill made, which passes the Chief
	// Architect to seat 1.
	p = handPosition(t)
	p.Stacks, p.StacksLeft = p.Stacks[:10], 10
	wantIn(t, "one refill", p.Check(), "Chief Architect at seat 0 after 1 refill (want seat 1)")
	p.StacksLeft = 11
	wantIn(t, "10 of 11 stacks", p.Check(), "10 stacks given, 11 stacks left")
	p.Stacks, p.StacksLeft = p.Stacks[:1], 2
	wantIn(t, "1 of 2 stacks", p.Check(), "1 stack given, 2 stacks left")
	p = handPosition(t)
	p.Stacks[0] = p.Stacks[0][:1]
	wantIn(t, "a stack of one tile", p.Check(), "stack 0 has 1 tile, a game of 2 players needs 3")

	// One move into a 2-player game: 1 tile taken, turn 2, seat 1 to move.
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	must(t, err)
	must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	p = g.Position()
	p.Turn, p.Current = 5, 0
	wantIn(t, "turn and seat after one take", p.Check(),
		"turn 5 with 1 tile taken (want turn 2)", "seat 0 to move after 1 tile taken (want seat 1)")

	// A solo player a take ahead of the Architect: 1 tile against none.
	p = soloPosition(t)
	p.Line = append(p.Line, p.Pile[0])
	p.Pile, p.Turn = nil, 2
	wantIn(t, "solo player a take ahead", p.Check(), "the player has taken 1 tile and the Architect 0")

	o := akropolis.Options{Players: 2}
	_, err = akropolis.Record{Options: o, Setup: &akropolis.Setup{Line: []tile.ID{1}}}.Replay()
	wantIn(t, "a setup of one face-up tile", err, "1 face-up tile, a deal for 2 players has 4")
	_, err = akropolis.Record{Options: o, Setup: &akropolis.Setup{Line: []tile.ID{1, 2, 3, 4}, Stacks: [][]tile.ID{{5}}}}.Replay()
	wantIn(t, "a setup's stack of one tile", err, "stack 0 has 1 tile, a game of 2 players needs 3")
}

// wantIn fails t unless err's message holds every phrase.
func wantIn(t *testing.T, what string, err error, phrases ...string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error, want %q", what, phrases)
		return
	}
	for _, s := range phrases {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("%s: %v\nwant it to say %q", what, err, s)
		}
	}
}
