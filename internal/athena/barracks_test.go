package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Barracks cards (barracks.go) met and not met: the worked cases of
// the Athena rulings, numbered as there, and halves.

func TestRampartHalves(t *testing.T) {
	// Both ends halves owning the edge toward the middle: c at r3 owns S,
	// c+2S at r0 owns N.
	cs := cells{c: double(tile.Barracks, tile.House, 3, 1), at(c, S): whole(tile.Barracks, 1), at(c, S, S): double(tile.Barracks, tile.Garden, 0, 4)}
	want(t, tile.Rampart, cityOf(t, cs), 0, def, true, c, at(c, S), at(c, S, S))
	// A Barracks plaza in the middle is no Barracks.
	cs[at(c, S)] = whole(tile.BarracksPlaza, 1)
	want(t, tile.Rampart, cityOf(t, cs), 0, def, false)
	// On the SE-NW axis, listed from the West end.
	hs := line(c, SE, 3)
	g := cityOf(t, cells{hs[0]: whole(tile.Barracks, 1), hs[1]: whole(tile.Barracks, 1), hs[2]: whole(tile.Barracks, 1)})
	want(t, tile.Rampart, g, 0, def, true, hs...)
}

func TestGuardTowerHalves(t *testing.T) {
	cs := cells{c: double(tile.Temple, tile.Barracks, 2, 2), at(c, S, S): whole(tile.Barracks, 3)}
	want(t, tile.GuardTower, cityOf(t, cs), 0, def, true, c, at(c, S, S))
	cs[at(c, S, S)] = whole(tile.BarracksPlaza, 3)
	want(t, tile.GuardTower, cityOf(t, cs), 0, def, false)
	cs[at(c, S, S)] = whole(tile.Barracks, 1)
	want(t, tile.GuardTower, cityOf(t, cs), 0, def, false)
}

func TestFortressHalves(t *testing.T) {
	// N's half must own S (r3), SE's must own NW (r0).
	cs := cells{c: whole(tile.BarracksPlaza, 2), at(c, N): double(tile.Barracks, tile.House, 3, 1), at(c, SE): double(tile.Barracks, tile.House, 0, 1)}
	want(t, tile.Fortress, cityOf(t, cs), 0, def, true, c, at(c, N), at(c, SE))
	// A third Barracks between them (NE) does no harm; the first pair
	// clockwise from N is still N and SE.
	cs[at(c, NE)] = whole(tile.Barracks, 1)
	want(t, tile.Fortress, cityOf(t, cs), 0, def, true, c, at(c, N), at(c, SE))
	delete(cs, at(c, NE))
	cs[at(c, N)] = double(tile.Barracks, tile.House, 0, 1)
	want(t, tile.Fortress, cityOf(t, cs), 0, def, false)
}

// 4: SE (2) and SW (4) are 120 degrees apart.
func TestCase04Fortress(t *testing.T) {
	g := cityOf(t, cells{c: whole(tile.BarracksPlaza, 1), at(c, SE): whole(tile.Barracks, 1), at(c, SW): whole(tile.Barracks, 1)})
	want(t, tile.Fortress, g, 0, def, true, c, at(c, SE), at(c, SW))
}

// 5: N and S are opposite (180 degrees), SE and S adjacent (60).
func TestCase05FortressWrongAngles(t *testing.T) {
	for _, pair := range [][2]hex.Direction{{N, S}, {SE, S}} {
		g := cityOf(t, cells{c: whole(tile.BarracksPlaza, 1), at(c, pair[0]): whole(tile.Barracks, 1), at(c, pair[1]): whole(tile.Barracks, 1)})
		want(t, tile.Fortress, g, 0, def, false)
	}
}

// 10: the middle of a N-S line cannot be a half: a half owns N or S, never
// both.
func TestCase10RampartHalfInTheMiddle(t *testing.T) {
	g := cityOf(t, cells{c: whole(tile.Barracks, 1), at(c, S): double(tile.Barracks, tile.House, 0, 1), at(c, S, S): whole(tile.Barracks, 1)})
	want(t, tile.Rampart, g, 0, def, false)
	// Nor at rotation 3, where the Barracks half owns S but not N.
	g = cityOf(t, cells{c: whole(tile.Barracks, 1), at(c, S): double(tile.Barracks, tile.House, 3, 1), at(c, S, S): whole(tile.Barracks, 1)})
	want(t, tile.Rampart, g, 0, def, false)
}

// 11: at rotation 0 the Barracks half owns NW, N and NE, so it owns the
// edge toward the middle; at rotation 3 it owns SE, S and SW and the N
// edge is the House's.
func TestCase11RampartHalfAtTheEnd(t *testing.T) {
	r0 := cityOf(t, cells{c: whole(tile.Barracks, 1), at(c, S): whole(tile.Barracks, 2), at(c, S, S): double(tile.Barracks, tile.House, 0, 1)})
	want(t, tile.Rampart, r0, 0, def, true, c, at(c, S), at(c, S, S))
	r3 := cityOf(t, cells{c: whole(tile.Barracks, 1), at(c, S): whole(tile.Barracks, 2), at(c, S, S): double(tile.Barracks, tile.House, 3, 1)})
	want(t, tile.Rampart, r3, 0, def, false)
}
