package akropolis_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// matchedCodes returns the rule codes errors.Is finds in err, in the order
// of rule.Codes: every code is tried, so a code matched without cause shows.
func matchedCodes(err error) []rule.Code {
	var out []rule.Code
	for _, c := range rule.Codes() {
		if errors.Is(err, c) {
			out = append(out, c)
		}
	}
	return out
}

// A *PositionError matches exactly the rules of its violations: one
// violation of each code matches that code and no other.
func TestPositionErrorMatchesItsRulesOnly(t *testing.T) {
	for _, c := range rule.Codes() {
		err := &akropolis.PositionError{Errs: []error{fmt.Errorf("%w: something", c)}}
		if got := matchedCodes(err); !slices.Equal(got, []rule.Code{c}) {
			t.Errorf("a %s violation matches %v", c, got)
		}
	}
}

// Each change of the hand-built position breaks the rules listed, and
// errors.Is finds those and no other code. The sets were worked out by
// hand from the position (2 players, turn 3, line 04.07, 11 stacks of 3,
// one tile in each city, stones 1.1, reserve 38).
func TestPositionCheckCodes(t *testing.T) {
	const (
		dup     = akropolis.ErrDuplicateTile
		foreign = akropolis.ErrForeignTile
		count   = akropolis.ErrTileCount
		stacks  = akropolis.ErrBadStacks
		line    = akropolis.ErrBadLine
		stones  = akropolis.ErrBadStones
		turn    = akropolis.ErrBadTurn
		seat    = akropolis.ErrBadSeat
		cities  = akropolis.ErrBadCities
		options = akropolis.ErrBadOptions
	)
	for _, tc := range []struct {
		name   string
		change func(p *akropolis.Position)
		want   []rule.Code
	}{
		{"none", func(p *akropolis.Position) {}, nil},
		{"seat to move", func(p *akropolis.Position) { p.Current = 1 }, []rule.Code{seat}},
		// No stack drawn yet: no refill, the marker is still at seat 0.
		{"Chief Architect", func(p *akropolis.Position) { p.Chief = 1 }, []rule.Code{seat}},
		{"foreign tile", func(p *akropolis.Position) { p.Stacks[0][0] = 61 }, []rule.Code{foreign}},
		{"tile twice", func(p *akropolis.Position) { p.Stacks[0][0] = 4 }, []rule.Code{dup}},
		{"turn", func(p *akropolis.Position) { p.Turn = 2 }, []rule.Code{turn}},
		// One tile taken: turn 2 and seat 1 wanted, 36 tiles of 37.
		{"one city", func(p *akropolis.Position) { p.Cities = p.Cities[:1] }, []rule.Code{count, turn, seat, cities}},
		// Tile 4 is in the line too; 3 taken: turn 4, seat 1; 38 tiles.
		{"pile outside solo", func(p *akropolis.Position) { p.Pile = []tile.ID{4} }, []rule.Code{dup, count, turn, seat, cities}},
		{"empty line", func(p *akropolis.Position) { p.Line = nil }, []rule.Code{count, line}},
		// One face-up tile with stacks left: the refill comes first.
		{"line awaiting refill", func(p *akropolis.Position) { p.Line = p.Line[:1] }, []rule.Code{count, line}},
		// The same with exactly one stack left (10 refills made: chief 0).
		{"one tile and one stack", func(p *akropolis.Position) {
			p.Line, p.Stacks, p.StacksLeft = p.Line[:1], p.Stacks[:1], 1
		}, []rule.Code{count, line}},
		// One face-up tile and no stack is a finished game's site (19
		// refills: chief 1), so only the count is wrong.
		{"one tile and no stack", func(p *akropolis.Position) {
			p.Line, p.Stacks, p.StacksLeft, p.Chief = p.Line[:1], [][]tile.ID{}, 0, 1
		}, []rule.Code{count}},
		// A stack moved face up: 5 face-up tiles, 2 players allow 4 (one
		// refill made: chief 1).
		{"line of seats+3", func(p *akropolis.Position) {
			p.Line = append(p.Line, p.Stacks[0]...)
			p.Stacks, p.StacksLeft, p.Chief = p.Stacks[1:], 10, 1
		}, []rule.Code{line}},
		{"stacks count", func(p *akropolis.Position) { p.StacksLeft = 3 }, []rule.Code{stacks}},
		{"short stack", func(p *akropolis.Position) {
			p.Stacks[0], p.Line = p.Stacks[0][:2], append(p.Line, p.Stacks[0][2])
		}, []rule.Code{stacks}},
		{"stones over 40", func(p *akropolis.Position) { p.Reserve = 39 }, []rule.Code{stones}},
		{"stones under 40", func(p *akropolis.Position) { p.Reserve = 37 }, []rule.Code{stones}},
		{"negative seat", func(p *akropolis.Position) { p.Stones, p.Reserve = []int{-5, 2}, 43 }, []rule.Code{stones}},
		{"negative reserve", func(p *akropolis.Position) { p.Reserve, p.Stones = -1, []int{40, 1} }, []rule.Code{stones}},
		// The unlimited reserve may go below zero.
		{"negative unlimited reserve", func(p *akropolis.Position) {
			p.Options.UnlimitedReserve, p.Reserve, p.Stones = true, -1, []int{40, 1}
		}, nil},
		{"bad options", func(p *akropolis.Position) { p.Options.Players = 5 }, []rule.Code{options}},
		{"illegal city", func(p *akropolis.Position) {
			p.Cities[0][0].Anchor = hex.Hex{Q: 5, R: 5}
		}, []rule.Code{city.ErrNotAdjacent}},
	} {
		p := handPosition(t)
		tc.change(&p)
		err := p.Check()
		if got := matchedCodes(err); !slices.Equal(got, tc.want) {
			t.Errorf("%s: Check matches %v, want %v (%v)", tc.name, got, tc.want, err)
		}
	}
}

