package score_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// FuzzTextForms drives the text form of a level ('l').
func FuzzTextForms(f *testing.F) {
	formtest.Fuzz(f, levelForm(f))
}

// FuzzJSONForms drives the JSON forms: a card ('c'), a hex note ('n') and
// a summary ('m'); and the Architect's card ('a').
func FuzzJSONForms(f *testing.F) {
	formtest.Fuzz(f,
		formtest.Form{Key: 'c', Name: "card", Check: checkCardJSON, Seeds: []string{
			`{"options":{"variants":"none"},"lines":[],"stones":0,"total":0,"hexes":[]}`,
			`{"lines":[{"district":"House","districts":[{"cell":{"q":0,"r":0},"level":1,"value":1}]}],"total":3}`,
			athenaCard(f),
			`{"lines":[{"district":"House","districts":[{"cell":{"q":0,"r":0},"level":1,"value":1,"half":"HalfA"}],"value":1,"plazas":1,"stars":3,"points":3},{"district":"Market"},{"district":"Barracks"},{"district":"Temple"},{"district":"Garden"}],"hexes":[{"cell":{"q":0,"r":0},"half":"HalfA","kind":"House","level":1,"counts":true,"value":1,"reason":""}],"total":3}`,
			`{"lines":[{"district":"House","districts":[{"half":"Whole"}]}]}`,
		}},
		decoderForm(f, 'n', "hex note", score.HexNote{Level: 2, Value: 2, Reason: "x"},
			(*score.HexNote).UnmarshalJSON, append(cardParts(f, "hexes"),
				`{"cell":{"q":0,"r":0},"kind":"HousePlaza","level":1,"counts":true,"stars":1,"reason":""}`,
				`{"kind":"house"}`,
				`{"reason":"\ud800"}`,
				`{"cell":{"q":0,"r":2},"half":"HalfB","kind":"Garden","level":1,"counts":true,"value":1,"reason":"r"}`,
				`{"half":"NoPart","kind":"House"}`),
			"level", "Level"),
		decoderForm(f, 'm', "summary", score.Summary{Values: [5]int{1}, Total: 7},
			(*score.Summary).UnmarshalJSON, []string{
				`{"values":[1,2,3,4,5],"stars":[0,0,0,0,0],"points":[0,0,0,0,0],"stones":2,"total":2}`,
				`{"values":[1,2,3,4,5,6]}`,
				`{"values":[1]}`,
				`{"values":[1,2,3,4,5],"stars":[0,0,0,0,0],"points":[0,0,0,0,0],"stones":2,"statue":true,"total":10}`,
			}, "total", "Total"),
		decoderForm(f, 'a', "architect card", score.ArchitectPad{Difficulty: score.Callicrates, Summary: score.Summary{Total: 5}},
			(*score.ArchitectPad).UnmarshalJSON, []string{
				golden(f, "architect-card.json"),
				`{"level":"hippodamos","lines":[{"district":"Market"},{"district":"House"}]}`,
				`{"lines":[{"district":"House"},{"district":"Market"},{"district":"Barracks"},{"district":"Temple"},{"district":"Garden"},{"district":"House"}]}`,
			}, "total", "Total"),
	)
}

// decoderForm holds one decoder to the package's contract: it never panics;
// on error it reports ErrSyntax and leaves the destination as it was
// (before); what it accepts encodes with json.Marshal, and the encoding
// decodes back to the same value; the form is strict. Its seeds are given
// ones and the hostile ones of name (upper is name in another case).
func decoderForm[T any](f *testing.F, key byte, label string, before T, decode func(*T, []byte) error,
	seeds []string, name, upper string) formtest.Form {
	return formtest.Form{Key: key, Name: label, Seeds: append(seeds, hostile(name, upper)...),
		Check: func(t *testing.T, b []byte) {
			formtest.JSON(t, b, before, formtest.Codec[T]{
				Decode:  decode,
				Encode:  func(v T) ([]byte, error) { return json.Marshal(v) },
				Same:    func(x, y T) bool { return cmp.Equal(x, y) },
				Refusal: func(err error) bool { return errors.Is(err, rule.ErrSyntax) },
			})
		}}
}

