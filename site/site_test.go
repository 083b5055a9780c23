package site_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// ids turns numbers into tile IDs, to keep layouts short.
func ids(ns ...int) []tile.ID {
	out := make([]tile.ID, len(ns))
	for i, n := range ns {
		out[i] = tile.ID(n)
	}
	return out
}

// layout builds a site from a literal layout or fails the test.
func layout(t testing.TB, line []tile.ID, stacks [][]tile.ID, players int) site.Site {
	t.Helper()
	s, err := site.FromLayout(line, stacks, players)
	if err != nil {
		t.Fatalf("FromLayout: %v", err)
	}
	return s
}

func line(s site.Site) []tile.ID { return s.AppendLine(nil) }

// A two-player site: 4 face up, two stacks of 3.
func small(t testing.TB) site.Site {
	return layout(t, ids(12, 4, 33, 7), [][]tile.ID{ids(1, 2, 3), ids(5, 6, 8)}, 2)
}

func TestTakeMiddleMovesTilesUp(t *testing.T) {
	s := small(t)
	if got := s.Cost(2); got != 2 {
		t.Fatalf("Cost(2) = %d, want 2", got)
	}
	id, err := s.Take(1, 1)
	if err != nil || id != 4 {
		t.Fatalf("Take(1, 1) = %v, %v; want 04, nil", id, err)
	}
	if want := ids(12, 33, 7); !slices.Equal(line(s), want) {
		t.Fatalf("line = %v, want %v", line(s), want)
	}
	// 33 was at position 2 (cost 2) and 07 at 3 (cost 3): each costs one less.
	for i, want := range []struct {
		id   tile.ID
		cost int
	}{{12, 0}, {33, 1}, {7, 2}} {
		if s.At(i) != want.id || s.Cost(i) != want.cost {
			t.Errorf("position %d: %v costs %d, want %v costs %d", i, s.At(i), s.Cost(i), want.id, want.cost)
		}
	}
}

func TestTakeFirstIsFree(t *testing.T) {
	s := small(t)
	id, err := s.Take(0, 0)
	if err != nil || id != 12 {
		t.Fatalf("Take(0, 0) = %v, %v; want 12, nil", id, err)
	}
	if want := ids(4, 33, 7); !slices.Equal(line(s), want) {
		t.Fatalf("line = %v, want %v", line(s), want)
	}
}

func TestTakeLastAffordable(t *testing.T) {
	s := small(t)
	if id, err := s.Take(3, 3); err != nil || id != 7 {
		t.Fatalf("Take(3, 3) = %v, %v; want 07, nil", id, err)
	}
	if want := ids(12, 4, 33); !slices.Equal(line(s), want) {
		t.Fatalf("line = %v, want %v", line(s), want)
	}
}

// TestCheckIsTakeWithoutChange: on every position of sites along a game,
// with stones from none to enough, Check returns the position's tile or
// the error Take returns, as Take does, and changes nothing.
func TestCheckIsTakeWithoutChange(t *testing.T) {
	s := small(t)
	for i := -1; i <= s.Len(); i++ {
		for stones := -1; stones <= s.Len(); stones++ {
			before := s
			cid, cerr := s.Check(i, stones)
			if s != before {
				t.Fatalf("Check(%d, %d) changed the site", i, stones)
			}
			taken := s
			tid, terr := taken.Take(i, stones)
			if cerr == nil && cid != s.At(i) {
				t.Errorf("Check(%d, %d) = %v, the position holds %v", i, stones, cid, s.At(i))
			}
			if cid != tid || fmt.Sprint(cerr) != fmt.Sprint(terr) {
				t.Errorf("Check(%d, %d) = %v, %v; Take = %v, %v", i, stones, cid, cerr, tid, terr)
			}
		}
	}
}

