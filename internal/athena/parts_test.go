package athena_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The scoring of halves beyond the worked cases: each rule judged across
// a half's own edges, each variant's bonus and the two readings of empty
// cells. Every expected value is worked out by hand in the comments.

var (
	noVariants  variants.Options
	allVariants = variants.Options{Variants: variants.All}
)

// Every district part listed, in row order, half A before half B, with
// its verdict; the Quarries of the case-23 city are not parts.
func TestPartsListed(t *testing.T) {
	g := cityOf(t, cells{c: temple0, at(c, NW): whole(tile.Quarry, 1), at(c, N): whole(tile.Quarry, 1), at(c, NE): whole(tile.Market, 2)})
	got := athena.AppendParts(nil, g, noVariants)
	wantParts := []athena.PartScore{
		// Row -6. The Market's SW (c) and NW (c+N) are occupied, its
		// other four neighbours empty; no Market faces it.
		{Cell: at(c, NE), Part: tile.Whole, Kind: tile.Market, Level: 2, Qualifies: true, Value: 2, Occupied: 2, Empty: 4, Across: at(c, NE)},
		// The Temple half owns NW, N and NE, all occupied; the Garden half
		// SE, S and SW, all empty (none a lake).
		{Cell: c, Part: tile.HalfA, Kind: tile.Temple, Level: 1, Qualifies: true, Value: 1, Occupied: 3, Across: c},
		{Cell: c, Part: tile.HalfB, Kind: tile.Garden, Level: 1, Qualifies: true, Value: 1, Empty: 3, Across: c},
	}
	if d := cmp.Diff(wantParts, got); d != "" {
		t.Errorf("parts (-want +got):\n%s", d)
	}
}

// A House half joins only through its own edges: at r3 the House half
// owns SE, S and SW, so the Houses to its North do not touch it. The pair
// to the North (value 2) scores; the half alone does not.
func TestHouseHalfTurnedAway(t *testing.T) {
	g := cityOf(t, cells{c: double(tile.House, tile.Garden, 3, 1), at(c, N): whole(tile.House, 1), at(c, N, N): whole(tile.House, 1)})
	if v := values(g, noVariants); v[iHouse] != 2 {
		t.Errorf("House value %d, want 2", v[iHouse])
	}
	for _, p := range athena.AppendParts(nil, g, noVariants) {
		if p.Kind == tile.House && p.Qualifies != (p.Cell != c) {
			t.Errorf("%v %v qualifies: %v", p.Cell, p.Part, p.Qualifies)
		}
	}
	// The same from the other side: at r0 the House half owns N and the
	// Houses lie to its South, facing its Garden half. The half comes
	// first in row order, so it is the one looking for partners.
	g = cityOf(t, cells{c: double(tile.House, tile.Garden, 0, 1), at(c, S): whole(tile.House, 1), at(c, S, S): whole(tile.House, 1)})
	if v := values(g, noVariants); v[iHouse] != 2 {
		t.Errorf("House value %d, want 2", v[iHouse])
	}
}

// A half counts as one hex in the comparison of sizes: two House halves
// at level 5 facing each other (c at r3 owns S, c+S at r0 owns N) make a
// group of 2, value 10, tied in size with two whole Houses at level 1
// (value 2) and so scoring by value: 10, doubled by the Houses variant.
func TestHouseHalvesCountOneEach(t *testing.T) {
	far := at(c, SE, SE, SE)
	g := cityOf(t, cells{c: double(tile.House, tile.Garden, 3, 5), at(c, S): double(tile.House, tile.Temple, 0, 5),
		far: whole(tile.House, 1), at(far, S): whole(tile.House, 1)})
	if v := values(g, noVariants); v[iHouse] != 10 {
		t.Errorf("House value %d, want 10", v[iHouse])
	}
	if v := values(g, allVariants); v[iHouse] != 20 {
		t.Errorf("House value with the variant %d, want 20", v[iHouse])
	}
	// A third whole House makes the other group larger: 3 x level 1.
	g = cityOf(t, cells{c: double(tile.House, tile.Garden, 3, 5), at(c, S): double(tile.House, tile.Temple, 0, 5),
		far: whole(tile.House, 1), at(far, S): whole(tile.House, 1), at(far, S, S): whole(tile.House, 1)})
	if v := values(g, allVariants); v[iHouse] != 3 {
		t.Errorf("House value %d, want 3", v[iHouse])
	}
}

