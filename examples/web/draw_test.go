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
	"github.com/akropolis-rules/akropolis/examples/web/api"
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
		var p city.Placement
		err := p.UnmarshalText([]byte(w))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	c, errs := city.Validate(ps)
	if errs != nil {
		t.Fatal(errs)
	}
	form, err := json.Marshal(map[string]any{"city": c, "drawing": api.Drawing(c)})
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

// TestStatuePanels builds the end's panels of an Athena game by hand under
// Node: seat 0 completed the four cards and holds 3 stones, so its pad has
// the statue's line, +12 (each stone worth 5 points, not 1), and the
// statistics say 4 of 4 and +12; seat 1, two cards, has neither.
func TestStatuePanels(t *testing.T) {
	out := runPanels(t, "panels.js")
	var got struct{ WithStatue, Without, Stats string }
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("node printed %s: %v", out, err)
	}
	const statue = `<tr class="statue"><th>Statue</th><td colspan="2">all cards: stones ×5</td><td>+12</td></tr>`
	if !strings.Contains(got.WithStatue, statue) {
		t.Errorf("seat 0's pad has no statue line %s:\n%s", statue, got.WithStatue)
	}
	if strings.Contains(got.Without, `class="statue"`) {
		t.Errorf("seat 1's pad has a statue line:\n%s", got.Without)
	}
	for _, row := range []string{
		`<tr><th>Construction cards completed</th><td data-seat="0">4 of 4</td><td data-seat="1">2 of 4</td></tr>`,
		`<tr><th>Statue bonus</th><td data-seat="0">+12</td><td data-seat="1">none</td></tr>`,
	} {
		if !strings.Contains(got.Stats, row) {
			t.Errorf("the statistics have no row %s:\n%s", row, got.Stats)
		}
	}
}

// TestAnalysisNoise builds the analysis panel under Node from a report
// with each estimate's noise and no turning point, and from one without
// noise: the first must show the noise, say that only changes beyond it
// are flagged and that none was; the second neither.
func TestAnalysisNoise(t *testing.T) {
	out := runPanels(t, "analysis.js")
	type panel struct{ Turning, Note, Legend, Table string }
	var got struct{ Noisy, Plain panel }
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("node printed %s: %v", out, err)
	}
	if n := got.Noisy; n.Turning != "" || !strings.Contains(n.Note, "no turning point") || !strings.Contains(n.Legend, "larger than the noise") ||
		!strings.Contains(n.Table, "50%<small class=\"noise\"> ±8</small>") {
		t.Errorf("with the noise and no turning point: %+v", n)
	}
	if p := got.Plain; p.Legend != "" || p.Note != "" || strings.Contains(p.Table, "±") || !strings.Contains(p.Turning, "Move 1") {
		t.Errorf("without the noise: %+v", p)
	}
}

// runPanels runs testdata/script under Node with the page's panel scripts
// (words.js, draw.js, panels.js) and returns what it printed; it skips the
// test where Node is not installed.
func runPanels(t *testing.T, script string) []byte {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	args := []string{filepath.Join("testdata", script)}
	for _, f := range []string{"words.js", "draw.js", "panels.js"} {
		p, err := filepath.Abs(filepath.Join("static", f))
		if err != nil {
			t.Fatal(err)
		}
		args = append(args, p)
	}
	out, err := exec.Command(node, args...).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	return out
}
