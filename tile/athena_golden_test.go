package tile_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenFaces are the faces testdata/faces.json shows: Temple|Garden at
// every rotation, a single district and a single plaza.
func goldenFaces() []tile.Face {
	var fs []tile.Face
	for r := range tile.Rotation(6) {
		fs = append(fs, tile.ID(67).Face(r))
	}
	for _, id := range []tile.ID{72, 85} {
		fs = append(fs, id.Face(4))
	}
	return fs
}

// oneHexRow is a row of testdata/onehex.json, the table of the 30 one-hex
// tiles: the number, and the kinds of its face, one for a whole hex, half
// A then half B for a double district.
type oneHexRow struct {
	ID    tile.ID     `json:"id"`
	Kinds []tile.Kind `json:"kinds"`
}

// oneHexTable returns the rows of testdata/onehex.json from ID.Face.
func oneHexTable() []oneHexRow {
	var rows []oneHexRow
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		f := id.Face(0)
		row := oneHexRow{ID: id, Kinds: []tile.Kind{f.A}}
		if f.IsDouble() {
			row.Kinds = append(row.Kinds, f.B)
		}
		rows = append(rows, row)
	}
	return rows
}

// athenaText is the text of testdata/onehex.txt: each one-hex tile as
// "62[Market|Garden]" or "82[HousePlaza]", and for a double district each
// rotation's face with the kind letter facing each direction.
func athenaText() []byte {
	var b bytes.Buffer
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		x := id.Face(0)
		if !x.IsDouble() {
			fmt.Fprintf(&b, "%v[%v]\n", id, x.A)
			continue
		}
		fmt.Fprintf(&b, "%v[%v|%v]\n", id, x.A, x.B)
		for r := range tile.Rotation(6) {
			f := id.Face(r)
			fmt.Fprintf(&b, "  %-18v", f)
			for d, k := range layoutOf(f) {
				fmt.Fprintf(&b, " %v:%c", hex.Direction(d), letters[k])
			}
			fmt.Fprintln(&b)
		}
	}
	return b.Bytes()
}

// TestAthenaGolden checks the table of the one-hex tiles and the forms of
// faces against testdata (rewrite with go test -run AthenaGolden -update),
// that the faces' JSON form reads back to the same values, and that the
// table read back is ID.Face's.
func TestAthenaGolden(t *testing.T) {
	tiles := oneHexTable()
	tilesJSON, err := json.MarshalIndent(tiles, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	faces := goldenFaces()
	facesJSON, err := json.MarshalIndent(faces, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file string
		got  []byte
	}{
		{"onehex.json", tilesJSON},
		{"faces.json", facesJSON},
		{"onehex.txt", athenaText()},
	} {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", c.file)
			got := append(bytes.TrimRight(c.got, "\n"), '\n')
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(string(want), string(got)); d != "" {
				t.Errorf("%s differs (-want +got):\n%s", path, d)
			}
		})
	}
	var backTiles []oneHexRow
	if err := json.Unmarshal(tilesJSON, &backTiles); err != nil || !cmp.Equal(backTiles, tiles) {
		t.Errorf("the one-hex tiles read back as %v, %v", backTiles, err)
	}
	var backFaces []tile.Face
	if err := json.Unmarshal(facesJSON, &backFaces); err != nil || !cmp.Equal(backFaces, faces) {
		t.Errorf("the faces read back as %v, %v", backFaces, err)
	}
}
