package akropolis_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// formsGame is the game the golden files of testdata/forms show: two
// players, seed 1 2, eight moves played (move n is legal move number
// (7919n + 13) mod count, to spread the cities and stack some tiles).
func formsGame(t *testing.T) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for n := range 8 {
		legal := g.AppendLegalMoves(nil)
		must(t, g.Play(legal[(7919*n+13)%len(legal)]))
	}
	return g
}

// formsArchitectCard is the Architect's card after twelve turns of a solo
// game at Metagenes with the Houses and Markets variants, seed 3 4, the
// first legal move played each turn.
func formsArchitectCard(t *testing.T) score.ArchitectPad {
	t.Helper()
	g, err := akropolis.New(akropolis.Options{Players: 1, Difficulty: score.Metagenes, Seed: [2]uint64{3, 4},
		Scoring: variants.Options{Variants: variants.Of(tile.House, tile.Market)}})
	if err != nil {
		t.Fatal(err)
	}
	for range 6 {
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	}
	return g.ArchitectScore()
}

// holedCity is the city of testdata/score/barracks-inner-hole.txt, with an
// enclosed empty cell at (1,-1).
const holedCity = "50@(2,-1)r2\n07@(1,-2)r1\n05@(3,-2)r0\n"

// tallCity is the city of score.TestCardJSONRoundTrip: tiles stacked to
// level 4, so its columns hold up to four hexes.
const tallCity = "30@(0,-2)r1 26@(1,-1)r1 50@(3,-2)r2 57@(4,-1)r1 23@(0,-1)r1 33@(2,-2)r2 51@(4,-2)r3 44@(1,-2)r2 41@(2,-1)r1 01@(2,-2)r3"

func mustParseCity(t *testing.T, s string) []city.Placement {
	t.Helper()
	ps, err := akropolis.ParseCity(strings.ReplaceAll(s, " ", "\n"))
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestGoldenForms checks every data form of the module against its golden
// file in testdata/forms (rewrite them with go test -run GoldenForms -update).
func TestGoldenForms(t *testing.T) {
	g := formsGame(t)
	ps, err := akropolis.ParseCity(holedCity)
	if err != nil {
		t.Fatal(err)
	}
	c, errs := city.Validate(ps)
	if errs != nil {
		t.Fatal(errs)
	}
	tall, errs := city.Validate(mustParseCity(t, tallCity))
	if errs != nil {
		t.Fatal(errs)
	}
	events, err := g.Clone().PlayEvents(nil, g.AppendLegalMoves(nil)[0])
	if err != nil {
		t.Fatal(err)
	}
	pos, view := g.Position(), g.View()
	card := score.Compute(c, 0, variants.Options{})
	architect := formsArchitectCard(t)
	result, column := resultAndColumn(t, g.City(0), tall)
	var catalogue [61]tile.Tile
	for i := range catalogue {
		catalogue[i] = tile.ID(i + 1).Tile()
	}
	for _, f := range []struct {
		name string
		v    any
	}{
		{"position.json", pos},
		{"view.json", view},
		{"city.json", c},
		{"city-tall.json", tall},
		{"card.json", card},
		{"events.json", events},
		{"record.json", g.Record()},
		{"architect-card.json", architect},
		{"catalogue.json", catalogue},
		{"result.json", result},
		{"column.json", column},
	} {
		b, err := json.Marshal(f.v)
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		var out bytes.Buffer
		must(t, json.Indent(&out, b, "", "  "))
		out.WriteByte('\n')
		golden(t, f.name, out.Bytes())
	}
	for _, f := range []struct {
		name string
		v    interface{ MarshalText() ([]byte, error) }
	}{{"position.txt", pos}, {"view.txt", view}, {"record.txt", g.Record()}} {
		b, err := f.v.MarshalText()
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		golden(t, f.name, append(b, '\n'))
	}
	golden(t, "city.txt", []byte(akropolis.FormatCity(ps)))

	// The golden card reads back, strictly, as the card it shows.
	b, err := os.ReadFile(filepath.Join("testdata", "forms", "card.json"))
	if err != nil {
		t.Fatal(err)
	}
	var back score.Pad
	if err := back.UnmarshalJSON(b); err != nil || !cmp.Equal(back, card, emptyIsNil) {
		t.Errorf("card.json reads back as %v, %v", back, err)
	}

	// The Architect's card and the others read back, strictly, as they are.
	for _, f := range []struct {
		name       string
		want, back any
	}{{"architect-card.json", &architect, new(score.ArchitectPad)},
		{"catalogue.json", &catalogue, new([61]tile.Tile)}, {"result.json", &result, new(city.Result)}, {"column.json", &column, new([]city.Layer)}} {
		b, err := os.ReadFile(filepath.Join("testdata", "forms", f.name))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, f.back); err != nil || !cmp.Equal(f.back, f.want) {
			t.Errorf("%s reads back as %v, %v", f.name, f.back, err)
		}
	}

	// The golden files read back as what they show.
	for _, name := range []string{"position.json", "position.txt"} {
		b, err := os.ReadFile(filepath.Join("testdata", "forms", name))
		if err != nil {
			t.Fatal(err)
		}
		p, err := akropolis.ReadPosition(bytes.NewReader(b))
		if err != nil || !cmp.Equal(p, pos, emptyIsNil) {
			t.Errorf("%s reads back as %v, %v", name, p, err)
		}
	}
}

// resultAndColumn returns what placing a tile highest (then on the most
// Quarries) on city c would do, and the column of the highest cell of city
// tall (the first in Cells order).
func resultAndColumn(t *testing.T, c, tall *city.City) (city.Result, []city.Layer) {
	t.Helper()
	var best city.Result
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		for _, p := range c.AppendLegal(nil, id) {
			r, err := c.Check(p)
			if err != nil {
				t.Fatal(err)
			}
			if r.Level > best.Level || r.Level == best.Level && r.Quarries > best.Quarries {
				best = r
			}
		}
	}
	var column []city.Layer
	for h := range tall.Cells() {
		if col := tall.Column(h); len(col) > len(column) {
			column = col
		}
	}
	if best.Level < 2 || len(column) < 3 {
		t.Fatalf("the cities give result %v and a column of %d", best, len(column))
	}
	return best, column
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "forms", name)
	if *updateRecords {
		must(t, os.MkdirAll(filepath.Dir(path), 0o755))
		must(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run GoldenForms -update)", err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Errorf("%s differs from its golden file (-want +got):\n%s", name, d)
	}
}
