package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// 30: the starting tile alone scores nothing but its stones (it has no
// district part: internal/athena's TestCase30Statue): 3 stones are 3
// points with 0 or 3 cards, 15 with all 4.
func TestCase30Statue(t *testing.T) {
	for cards, points := range map[int]int{0: 3, 3: 3, 4: 15} {
		if got := athena.StonePoints(3, cards); got != points {
			t.Errorf("3 stones, %d cards: %d points, want %d", cards, got, points)
		}
	}
}

// A nil city is an empty one: it meets no card that reads a cell, and
// Quarry Mine with 8 stones.
func TestMetNilCity(t *testing.T) {
	if cells, ok := athena.Met(tile.Housing, nil, 0, athena.Options{}); ok || cells != nil {
		t.Errorf("Housing on a nil city: %v, %v", cells, ok)
	}
	if _, ok := athena.Met(tile.QuarryMine, nil, 8, athena.Options{}); !ok {
		t.Error("Quarry Mine with 8 stones on a nil city: not met")
	}
}
