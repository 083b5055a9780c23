package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestANUGolden runs the ANU mode on each input, by file or on stdin, and
// compares its report, stderr and exit status with testdata/anu/NAME.golden
// (go test -update rewrites them).
func TestANUGolden(t *testing.T) {
	const anuDir = "testdata/anu"
	for _, tc := range []struct {
		name  string
		args  string
		stdin string // a file fed on stdin
		exit  int
	}{
		{"states", "-anu states.txt", "", 1},
		{"3p", "-anu", "3p.txt", 0},
		{"moves", "-anu -moves moves.txt", "", 0},
		{"malformed", "-anu malformed.txt", "", 2},
		{"game", "-anu-game game.txt", "", 0},
		{"bad-game", "-anu-game", "bad-game.txt", 1},
		{"bad-game-state", "-anu-game malformed.txt", "", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := strings.Fields(tc.args)
			if n := len(args); n > 0 && !strings.HasPrefix(args[n-1], "-") {
				args[n-1] = filepath.Join(anuDir, args[n-1])
			}
			shown := "$ go run ./examples/validate " + strings.ReplaceAll(strings.Join(args, " "), anuDir, "examples/validate/"+anuDir)
			var stdin bytes.Buffer
			if tc.stdin != "" {
				b, err := os.ReadFile(filepath.Join(anuDir, tc.stdin))
				if err != nil {
					t.Fatal(err)
				}
				stdin.Write(b)
				shown += " < " + filepath.Join("examples/validate", anuDir, tc.stdin)
			}
			checkGolden(t, args, &stdin, shown, tc.exit, filepath.Join(anuDir, tc.name+".golden"))
		})
	}
}

func TestANUNoState(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-anu"}, strings.NewReader("# nothing\n\n"), &out, &errs); code != exitUnreadable || !strings.Contains(errs.String(), "no ANU state") {
		t.Errorf("exit %d, stderr %q", code, errs.String())
	}
}

// TestANULongLineEcho checks that a line too long to be a state is refused
// with its echo cut to its first 200 bytes and its length, in both modes,
// while a state up to the parser's bound is echoed whole.
func TestANULongLineEcho(t *testing.T) {
	long := "2" + strings.Repeat("x", 119_999)
	want := "line 1: " + long[:200] + "... (120000 bytes)\n"
	for _, mode := range []string{"-anu", "-anu-game"} {
		var out, errs bytes.Buffer
		code := run([]string{mode}, strings.NewReader(long+"\n"), &out, &errs)
		if code != exitUnreadable {
			t.Errorf("%s: exit %d, want %d", mode, code, exitUnreadable)
		}
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s: output does not hold the cut echo %q", mode, want)
		}
		if out.Len() > 1000 {
			t.Errorf("%s: %d bytes of output for one refused line, want under 1000:\n%.400s", mode, out.Len(), out.String())
		}
	}
	fits := "2" + strings.Repeat("x", 1023) // anu.MaxStateLen bytes: malformed, echoed whole
	var out, errs bytes.Buffer
	run([]string{"-anu"}, strings.NewReader(fits+"\n"), &out, &errs)
	if !strings.Contains(out.String(), "line 1: "+fits+"\n") {
		t.Errorf("a line of %d bytes is not echoed whole:\n%.400s", len(fits), out.String())
	}
}
