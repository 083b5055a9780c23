package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// rulesInScripts lists what the page's scripts must not compute, each
// with a pattern that finds it in code (comments removed): everything the
// page knows of the rules (forms, cells, neighbours, levels, legality,
// scores, card conditions) comes from the library through the WebAssembly
// API.
var rulesInScripts = []struct {
	what    string
	pattern *regexp.Regexp
}{
	{"a table of hex directions", regexp.MustCompile(`\[\s*\[\s*-?[01]\s*,\s*-?[01]\s*\]\s*,\s*\[\s*-?[01]\s*,`)},
	{"a table of hex directions", regexp.MustCompile(`\bDIRS\b`)},
	{"arithmetic on cell coordinates (neighbours, tile cells)", regexp.MustCompile(`\b(?:q|r|dq|dr|x\.q|x\.r|c\.q|c\.r)\s*[-+]\s*(?:\d|d?[qr]\b|e[qr]\b|a\[|b\[)`)},
	{"the parity of a column (offset rows)", regexp.MustCompile(`&\s*1\b`)},
	{"a level worked out from a height", regexp.MustCompile(`(?:height|heightAt\([^)]*\))\s*[-+]\s*1\b`)},
	{"a move's text parsed or written", regexp.MustCompile(`\$\{\w+\}:\$\{|@\(\$\{|@\\\(`)},
	{"a pasted text's form guessed", regexp.MustCompile(`formOf|startsWith\("[\[{]"\)|/\^\\d/`)},
	{"a score or bonus worked out", regexp.MustCompile(`\d\s*\*\s*\w*\.?stones\b|\bstones\s*\*\s*\d|largestGroup`)},
	{"a card's tiles worked out from the legal moves", regexp.MustCompile(`!yours\.has`)},
}

// allowed is the one place where the scripts turn a cell into a point of
// the picture: draw.js's centre, drawing and not rules (which cells touch,
// which a tile covers and at which level are the API's answers).
const allowed = "function centre(q, r, s) { return [s * 1.5 * q, s * SQRT3 * (r + q / 2)]; }"

// comments matches JavaScript comments: line comments (not inside a URL)
// and block comments.
var comments = regexp.MustCompile(`(?m)(?:^|[^:"'])//.*$|/\*[\s\S]*?\*/`)

// rulesIn answers, for each script in dir, the rules it computes.
func rulesIn(t *testing.T, dir fs.FS) []string {
	t.Helper()
	var found []string
	scripts, err := fs.Glob(dir, "*.js")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for _, name := range scripts {
		b, err := fs.ReadFile(dir, name)
		if err != nil {
			t.Fatal(err)
		}
		code := strings.Replace(comments.ReplaceAllString(string(b), ""), allowed, "", 1)
		for i, line := range strings.Split(code, "\n") {
			for _, r := range rulesInScripts {
				if m := r.pattern.FindString(line); m != "" {
					found = append(found, name+": "+r.what+": "+strings.TrimSpace(line)+" (line "+strconv.Itoa(i+1)+" without comments)")
				}
			}
		}
	}
	return found
}

// TestScriptsHoldNoRules checks that the page's scripts compute no rule:
// no hex directions or neighbours, no cells of a tile, no levels, no move
// texts, no guessing of a pasted text's form, no scores (see
// rulesInScripts). $AKROPOLIS_SCRIPTS names another directory to scan, to
// see the test fail on scripts that do (an older page's).
func TestScriptsHoldNoRules(t *testing.T) {
	dir, _ := fs.Sub(static, "static")
	if d := os.Getenv("AKROPOLIS_SCRIPTS"); d != "" {
		dir = os.DirFS(filepath.Clean(d))
	}
	for _, f := range rulesIn(t, dir) {
		t.Error(f)
	}
}
