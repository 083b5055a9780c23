package hex_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

func TestHexJSON(t *testing.T) {
	b, err := json.Marshal(hex.Hex{Q: 0, R: -1})
	if err != nil || string(b) != `{"q":0,"r":-1}` {
		t.Fatalf("Marshal = %s, %v; want {\"q\":0,\"r\":-1}", b, err)
	}
	var h hex.Hex
	if err := json.Unmarshal([]byte(` { "r" : 7 , "q" : -3 } `), &h); err != nil || h != (hex.Hex{Q: -3, R: 7}) {
		t.Fatalf("Unmarshal = %v, %v; want (-3,7)", h, err)
	}
	for _, bad := range []string{`"(0,1)"`, `{"q":0}`, `{"q":0,"r":1,"q":2}`, `{"Q":0,"r":1}`, `{"q":0,"r":1,"s":-1}`,
		`{"q":0.5,"r":1}`, `{"q":"0","r":1}`, `null`, `{"q":0,"r":1}x`, `{"q":99999999999999999999,"r":0}`} {
		h := hex.Hex{Q: 5, R: 5}
		if err := h.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || h != (hex.Hex{Q: 5, R: 5}) {
			t.Errorf("UnmarshalJSON(%s) = %v, cell %v; want ErrSyntax and no change", bad, err, h)
		}
	}
}

// A cell is an object of its two axial coordinates in JSON.
func ExampleHex_MarshalJSON() {
	b, _ := json.Marshal([]hex.Hex{{Q: 0, R: -1}, {Q: 2, R: 3}})
	fmt.Println(string(b))
	var h hex.Hex
	fmt.Println(json.Unmarshal([]byte(`{"q":1,"r":-2}`), &h), h)
	// Output:
	// [{"q":0,"r":-1},{"q":2,"r":3}]
	// <nil> (1,-2)
}
