package athena_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// metForm is one card's answer as testdata/midgame.json shows it.
type metForm struct {
	Card  tile.Card `json:"card"`
	Met   bool      `json:"met"`
	Cells []hex.Hex `json:"cells"`
}

// TestGolden checks the answers on the benchmarks' mid-game city, every
// card under the default readings and every part under all variants,
// against testdata/midgame.json (rewrite with go test -run Golden
// -update): a change of rule or of form shows there as a diff to review.
func TestGolden(t *testing.T) {
	g := midGame(t)
	var doc struct {
		Cards []metForm          `json:"cards"`
		Parts []athena.PartScore `json:"parts"`
	}
	for _, card := range tile.Cards() {
		cells, ok := athena.Met(card, g, 5, athena.Options{})
		doc.Cards = append(doc.Cards, metForm{card, ok, append([]hex.Hex{}, cells...)})
	}
	doc.Parts = athena.AppendParts(nil, g, variants.Options{Variants: variants.All})
	got, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", "midgame.json")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s (-want +got):\n%s", path, cmp.Diff(string(want), string(got)))
	}
}
