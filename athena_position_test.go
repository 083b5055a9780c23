package akropolis_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// positionCards are the cards of athenaHandPosition, none completed:
// Fortress 62 75 80 84, Villa 63 64 65 66, Agora 72 73 74 76, Quarry Mine
// 82 83 85 86. The 14 one-hex tiles dealt onto no card are 67 68 69 70 71
// 77 78 79 81 87 88 89 90 91.
func positionCards(t *testing.T) site.Cards {
	t.Helper()
	c, err := newCards([4]tile.Card{tile.Fortress, tile.Villa, tile.Agora, tile.QuarryMine},
		[4][4]tile.ID{{62, 75, 80, 84}, {63, 64, 65, 66}, {72, 73, 74, 76}, {82, 83, 85, 86}})
	must(t, err)
	return c
}

// athenaHandPosition is handPosition with the Athena expansion: the cards
// of positionCards, and seat 0 has completed Fortress (slot 1) and laid its
// tile 75, a single Market, on the starting tile's centre (0,0): a one-hex
// tile may go on top of any hex but a one-hex tile's.
func athenaHandPosition(t *testing.T) akropolis.Position {
	t.Helper()
	p := handPosition(t)
	p.Options.Athena = true
	p.Cards = positionCards(t)
	must(t, complete(&p.Cards, 1, 0, 75))
	p.Cities[0] = append(p.Cities[0], oneHexAt(75, 0, 0))
	if err := p.Check(); err != nil {
		t.Fatalf("hand-built Athena position: %v", err)
	}
	return p
}

func oneHexAt(id tile.ID, q, r int) city.Placement {
	return city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}}
}

// Check refuses each way an Athena position's cards and one-hex tiles can
// disagree, each with its rule, and only with it.
func TestAthenaPositionCheck(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(p *akropolis.Position)
		want   error
		says   string // what the report says besides, when a rule is broken two ways
	}{
		{"cards without the expansion", func(p *akropolis.Position) {
			p.Options.Athena = false
			p.Cities[0] = p.Cities[0][:1]
			p.Cards = positionCards(t)
		}, site.ErrBadCard, ""},
		{"the expansion without its cards", func(p *akropolis.Position) {
			p.Cities[0] = p.Cities[0][:1]
			p.Cards = site.Cards{}
		}, site.ErrBadCard, ""},
		{"a construction phase without the expansion", func(p *akropolis.Position) {
			p.Options.Athena, p.Cards, p.Cities[0] = false, site.Cards{}, p.Cities[0][:1]
			p.Constructing, p.Turn, p.Current = true, 2, 1 // seat 1 laid 33, its turn goes on
		}, site.ErrBadCard, ""},
		{"a one-hex tile in a base game", func(p *akropolis.Position) {
			p.Options.Athena, p.Cards = false, site.Cards{}
		}, akropolis.ErrForeignTile, ""},
		{"a one-hex tile still on its card and in a city", func(p *akropolis.Position) {
			p.Cities[1] = append(p.Cities[1], oneHexAt(62, 0, 0)) // 62 is on Fortress
		}, akropolis.ErrDuplicateTile, ""},
		{"a one-hex tile in two cities", func(p *akropolis.Position) {
			p.Cities[1] = append(p.Cities[1], oneHexAt(75, 0, 0))
		}, akropolis.ErrDuplicateTile, ""},
		{"a one-hex tile dealt onto no card", func(p *akropolis.Position) {
			p.Cities[1] = append(p.Cities[1], oneHexAt(87, 0, 0)) // 87 stayed in the box
		}, akropolis.ErrForeignTile, ""},
		{"a completing seat without the card's tile", func(p *akropolis.Position) {
			p.Cities[0] = p.Cities[0][:1]
		}, site.ErrCardTiles, ""},
		{"a card's tile with a seat that did not complete it", func(p *akropolis.Position) {
			p.Cities[0] = p.Cities[0][:1]
			p.Cities[1] = append(p.Cities[1], oneHexAt(75, 0, 0))
		}, site.ErrCardTiles, "city 1: tile 75 of card Fortress (slot 1), which seat 1 has not completed"},
		{"two tiles of one card with one seat", func(p *akropolis.Position) {
			must(t, complete(&p.Cards, 1, 1, 80))                 // seat 1 completed Fortress too...
			p.Cities[0] = append(p.Cities[0], oneHexAt(80, 1, 0)) // ...but seat 0 holds its tile
		}, site.ErrCardTiles, "seat 0 holds 2 tiles of card Fortress (slot 1): one per completion"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := athenaHandPosition(t)
			tc.change(&p)
			err := p.Check()
			if !errors.Is(err, tc.want) {
				t.Fatalf("Check = %v, want %v", err, tc.want)
			}
			var pe *akropolis.PositionError
			if !errors.As(err, &pe) {
				t.Fatalf("Check = %T, want a *PositionError", err)
			}
			for _, e := range pe.Errs { // the tiles and turns add up in each case
				if !errors.Is(e, tc.want) && !errors.Is(e, site.ErrCardTiles) && !errors.Is(e, akropolis.ErrForeignTile) {
					t.Errorf("Check reports besides: %v", e)
				}
			}
			if !strings.Contains(err.Error(), tc.says) {
				t.Errorf("Check = %v, want it to say %q", err, tc.says)
			}
			if _, err := akropolis.NewFromPosition(p); !errors.Is(err, tc.want) {
				t.Errorf("NewFromPosition = %v, want %v", err, tc.want)
			}
		})
	}
}

