package main

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/internal/halfcheck"
)

// TestDrawHalves draws halfcheck.City with the page's draw.js under Node,
// from the city's JSON form as the page gets it, and checks which way each
// half of a double district lies, and that each one-hex tile has its thin
// outline.
func TestDrawHalves(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	var ps []city.Placement
	for _, w := range strings.Fields(halfcheck.City) {
		p, err := city.ParsePlacement(w)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	c, err := city.Build(ps)
	if err != nil {
		t.Fatal(err)
	}
	form, err := json.Marshal(&c.Base)
	if err != nil {
		t.Fatal(err)
	}
	abs := func(name string) string {
		p, err := filepath.Abs(filepath.Join("static", name))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	cmd := exec.Command(node, filepath.Join("testdata", "draw-city.js"), abs("api.js"), abs("draw.js"))
	cmd.Stdin = bytes.NewReader(form)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	svg, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	for _, d := range halfcheck.Check(svg) {
		t.Error(d)
	}
	// 62-68, 72 and 86: nine one-hex tiles.
	if n := bytes.Count(svg, []byte(`class="one-hex"`)); n != 9 {
		t.Errorf("%d one-hex outlines, want 9", n)
	}
}