// Markets variant: a Market plaza across the Market half's edge (N, at
// r0) doubles it; across the Garden's edge (S) it does not.
func TestMarketHalfBonus(t *testing.T) {
	north := cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 1), at(c, N): whole(tile.MarketPlaza, 1)})
	// The same hex with the Market as half B (Garden|Market r3).
	northB := cityOf(t, cells{c: double(tile.Garden, tile.Market, 3, 1), at(c, N): whole(tile.MarketPlaza, 1)})
	if v := values(northB, allVariants); v[iMarket] != 2 {
		t.Errorf("plaza across half B's edge: Market %d, want 2", v[iMarket])
	}
	south := cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 1), at(c, S): whole(tile.MarketPlaza, 1)})
	if v := values(north, allVariants); v[iMarket] != 2 {
		t.Errorf("plaza across the half's edge: Market %d, want 2", v[iMarket])
	}
	if v := values(north, noVariants); v[iMarket] != 1 {
		t.Errorf("no variant: Market %d, want 1", v[iMarket])
	}
	if v := values(south, allVariants); v[iMarket] != 1 {
		t.Errorf("plaza across the Garden's edge: Market %d, want 1", v[iMarket])
	}
}

// Barracks variant: a half with its three edge-neighbours empty is
// doubled; with one of them occupied it has 2 empty and is not.
func TestBarracksHalfBonus(t *testing.T) {
	alone := cityOf(t, cells{c: double(tile.Barracks, tile.House, 0, 1)})
	if v := values(alone, allVariants); v[iBarracks] != 2 {
		t.Errorf("three empty: Barracks %d, want 2", v[iBarracks])
	}
	two := cityOf(t, cells{c: double(tile.Barracks, tile.House, 0, 1), at(c, N): whole(tile.Quarry, 1)})
	if v := values(two, allVariants); v[iBarracks] != 1 {
		t.Errorf("two empty: Barracks %d, want 1", v[iBarracks])
	}
}

// Temples variant: case 25's Temple half at level 2 doubled: 4.
func TestTempleHalfBonus(t *testing.T) {
	g := cityOf(t, cells{c: double(tile.Temple, tile.Garden, 0, 2),
		at(c, NW): whole(tile.Quarry, 1), at(c, N): whole(tile.Quarry, 1), at(c, NE): whole(tile.Quarry, 1)})
	if v := values(g, allVariants); v[iTemple] != 4 {
		t.Errorf("Temple %d, want 4", v[iTemple])
	}
}

// hole returns cells with the six neighbours of h occupied by Quarries, so
// that h is a lake, and b = h+S one of them.
func hole(h hex.Hex) cells { return ring(cells{}, h, tile.Quarry, 1) }

// The Barracks readings for a half: Barracks|House r0 at b = h+S owns NW,
// N and NE: its N neighbour is the enclosed hole h, its NW and NE
// neighbours lie on the ring around h. One empty neighbour by default (1),
// none open to the outside (0).
func TestBarracksHalfOutsideOnly(t *testing.T) {
	h := at(c, N)
	cs := hole(h)
	cs[at(h, S)] = double(tile.Barracks, tile.House, 0, 1)
	g := cityOf(t, cs)
	if v := values(g, noVariants); v[iBarracks] != 1 {
		t.Errorf("default reading: Barracks %d, want 1", v[iBarracks])
	}
	if v := values(g, variants.Options{BarracksOutsideOnly: true}); v[iBarracks] != 0 {
		t.Errorf("outside only: Barracks %d, want 0", v[iBarracks])
	}
}

