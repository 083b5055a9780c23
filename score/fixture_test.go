package score_test

import (
	"bufio"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the rendered section of the golden fixtures in testdata")

// The fixture format (testdata/*.txt; see testdata/README.md).
// Everything above the rendered marker is written by hand and never
// rewritten; everything below it is the output of the code, refreshed by
// -update and compared otherwise.
const renderedMarker = "--- rendered by score_test -update: do not edit below ---"

type fixture struct {
	name    string
	options variants.Options
	stones  int
	places  []city.Placement
	expect  map[string]int // House, Market, Barracks, Temple, Garden, stones, total
	hexes   []hexClaim
	head    string // the hand-written part, verbatim
	golden  string // the rendered part as stored
}

// hexClaim is a hand-written claim about one visible hex: it counts or not,
// and whether it is doubled.
type hexClaim struct {
	cell    hex.Hex
	counts  bool
	doubled bool
	line    string
}

// kindLetters are the one-letter codes of the kinds in the fixtures' maps,
// indexed by tile.Kind (the codes tile.Kind.UnmarshalText reads).
const kindLetters = ".QHMBTGhmbtg"

func readFixture(t *testing.T, path string) fixture {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	head, golden, _ := strings.Cut(string(data), renderedMarker+"\n")
	f := fixture{head: head, golden: golden, expect: map[string]int{}}
	sc := bufio.NewScanner(strings.NewReader(head))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			if n, ok := strings.CutPrefix(line, "# name:"); ok {
				f.name = strings.TrimSpace(n)
			}
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("%s: line %q has no key", path, line)
		}
		val = strings.TrimSpace(val)
		switch key {
		case "options":
			if f.options, err = variants.ParseOptions(val); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		case "stones":
			if f.stones, err = strconv.Atoi(val); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		case "place":
			for _, w := range strings.Fields(val) {
				var p city.Placement
				err := p.UnmarshalText([]byte(w))
				if err != nil {
					t.Fatalf("%s: %v", path, err)
				}
				f.places = append(f.places, p)
			}
		case "expect":
			for _, w := range strings.Fields(val) {
				k, v, ok := strings.Cut(w, "=")
				n, err := strconv.Atoi(v)
				if !ok || err != nil {
					t.Fatalf("%s: bad expectation %q", path, w)
				}
				f.expect[k] = n
			}
		case "hex":
			ws := strings.Fields(val)
			if len(ws) < 2 {
				t.Fatalf("%s: bad hex claim %q", path, line)
			}
			var h hex.Hex
			if err := h.UnmarshalText([]byte(ws[0])); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c := hexClaim{cell: h, line: line}
			switch ws[1] {
			case "counts":
				c.counts = true
			case "not":
			default:
				t.Fatalf("%s: hex claim %q: want counts or not", path, line)
			}
			c.doubled = len(ws) > 2 && ws[2] == "doubled"
			f.hexes = append(f.hexes, c)
		default:
			t.Fatalf("%s: unknown key %q", path, key)
		}
	}
	if f.name == "" || len(f.expect) != 7 {
		t.Fatalf("%s: a fixture needs a name and all seven expectations, has %v", path, f.expect)
	}
	return f
}

// render is what the rendered section holds: the map, the card and the
// notes.
func render(c *city.City, card score.Pad, o variants.Options) string {
	return "map:\n" + drawCity(c, o) + "\ncard:\n" + card.String() + "\nhexes:\n" + card.Explain()
}

// drawCity draws the visible hexes as letter and level ("H2"; plazas in
// lower case, Q for Quarries), on a flat-topped layout: columns are q, and
// each column sits half a row lower than the one to its West. Enclosed holes
// show as "~~". The start's House plaza "h1" at (0,0) marks the origin
// unless covered.
func drawCity(c *city.City, o variants.Options) string {
	holes := c.AppendHoles(nil)
	minQ, maxQ, minR, maxR := 0, 0, 0, 0 // the starting tile holds (0,0)
	for h := range c.Cells() {
		minQ, maxQ, minR, maxR = min(minQ, h.Q), max(maxQ, h.Q), min(minR, h.R), max(maxR, h.R)
	}
	minY, maxY := 1<<30, -(1 << 30)
	for q := minQ; q <= maxQ; q++ {
		for r := minR; r <= maxR; r++ {
			minY, maxY = min(minY, 2*r+q), max(maxY, 2*r+q)
		}
	}
	width := 3*(maxQ-minQ) + 2
	rows := make([][]byte, maxY-minY+1)
	for y := range rows {
		rows[y] = []byte(strings.Repeat(" ", width))
	}
	for q := minQ; q <= maxQ; q++ {
		for r := minR; r <= maxR; r++ {
			h := hex.Hex{Q: q, R: r}
			x, y := 3*(q-minQ), 2*r+q-minY
			switch {
			case c.Height(h) > 0:
				rows[y][x], rows[y][x+1] = kindLetters[c.Face(h).A], byte('0'+c.Height(h)%10)
			case slices.Contains(holes, h):
				rows[y][x], rows[y][x+1] = '~', '~'
			}
		}
	}
	var b strings.Builder
	for _, row := range rows {
		if s := strings.TrimRight(string(row), " "); s != "" {
			b.WriteString(s)
			b.WriteByte('\n')
		}
	}
	_ = o
	return b.String()
}

func TestGoldenFixtures(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, path := range paths {
		f := readFixture(t, path)
		t.Run(f.name, func(t *testing.T) {
			c, errs := city.Validate(f.places)
			if errs != nil {
				t.Fatalf("the placement history is illegal: %v", errs)
			}
			card := score.Compute(c, f.stones, f.options)
			got := map[string]int{"stones": card.Stones, "total": card.Total}
			for k, d := range tile.Districts() {
				got[d.String()] = card.Points[k]
			}
			for k, want := range f.expect {
				if got[k] != want {
					t.Errorf("%s = %d, the hand-computed fixture says %d", k, got[k], want)
				}
			}
			if s := score.Totals(c, f.stones, f.options); s != card.Summary {
				t.Errorf("Totals = %+v, card says %+v", s, card.Summary)
			}
			notes := map[hex.Hex]score.HexNote{}
			for _, n := range card.Hexes {
				notes[n.Cell] = n
			}
			for _, hc := range f.hexes {
				n, ok := notes[hc.cell]
				if counts, doubled := noteFacts(t, n); !ok || counts != hc.counts || doubled != hc.doubled {
					t.Errorf("claim %q: the card says %v", hc.line, n)
				}
			}
			rendered := render(c, card, f.options)
			if *update {
				if err := os.WriteFile(path, []byte(f.head+renderedMarker+"\n"+rendered), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if d := cmp.Diff(f.golden, rendered); d != "" {
				t.Errorf("rendered card differs from %s (-want +got; go test -update refreshes it):\n%s", path, d)
			}
		})
	}
}

var _ = tile.House

// noteFacts returns what note n's JSON form says of it: whether it counts
// and whether a variant doubled it.
func noteFacts(t *testing.T, n score.HexNote) (counts, doubled bool) {
	t.Helper()
	b, err := json.Marshal(n)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Counts  bool `json:"counts"`
		Doubled bool `json:"doubled"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Counts, f.Doubled
}
