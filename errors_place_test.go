package akropolis_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// TestPositionErrorsNameTheField: a tile out of range in a position's JSON
// names the field it is in ("line", "pile", "stacks"), and for the line
// says where the one-hex tiles may go instead (a city or the pile). The
// other fields are those of a real position.
func TestPositionErrorsNameTheField(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 3}})
	must(t, err)
	b, err := json.Marshal(g.Position())
	must(t, err)
	cases := []struct{ field, with, says string }{
		{"line", `[0,9,5]`, "line: tile 0 is not in 1..61"},
		{"line", `[75,9,5]`, "only in a city or the pile"},
		{"pile", `[92]`, "pile[0]"},
		{"stacks", `[[1,2,3],[]]`, "stacks: stack 1 is empty"},
	}
	for _, tc := range cases {
		var fields map[string]json.RawMessage
		must(t, json.Unmarshal(b, &fields))
		fields[tc.field] = json.RawMessage(tc.with)
		doc, err := json.Marshal(fields)
		must(t, err)
		var p akropolis.Position
		err = json.Unmarshal(doc, &p)
		if !errors.Is(err, rule.ErrSyntax) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v; want ErrSyntax saying %q", tc.with, err, tc.says)
		}
	}
}

// TestReadAnyShortPosition: a position's text with a field missing (12 of
// 13) is read as a position and refused for its field count, not read as
// a city whose "placement" is too long.
func TestReadAnyShortPosition(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 3}})
	must(t, err)
	f := strings.Fields(g.Position().String())
	short := strings.Join(append(f[:5:5], f[6:]...), " ")
	v, err := akropolis.ReadAny(strings.NewReader(short + "\n"))
	if _, ok := v.(akropolis.Position); !ok || err == nil || !strings.Contains(err.Error(), "position: 12 fields") ||
		strings.Contains(err.Error(), "placement") {
		t.Errorf("ReadAny of 12 fields: %T, %v; want a Position refused for its 12 fields", v, err)
	}
	// A city's line with a stray space is still a city's.
	v, err = akropolis.ReadAny(strings.NewReader("07@(1, -2)r3 ; a comment of many words here\n"))
	if _, ok := v.([]city.Placement); !ok {
		t.Errorf("ReadAny of a placement with a space: %T, %v; want a city", v, err)
	}
}
