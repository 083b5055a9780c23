package city_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
)

// TestWritersAreOnCityOnly checks the split the package doc describes: the
// methods a *City has beyond its embedded Base are exactly the calls that
// change a city, so a *Base (what a game hands out) has none of them. A
// writer moved onto Base, or a new writer left out of the doc, fails here.
func TestWritersAreOnCityOnly(t *testing.T) {
	base := reflect.TypeFor[*city.Base]()
	full := reflect.TypeFor[*city.City]()
	var extra []string
	for m := range full.Methods() {
		if _, ok := base.MethodByName(m.Name); !ok {
			extra = append(extra, m.Name)
		}
	}
	want := []string{"CopyFrom", "Place", "Reset", "Undo", "UnmarshalJSON"}
	if !slices.Equal(extra, want) {
		t.Errorf("*City adds %v to *Base, the doc says %v", extra, want)
	}
	if base.NumMethod() == 0 {
		t.Error("*Base has no methods")
	}
}
