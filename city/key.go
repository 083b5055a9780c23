package city

import (
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Key returns a 64-bit hash of the city's contents, for transposition tables
// and for comparing cities: cities with the same stacks on every cell (the
// same visible hexes at the same heights, the same tiles used), in
// whatever order they were placed, have equal keys; different cities
// collide only by chance.
// It is kept up to date by Place and Undo, Zobrist-style: each visible hex
// contributes a pseudo-random value of its cell, height, kind and tile, and
// the values are combined with XOR.
func (c *City) Key() uint64 { return c.key }

// cellKey is the pseudo-random value of one visible hex, turned by rot when
// it is a double district (splitmix64 of its description: the same for
// every city and every run).
func cellKey(i grid.Index, x cell, rot uint8) uint64 {
	z := uint64(i)<<32 | uint64(rot)<<24 | uint64(x.H)<<16 | uint64(x.Kind)<<8 | uint64(x.ID)
	z += 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// recell replaces cell i's contributions to what the city keeps about its
// visible hexes, the key and the visible counts, from old to new contents.
func (c *City) recell(i grid.Index, old, new cell) {
	if old.H != 0 {
		c.key ^= cellKey(i, old, c.v.TurnOf(old.ID))
		c.v.Shown.Remove(old)
		if wholeHouse(old) {
			c.v.Houses.Remove(i)
		}
	}
	if new.H != 0 {
		c.key ^= cellKey(i, new, c.v.TurnOf(new.ID))
		c.v.Shown.Add(new)
		if wholeHouse(new) {
			c.v.Houses.Add(i)
		}
	}
}

// tileKey is the contribution of the set of tiles used, which Equal also
// compares.
func tileKey(id tile.ID) uint64 { return cellKey(grid.Index(-1), cell{ID: id, H: 255}, 0) }