func TestRejectedTakes(t *testing.T) {
	over := layout(t, ids(9), nil, 2)
	waiting := layout(t, ids(9), [][]tile.ID{ids(1, 2, 3)}, 2)
	for _, c := range []struct {
		name      string
		s         site.Site
		i, stones int
		want      error
	}{
		{"cannot afford", small(t), 3, 2, site.ErrCannotAfford},
		{"cannot afford with no stones", small(t), 1, 0, site.ErrCannotAfford},
		{"negative stones", small(t), 0, -1, site.ErrCannotAfford},
		{"past the end", small(t), 4, 10, site.ErrBadPosition},
		{"negative position", small(t), -1, 10, site.ErrBadPosition},
		{"game over", over, 0, 10, site.ErrGameOver},
		{"needs refill", waiting, 0, 10, site.ErrNeedsRefill},
		{"zero site", site.Site{}, 0, 10, site.ErrBadPosition},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := c.s
			if id, err := c.s.Check(c.i, c.stones); id != 0 || !errors.Is(err, c.want) || c.s != before {
				t.Errorf("Check(%d, %d) = %v, %v, want %v and no change", c.i, c.stones, id, err, c.want)
			}
			id, err := c.s.Take(c.i, c.stones)
			if !errors.Is(err, c.want) {
				t.Fatalf("Take(%d, %d) error = %v, want %v", c.i, c.stones, err, c.want)
			}
			if id != 0 {
				t.Errorf("rejected take returned tile %v", id)
			}
			if want := fmt.Sprintf("site: take position %d with %s: %v", c.i, stonesText(c.stones), c.want); err.Error() != want {
				t.Errorf("error %q, want %q", err, want)
			}
			if c.s != before {
				t.Errorf("rejected take changed the site: %v, was %v", c.s, before)
			}
		})
	}
}

func TestTakeErrorMessage(t *testing.T) {
	s := small(t)
	_, err := s.Take(3, 2)
	const want = "site: take position 3 with 2 stones: cannot afford the tile"
	if err == nil || err.Error() != want {
		t.Fatalf("error = %v, want %q", err, want)
	}
	// One stone is counted in the singular.
	_, err = s.Take(2, 1)
	const one = "site: take position 2 with 1 stone: cannot afford the tile"
	if err == nil || err.Error() != one {
		t.Fatalf("error = %v, want %q", err, one)
	}
}

// Setup errors count one tile in the singular.
func TestSetupMessagesCountOne(t *testing.T) {
	_, err := site.New(2, []tile.ID{5})
	const short = "1 tile: a game of 2 players needs 4 face up and at least one stack of 3"
	if err == nil || !strings.Contains(err.Error(), short) {
		t.Errorf("New(2, [05]) = %v, want %q", err, short)
	}
	_, err = site.FromLayout([]tile.ID{12, 4, 33, 7}, [][]tile.ID{{1}}, 2)
	const stack = "stack 0 has 1 tile: a game of 2 players needs 3"
	if err == nil || !strings.Contains(err.Error(), stack) {
		t.Errorf("FromLayout with a stack of one tile = %v, want %q", err, stack)
	}
}

func TestOutOfRangeQueries(t *testing.T) {
	s := small(t)
	for _, i := range []int{-100, -1, 4, 6, 61, 1 << 40} {
		if s.At(i) != 0 || s.Cost(i) != -1 {
			t.Errorf("At(%d), Cost(%d) = %v, %d; want 0, -1", i, i, s.At(i), s.Cost(i))
		}
	}
	var z site.Site
	if z.At(0) != 0 || z.Cost(0) != -1 || z.Len() != 0 || z.Over() || z.NeedsRefill() ||
		z.StacksLeft() != 0 || z.Affordable(5) != 0 || z.String() != "[] 0 stacks" {
		t.Errorf("zero site misbehaves: %v", z)
	}
	if z.Refill() {
		t.Errorf("zero site refilled")
	}
}

