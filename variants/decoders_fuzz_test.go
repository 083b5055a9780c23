package variants_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/variants"
)

// FuzzOptionsJSON: Options.UnmarshalJSON never panics; on error it wraps
// ErrSyntax and leaves the options unchanged; what it reads encodes, and
// the encoding reads back as the same options.
func FuzzOptionsJSON(f *testing.F) {
	for _, s := range []string{
		`{"variants":"none"}`,
		`{"variants":"all","barracksOutsideOnly":true,"lakeAnyRegion":true}`,
		`{"variants":"houses+markets","lakeAnyRegion":false}`,
		`{"variants":"Houses"}`, `{"variants":"houses+houses"}`, `{"variants":255}`,
		`{"variants":"none","variants":"all"}`, `{"Variants":"none"}`, `{"nope":1}`,
		"\uFEFF{}", `{"lakeAnyRegion":1e400}`, `null`, `[]`, ``,
	} {
		f.Add([]byte(s))
	}
	before := variants.Options{Variants: variants.All, LakeAnyRegion: true}
	f.Fuzz(func(t *testing.T, b []byte) {
		o := before
		if err := o.UnmarshalJSON(b); err != nil {
			if !errors.Is(err, variants.ErrSyntax) || o != before {
				t.Fatalf("%q: %v, options %+v", b, err, o)
			}
			return
		}
		out, err := json.Marshal(o)
		if err != nil {
			t.Fatalf("%q reads as %+v, which does not encode: %v", b, o, err)
		}
		var back variants.Options
		if err := back.UnmarshalJSON(out); err != nil || back != o {
			t.Fatalf("%q -> %s -> %+v, %v; want %+v", b, out, back, err, o)
		}
	})
}
