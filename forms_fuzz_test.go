package akropolis_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// FuzzTextForms drives the text forms: a city ('c'), a position ('p'), a
// record ('r'), a move ('m') and a view ('v').
func FuzzTextForms(f *testing.F) {
	formtest.Fuzz(f, cityTextForm(f), positionTextForm(f), recordTextForm(f), moveForm(f),
		viewTextForm(f))
}

// FuzzJSONForms drives the JSON forms: a position ('p'), a record ('r'), an
// event ('e'), options ('o'), a setup ('s'), a view
// ('v'), an error report ('x') and a legal move ('l').
func FuzzJSONForms(f *testing.F) {
	formtest.Fuzz(f, positionJSONForm(f), recordJSONForm(f), eventJSONForm(f), optionsForm(f),
		viewJSONForm(f), errorReportForm(f), legalMoveForm(f))
}

// FuzzReadForms drives the readers of either form: ReadAny ('a'),
// ReadPosition ('p') and ReadRecord ('r').
func FuzzReadForms(f *testing.F) {
	formtest.Fuzz(f, readAnyForm(f), readPositionForm(f), readRecordForm(f))
}

// codec holds one decoder to the module's contract: on error it reports
// ErrSyntax (or, for the checks beyond the form, a *PositionError) and
// leaves the destination as it was; what it accepts encodes, and the
// encoding decodes back to the same value. same compares two values; nil
// means cmp.Equal.
func codec[T any](decode func(*T, []byte) error, encode func(T) ([]byte, error), same func(x, y T) bool) formtest.Codec[T] {
	if same == nil {
		same = func(x, y T) bool { return cmp.Equal(x, y) }
	}
	return formtest.Codec[T]{Decode: decode, Encode: encode, Same: same, Refusal: func(err error) bool {
		var pe *akropolis.PositionError
		return errors.Is(err, rule.ErrSyntax) || errors.As(err, &pe)
	}}
}

// marshalJSON is json.Marshal for a codec.
func marshalJSON[T any](v T) ([]byte, error) { return json.Marshal(v) }

// goldenSeed is a golden file of testdata/forms or, when field is not empty,
// that field of the document on its own.
func goldenSeed(f *testing.F, name, field string) string {
	b, err := os.ReadFile(filepath.Join("testdata", "forms", name))
	if err != nil {
		f.Fatal(err)
	}
	if field == "" {
		return string(b)
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(b, &doc); err != nil || doc[field] == nil {
		f.Fatalf("%s has no %q: %v", name, field, err)
	}
	return string(doc[field])
}

// hostile is the inputs every JSON decoder must refuse or survive: a byte
// order mark, a name in the wrong case or given twice, an unknown name,
// numbers too large for an int, and documents that are not objects.
func hostile(name string) []string {
	return []string{
		"\uFEFF{}",
		`{"` + name + `":1,"` + name + `":1}`,
		`{"` + strings.ToUpper(name[:1]) + name[1:] + `":1}`,
		`{"nope":1}`,
		`{"` + name + `":1e400}`,
		`{"` + name + `":99999999999999999999999}`,
		`null`, `[]`, `"x"`, ``, `{`,
	}
}

// optionsForm: the options' JSON holds to the module's contract.
func optionsForm(f *testing.F) formtest.Form {
	var seeds []string
	seeds = append(seeds,
		goldenSeed(f, "position.json", "options"),
		`{"players":1,"level":"callicrates","rules":{"variants":"houses+markets"},"allTiles":true,"stonesFromZero":false,"unlimitedReserve":true,"seed":"18446744073709551615 0"}`,
		`{"players":2,"seed":"18446744073709551616 1"}`,
		`{"players":2,"seed":" 1\t2 "}`,
		`{"level":"Metagenes"}`,
	)
	seeds = append(seeds, hostile("players")...)
	before := akropolis.Options{Players: 3, Seed: [2]uint64{7, 8}}
	return formtest.Form{Key: 'o', Name: "options", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.JSON(t, b, before, codec((*akropolis.Options).UnmarshalJSON, marshalJSON, nil))
	}}
}

// legalMoveForm: a legal move's JSON (one entry of LegalMovesJSON) holds
// to the module's contract; an entry with no move is refused.
func legalMoveForm(f *testing.F) formtest.Form {
	seeds := append([]string{
		`{"move":"0:22@(-1,-2)r1","cells":[{"q":-1,"r":-2},{"q":0,"r":-3},{"q":0,"r":-2}],"cost":0,"level":1,"quarries":0,"gained":0,"delta":0}`,
		`{"move":"stop","cells":[],"cost":0,"level":0,"quarries":0,"gained":0,"delta":0}`,
		`{"move":"c2:75@(1,-2)r0","cells":[{"q":1,"r":-2}],"delta":-9223372036854775808}`,
		`{"cells":[]}`, `{"move":"none"}`, `{"move":" stop"}`,
	}, hostile("delta")...)
	before := akropolis.LegalMove{Move: akropolis.Stop(), Cells: []hex.Hex{}, Delta: 3}
	return formtest.Form{Key: 'l', Name: "legal move", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.JSON(t, b, before, codec((*akropolis.LegalMove).UnmarshalJSON, marshalJSON, func(x, y akropolis.LegalMove) bool {
			return cmp.Equal(x, y, emptyIsNil)
		}))
	}}
}