func TestAffordable(t *testing.T) {
	s := small(t)
	for stones, want := range []int{1, 2, 3, 4, 4, 4} {
		if got := s.Affordable(stones); got != want {
			t.Errorf("Affordable(%d) = %d, want %d", stones, got, want)
		}
	}
	if s.Affordable(-1) != 0 {
		t.Errorf("Affordable(-1) = %d, want 0", s.Affordable(-1))
	}
	// Every position below Affordable is a legal take, the next is not.
	for stones := range 5 {
		n := s.Affordable(stones)
		for i := range n {
			c := s
			if _, err := c.Take(i, stones); err != nil {
				t.Errorf("Take(%d, %d): %v", i, stones, err)
			}
		}
		c := s
		if _, err := c.Take(n, stones); err == nil {
			t.Errorf("Take(%d, %d) succeeded past Affordable", n, stones)
		}
	}
	if over := layout(t, ids(9), nil, 2); over.Affordable(9) != 0 {
		t.Errorf("Affordable on a finished site = %d", over.Affordable(9))
	}
}

func TestRefill(t *testing.T) {
	s := small(t)
	if s.NeedsRefill() || s.Refill() {
		t.Fatalf("full site wants a refill")
	}
	for range 3 {
		if _, err := s.Take(0, 0); err != nil {
			t.Fatal(err)
		}
		if s.Len() > 1 && s.Refill() {
			t.Fatalf("refilled with %d tiles up", s.Len())
		}
	}
	if !s.NeedsRefill() || s.Over() || s.Len() != 1 || s.At(0) != 7 {
		t.Fatalf("after three takes: %v, NeedsRefill %v", s, s.NeedsRefill())
	}
	if !s.Refill() {
		t.Fatal("Refill() = false")
	}
	if want := ids(7, 1, 2, 3); !slices.Equal(line(s), want) {
		t.Fatalf("line = %v, want %v (the last tile stays first)", line(s), want)
	}
	if s.StacksLeft() != 1 || s.String() != "[07 01 02 03] 1 stack" {
		t.Fatalf("after a refill: %v", s)
	}
	if s.Refill() {
		t.Fatal("refilled a full site")
	}
	// Leave 02 last this time.
	for _, i := range []int{0, 0, 1} {
		if _, err := s.Take(i, 9); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Refill() {
		t.Fatal("second Refill() = false")
	}
	if want := ids(2, 5, 6, 8); !slices.Equal(line(s), want) || s.StacksLeft() != 0 {
		t.Fatalf("after the last refill: %v", s)
	}
	for range 3 {
		if _, err := s.Take(s.Len()-1, 9); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Over() || s.NeedsRefill() || s.Refill() || s.String() != "[02] 0 stacks" {
		t.Fatalf("at the end: %v, Over %v", s, s.Over())
	}
}

// A whole game, taking and refilling until the end, has 12 x (N+1) takes in
// the standard game; the last tile is never played.
func TestTakesInAWholeGame(t *testing.T) {
	for _, c := range []struct {
		players  int
		allTiles bool
		stacks   int
		takes    int
	}{
		{1, false, 11, 36},
		{2, false, 11, 36},
		{3, false, 11, 48},
		{4, false, 11, 60},
		{2, true, 19, 60},
		{3, true, 14, 60},
		{4, true, 11, 60},
		{1, true, 19, 60},
	} {
		t.Run(fmt.Sprintf("%dp all=%v", c.players, c.allTiles), func(t *testing.T) {
			s, err := site.Deal(c.players, c.allTiles, 7, 11)
			if err != nil {
				t.Fatal(err)
			}
			n := max(c.players, 2)
			if s.StacksLeft() != c.stacks || s.Len() != n+2 || s.StackSize() != n+1 || s.Players() != c.players {
				t.Fatalf("dealt %v: stack size %d, players %d", s, s.StackSize(), s.Players())
			}
			takes, refills := 0, 0
			for !s.Over() {
				if _, err := s.Take(takes%s.Len(), 5); err != nil {
					t.Fatalf("take %d: %v", takes, err)
				}
				takes++
				if s.Refill() {
					refills++
				}
			}
			if takes != c.takes || takes != 12*(n+1) && !c.allTiles || refills != c.stacks {
				t.Errorf("%d takes and %d refills, want %d and %d", takes, refills, c.takes, c.stacks)
			}
		})
	}
}

func TestDealIsDeterministic(t *testing.T) {
	a, err1 := site.Deal(3, false, 1, 2)
	b, err2 := site.Deal(3, false, 1, 2)
	c, err3 := site.Deal(3, false, 2, 1)
	if err1 != nil || err2 != nil || err3 != nil {
		t.Fatal(err1, err2, err3)
	}
	if a != b {
		t.Errorf("same seed, different sites: %v and %v", a, b)
	}
	if a == c {
		t.Errorf("different seeds, same site: %v", a)
	}
	// Shuffle appends after existing tiles and shuffles only those it appends.
	got := site.AppendShuffle(ids(99), 2, false, 1, 2)
	if got[0] != 99 || len(got) != 38 {
		t.Errorf("Shuffle kept %v and made %d tiles", got[0], len(got))
	}
	if !slices.Equal(got[1:], site.AppendShuffle(nil, 2, false, 1, 2)) {
		t.Errorf("Shuffle depends on dst")
	}
	sorted := slices.Sorted(slices.Values(got[1:]))
	if !slices.Equal(sorted, tile.AppendInPlay(nil, 2, false)) {
		t.Errorf("Shuffle is not a permutation of the tiles in play")
	}
}

// Deal is New applied to Shuffle.
func TestDealIsNewOfShuffle(t *testing.T) {
	order := site.AppendShuffle(nil, 4, false, 3, 4)
	s, err := site.New(4, order)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := site.Deal(4, false, 3, 4)
	if s != d {
		t.Fatalf("New(Shuffle) = %v, Deal = %v", s, d)
	}
	if !slices.Equal(line(s), order[:6]) || !slices.Equal(s.AppendStacks(nil), order[6:]) {
		t.Fatalf("New did not lay out the order as given")
	}
}

// The face-down tiles are listed in ID order, whatever the draw order.
func TestUnseenHidesTheOrder(t *testing.T) {
	a := layout(t, ids(10, 20, 30, 40), [][]tile.ID{ids(5, 3, 9), ids(1, 8, 2)}, 2)
	b := layout(t, ids(10, 20, 30, 40), [][]tile.ID{ids(8, 9, 1), ids(2, 5, 3)}, 2)
	if a == b {
		t.Fatal("different draw orders compare equal")
	}
	want := ids(1, 2, 3, 5, 8, 9)
	if ua, ub := a.AppendUnseen(nil), b.AppendUnseen(nil); !slices.Equal(ua, want) || !slices.Equal(ub, want) {
		t.Errorf("unseen = %v and %v, want %v", ua, ub, want)
	}
	if got, want := a.AppendStacks(nil), ids(5, 3, 9, 1, 8, 2); !slices.Equal(got, want) {
		t.Errorf("stacks in draw order = %v, want %v", got, want)
	}
	// Append forms append.
	if got := a.AppendUnseen(ids(60)); !slices.Equal(got, append(ids(60), want...)) {
		t.Errorf("AppendUnseen does not append: %v", got)
	}
}

// == compares state, not history: a site reached by play equals the same
// layout set up directly.
func TestEqualityIsState(t *testing.T) {
	s := small(t)
	for range 3 {
		if _, err := s.Take(0, 0); err != nil {
			t.Fatal(err)
		}
	}
	s.Refill()
	if direct := layout(t, ids(7, 1, 2, 3), [][]tile.ID{ids(5, 6, 8)}, 2); s != direct {
		t.Errorf("played %v != laid out %v", s, direct)
	}
	// Solo and two players lay out alike but are different games.
	solo := layout(t, ids(12, 4, 33, 7), [][]tile.ID{ids(1, 2, 3), ids(5, 6, 8)}, 1)
	if solo == small(t) || solo.StackSize() != 3 || solo.Players() != 1 {
		t.Errorf("solo site %v: players %d, stack size %d", solo, solo.Players(), solo.StackSize())
	}
}

// Copying is cloning: the copy does not follow the original.
func TestCopyIsClone(t *testing.T) {
	s, _ := site.Deal(2, false, 5, 6)
	snap := s
	if _, err := s.Take(2, 2); err != nil {
		t.Fatal(err)
	}
	if snap == s || snap.Len() != 4 {
		t.Fatalf("snapshot changed with the original")
	}
	s = snap
	if s != snap {
		t.Fatal("restoring the snapshot did not restore the site")
	}
}

func TestNewRejects(t *testing.T) {
	valid := site.AppendShuffle(nil, 2, false, 1, 1) // 37 tiles
	dup := slices.Clone(valid)
	dup[20] = dup[3]
	bad := slices.Clone(valid)
	bad[30] = 62
	zero := slices.Clone(valid)
	zero[0] = 0
	for _, c := range []struct {
		name    string
		players int
		order   []tile.ID
		msg     string
	}{
		{"no players", 0, valid, "0 players"},
		{"five players", 5, valid, "5 players"},
		{"negative players", -1, valid, "-1 players"},
		{"duplicate", 2, dup, "appears twice"},
		{"invalid ID", 2, bad, "62 is not"},
		{"zero ID", 2, zero, "0 is not"},
		{"nil", 2, nil, "0 tiles"},
		{"line only", 2, valid[:4], "at least one stack"},
		{"ragged stacks", 2, valid[:8], "do not make stacks of 3"},
		{"wrong count for 3 players", 3, valid[:12], "do not make stacks of 4"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := site.New(c.players, c.order)
			if !errors.Is(err, site.ErrBadSetup) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("New error = %v, want ErrBadSetup mentioning %q", err, c.msg)
			}
			if s != (site.Site{}) {
				t.Errorf("rejected New returned %v", s)
			}
		})
	}
	if _, err := site.Deal(0, false, 1, 1); !errors.Is(err, site.ErrBadSetup) {
		t.Errorf("Deal(0 players) error = %v", err)
	}
	if _, err := site.New(2, valid[:7]); err != nil {
		t.Errorf("New with one stack: %v", err)
	}
}

