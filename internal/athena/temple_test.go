package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Temple cards (temple.go) met and not met: the worked cases of the
// Athena rulings, numbered as there, and halves.

func TestSanctuaryHalves(t *testing.T) {
	// The triangle c, c+SE, c+S: c owns SE and S (r3), c+SE owns NW and SW
	// (r5: SW, NW, N), c+S owns N and NE (r0).
	cs := cells{c: double(tile.Temple, tile.Garden, 3, 1), at(c, SE): double(tile.Temple, tile.House, 5, 2), at(c, S): double(tile.Temple, tile.Market, 0, 1)}
	want(t, tile.Sanctuary, cityOf(t, cs), 0, def, true, c, at(c, SE), at(c, S))
	// c+SE at r0 owns NW but not SW.
	cs[at(c, SE)] = double(tile.Temple, tile.House, 0, 2)
	want(t, tile.Sanctuary, cityOf(t, cs), 0, def, false)
	// c+S at r5 (SW, NW, N) owns N, toward c, but not NE, toward c+SE.
	cs[at(c, SE)] = double(tile.Temple, tile.House, 5, 2)
	cs[at(c, S)] = double(tile.Temple, tile.Market, 5, 1)
	want(t, tile.Sanctuary, cityOf(t, cs), 0, def, false)
	// The down-pointing triangle c, c+S, c+SW.
	down := cells{c: whole(tile.Temple, 1), at(c, S): whole(tile.Temple, 1), at(c, SW): whole(tile.Temple, 1)}
	want(t, tile.Sanctuary, cityOf(t, down), 0, def, true, c, at(c, S), at(c, SW))
}

