// Package athena holds the rules of the Athena expansion that read a
// city: the conditions of its 18 construction cards ([Met]), the readings
// of them the rules leave open ([Options]), and the statue's bonus
// ([StonePoints]). The scoring of the halves of double districts is part
// of the score pad (package score).
//
// # Recipes
//
// For a city c (a *city.City, such as Game.City returns) whose owner holds
// stones stones:
//
//	cells, ok := athena.Met(tile.Fortress, c, stones, athena.Options{})
//	points := athena.StonePoints(stones, completed) // 5 a stone with all 4 cards
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
// A game follows what each city meets as it grows, after every
// placement, and gives the same answers as Met.
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
// # The statue
//
// A player who completed all four cards of the game ([StatueCards])
// scores 5 points per stone instead of 1 ([StonePoints]); one to three
// cards give nothing extra. Ties are still broken by the number of
// stones. Package score's Summary.AddStatue puts it on a score pad.
package athena
