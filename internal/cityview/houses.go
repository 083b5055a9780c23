package cityview

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/internal/grid"
)

// Houses is the set of cells that show a whole House hex (a House half of
// a double district is not one), in no particular order, with which of
// them are neighbours: a scorer that weighs a placement finds the city's
// Houses and the edges of their groups here instead of walking every cell
// and testing every pair. The catalogue and the one-hex tiles hold at most
// MaxHouses House hexes (city's TestMaxHousesBound), so the set never
// overflows.
type Houses struct {
	At [MaxHouses]uint16 // the cells' indexes
	Nb [MaxHouses]uint64 // bit t of Nb[s]: At[t] is a neighbour of At[s]
	N  int
}

// MaxHouses bounds the whole House hexes a city can show: the catalogue's
// House hexes and the one-hex Houses.
const MaxHouses = 64

// Add puts i in the set, last, with its neighbours among the others.
func (s *Houses) Add(i grid.Index) {
	n := s.N
	var m uint64
	for t, j := range s.At[:n] {
		if i.Adjacent(grid.Index(j)) {
			m |= 1 << t
			s.Nb[t] |= 1 << n
		}
	}
	s.At[n], s.Nb[n] = uint16(i), m
	s.N++
}

// Remove takes i out of the set, moving the last cell into its place.
func (s *Houses) Remove(i grid.Index) {
	for k := range s.N {
		if s.At[k] != uint16(i) {
			continue
		}
		for m := s.Nb[k]; m != 0; m &= m - 1 {
			s.Nb[bits.TrailingZeros64(m)] &^= 1 << k
		}
		s.N--
		if last := s.N; k != last {
			s.At[k], s.Nb[k] = s.At[last], s.Nb[last]
			for m := s.Nb[k]; m != 0; m &= m - 1 {
				t := bits.TrailingZeros64(m)
				s.Nb[t] = s.Nb[t]&^(1<<last) | 1<<k
			}
		}
		s.Nb[s.N] = 0
		return
	}
}

// CopyFrom copies src's cells only.
func (s *Houses) CopyFrom(src *Houses) {
	copy(s.At[:src.N], src.At[:src.N])
	copy(s.Nb[:src.N], src.Nb[:src.N])
	s.N = src.N
}
