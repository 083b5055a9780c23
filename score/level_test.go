package score_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/score"
)

// levelForm: ParseDifficulty never panics; a level it reads is valid and
// its name reads back to it; UnmarshalText agrees.
func levelForm(f *testing.F) formtest.Form {
	seeds := []string{"hippodamos", "Metagenes", "CALLICRATES", "", "easy", "Level(3)", "hippodamos "}
	return formtest.Form{Key: 'l', Name: "level", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		l, err := score.ParseDifficulty(s)
		old := score.Callicrates
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != l) || (err != nil && u != old) {
			t.Fatalf("ParseDifficulty(%q) = %v, %v; UnmarshalText gives %v, %v", s, l, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, score.ErrSyntax) {
				t.Fatalf("ParseDifficulty(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text, _ := l.MarshalText()
		if back, err := score.ParseDifficulty(string(text)); !l.Valid() || err != nil || back != l || s != string(text) {
			t.Fatalf("ParseDifficulty(%q) = %v, %v; want %v (from %q)", text, back, err, l, s)
		}
	}}
}

// Names are read in their one spelling, lower case, and only valid levels
// have a text form.
func TestLevelOneSpelling(t *testing.T) {
	for _, s := range []string{"Metagenes", "CALLICRATES", "Hippodamos"} {
		if l, err := score.ParseDifficulty(s); !errors.Is(err, score.ErrSyntax) {
			t.Errorf("ParseDifficulty(%q) = %v, %v; want ErrSyntax", s, l, err)
		}
	}
	if l, err := score.ParseDifficulty("metagenes"); err != nil || l != score.Metagenes {
		t.Errorf("ParseDifficulty(metagenes) = %v, %v", l, err)
	}
	if b, err := score.Difficulty(3).MarshalText(); !errors.Is(err, score.ErrSyntax) {
		t.Errorf("Level(3).MarshalText() = %q, %v; want ErrSyntax", b, err)
	}
}
