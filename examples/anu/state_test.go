package anu

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The notation's own example: the first two states of a 2-player game.
const (
	exampleStart = "2hmbtg;010181620;P001;P102;"
	exampleNext  = "2hmbtg;1101620;P00018S00E02R0;P102;"
)

func TestParseExample(t *testing.T) {
	s, err := Parse(exampleStart)
	if err != nil {
		t.Fatal(err)
	}
	if s.Players != 2 || s.Variants != 0 || s.ToMove != 0 || len(s.Line) != 4 || s.Line[1] != 18 ||
		len(s.Seats) != 2 || s.Seats[0].Stones != 1 || s.Seats[1].Stones != 2 || s.MovesPlayed() != 0 {
		t.Errorf("Parse(%q) = %+v", exampleStart, s)
	}
	n, err := Parse(exampleNext)
	if err != nil {
		t.Fatal(err)
	}
	want := city.Placement{Tile: 18, Anchor: hex.Hex{Q: 2, R: -1}}
	if n.ToMove != 1 || len(n.Seats[0].Moves) != 1 || n.Seats[0].Moves[0] != want || n.Seats[0].Stones != 0 {
		t.Errorf("Parse(%q) = %+v", exampleNext, n)
	}
	for _, text := range []string{exampleStart, exampleNext} {
		s, _ := Parse(text)
		if got := s.String(); got != text {
			t.Errorf("String() = %q, want %q", got, text)
		}
	}
	// Seat 0 takes tile 18 at position 1 (1 stone) and lays it at (2,-1) r0.
	m, err := Step(s, n)
	if err != nil || m != (akropolis.Move{Position: 1, Placement: want}) {
		t.Errorf("Step = %v, %v; want 1:%v", m, err, want)
	}
	if got, err := s.Move("18S00E02R0"); err != nil || got != m {
		t.Errorf("Move = %v, %v; want %v", got, err, m)
	}
	if _, err := s.Move("23S00E02R0"); !errors.Is(err, ErrNotOnSite) {
		t.Errorf("Move of a tile not on the site: %v", err)
	}
}

// TestViolations: each impossible state names every rule it breaks.
func TestViolations(t *testing.T) {
	for _, tc := range []struct {
		name, state string
		want        []error // every violation, in order
	}{
		{"digit", "2hmbtg;0101x1620;P001;P102;", []error{ErrSyntax}},
		{"every syntax error", "2hmbtx;0101x1620;P0a1;P10218S00E02R9;", []error{ErrSyntax, ErrSyntax, ErrSyntax, ErrSyntax}},
		{"unterminated", "2hmbtg;010181620;P001;P102", []error{ErrSyntax}},
		{"empty", "", []error{ErrSyntax}},
		{"no statements", ";", []error{ErrSyntax}},
		{"N00", "2hmbtg;1101620;P00018N00E02R0;P102;", []error{ErrSyntax}},
		{"too long", exampleStart + string(make([]byte, MaxStateLen)), []error{ErrSyntax}},
		{"five players", "5hmbtg;010181620;P001;P102;", []error{ErrSettings}},
		{"seat to move", "2hmbtg;210181620;P001;P102;", []error{ErrBadSeat}},
		{"seat order", "2hmbtg;010181620;P101;P002;", []error{ErrBadSeat, ErrBadSeat}},
		{"one player statement", "2hmbtg;010181620;P001;", []error{ErrPlayerCount}},
		{"three player statements", "2hmbtg;010181620;P001;P102;P203;", []error{ErrPlayerCount}},
		{"not in set", "2hmbtg;010181650;P001;P102;", []error{ErrNotInSet}},
		// Tile 18 still on the site after seat 0 took it: the site also has
		// one tile too many for one move played.
		{"tile twice", "2hmbtg;110181620;P00018S00E02R0;P102;", []error{ErrTileTwice, ErrBadLine}},
		// (5,-2) is two columns from the nearest cell of the start tile.
		{"illegal city", "2hmbtg;1101620;P00018S00E05R0;P102;", []error{ErrCity}},
		{"stones", "2hmbtg;010181620;P002;P103;", []error{ErrBadStones, ErrBadStones}},
		// Seat 1 moved first: seat 0 should have one move, seat 1 none.
		{"move counts", "2hmbtg;0101620;P001;P10218S00E02R0;", []error{ErrMoveCount, ErrMoveCount}},
		{"seat to move after a move", "2hmbtg;0101620;P00018S00E02R0;P102;", []error{ErrMoveCount}},
		{"site length", "2hmbtg;11016;P00018S00E02R0;P102;", []error{ErrBadLine}},
		{"empty site", "2hmbtg;1;P00018S00E02R0;P102;", []error{ErrBadLine}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse(tc.state)
			var se *StateError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) = %v, %v; want a *StateError", tc.state, s, err)
			}
			if len(se.Violations) != len(tc.want) {
				t.Fatalf("%d violations, want %d: %v", len(se.Violations), len(tc.want), err)
			}
			for k, want := range tc.want {
				if !errors.Is(se.Violations[k], want) {
					t.Errorf("violation %d: %v, want %v", k, se.Violations[k], want)
				}
				if !errors.Is(err, want) {
					t.Errorf("errors.Is(err, %v) is false", want)
				}
			}
			if s.Players != 0 || s.Seats != nil {
				t.Errorf("a refused state returned %+v", s)
			}
		})
	}
}

