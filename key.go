package akropolis

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/tile"
)

// Key returns a 64-bit hash of what the players may see of the game (its
// View, see there), for transposition tables in search: the cities, stones,
// reserve, Chief Architect, seat to move, turn, the face-up line, the
// Architect's pile and which tiles are face down, but not their order (nor
// the seed), and with the Athena expansion the cards (which, the tiles on
// each, who completed which) and whether a construction phase is open.
// Equal games, and games with equal views, have equal keys; other states
// collide only by chance. So a search over an information set (as a
// player searches samples of its view) shares one table entry per set,
// and a search of one game loses nothing: the stacks left are the deal's
// last ones, which the face-down tiles name. The cities' part is kept up
// to date by every placement (see city.City.Key); the rest is mixed in at
// the call, a few dozen words. The options are not part of the key.
func (g *Game) Key() uint64 {
	var h uint64
	for k := range g.opts.Players {
		h ^= bits.RotateLeft64(g.cities[k].Key(), 17*k)
	}
	h = mix(h, uint64(g.current)|uint64(g.chief)<<8|uint64(g.turn)<<16|uint64(uint32(g.reserve))<<32)
	for k := range g.opts.Seats() {
		h = mix(h, uint64(g.stones[k]))
	}
	var buf [tile.MaxID]tile.ID
	h = mix(h, 0x5e)
	for _, id := range g.site.AppendLine(buf[:0]) {
		h = mix(h, uint64(id))
	}
	var unseen uint64 // bit id for each face-down tile: the set, not the order
	for _, id := range g.site.AppendStacks(buf[:0]) {
		unseen |= 1 << id
	}
	h = mix(h, unseen)
	for _, id := range g.pile {
		h = mix(h, uint64(id)|1<<8)
	}
	return g.construction().mix(h)
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// mix folds v into h (splitmix64 finaliser of their sum).
func mix(h, v uint64) uint64 {
	z := h + v + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
