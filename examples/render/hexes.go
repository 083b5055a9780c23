package render

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// letter is the upper-case letter of a kind's district type (Q for a
// Quarry): every hex and every half is lettered, so that no kind is told
// by its colour alone.
func letter(k tile.Kind) string { return strings.ToUpper(string(kindLetter(k))) }

// kindLetter returns the one-letter code of a kind that tile.Kind's
// UnmarshalText reads: Q for a Quarry, capitals for districts (H M B T G),
// lower case for plazas (h m b t g); '.' for None and '?' for no kind.
func kindLetter(k tile.Kind) byte {
	const letters = ".QHMBTGhmbtg"
	if int(k) < len(letters) {
		return letters[k]
	}
	return '?'
}

// edges returns the directions of the edges half p of f owns, clockwise
// from the first, as a Face's JSON form lists them (half A at rotation 0:
// NW, N, NE): a half owns three consecutive edges, from the one before its
// rotation's direction (tile.Face).
func edges(f tile.Face, p tile.Part) []hex.Direction {
	first := hex.Direction(f.Rotation % 6).Rotate(-1)
	var ds []hex.Direction
	for k := range 6 {
		if d := first.Rotate(k); f.Owner(d) == p {
			ds = append(ds, d)
		}
	}
	return ds
}

// hexDrawing is one hex to draw: its face, its level (0 for a tile not in
// a city, which shows no level) and whether it is a one-hex tile, which
// gets a thin inner outline so that it can be told from a hex of a 3-hex
// tile of the same kind. attrs are written into the hex's first polygon
// (or each half's) for a reader of the picture: data-cell, data-tile.
type hexDrawing struct {
	face   tile.Face
	level  int
	oneHex bool
	attrs  string
}

// writeHex draws h centred at (x, y) with size s (centre to corner):
// colour, level rings, letters, stars, level and the one-hex outline.
func writeHex(b *strings.Builder, x, y, s float64, h hexDrawing) {
	if h.face.IsDouble() {
		writeHalves(b, x, y, s, h)
	} else {
		writeWhole(b, x, y, s, h)
	}
	if h.oneHex {
		fmt.Fprintf(b, `<polygon class="one-hex" points="%s" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="%.2f"/>`+"\n",
			points(x, y, s*0.9), 1.6*s/size)
	}
}

// text writes one centred line of text.
func text(b *strings.Builder, x, y, fontSize float64, colour, body string, bold bool) {
	weight := ""
	if bold {
		weight = ` font-weight="bold"`
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="%.1f"%s fill="%s">%s</text>`+"\n",
		x, y, fontSize, weight, colour, body)
}

// rings draws one inner ring per level above the first, up to three.
func rings(b *strings.Builder, x, y, s float64, level int, colour string) {
	for ring := 1; ring < min(level, 4); ring++ {
		fmt.Fprintf(b, `<polygon points="%s" fill="none" stroke="%s" stroke-opacity="0.6" stroke-width="%.2f"/>`+"\n",
			points(x, y, s*(1-0.14*float64(ring))), colour, 2.2*s/size)
	}
}

// writeWhole draws a whole hex: its letter above, the level below (or the
// letter alone, larger, at level 0), a plaza's stars between them.
func writeWhole(b *strings.Builder, x, y, s float64, h hexDrawing) {
	k, f := h.face.A, s/size
	fmt.Fprintf(b, `<polygon%s points="%s" fill="%s" stroke="#00000066" stroke-width="1"/>`+"\n", h.attrs, points(x, y, s), fill[k])
	rings(b, x, y, s, h.level, ink[k])
	switch {
	case k.IsPlaza():
		text(b, x, y-9*f, 10*f, ink[k], letter(k), true)
		text(b, x, y+4*f, 12*f, "#ffe27a", strings.Repeat("★", k.Stars()), false)
		if h.level > 0 {
			text(b, x, y+17*f, 11*f, ink[k], fmt.Sprint(h.level), false)
		}
	case h.level > 0:
		text(b, x, y-8*f, 10*f, ink[k], letter(k), true)
		text(b, x, y+12*f, 16*f, ink[k], fmt.Sprint(h.level), true)
	default:
		text(b, x, y+6*f, 16*f, ink[k], letter(k), true)
	}
}

// writeHalves draws a double district: each half as the polygon of the
// edges its face says it owns, in its district's colour and lettered at
// its middle, the cut from corner to corner, and the level in a disc on
// the cut.
func writeHalves(b *strings.Builder, x, y, s float64, h hexDrawing) {
	f := s / size
	for _, p := range []tile.Part{tile.HalfA, tile.HalfB} {
		k := h.face.Kind(p)
		corners := halfCorners(x, y, s, edges(h.face, p))
		fmt.Fprintf(b, `<polygon class="half" data-part="%v" data-kind="%v"%s points="%s" fill="%s" stroke="#00000066" stroke-width="1"/>`+"\n",
			p, k, h.attrs, join(corners), fill[k])
		var mx, my float64
		for _, c := range corners {
			mx, my = mx+c[0]/4, my+c[1]/4
		}
		text(b, mx, my+4*f, 12*f, ink[k], letter(k), true)
	}
	rings(b, x, y, s, h.level, edgeColor)
	cut := halfCorners(x, y, s, edges(h.face, tile.HalfA))
	fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%.2f"/>`+"\n",
		cut[0][0], cut[0][1], cut[3][0], cut[3][1], edgeColor, 1.5*f)
	if h.level > 0 {
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#fbf8f1" stroke="%s" stroke-width="1"/>`+"\n", x, y, 7*f, edgeColor)
		text(b, x, y+3.5*f, 10*f, edgeColor, fmt.Sprint(h.level), true)
	}
}

// halfCorners returns the corners of a half that owns the edges es, given
// clockwise as edges gives them: the first corner of each edge,
// then the last edge's second corner. The first and last corners are the
// ends of the cut.
func halfCorners(x, y, s float64, es []hex.Direction) [][2]float64 {
	var cs [][2]float64
	for _, d := range es {
		i, _ := edgeCorners(d)
		cx, cy := corner(x, y, s, i)
		cs = append(cs, [2]float64{cx, cy})
	}
	_, j := edgeCorners(es[len(es)-1])
	cx, cy := corner(x, y, s, j)
	return append(cs, [2]float64{cx, cy})
}

// join writes corners as SVG polygon points.
func join(cs [][2]float64) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%.1f,%.1f", c[0], c[1])
	}
	return b.String()
}
