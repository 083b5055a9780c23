package rule_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/google/go-cmp/cmp"
)

// sentinels is every rule sentinel of the module with the code and the
// name the documentation's table gives it, in the table's order.
var sentinels = []struct {
	name string
	err  error
	code string
}{
	{"city.ErrUnknownTile", city.ErrUnknownTile, "unknown-tile"},
	{"city.ErrBadRotation", city.ErrBadRotation, "bad-rotation"},
	{"city.ErrTileUsed", city.ErrTileUsed, "tile-used"},
	{"city.ErrOutOfBounds", city.ErrOutOfBounds, "out-of-bounds"},
	{"city.ErrNotAdjacent", city.ErrNotAdjacent, "not-adjacent"},
	{"city.ErrGap", city.ErrGap, "gap"},
	{"city.ErrUneven", city.ErrUneven, "uneven"},
	{"city.ErrOneTile", city.ErrOneTile, "one-tile"},
	{"city.ErrOnOneHex", city.ErrOnOneHex, "on-one-hex"},
	{"city.ErrTooManyTiles", city.ErrTooManyTiles, "too-many-tiles"},
	{"site.ErrGameOver", site.ErrGameOver, "game-over"},
	{"siteplay.ErrNeedsRefill", siteplay.ErrNeedsRefill, "needs-refill"},
	{"site.ErrBadPosition", site.ErrBadPosition, "bad-position"},
	{"site.ErrCannotAfford", site.ErrCannotAfford, "cannot-afford"},
	{"site.ErrBadSetup", site.ErrBadSetup, "bad-setup"},
	{"akropolis.ErrWrongTile", akropolis.ErrWrongTile, "wrong-tile"},
	{"akropolis.ErrBadOptions", akropolis.ErrBadOptions, "bad-options"},
	{"akropolis.ErrDuplicateTile", akropolis.ErrDuplicateTile, "duplicate-tile"},
	{"akropolis.ErrForeignTile", akropolis.ErrForeignTile, "foreign-tile"},
	{"akropolis.ErrTileCount", akropolis.ErrTileCount, "tile-count"},
	{"akropolis.ErrBadStacks", akropolis.ErrBadStacks, "bad-stacks"},
	{"akropolis.ErrBadLine", akropolis.ErrBadLine, "bad-line"},
	{"akropolis.ErrBadStones", akropolis.ErrBadStones, "bad-stones"},
	{"akropolis.ErrBadTurn", akropolis.ErrBadTurn, "bad-turn"},
	{"akropolis.ErrBadSeat", akropolis.ErrBadSeat, "bad-seat"},
	{"akropolis.ErrBadCities", akropolis.ErrBadCities, "bad-cities"},
	{"akropolis.ErrEmptyInput", akropolis.ErrEmptyInput, "empty-input"},
	{"site.ErrBadCard", site.ErrBadCard, "bad-card"},
	{"site.ErrCardDone", site.ErrCardDone, "card-done"},
	{"site.ErrNotCompletable", site.ErrNotCompletable, "not-completable"},
	{"site.ErrNotOnCard", site.ErrNotOnCard, "not-on-card"},
	{"site.ErrNotConstructing", site.ErrNotConstructing, "not-constructing"},
	{"site.ErrConstructing", site.ErrConstructing, "constructing"},
	{"site.ErrCardTiles", site.ErrCardTiles, "card-tiles"},
	{"akropolis.ErrNoMove", akropolis.ErrNoMove, "no-move"},
}

var kebab = regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)

func TestSentinelsAreTheirCodes(t *testing.T) {
	var got []rule.Code
	seen := map[string]bool{}
	for _, s := range sentinels {
		var code rule.Code
		if !errors.As(s.err, &code) || string(code) != s.code {
			t.Errorf("%s: code %q, want %q", s.name, code, s.code)
		}
		if !kebab.MatchString(s.code) || seen[s.code] {
			t.Errorf("%s: code %q is not kebab-case or not unique", s.name, s.code)
		}
		seen[s.code] = true
		if !code.Valid() || !errors.Is(s.err, rule.Code(s.code)) {
			t.Errorf("%s: %q is not a valid code matching its sentinel", s.name, s.code)
		}
		if msg := s.err.Error(); msg == "" || msg == s.code || strings.Contains(msg, "unknown rule code") {
			t.Errorf("%s: Error() = %q, want the rule in words", s.name, msg)
		}
		got = append(got, code)
	}
	want := rule.Codes()
	got = append(got, rule.Code("syntax"), rule.Code("too-large"), rule.Code("error")) // the codes of no sentinel
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rule.Codes() and the sentinels differ (-Codes +sentinels):\n%s", diff)
	}
}

