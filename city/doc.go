// Package city is one player's city: the stacks of hexes on its cells, the
// placement rules of Akropolis, and every legal placement of a tile.
//
// A [City] starts as the starting tile at the origin. [City.Check] tells
// whether a [Placement] (tile, anchor cell of its first hex, rotation 0..5)
// is legal without changing anything; [City.Place] lays it; [City.Undo]
// takes the last one back exactly.
//
// # Reading and writing
//
// One type, [City], reads and changes a city. A game hands out its own
// cities (akropolis.Game.City): read, score and Clone them, but change only
// a City of your own (New, Clone, or CopyFrom into one), or the game would
// no longer match its cities.
//
// # The placement rules
//
//   - Ground (level 1): all three cells empty, at least one sharing an edge
//     with the city.
//   - Higher (level h+1): all three cells occupied, their top hexes all at
//     height h, belonging to at least two different tiles. No adjacency is
//     needed. Height is unbounded.
//   - Anything else is illegal. A rejected placement changes nothing and
//     returns a [*PlacementError] wrapping one sentinel per rule
//     ([ErrNotAdjacent], [ErrGap], [ErrUneven], [ErrOneTile],
//     [ErrOnOneHex], [ErrBadRotation], [ErrUnknownTile], [ErrTileUsed],
//     [ErrOutOfBounds], [ErrTooManyTiles]): test the rule with errors.Is, recover the
//     placement with errors.As.
//
// Covering Quarries earns stones; [Result] says how many and at what level
// the tile went.
//
// # One-hex tiles (the Athena expansion)
//
// A city also holds the 30 one-hex tiles of the Athena expansion, tiles
// 62 to 91 (package tile describes them); a base game never deals one. A
// [Placement] of a one-hex tile names its one cell and a rotation, in the
// same text form, "62@(1,-2)r3".
//
//   - Ground (level 1): an empty cell sharing an edge with the city
//     ([ErrNotAdjacent] otherwise).
//   - Higher (level h+1): on top of any cell of height h, with no other
//     condition, except that the hex it covers must not be a one-hex
//     tile's ([ErrOnOneHex]): it may cover a hex of a 3-hex tile or of the
//     starting tile, whatever that hex is, a Quarry included (which earns
//     a stone as usual).
//   - A 3-hex tile goes over one-hex tiles under the rules above: three
//     covered hexes at one height, of at least two tiles, each one-hex
//     tile counting as a tile of its own; so three separate one-hex tiles
//     carry one.
//   - The rotation turns a double district, whose two halves own three
//     edges each; a whole one-hex tile (a single district or plaza) looks
//     the same in all six. [City.Face] gives each cell's visible face (a
//     hex of a 3-hex tile or of the starting tile is a whole face of its
//     kind; Face.A is a double district's half A), which package
//     score/athena reads. A construction card asks first how many cells
//     show a kind at a level or higher, each half of a double district
//     for its own district type, which the city keeps count of as it
//     changes, and how many parts have their neighbours across their own
//     edges all occupied (six for a whole hex, three for a half): those
//     counts are the module's own, read by score/athena.Met.
//   - [City.AppendLegal] lists a one-hex tile's placements
//     one per cell, row by row: every empty cell next to the city and
//     every cell whose top is not a one-hex tile, in all six rotations for
//     a double district and in rotation 0 only for a whole one-hex tile
//     (its six rotations are one city). [City.CountLegal] counts them.
//
// # Legal placements
//
// A tile's three cells always surround one vertex of the grid (a spot), so
// the legal spots do not depend on the tile. [City.AppendLegal] lists a
// tile's legal placements, three per spot, allocating nothing when dst has
// room, and those of several tiles (a construction site) with one scan of
// the city; [City.CountLegal] counts them without listing. The order is
// fixed: spots row by row from North to South and West to East, and on
// each spot the tile's first hex on each corner clockwise. No
// placement is listed twice: every tile has at least two different hexes,
// so the three ways to lay it on a spot give three different cities.
//
//	for _, p := range c.AppendLegal(nil, id) {
//		res, err := c.Check(p) // err is always nil
//		fmt.Println(p, res.Level, res.Quarries, err)
//	}
//
// # Bounds
//
// Cells are stored over the window of package hex, in the rectangle the
// city occupies with a margin (cells outside it read as empty). A city may
// occupy cells up to 62 from the origin (hex.Hex.Length); the longest
// legal game reaches 61, so the bound only ever stops hostile input, with
// [ErrOutOfBounds]. Each catalogue tile can be placed once ([ErrTileUsed]),
// which bounds a city at 62 tiles and its height at 62 (92 with the 30
// one-hex tiles).
//
// # Queries
//
// [City.Height] and [City.Face] read a cell's top, allocating nothing (an
// empty cell has height 0 and the zero Face, of kind tile.None);
// [City.Column] gives its whole stack, each hex a [Layer], bottom first, the tile
// on top last. [City.Cells] yields the occupied cells; [City.AppendHoles]
// lists the empty cells enclosed by the city (as opposed to those open to
// the outside).
// [City.Len] and [City.Placements] read the history (a tile is in the
// city when one of its placements names it).
// [City.Clone] and [City.CopyFrom] copy (CopyFrom of a New city empties a
// city back to its starting tile); [City.Key] hashes the contents, so that
// two cities with the same stacks have the same Key (akropolis.Game.Equal
// compares its cities' contents exactly).
//
// [Validate] rebuilds a city from its placement history and reports every
// illegal step, each a *PlacementError with its Step; the city it returns
// holds the legal steps, so a caller that wants the history whole takes
// it only when there is no error.
//
// # Speed
//
// The city keeps its legal spots, its occupied cells and its whole Houses
// up to date as it changes, so the listings above ([City.AppendLegal],
// [City.CountLegal]) and the scoring of package score
// read them without searching. The module's own move list and scorers read
// these tables directly, through a package of the module's own; a caller
// gets the same answers from the methods above.
package city