// The lake for a half: Garden|House r0 at h+S owns N, toward the lake h:
// doubled (2); so does House|Garden r3, the same hex with the Garden as
// half B. At r3 the Garden owns SE, S and SW, none toward h: 1.
func TestGardenHalfLake(t *testing.T) {
	h := at(c, N)
	cs := hole(h)
	cs[at(h, S)] = double(tile.Garden, tile.House, 0, 1)
	if v := values(cityOf(t, cs), allVariants); v[iGarden] != 2 {
		t.Errorf("lake across the half's edge: Garden %d, want 2", v[iGarden])
	}
	cs[at(h, S)] = double(tile.House, tile.Garden, 3, 1)
	if v := values(cityOf(t, cs), allVariants); v[iGarden] != 2 {
		t.Errorf("lake across half B's edge: Garden %d, want 2", v[iGarden])
	}
	cs[at(h, S)] = double(tile.Garden, tile.House, 3, 1)
	if v := values(cityOf(t, cs), allVariants); v[iGarden] != 1 {
		t.Errorf("lake across the House's edge: Garden %d, want 1", v[iGarden])
	}
}

// LakeAnyRegion for a half: a hole of two cells, h and h+N, each with 5
// occupied neighbours, is no lake by default (1) and a lake under the
// reading (2).
func TestGardenHalfLakeAnyRegion(t *testing.T) {
	h := at(c, S)
	cs := ring(ring(cells{}, h, tile.Quarry, 1), at(h, N), tile.Quarry, 1)
	delete(cs, h)
	delete(cs, at(h, N))
	cs[at(h, S)] = double(tile.Garden, tile.House, 0, 1)
	g := cityOf(t, cs)
	if v := values(g, allVariants); v[iGarden] != 1 {
		t.Errorf("default lake: Garden %d, want 1", v[iGarden])
	}
	if v := values(g, variants.Options{Variants: variants.All, LakeAnyRegion: true}); v[iGarden] != 2 {
		t.Errorf("any region: Garden %d, want 2", v[iGarden])
	}
}

// The facts a part carries, by hand. A Market at c with a Market plaza
// to its N and Markets to its SE and SW (N, SE and SW occupied, NE, S and
// NW empty): spoiled, and Across names the first Market clockwise from N
// (SE), not the plaza before it. The Market at c+SE is spoiled by c, its
// first Market clockwise from N (c lies to its NW; c+SW is no neighbour
// of it). A Market half with only a plaza facing it: Across is the plaza.
func TestPartFacts(t *testing.T) {
	g := cityOf(t, cells{c: whole(tile.Market, 1), at(c, N): whole(tile.MarketPlaza, 1),
		at(c, SE): whole(tile.Market, 1), at(c, SW): whole(tile.Market, 1)})
	for _, p := range athena.AppendParts(nil, g, noVariants) {
		if p.Cell == c && (p.Qualifies || p.Across != at(c, SE) || p.Occupied != 3 || p.Empty != 3) {
			t.Errorf("the Market at c: %+v; want spoiled by %v, 3 occupied, 3 empty", p, at(c, SE))
		}
		if p.Cell == at(c, SE) && (p.Qualifies || p.Across != c) {
			t.Errorf("the Market at c+SE: %+v; want spoiled by c", p)
		}
	}
	// Market|Garden r0: the Market half owns NW, N and NE; a Market plaza
	// NE faces it, a Market S faces the Garden half.
	g = cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 1), at(c, NE): whole(tile.MarketPlaza, 1), at(c, S): whole(tile.Market, 1)})
	for _, p := range athena.AppendParts(nil, g, allVariants) {
		if p.Cell == c && p.Part == tile.HalfA && (!p.Doubled || p.Value != 2 || p.Across != at(c, NE) || p.Occupied != 1 || p.Empty != 2) {
			t.Errorf("the Market half: %+v; want doubled by the plaza at %v, 1 occupied, 2 empty", p, at(c, NE))
		}
	}
	// House groups numbered in row order of their first part: the pair
	// c+N, c (1), the House half at c+2SE (2, it faces away: Garden|House
	// r0 puts the House half on SE, S, SW).
	g = cityOf(t, cells{c: whole(tile.House, 1), at(c, N): whole(tile.House, 2), at(c, SE, SE): double(tile.Garden, tile.House, 0, 1)})
	groups := map[hex.Hex]int{}
	for _, p := range athena.AppendParts(nil, g, noVariants) {
		if p.Kind == tile.House {
			groups[p.Cell] = p.Group
		}
	}
	if want := map[hex.Hex]int{at(c, N): 1, c: 1, at(c, SE, SE): 2}; !cmp.Equal(groups, want) {
		t.Errorf("groups %v, want %v", groups, want)
	}
}
