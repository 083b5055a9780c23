package render_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/hex"
)

// athenaCity holds the six double districts 62 to 67 at rotations 0 to 5
// on the ground around the starting tile, 68 on top of the North Quarry
// (level 2), a single House (72), a one-hex Market plaza (86) and tile 01
// (House, Barracks, Temple) beside the single House.
const athenaCity = `62@(1,-1)r0 63@(0,1)r1 64@(-1,0)r2 65@(0,-2)r3 66@(2,-1)r4 67@(-1,2)r5
68@(0,-1)r0 72@(-2,1)r0 86@(1,1)r0 01@(-2,0)r0`

// half is one half polygon read back from a picture.
type half struct {
	cell, part, kind string
	points           [][2]float64
}

// readHalves returns the half polygons of an SVG picture, by cell (a
// city's) or tile (a card's).
func readHalves(t *testing.T, svg []byte) map[string][]half {
	t.Helper()
	halves := map[string][]half{}
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return halves
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok || se.Name.Local != "polygon" || attr(se, "class") != "half" {
			continue
		}
		h := half{cell: attr(se, "data-cell") + attr(se, "data-tile"), part: attr(se, "data-part"), kind: attr(se, "data-kind")}
		for _, p := range strings.Fields(attr(se, "points")) {
			x, y, _ := strings.Cut(p, ",")
			fx, err1 := strconv.ParseFloat(x, 64)
			fy, err2 := strconv.ParseFloat(y, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("bad point %q", p)
			}
			h.points = append(h.points, [2]float64{fx, fy})
		}
		halves[h.cell] = append(halves[h.cell], h)
	}
}

func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// facing returns the directions a half is drawn toward, worked out from
// its points alone: the cell's centre is the middle of the cut, the two
// points both halves share; the half faces the directions whose pixel
// vector (North up, flat-topped grid) makes an acute angle with the line
// from the centre to the half's own centre.
func facing(t *testing.T, h, other half) []string {
	t.Helper()
	var shared [][2]float64
	for _, p := range h.points {
		for _, q := range other.points {
			if math.Abs(p[0]-q[0]) < 0.05 && math.Abs(p[1]-q[1]) < 0.05 {
				shared = append(shared, p)
			}
		}
	}
	if len(h.points) != 4 || len(shared) != 2 {
		t.Fatalf("%s %s: %d points, %d shared with the other half; want 4 and 2 (a cut from corner to corner)",
			h.cell, h.part, len(h.points), len(shared))
	}
	cx, cy := (shared[0][0]+shared[1][0])/2, (shared[0][1]+shared[1][1])/2
	var mx, my float64
	for _, p := range h.points {
		mx, my = mx+p[0]/4-cx/4, my+p[1]/4-cy/4
	}
	var ds []string
	for _, d := range hex.Directions() {
		v := d.Vector()
		vx, vy := 1.5*float64(v.Q), math.Sqrt(3)*(float64(v.R)+float64(v.Q)/2)
		if vx*mx+vy*my > 1e-6 {
			ds = append(ds, d.String())
		}
	}
	return ds
}

// TestHalvesOnTheirEdges reads each double district of athenaCity back
// from the picture and checks, from the polygon points alone, which way
// each half lies. The expected sides are worked out by hand from the
// ruling: half A owns the edges toward rotation-1, rotation, rotation+1
// (listed here in the order N, NE, SE, S, SW, NW).
func TestHalvesOnTheirEdges(t *testing.T) {
	want := map[string]struct{ a, b, aEdges string }{
		"(1,-1)": {"Market", "Garden", "N NE NW"},   // 62 r0
		"(0,1)":  {"Barracks", "Temple", "N NE SE"}, // 63 r1
		"(-1,0)": {"House", "Market", "NE SE S"},    // 64 r2
		"(0,-2)": {"House", "Barracks", "SE S SW"},  // 65 r3
		"(2,-1)": {"Market", "Barracks", "S SW NW"}, // 66 r4
		"(-1,2)": {"Temple", "Garden", "N SW NW"},   // 67 r5
		"(0,-1)": {"House", "Garden", "N NE NW"},    // 68 r0, level 2
	}
	var b bytes.Buffer
	if err := render.SVG(&b, &build(t, athenaCity).Base, "Athena"); err != nil {
		t.Fatal(err)
	}
	halves := readHalves(t, b.Bytes())
	if len(halves) != len(want) {
		t.Errorf("%d cells drawn in halves, want %d", len(halves), len(want))
	}
	for cell, w := range want {
		hs := halves[cell]
		if len(hs) != 2 || hs[0].part != "HalfA" || hs[1].part != "HalfB" {
			t.Errorf("%s: halves %+v, want HalfA then HalfB", cell, hs)
			continue
		}
		if hs[0].kind != w.a || hs[1].kind != w.b {
			t.Errorf("%s: kinds %s|%s, want %s|%s", cell, hs[0].kind, hs[1].kind, w.a, w.b)
		}
		aEdges := strings.Fields(w.aEdges)
		var bEdges []string
		for _, d := range hex.Directions() {
			if !slices.Contains(aEdges, d.String()) {
				bEdges = append(bEdges, d.String())
			}
		}
		gotA, gotB := facing(t, hs[0], hs[1]), facing(t, hs[1], hs[0])
		if fmt.Sprint(gotA) != fmt.Sprint(aEdges) || fmt.Sprint(gotB) != fmt.Sprint(bEdges) {
			t.Errorf("%s: half A drawn toward %v and half B toward %v, want %v and %v", cell, gotA, gotB, aEdges, bEdges)
		}
	}
}
