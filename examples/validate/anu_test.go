package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
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
			var out, errs bytes.Buffer
			code := run(args, &stdin, &out, &errs)
			if code != tc.exit {
				t.Errorf("exit %d, want %d; stderr %q", code, tc.exit, errs.String())
			}
			got := shown + "\n" + out.String()
			if errs.Len() > 0 {
				got += "(stderr) " + errs.String()
			}
			got += "(exit " + string(rune('0'+code)) + ")\n"
			file := filepath.Join(anuDir, tc.name+".golden")
			if *update {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("output differs from %s (-want +got):\n%s", file, diff)
			}
		})
	}
}

func TestANUNoState(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-anu"}, strings.NewReader("# nothing\n\n"), &out, &errs); code != exitUnreadable || !strings.Contains(errs.String(), "no ANU state") {
		t.Errorf("exit %d, stderr %q", code, errs.String())
	}
}
