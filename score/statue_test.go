package score_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// Worked case 30: the starting tile alone and 3 stones score 3 (with 0 to
// 3 cards the statue is never added); with all 4 cards the statue makes
// each stone 5: 15. A second AddStatue changes nothing.
func TestStatue(t *testing.T) {
	card := score.Compute(city.New(), 3, variants.Options{})
	sum := score.Totals(city.New(), 3, variants.Options{})
	if card.Total != 3 || sum.Total != 3 || card.Statue || sum.Statue {
		t.Fatalf("without the statue: card %d (statue %v), totals %d (statue %v); want 3", card.Total, card.Statue, sum.Total, sum.Statue)
	}
	for range 2 {
		card.AddStatue()
		sum.AddStatue()
		if card.Total != 15 || sum.Total != 15 || !card.Statue || !sum.Statue || card.Stones != 3 || sum.Stones != 3 {
			t.Fatalf("with the statue: card %+v, totals %+v; want total 15, 3 stones, statue", card, sum)
		}
	}
	if card.Summary != sum {
		t.Errorf("the card's summary %+v, the totals %+v", card.Summary, sum)
	}
	// No stone: the statue adds nothing, and is still recorded.
	none := score.Totals(nil, 0, variants.Options{})
	if none.AddStatue(); none.Total != 0 || !none.Statue {
		t.Errorf("no stone with the statue: %+v", none)
	}
}

// The statue shows in the card's text: the stones row and Explain's last
// line read "3 × 5 (statue) = 15"; without it neither changes.
func TestStatueText(t *testing.T) {
	card := score.Compute(city.New(), 3, variants.Options{})
	if strings.Contains(card.String()+card.Explain(), "statue") {
		t.Errorf("no statue, yet the text names it:\n%s%s", card, card.Explain())
	}
	card.AddStatue()
	// Right-aligned like the numbers: "Stones" in 8 columns, 2 spaces,
	// then 19 runes in a column of 40.
	row := "Stones" + strings.Repeat(" ", 2+2+40-19) + "3 × 5 (statue) = 15\n"
	if !strings.Contains(card.String(), row) {
		t.Errorf("String has no row %q:\n%s", row, card)
	}
	if !strings.HasSuffix(card.Explain(), "\nstones: 3 × 5 (statue) = 15\n") {
		t.Errorf("Explain ends:\n%s", card.Explain())
	}
}

// The statue is in the JSON form only when earned, and reads back.
func TestStatueJSON(t *testing.T) {
	card := score.Compute(city.New(), 3, variants.Options{})
	sum := card.Summary
	for _, v := range []any{card, sum} {
		if b, _ := json.Marshal(v); bytes.Contains(b, []byte("statue")) {
			t.Errorf("no statue, yet %s", b)
		}
	}
	card.AddStatue()
	sum.AddStatue()
	b, err := json.Marshal(card)
	if err != nil {
		t.Fatal(err)
	}
	var back score.Pad
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, card) || !bytes.Contains(b, []byte(`"statue":true,"total":15`)) {
		t.Errorf("card %s read back as %+v, %v", b, back, err)
	}
	b, _ = json.Marshal(sum)
	var sumBack score.Summary
	if err := json.Unmarshal(b, &sumBack); err != nil || sumBack != sum || !bytes.Contains(b, []byte(`"statue":true`)) {
		t.Errorf("summary %s read back as %+v, %v", b, sumBack, err)
	}
}

// TestHalvesCardJSONGolden checks the JSON form of a card with halves and
// the statue (the city of testdata/athena-halves.txt under every variant,
// 2 stones) against testdata/athena-card.json (go test -update rewrites
// it), and that it reads back. Hand-checked in the file: the notes of
// (0,2) and (2,-1) carry "half", the whole hexes none; the lines'
// districts name their halves; 2 stones x 5 make the total 13 + 10 = 23.
func TestHalvesCardJSONGolden(t *testing.T) {
	c := mustBuild(t, "88@(0,1)r0", "85@(-1,2)r0", "72@(1,1)r0", "67@(0,2)r0", "86@(-1,-1)r0", "62@(2,-1)r0", "76@(2,0)r0")
	card := score.Compute(c, 2, variants.Options{Variants: variants.All})
	card.AddStatue()
	if card.Total != 23 {
		t.Errorf("total %d, want 23", card.Total)
	}
	got, err := json.MarshalIndent(card, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", "athena-card.json")
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
		t.Errorf("%s (-want +got):\n%s", path, d)
	}
	var back score.Pad
	if err := json.Unmarshal(want, &back); err != nil || !reflect.DeepEqual(back, card) {
		t.Errorf("the golden card reads back as %+v, %v", back, err)
	}
}

// A note names its half once, as HalfA or HalfB; anything else is refused
// and changes nothing.
func TestHalfJSONStrict(t *testing.T) {
	note := `{"cell":{"q":0,"r":2},"half":"HalfB","kind":"Garden","level":1,"counts":true,"value":1,"reason":"r"}`
	var n score.HexNote
	if err := json.Unmarshal([]byte(note), &n); err != nil || n.Half != 3 {
		t.Fatalf("%s: %+v, %v", note, n, err)
	}
	for _, bad := range []struct{ what, old, new string }{
		{"half twice", `"half":"HalfB"`, `"half":"HalfB","half":"HalfA"`},
		{"half Whole", `"half":"HalfB"`, `"half":"Whole"`},
		{"half NoPart", `"half":"HalfB"`, `"half":"NoPart"`},
		{"half in another case", `"half":"HalfB"`, `"Half":"HalfB"`},
		{"half unknown", `"half":"HalfB"`, `"half":"HalfC"`},
	} {
		doc := strings.Replace(note, bad.old, bad.new, 1)
		if doc == note {
			t.Fatalf("%s: no %s in %s", bad.what, bad.old, note)
		}
		got := score.HexNote{Level: 9}
		if err := got.UnmarshalJSON([]byte(doc)); !errors.Is(err, rule.ErrSyntax) || got != (score.HexNote{Level: 9}) {
			t.Errorf("%s: %s decoded (%v), or changed the value", bad.what, doc, err)
		}
	}
}
