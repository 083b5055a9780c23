package score_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// The worked example of the solo rules, whose numbers were worked out by
// hand: the starting tile plus [Quarry Quarry MarketPlaza], [House Temple
// BarracksPlaza], [House Market Quarry], [Garden House Quarry], 3 stones.
func TestArchitectWorkedExample(t *testing.T) {
	kinds, _ := tile.Start()
	hexes := append(kinds[:],
		tile.Quarry, tile.Quarry, tile.MarketPlaza,
		tile.House, tile.Temple, tile.BarracksPlaza,
		tile.House, tile.Market, tile.Quarry,
		tile.Garden, tile.House, tile.Quarry)
	for _, tc := range []struct {
		level score.Difficulty
		set   variants.Set
		want  int
	}{
		{score.Hippodamos, 0, 8},   // houses 3 x 1 + market 1 x 2 + 3 stones
		{score.Metagenes, 0, 22},   // 8 + 7 quarries x 2
		{score.Callicrates, 0, 13}, // houses 6 x 1 + market 2 x 2 + 3 stones
		// Markets doubled (1 <= 3 per plaza): 2 x 2 = 4; houses 3 < 10; garden doubled but no garden plaza.
		{score.Hippodamos, variants.All, 10},
		// By hand: houses 3 x 1 + markets 2 x 2 + 7 quarries x 2 + 3 stones (temples not doubled, no plaza).
		{score.Metagenes, variants.All, 24},
		// By hand, m = 2: houses 6 (< 10) x 1 + markets 2 x (2 x 1) = 4 x 2 stars + 3 stones.
		{score.Callicrates, variants.All, 17},
	} {
		c := score.Architect(hexes, 3, tc.level, tc.set)
		if c.Total != tc.want {
			t.Errorf("%v %v: total %d, want %d\n%v", tc.level, tc.set, c.Total, tc.want, c)
		}
	}
}

func TestArchitectMarketCapAndHouseThreshold(t *testing.T) {
	m := []tile.Kind{tile.Market, tile.Market, tile.Market, tile.Market, tile.Market, tile.MarketPlaza}
	c := score.Architect(m, 0, score.Callicrates, variants.Set(0).With(tile.Market))
	// value = 2 x (2 x min(5, 3) + (5 - 3)) = 16; x 2 stars = 32.
	if v, p := c.Values[1], c.Points[1]; v != 16 || p != 32 {
		t.Errorf("market cap: value %d points %d, want 16 and 32", v, p)
	}
	h := []tile.Kind{tile.House, tile.House, tile.House, tile.House, tile.House, tile.HousePlaza}
	c = score.Architect(h, 0, score.Callicrates, variants.Set(0).With(tile.House))
	// 5 houses x m=2 = 10, which reaches the threshold: doubled to 20, x 1 star.
	if v, p := c.Values[0], c.Points[0]; v != 20 || p != 20 {
		t.Errorf("house threshold: value %d points %d, want 20 and 20", v, p)
	}
	c = score.Architect(h, 0, score.Hippodamos, variants.Set(0).With(tile.House))
	if v := c.Values[0]; v != 5 {
		t.Errorf("5 houses at Hippodamos: value %d, want 5 (not doubled)", v)
	}
	tm := []tile.Kind{tile.Temple, tile.TemplePlaza}
	if v := score.Architect(tm, 0, score.Metagenes, variants.All).Values[3]; v != 1 {
		t.Errorf("temple variant below Callicrates: value %d, want 1", v)
	}
	if v := score.Architect(tm, 0, score.Callicrates, variants.All).Values[3]; v != 4 {
		t.Errorf("temple variant at Callicrates: value %d, want 4", v)
	}
}

