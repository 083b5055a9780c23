package tile_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
)

func TestIDJSON(t *testing.T) {
	b, err := json.Marshal([]tile.ID{4, 61, tile.StartID})
	if err != nil || string(b) != `[4,61,0]` {
		t.Fatalf("Marshal = %s, %v; want [4,61,0]", b, err)
	}
	var ids []tile.ID
	if err := json.Unmarshal([]byte(`[4,"04","4","S",61,0]`), &ids); err != nil {
		t.Fatal(err)
	}
	if want := []tile.ID{4, 4, 4, 0, 61, 0}; string(ids) != string(want) {
		t.Fatalf("Unmarshal = %v, want %v", ids, want)
	}
	for _, bad := range []string{`62`, `-1`, `4.0`, `04`, `"62"`, `null`, `true`, `"x"`} {
		id := tile.ID(9)
		if err := id.UnmarshalJSON([]byte(bad)); !errors.Is(err, tile.ErrSyntax) || id != 9 {
			t.Errorf("UnmarshalJSON(%s) = %v, id %v; want ErrSyntax and no change", bad, err, id)
		}
	}
	if _, err := tile.ID(62).MarshalJSON(); err == nil {
		t.Error("tile 62 marshals")
	}
}
