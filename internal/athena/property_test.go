package athena_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// randomCells draws up to 40 cells within 4 of the origin, each a random
// whole hex or double district at level 1 to 4 (2 to 4 on the starting
// tile's cells, which it covers).
func randomCells(t *rapid.T) cells {
	cs := cells{}
	for range rapid.IntRange(0, 40).Draw(t, "cells") {
		h, c := randomCell(t)
		cs[h] = c
	}
	return cs
}

// randomCell draws a cell within 4 of the origin and what it shows: a
// random whole hex or double district at level 1 to 4 (2 to 4 on the
// starting tile's cells, which it covers).
func randomCell(t *rapid.T) (hex.Hex, athena.Cell) {
	kinds := ([...]tile.Kind{tile.Quarry, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden, tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza})
	ds := tile.Districts()
	h := hex.Hex{Q: rapid.IntRange(-4, 4).Draw(t, "q"), R: rapid.IntRange(-4, 4).Draw(t, "r")}
	l := rapid.IntRange(1, 4).Draw(t, "level")
	if h.Length() <= 1 {
		l = max(l, 2)
	}
	if rapid.Bool().Draw(t, "double") {
		a := rapid.IntRange(0, 4).Draw(t, "a")
		b := (a + rapid.IntRange(1, 4).Draw(t, "b")) % 5
		return h, double(ds[a], ds[b], tile.Rotation(rapid.IntRange(0, 5).Draw(t, "rotation")), l)
	}
	return h, whole(kinds[rapid.IntRange(0, len(kinds)-1).Draw(t, "kind")], l)
}

// turned returns cs turned 120 degrees clockwise about the origin, a turn
// that maps the starting tile onto itself (its Quarries lie N, SE, SW).
func turned(cs cells) cells {
	out := cells{}
	for h, c := range cs {
		if c.Face.IsDouble() {
			c.Face.Rotation = (c.Face.Rotation + 2) % 6
		}
		out[h.Rotate(hex.Hex{}, 2)] = c
	}
	return out
}

// The rules look the same in every direction: a city turned by 120
// degrees meets the same cards, with the pattern's cells turned, as a
// set, and its parts score the same values. And the order a city lists
// its cells in changes nothing.
func TestTurnedCityMeetsTheSameCards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cs := randomCells(t)
		g, gt := cityOf(t, cs), cityOf(t, turned(cs))
		o := athena.Options{
			SurroundedDistrictsOnly:  rapid.Bool().Draw(t, "surrounded"),
			HousingCenterDistrict:    rapid.Bool().Draw(t, "housingDistrict"),
			CityMarketCenterOccupied: rapid.Bool().Draw(t, "marketOccupied"),
			CityMarketCenterDistrict: rapid.Bool().Draw(t, "marketDistrict"),
			StairsOneLevel:           rapid.Bool().Draw(t, "oneLevel"),
		}
		stones := rapid.IntRange(0, 12).Draw(t, "stones")
		for _, card := range tile.Cards() {
			a, okA := athena.Met(card, g, stones, o)
			_, okT := athena.Met(card, gt, stones, o)
			b, okR := athena.Met(card, reversed{g}, stones, o)
			if okA != okT {
				t.Fatalf("%v: met %v, turned %v", card, okA, okT)
			}
			if okA != okR || !equal(a, b) {
				t.Fatalf("%v: %v %v, listed in reverse %v %v", card, a, okA, b, okR)
			}
			for _, h := range a {
				if card != tile.CityMarket && g.Height(h) == 0 {
					t.Fatalf("%v lists the empty cell %v", card, h)
				}
			}
		}
		vo := variants.Options{Variants: variants.All, BarracksOutsideOnly: rapid.Bool().Draw(t, "outside"), LakeAnyRegion: rapid.Bool().Draw(t, "anyRegion")}
		if v, vt := values(g, vo), values(gt, vo); v != vt {
			t.Fatalf("values %v, turned %v", v, vt)
		}
	})
}
