package condition

import (
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Each condition on the facts it takes, every expected answer by hand.

func TestNumericConditions(t *testing.T) {
	for v, want := range map[int]bool{0: false, 9: false, 10: true, 27: true} {
		if HouseDoubled(v) != want {
			t.Errorf("HouseDoubled(%d) != %v", v, want)
		}
	}
	for n, want := range map[int]bool{0: false, 1: false, 2: false, 3: true, 4: true} {
		if BarracksDoubled(n) != want {
			t.Errorf("BarracksDoubled(%d) != %v", n, want)
		}
	}
	for l, want := range map[int]bool{1: false, 2: true, 3: true, 7: true} {
		if TempleDoubled(l) != want {
			t.Errorf("TempleDoubled(%d) != %v", l, want)
		}
	}
	for n, want := range map[int]bool{0: false, 1: true, 2: true, 4: true} {
		if BarracksQualifies(n) != want {
			t.Errorf("BarracksQualifies(%d) != %v", n, want)
		}
	}
	for n, want := range map[int]bool{0: false, 4: false, 5: false, 6: true} {
		if TempleQualifies(n, 6) != want {
			t.Errorf("TempleQualifies(%d) != %v", n, want)
		}
	}
}

// The conditions on facts other than numbers, each case by hand.
func TestFactConditions(t *testing.T) {
	for _, tc := range []struct {
		size, value, bestSize, bestValue int
		want                             bool
	}{
		{3, 3, 2, 9, true},  // more hexes win over value
		{2, 9, 3, 3, false}, // fewer hexes lose whatever the value
		{3, 5, 3, 4, true},  // equal size: the higher value
		{3, 4, 3, 4, false}, // a tie does not outrank
		{1, 1, 0, 0, true},  // any group beats none
	} {
		if got := Outranks(tc.size, tc.value, tc.bestSize, tc.bestValue); got != tc.want {
			t.Errorf("Outranks(%d, %d, %d, %d) = %v", tc.size, tc.value, tc.bestSize, tc.bestValue, got)
		}
	}
	for k, want := range map[tile.Kind]bool{tile.Market: true, tile.MarketPlaza: false, tile.House: false, tile.None: false} {
		if SpoilsMarket(k) != want {
			t.Errorf("SpoilsMarket(%v) != %v", k, want)
		}
	}
	for k, want := range map[tile.Kind]bool{tile.MarketPlaza: true, tile.Market: false, tile.HousePlaza: false} {
		if DoublesMarket(k) != want {
			t.Errorf("DoublesMarket(%v) != %v", k, want)
		}
	}
	outside := variants.Options{BarracksOutsideOnly: true}
	if !CountsEmpty(false, outside) || CountsEmpty(true, outside) || !CountsEmpty(true, variants.Options{}) {
		t.Error("CountsEmpty: an open cell always counts, an enclosed one only by default")
	}
	anyRegion := variants.Options{LakeAnyRegion: true}
	for _, tc := range []struct {
		occupied int
		enclosed bool
		o        variants.Options
		want     bool
	}{
		{6, true, variants.Options{}, true},
		{5, true, variants.Options{}, false}, // part of a larger hole
		{5, true, anyRegion, true},
		{6, false, anyRegion, false}, // cannot happen in a city; the reading asks only the region
		{3, false, variants.Options{}, false},
	} {
		if got := IsLake(tc.occupied, tc.enclosed, tc.o); got != tc.want {
			t.Errorf("IsLake(%d, %v, %+v) = %v", tc.occupied, tc.enclosed, tc.o, got)
		}
	}
}

// A half has three edges: it qualifies as a Temple only with all three
// occupied, and two of three is not enough.
func TestTempleHalf(t *testing.T) {
	if !TempleQualifies(3, 3) || TempleQualifies(2, 3) || TempleQualifies(3, 6) {
		t.Error("TempleQualifies: all of a part's edge-neighbours, no fewer")
	}
}