func TestFromLayoutRejects(t *testing.T) {
	for _, c := range []struct {
		name    string
		line    []tile.ID
		stacks  [][]tile.ID
		players int
		msg     string
	}{
		{"no players", ids(1), nil, 0, "0 players"},
		{"empty line", nil, [][]tile.ID{ids(1, 2, 3)}, 2, "0 face-up"},
		{"long line", ids(1, 2, 3, 4, 5), nil, 2, "5 face-up tiles: a game of 2 players needs 1 to 4"},
		{"long line solo", ids(1, 2, 3, 4, 5), nil, 1, "1 to 4"},
		{"long line 4p", ids(1, 2, 3, 4, 5, 6, 7), nil, 4, "1 to 6"},
		{"short stack", ids(1), [][]tile.ID{ids(2, 3, 4), ids(5, 6)}, 2, "stack 1 has 2 tiles"},
		{"long stack", ids(1), [][]tile.ID{ids(2, 3, 4, 5)}, 2, "stack 0 has 4 tiles: a game of 2 players needs 3"},
		{"empty stack", ids(1), [][]tile.ID{{}}, 3, "stack 0 has 0 tiles"},
		{"duplicate in line", ids(1, 1), nil, 2, "01 appears twice"},
		{"duplicate across", ids(1, 2), [][]tile.ID{ids(3, 4, 2)}, 2, "02 appears twice"},
		{"duplicate across stacks", ids(1), [][]tile.ID{ids(3, 4, 5), ids(6, 7, 3)}, 2, "03 appears twice"},
		{"invalid in line", ids(0), nil, 2, "0 is not"},
		{"invalid in stack", ids(1), [][]tile.ID{ids(2, 200, 4)}, 2, "200 is not"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := site.FromLayout(c.line, c.stacks, c.players)
			if !errors.Is(err, site.ErrBadSetup) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("FromLayout error = %v, want ErrBadSetup mentioning %q", err, c.msg)
			}
			if s != (site.Site{}) {
				t.Errorf("rejected FromLayout returned %v", s)
			}
		})
	}
}

