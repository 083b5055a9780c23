package akropolis_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/site"
)

// TestOutsidePhaseReasons: the stop move and a completion outside the
// construction phase, between phases and after the end, are each refused
// with a plain reason of their own, naming the move's kind: never as a
// take (a wrong tile, "take position ...").
func TestOutsidePhaseReasons(t *testing.T) {
	between := handGame(t, 2, handCards(t))
	over := randomGame(t, akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{4, 4}}, -1)
	base := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{4, 4}}, 3)
	done := completion(quarryMineSlot, 82, hex.Hex{Q: 0, R: -1}, 0)
	cases := []struct {
		name string
		g    *akropolis.Game
		m    akropolis.Move
		rule error
		says string
	}{
		{"stop between phases", between, akropolis.Stop(), site.ErrNotConstructing, "the stop move has no phase to stop"},
		{"completion between phases", between, done, site.ErrNotConstructing, "a completion waits for a construction phase"},
		{"stop after the end", over, akropolis.Stop(), site.ErrGameOver, "the stop move after the end"},
		{"completion after the end", over, done, site.ErrGameOver, "a completion after the end"},
		// A game without the expansion says it has no phase, not when one opens.
		{"stop without Athena", base, akropolis.Stop(), site.ErrNotConstructing, "the stop move: a game without the Athena expansion has no construction phase"},
		{"completion without Athena", base, done, site.ErrNotConstructing, "the completion move: a game without the Athena expansion has no construction phase"},
	}
	seen := map[string]bool{}
	for _, tc := range cases {
		err := tc.g.Check(tc.m)
		if !errors.Is(err, tc.rule) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v; want %v saying %q", tc.name, err, tc.rule, tc.says)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "take position") || strings.Contains(msg, "or stop outside") || seen[msg] {
			t.Errorf("%s: %q is a take's reason, the general one, or another case's", tc.name, msg)
		}
		seen[err.Error()] = true
		if err := tc.g.Play(tc.m); !errors.Is(err, tc.rule) {
			t.Errorf("%s: Play: %v, want %v", tc.name, err, tc.rule)
		}
	}
}

// TestMoveSpaces: ParseMove and city.Placement.UnmarshalText follow one rule on the
// text around them: none. A space, tab, line end or no-break space before
// or after the text is refused by both (a record's reader trims the spaces
// its own line allows before it asks).
func TestMoveSpaces(t *testing.T) {
	for _, pad := range []string{" ", "\t", "\n", "\r", "\v", "\u00a0"} {
		for _, place := range []string{"07@(1,-2)r3", "75@(1,-2)r0"} {
			move := "2:" + place
			if place[0] == '7' {
				move = "c2:" + place
			}
			for _, s := range []string{pad + place, place + pad} {
				if p := (city.Placement{}); p.UnmarshalText([]byte(s)) == nil {
					t.Errorf("city.Placement.UnmarshalText(%q) = %v, want an error", s, p)
				}
			}
			for _, s := range []string{pad + move, move + pad, pad + "stop", "stop" + pad} {
				if m, err := akropolis.ParseMove(s); err == nil || m != (akropolis.Move{}) {
					t.Errorf("ParseMove(%q) = %v, %v; want the zero Move and an error", s, m, err)
				}
			}
		}
	}
	if m, err := akropolis.ParseMove("2:07@(1,-2)r3"); err != nil || m.Kind() != akropolis.TakeMove {
		t.Errorf("ParseMove of the bare text: %v, %v", m, err)
	}
}
