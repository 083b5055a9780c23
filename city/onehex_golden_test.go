package city_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// athenaHistory is the city of testdata/athena.json and athena.txt: tile
// 01, Temple|Garden (67) at r0 and Market|Garden (62) at r3 on the ground,
// a single House plaza (82) on the starting plaza, a single Market (76) on
// tile 01's Barracks, and tile 02 over three single districts.
var athenaHistory = []city.Placement{
	tile01, pl(67, 0, 1, 0), pl(62, -1, 2, 3), pl(82, 0, 0, 4), pl(76, 1, -2, 2),
	pl(72, 2, -1, 0), pl(73, 3, -2, 0), pl(75, 3, -1, 0), pl(2, 2, -1, 1),
}

// TestAthenaGolden checks the JSON form of a city holding one-hex tiles
// (each cell's face among them) and the text of its placements against
// testdata (rewrite with go test -run AthenaGolden -update), and reads
// both back.
func TestAthenaGolden(t *testing.T) {
	c, err := city.Build(athenaHistory)
	if err != nil {
		t.Fatal(err)
	}
	js, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	for _, p := range c.Placements() {
		text.WriteString(p.String() + "\n")
	}
	for _, g := range []struct {
		file string
		got  []byte
	}{{"athena.json", append(js, '\n')}, {"athena.txt", []byte(text.String())}} {
		path := filepath.Join("testdata", g.file)
		if *update {
			if err := os.WriteFile(path, g.got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(string(want), string(g.got)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", g.file, diff)
		}
	}
	back := city.New()
	if err := back.UnmarshalJSON(js); err != nil || !back.Equal(c) {
		t.Fatalf("the JSON form reads back as another city: %v", err)
	}
	var ps []city.Placement
	for _, line := range strings.Fields(text.String()) {
		p, err := city.ParsePlacement(line)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	if again, err := city.Build(ps); err != nil || !again.Equal(c) {
		t.Fatalf("the text form builds another city: %v", err)
	}
}

// The JSON form of a city with one-hex tiles is read strictly: a cell's
// face that is not what the placements give, a misspelt name or a tile
// beyond 91 is refused and leaves the city unchanged.
func TestAthenaJSONStrict(t *testing.T) {
	c, _ := city.Build(athenaHistory)
	js, _ := json.Marshal(c)
	for _, bad := range [][]byte{
		bytes.Replace(js, []byte(`"kind":"Temple","edges":["NW","N","NE"]`), []byte(`"kind":"Garden","edges":["NW","N","NE"]`), 1),
		bytes.Replace(js, []byte(`"face"`), []byte(`"Face"`), 1),
		bytes.Replace(js, []byte(`"62@(-1,2)r3"`), []byte(`"92@(-1,2)r3"`), 1),
		bytes.Replace(js, []byte(`"62@(-1,2)r3"`), []byte(`"62@(-1,2)r4"`), 1),
	} {
		if bytes.Equal(bad, js) {
			t.Fatal("the edit found nothing to change")
		}
		d := city.New()
		before := d.Clone()
		if err := d.UnmarshalJSON(bad); !errors.Is(err, rule.ErrSyntax) || !d.Equal(before) {
			t.Errorf("UnmarshalJSON of an edited form = %v, want ErrSyntax and no change", err)
		}
	}
}

// A layer of a one-hex tile writes and reads its number, 62..91; 92 is
// refused.
func TestOneHexLayerJSON(t *testing.T) {
	l := city.Layer{Kind: tile.Temple, Tile: 67, Level: 2}
	const want = `{"kind":"Temple","tile":67,"hex":0,"level":2}`
	if b, err := json.Marshal(l); err != nil || string(b) != want {
		t.Fatalf("Marshal(%v) = %s, %v; want %s", l, b, err, want)
	}
	var back city.Layer
	if err := back.UnmarshalJSON([]byte(want)); err != nil || back != l {
		t.Fatalf("UnmarshalJSON(%s) = %v, %v", want, back, err)
	}
	bad := strings.Replace(want, "67", "92", 1)
	if err := back.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || back != l {
		t.Fatalf("UnmarshalJSON(%s) = %v, %v; want ErrSyntax and no change", bad, back, err)
	}
}
