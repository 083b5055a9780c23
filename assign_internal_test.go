package akropolis

import (
	"reflect"
	"slices"
	"testing"
)

// TestAssignKnowsEveryField guards the one place a Game is put together
// (assign): a field added to Game fails here until assign sets it and the
// list below names it.
func TestAssignKnowsEveryField(t *testing.T) {
	var got []string
	for f := range reflect.TypeFor[Game]().Fields() {
		got = append(got, f.Name)
	}
	want := []string{"opts", "state", "origin", "cities", "pile", "undo", "sums", "stamp"}
	if !slices.Equal(got, want) {
		t.Errorf("Game's fields are %v, assign sets %v: make assign set the new ones", got, want)
	}
}
