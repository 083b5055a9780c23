package athena

import (
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
)

// A walk asks a card that is not a line only at the cells' neighbours,
// so its reach must be no longer; and a line card's anchor must be a
// member, as its walk counts members through the anchor.
func TestWalkReaches(t *testing.T) {
	for _, card := range tile.Cards() {
		u := rules[card]
		if !u.line && u.reach.cells > 2 {
			t.Errorf("%v reaches %d cells but is not a line", card, u.reach.cells)
		}
		if u.line && (u.anchor.mask&^u.member.mask != 0 && u.member.mask != 0 || u.anchor.min < u.member.min) {
			t.Errorf("%v: a line whose anchor need not be a member", card)
		}
	}
}
