package tile_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
)

// The one-hex tiles as the expansion's component list gives them, typed
// from it: ids 62-91; the ten double districts, one per pair of types, the
// first-named half A; ten single districts; ten single plazas.
var componentList = []struct {
	id   tile.ID
	a, b tile.Kind
}{
	{62, tile.Market, tile.Garden}, {63, tile.Barracks, tile.Temple}, {64, tile.House, tile.Market},
	{65, tile.House, tile.Barracks}, {66, tile.Market, tile.Barracks}, {67, tile.Temple, tile.Garden},
	{68, tile.House, tile.Garden}, {69, tile.Market, tile.Temple}, {70, tile.Barracks, tile.Garden},
	{71, tile.House, tile.Temple},
	{72, tile.House, tile.None}, {73, tile.House, tile.None}, {74, tile.House, tile.None},
	{75, tile.Garden, tile.None}, {76, tile.Market, tile.None}, {77, tile.Market, tile.None},
	{78, tile.Temple, tile.None}, {79, tile.Temple, tile.None}, {80, tile.Barracks, tile.None},
	{81, tile.Barracks, tile.None},
	{82, tile.HousePlaza, tile.None}, {83, tile.HousePlaza, tile.None}, {84, tile.HousePlaza, tile.None},
	{85, tile.GardenPlaza, tile.None}, {86, tile.MarketPlaza, tile.None}, {87, tile.MarketPlaza, tile.None},
	{88, tile.TemplePlaza, tile.None}, {89, tile.TemplePlaza, tile.None}, {90, tile.BarracksPlaza, tile.None},
	{91, tile.BarracksPlaza, tile.None},
}

func TestOneHexMatchesComponentList(t *testing.T) {
	if n := int(tile.MaxAthenaID - tile.MaxID); n != len(componentList) {
		t.Fatalf("%d one-hex tiles, the component list has %d", n, len(componentList))
	}
	for _, c := range componentList {
		want := tile.Face{A: c.a, B: c.b}
		if got := c.id.Face(0); got != want {
			t.Errorf("%v.Face(0) = %v, want %v", c.id, got, want)
		}
		if got := c.id.Face(0).IsDouble(); got != (c.b != tile.None) {
			t.Errorf("%v.IsDouble() = %v", want, got)
		}
	}
}

// The counts of the component list: 10 double districts covering each of
// the 10 pairs of types once; singles and plazas House 3, Garden 1,
// Market 2, Temple 2, Barracks 2; no Quarry anywhere.
func TestOneHexCounts(t *testing.T) {
	doubles := 0
	pairs := map[[2]tile.Kind]int{}
	singles := map[tile.Kind]int{}
	plazas := map[tile.Kind]int{}
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		x := id.Face(0)
		if x.A == tile.Quarry || x.B == tile.Quarry {
			t.Errorf("%v holds a Quarry", x)
		}
		switch {
		case x.IsDouble():
			doubles++
			a, b := x.A.District(), x.B.District()
			if !x.A.IsDistrict() || !x.B.IsDistrict() || a == b {
				t.Errorf("%v: a double district needs two district types", x)
			}
			pairs[[2]tile.Kind{min(a, b), max(a, b)}]++
		case x.A.IsDistrict():
			singles[x.A.District()]++
		case x.A.IsPlaza():
			plazas[x.A.District()]++
		}
	}
	if doubles != 10 || len(pairs) != 10 {
		t.Errorf("%d double districts over %d pairs, want 10 over 10", doubles, len(pairs))
	}
	want := map[tile.Kind]int{tile.House: 3, tile.Garden: 1, tile.Market: 2,
		tile.Temple: 2, tile.Barracks: 2}
	for d, n := range want {
		if singles[d] != n || plazas[d] != n {
			t.Errorf("%v: %d single districts and %d plazas, want %d of each", d, singles[d], plazas[d], n)
		}
	}
	if len(singles) != 5 || len(plazas) != 5 {
		t.Errorf("singles %v, plazas %v: want the five types", singles, plazas)
	}
}

// A base game knows the 61 city tiles only: the one-hex IDs are neither
// in the base game nor in the catalogue nor ever in play, and only they
// have a face.
func TestOneHexIDs(t *testing.T) {
	for id := tile.ID(0); id < 255; id++ {
		base := id >= 1 && id <= 61
		one := id >= 62 && id <= 91
		if id.InBase() != base || id.IsOneHex() != one {
			t.Errorf("ID %d: InBase %v IsOneHex %v", id, id.InBase(), id.IsOneHex())
		}
		if h := id.Tile().Hexes; (h != [3]tile.Kind{}) != base {
			t.Errorf("%d.Tile().Hexes = %v", id, h)
		}
		if f := id.Face(0); (f != tile.Face{}) != one {
			t.Errorf("%d.Face(0) = %v", id, f)
		}
		var text tile.ID
		if err := text.UnmarshalText([]byte(id.String())); one && err == nil {
			t.Errorf("UnmarshalText reads the one-hex tile %v, which a base game never names", id)
		}
	}
	for players := 1; players <= 4; players++ {
		for _, all := range []bool{false, true} {
			for _, id := range tile.AppendInPlay(nil, players, all) {
				if id.IsOneHex() {
					t.Errorf("%d players (all tiles %v): one-hex tile %v in play", players, all, id)
				}
			}
		}
	}
}

// A whole one-hex tile has one face whatever its rotation; a double has six,
// rotations 0 to 5 showing each once.
func TestOneHexFaces(t *testing.T) {
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		faces, first := map[tile.Face]bool{}, map[tile.Face]bool{}
		layouts := map[[6]tile.Kind]bool{}
		double := id.Face(0).IsDouble()
		for r := range tile.Rotation(6) {
			f := id.Face(r)
			if !tile.FaceValid(f) {
				t.Errorf("%v.Face(%v) = %v is not valid", id, r, f)
			}
			faces[f] = true
			layouts[layoutOf(f)] = true
			if r == 0 || double {
				first[f] = true
			}
		}
		want := 1
		if double {
			want = 6
		}
		if len(faces) != want || len(layouts) != want || len(first) != want {
			t.Errorf("%v: %d faces, %d layouts, %d faces in the rotations listed; want %d",
				id, len(faces), len(layouts), len(first), want)
		}
	}
	if f := tile.ID(67).Face(9); f.Rotation != 3 {
		t.Errorf("rotation 9 gives %v, want rotation 9 mod 6 = 3", f)
	}
	if f := tile.ID(75).Face(4); f.Rotation != 0 {
		t.Errorf("a whole hex at rotation 4 gives %v, want rotation 0", f)
	}
}
