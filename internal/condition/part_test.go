package condition

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Faces of the cases below. At rotation r half A owns the edges toward
// r-1, r and r+1, half B the other three:
//
//	templeGarden r0: Temple owns NW, N, NE; Garden SE, S, SW.
//	marketGarden r3: Market owns SE, S, SW; Garden NW, N, NE.
//	barracksHouse r1: Barracks owns N, NE, SE; House S, SW, NW.
var (
	templeGarden  = tile.Face{A: tile.Temple, B: tile.Garden}
	marketGarden  = tile.Face{A: tile.Market, B: tile.Garden, Rotation: 3}
	barracksHouse = tile.Face{A: tile.Barracks, B: tile.House, Rotation: 1}
)

// occupied is a neighbour that holds a hex showing k toward the part.
func occupied(k tile.Kind) Across { return Across{Kind: k, Occupied: true} }

// ring returns six occupied neighbours showing Quarries, with the given
// directions replaced.
func ring(set map[hex.Direction]Across) *[6]Across {
	var a [6]Across
	for d := range a {
		a[d] = occupied(tile.Quarry)
	}
	for d, x := range set {
		a[d] = x
	}
	return &a
}

// Each case judged by hand: which edges the part owns, what lies across
// them, and so what the part scores.
func TestJudge(t *testing.T) {
	open, lake := Across{Around: 3}, Across{Around: 6}
	enclosedCell := Across{Around: 4, Enclosed: true}
	for _, tc := range []struct {
		name  string
		f     tile.Face
		p     tile.Part
		level int
		a     *[6]Across
		o     variants.Options
		want  Verdict
	}{{
		// The Temple half's three edges (NW, N, NE) are occupied; the
		// empty S faces the Garden half: it qualifies, at level 1 no bonus.
		name: "Temple half surrounded", f: templeGarden, p: tile.HalfA, level: 1,
		a:    ring(map[hex.Direction]Across{hex.S: open}),
		want: Verdict{Qualifies: true, Occupied: 3},
	}, {
		// NW is empty: 2 of its 3 edges occupied: no.
		name: "Temple half open", f: templeGarden, p: tile.HalfA, level: 2,
		a:    ring(map[hex.Direction]Across{hex.NW: open}),
		want: Verdict{Bonus: true, Occupied: 2, Empty: 1},
	}, {
		// A whole Temple needs all six; at level 2 the bonus holds.
		name: "whole Temple", f: tile.Face{A: tile.Temple}, p: tile.Whole, level: 2,
		a:    ring(nil),
		want: Verdict{Qualifies: true, Bonus: true, Occupied: 6},
	}, {
		// The Garden half (SE, S, SW) of Temple|Garden r0: the lake at N
		// lies across the Temple half, not its own: no bonus.
		name: "lake across the other half", f: templeGarden, p: tile.HalfB, level: 1,
		a:    ring(map[hex.Direction]Across{hex.N: lake}),
		want: Verdict{Qualifies: true, Occupied: 3},
	}, {
		// A lake across S, its own edge: the bonus, decided by S.
		name: "lake across its edge", f: templeGarden, p: tile.HalfB, level: 1,
		a:    ring(map[hex.Direction]Across{hex.S: lake}),
		want: Verdict{Qualifies: true, Bonus: true, Occupied: 2, Empty: 1, By: hex.S, Decided: true},
	}, {
		// Under LakeAnyRegion an enclosed empty cell with four occupied
		// neighbours is a lake; by default it is not.
		name: "enclosed lake", f: templeGarden, p: tile.HalfB, level: 1,
		a:    ring(map[hex.Direction]Across{hex.SW: enclosedCell}),
		o:    variants.Options{LakeAnyRegion: true},
		want: Verdict{Qualifies: true, Bonus: true, Occupied: 2, Empty: 1, By: hex.SW, Decided: true},
	}, {
		name: "enclosed cell, default lake", f: templeGarden, p: tile.HalfB, level: 1,
		a:    ring(map[hex.Direction]Across{hex.SW: enclosedCell}),
		want: Verdict{Qualifies: true, Occupied: 2, Empty: 1},
	}, {
		// The Market half of Market|Garden r3 owns SE, S, SW: a Market at
		// N faces the Garden half and does not spoil it; the Market plaza
		// at S doubles it.
		name: "Market half, plaza across its edge", f: marketGarden, p: tile.HalfA, level: 1,
		a:    ring(map[hex.Direction]Across{hex.N: occupied(tile.Market), hex.S: occupied(tile.MarketPlaza)}),
		want: Verdict{Qualifies: true, Bonus: true, Occupied: 3, By: hex.S, Decided: true},
	}, {
		// A Market at SW, its own edge, spoils it: SW decides, though the
		// plaza at S came first.
		name: "Market half spoiled", f: marketGarden, p: tile.HalfA, level: 1,
		a:    ring(map[hex.Direction]Across{hex.S: occupied(tile.MarketPlaza), hex.SW: occupied(tile.Market)}),
		want: Verdict{Bonus: true, Occupied: 3, By: hex.SW, Decided: true},
	}, {
		// The spoiling Market first (SE), then the plaza (S): SE decides.
		name: "Market half spoiled first", f: marketGarden, p: tile.HalfA, level: 1,
		a:    ring(map[hex.Direction]Across{hex.SE: occupied(tile.Market), hex.S: occupied(tile.MarketPlaza)}),
		want: Verdict{Bonus: true, Occupied: 3, By: hex.SE, Decided: true},
	}, {
		// The Barracks half owns N, NE, SE: N enclosed, NE open, SE
		// occupied; S and SW (the House half's) empty do not count. Two
		// empty: it qualifies, not doubled.
		name: "Barracks half", f: barracksHouse, p: tile.HalfA, level: 1,
		a:    ring(map[hex.Direction]Across{hex.N: enclosedCell, hex.NE: open, hex.S: open, hex.SW: open}),
		want: Verdict{Qualifies: true, Occupied: 1, Empty: 2},
	}, {
		// BarracksOutsideOnly: the enclosed N no longer counts: one empty.
		name: "Barracks half, outside only", f: barracksHouse, p: tile.HalfA, level: 1,
		a:    ring(map[hex.Direction]Across{hex.N: enclosedCell, hex.NE: open, hex.S: open, hex.SW: open}),
		o:    variants.Options{BarracksOutsideOnly: true},
		want: Verdict{Qualifies: true, Occupied: 1, Empty: 1},
	}, {
		// All three of its edges empty: the bonus (3 or more).
		name: "Barracks half, three empty", f: barracksHouse, p: tile.HalfA, level: 1,
		a:    ring(map[hex.Direction]Across{hex.N: open, hex.NE: open, hex.SE: open}),
		want: Verdict{Qualifies: true, Bonus: true, Empty: 3},
	}, {
		// A House is left to its group: the counts only.
		name: "House half", f: barracksHouse, p: tile.HalfB, level: 1,
		a:    ring(map[hex.Direction]Across{hex.N: open, hex.S: open}),
		want: Verdict{Occupied: 2, Empty: 1},
	}, {
		// A double has no whole part: nothing is owned or judged.
		name: "no such part", f: templeGarden, p: tile.Whole, level: 1,
		a:    ring(nil),
		want: Verdict{},
	}} {
		if got := Judge(tc.f, tc.p, tc.level, tc.a, tc.o); got != tc.want {
			t.Errorf("%s: Judge = %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// Toward is what a face shows across each edge: by hand for two faces,
// and tile.Face's own answer for every face and direction.
func TestToward(t *testing.T) {
	for _, tc := range []struct {
		f    tile.Face
		d    hex.Direction
		want tile.Kind
	}{
		{templeGarden, hex.N, tile.Temple},
		{templeGarden, hex.NW, tile.Temple},
		{templeGarden, hex.SE, tile.Garden},
		{marketGarden, hex.N, tile.Garden},
		{marketGarden, hex.S, tile.Market},
		{tile.Face{A: tile.MarketPlaza}, hex.SW, tile.MarketPlaza},
		{tile.Face{}, hex.N, tile.None},
	} {
		if got := Toward(tc.f, tc.d); got != tc.want {
			t.Errorf("Toward(%v, %v) = %v, want %v", tc.f, tc.d, got, tc.want)
		}
	}
	for r := range tile.Rotation(6) {
		f := tile.Face{A: tile.House, B: tile.Barracks, Rotation: r}
		for _, d := range hex.Directions() {
			if got, want := Toward(f, d), f.Kind(f.Owner(d)); got != want {
				t.Errorf("Toward(%v, %v) = %v, tile.Face says %v", f, d, got, want)
			}
		}
	}
}