// sameView compares two views by their public position, which is all a
// view's forms hold.
func sameView(x, y akropolis.View) bool {
	return cmp.Equal(x.Position, y.Position, emptyIsNil)
}

// goldenView is the view of testdata/forms/view.json, a destination that
// is not the zero View.
func goldenView(f *testing.F) akropolis.View {
	b, err := os.ReadFile(filepath.Join("testdata", "forms", "view.json"))
	if err != nil {
		f.Fatal(err)
	}
	var v akropolis.View
	if err := v.UnmarshalJSON(b); err != nil {
		f.Fatal(err)
	}
	return v
}

// viewJSONForm: the view's JSON holds to the module's contract.
func viewJSONForm(f *testing.F) formtest.Form {
	var seeds []string
	seeds = append(seeds,
		goldenSeed(f, "view.json", ""),
		goldenSeed(f, "position.json", ""),
		goldenSeed(f, "athena-position-phase.json", ""),
		`{"options":{"players":2,"rules":{"variants":"none"},"seed":""},"turn":1,"stones":[1,2],"reserve":37,"cities":[["01@(0,0)r0","01@(0,0)r0"],[]],"line":[12],"stacksLeft":0}`,
	)
	seeds = append(seeds, hostile("turn")...)
	before := goldenView(f)
	return formtest.Form{Key: 'v', Name: "view", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.JSON(t, b, before, codec((*akropolis.View).UnmarshalJSON, akropolis.View.MarshalJSON, sameView))
	}}
}

// viewTextForm: the view's text holds to the module's contract.
func viewTextForm(f *testing.F) formtest.Form {
	seeds := []string{
		goldenSeed(f, "view.txt", ""), goldenSeed(f, "position.txt", ""), goldenSeed(f, "athena-position-phase.txt", ""),
		"\uFEFF2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -",
		"2 HIPPODAMOS none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -",
		"2 hippodamos none - 99999999999999999999 0 0 1.2 37 12.04.33.07 ?11 -/- -",
		"2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 05.06 01@(0,0)r0.01@(0,0)r0/- -",
	}
	before := goldenView(f)
	return formtest.Form{Key: 'v', Name: "view", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.RoundTrip(t, b, before, codec((*akropolis.View).UnmarshalText, akropolis.View.MarshalText, sameView))
	}}
}

// moveForm: ParseMove never panics; a move it reads prints back
// (String, MarshalText) to text that reads to the same move; UnmarshalText
// agrees with ParseMove and leaves the move unchanged on error.
func moveForm(f *testing.F) formtest.Form {
	seeds := []string{
		"2:07@(1,-2)r3", "0:61@(0,0)r0", " 9:01@( -3 , 4 )r5 ", "10:07@(1,-2)r3", "-1:07@(1,-2)r3",
		"2:07@(1,-2)r6", "2:S@(0,0)r0", "2:07@(9223372036854775807,-9223372036854775808)r3",
		"", ":", "2:", ":07@(1,-2)r3", "2:07@(1,-2)r3:", "02:07@(1,-2)r3", "+2:07@(1,-2)r3",
		" 9:01@(-62,62)r5 ", "1:S@(0,0)r0", "1:07@(1,-2)",
		"stop", " stop ", "Stop", "none", "c2:75@(1,-2)r0", "c0:75@(1,-2)r0", "c5:75@(1,-2)r0", "c2:07@(1,-2)r0",
		"2:75@(1,-2)r0", "c12:75@(1,-2)r0", "c:75@(1,-2)r0", "cc2:75@(1,-2)r0",
	}
	return formtest.Form{Key: 'm', Name: "move", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		m, err := akropolis.ParseMove(s)
		old := akropolis.Move{Position: 4, Placement: city.Placement{Tile: 5, Anchor: hex.Hex{Q: 1}, Rotation: 2}}
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != m) || (err != nil && u != old) {
			t.Fatalf("ParseMove(%q) = %v, %v; UnmarshalText gives %v, %v", s, m, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) || m != (akropolis.Move{}) {
				t.Fatalf("ParseMove(%q) = %v, %v: want the zero Move and an error wrapping ErrSyntax", s, m, err)
			}
			return
		}
		if m.Kind() == akropolis.NoMove {
			t.Fatalf("ParseMove(%q) read the zero Move, which is no move", s)
		}
		text, _ := m.MarshalText()
		if back, err := akropolis.ParseMove(string(text)); err != nil || back != m || string(text) != m.String() {
			t.Fatalf("ParseMove(%q) = %v, %v; want %v (from %q)", text, back, err, m, s)
		}
	}}
}
