package site_test

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// FuzzFromLayout turns arbitrary bytes into tile IDs and lays them out as a
// line and stacks (stacks of a size drawn from the input, not always the
// right one), and the whole as the order of New. Neither constructor
// panics; a refusal wraps ErrBadSetup; an accepted site holds exactly the tiles
// given, where they were given, and plays out by arbitrary takes (at any
// position, with any stones) to its end, a refused take changing nothing
// and no tile lost or duplicated.
func FuzzFromLayout(f *testing.F) {
	f.Add(uint8(2), uint8(4), uint8(3), []byte{1, 2, 3, 4, 5, 6, 7}, int64(0))
	f.Add(uint8(1), uint8(1), uint8(3), []byte{9, 8, 7, 6}, int64(1))
	f.Add(uint8(4), uint8(6), uint8(5), []byte{10, 20, 30, 40, 50, 60, 61, 1, 2, 3, 4}, int64(math.MaxInt64))
	f.Add(uint8(3), uint8(5), uint8(4), []byte{0, 62, 255, 1, 1}, int64(math.MinInt64))
	f.Add(uint8(0), uint8(0), uint8(0), []byte{}, int64(-1))
	f.Add(uint8(5), uint8(2), uint8(0), []byte{1, 2}, int64(2))
	f.Fuzz(func(t *testing.T, players, lineLen, stackLen uint8, data []byte, stones int64) {
		if len(data) > 256 {
			return
		}
		ids := make([]tile.ID, len(data))
		for k, b := range data {
			ids[k] = tile.ID(b)
		}
		p := int(players) - 1 // reach 0 and 5 too
		n := min(int(lineLen), len(ids))
		line := ids[:n]
		var stacks [][]tile.ID
		for rest := ids[n:]; len(rest) > 0; {
			k := min(max(int(stackLen), 1), len(rest))
			stacks = append(stacks, rest[:k])
			rest = rest[k:]
		}
		if s, err := site.New(p, ids); err != nil {
			if !errors.Is(err, site.ErrBadSetup) || s != (site.Site{}) {
				t.Fatalf("New(%d, %v) = %v, %v", p, ids, s, err)
			}
		} else {
			checkLayout(t, s, p, ids[:max(p, 2)+2], ids[max(p, 2)+2:])
			playOut(t, s, uint64(stones))
		}
		s, err := site.FromLayout(line, stacks, p)
		if err != nil {
			if !errors.Is(err, site.ErrBadSetup) || s != (site.Site{}) {
				t.Fatalf("FromLayout(%v, %v, %d) = %v, %v", line, stacks, p, s, err)
			}
			return
		}
		checkLayout(t, s, p, line, ids[n:])
		if st := int(stones); s.Affordable(st) < 0 || s.Affordable(st) > s.Len() {
			t.Fatalf("%v: Affordable(%d) = %d", s, st, s.Affordable(st))
		}
		playOut(t, s, uint64(stones))
	})
}

// checkLayout checks that s holds line face up and stacks face down.
func checkLayout(t *testing.T, s site.Site, players int, line, stacks []tile.ID) {
	t.Helper()
	if s.Players() != players || s.StackSize() != max(players, 2)+1 {
		t.Fatalf("%v: Players %d, StackSize %d for %d players", s, s.Players(), s.StackSize(), players)
	}
	if got := s.AppendLine(nil); !slices.Equal(got, line) || s.Len() != len(line) {
		t.Fatalf("%v: line %v, want %v", s, got, line)
	}
	if got := s.AppendStacks(nil); !slices.Equal(got, stacks) || s.StacksLeft()*s.StackSize() != len(stacks) {
		t.Fatalf("%v: stacks %v (%d left), want %v", s, got, s.StacksLeft(), stacks)
	}
	unseen := slices.Sorted(slices.Values(stacks))
	if got := s.AppendUnseen(nil); !slices.Equal(got, unseen) {
		t.Fatalf("%v: unseen %v, want %v", s, got, unseen)
	}
}

// playOut takes tiles from s, at positions and with stones drawn from x,
// until the game is over, checking every take.
func playOut(t *testing.T, s site.Site, x uint64) {
	t.Helper()
	total := s.Len() + s.StacksLeft()*s.StackSize()
	var taken []tile.ID
	for turn := 0; !s.Over(); turn++ {
		if len(taken) > int(tile.MaxID) {
			t.Fatalf("%v: no end after %d takes", s, len(taken))
		}
		if s.Refill() {
			continue
		}
		x = x*6364136223846793005 + 1442695040888963407
		pos := int(x>>59) - 8 // -8..23: off both ends of the line too
		stones := []int{int(x>>32) % 6, math.MaxInt, math.MinInt, -1, pos}[x%5]
		if turn%4 == 3 { // a take that must succeed, so that the game ends
			pos, stones = 0, 0
		}
		before := s
		a := s.Affordable(stones)
		if a < 0 || a > s.Len() {
			t.Fatalf("%v: Affordable(%d) = %d", s, stones, a)
		}
		id, err := s.Take(pos, stones)
		if err != nil {
			if want := fmt.Sprintf("site: take position %d with ", pos); !strings.HasPrefix(err.Error(), want) || s != before {
				t.Fatalf("%v: Take(%d, %d) = %v and changed the site to %v", before, pos, stones, err, s)
			}
			if pos >= 0 && pos < a {
				t.Fatalf("%v: Take(%d, %d) refused but Affordable = %d", before, pos, stones, a)
			}
			continue
		}
		if pos >= a || id != before.At(pos) || !id.InBase() {
			t.Fatalf("%v: Take(%d, %d) = %v, Affordable %d", before, pos, stones, id, a)
		}
		taken = append(taken, id)
		rest := s.AppendStacks(s.AppendLine(slices.Clone(taken)))
		if len(rest) != total || len(slices.Compact(slices.Sorted(slices.Values(rest)))) != total {
			t.Fatalf("%v: %v taken, %d tiles in all, want %d distinct", s, taken, len(rest), total)
		}
	}
	if _, err := s.Take(0, math.MaxInt); !errors.Is(err, site.ErrGameOver) {
		t.Fatalf("%v: Take after the end = %v", s, err)
	}
}

// TestAffordableExtremes: Affordable stays within 0..Len for any stones.
func TestAffordableExtremes(t *testing.T) {
	s, err := site.Deal(4, false, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, stones := range []int{math.MinInt, -1, 0, 1, 5, 6, 1 << 40, math.MaxInt - 1, math.MaxInt} {
		want := max(0, min(s.Len(), stones+1))
		if stones >= s.Len() {
			want = s.Len()
		}
		if got := s.Affordable(stones); got != want {
			t.Errorf("Affordable(%d) = %d, want %d", stones, got, want)
		}
	}
}
