package athena_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// Options encode in lower camel case, omitting the defaults, and decode
// strictly.
func TestOptionsJSON(t *testing.T) {
	o := athena.Options{SurroundedDistrictsOnly: true, StairsOneLevel: true}
	b, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	const form = `{"surroundedDistrictsOnly":true,"stairsOneLevel":true}`
	if string(b) != form {
		t.Errorf("JSON %s, want %s", b, form)
	}
	var back athena.Options
	if err := json.Unmarshal(b, &back); err != nil || back != o {
		t.Errorf("decoded %+v, %v; want %+v", back, err, o)
	}
	for _, bad := range []string{
		`{"SurroundedDistrictsOnly":true}`,              // case matters
		`{"stairsOneLevel":true,"stairsOneLevel":true}`, // twice
		`{"stairs":true}`,                               // unknown
		`{"stairsOneLevel":null}`,                       // null
		`{"stairsOneLevel":1}`,                          // not a boolean
		``,
	} {
		keep := athena.Options{HousingCenterDistrict: true}
		if err := keep.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || keep != (athena.Options{HousingCenterDistrict: true}) {
			t.Errorf("%s: %v, %+v; want ErrSyntax and no change", bad, err, keep)
		}
	}
}

// FuzzOptionsJSON: decoding never panics, leaves the options unchanged on
// error, and what it reads encodes back to a form that reads the same.
func FuzzOptionsJSON(f *testing.F) {
	f.Add([]byte(`{"surroundedDistrictsOnly":true,"cityMarketCenterOccupied":true}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"stairsOneLevel":false}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		o := athena.Options{CityMarketCenterDistrict: true}
		before := o
		if err := o.UnmarshalJSON(b); err != nil {
			if o != before {
				t.Fatalf("changed on error: %+v", o)
			}
			return
		}
		out, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		var again athena.Options
		if err := again.UnmarshalJSON(out); err != nil || again != o {
			t.Fatalf("%s reads back as %+v, %v; want %+v", out, again, err, o)
		}
	})
}
