// Package halfcheck reads the halves of double districts back from an SVG
// picture, for the tests of the programs that draw them (examples/render
// in Go, the web page's draw.js): which way each half lies, worked out from
// its polygon's points alone, so that a test can compare it with the edges
// the half owns.
//
// A drawing marks each half as
//
//	<polygon class="half" data-part="HalfA" data-kind="Market" data-cell="(1,-1)" points="..."/>
//
// with data-cell in a city, or data-tile on a tile drawn alone.
package halfcheck

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/hex"
)

// Half is one half polygon: the cell or tile it belongs to, its part
// (HalfA, HalfB), its kind and its points in pixels.
type Half struct {
	Key, Part, Kind string
	Points          [][2]float64
}

// Read returns the half polygons of an SVG picture by cell or tile, in
// the order drawn.
func Read(svg []byte) (map[string][]Half, error) {
	halves := map[string][]Half{}
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return halves, nil
		}
		if err != nil {
			return nil, fmt.Errorf("not well-formed XML: %w", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok || se.Name.Local != "polygon" || Attr(se, "class") != "half" {
			continue
		}
		h := Half{Key: Attr(se, "data-cell") + Attr(se, "data-tile"), Part: Attr(se, "data-part"), Kind: Attr(se, "data-kind")}
		for _, p := range strings.Fields(Attr(se, "points")) {
			x, y, _ := strings.Cut(p, ",")
			fx, err1 := strconv.ParseFloat(x, 64)
			fy, err2 := strconv.ParseFloat(y, 64)
			if err1 != nil || err2 != nil {
				return nil, fmt.Errorf("%s %s: bad point %q", h.Key, h.Part, p)
			}
			h.Points = append(h.Points, [2]float64{fx, fy})
		}
		halves[h.Key] = append(halves[h.Key], h)
	}
}

// Attr returns the value of an element's attribute, "" when it has none.
func Attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// Facing returns the directions half h is drawn toward, in the order N,
// NE, SE, S, SW, NW, given the other half of its hex. The hex's centre is
// the middle of the cut, the two points both halves share; h faces the
// directions whose pixel vector (North up, flat-topped grid) makes an
// acute angle with the line from that centre to h's own centre. A half
// that is not four points sharing a cut of two with the other is an
// error.
func Facing(h, other Half) ([]string, error) {
	var shared [][2]float64
	for _, p := range h.Points {
		for _, q := range other.Points {
			if math.Abs(p[0]-q[0]) < 0.05 && math.Abs(p[1]-q[1]) < 0.05 {
				shared = append(shared, p)
			}
		}
	}
	if len(h.Points) != 4 || len(shared) != 2 {
		return nil, fmt.Errorf("%s %s: %d points, %d shared with the other half; want 4 and 2 (a cut from corner to corner)",
			h.Key, h.Part, len(h.Points), len(shared))
	}
	cx, cy := (shared[0][0]+shared[1][0])/2, (shared[0][1]+shared[1][1])/2
	var mx, my float64
	for _, p := range h.Points {
		mx, my = mx+(p[0]-cx)/4, my+(p[1]-cy)/4
	}
	var ds []string
	for _, d := range hex.Directions() {
		v := d.Vector()
		vx, vy := 1.5*float64(v.Q), math.Sqrt(3)*(float64(v.R)+float64(v.Q)/2)
		if vx*mx+vy*my > 1e-6 {
			ds = append(ds, d.String())
		}
	}
	return ds, nil
}

// City holds the six double districts 62 to 67 at rotations 0 to 5 on the
// ground around the starting tile, 68 on top of the North Quarry (level
// 2), a single House (72), a one-hex Market plaza (86) and tile 01 (House,
// Barracks, Temple) beside the single House: placements as
// city.Placement.UnmarshalText reads them.
const City = `62@(1,-1)r0 63@(0,1)r1 64@(-1,0)r2 65@(0,-2)r3 66@(2,-1)r4 67@(-1,2)r5
68@(0,-1)r0 72@(-2,1)r0 86@(1,1)r0 01@(-2,0)r0`

// Sides is what a double district of City shows: the kinds of half A and
// half B and the edges half A faces (N, NE, SE, S, SW, NW order).
type Sides struct{ A, B, AEdges string }

// Want gives each double district of City, by cell, worked out by hand
// from the ruling: half A owns the edges toward rotation-1, rotation and
// rotation+1.
var Want = map[string]Sides{
	"(1,-1)": {"Market", "Garden", "N NE NW"},   // 62 r0
	"(0,1)":  {"Barracks", "Temple", "N NE SE"}, // 63 r1
	"(-1,0)": {"House", "Market", "NE SE S"},    // 64 r2
	"(0,-2)": {"House", "Barracks", "SE S SW"},  // 65 r3
	"(2,-1)": {"Market", "Barracks", "S SW NW"}, // 66 r4
	"(-1,2)": {"Temple", "Garden", "N SW NW"},   // 67 r5
	"(0,-1)": {"House", "Garden", "N NE NW"},    // 68 r0, level 2
}

// Check reads the halves of a picture of City and returns how they differ
// from Want: a cell missing or drawn in halves unasked, halves out of
// order, wrong kinds, a half drawn toward edges it does not own.
func Check(svg []byte) []string {
	halves, err := Read(svg)
	if err != nil {
		return []string{err.Error()}
	}
	var diffs []string
	for cell := range halves {
		if _, ok := Want[cell]; !ok {
			diffs = append(diffs, cell+": drawn in halves, not a double district")
		}
	}
	for cell, w := range Want {
		hs := halves[cell]
		if len(hs) != 2 || hs[0].Part != "HalfA" || hs[1].Part != "HalfB" {
			diffs = append(diffs, fmt.Sprintf("%s: halves %+v, want HalfA then HalfB", cell, hs))
			continue
		}
		if hs[0].Kind != w.A || hs[1].Kind != w.B {
			diffs = append(diffs, fmt.Sprintf("%s: kinds %s|%s, want %s|%s", cell, hs[0].Kind, hs[1].Kind, w.A, w.B))
		}
		a, errA := Facing(hs[0], hs[1])
		b, errB := Facing(hs[1], hs[0])
		if errA != nil || errB != nil {
			diffs = append(diffs, fmt.Sprint(cell, ": ", errA, errB))
			continue
		}
		var bEdges []string
		for _, d := range hex.Directions() {
			if !slices.Contains(strings.Fields(w.AEdges), d.String()) {
				bEdges = append(bEdges, d.String())
			}
		}
		if got, want := strings.Join(a, " ")+" | "+strings.Join(b, " "), w.AEdges+" | "+strings.Join(bEdges, " "); got != want {
			diffs = append(diffs, fmt.Sprintf("%s: halves A | B drawn toward %s, want %s", cell, got, want))
		}
	}
	slices.Sort(diffs)
	return diffs
}
