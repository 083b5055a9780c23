package stones_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/internal/stones"
)

// The starting stones, worked out by hand from the rules: seat k gets k+1,
// or k with FromZero; a solo game deals the player 1 and the Architect 2
// whatever FromZero says. The reserve keeps the rest of the 40.
func TestEconomyDeal(t *testing.T) {
	for _, tc := range []struct {
		e       stones.Economy
		held    [4]int
		reserve int
	}{
		{stones.Economy{Players: 2}, [4]int{1, 2}, 37},
		{stones.Economy{Players: 3}, [4]int{1, 2, 3}, 34},
		{stones.Economy{Players: 4}, [4]int{1, 2, 3, 4}, 30},
		{stones.Economy{Players: 2, StonesFromZero: true}, [4]int{0, 1}, 39},
		{stones.Economy{Players: 4, StonesFromZero: true}, [4]int{0, 1, 2, 3}, 34},
		{stones.Economy{Players: 1}, [4]int{1, 2}, 37},
		{stones.Economy{Players: 1, StonesFromZero: true}, [4]int{1, 2}, 37},
		{stones.Economy{Players: 0}, [4]int{}, 40},
		{stones.Economy{Players: 5}, [4]int{}, 40},
	} {
		held, reserve := tc.e.Deal()
		if held != tc.held || reserve != tc.reserve {
			t.Errorf("%+v: Deal = %v, %d; want %v, %d", tc.e, held, reserve, tc.held, tc.reserve)
		}
	}
}

// The Quarry gain, by hand: the cost is paid first, into the reserve with
// 2 to 4 players (so it may be gained back at once) or to the Architect in
// a solo game; the gain is what the reserve then holds at most, never
// below zero; an unlimited reserve pays every Quarry.
func TestEconomyGain(t *testing.T) {
	duo, solo := stones.Economy{Players: 2}, stones.Economy{Players: 1}
	unlimited := stones.Economy{Players: 2, UnlimitedReserve: true}
	for _, tc := range []struct {
		e                       stones.Economy
		reserve, cost, quarries int
		want                    int
	}{
		{duo, 10, 0, 2, 2},       // plenty: every Quarry
		{duo, 0, 2, 3, 2},        // only the 2 just paid
		{duo, 1, 2, 3, 3},        // 1 + 2 paid covers 3
		{duo, 0, 0, 3, 0},        // empty reserve, free tile
		{solo, 0, 2, 3, 0},       // the 2 went to the Architect
		{solo, 1, 2, 3, 1},       // the reserve as it stands
		{solo, 5, 0, 3, 3},       // plenty
		{unlimited, 0, 0, 3, 3},  // paid in full
		{unlimited, -4, 1, 2, 2}, // even below zero
		{duo, -4, 1, 2, 0},       // a finite reserve below zero pays nothing
	} {
		if got := tc.e.Gain(tc.reserve, tc.cost, tc.quarries); got != tc.want {
			t.Errorf("%+v: Gain(reserve %d, cost %d, %d quarries) = %d, want %d", tc.e, tc.reserve, tc.cost, tc.quarries, got, tc.want)
		}
	}
}

// Where the stones go, by hand: seat 0 holds 3 and seat 1 holds 2, the
// reserve 35; seat k pays cost, then gains gained.
func TestEconomySettle(t *testing.T) {
	start := [4]int{3, 2}
	for _, tc := range []struct {
		name            string
		e               stones.Economy
		k, cost, gained int
		wantHeld        [4]int
		wantReserve     int
	}{
		{"into the reserve, then 1 back", stones.Economy{Players: 2}, 0, 2, 1, [4]int{2, 2}, 36},
		{"seat 1 pays the reserve", stones.Economy{Players: 2}, 1, 1, 0, [4]int{3, 1}, 36},
		{"solo: the player pays the Architect", stones.Economy{Players: 1}, 0, 2, 1, [4]int{2, 4}, 34},
		{"solo: the Architect pays the reserve", stones.Economy{Players: 1}, 1, 1, 0, [4]int{3, 1}, 36},
		{"no seat 4", stones.Economy{Players: 4}, 4, 1, 1, [4]int{3, 2}, 35},
		{"no seat -1", stones.Economy{Players: 2}, -1, 1, 1, [4]int{3, 2}, 35},
	} {
		held, reserve := tc.e.Settle(start, 35, tc.k, tc.cost, tc.gained)
		if held != tc.wantHeld || reserve != tc.wantReserve {
			t.Errorf("%s: Settle = %v, %d; want %v, %d", tc.name, held, reserve, tc.wantHeld, tc.wantReserve)
		}
	}
}
