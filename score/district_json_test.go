package score_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// TestDistrictByNameOnly: a line of a pad or of the Architect's pad names
// its district type by the name it writes ("House"), and nothing else a
// kind reads from (a letter, a plaza, a star suffix), since a district
// type is a tile.Kind.
func TestDistrictByNameOnly(t *testing.T) {
	pad, err := json.Marshal(score.Compute(city.New(), 0, variants.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	arch, err := json.Marshal(score.Architect(nil, 0, score.Hippodamos, variants.Set(0)))
	if err != nil {
		t.Fatal(err)
	}
	for _, form := range []struct {
		name string
		js   []byte
		into json.Unmarshaler
	}{{"pad", pad, new(score.Pad)}, {"Architect", arch, new(score.ArchitectPad)}} {
		if err := json.Unmarshal(form.js, form.into); err != nil {
			t.Fatalf("%s: the written form does not read back: %v", form.name, err)
		}
		if !strings.Contains(string(form.js), `"district":"House"`) {
			t.Fatalf("%s: no House line in %s", form.name, form.js)
		}
		for _, name := range []string{"H", "h", "HousePlaza", "HousePlaza1", "Quarry", "None", ""} {
			bad := strings.Replace(string(form.js), `"district":"House"`, `"district":"`+name+`"`, 1)
			if err := json.Unmarshal([]byte(bad), form.into); !errors.Is(err, rule.ErrSyntax) {
				t.Errorf("%s with district %q: %v, want ErrSyntax", form.name, name, err)
			}
		}
	}
}
