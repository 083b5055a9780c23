package score

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/tile"
	"github.com/google/go-cmp/cmp"
)

// A city without a double district gives the same card, reasons and all,
// whether judged hex by hex or part by part through package score/athena:
// one wording per rule, whichever path a city takes (a city whose double
// district is covered takes the parts).
func TestWholeHexesReadTheSameByParts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c, o := drawCity(t, tile.MaxID), drawOptions(t)
		byHex, byParts := compute(c, 2, o, false), compute(c, 2, o, true)
		if d := cmp.Diff(byHex, byParts); d != "" {
			t.Fatalf("by hexes (-) and by parts (+):\n%s", d)
		}
	})
}
