// Package render draws Akropolis cities for people: as a text map for a
// terminal (Map) and as an SVG picture (SVG), and the construction cards of
// the Athena expansion as SVG pictures (CardSVG). It is an example of
// reading a city through the city package's API; the rules know nothing of
// it.
//
// In the pictures every hex is lettered by its district type as well as
// coloured, so that no kind is told by colour alone. A one-hex tile has a
// thin white inner outline; a double district is drawn as its two halves,
// each over the three edges it owns (tile.Face.Owner: half A toward the
// rotation and one step either side of it).
//
// Both drawings use the flat-topped grid of the rules: axial (q, r), North
// up, q growing to the East. In the text map each cell is two characters,
// the kind's letter (the code tile.Kind.UnmarshalText reads: Q for
// Quarry, H M B T G for the districts, lower case for their plazas) and
// the cell's level, and each column q is shifted half a row from its
// neighbours so that the six neighbours of a cell sit around it as they
// do on the table:
//
//	   Q1
//	h1    Q1
//	   ..
//	Q1
//
// Here the starting tile: its House plaza h1 at (0,0) with Quarries to the
// North, South-East and South-West.
package render
