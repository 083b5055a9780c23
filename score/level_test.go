package score_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// levelForm: UnmarshalText never panics and leaves the level unchanged on
// error; a level it reads has a name, and the name reads back to it.
func levelForm(f *testing.F) formtest.Form {
	seeds := []string{"hippodamos", "Metagenes", "CALLICRATES", "", "easy", "Level(3)", "hippodamos "}
	return formtest.Form{Key: 'l', Name: "level", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		l := score.Callicrates
		if err := l.UnmarshalText(b); err != nil {
			if !errors.Is(err, rule.ErrSyntax) || l != score.Callicrates {
				t.Fatalf("UnmarshalText(%q): %v, level %v; want ErrSyntax and no change", s, err, l)
			}
			return
		}
		text, err := l.MarshalText()
		var back score.Difficulty
		if err != nil || back.UnmarshalText(text) != nil || back != l || s != string(text) {
			t.Fatalf("UnmarshalText(%q) = %v, whose name %q (%v) reads back as %v", s, l, text, err, back)
		}
	}}
}

// Names are read in their one spelling, lower case, and only the three
// levels have a text form.
func TestLevelOneSpelling(t *testing.T) {
	for _, s := range []string{"Metagenes", "CALLICRATES", "Hippodamos"} {
		var l score.Difficulty
		if err := l.UnmarshalText([]byte(s)); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("UnmarshalText(%q) = %v, %v; want ErrSyntax", s, l, err)
		}
	}
	var l score.Difficulty
	if err := l.UnmarshalText([]byte("metagenes")); err != nil || l != score.Metagenes {
		t.Errorf("UnmarshalText(metagenes) = %v, %v", l, err)
	}
	if b, err := score.Difficulty(3).MarshalText(); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("Level(3).MarshalText() = %q, %v; want ErrSyntax", b, err)
	}
}
