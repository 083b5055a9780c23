package akropolis_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// TestPositionHoldsNoSeed: the position and view of a seeded game hold no
// seed, and write "seed":"0 0" (the seed would reveal a view's stacks);
// a position given a seed is refused by its forms and by Check, rather
// than the seed dropped unseen.
func TestPositionHoldsNoSeed(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{7, 9}})
	must(t, err)
	must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	p, v := g.Position(), g.View()
	pj, err := json.Marshal(p)
	must(t, err)
	vj, err := json.Marshal(v)
	must(t, err)
	if p.Options.Seed != ([2]uint64{}) || v.Options.Seed != ([2]uint64{}) ||
		!bytes.Contains(pj, []byte(`"seed":"0 0"`)) || !bytes.Contains(vj, []byte(`"seed":"0 0"`)) {
		t.Errorf("a seeded game's position or view holds a seed: %v, %v", p.Options.Seed, v.Options.Seed)
	}
	if g.Record().Options.Seed != [2]uint64{7, 9} {
		t.Errorf("the record lost the seed: %v", g.Record().Options.Seed)
	}
	seeded := p
	seeded.Options.Seed = [2]uint64{7, 9}
	if err := seeded.Check(); !errors.Is(err, akropolis.ErrBadOptions) {
		t.Errorf("Check of a position with a seed: %v, want ErrBadOptions", err)
	}
	if _, err := akropolis.NewFromPosition(seeded); err == nil {
		t.Error("NewFromPosition took a position with a seed")
	}
	if _, err := json.Marshal(seeded); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("json.Marshal of a position with a seed: %v, want ErrSyntax", err)
	}
	for _, doc := range [][]byte{pj, vj} {
		with := bytes.Replace(doc, []byte(`"seed":"0 0"`), []byte(`"seed":"7 9"`), 1)
		var q akropolis.Position
		var w akropolis.View
		if err := json.Unmarshal(with, &q); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("a position's JSON with a seed: %v, want ErrSyntax", err)
		}
		if err := json.Unmarshal(with, &w); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("a view's JSON with a seed: %v, want ErrSyntax", err)
		}
	}
}