// In a solo game the Architect completes each card the player completes
// and holds one of its tiles on its pile.
func TestAthenaPositionCheckSolo(t *testing.T) {
	g := athenaGameUntil(t, akropolis.Options{Players: 1, Athena: true, Difficulty: score.Callicrates, Seed: [2]uint64{1, 2}},
		func(g *akropolis.Game) bool { return akropolis.CardsOf(g).CompletedBy(0) > 0 })
	p := g.Position()
	must(t, p.Check())
	slot := 1
	for !p.Cards.Completed(slot, 0) {
		slot++
	}
	// The same cards without the Architect's completion, its tile back
	// on the card.
	var cards [4]tile.Card
	var dealt [4][4]tile.ID
	for s := range 4 {
		cards[s], dealt[s] = p.Cards.Card(s+1), p.Cards.Dealt(s+1)
	}
	c, err := newCards(cards, dealt)
	must(t, err)
	for s := 1; s <= 4; s++ {
		for _, pl := range p.Cities[0] {
			if p.Cards.Completed(s, 0) && slices.Contains(dealt[s-1][:], pl.Tile) {
				must(t, complete(&c, s, 0, pl.Tile))
			}
		}
	}
	q := p
	q.Cards = c
	q.Pile = slices.DeleteFunc(slices.Clone(p.Pile), func(id tile.ID) bool { return id.IsOneHex() })
	if err := q.Check(); !errors.Is(err, site.ErrCardTiles) {
		t.Errorf("the player completed card %d alone: Check = %v, want ErrCardTiles", slot, err)
	}
}

// athenaGameUntil plays the Athena game of o with the moves (7919n + 13)
// mod count until done holds, and fails if the game ends first.
func athenaGameUntil(t *testing.T, o akropolis.Options, done func(*akropolis.Game) bool) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	must(t, err)
	for n := 0; !done(g); n++ {
		if g.Over() {
			t.Fatalf("%+v: the game ended first", o)
		}
		ms := g.AppendLegalMoves(nil)
		must(t, g.Play(ms[(7919*n+13)%len(ms)]))
	}
	return g
}

