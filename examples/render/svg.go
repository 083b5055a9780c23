package render

import (
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// Colours of the SVG picture: one hue per district type (Quarry grey), the
// plaza of a type a darker shade of its hue. The rules name kinds, not
// colours; these are ours.
var (
	fill = [...]string{
		tile.Quarry:        "#a9abae",
		tile.House:         "#5b9bdc",
		tile.Market:        "#f6bd4c",
		tile.Barracks:      "#e0635a",
		tile.Temple:        "#a07bd2",
		tile.Garden:        "#74c266",
		tile.HousePlaza:    "#1f528f",
		tile.MarketPlaza:   "#c27a0c",
		tile.BarracksPlaza: "#98231b",
		tile.TemplePlaza:   "#5c3794",
		tile.GardenPlaza:   "#2e7429",
	}
	// ink is the text colour that reads on each fill.
	ink = [...]string{
		tile.Quarry:        "#2b2b2b",
		tile.House:         "#10243d",
		tile.Market:        "#3d2a05",
		tile.Barracks:      "#3a0d0a",
		tile.Temple:        "#24123d",
		tile.Garden:        "#123a0d",
		tile.HousePlaza:    "#ffffff",
		tile.MarketPlaza:   "#ffffff",
		tile.BarracksPlaza: "#ffffff",
		tile.TemplePlaza:   "#ffffff",
		tile.GardenPlaza:   "#ffffff",
	}
)

const (
	size      = 32.0 // hex size: centre to corner, in pixels
	margin    = 24.0
	titleH    = 36.0 // room for the title
	legendH   = 96.0 // room for the legend below the city
	athenaH   = 16.0 // room for the legend's line on one-hex tiles
	legendW   = 6 * 118.0
	holeFill  = "#dbeef8"
	edgeColor = "#2a2a2a"
)

var sqrt3 = math.Sqrt(3)

// centre returns the pixel centre of cell h: flat-topped hexes, North up.
func centre(h hex.Hex) (x, y float64) {
	return size * 1.5 * float64(h.Q), size * sqrt3 * (float64(h.R) + float64(h.Q)/2)
}

// corner returns corner i (0 East, then clockwise on screen) of a hex of
// size s centred at (x, y).
func corner(x, y, s float64, i int) (float64, float64) {
	a := math.Pi / 3 * float64(i)
	return x + s*math.Cos(a), y + s*math.Sin(a)
}

// points returns the polygon points of a hex of size s centred at (x, y).
func points(x, y, s float64) string {
	var b strings.Builder
	for i := range 6 {
		cx, cy := corner(x, y, s, i)
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%.1f,%.1f", cx, cy)
	}
	return b.String()
}

// edgeCorners returns the two corners bounding the edge towards d.
func edgeCorners(d hex.Direction) (int, int) {
	return (4 + int(d)) % 6, (5 + int(d)) % 6
}

// SVG writes a picture of the city: every visible hex coloured by kind and
// lettered by its district type (Q for a Quarry), plazas in a darker shade
// with their stars, each cell's level written in it (and drawn as inner
// rings, one per level above the first), thick lines along tile edges,
// enclosed empty cells shaded like water, a title and a legend.
//
// A one-hex tile of the Athena expansion has a thin white inner outline,
// so that it can be told from a hex of a 3-hex tile; a double district is
// drawn as its two halves, cut from corner to corner, each over the three
// edges it owns (tile.Face.Owner), coloured and lettered by its own
// district type, with the cell's level in a disc on the cut.
func SVG(w io.Writer, c *city.City, title string) error {
	minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	oneHex := false
	minQ, maxQ, minR, maxR := 0, 0, 0, 0
	for h := range c.Cells() {
		id, _ := topTile(c, h)
		oneHex = oneHex || id.IsOneHex()
		minQ, maxQ, minR, maxR = min(minQ, h.Q), max(maxQ, h.Q), min(minR, h.R), max(maxR, h.R)
		x, y := centre(h)
		minX, maxX = min(minX, x-size), max(maxX, x+size)
		minY, maxY = min(minY, y-size*sqrt3/2), max(maxY, y+size*sqrt3/2)
	}
	mapW := maxX - minX
	width := max(mapW, legendW) + 2*margin
	legendHeight := legendH
	if oneHex {
		legendHeight += athenaH
	}
	height := titleH + (maxY - minY) + legendHeight + 2*margin
	// Shift the map so that it is centred above the legend.
	dx := margin + (width-2*margin-mapW)/2 - minX
	dy := margin + titleH - minY

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="DejaVu Sans, Verdana, sans-serif">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="#fbf8f1"/>`+"\n")
	b.WriteString(`<text x="` + ftoa(width/2) + `" y="` + ftoa(margin+18) + `" text-anchor="middle" font-size="20" font-weight="bold" fill="#333">`)
	xml.EscapeText(&b, []byte(title))
	b.WriteString("</text>\n")

	b.WriteString(`<g stroke-linejoin="round">` + "\n")
	for _, h := range c.AppendHoles(nil) { // row by row, North to South and West to East
		x, y := centre(h)
		fmt.Fprintf(&b, `<polygon points="%s" fill="%s" stroke="#7fb3d0" stroke-dasharray="4 3"/>`+"\n",
			points(x+dx, y+dy, size), holeFill)
	}
	for h := range c.Cells() {
		writeCell(&b, c, h, dx, dy)
	}
	for h := range c.Cells() {
		writeEdges(&b, c, h, dx, dy)
	}
	b.WriteString("</g>\n")
	writeLegend(&b, margin+(width-2*margin-legendW)/2, height-margin-legendHeight+16, oneHex)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func ftoa(f float64) string { return fmt.Sprintf("%.1f", f) }

// writeCell draws one occupied cell: its hex or halves, level rings,
// letters and level.
func writeCell(b *strings.Builder, c *city.City, h hex.Hex, dx, dy float64) {
	x, y := centre(h)
	id, _ := topTile(c, h)
	writeHex(b, x+dx, y+dy, size, hexDrawing{face: c.Face(h), level: c.Height(h), oneHex: id.IsOneHex(),
		attrs: fmt.Sprintf(` data-cell="%v"`, h)})
}

// writeEdges draws the thick edges of cell h: towards empty cells and
// towards cells showing another tile (each shared edge once).
func writeEdges(b *strings.Builder, c *city.City, h hex.Hex, dx, dy float64) {
	x, y := centre(h)
	own, _ := topTile(c, h)
	for _, d := range hex.Directions() {
		n := h.Neighbor(d)
		other, occupied := topTile(c, n)
		if occupied && (other == own || d >= hex.S) {
			continue // same tile, or drawn from the other side
		}
		i, j := edgeCorners(d)
		x1, y1 := corner(x+dx, y+dy, size, i)
		x2, y2 := corner(x+dx, y+dy, size, j)
		fmt.Fprintf(b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="2.5" stroke-linecap="round"/>`+"\n",
			x1, y1, x2, y2, edgeColor)
	}
}

