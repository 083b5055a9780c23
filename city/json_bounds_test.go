package city_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// A city JSON document is refused before it is read past its bounds: a
// list of more than 91 placements at the 92nd, a document over 1 MiB
// unread; either allocates a few KiB whatever the document's length. A
// long "cells" list within the bound costs in proportion to its length (at
// most 8 bytes per byte).
func TestCityJSONBounds(t *testing.T) {
	const place = `"01@(1,-1)r0",`
	cell := `{"q":0,"r":-1,"height":2,"kind":"House","district":"House","plaza":false,"stars":0,"tile":12,"hex":0,"column":[]},`
	for _, c := range []struct {
		name, doc string
		tooLarge  bool
		bound     uint64
	}{
		{"92 placements", `{"placements":[` + strings.Repeat(place, 91) + `"01@(1,-1)r0"]}`, true, 32 << 10},
		{"placements over 1 MiB", `{"placements":[` + strings.Repeat(place, 1<<20/len(place)) + `"01@(1,-1)r0"]}`, true, 16 << 10},
		{"cells over 1 MiB", `{"placements":["01@(1,-1)r0"],"cells":[` + strings.Repeat(cell, 1<<20/len(cell)) + `{}]}`, true, 16 << 10},
		{"cells within 1 MiB", `{"placements":["01@(1,-1)r0"],"cells":[` + strings.Repeat(cell, 1<<20/len(cell)-1) + `{}]}`, false, 8 << 20},
	} {
		b := []byte(c.doc)
		var got city.City
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := got.UnmarshalJSON(b)
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > c.bound {
			t.Errorf("%s (%d bytes): %d bytes allocated, want at most %d", c.name, len(b), n, c.bound)
		}
		if !errors.Is(err, rule.ErrSyntax) || errors.Is(err, strictjson.ErrTooLarge) != c.tooLarge {
			t.Errorf("%s: %v, want ErrSyntax, too large: %v", c.name, err, c.tooLarge)
		}
	}
	var got city.City
	err := got.UnmarshalJSON([]byte(`{"placements":[` + strings.Repeat(place, 91) + `"01@(1,-1)r0"]}`))
	if want := "city: invalid placement syntax: city JSON: placements: too large: more than 91 elements"; err == nil || err.Error() != want {
		t.Errorf("92 placements: %v, want %q", err, want)
	}
}
