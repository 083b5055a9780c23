package city

import (
	"iter"

	"github.com/akropolis-rules/akropolis/hex"
)

// Holes is the set of empty cells enclosed by a city: cells from which no
// path of empty cells leads outside. Every other empty cell is open to the
// outside. Fill one with Base.FindHoles; reuse it to avoid allocation.
type Holes struct {
	bits [hex.Cells / 64]uint64
	n    int
}

// Has reports whether h is an enclosed empty cell.
func (s *Holes) Has(h hex.Hex) bool {
	i, ok := h.Index()
	return ok && s.HasIndex(i)
}

// HasIndex is Has for a dense index (false outside the window).
func (s *Holes) HasIndex(i hex.Index) bool {
	return uint(i) < hex.Cells && s.bits[i>>6]&(1<<(i&63)) != 0
}

// Len returns the number of enclosed cells.
func (s *Holes) Len() int { return s.n }

// Cells yields the enclosed cells in index order.
func (s *Holes) Cells() iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		for w, word := range s.bits {
			for ; word != 0; word &= word - 1 {
				b := 0
				for word&(1<<b) == 0 {
					b++
				}
				if !yield(hex.Index(w*64 + b).Hex()) {
					return
				}
			}
		}
	}
}

// FindHoles fills s with the holes of c. It allocates nothing. A nil s is
// left alone.
//
// The ring just outside the bounding box is empty and open; sweeping the
// box forwards and backwards spreads "open" to every empty cell that touches
// an open one, until a sweep changes nothing.
func (c *Base) FindHoles(s *Holes) {
	if s == nil {
		return
	}
	*s = Holes{}
	var open [hex.Cells / 64]uint64
	b := c.bounds
	q0, q1, r0, r1 := int(b.minQ)-1, int(b.maxQ)+1, int(b.minR)-1, int(b.maxR)+1
	in := func(i hex.Index) bool { return open[i>>6]&(1<<(i&63)) != 0 }
	mark := func(i hex.Index) { open[i>>6] |= 1 << (i & 63) }
	for r := r0; r <= r1; r++ {
		for q := q0; q <= q1; q++ {
			if q == q0 || q == q1 || r == r0 || r == r1 {
				i, _ := hex.Hex{Q: q, R: r}.Index()
				mark(i)
			}
		}
	}
	sweep := func(i hex.Index) bool {
		if c.cells[i].h != 0 || in(i) {
			return false
		}
		for _, st := range steps {
			if in(i + st) {
				mark(i)
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for r := r0 + 1; r < r1; r++ {
			for q := q0 + 1; q < q1; q++ {
				i, _ := hex.Hex{Q: q, R: r}.Index()
				changed = sweep(i) || changed
			}
		}
		for r := r1 - 1; r > r0; r-- {
			for q := q1 - 1; q > q0; q-- {
				i, _ := hex.Hex{Q: q, R: r}.Index()
				changed = sweep(i) || changed
			}
		}
	}
	for r := r0 + 1; r < r1; r++ {
		for q := q0 + 1; q < q1; q++ {
			i, _ := hex.Hex{Q: q, R: r}.Index()
			if c.cells[i].h == 0 && !in(i) {
				s.bits[i>>6] |= 1 << (i & 63)
				s.n++
			}
		}
	}
}
