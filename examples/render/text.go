package render

import (
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
)

// MapLegend explains the text map in one line.
const MapLegend = "Q quarry, H house, M market, B barracks, T temple, G garden; " +
	"lower case: plaza; digit: level; ~~ enclosed empty cell; .. empty cell next to the city"

// Map draws the city as text, one line per half row of the grid, North at
// the top, with a newline after every line. Each occupied cell shows as its
// visible kind's letter and its level ('+' from level 10). The map spans
// the occupied cells' columns and half rows; within it, empty cells next to
// the city show as ".." and those enclosed by the city (the holes) as "~~",
// and the rest is blank. Lines carry no trailing spaces.
//
// Cell (q, r) is drawn in column q (three characters wide) on half row
// 2r+q, so a cell's North and South neighbours are two lines above and
// below it in the same column and its other neighbours one line up or down
// in the next columns.
func Map(c *city.City) string {
	minQ, maxQ, minY, maxY := extent(c)
	holes := map[hex.Hex]bool{}
	for _, h := range c.AppendHoles(nil) {
		holes[h] = true
	}
	var b strings.Builder
	line := make([]byte, 0, 3*(maxQ-minQ+1))
	for y := minY; y <= maxY; y++ {
		line = line[:0]
		for q := minQ; q <= maxQ; q++ {
			if q > minQ {
				line = append(line, ' ')
			}
			if (y-q)%2 != 0 {
				line = append(line, ' ', ' ')
				continue
			}
			line = appendCell(line, c, holes, hex.Hex{Q: q, R: (y - q) / 2})
		}
		b.Write([]byte(strings.TrimRight(string(line), " ")))
		b.WriteByte('\n')
	}
	return b.String()
}

// appendCell appends the two characters of cell h.
func appendCell(dst []byte, c *city.City, holes map[hex.Hex]bool, h hex.Hex) []byte {
	height := c.Height(h)
	switch {
	case height == 0 && holes[h]:
		return append(dst, '~', '~')
	case height == 0 && nextToCity(c, h):
		return append(dst, '.', '.')
	case height == 0:
		return append(dst, ' ', ' ')
	case height > 9:
		return append(dst, kindLetter(c.Face(h).A), '+')
	}
	return append(dst, kindLetter(c.Face(h).A), byte('0'+height))
}

// extent returns the columns and half rows (2r+q) the city covers.
func extent(c *city.City) (minQ, maxQ, minY, maxY int) {
	first := true
	for h := range c.Cells() {
		y := 2*h.R + h.Q
		if first {
			minQ, maxQ, minY, maxY = h.Q, h.Q, y, y
			first = false
			continue
		}
		minQ, maxQ = min(minQ, h.Q), max(maxQ, h.Q)
		minY, maxY = min(minY, y), max(maxY, y)
	}
	return minQ, maxQ, minY, maxY
}

// nextToCity reports whether a neighbour of h is occupied.
func nextToCity(c *city.City, h hex.Hex) bool {
	for _, n := range h.Neighbors() {
		if c.Height(n) > 0 {
			return true
		}
	}
	return false
}