// A completion the cards record but the tiles taken do not show has no
// form: the cards' forms refuse it, and a position's with them.
func TestAthenaPositionFormsRefuseCompletionWithoutTile(t *testing.T) {
	b, err := json.Marshal(athenaHandPosition(t))
	must(t, err)
	bad := bytes.Replace(b, []byte(`"taken":[75],"completedBy":[0]`), []byte(`"taken":[],"completedBy":[0]`), 1)
	if bytes.Equal(bad, b) {
		t.Fatalf("no completion of Fortress in %s", b)
	}
	var p akropolis.Position
	if err := json.Unmarshal(bad, &p); !errors.Is(err, site.ErrBadCard) {
		t.Errorf("a completion without its tile: UnmarshalJSON = %v, want site.ErrBadCard", err)
	}
	text, err := athenaHandPosition(t).MarshalText()
	must(t, err)
	badText := bytes.Replace(text, []byte("Fortress 62,75,80,84 0 75"), []byte("Fortress 62,75,80,84 0 -"), 1)
	if bytes.Equal(badText, text) {
		t.Fatalf("no completion of Fortress in %s", text)
	}
	if err := p.UnmarshalText(badText); !errors.Is(err, site.ErrBadCard) || !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("a completion without its tile: UnmarshalText = %v, want site.ErrBadCard and ErrSyntax", err)
	}
}

// Positions that differ only in the cards (a tile on a card, which card a
// completion was of) are different games: different keys, not Equal.
func TestAthenaPositionKeysSeeTheCards(t *testing.T) {
	p := athenaHandPosition(t)
	other := func(cards [4]tile.Card, dealt [4][4]tile.ID, slot int) akropolis.Position {
		q := p
		c, err := newCards(cards, dealt)
		must(t, err)
		must(t, complete(&c, slot, 0, 75))
		q.Cards = c
		must(t, q.Check())
		return q
	}
	cards := [4]tile.Card{tile.Fortress, tile.Villa, tile.Agora, tile.QuarryMine}
	g := mustFromPosition(t, p)
	for name, q := range map[string]akropolis.Position{
		// 84 left in the box, 87 on Fortress instead.
		"a card's tiles": other(cards, [4][4]tile.ID{{62, 75, 80, 87}, {63, 64, 65, 66}, {72, 73, 74, 76}, {82, 83, 85, 86}}, 1),
		// 75 dealt onto Villa, which seat 0 completed instead of Fortress.
		"which card was completed": other(cards, [4][4]tile.ID{{62, 63, 80, 84}, {75, 64, 65, 66}, {72, 73, 74, 76}, {82, 83, 85, 86}}, 2),
	} {
		h := mustFromPosition(t, q)
		if h.Key() == g.Key() || h.Equal(g) {
			t.Errorf("%s differ: keys %x %x, Equal %v", name, g.Key(), h.Key(), h.Equal(g))
		}
		if g.View().Equal(h.View()) {
			t.Errorf("%s differ, but the views are Equal", name)
		}
	}
}

func mustFromPosition(t *testing.T, p akropolis.Position) *akropolis.Game {
	t.Helper()
	g, err := akropolis.NewFromPosition(p)
	must(t, err)
	return g
}

// The one-hex tiles left in the box are unseen, and no sample deals them:
// a sample's stacks hold the face-down city tiles only.
func TestAthenaUnseenAndSample(t *testing.T) {
	p := athenaHandPosition(t)
	box := []tile.ID{67, 68, 69, 70, 71, 77, 78, 79, 81, 87, 88, 89, 90, 91}
	unseen := p.Unseen()
	if n := len(unseen) - len(box); n != 33 || !slices.Equal(unseen[n:], box) {
		t.Errorf("Unseen = %v, want the 33 face-down tiles then %v", unseen, box)
	}
	g := mustFromPosition(t, p)
	v := g.View()
	s, err := akropolis.Sample(v, 3, 4)
	must(t, err)
	sp := s.Position()
	for _, st := range sp.Stacks {
		for _, id := range st {
			if id.IsOneHex() {
				t.Errorf("a sample deals one-hex tile %v into its stacks %v", id, sp.Stacks)
			}
		}
	}
	if !slices.Equal(sp.Unseen(), unseen) || sp.Cards != p.Cards {
		t.Errorf("sample: unseen %v, cards %v; want %v, %v", sp.Unseen(), sp.Cards, unseen, p.Cards)
	}
}