// FromLayout accepts any mid-game line, and takes nothing from its inputs.
func TestFromLayoutMidGame(t *testing.T) {
	ln := ids(40, 41)
	stacks := [][]tile.ID{ids(1, 2, 3, 4), ids(5, 6, 7, 8)}
	s := layout(t, ln, stacks, 3)
	ln[0], stacks[0][0] = 9, 9 // the site holds copies
	if s.String() != "[40 41] 2 stacks" || s.At(0) != 40 || s.AppendStacks(nil)[0] != 1 {
		t.Fatalf("site = %v", s)
	}
	if got := s.AppendStacks(nil); !slices.Equal(got, ids(1, 2, 3, 4, 5, 6, 7, 8)) {
		t.Fatalf("draw order = %v", got)
	}
	waiting := layout(t, ids(40), stacks, 3)
	if !waiting.NeedsRefill() || !waiting.Refill() || waiting.String() != "[40 09 02 03 04] 1 stack" {
		t.Fatalf("refilled site = %v", waiting)
	}
}

// Take, Refill and the Append forms with room allocate nothing.
func TestNoAllocations(t *testing.T) {
	s0, _ := site.Deal(4, false, 1, 2)
	buf := make([]tile.ID, 0, 64)
	allocs := testing.AllocsPerRun(20, func() {
		s := s0
		for !s.Over() {
			if _, err := s.Take(s.Affordable(1)-1, 1); err != nil {
				panic(err)
			}
			s.Refill()
			buf = s.AppendUnseen(buf[:0])
			buf = s.AppendLine(buf[:0])
			buf = s.AppendStacks(buf[:0])
		}
	})
	if allocs != 0 {
		t.Errorf("a whole game allocates %v times", allocs)
	}
	// Deal allocates only its random generator (rand.New boxes the PCG).
	if allocs := testing.AllocsPerRun(20, func() { _, _ = site.Deal(3, true, 1, 2) }); allocs > 1 {
		t.Errorf("Deal allocates %v times", allocs)
	}
}

