package rule_test

import (
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// FuzzTextForms drives the text form of a rule's code ('c').
func FuzzTextForms(f *testing.F) {
	formtest.Fuzz(f, codeForm(f))
}

// codeForm: Code.UnmarshalText never panics, accepts exactly the codes
// Codes lists and leaves the code unchanged otherwise, and what it reads
// writes back as the same text.
func codeForm(f *testing.F) formtest.Form {
	var seeds []string
	for _, c := range rule.Codes()[:2] {
		seeds = append(seeds, string(c))
	}
	seeds = append(seeds, "", "Not-Adjacent", "\uFEFFnot-adjacent", " not-adjacent", strings.Repeat("x", 33))
	valid := map[rule.Code]bool{}
	for _, c := range rule.Codes() {
		valid[c] = true
	}
	before := rule.Codes()[0]
	return formtest.Form{Key: 'c', Name: "code", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
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
	}}
}
