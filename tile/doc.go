// Package tile holds the pieces of Akropolis: the kinds of hex, the 61 city
// tiles of the published game, the starting tile, and where a tile's hexes
// land for an anchor cell and a rotation.
//
// # Kinds
//
// A [Kind] is what a hex shows: a Quarry, one of five districts (House,
// Market, Barracks, Temple, Garden) or one of five plazas, each with fixed
// stars (House 1, Market 2, Barracks 2, Temple 2, Garden 3). [District]
// names the five district types that scoring groups by.
//
// # Tiles
//
// A [Tile] has an [ID] from 1 to 61 (the numbering of a published notation),
// a player-count group (2, 3 or 4: the smallest player count that uses it)
// and three hexes listed clockwise. [ByID] looks one up; [Catalogue] lists
// all; [AppendInPlay] lists those of a game.
//
// # The catalogue
//
// The 61 tiles are the city tiles of the published base game. Their numbers,
// player-count groups and the clockwise order of their hexes are those of a
// published table of the game's tiles, which two independent public
// implementations agree with tile by tile; a copy of that table is kept
// with this package's tests, which check every row against [Catalogue].
// Over all 61 tiles there are 183 hexes: 61 Quarries, 36 Houses, 20
// Markets, 16 Barracks, 12 Temples and 8 Gardens, and 7 House, 6 Market, 6
// Barracks, 6 Temple and 5 Garden plazas. Group 2 holds 37 tiles, group 3
// adds 12 (49) and group 4 another 12 (61).
//
// # Orientation
//
// A tile is one-sided: it has exactly six orientations and is never
// mirrored. In rotation 0 its first hex lies on the anchor cell, the second
// on the anchor's North neighbour and the third on its North-East neighbour;
// rotation k turns the tile k x 60 degrees clockwise about the anchor:
//
//	fmt.Println(t.Cells(anchor, 2)) // hex 2 to the SE of the anchor, hex 3 to the S
//
// The starting tile ([Start]) is four hexes: a House plaza at the origin with
// Quarries at its N, SE and SW neighbours.
package tile