// Shuffle gives exactly the order of math/rand/v2's Shuffle on the same PCG
// seeds, so deals stay those of the documented generator.
func TestShuffleMatchesRandShuffle(t *testing.T) {
	for seed := range uint64(200) {
		for _, n := range []int{2, 3, 4} {
			for _, all := range []bool{false, true} {
				got := site.AppendShuffle(nil, n, all, seed, seed*7+1)
				want := tile.AppendInPlay(nil, n, all)
				rng := rand.New(rand.NewPCG(seed, seed*7+1))
				rng.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d, %d players: %v, rand.Shuffle gives %v", seed, n, got, want)
				}
			}
		}
	}
	if a := testing.AllocsPerRun(100, func() { site.Deal(4, false, 1, 2) }); a != 0 {
		t.Errorf("Deal allocates %v times", a)
	}
}

// TestArchitectChoice: the lowest affordable position whose tile shows a
// plaza, or else the first; each case by hand.
func TestArchitectChoice(t *testing.T) {
	// 03 [Quarry House Barracks] has no plaza; 05 [BarracksPlaza ...] has one.
	for _, tc := range []struct {
		line   []tile.ID
		stones int
		want   int
	}{
		{[]tile.ID{3, 5, 7, 8}, 2, 1},  // a plaza tile it can afford
		{[]tile.ID{3, 7, 5, 8}, 1, 0},  // the plaza tile costs 2: it takes the first
		{[]tile.ID{3, 7, 8, 9}, 3, 0},  // no plaza tile at all
		{[]tile.ID{2, 5, 7, 8}, 0, 0},  // the first tile has a plaza
		{[]tile.ID{3, 7, 8, 22}, 3, 3}, // the last position, affordable
	} {
		s, err := site.FromLayout(tc.line, nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.ArchitectChoice(tc.stones); got != tc.want {
			t.Errorf("ArchitectChoice(%v, %d) = %d, want %d", tc.line, tc.stones, got, tc.want)
		}
	}
}

// stonesText writes a count of stones as the site's messages do.
func stonesText(n int) string {
	if n == 1 {
		return "1 stone"
	}
	return fmt.Sprintf("%d stones", n)
}
