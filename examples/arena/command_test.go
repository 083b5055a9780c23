package arena

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSplitCommand checks the shell-like splitting of exec: commands.
func TestSplitCommand(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"/bin/engine -player random", []string{"/bin/engine", "-player", "random"}},
		{"  a \t b  ", []string{"a", "b"}},
		{`"/opt/my engine/run" -x`, []string{"/opt/my engine/run", "-x"}},
		{`'/opt/my engine/run' -x`, []string{"/opt/my engine/run", "-x"}},
		{`/opt/my\ engine/run -x`, []string{"/opt/my engine/run", "-x"}},
		{`a"b c"d`, []string{"ab cd"}},
		{`"say \"hi\" \\ \n"`, []string{`say "hi" \ \n`}},
		{`'it\'`, []string{`it\`}},
		{`"" x`, []string{"", "x"}},
		{"", nil},
	} {
		got, err := splitCommand(tc.in)
		if err != nil || !cmp.Equal(got, tc.want) {
			t.Errorf("splitCommand(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{`"open`, `'open`, `a "b\"`} {
		if got, err := splitCommand(in); err == nil {
			t.Errorf("splitCommand(%q) = %q, want an error", in, got)
		}
	}
}

// TestSplitBots checks that -bots splits at the commas outside quotes.
func TestSplitBots(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"greedy,random", []string{"greedy", "random"}},
		{`greedy,exec:"/a,b/engine" -x,random`, []string{"greedy", `exec:"/a,b/engine" -x`, "random"}},
		{`exec:'a,b',exec:a\,b`, []string{`exec:'a,b'`, `exec:a\,b`}},
		{`exec:"a\",b"`, []string{`exec:"a\",b"`}},
		{"", []string{""}},
	} {
		if got := splitBots(tc.in); !cmp.Equal(got, tc.want) {
			t.Errorf("splitBots(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
