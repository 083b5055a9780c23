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
	tg, _ := tile.OneHexByID(67)
	var fs []tile.Face
	for r := range tile.Rotation(6) {
		fs = append(fs, tg.Face(r))
	}
	for _, id := range []tile.ID{72, 85} {
		x, _ := tile.OneHexByID(id)
		fs = append(fs, x.Face(4))
	}
	return fs
}

// athenaText is the text of testdata/onehex.txt: each one-hex tile as
// String prints it, and for a double district each rotation's face with
// the kind letter facing each direction.
func athenaText() []byte {
	var b bytes.Buffer
	for _, x := range tile.AthenaTiles() {
		fmt.Fprintln(&b, x)
		if !x.IsDouble() {
			continue
		}
		for r := range tile.Rotation(6) {
			f := x.Face(r)
			fmt.Fprintf(&b, "  %-18v", f)
			for d, k := range f.Layout() {
				fmt.Fprintf(&b, " %v:%c", hex.Direction(d), k.Letter())
			}
			fmt.Fprintln(&b)
		}
	}
	return b.Bytes()
}

// TestAthenaGolden checks the forms of the one-hex tiles and of faces
// against testdata (rewrite with go test -run AthenaGolden -update), and
// that each JSON form reads back to the same values.
func TestAthenaGolden(t *testing.T) {
	tiles := tile.AthenaTiles()
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
	var backTiles [30]tile.OneHex
	if err := json.Unmarshal(tilesJSON, &backTiles); err != nil || backTiles != tiles {
		t.Errorf("the one-hex tiles read back as %v, %v", backTiles, err)
	}
	var backFaces []tile.Face
	if err := json.Unmarshal(facesJSON, &backFaces); err != nil || !cmp.Equal(backFaces, faces) {
		t.Errorf("the faces read back as %v, %v", backFaces, err)
	}
}
