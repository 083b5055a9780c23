package athena

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// A walk asks a card that is not a line only at the cells' neighbours,
// so its reach must be no longer; and a line card's anchor must be a
// member, as its walk counts members through the anchor.
func TestWalkReaches(t *testing.T) {
	for _, card := range tile.Cards() {
		u := cardChecks[card]
		if u.along == nil && u.reach.cells > 2 {
			t.Errorf("%v reaches %d cells but is not a line", card, u.reach.cells)
		}
		if u.along != nil && (u.anchor.mask&^u.member.mask != 0 && u.member.mask != 0 || u.anchor.min < u.member.min) {
			t.Errorf("%v: a line whose anchor need not be a member", card)
		}
	}
}

// beside agrees with hex.Hex.IsNeighbor, and direction with it, for every
// pair of cells within 3 of each other.
func TestBesideAgreesWithIsNeighbor(t *testing.T) {
	o := hex.Hex{Q: 2, R: -7}
	for x := range hex.Spiral(o, 3) {
		for y := range hex.Spiral(o, 3) {
			d, ok := direction(x, y)
			if beside(x, y) != x.IsNeighbor(y) || ok != x.IsNeighbor(y) || ok && x.Neighbor(d) != y {
				t.Fatalf("%v, %v: beside %v, direction %v %v, IsNeighbor %v", x, y, beside(x, y), d, ok, x.IsNeighbor(y))
			}
		}
	}
}
