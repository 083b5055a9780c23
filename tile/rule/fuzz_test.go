package rule_test

import (
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// FuzzCodeText: Code.UnmarshalText never panics, accepts exactly the codes
// Codes lists and leaves the code unchanged otherwise, and what it reads
// writes back as the same text.
func FuzzCodeText(f *testing.F) {
	for _, c := range rule.Codes()[:2] {
		f.Add(string(c))
	}
	for _, s := range []string{"", "Not-Adjacent", "\uFEFFnot-adjacent", " not-adjacent", strings.Repeat("x", 33)} {
		f.Add(s)
	}
	valid := map[rule.Code]bool{}
	for _, c := range rule.Codes() {
		valid[c] = true
	}
	before := rule.Codes()[0]
	f.Fuzz(func(t *testing.T, s string) {
		c := before
		if err := c.UnmarshalText([]byte(s)); err != nil {
			if valid[rule.Code(s)] || c != before {
				t.Fatalf("%q: %v, code %q", s, err, c)
			}
			return
		}
		if !valid[c] || string(c) != s {
			t.Fatalf("%q reads as %q", s, c)
		}
		out, err := c.MarshalText()
		if err != nil || string(out) != s {
			t.Fatalf("%q writes back as %q, %v", s, out, err)
		}
	})
}