// TestRuleCodes: the reasons that are also the library's position rules
// carry the library's codes.
func TestRuleCodes(t *testing.T) {
	for _, tc := range []struct {
		state string
		want  rule.Code
	}{
		{"2hmbtg;110181620;P00018S00E02R0;P102;", akropolis.ErrDuplicateTile},
		{"2hmbtg;010181650;P001;P102;", akropolis.ErrForeignTile},
		{"2hmbtg;11016;P00018S00E02R0;P102;", akropolis.ErrBadLine},
		{"2hmbtg;010181620;P002;P102;", akropolis.ErrBadStones},
		{"2hmbtg;0101620;P00018S00E02R0;P102;", akropolis.ErrBadSeat},
		{"2hmbtg;010181620;P001;", akropolis.ErrBadCities},
		{"5hmbtg;010181620;P001;P102;", akropolis.ErrBadOptions},
		{"2hmbtg;1101620;P00018S00E05R0;P102;", city.ErrNotAdjacent},
	} {
		_, err := Parse(tc.state)
		var code rule.Code
		if !errors.As(err, &code) || code != tc.want {
			t.Errorf("%s: code %q (%v), want %q", tc.state, code, err, tc.want)
		}
	}
}

func TestIllegalCityNamesTheRule(t *testing.T) {
	_, err := Parse("2hmbtg;1101620;P00018S00E05R0;P102;")
	var v *Violation
	if !errors.Is(err, city.ErrNotAdjacent) || !errors.As(err, &v) || v.Seat != 0 || v.Move != 0 {
		t.Errorf("err = %v; want seat 0, move 0, city.ErrNotAdjacent", err)
	}
}

// TestOver: the last state of a finished game keeps the last mover's seat;
// the site holds the one tile never played.
func TestOver(t *testing.T) {
	g := playRandom(t, akropolis.Options{Players: 3, UnlimitedReserve: true, Seed: [2]uint64{5, 6}}, -1)
	s, err := FromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() || s.ToMove != 2 || len(s.Line) != 1 || s.MovesPlayed() != 48 {
		t.Fatalf("finished 3-player game: %v", s)
	}
	bad := s
	bad.ToMove = 0
	if err := bad.Check(); !errors.Is(err, ErrMoveCount) {
		t.Errorf("finished game with seat 0 to move: %v", err)
	}
	if moves, err := s.LegalMoves(); err != nil || len(moves) != 0 {
		t.Errorf("a finished game has %d legal moves, %v", len(moves), err)
	}
}

// TestCheckBuiltStates: Check on values built by hand, which Parse never
// gives.
func TestCheckBuiltStates(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    State
		want error
	}{
		{"zero", State{}, ErrSettings},
		{"variant bit", State{Players: 2, Variants: 1 << 6}, ErrSettings},
		{"negative stones", State{Players: 2, Line: []tile.ID{10, 18, 16, 20}, Seats: []Seat{{Stones: -1}, {Stones: 2}}}, ErrBadStones},
		{"tile zero", State{Players: 2, Line: []tile.ID{0, 18, 16, 20}, Seats: []Seat{{Stones: 1}, {Stones: 2}}}, ErrNotInSet},
		{"negative seat", State{Players: 2, ToMove: -1, Line: []tile.ID{10, 18, 16, 20}, Seats: []Seat{{Stones: 1}, {Stones: 2}}}, ErrBadSeat},
	} {
		if err := tc.s.Check(); !errors.Is(err, tc.want) {
			t.Errorf("%s: Check = %v, want %v", tc.name, err, tc.want)
		}
		if _, err := tc.s.View(); !errors.Is(err, tc.want) {
			t.Errorf("%s: View = %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestUnmarshalText(t *testing.T) {
	var s State
	if err := s.UnmarshalText([]byte(exampleNext)); err != nil || s.String() != exampleNext {
		t.Fatalf("UnmarshalText: %v, %v", s, err)
	}
	before := s.String()
	if err := s.UnmarshalText([]byte("2hmbtg;")); !errors.Is(err, ErrSyntax) || s.String() != before {
		t.Errorf("a refused text changed the state to %v (%v)", s, err)
	}
	b, err := s.MarshalText()
	if err != nil || string(b) != exampleNext {
		t.Errorf("MarshalText = %q, %v", b, err)
	}
	if text := (State{Players: 2, Seats: []Seat{{Stones: 100}}}).String(); text[0] != '%' {
		t.Errorf("String of unwritable stones = %q", text)
	}
}

// TestFromPositionAgreement checks that the notation's refusal of a solo
// position counts in agreement: "a game of 1 player".
func TestFromPositionAgreement(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 1, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = FromPosition(g.Position())
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "a game of 1 player with") {
		t.Errorf("FromPosition of a solo game: %v", err)
	}
}

// An Athena game cannot be written: the notation has no construction
// cards and no one-hex tiles. The refusal says so, at the start of the
// game (before any one-hex tile is in a city) as later, and the same game
// without the expansion exports.
func TestFromPositionRefusesAthena(t *testing.T) {
	for _, athena := range []bool{false, true} {
		g, err := akropolis.New(akropolis.Options{Players: 2, Athena: athena, Seed: [2]uint64{1, 2}})
		if err != nil {
			t.Fatal(err)
		}
		for _, export := range []func() (State, error){
			func() (State, error) { return FromGame(g) },
			func() (State, error) { return FromPosition(g.Position()) },
			func() (State, error) { return FromView(g.View()) },
		} {
			s, err := export()
			switch {
			case !athena && err != nil:
				t.Errorf("a base game: %v", err)
			case athena && (!errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "no construction cards and no one-hex tiles") || s.Players != 0):
				t.Errorf("an Athena game exports as %v, %v; want ErrUnsupported naming the cards and one-hex tiles", s, err)
			}
		}
	}
}
