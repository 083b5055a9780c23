package tile_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
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
	// The one-hex tiles of the Athena expansion are tiles too, numbers
	// 62 to 91 both ways (a position's pile and unseen tiles hold them).
	b, err = json.Marshal([]tile.ID{62, 91})
	if err != nil || string(b) != `[62,91]` {
		t.Fatalf("Marshal one-hex = %s, %v; want [62,91]", b, err)
	}
	if err := json.Unmarshal([]byte(`[62,"75",91]`), &ids); err != nil || string(ids) != string([]tile.ID{62, 75, 91}) {
		t.Fatalf("Unmarshal one-hex = %v, %v", ids, err)
	}
	for _, bad := range []string{`92`, `-1`, `4.0`, `04`, `"92"`, `"075"`, `null`, `true`, `"x"`} {
		id := tile.ID(9)
		if err := id.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || id != 9 {
			t.Errorf("UnmarshalJSON(%s) = %v, id %v; want ErrSyntax and no change", bad, err, id)
		}
	}
	if _, err := tile.ID(92).MarshalJSON(); err == nil {
		t.Error("tile 92 marshals")
	}
}
