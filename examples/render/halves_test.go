package render_test

import (
	"bytes"
	"testing"

	"github.com/akropolis-rules/akropolis/examples/internal/halfcheck"
	"github.com/akropolis-rules/akropolis/examples/render"
)

// TestHalvesOnTheirEdges reads each double district of halfcheck.City
// back from the picture and checks, from the polygon points alone, which
// way each half lies, against the sides worked out by hand.
func TestHalvesOnTheirEdges(t *testing.T) {
	var b bytes.Buffer
	if err := render.SVG(&b, build(t, halfcheck.City), "Athena"); err != nil {
		t.Fatal(err)
	}
	for _, d := range halfcheck.Check(b.Bytes()) {
		t.Error(d)
	}
}
