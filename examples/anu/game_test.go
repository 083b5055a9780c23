package anu

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"
)

// TestStepViolations: a state that does not follow from the one before
// names why. Each next state is possible on its own.
func TestStepViolations(t *testing.T) {
	for _, tc := range []struct {
		name, prev, next string
		want             []error
	}{
		// Seat 0 holds 1 stone and takes tile 16 at position 2.
		{"cannot afford", exampleStart, "2hmbtg;1101820;P00016S00E02R0;P102;", []error{ErrIllegalMove}},
		{"tile not on the site", exampleStart, "2hmbtg;1101620;P00023S00E02R0;P102;", []error{ErrNotOnSite}},
		// Taking 18 leaves 10 16 20, not 10 16 21.
		{"site", exampleStart, "2hmbtg;1101621;P00018S00E02R0;P102;", []error{ErrNotNext}},
		// Position 1 costs 1 stone: seat 0 keeps 0, not 1; seat 1 keeps 2.
		{"stones", exampleStart, "2hmbtg;1101620;P00118S00E02R0;P101;", []error{ErrNotNext, ErrNotNext}},
		{"settings", exampleStart, "2Hmbtg;1101620;P00018S00E02R0;P102;", []error{ErrNotNext}},
		{"no move", exampleStart, exampleStart, []error{ErrNotNext}},
		{"next impossible", exampleStart, "2hmbtg;1101620;P001;P10218S00E02R0;", []error{ErrMoveCount, ErrMoveCount}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prev, err := Parse(tc.prev)
			if err != nil {
				t.Fatal(err)
			}
			next, vs := read(tc.next) // not checked: Step checks it
			if len(vs) > 0 {
				t.Fatal(vs.err())
			}
			_, serr := Step(prev, next)
			var se *StateError
			if !errors.As(serr, &se) || len(se.Violations) != len(tc.want) {
				t.Fatalf("Step = %v; want %d violations", serr, len(tc.want))
			}
			for k, want := range tc.want {
				if !errors.Is(se.Violations[k], want) {
					t.Errorf("violation %d: %v, want %v", k, se.Violations[k], want)
				}
			}
		})
	}
}

func TestStepIllegalMoveNamesTheRule(t *testing.T) {
	prev, _ := Parse(exampleStart)
	next, _ := read("2hmbtg;1101820;P00016S00E02R0;P102;")
	_, err := Step(prev, next)
	var me *akropolis.Error
	if !errors.Is(err, site.ErrCannotAfford) || !errors.As(err, &me) || me.Move.Position != 2 {
		t.Errorf("Step = %v; want a *akropolis.Error at position 2 wrapping site.ErrCannotAfford", err)
	}
}

// TestCheckGameNamesFirst: a game whose third state is wrong is refused at
// that state, with the moves before it.
func TestCheckGameNamesFirst(t *testing.T) {
	g := playRandom(t, akropolis.Options{Players: 4, UnlimitedReserve: true, Seed: [2]uint64{7, 8}}, -1)
	var states []State
	for range 6 { // the last six states, in order
		s, err := FromGame(g)
		if err != nil {
			t.Fatal(err)
		}
		states = append([]State{s}, states...)
		g.Undo()
	}
	if moves, err := CheckGame(states); err != nil || len(moves) != 5 {
		t.Fatalf("CheckGame of a real game: %d moves, %v", len(moves), err)
	}
	bad := states[3]
	bad.Seats = append([]Seat(nil), bad.Seats...)
	bad.Seats[0].Stones++
	states[3] = bad
	moves, err := CheckGame(states)
	var ge *GameError
	if !errors.As(err, &ge) || ge.Index != 3 || len(moves) != 2 {
		t.Fatalf("CheckGame = %d moves, %v; want a *GameError at index 3 after 2 moves", len(moves), err)
	}
	states[0].ToMove = 9
	if _, err := CheckGame(states); !errors.As(err, &ge) || ge.Index != 0 || !errors.Is(err, ErrBadSeat) {
		t.Errorf("CheckGame with an impossible first state: %v", err)
	}
}

func TestStepAfterTheEnd(t *testing.T) {
	g := playRandom(t, akropolis.Options{Players: 2, UnlimitedReserve: true, Seed: [2]uint64{1, 1}}, -1)
	s, _ := FromGame(g)
	if _, err := Step(s, s); !errors.Is(err, ErrNotNext) {
		t.Errorf("Step from a finished game: %v", err)
	}
}