// The Barracks and Gardens variants double every Architect district of the
// type, at any level. By hand: 2 Barracks and a Barracks plaza (2 stars),
// 1 Garden and a Garden plaza (3 stars), 0 stones. At Hippodamos (m = 1):
// Barracks value 2, doubled 4, x 2 = 8; Garden value 1, doubled 2, x 3 = 6;
// total 14. Without the variants: 2 x 2 + 1 x 3 = 7.
func TestArchitectBarracksAndGardens(t *testing.T) {
	pile := []tile.Kind{tile.Barracks, tile.Barracks, tile.BarracksPlaza, tile.Garden, tile.GardenPlaza}
	on := variants.Set(0).With(tile.Barracks).With(tile.Garden)
	c := score.Architect(pile, 0, score.Hippodamos, on)
	if b, g := architectLine(t, c, 2), architectLine(t, c, 4); b.Value != 4 || !b.Doubled || b.Points != 8 || g.Value != 2 || !g.Doubled || g.Points != 6 || c.Total != 14 {
		t.Errorf("with the variants: barracks %+v, garden %+v, total %d; want values 4 and 2, points 8 and 6, total 14", b, g, c.Total)
	}
	if c := score.Architect(pile, 0, score.Hippodamos, 0); c.Total != 7 || architectLine(t, c, 2).Doubled || architectLine(t, c, 4).Doubled {
		t.Errorf("without the variants: total %d, want 7, nothing doubled\n%v", c.Total, c)
	}
}

// TestArchitectCardText checks that the Architect's pad says "1 district"
// and "1 star" (a card built by hand: one Garden district under one Garden
// plaza is 1 point).
func TestArchitectCardText(t *testing.T) {
	c := score.ArchitectPad{Difficulty: score.Hippodamos, Summary: score.Summary{Total: 1}}
	c.Districts[4], c.Values[4], c.Stars[4], c.Points[4] = 1, 1, 1, 1
	want := `Architect (hippodamos, m=1)
  House      0 districts  value   0 x 0 stars = 0
  Market     0 districts  value   0 x 0 stars = 0
  Barracks   0 districts  value   0 x 0 stars = 0
  Temple     0 districts  value   0 x 0 stars = 0
  Garden     1 district   value   1 x 1 star = 1
  Stones    0
  Total     1
`
	if diff := cmp.Diff(want, c.String()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// architectLineForm is one line of the Architect's JSON form.
type architectLineForm struct {
	District  string `json:"district"`
	Districts int    `json:"districts"`
	Value     int    `json:"value"`
	Doubled   bool   `json:"doubled"`
	Stars     int    `json:"stars"`
	Points    int    `json:"points"`
}

// architectLine returns the k-th line of c as its JSON form shows it,
// with whether a variant doubled the type.
func architectLine(t *testing.T, c score.ArchitectPad, k int) architectLineForm {
	t.Helper()
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Lines [5]architectLineForm `json:"lines"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Lines[k]
}

// The Architect's JSON form writes m, the doubled marks and the quarry
// points from the level and the numbers; a document whose own disagree is
// refused, and changes nothing.
func TestArchitectJSONDerived(t *testing.T) {
	kinds, _ := tile.Start()
	pile := append(kinds[:], tile.Market, tile.Market, tile.MarketPlaza, tile.Quarry)
	c := score.Architect(pile, 2, score.Metagenes, variants.All)
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	good := string(b)
	var back score.ArchitectPad
	if err := back.UnmarshalJSON(b); err != nil || back != c {
		t.Fatalf("%s reads back as %+v, %v", good, back, err)
	}
	for _, e := range []struct{ what, old, new string }{
		{"multiplier", `"multiplier":1`, `"multiplier":2`},
		{"doubled", `"doubled":true`, `"doubled":false`},
		{"quarry points", `"quarryPts":8`, `"quarryPts":2`},
	} {
		bad := strings.Replace(good, e.old, e.new, 1)
		if bad == good {
			t.Fatalf("%s: no %s in %s", e.what, e.old, good)
		}
		got := score.ArchitectPad{Quarries: 9}
		if err := got.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || got != (score.ArchitectPad{Quarries: 9}) {
			t.Errorf("%s: %v, %+v; want ErrSyntax and no change", e.what, err, got)
		}
	}
}
