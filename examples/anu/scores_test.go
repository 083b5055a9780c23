package anu

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/variants"
	"github.com/google/go-cmp/cmp"
)

// TestHandScores scores the hand-built states of testdata/scores, whose
// totals were worked out by hand (the arithmetic is in each file), under
// the standard scoring and the state's variants. The expected totals are
// written by hand: no flag rewrites them.
func TestHandScores(t *testing.T) {
	files, err := filepath.Glob("testdata/scores/*.txt")
	if err != nil || len(files) < 3 {
		t.Fatalf("fixtures: %v, %v", files, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			fields := readFixture(t, file)
			s, err := Parse(fields["state"])
			if err != nil {
				t.Fatal(err)
			}
			if s.String() != fields["state"] {
				t.Errorf("String() = %q", s.String())
			}
			for _, tc := range []struct {
				key   string
				rules variants.Options
			}{{"standard", variants.Options{}}, {"variants", s.Options().Scoring}} {
				got, err := s.Totals(tc.rules)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(numbers(t, fields[tc.key]), got); diff != "" {
					t.Errorf("%s totals (-hand +computed):\n%s", tc.key, diff)
				}
			}
		})
	}
}

// readFixture reads the "key: value" lines of a fixture, skipping '#'
// comments.
func readFixture(t *testing.T, file string) map[string]string {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	fields := map[string]string{}
	for line := range strings.Lines(string(b)) {
		if line = strings.TrimSpace(line); line == "" || line[0] == '#' {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("%s: line %q is not key: value", file, line)
		}
		fields[k] = strings.TrimSpace(v)
	}
	return fields
}

func numbers(t *testing.T, s string) []int {
	var out []int
	for _, f := range strings.Fields(s) {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, n)
	}
	return out
}