// Every moment of Athena games of several kinds, in and out of the
// construction phase, reads back from both forms as it is, passes Check,
// and continues as a new game exactly.
func TestAthenaPositionRoundTrips(t *testing.T) {
	phases, completions := 0, 0
	for _, o := range []akropolis.Options{
		{Players: 2, Athena: true, Seed: [2]uint64{1, 2}},
		{Players: 1, Athena: true, Difficulty: score.Metagenes, Seed: [2]uint64{3, 2}},
		{Players: 3, Athena: true, AllTiles: true, CardReadings: athena.Options{StairsOneLevel: true}, Seed: [2]uint64{1, 2}},
		{Players: 4, Athena: true, Seed: [2]uint64{2, 2}},
	} {
		g, err := akropolis.New(o)
		must(t, err)
		for n := 0; ; n++ {
			p := g.Position()
			if p.Constructing {
				phases++
			}
			checkAthenaPosition(t, g, p)
			if g.Over() {
				break
			}
			ms := g.AppendLegalMoves(nil)
			m := ms[(7919*n+13)%len(ms)]
			completions += min(m.Card(), 1)
			must(t, g.Play(m))
		}
	}
	if phases < 4 || completions < 2 {
		t.Errorf("%d positions in a construction phase, %d completions: the games show too few", phases, completions)
	}
}

// checkAthenaPosition checks position p of game g: Check, both forms,
// the view's, and NewFromPosition.
func checkAthenaPosition(t *testing.T, g *akropolis.Game, p akropolis.Position) {
	t.Helper()
	name := p.String()
	if err := p.Check(); err != nil {
		t.Fatalf("%s: Check: %v", name, err)
	}
	text, err := p.MarshalText()
	must(t, err)
	back, err := akropolis.ReadPosition(bytes.NewReader(text))
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	js, err := json.Marshal(p)
	must(t, err)
	var jback akropolis.Position
	must(t, json.Unmarshal(js, &jback))
	for form, b := range map[string]akropolis.Position{"text": back, "JSON": jback} {
		if d := cmp.Diff(p, b, emptyIsNil); d != "" {
			t.Fatalf("%s: %s round trip (-want +got):\n%s", name, form, d)
		}
	}
	h, err := akropolis.NewFromPosition(p)
	if err != nil {
		t.Fatalf("%s: NewFromPosition: %v", name, err)
	}
	if h.Key() != g.Key() || h.Over() != g.Over() || !slices.Equal(h.AppendLegalMoves(nil), g.AppendLegalMoves(nil)) {
		t.Fatalf("%s: the game from the position differs", name)
	}
	checkViewForms(t, name, g.View())
}

// TestGoldenAthenaPositions checks the forms of an Athena game's positions
// against their golden files in testdata/forms: at the start, in the
// middle of the game after a completion, and in a construction phase
// (rewrite them with go test -run GoldenAthena -update).
func TestGoldenAthenaPositions(t *testing.T) {
	o := akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 2}}
	start, err := akropolis.New(o)
	must(t, err)
	phase := athenaGameUntil(t, o, func(g *akropolis.Game) bool { return g.Position().Constructing })
	mid := athenaGameUntil(t, o, func(g *akropolis.Game) bool {
		return akropolis.CardsOf(g).CompletedBy(0)+akropolis.CardsOf(g).CompletedBy(1) > 0
	})
	for name, g := range map[string]*akropolis.Game{"start": start, "mid": mid, "phase": phase} {
		p := g.Position()
		text, err := p.MarshalText()
		must(t, err)
		js, err := json.MarshalIndent(p, "", "  ")
		must(t, err)
		base := "athena-position-" + name
		golden(t, base+".txt", append(text, '\n'))
		golden(t, base+".json", append(js, '\n'))
		for _, file := range []string{base + ".txt", base + ".json"} {
			b, err := os.ReadFile(filepath.Join("testdata", "forms", file))
			must(t, err)
			v, err := akropolis.ReadAny(bytes.NewReader(b))
			if back, ok := v.(akropolis.Position); err != nil || !ok || !cmp.Equal(back, p, emptyIsNil) {
				t.Errorf("%s reads back as %v, %v", file, v, err)
			}
		}
	}
}

