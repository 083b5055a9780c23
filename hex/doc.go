// Package hex is the geometry of an Akropolis city: axial coordinates on a
// flat-topped hexagonal grid.
//
// A cell is a [Hex] value (Q, R; the third cube coordinate is -Q-R).
// Like image.Point it is a small comparable value: the zero value is the
// origin, arithmetic returns new values, and it works as a map key.
//
// Screen y points down. The six directions, clockwise from North, are
//
//	N (0,-1)  NE (+1,-1)  SE (+1,0)  S (0,+1)  SW (-1,+1)  NW (-1,0)
//
// and are numbered 0 to 5 in that order, so that "rotation k" of a tile (see
// package tile) puts its second hex in direction k.
//
// # Recipes
//
// Walk the neighbours of a cell without allocating:
//
//	for d, n := range h.Neighbors() {
//		fmt.Println(hex.Direction(d), n) // d is the Direction index
//	}
//
// Turn a cell about a centre by k x 60 degrees clockwise:
//
//	fmt.Println(h.Rotate(center, k))
//
// Visit every cell within distance 2 of the origin, nearest first:
//
//	for c := range hex.Spiral(hex.Hex{}, 2) {
//		fmt.Println(c)
//	}
package hex
