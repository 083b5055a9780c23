package site_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// Deal a two-player site from a fixed seed, buy the tile at position 2 with
// 3 stones, and see the tiles behind it move up.
func TestDealTakeMovesUp(t *testing.T) {
	s, err := site.Deal(2, false, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.String(); got != "[22 30 15 19] 11 stacks" {
		t.Fatalf("dealt %s", got)
	}
	id, err := s.Take(2, 3)
	if err != nil || id != 15 {
		t.Fatalf("Take(2, 3) = %v, %v; want 15", id, err)
	}
	var costs []string
	for i := range s.Len() {
		costs = append(costs, fmt.Sprintf("%v:%d", s.At(i), s.Cost(i)))
	}
	if got := fmt.Sprint(costs, " ", s); got != "[22:0 30:1 19:2] [22 30 19] 11 stacks" {
		t.Errorf("after the take: %s", got)
	}
}

// A take the player cannot pay for is rejected, says why, and changes
// nothing.
func TestTakeRefusedSaysWhy(t *testing.T) {
	s, _ := site.FromLayout([]tile.ID{12, 4, 33, 7}, [][]tile.ID{{1, 2, 3}}, 2)
	before := s
	_, err := s.Take(3, 1)
	if got := fmt.Sprint(err); got != "site: take position 3 with 1 stone: cannot afford the tile" {
		t.Errorf("error %q", got)
	}
	if !errors.Is(err, site.ErrCannotAfford) || s != before {
		t.Errorf("errors.Is %v, unchanged %v", errors.Is(err, site.ErrCannotAfford), s == before)
	}
}

// When one tile is left it stays first and the next stack joins it; when no
// stack is left the game is over and the last tile is never played.
func TestRefillThenOver(t *testing.T) {
	s, _ := site.FromLayout([]tile.ID{12, 4}, [][]tile.ID{{1, 2, 3}}, 2)
	s.Take(0, 0)
	var got []string
	got = append(got, fmt.Sprint(s, " ", s.NeedsRefill()))
	s.Refill()
	got = append(got, s.String())
	for range 3 {
		s.Take(0, 0)
	}
	got = append(got, fmt.Sprint(s, " ", s.Over()))
	want := []string{"[04] 1 stack true", "[04 01 02 03] 0 stacks", "[03] 0 stacks true"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// A player's view shows the face-down tiles in ID order, never their draw
// order.
func TestUnseenHidesTheDrawOrder(t *testing.T) {
	s, _ := site.FromLayout([]tile.ID{12, 4, 33, 7}, [][]tile.ID{{9, 1, 5}, {30, 2, 8}}, 2)
	if got := fmt.Sprint(s.AppendUnseen(nil), s.AppendStacks(nil)); got != "[01 02 05 08 09 30] [09 01 05 30 02 08]" {
		t.Errorf("unseen, stacks: %s", got)
	}
}
