package akropolis_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
)

// TestJSONLowerCamelCase checks that the score card of the Architect and
// the outcome of a move write lower camel case names and read back equal,
// and that a 2-4 player game's (empty) Architect card has a JSON form too.
func TestJSONLowerCamelCase(t *testing.T) {
	solo, err := akropolis.New(akropolis.Options{Players: 1, Level: score.Callicrates, Seed: [2]uint64{1, 1}})
	if err != nil {
		t.Fatal(err)
	}
	m := solo.AppendLegalMoves(nil)[0]
	out, err := solo.Check(m)
	if err != nil {
		t.Fatal(err)
	}
	duo, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		v     any
		back  any
		names []string
	}{
		{"solo card", solo.ArchitectScore(), new(score.ArchitectCard),
			[]string{`"level":`, `"multiplier":2`, `"lines":[{"district":"House"`, `"districts":`, `"value":`,
				`"doubled":`, `"stars":`, `"points":`, `"quarries":`, `"quarryPts":`, `"stones":`, `"total":`}},
		{"empty card", duo.ArchitectScore(), new(score.ArchitectCard), []string{`"lines":[{"district":"House"`}},
		{"outcome", out, new(akropolis.Outcome), []string{`"cost":0`, `"level":1`, `"quarries":`, `"gained":`}},
	} {
		b, err := json.Marshal(tc.v)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for _, n := range tc.names {
			if !strings.Contains(string(b), n) {
				t.Errorf("%s: %s lacks %s", tc.name, b, n)
			}
		}
		if err := json.Unmarshal(b, tc.back); err != nil {
			t.Fatalf("%s: %s does not read back: %v", tc.name, b, err)
		}
		switch back := tc.back.(type) {
		case *score.ArchitectCard:
			if d := cmp.Diff(tc.v, *back); d != "" {
				t.Errorf("%s reads back differently (-want +got):\n%s", tc.name, d)
			}
		case *akropolis.Outcome:
			if d := cmp.Diff(tc.v, *back); d != "" {
				t.Errorf("%s reads back differently (-want +got):\n%s", tc.name, d)
			}
		}
	}
}

// TestJSONStrictAlone checks that the Setup, the Outcome and the Architect's
// card refuse, when decoded alone, what a Record refuses inside it: names in
// another case, a name twice, an unknown name; the value is left unchanged.
func TestJSONStrictAlone(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    any
		good string
		bad  []string
	}{
		{"setup", new(akropolis.Setup), `{"line":[1,2],"stacks":[[3]]}`,
			[]string{`{"Line":[1,2],"stacks":[[3]]}`, `{"line":[1,2],"line":[4],"stacks":[[3]]}`, `{"line":[1,2],"stacks":[[3]],"extra":1}`}},
		{"outcome", new(akropolis.Outcome), `{"cost":1,"level":2,"quarries":1,"gained":1}`,
			[]string{`{"Cost":1}`, `{"cost":1,"cost":2}`, `{"cost":1,"spent":1}`}},
		{"card", new(score.ArchitectCard), `{"level":"hippodamos"}`,
			[]string{`{"Level":"hippodamos"}`, `{"total":1,"total":2}`, `{"score":3}`}},
	} {
		for _, s := range tc.bad {
			want := akropolis.ErrSyntax
			if tc.name == "card" { // the Architect's card is package score's
				want = score.ErrSyntax
			}
			if err := json.Unmarshal([]byte(s), tc.v); !errors.Is(err, want) {
				t.Errorf("%s: %s gives %v, want %v", tc.name, s, err, want)
			}
		}
		if tc.name == "setup" {
			if err := json.Unmarshal([]byte(tc.good), tc.v); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			before := *tc.v.(*akropolis.Setup)
			want := akropolis.Setup{Line: []tile.ID{1, 2}, Stacks: [][]tile.ID{{3}}}
			if d := cmp.Diff(want, before); d != "" {
				t.Errorf("setup reads as (-want +got):\n%s", d)
			}
			_ = json.Unmarshal([]byte(tc.bad[0]), tc.v)
			if d := cmp.Diff(before, *tc.v.(*akropolis.Setup)); d != "" {
				t.Errorf("a refused setup changed the value (-before +after):\n%s", d)
			}
		}
	}
}
