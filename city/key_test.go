package city_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
)

// Cities built by the same placements in another order are Equal and have
// the same key; Undo restores the key; different cities differ.
func TestKeyTranspositions(t *testing.T) {
	x, y := pl(2, 0, -2, 0), pl(3, 2, -1, 1) // two ground tiles that do not touch each other
	a := build(t, x, y)
	b := build(t, y, x)
	if !a.Equal(b) || a.Key() != b.Key() {
		t.Fatalf("transposed cities: equal %v, keys %x %x", a.Equal(b), a.Key(), b.Key())
	}
	start := city.New().Key()
	c := build(t, x)
	if c.Key() == start || c.Key() == a.Key() {
		t.Fatal("different cities share a key")
	}
	c.Undo()
	if c.Key() != start {
		t.Fatal("Undo did not restore the key")
	}
	d := city.New()
	d.CopyFrom(a)
	if d.Key() != a.Key() || a.Clone().Key() != a.Key() {
		t.Fatal("copies do not keep the key")
	}
	a.Reset()
	if a.Key() != start {
		t.Fatal("Reset did not restore the key")
	}
}
