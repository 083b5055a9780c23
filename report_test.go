package akropolis_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/google/go-cmp/cmp"
)

// Input that encoding/json refuses before a decoder of the module sees it
// cannot be read: its report's code is syntax, not error.
func TestReportOfJSONSyntax(t *testing.T) {
	deep := strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000)
	for name, doc := range map[string]string{
		"NaN":     `NaN`,
		"nesting": deep,
		"kind":    `"two"`,
	} {
		var o akropolis.Options
		err := json.Unmarshal([]byte(doc), &o)
		if err == nil {
			t.Fatalf("%s: read as %+v", name, o)
		}
		if got := akropolis.ReportOf(err).Code; got != rule.Code("syntax") {
			t.Errorf("%s: code %q for %v, want %q", name, got, err, rule.Code("syntax"))
		}
	}
}

// The report of no error is written as null; read where an error is
// expected, null is refused as everywhere in the module.
func TestReportOfNilJSON(t *testing.T) {
	b, err := json.Marshal(akropolis.ReportOf(nil))
	if err != nil || string(b) != "null" {
		t.Fatalf("json.Marshal(ReportOf(nil)) = %s, %v; want null", b, err)
	}
	keep := akropolis.Report{Code: city.ErrGap}
	r := keep
	if err := r.UnmarshalJSON(b); err == nil || !cmp.Equal(akropolis.FieldsOf(r), akropolis.FieldsOf(keep)) {
		t.Errorf("null reads as %+v, %v; want an error and no change", r, err)
	}
	// A report that holds anything still needs its code.
	if _, err := json.Marshal(akropolis.Report{Message: "m"}); err == nil {
		t.Error("a report without a code was written")
	}
}
