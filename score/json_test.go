package score_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// cardJSON is the JSON of a card with every part present: options, lines
// with districts, hex notes.
func cardJSON(t *testing.T) (score.Pad, string) {
	c := mustBuild(t, "30@(0,-2)r1", "26@(1,-1)r1", "50@(3,-2)r2", "57@(4,-1)r1", "23@(0,-1)r1")
	card := score.Compute(c, 3, variants.Options{Variants: variants.All, LakeAnyRegion: true})
	b, err := json.Marshal(card)
	if err != nil {
		t.Fatal(err)
	}
	return card, string(b)
}

// The card decodes under the module's JSON convention at every level: the
// card, its options, lines, scored districts, hex notes and cells.
func TestCardJSONStrict(t *testing.T) {
	card, good := cardJSON(t)
	var back score.Pad
	if err := back.UnmarshalJSON([]byte("\uFEFF" + good)); err != nil || !reflect.DeepEqual(back, card) {
		t.Fatalf("card with a byte order mark: %v", err)
	}
	// Each edit is made once, at the first match.
	edits := []struct{ what, old, new string }{
		{"card name in another case", `"total":`, `"Total":`},
		{"options name in another case", `"lakeAnyRegion":`, `"LakeAnyRegion":`},
		{"line name in another case", `"points":`, `"Points":`},
		{"scored name in another case", `"level":1,"value"`, `"Level":1,"value"`},
		{"note name in another case", `"reason":`, `"Reason":`},
		{"cell name in another case", `"cell":{"q":`, `"cell":{"Q":`},
		{"card name twice", `"total":`, `"total":0,"total":`},
		{"options name twice", `"lakeAnyRegion":true`, `"lakeAnyRegion":true,"lakeAnyRegion":false`},
		{"line name twice", `"points":`, `"points":0,"points":`},
		{"scored name twice", `"level":1,"value"`, `"level":1,"level":2,"value"`},
		{"note name twice", `"reason":`, `"counts":false,"reason":`},
		{"lines twice", `"lines":`, `"lines":[],"lines":`},
		{"unknown card name", `"total":`, `"bonus":1,"total":`},
		{"unknown options name", `"lakeAnyRegion":`, `"lakes":1,"lakeAnyRegion":`},
		{"unknown line name", `"points":`, `"note":"","points":`},
		{"unknown note name", `"reason":`, `"why":"","reason":`},
		{"unknown cell name", `"cell":{"q":`, `"cell":{"s":0,"q":`},
		{"a sixth line", `"lines":[`, `"lines":[{"district":"House","districts":[],"value":0,"plazas":0,"stars":0,"points":0},`},
		{"lines out of order", `"district":"House"`, `"district":"Market"`},
		{"data after the card", good, good + "{}"},
		{"a line's district not in the notes", `"districts":[{`, `"districts":[{"cell":{"q":9,"r":9},"level":1,"value":1},{`},
		{"a line's plazas not those of the notes", `"plazas":1`, `"plazas":2`},
		{"a note's stars not its kind's", `"stars":1,"reason"`, `"stars":2,"reason"`},
		{"a note that counts nothing", `"counts":true,"value"`, `"counts":false,"value"`},
	}
	for _, e := range edits {
		bad := strings.Replace(good, e.old, e.new, 1)
		if bad == good {
			t.Fatalf("%s: %s is not in %s", e.what, e.old, good)
		}
		got := score.Pad{Summary: score.Summary{Stones: 7}}
		if err := got.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || !reflect.DeepEqual(got, score.Pad{Summary: score.Summary{Stones: 7}}) {
			t.Errorf("%s: got %v (card %+v), want ErrSyntax and no change", e.what, err, got)
		}
		// json.Unmarshal reaches the same decoder (but checks the end of
		// the document itself).
		if err := json.Unmarshal([]byte(bad), new(score.Pad)); !errors.Is(err, rule.ErrSyntax) && e.old != good {
			t.Errorf("%s: json.Unmarshal = %v, want ErrSyntax", e.what, err)
		}
	}
}

// The parts of a card decode strictly on their own too.
func TestCardPartsJSONStrict(t *testing.T) {
	for _, c := range []struct {
		v         json.Unmarshaler
		good, bad string
	}{
		{new(score.HexNote), `{"cell":{"q":0,"r":0},"kind":"Quarry","level":1,"counts":false,"reason":"a quarry"}`, `{"kind":"Quarry","kind":"House"}`},
		{new(score.Summary), `{"values":[1,2,3,4,5],"stars":[0,0,0,0,0],"points":[0,0,0,0,0],"stones":2,"total":2}`, `{"values":[1,2,3,4,5,6]}`},
	} {
		if err := c.v.UnmarshalJSON([]byte(c.good)); err != nil {
			t.Errorf("%T %s: %v", c.v, c.good, err)
		}
		if err := c.v.UnmarshalJSON([]byte(c.bad)); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%T %s: got %v, want ErrSyntax", c.v, c.bad, err)
		}
	}
}

// A card reads back from its JSON; a name in another case, given twice or
// unknown is refused.
func ExamplePad_UnmarshalJSON() {
	c := city.New()
	b, _ := json.Marshal(score.Compute(c, 2, variants.Options{}))
	var card score.Pad
	fmt.Println(json.Unmarshal(b, &card), card.Total)
	fmt.Println(json.Unmarshal([]byte(`{"Total":3}`), &card))
	fmt.Println(json.Unmarshal([]byte(`{"total":3,"total":4}`), &card))
	// Output:
	// <nil> 2
	// score: invalid syntax: card: unknown name "Total"
	// score: invalid syntax: card: name "total" given twice
}

// TestZeroPadJSON checks that the zero pad, whose lines are those of its
// (no) notes, has a JSON form that reads back as itself.
func TestZeroPadJSON(t *testing.T) {
	b, err := json.Marshal(score.Pad{})
	if err != nil {
		t.Fatal(err)
	}
	var back score.Pad
	if err := back.UnmarshalJSON(b); err != nil || !reflect.DeepEqual(back, score.Pad{}) {
		t.Errorf("%s reads back as %+v, %v", b, back, err)
	}
}
