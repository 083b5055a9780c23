package akropolis

import (
	"reflect"
	"strconv"
	"testing"
)

// The bounds the JSON forms declare to package strictjson (tags
// strictjson:"max=N") are the module's bounds, so a list too long is
// refused before it is decoded, at the same length as after.
func TestStrictJSONTagsAreTheBounds(t *testing.T) {
	for _, tc := range []struct {
		form  any
		field string
		max   int
	}{
		{recordJSON{}, "Moves", MaxRecordMoves},
		{Setup{}, "Line", MaxSetupTiles},
		{Setup{}, "Stacks", MaxSetupTiles},
		{positionJSON{}, "Stones", MaxSetupTiles},
		{positionJSON{}, "Cities", MaxSetupTiles},
		{positionJSON{}, "Pile", MaxSetupTiles},
		{positionJSON{}, "Line", MaxSetupTiles},
		{positionJSON{}, "Stacks", MaxSetupTiles},
		{positionJSON{}, "Unseen", MaxUnseenTiles},
	} {
		f, ok := reflect.TypeOf(tc.form).FieldByName(tc.field)
		if got := f.Tag.Get("strictjson"); !ok || got != "max="+strconv.Itoa(tc.max) {
			t.Errorf("%T.%s: tag strictjson:%q, want max=%d", tc.form, tc.field, got, tc.max)
		}
	}
}