// writeLegend draws the legend at (x, y): the districts and Quarry on one
// row, the plazas below, then how to read levels, and for a city holding
// one-hex tiles how to read them.
func writeLegend(b *strings.Builder, x, y float64, oneHex bool) {
	const step, s = 118.0, 11.0
	item := func(col, row int, k tile.Kind, label string) {
		cx, cy := x+step*float64(col)+s, y+30*float64(row)
		fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="%s" stroke-width="1"/>`+"\n", points(cx, cy, s), fill[k], edgeColor)
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="12" fill="#333">%s</text>`+"\n", cx+s+5, cy+4, label)
	}
	item(0, 0, tile.Quarry, "Quarry")
	for i, d := range tile.Districts() {
		item(i+1, 0, d, d.String())
		p := d.Plaza()
		item(i+1, 1, p, "plaza "+strings.Repeat("★", p.Stars()))
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="11" fill="#555">letter: district type; number: level (a ring per level above 1); thick lines: tile edges; dashed: enclosed empty cell</text>`+"\n",
		x, y+58)
	if oneHex {
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="11" fill="#555">thin white outline: a one-hex tile; a hex cut in two: a double district, one district type per half</text>`+"\n",
			x, y+58+athenaH)
	}
}

// topTile returns the tile whose hex shows on cell h, the top of its
// column, and false for an empty cell.
func topTile(c *city.City, h hex.Hex) (tile.ID, bool) {
	col := c.Column(h)
	if len(col) == 0 {
		return 0, false
	}
	return col[len(col)-1].Tile, true
}
