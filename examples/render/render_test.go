package render_test

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/internal/halfcheck"
	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

const goldenDir = "testdata"

// holed is a city of 18 tiles, one level-2 tile, with an enclosed region of
// empty cells (a random player's city).
const holed = `15@(1,2)r0 30@(-3,3)r1 13@(1,-3)r2 25@(2,0)r1 20@(-5,4)r0 09@(1,-5)r2
17@(-1,4)r1 33@(-2,4)r3 34@(4,-3)r3 11@(-6,6)r5 31@(-4,5)r4 03@(-3,6)r4
12@(-4,2)r0 06@(-5,5)r5 14@(2,-7)r3 37@(3,-4)r5 35@(-5,8)r5 23@(6,-4)r4`

func build(t *testing.T, s string) *city.City {
	t.Helper()
	var ps []city.Placement
	for _, w := range strings.Fields(s) {
		var p city.Placement
		err := p.UnmarshalText([]byte(w))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	c, errs := city.Validate(ps)
	if errs != nil {
		t.Fatal(errs)
	}
	return c
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	file := filepath.Join(goldenDir, name)
	if *update {
		if err := os.MkdirAll(goldenDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", file, diff)
	}
}

// The starting tile: the House plaza at the origin, Quarries at its N, SE
// and SW neighbours; the two empty cells between them touch the city.
func TestMapStart(t *testing.T) {
	want := "   Q1\n" +
		"..    ..\n" +
		"   h1\n" +
		"Q1    Q1\n"
	if diff := cmp.Diff(want, render.Map(city.New())); diff != "" {
		t.Errorf("start (-want +got):\n%s", diff)
	}
}

// A ground tile on (1,-1), between the starting tile's N and SE Quarries,
// then a tile on top of the three cells (0,0), (0,-1), (1,-1): the level
// shows.
func TestMapLevels(t *testing.T) {
	c := city.New()
	place := func(id tile.ID, ok func(city.Placement, city.Result) bool) {
		t.Helper()
		for _, p := range c.AppendLegal(nil, id) {
			if r, _ := c.Check(p); ok(p, r) {
				c.Place(p)
				return
			}
		}
		t.Fatalf("no placement of tile %v", id)
	}
	place(1, func(p city.Placement, _ city.Result) bool {
		cells := p.Cells()
		return slices.Contains(cells[:], hex.Hex{Q: 1, R: -1})
	})
	place(2, func(_ city.Placement, r city.Result) bool { return r.Level == 2 })
	got := render.Map(c)
	if !strings.ContainsAny(got, "2") {
		t.Errorf("no level 2 on the map:\n%s", got)
	}
	golden(t, "levels.txt", got)
}

func TestMapHoles(t *testing.T) {
	got := render.Map(build(t, holed))
	if !strings.Contains(got, "~~") {
		t.Errorf("no enclosed cell drawn:\n%s", got)
	}
	golden(t, "holes.txt", got)
}

func TestSVG(t *testing.T) {
	var b bytes.Buffer
	if err := render.SVG(&b, build(t, holed), `Seat 1 <random> & "friends"`); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(bytes.NewReader(b.Bytes()))
	polygons, texts := 0, 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			switch se.Name.Local {
			case "polygon":
				polygons++
			case "text":
				texts++
			}
		}
	}
	// 56 cells, 7 holes, 11 legend swatches, plus one level ring.
	if polygons < 56+11 {
		t.Errorf("%d polygons", polygons)
	}
	if !strings.Contains(b.String(), "Seat 1 &lt;random&gt; &amp; &#34;friends&#34;") {
		t.Errorf("title not escaped")
	}
	golden(t, "holes.svg", b.String())
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

func TestSVGWriteError(t *testing.T) {
	if err := render.SVG(failWriter{}, city.New(), "x"); err == nil {
		t.Error("no error from a failing writer")
	}
}

// TestSVGAthena draws halfcheck.City: doubles at the six rotations and one on
// level 2, a single district and a one-hex plaza, each with the thin
// outline of a one-hex tile, and the legend's line on them.
func TestSVGAthena(t *testing.T) {
	var b bytes.Buffer
	if err := render.SVG(&b, build(t, halfcheck.City), "One-hex tiles"); err != nil {
		t.Fatal(err)
	}
	// 62-68, 72 and 86: nine one-hex tiles.
	if n := strings.Count(b.String(), `class="one-hex"`); n != 9 {
		t.Errorf("%d one-hex outlines, want 9", n)
	}
	if !strings.Contains(b.String(), "thin white outline: a one-hex tile") {
		t.Error("no legend line on one-hex tiles")
	}
	golden(t, "athena-city.svg", b.String())
}
