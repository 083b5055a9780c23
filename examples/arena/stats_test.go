package arena

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestForfeitRanks: the seat that forfeits is last whatever its total;
// the others rank by total, then stones, sharing when still tied.
func TestForfeitRanks(t *testing.T) {
	for _, tc := range []struct {
		totals, stones []int
		lost           int
		want           []int
	}{
		// Seat 2 leads on points but forfeits.
		{[]int{50, 40, 60}, []int{0, 0, 0}, 2, []int{1, 2, 3}},
		// Seat 1 leads the others; seats 0 and 3 tie on points and stones
		// put seat 3 before seat 0.
		{[]int{50, 60, 70, 50}, []int{1, 0, 0, 2}, 2, []int{3, 1, 4, 2}},
		// Seats 1 and 2 tie on points and stones: they share first place.
		{[]int{90, 50, 50}, []int{0, 1, 1}, 0, []int{3, 1, 1}},
	} {
		if got := forfeitRanks(tc.totals, tc.stones, tc.lost); !cmp.Equal(got, tc.want) {
			t.Errorf("forfeitRanks(%v, %v, %d) = %v, want %v", tc.totals, tc.stones, tc.lost, got, tc.want)
		}
	}
}

// TestElo checks the ratings on results worked out by hand.
func TestElo(t *testing.T) {
	game := func(seats, ranks []int) Result { return Result{Seats: seats, Ranks: ranks} }
	// A (0) beats B (1) twice, B beats A once: with the virtual draw A has
	// 2.5 of 4 comparisons, so A - B = 400 log10(2.5/1.5) = 88.74.
	got := elo(2, []Result{game([]int{0, 1}, []int{1, 2}), game([]int{1, 0}, []int{2, 1}), game([]int{0, 1}, []int{2, 1})})
	if d := got[0] - got[1]; math.Abs(d-400*math.Log10(2.5/1.5)) > 1e-6 || math.Abs(got[0]+got[1]) > 1e-9 {
		t.Errorf("elo = %v, want A - B = 88.74 and mean 0", got)
	}
	// A shared first place is a draw: one shared game and the virtual draw
	// leave the two equal.
	got = elo(2, []Result{game([]int{0, 1}, []int{1, 1})})
	if math.Abs(got[0]) > 1e-9 || math.Abs(got[1]) > 1e-9 {
		t.Errorf("elo of a draw = %v, want 0 0", got)
	}
	// Three players, one game ranked A, B, C: pairs A>B, A>C, B>C, plus a
	// virtual draw per pair, so A has 3 wins of 4 comparisons. By symmetry
	// B is 0 and C = -A; with g = 10^(A/400) the likelihood equation of A
	// is 3 = 2g/(g+1) + 2g/(g+1/g), whose root is g = 2.1305 (A = +131.4).
	got = elo(3, []Result{game([]int{0, 1, 2}, []int{1, 2, 3})})
	g := math.Pow(10, got[0]/400)
	if math.Abs(got[1]) > 1e-6 || math.Abs(got[0]+got[2]) > 1e-6 || math.Abs(2*g/(g+1)+2*g*g/(g*g+1)-3) > 1e-6 || math.Abs(got[0]-131.38) > 0.01 {
		t.Errorf("elo of A > B > C = %v", got)
	}
}

// TestMeanInterval: totals 10, 20, 30 have mean 20 and standard deviation
// 10, so the 95% half-width is 1.96 * 10 / sqrt(3) = 11.316.
func TestMeanInterval(t *testing.T) {
	s := playerStats{games: 3, sum: 60, sumSq: 100 + 400 + 900}
	mean, half := s.meanInterval()
	if mean != 20 || math.Abs(half-11.3161) > 1e-3 {
		t.Errorf("meanInterval = %v ± %v, want 20 ± 11.316", mean, half)
	}
	if _, half := (playerStats{games: 1, sum: 5, sumSq: 25}).meanInterval(); !math.IsNaN(half) {
		t.Errorf("one game: half-width %v, want none", half)
	}
}

// TestStats counts wins and shared wins by player, whatever the seat.
func TestStats(t *testing.T) {
	results := []Result{
		{Seats: []int{0, 1, 2}, Totals: []int{50, 50, 10}, Ranks: []int{1, 1, 3}},
		{Seats: []int{1, 2, 0}, Totals: []int{30, 20, 10}, Ranks: []int{1, 2, 3}},
		{Seats: []int{2, 0, 1}, Totals: []int{5, 6, 7}, Ranks: []int{3, 2, 1}, Forfeit: &Forfeit{Seat: 0}},
	}
	st := stats(3, results)
	want := []playerStats{
		{games: 3, wins: 0, shared: 1, winShare: 0.5, sum: 66, sumSq: 2500 + 100 + 36},
		{games: 3, wins: 2, shared: 1, winShare: 2.5, sum: 87, sumSq: 2500 + 900 + 49},
		{games: 3, forfeits: 1, sum: 35, sumSq: 100 + 400 + 25},
	}
	if diff := cmp.Diff(want, st, cmp.AllowUnexported(playerStats{})); diff != "" {
		t.Errorf("stats (-want +got):\n%s", diff)
	}
}
