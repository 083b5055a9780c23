package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
)

// openMap tells the empty cells open to the outside of a city from those
// enclosed by it (the holes of city.FindHoles), for the fast path. It holds
// one row of the bounding box (padded by one cell all round) per uint64, so
// "open" spreads a whole row at a time: the neighbours of bit i of row r are
// bits i-1 and i+1 of row r, i and i+1 of row r-1 (N, NE), and i and i-1 of
// row r+1 (S, SW). That is several times quicker than city.FindHoles, which
// scans the box cell by cell; it falls back to FindHoles for a box wider or
// taller than 62 cells, which only a city laid out in a line across most of
// a game reaches (and which then allocates).
type openMap struct {
	minQ, minR int // the padded box's corner
	rows, cols int
	open       [64]uint64
	holes      *city.Holes // the fallback, when not nil
}

// fill computes the map of c.
func (m *openMap) fill(c *city.Base) {
	minQ, maxQ, minR, maxR := c.Bounds()
	w, rows := maxQ-minQ+3, maxR-minR+3
	if w > 64 || rows > 64 {
		m.holes = new(city.Holes)
		c.FindHoles(m.holes)
		return
	}
	m.minQ, m.minR, m.rows, m.cols, m.holes = minQ-1, minR-1, rows, w, nil
	full := ^uint64(0) >> (64 - w)
	var empty [64]uint64
	for r := range rows {
		empty[r] = full
	}
	for k, n := 0, c.NumCells(); k < n; k++ {
		h := c.IndexAt(k).Hex()
		empty[h.R-m.minR] &^= 1 << (h.Q - m.minQ)
	}
	edge := uint64(1) | 1<<(w-1)
	m.open[0], m.open[rows-1] = full, full
	for r := 1; r < rows-1; r++ {
		m.open[r] = edge
	}
	for changed := true; changed; {
		changed = false
		for r := 1; r < rows-1; r++ {
			changed = m.spread(r, empty[r]) || changed
		}
		for r := rows - 2; r > 0; r-- {
			changed = m.spread(r, empty[r]) || changed
		}
	}
}

// spread opens the empty cells of row r that touch an open cell, along the
// row as far as they go, and reports whether any opened.
func (m *openMap) spread(r int, empty uint64) bool {
	above, below := m.open[r-1], m.open[r+1]
	o := m.open[r]
	next := o | (above|above>>1|below|below<<1)&empty
	for {
		grown := next | (next<<1|next>>1)&empty
		if grown == next {
			break
		}
		next = grown
	}
	m.open[r] = next
	return next != o
}

// enclosed reports whether the empty cell at index i is a hole. It is
// meaningless for an occupied cell: callers check emptiness first.
func (m *openMap) enclosed(i hex.Index) bool {
	if m.holes != nil {
		return m.holes.HasIndex(i)
	}
	h := i.Hex()
	r, q := h.R-m.minR, h.Q-m.minQ
	if r <= 0 || r >= m.rows-1 || q <= 0 || q >= m.cols-1 {
		return false
	}
	return m.open[r]&(1<<q) == 0
}
