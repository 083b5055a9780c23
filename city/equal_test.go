package city_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/google/go-cmp/cmp"
)

// TestEqual: cities with the same stacks are Equal, whatever copy holds
// them; another placement, or nil, is not; and go-cmp compares cities
// through Equal (a City keeps unexported state cmp could not read).
func TestEqual(t *testing.T) {
	a := city.New()
	if _, err := a.Place(city.Placement{Tile: 19, Anchor: hex.Hex{Q: 2, R: -1}}); err != nil {
		t.Fatal(err)
	}
	b := a.Clone()
	if !a.Equal(b) || !cmp.Equal(a, b) {
		t.Errorf("a city and its clone differ: %s", cmp.Diff(a, b))
	}
	if _, err := b.Place(city.Placement{Tile: 30, Anchor: hex.Hex{Q: -2, R: 1}}); err != nil {
		t.Fatal(err)
	}
	if a.Equal(b) || cmp.Equal(a, b) || a.Equal(nil) {
		t.Error("cities of different stacks, or nil, are Equal")
	}
}