func TestPantheonHalves(t *testing.T) {
	// A Temple half at r0 owns NW, N, NE; the plazas at N, SE, SW count
	// all the same: they are the cell's directions.
	cs := cells{c: double(tile.Temple, tile.Garden, 0, 1),
		at(c, N): whole(tile.BarracksPlaza, 1), at(c, SE): whole(tile.BarracksPlaza, 1), at(c, SW): whole(tile.TemplePlaza, 1)}
	want(t, tile.Pantheon, cityOf(t, cs), 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	// A House is no plaza.
	cs[at(c, SW)] = whole(tile.House, 1)
	want(t, tile.Pantheon, cityOf(t, cs), 0, def, false)
	// Three plazas in a row (N, NE, SE) are not every other direction.
	cs[at(c, NE)] = whole(tile.GardenPlaza, 1)
	want(t, tile.Pantheon, cityOf(t, cs), 0, def, false)
}

func TestPilgrimsStairsEmptyStep(t *testing.T) {
	// A level-2 Temple plaza, a level-1 hex, then nothing: an empty cell
	// is no step.
	want(t, tile.PilgrimsStairs, cityOf(t, cells{c: whole(tile.TemplePlaza, 2), at(c, NE): whole(tile.House, 1)}), 0, def, false)
	// Any hex makes a step, a double included; the first direction from N
	// is NE.
	g := cityOf(t, cells{c: whole(tile.TemplePlaza, 3), at(c, NE): double(tile.House, tile.Garden, 1, 2), at(c, NE, NE): whole(tile.Quarry, 1)})
	want(t, tile.PilgrimsStairs, g, 0, athena.Options{StairsOneLevel: true}, true, c, at(c, NE), at(c, NE, NE))
}

// 12: c, c+SE and c+S are pairwise adjacent; three in a line are not.
func TestCase12Sanctuary(t *testing.T) {
	tri := cityOf(t, cells{c: whole(tile.Temple, 1), at(c, SE): whole(tile.Temple, 1), at(c, S): whole(tile.Temple, 2)})
	want(t, tile.Sanctuary, tri, 0, def, true, c, at(c, SE), at(c, S))
	row := cityOf(t, cells{c: whole(tile.Temple, 1), at(c, S): whole(tile.Temple, 1), at(c, S, S): whole(tile.Temple, 1)})
	want(t, tile.Sanctuary, row, 0, def, false)
}

// 13: plazas of three types at N (0), SE (2) and SW (4).
func TestCase13Pantheon(t *testing.T) {
	g := cityOf(t, cells{c: whole(tile.Temple, 1),
		at(c, N): whole(tile.HousePlaza, 1), at(c, SE): whole(tile.GardenPlaza, 1), at(c, SW): whole(tile.MarketPlaza, 1)})
	want(t, tile.Pantheon, g, 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
}

// 13, turned: the same Temple and plazas turned about c by every multiple
// of 60 degrees. A turn of 60 puts the plazas at NE (1), S (3) and NW (5),
// the other set of every other direction, which a turn of 120 (or the
// property test's turns of the whole city) never reaches. Met lists c, then
// the plazas clockwise from N; MetTouching, asked near the Temple or any
// plaza, agrees with it.
func TestCase13PantheonTurned(t *testing.T) {
	plazas := []tile.Kind{tile.HousePlaza, tile.GardenPlaza, tile.MarketPlaza}
	for turn := range hex.Direction(6) {
		cs := cells{c: whole(tile.Temple, 1)}
		var around []hex.Hex
		for k, p := range plazas {
			cs[at(c, turn+2*hex.Direction(k))] = whole(p, 1)
		}
		for d := range hex.Direction(6) {
			if d%2 == turn%2 {
				around = append(around, at(c, d))
			}
		}
		g := cityOf(t, cs)
		got, met := athena.Met(tile.Pantheon, g, 0, def)
		if !met || !equal(got, append([]hex.Hex{c}, around...)) {
			t.Errorf("turned %d degrees: Met = %v, %v; want true, %v", 60*int(turn), got, met, append([]hex.Hex{c}, around...))
		}
		for _, h := range append([]hex.Hex{c}, around...) {
			if touching := athena.MetTouching(tile.Pantheon, g, 0, def, []hex.Hex{h}); touching != met {
				t.Errorf("turned %d degrees: MetTouching near %v = %v, Met = %v", 60*int(turn), h, touching, met)
			}
		}
		delete(cs, around[1]) // two plazas are not three
		want(t, tile.Pantheon, cityOf(t, cs), 0, def, false)
	}
}

// stairs lays a plaza of kind k at c and two more cells toward d and then
// toward d2, at levels l0, l1, l2.
func stairs(t *testing.T, k tile.Kind, d, d2 hex.Direction, l0, l1, l2 int) *athena.Grid {
	return cityOf(t, cells{c: whole(k, l0), at(c, d): whole(tile.Quarry, l1), at(c, d, d2): whole(tile.House, l2)})
}

// 16: 3, 2, 1 going South.
func TestCase16PilgrimsStairs(t *testing.T) {
	g := stairs(t, tile.TemplePlaza, S, S, 3, 2, 1)
	want(t, tile.PilgrimsStairs, g, 0, def, true, c, at(c, S), at(c, S, S))
	want(t, tile.PilgrimsStairs, g, 0, athena.Options{StairsOneLevel: true}, true, c, at(c, S), at(c, S, S))
}

// 17: a landing is no step; 4-2-1 drops by two then one; a bent stair is
// no line; only a Temple plaza tops it.
func TestCase17PilgrimsStairsNot(t *testing.T) {
	want(t, tile.PilgrimsStairs, stairs(t, tile.TemplePlaza, S, S, 3, 2, 2), 0, def, false)
	steep := stairs(t, tile.TemplePlaza, S, S, 4, 2, 1)
	want(t, tile.PilgrimsStairs, steep, 0, def, true, c, at(c, S), at(c, S, S))
	want(t, tile.PilgrimsStairs, steep, 0, athena.Options{StairsOneLevel: true}, false)
	want(t, tile.PilgrimsStairs, stairs(t, tile.TemplePlaza, S, SE, 3, 2, 1), 0, def, false)
	want(t, tile.PilgrimsStairs, stairs(t, tile.MarketPlaza, S, S, 3, 2, 1), 0, def, false)
}
