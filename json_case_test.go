package akropolis_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
)

// TestJSONLowerCamelCase checks that the score pad of the Architect writes
// lower camel case names and read back equal,
// and that a 2-4 player game's (empty) Architect card has a JSON form too.
func TestJSONLowerCamelCase(t *testing.T) {
	solo, err := akropolis.New(akropolis.Options{Players: 1, Difficulty: score.Callicrates, Seed: [2]uint64{1, 1}})
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
		{"solo card", solo.ArchitectScore(), new(score.ArchitectPad),
			[]string{`"level":`, `"multiplier":2`, `"lines":[{"district":"House"`, `"districts":`, `"value":`,
				`"doubled":`, `"stars":`, `"points":`, `"quarries":`, `"quarryPts":`, `"stones":`, `"total":`}},
		{"empty card", duo.ArchitectScore(), new(score.ArchitectPad), []string{`"lines":[{"district":"House"`}},
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
		case *score.ArchitectPad:
			if d := cmp.Diff(tc.v, *back); d != "" {
				t.Errorf("%s reads back differently (-want +got):\n%s", tc.name, d)
			}
		}
	}
}