// checkCardJSON: what the card decoder accepts encodes, and the encoding
// reads back to a card that encodes the same; the form is strict.
func checkCardJSON(t *testing.T, b []byte) {
	sameJSON := func(x, y score.Pad) bool {
		bx, ex := json.Marshal(x)
		by, ey := json.Marshal(y)
		return string(bx) == string(by) && (ex == nil) == (ey == nil)
	}
	formtest.JSON(t, b, score.Pad{Summary: score.Summary{Total: 4}}, formtest.Codec[score.Pad]{
		Decode:  (*score.Pad).UnmarshalJSON,
		Encode:  func(c score.Pad) ([]byte, error) { return json.Marshal(c) },
		Same:    sameJSON,
		Refusal: func(err error) bool { return errors.Is(err, rule.ErrSyntax) },
	})
}

// golden is a golden file of the module's testdata/forms.
func golden(f *testing.F, name string) string {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "forms", name))
	if err != nil {
		f.Fatal(err)
	}
	return string(b)
}

// athenaCard is the golden card with halves and the statue (see
// TestHalvesCardJSONGolden).
func athenaCard(f *testing.F) string {
	b, err := os.ReadFile(filepath.Join("testdata", "athena-card.json"))
	if err != nil {
		f.Fatal(err)
	}
	return string(b)
}

// cardParts is the first two elements of a list of the golden card
// (testdata/forms/card.json of the module).
func cardParts(f *testing.F, list string) []string {
	var card map[string]json.RawMessage
	if err := json.Unmarshal([]byte(golden(f, "card.json")), &card); err != nil {
		f.Fatal(err)
	}
	var es []json.RawMessage
	if err := json.Unmarshal(card[list], &es); err != nil || len(es) < 2 {
		f.Fatalf("the golden card's %s: %v", list, err)
	}
	return []string{string(es[0]), string(es[1])}
}

// hostile is the inputs every decoder must refuse or survive: a byte order
// mark, a name given twice or in the wrong case, an unknown name, numbers
// beyond an int, and documents that are not objects.
func hostile(name, upper string) []string {
	return []string{"\uFEFF{}", `{"` + name + `":1,"` + name + `":1}`, `{"` + upper + `":1}`,
		`{"nope":1}`, `{"` + name + `":1e400}`, `{"` + name + `":99999999999999999999999}`,
		`null`, `[]`, `""`, ``, `{`}
}

// TestHexNoteNeedsKind checks that a hex note without its kind is refused,
// unchanged: it has no JSON form, so accepting it would read a value that
// json.Marshal then refuses (found by fuzzing).
func TestHexNoteNeedsKind(t *testing.T) {
	for _, doc := range []string{`{}`, `{"level":1,"reason":"x"}`, "\uFEFF{}", `null`} {
		n := score.HexNote{Level: 2}
		if err := n.UnmarshalJSON([]byte(doc)); !errors.Is(err, rule.ErrSyntax) || n != (score.HexNote{Level: 2}) {
			t.Errorf("%q: got %v, note %+v; want ErrSyntax, unchanged", doc, err, n)
		}
	}
}

// TestArchitectLineNeedsDistrict checks that an Architect's card whose
// line has no district type is refused, unchanged: it has no JSON form, so
// accepting it would read a value that json.Marshal then refuses (found by
// fuzzing).
func TestArchitectLineNeedsDistrict(t *testing.T) {
	for _, line := range []string{`{}`, `{"value":3}`, `null`} {
		doc := `{"level":"hippodamos","multiplier":1,"lines":[` + line + `,{"district":"Market"},{"district":"Barracks"},{"district":"Temple"},{"district":"Garden"}]}`
		c := score.ArchitectPad{Quarries: 4}
		if err := c.UnmarshalJSON([]byte(doc)); !errors.Is(err, rule.ErrSyntax) || c != (score.ArchitectPad{Quarries: 4}) {
			t.Errorf("%q: got %v, card %+v; want ErrSyntax, unchanged", doc, err, c)
		}
	}
}
