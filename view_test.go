package akropolis_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/google/go-cmp/cmp"
)

// A player sees everything but the order of the face-down tiles: a view
// shows everything but that order and the seed. Two games that differ only in that order
// give the same view, and a sample of the view is a game consistent with it.
func TestViewHidesStackOrder(t *testing.T) {
	order := tile.AppendInPlay(nil, 2, false)
	other := slices.Clone(order)
	slices.Reverse(other[4:]) // the same face-up line, the stacks in another order
	var views []akropolis.View
	for k, o := range [][]tile.ID{order, other} {
		s, err := newSite(2, o)
		if err != nil {
			t.Fatal(err)
		}
		g, err := akropolis.NewFromSite(akropolis.Options{Players: 2, Seed: [2]uint64{uint64(k), 9}}, s)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 { // the same moves in both, before any refill draws a stack
			must(t, g.Play(g.AppendLegalMoves(nil)[0]))
		}
		views = append(views, g.View())
	}
	a, b := views[0], views[1]
	if a.Options != b.Options || a.Options.Seed != [2]uint64{} {
		t.Errorf("views show options %+v and %+v (the seed must be hidden)", a.Options, b.Options)
	}
	if !slices.Equal(a.Line, b.Line) || !slices.Equal(a.Unseen(), b.Unseen()) || !slices.Equal(a.Stones, b.Stones) ||
		a.StacksLeft != b.StacksLeft || a.Reserve != b.Reserve || a.Turn != b.Turn || a.Current != b.Current || a.Chief != b.Chief {
		t.Errorf("views differ: %+v / %+v", a, b)
	}
	for k := range a.Cities {
		if !sameCity(akropolis.ViewCity(a, k), akropolis.ViewCity(b, k)) {
			t.Errorf("seat %d's city differs in the views", k)
		}
	}
	if !slices.IsSorted(a.Unseen()) {
		t.Errorf("unseen tiles %v are not in ID order: the order would leak", a.Unseen())
	}
	// Samples keep everything seen, deal the unseen tiles, and play out.
	orders := map[string]bool{}
	for seed := range uint64(5) {
		g, err := akropolis.Sample(a, seed, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := siteplay.Site(g.Site())
		if !slices.Equal(s.AppendLine(nil), a.Line) || !slices.Equal(s.AppendUnseen(nil), a.Unseen()) || g.TurnsPlayed()+1 != a.Turn {
			t.Fatalf("sample %d is not consistent with the view", seed)
		}
		orders[string(tileBytes(s.AppendStacks(nil)))] = true
		for !g.Over() {
			must(t, g.Play(g.AppendLegalMoves(nil)[0]))
		}
	}
	if len(orders) < 2 {
		t.Error("five samples dealt the stacks in one order")
	}
}

func tileBytes(ids []tile.ID) []byte {
	b := make([]byte, len(ids))
	for i, id := range ids {
		b[i] = byte(id)
	}
	return b
}

// TestViewString checks that a view prints as its text form, the golden
// view.txt line, which reads back into an equal view.
func TestViewString(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "forms", "view.txt"))
	if err != nil {
		t.Fatal(err)
	}
	line := strings.TrimSuffix(string(b), "\n")
	var v akropolis.View
	if err := v.UnmarshalText([]byte(line)); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(v); got != line {
		t.Errorf("fmt.Sprint(view) = %q, want %q", got, line)
	}
	var back akropolis.View
	if err := back.UnmarshalText([]byte(fmt.Sprint(v))); err != nil || fmt.Sprint(back) != line {
		t.Errorf("read back: %v, %v", back, err)
	}
}

// TestViewDrawable checks the drawable form of the golden game's view
// (testdata/forms/view-drawable.json): the view's JSON form with each city
// replaced by the city's own JSON form, so the two documents differ in
// "cities" only.
func TestViewDrawable(t *testing.T) {
	v := formsGame(t).View()
	b, err := v.DrawableJSON()
	must(t, err)
	var out bytes.Buffer
	must(t, json.Indent(&out, b, "", "  "))
	out.WriteByte('\n')
	golden(t, "view-drawable.json", out.Bytes())

	var drawn, plain map[string]json.RawMessage
	must(t, json.Unmarshal(b, &drawn))
	pb, err := v.MarshalJSON()
	must(t, err)
	must(t, json.Unmarshal(pb, &plain))
	var cities []json.RawMessage
	must(t, json.Unmarshal(drawn["cities"], &cities))
	if len(cities) != len(v.Cities) || len(v.Cities) != 2 {
		t.Fatalf("%d cities drawn for %d", len(cities), len(v.Cities))
	}
	for k, c := range cities {
		want, err := json.Marshal(akropolis.ViewCity(v, k))
		must(t, err)
		if string(c) != string(want) {
			t.Errorf("city %d drawn as %s, want %s", k, c, want)
		}
	}
	delete(drawn, "cities")
	delete(plain, "cities")
	if diff := cmp.Diff(plain, drawn, cmp.Transformer("text", func(m json.RawMessage) string { return string(m) })); diff != "" {
		t.Errorf("the drawable form differs from the view's JSON form beyond the cities (-view +drawable):\n%s", diff)
	}
	// A nil city is drawn as the starting tile alone.
	v.Cities[1] = nil
	b, err = v.DrawableJSON()
	must(t, err)
	start, err := json.Marshal(city.New())
	must(t, err)
	if !strings.Contains(string(b), `"cities":[`) || !strings.HasSuffix(string(b), ","+string(start)+"]}") {
		t.Errorf("a nil city: %s", b)
	}
}

// View.Equal compares the public positions, every field, with an empty list
// equal to nil, and not the cities a view keeps built.
func TestViewEqual(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{5, 6}}, 4)
	a := g.View()
	var b akropolis.View
	must(t, b.UnmarshalText([]byte(a.String()))) // the same position, cities built anew
	if !a.Equal(b) || !b.Equal(a) {
		t.Fatalf("a view and its text form read back differ: %v / %v", a, b)
	}
	for name, change := range map[string]func(v *akropolis.View){
		"turn":    func(v *akropolis.View) { v.Turn++ },
		"stones":  func(v *akropolis.View) { v.Stones = []int{v.Stones[0] + 1, v.Stones[1]} },
		"reserve": func(v *akropolis.View) { v.Reserve-- },
		"line":    func(v *akropolis.View) { v.Line = v.Line[1:] },
		"city":    func(v *akropolis.View) { v.Cities = [][]city.Placement{v.Cities[0][:1], v.Cities[1]} },
		"stacks":  func(v *akropolis.View) { v.Stacks = [][]tile.ID{{1, 2, 3}} },
		"options": func(v *akropolis.View) { v.Options.AllTiles = true },
	} {
		c := a
		change(&c)
		if a.Equal(c) || c.Equal(a) {
			t.Errorf("%s changed, the views are still equal", name)
		}
	}
	empty := a
	empty.Pile = nil // a 2-player view's pile is empty: nil and [] are alike
	if !empty.Equal(a) {
		t.Error("a nil pile differs from an empty one")
	}
}

// sameCity reports whether two cities hold the same stacks, as Game.Equal
// compares them.
func sameCity(a, b *city.City) bool { return cityview.Of(a).Equal(cityview.Of(b)) }
