package city

import (
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// A city keeps, for each kind, how many cells show it on top at each
// level, so that a question such as "does the city show a Temple at level
// 2 or higher?" (what a construction card of the Athena expansion asks
// before it looks for a pattern) costs a few instructions instead of a
// walk over the cells. The counts are derived from the cells, so Equal
// and Key leave them out; they change with the cells in recell.

// levels is how many levels the counts tell apart: 1 to levels-1 each on
// their own, levels and higher together.
const levels = 8

// shown holds, for each kind, levels one-byte counters in a word: byte l-1
// counts the cells that show a part of that kind at level l, the last one
// at level levels or higher. A count never passes maxCells (217), nor does
// the sum of a word's bytes, so no counter overflows into the next. It has
// room for 16 kinds so that a kind masked to 4 bits needs no bounds check;
// the word of tile.None takes the half B of every whole hex (see halfB)
// and is never read.
type shown [16]uint64

// units holds, by height, the counter of that level within a kind's word:
// nothing for an empty cell. It and halfB are tables so that keeping the
// counts costs a base game's Place and Undo a few loads and adds.
var units = func() (u [256]uint64) {
	for h := 1; h < len(u); h++ {
		u[h] = 1 << (8 * (min(h, levels) - 1))
	}
	return u
}()

// halfB holds, by tile ID, the kind of half B of a double district, and
// tile.None for any other tile.
var halfB = func() (b [256]tile.Kind) {
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		b[id] = id.Face(0).B
	}
	return b
}()

// add counts the parts that cell x shows (none when it is empty).
func (s *shown) add(x cell) {
	u := units[x.H]
	s[x.Kind&15] += u
	s[halfB[x.ID]&15] += u
}

// remove takes back what add counted for x.
func (s *shown) remove(x cell) {
	u := units[x.H]
	s[x.Kind&15] -= u
	s[halfB[x.ID]&15] -= u
}

// Visible returns how many cells show, on top, a part of kind k (a whole
// hex of that kind, or one half of a double district of the Athena
// expansion) at level min or higher. A double district [A, B] counts once
// for A and once for B; quarries and plazas are kinds like any other;
// tile.None and invalid kinds give 0, and a min of 1 or less counts every
// level. The city keeps these counts as it changes, so the answer costs a
// few instructions for a min up to 8 (a card condition asks for 1 to 3)
// and a walk over the occupied cells above.
func (c *City) Visible(k tile.Kind, min int) int {
	switch {
	case k == tile.None || k > tile.GardenPlaza:
		return 0 // tile.None's word counts what is not a half B
	case min > levels:
		return c.visibleAbove(k, min)
	case min < 1:
		min = 1
	}
	// The bytes from level min up, summed by one multiplication: the
	// top byte of the product adds every byte, none of which carries.
	w := c.shown[k] >> (8 * (min - 1))
	return int(w * 0x0101010101010101 >> 56)
}

// ShowsEach reports whether c shows, on top, a part of each of kinds at
// level min or higher (Visible of each is 1 or more): one call for what a
// construction card of the Athena expansion asks of several kinds (Main
// Street of the five district types, Agora of the five plaza types).
func (c *City) ShowsEach(kinds []tile.Kind, min int) bool {
	for _, k := range kinds {
		if c.Visible(k, min) == 0 {
			return false
		}
	}
	return true
}

// visibleAbove is Visible for a min above the levels the counts tell
// apart, by a walk over the occupied cells.
func (c *City) visibleAbove(k tile.Kind, min int) int {
	n := 0
	for _, i := range c.v.Order[:c.v.NOcc] {
		x := *c.ref(grid.Index(i))
		if int(x.H) >= min && (x.Kind == k || halfB[x.ID] == k) {
			n++
		}
	}
	return n
}

// wholeHouse reports whether cell x shows a whole House hex.
func wholeHouse(x cell) bool { return x.Kind == tile.House && halfB[x.ID] == tile.None }
