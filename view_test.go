package akropolis_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// RULES.md section 7: a view shows everything but the order of the
// face-down tiles and the seed. Two games that differ only in that order
// give the same view, and a sample of the view is a game consistent with it.
func TestViewHidesStackOrder(t *testing.T) {
	order := tile.AppendInPlay(nil, 2, false)
	other := slices.Clone(order)
	slices.Reverse(other[4:]) // the same face-up line, the stacks in another order
	var views []akropolis.View
	for k, o := range [][]tile.ID{order, other} {
		s, err := site.New(2, o)
		if err != nil {
			t.Fatal(err)
		}
		g, err := akropolis.NewFromSite(akropolis.Options{Players: 2, Seed: [2]uint64{uint64(k), 9}}, s)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 { // the same moves in both, before any refill draws a stack
			must(t, g.Play(g.AppendLegalMoves(nil)[0]))
		}
		views = append(views, g.View())
	}
	a, b := views[0], views[1]
	if a.Options != b.Options || a.Options.Seed != [2]uint64{} {
		t.Errorf("views show options %+v and %+v (the seed must be hidden)", a.Options, b.Options)
	}
	if !slices.Equal(a.Line, b.Line) || !slices.Equal(a.Unseen, b.Unseen) || !slices.Equal(a.Stones, b.Stones) ||
		a.StacksLeft != b.StacksLeft || a.Reserve != b.Reserve || a.Turn != b.Turn || a.Current != b.Current || a.Chief != b.Chief {
		t.Errorf("views differ: %+v / %+v", a, b)
	}
	for k := range a.Cities {
		if !a.Cities[k].Equal(&b.Cities[k].Base) {
			t.Errorf("seat %d's city differs in the views", k)
		}
	}
	if !slices.IsSorted(a.Unseen) {
		t.Errorf("unseen tiles %v are not in ID order: the order would leak", a.Unseen)
	}
	// Samples keep everything seen, deal the unseen tiles, and play out.
	orders := map[string]bool{}
	for seed := range uint64(5) {
		g, err := a.Sample(seed, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := g.Site()
		if !slices.Equal(s.AppendLine(nil), a.Line) || !slices.Equal(s.AppendUnseen(nil), a.Unseen) || g.Turn()+1 != a.Turn {
			t.Fatalf("sample %d is not consistent with the view", seed)
		}
		orders[string(tileBytes(s.AppendStacks(nil)))] = true
		for !g.Over() {
			must(t, g.Play(g.AppendLegalMoves(nil)[0]))
		}
	}
	if len(orders) < 2 {
		t.Error("five samples dealt the stacks in one order")
	}
}

func tileBytes(ids []tile.ID) []byte {
	b := make([]byte, len(ids))
	for i, id := range ids {
		b[i] = byte(id)
	}
	return b
}

// TestViewString checks that a view prints as its text form, the golden
// view.txt line, which reads back into an equal view.
func TestViewString(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "forms", "view.txt"))
	if err != nil {
		t.Fatal(err)
	}
	line := strings.TrimSuffix(string(b), "\n")
	var v akropolis.View
	if err := v.UnmarshalText([]byte(line)); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(v); got != line {
		t.Errorf("fmt.Sprint(view) = %q, want %q", got, line)
	}
	var back akropolis.View
	if err := back.UnmarshalText([]byte(fmt.Sprint(v))); err != nil || fmt.Sprint(back) != line {
		t.Errorf("read back: %v, %v", back, err)
	}
}