// soloPosition returns the position of a solo game after the player's
// first turn and the Architect's take.
func soloPosition(t *testing.T) akropolis.Position {
	t.Helper()
	g := randomGame(t, akropolis.Options{Players: 1, Seed: [2]uint64{1, 2}}, 1)
	p := g.Position()
	if len(p.Cities[0]) != 1 || len(p.Pile) != 1 || p.Turn != 3 {
		t.Fatalf("after one solo turn: %v", p)
	}
	return p
}

// In a solo game the Architect takes right after the player, so a
// position where the player is a take ahead never arises between turns:
// Check refuses it (ErrBadTurn), even with the turn matching the tiles taken.
func TestPositionCheckSoloArchitectOwesATake(t *testing.T) {
	p := soloPosition(t)
	if err := p.Check(); err != nil {
		t.Fatalf("after one solo turn: %v", err)
	}
	// Give the Architect's tile back to the line, as if it had not taken.
	p.Line = append(p.Line, p.Pile[0])
	p.Pile, p.Turn = nil, 2
	err := p.Check()
	if got := matchedCodes(err); !slices.Equal(got, []rule.Code{akropolis.ErrBadTurn}) {
		t.Errorf("player a take ahead: Check matches %v, want [bad-turn] (%v)", got, err)
	}
	v, verr := akropolis.NewFromPosition(soloPosition(t))
	if verr != nil {
		t.Fatal(verr)
	}
	view := v.View()
	view.Line = append(view.Line, view.Pile[0])
	view.Pile, view.Turn = nil, 2
	if err := view.Check(); !errors.Is(err, akropolis.ErrBadTurn) {
		t.Errorf("view with the player a take ahead: Check = %v, want ErrBadTurn", err)
	}
}

// The position of a finished game knows its stacks (there are none), in
// public too, so a game continues from it.
func TestFinishedPublicPositionIsFull(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{3, 4}}, 1000)
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	p := g.View().Position
	if len(p.Stacks) != p.StacksLeft {
		t.Errorf("finished game's public position %v: Full() = false", p)
	}
	if _, err := akropolis.NewFromPosition(p); err != nil {
		t.Errorf("NewFromPosition of a finished game's public position: %v", err)
	}
}

// A full position with one stack left shows that stack, which no view
// does: reading it as a view is refused, in both forms.
func TestViewRefusesShownLastStack(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{3, 4}}, 0)
	for g.View().StacksLeft > 1 {
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	}
	p := g.Position()
	if p.StacksLeft != 1 || len(p.Stacks) != 1 {
		t.Fatalf("want one known stack left: %v", p)
	}
	text, err := p.MarshalText()
	must(t, err)
	js, err := p.MarshalJSON()
	must(t, err)
	var v akropolis.View
	if err := v.UnmarshalText(text); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("text with the last stack shown read as a view: %v", err)
	}
	if err := v.UnmarshalJSON(js); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("JSON with the last stack shown read as a view: %v", err)
	}
	if err := v.UnmarshalText([]byte(akropolis.Public(p).String())); err != nil {
		t.Errorf("its public position: %v", err)
	}
}

// A position's JSON whose "stackSize" is not the player count's + 1 is
// refused: a client must not be told one size and given another.
func TestPositionJSONStackSizeChecked(t *testing.T) {
	p := handPosition(t)
	js, err := p.MarshalJSON()
	must(t, err)
	if !strings.Contains(string(js), `"stackSize":3`) {
		t.Fatalf("no stack size 3 in %s", js)
	}
	for _, size := range []string{`"stackSize":3`, `"stackSize":4`} {
		doc := []byte(strings.Replace(string(js), `"stackSize":3`, size, 1))
		var q akropolis.Position
		err := q.UnmarshalJSON(doc)
		if ok := size == `"stackSize":3`; ok != (err == nil) {
			t.Errorf("%s in a 2-player position: UnmarshalJSON = %v", size, err)
		}
	}
}
