// Package tile holds the pieces of Akropolis: the kinds of hex, the 61 city
// tiles of the published game, the starting tile, and how a tile is
// turned; and the pieces of the Athena
// expansion: its 30 one-hex tiles, the geometry of a hex cut in two
// halves, and its 18 construction cards.
//
// # Kinds
//
// A [Kind] is what a hex shows: a Quarry, one of five districts (House,
// Market, Barracks, Temple, Garden) or one of five plazas, each with fixed
// stars (House 1, Market 2, Barracks 2, Temple 2, Garden 3). The five
// district types that scoring groups by are named by their district kinds,
// House to Garden ([Districts], [Kind.District], [Kind.Plaza]).
//
// # Tiles
//
// A [Tile] has an [ID] from 1 to 61 (the numbering of a published notation),
// a player-count group (2, 3 or 4: the smallest player count that uses it)
// and three hexes listed clockwise: [ID.Tile] gives it; [AppendInPlay]
// lists the IDs of a game's tiles.
//
// # The catalogue
//
// The 61 tiles are the city tiles of the published base game. Their numbers,
// player-count groups and the clockwise order of their hexes are those of a
// published table of the game's tiles, which two independent public
// implementations agree with tile by tile; a copy of that table is kept
// with this package's tests, which check every row against [ID.Tile].
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
// rotation k turns the tile k x 60 degrees clockwise about the anchor, so
// at rotation 2 hex 2 lies to the SE of the anchor and hex 3 to its S
// (city.Placement.Cells gives a placement's cells).
//
// The starting tile ([Start]) is four hexes: a House plaza at the origin with
// Quarries at its N, SE and SW neighbours.
//
// # The Athena expansion
//
// The expansion adds 30 one-hex tiles, numbered 62 to 91 after the city
// tiles ([ID.IsOneHex], [MaxAthenaID]); a one-hex tile is one hex, its
// [ID.Face]. A base game never deals them: [ID.InBase], [ID.Tile] and
// [AppendInPlay] know the 61 city tiles only. None of the
// one-hex tiles holds a Quarry:
//
//   - 62 to 71 are double districts, one hex cut in two halves, each half a
//     district of its own; one tile for each pair of the five types, in
//     this order: Market|Garden, Barracks|Temple, House|Market,
//     House|Barracks, Market|Barracks, Temple|Garden, House|Garden,
//     Market|Temple, Barracks|Garden, House|Temple (the first type is the
//     tile's half A);
//   - 72 to 81 are single districts: House x3, Garden, Market x2, Temple x2,
//     Barracks x2;
//   - 82 to 91 are single plazas, with the stars of the base game: House
//     plaza x3, Garden plaza, Market plaza x2, Temple plaza x2, Barracks
//     plaza x2.
//
// A hex as it lies in a city is a [Face]: a whole hex, or a double
// district with its rotation. The cut runs from corner to corner, so each
// half owns three consecutive edges: at rotation r, half A owns the edges
// toward the directions r-1, r and r+1, half B those toward r+2, r+3 and
// r+4 (mod 6). Temple|Garden at rotation 0 gives the Temple the edges
// NW, N and NE and the Garden SE, S and SW. So A|B at r is the same hex
// as B|A at r+3 (the same kind toward every direction), and a double
// tile has exactly six distinct orientations. A whole hex (any hex of a
// city tile, a single district or plaza) owns all six edges and looks the
// same in all six rotations. [Face.Owner] says which part owns an edge.
//
// A part (a whole hex or a half) touches a part of a neighbouring cell only
// when the edge between the cells belongs to the part on both sides
// ([Face.Owner] of each): two Temple halves side by side do not touch when the
// shared edge is the Garden's on either side.
//
// The 18 construction cards ([Card], [Cards]) each belong to a family, the
// district type they are about ([Card.Family]), or to none; the doc line of
// each card states the pattern that completes it.
package tile