// What the forms cannot hold they refuse to write, both forms alike:
// cards or a construction phase without the expansion (the text marks an
// Athena position by its fields after the 13th), and a one-hex tile on the
// site (a line or a stack holds tiles 1..61 only).
func TestAthenaPositionMarshalRefuses(t *testing.T) {
	noAthena := athenaHandPosition(t)
	noAthena.Options.Athena = false
	phaseOnly := handPosition(t)
	phaseOnly.Constructing = true
	onSite := athenaHandPosition(t)
	onSite.Line = []tile.ID{4, 87}
	for name, p := range map[string]akropolis.Position{"cards without Athena": noAthena,
		"a phase without Athena": phaseOnly, "a one-hex tile in the line": onSite} {
		if b, err := p.MarshalText(); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%s: MarshalText = %q, %v; want ErrSyntax", name, b, err)
		}
		if b, err := json.Marshal(p); err == nil {
			t.Errorf("%s: MarshalJSON = %s; want an error", name, b)
		}
	}
}

// An Athena position's JSON is held to the module's convention: null,
// a name given twice or in another case, and a value of the wrong kind are
// refused, and the position is left as it was.
func TestAthenaPositionJSONStrict(t *testing.T) {
	b, err := json.Marshal(athenaHandPosition(t))
	must(t, err)
	good := string(b)
	cards := good[strings.Index(good, `"cards":`):strings.LastIndex(good, "}")]
	for name, bad := range map[string]string{
		"null cards":         strings.Replace(good, cards, `"cards":null`, 1),
		"null constructing":  strings.Replace(good, `"turn":`, `"constructing":null,"turn":`, 1),
		"cards twice":        strings.Replace(good, cards, cards+","+cards, 1),
		"Cards":              strings.Replace(good, `"cards":`, `"Cards":`, 1),
		"constructing 1":     strings.Replace(good, `"turn":`, `"constructing":1,"turn":`, 1),
		"an unknown card":    strings.Replace(good, `"Fortress"`, `"Castle"`, 1),
		"a card field named": strings.Replace(good, `"completedBy":[0]`, `"completedBy":[0],"by":[0]`, 1),
	} {
		if bad == good {
			t.Fatalf("%s: the document did not change", name)
		}
		p := akropolis.Position{Turn: 5}
		if err := p.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || p.Turn != 5 {
			t.Errorf("%s: UnmarshalJSON = %v, turn %d; want ErrSyntax and no change", name, err, p.Turn)
		}
	}
}

// In a solo game the Architect completes a card only with the player, just
// before it: a position where the Architect alone completed one (its tile
// on the pile, every count else in order) is refused for that reason alone.
func TestAthenaPositionArchitectAlone(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 1, Athena: true, Difficulty: score.Callicrates, Seed: [2]uint64{3, 4}})
	must(t, err)
	for range 4 {
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	}
	p := g.Position()
	must(t, p.Check())
	if p.Cards.CompletedBy(0) != 0 || p.Cards.CompletedBy(1) != 0 {
		t.Fatalf("cards completed already: %v", p.Cards)
	}
	q := p
	id := p.Cards.Dealt(2)[0]
	must(t, complete(&q.Cards, 2, 1, id))
	q.Pile = append(slices.Clone(p.Pile), id)
	err = q.Check()
	var pe *akropolis.PositionError
	if !errors.Is(err, site.ErrCardTiles) || !errors.As(err, &pe) || len(pe.Errs) != 1 ||
		!strings.Contains(err.Error(), "the Architect completes each card the player completes, and no other") {
		t.Errorf("the Architect completed card 2 alone: Check = %v, want that one ErrCardTiles", err)
	}
}
