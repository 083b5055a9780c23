// Package athena holds the rules of the Athena expansion that read a
// city: the conditions of its 18 construction cards, the scoring of the
// halves of double-district hexes, and the statue's bonus. They read a
// [City], a small read-only view of what is visible in each cell, so the
// rules do not depend on how a city is stored: a *city.City is one, and
// [Grid] another, built from a map.
//
// # Recipes
//
//	g, err := athena.NewGrid(map[hex.Hex]athena.Cell{
//		{Q: 0, R: -5}: {Face: tile.Face{A: tile.BarracksPlaza}, Level: 1},
//		// ...
//	})
//	cells, ok := athena.Met(tile.Fortress, g, stones, athena.Options{})
//	buf, ok = athena.AppendMet(buf[:0], card, g, stones, opts) // allocates nothing
//	ok = athena.MetTouching(card, g, stones, opts, placed)     // a card newly met, near the cells placed
//	parts := athena.AppendParts(nil, g, variants.Options{})   // every district part, scored
//	points := athena.StonePoints(stones, completed)            // 5 a stone with all 4 cards
//
// # Reading a city
//
// Only the visible top of each cell counts, at any level, unless a card
// names a level. A cell shows a [tile.Face]: a whole hex (any hex of a
// 3-hex tile or of the starting tile, a single district or a plaza) owns
// its six edges; a double district is cut from corner to corner into two
// halves of two district types, each owning three consecutive edges. A
// part is a whole hex or a half. A part "faces" a cell when it owns the
// edge toward that cell; two parts of neighbouring cells touch only when
// each owns the edge between them. A House (Market, Barracks, Temple,
// Garden) part is a district of that type, whole or half: a plaza of the
// type is not one. "Occupied" means the cell holds any hex, Quarries
// included.
//
// # The cards
//
// A city meets a card when it contains the card's pattern: more pieces
// around it never spoil it. [Met] answers for one card, with the cells
// that make the pattern, so a front-end can show them and a bot aim for
// them. Where a city holds several patterns, the one returned is the one
// whose first listed cell comes first in row order (North to South, then
// West to East), and at that cell the first direction clockwise from
// North. Each card's condition, and the cells Met lists for it, is the
// doc of its constant in package tile: [tile.Housing] and the others.
//
// # Following a city as it grows
//
// A game asks which cards a city meets after every placement. A card
// that the city did not meet before can be met after only by a pattern
// that reads a cell the placement changed. [MetTouching] looks only for
// such patterns, from the changed cells, and [Touched] asks several cards
// the same question, reading the changed cells once; both give the answer
// [Met] gives for the whole city. A caller keeps what each card was: a
// card met before is asked of the whole city again ([Met]), as covering a
// cell may spoil a pattern.
//
// # Options
//
// [Options] names the readings the rules leave open; the zero value takes
// the first of each:
//
//   - SurroundedDistrictsOnly: for the cards that ask for a surrounded
//     part or cell (the neighbours of Oasis, Storehouses and District
//     Center, and the centre of Housing, and of City Market when that must
//     be occupied), by default any hex makes a cell occupied, a Quarry
//     included; with the option only a district or a plaza does.
//   - HousingCenterDistrict: by default Housing's centre is any occupied
//     cell; with the option it must show a district (whole or double).
//   - CityMarketCenterOccupied and CityMarketCenterDistrict: by default
//     City Market's centre may be empty; with the first it must be
//     occupied, with the second it must show a district.
//   - StairsOneLevel: by default each step of Pilgrims' Stairs may drop by
//     any number of levels; with the option each drops by exactly one.
//
// # Scoring halves
//
// [AppendParts] scores every visible district part. Each half of a double
// district is a district of its own type, worth its level like a whole
// hex, and every condition is judged only across the half's own three
// edges:
//
//   - House: a half joins a group only across its own edges, through a
//     House part that owns the edge back; in the comparison of group sizes
//     a half counts as one hex.
//   - Market: qualifies unless a Market part faces it across one of its
//     edges; the Markets variant doubles it when a Market plaza does.
//   - Barracks: qualifies with an empty neighbour across its edges; the
//     Barracks variant doubles it with 3 (for a half, all three).
//   - Temple: qualifies with all its edge-neighbours occupied (three for
//     a half); the Temples variant doubles it at level 2 or higher.
//   - Garden: always qualifies; the Gardens variant doubles it when a lake
//     lies across one of its edges.
//
// The readings of empty cells apply to halves as to whole hexes: with
// BarracksOutsideOnly only empty cells open to the outside count for a
// Barracks, and with LakeAnyRegion every enclosed empty cell is a lake
// (package variants). The conditions themselves are those of package
// score, one definition each, asked here of a part's edges.
//
// Each [PartScore] carries the facts it was judged on (its edge-neighbours
// occupied and empty, its House group, the neighbour that spoils or
// doubles it), so that a caller can explain it: package score's card is
// built from them for any city holding a double district, and says why
// each half scores.
//
// # The statue
//
// A player who completed all four cards of the game ([StatueCards])
// scores 5 points per stone instead of 1 ([StonePoints]); one to three
// cards give nothing extra. Ties are still broken by the number of
// stones. Package score's Pad.AddStatue puts it on a score pad.
package athena
