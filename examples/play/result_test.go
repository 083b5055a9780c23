package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/arena"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/google/go-cmp/cmp"
)

// TestResultTies checks the winner lines when stones break a tie on points
// and when a rank is shared.
func TestResultTies(t *testing.T) {
	tab := &arena.Table{Entries: []string{"greedy", "random", "greedy"}}
	for _, tc := range []struct {
		name           string
		totals, stones []int
		want           string
	}{
		{"clear", []int{50, 40, 30}, []int{1, 2, 3}, `
Result
  1. seat 0 (greedy)     50 points, 1 stone
  2. seat 1 (random)     40 points, 2 stones
  3. seat 2 (greedy)     30 points, 3 stones
Winner: seat 0 (greedy) with 50 points.
`},
		{"stones", []int{50, 50, 30}, []int{1, 4, 3}, `
Result
  1. seat 1 (random)     50 points, 4 stones  (stones broke the tie on points with seat 0)
  2. seat 0 (greedy)     50 points, 1 stone  (stones broke the tie on points with seat 1)
  3. seat 2 (greedy)     30 points, 3 stones
Winner: seat 1 (random) with 50 points, tied on points with seat 0 (greedy) (1 stone): the tie is broken by stones, 4 to the winner.
`},
		{"one point", []int{1, 0, 1}, []int{2, 0, 1}, `
Result
  1. seat 0 (greedy)      1 point, 2 stones  (stones broke the tie on points with seat 2)
  2. seat 2 (greedy)      1 point, 1 stone  (stones broke the tie on points with seat 0)
  3. seat 1 (random)      0 points, 0 stones
Winner: seat 0 (greedy) with 1 point, tied on points with seat 2 (greedy) (1 stone): the tie is broken by stones, 2 to the winner.
`},
		{"shared one point", []int{1, 1, 0}, []int{1, 1, 0}, `
Result
  1. seat 0 (greedy)      1 point, 1 stone  (shares the rank with seat 1: same points and stones)
  1. seat 1 (random)      1 point, 1 stone  (shares the rank with seat 0: same points and stones)
  3. seat 2 (greedy)      0 points, 0 stones
Shared win: seat 0 (greedy) and seat 1 (random), with 1 point and 1 stone each.
`},
		{"shared", []int{50, 50, 50}, []int{2, 2, 1}, `
Result
  1. seat 0 (greedy)     50 points, 2 stones  (shares the rank with seat 1: same points and stones; stones broke the tie on points with seat 2)
  1. seat 1 (random)     50 points, 2 stones  (shares the rank with seat 0: same points and stones; stones broke the tie on points with seat 2)
  3. seat 2 (greedy)     50 points, 1 stone  (stones broke the tie on points with seat 0 and seat 1)
Shared win: seat 0 (greedy) and seat 1 (random), with 50 points and 2 stones each.
`},
	} {
		var b bytes.Buffer
		cards := make([]score.Pad, len(tc.totals))
		for k := range cards {
			cards[k] = score.Pad{Summary: score.Summary{Total: tc.totals[k], Stones: tc.stones[k]}}
		}
		printResult(&b, tab, cards, score.Rank(tc.totals, tc.stones), nil)
		if diff := cmp.Diff(tc.want, b.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestSoloResultCountsOne checks the solo result line at the start of a
// game, where the player's total is 1 (no point, 1 stone; the total
// counts the stones) and the Architect's 2 (its 2 stones, no tile):
// "1 point", not "1 points".
func TestSoloResultCountsOne(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 1})
	if err != nil {
		t.Fatal(err)
	}
	if g.Total(0) != 1 || g.ArchitectScore().Total != 2 {
		t.Fatalf("totals %d and %d at the start, want 1 and 2", g.Total(0), g.ArchitectScore().Total)
	}
	var b bytes.Buffer
	printSolo(&b, g, &arena.Table{Entries: []string{"greedy"}}, nil)
	const want = "\nResult\n  seat 0 (greedy) 1 point, 1 stone; the Architect 2 points, 2 stones.\n"
	if !strings.Contains(b.String(), want) {
		t.Errorf("printSolo wrote:\n%s\nwant it to hold %q", b.String(), want)
	}
}