// TestDocTable checks that the package documentation's table lists every
// code with its sentinel, in order, and nothing else.
func TestDocTable(t *testing.T) {
	b, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`^//\t([a-z-]+) +([a-z]+\.Err[A-Za-z]+) +\S`)
	var got []string
	for _, line := range strings.Split(string(b), "\n") {
		if m := row.FindStringSubmatch(line); m != nil {
			got = append(got, m[1]+" "+m[2])
		}
	}
	var want []string
	for _, s := range sentinels {
		want = append(want, s.code+" "+s.name)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("doc.go table differs (-want +got):\n%s", diff)
	}
}

// TestCodeThroughWrapping provokes each kind of rule error from the public
// API and recovers its code with errors.As through the structured errors
// that wrap it.
func TestCodeThroughWrapping(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	far := city.Placement{Tile: g.Site().At(0), Anchor: hex.Hex{Q: 5, R: 5}}
	_, badOptions := akropolis.New(akropolis.Options{Players: 9})
	_, badSetup := site.FromLayout([]tile.ID{1, 1}, nil, 2)
	c := city.New()
	check := func(m akropolis.Move) error { err := g.Check(m); return err }
	place := func(p city.Placement) error { _, err := c.Place(p); return err }
	tests := []struct {
		name string
		err  error
		want rule.Code
	}{
		{"move off the city", check(akropolis.Move{Position: 0, Placement: far}), city.ErrNotAdjacent},
		{"move naming another tile", check(akropolis.Move{Position: 0, Placement: city.Placement{Tile: g.Site().At(1)}}), akropolis.ErrWrongTile},
		{"move beyond the line", check(akropolis.Move{Position: 9, Placement: far}), site.ErrBadPosition},
		{"options", badOptions, akropolis.ErrBadOptions},
		{"setup", badSetup, site.ErrBadSetup},
		{"placement rotation", place(city.Placement{Tile: 1, Anchor: hex.Hex{Q: 2}, Rotation: 6}), city.ErrBadRotation},
	}
	for _, tc := range tests {
		var code rule.Code
		if !errors.As(tc.err, &code) || code != tc.want {
			t.Errorf("%s: errors.As gives %q from %v, want %q", tc.name, code, tc.err, tc.want)
		}
	}
}

func TestText(t *testing.T) {
	for _, c := range rule.Codes() {
		b, err := json.Marshal(c)
		if err != nil || string(b) != `"`+string(c)+`"` {
			t.Errorf("json.Marshal(%q) = %s, %v", string(c), b, err)
		}
		var back rule.Code
		if err := json.Unmarshal(b, &back); err != nil || back != c {
			t.Errorf("json.Unmarshal(%s) = %q, %v", b, back, err)
		}
	}
	for _, bad := range []string{"", "Gap", "gap ", "no-such-rule", strings.Repeat("gap", 100)} {
		back := city.ErrGap
		if err := back.UnmarshalText([]byte(bad)); err == nil || back != city.ErrGap {
			t.Errorf("UnmarshalText(%.20q) = %v, left %q: want an error and no change", bad, err, back)
		}
		if _, err := rule.Code(bad).MarshalText(); err == nil {
			t.Errorf("MarshalText(%.20q) succeeded", bad)
		}
	}
	if msg := rule.Code("no-such-rule").Error(); !strings.Contains(msg, "unknown rule code") {
		t.Errorf("Error of an unknown code = %q", msg)
	}
}

func ExampleCode() {
	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	err := g.Play(akropolis.Move{Position: 0, Placement: city.Placement{Tile: g.Site().At(0), Anchor: hex.Hex{Q: 5, R: 5}}})
	var code rule.Code
	if errors.As(err, &code) {
		fmt.Println(string(code))
		fmt.Println(code)
		fmt.Println(errors.Is(err, city.ErrNotAdjacent), code == rule.Code("not-adjacent"))
	}
	// Output:
	// not-adjacent
	// ground tile does not touch the city
	// true true
}
