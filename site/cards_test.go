package site_test

import (
	"encoding/json"
	"errors"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// handLayout: Villa, Quarry Mine, Fortress and Agora with 16 one-hex tiles.
func handLayout(t *testing.T) site.Cards {
	t.Helper()
	c, err := site.NewCards([4]tile.Card{tile.Villa, tile.QuarryMine, tile.Fortress, tile.Agora},
		[4][4]tile.ID{{72, 86, 64, 83}, {64 + 1, 66, 73, 75}, {62, 63, 67, 68}, {90, 91, 80, 81}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDealCards(t *testing.T) {
	for seed := range uint64(50) {
		c := site.DealCards(seed, seed*7)
		if c != site.DealCards(seed, seed*7) {
			t.Fatalf("seed %d: two deals differ", seed)
		}
		var ids []tile.ID
		var cards []tile.Card
		for slot := 1; slot <= site.CardSlots; slot++ {
			cards = append(cards, c.Card(slot))
			ids = c.AppendTiles(ids, slot)
		}
		unseen := c.AppendUnseen(nil)
		all := slices.Sorted(slices.Values(append(slices.Clone(ids), unseen...)))
		slices.Sort(cards)
		if len(ids) != 16 || len(unseen) != 14 || len(slices.Compact(all)) != 30 || all[0] != 62 || all[29] != 91 ||
			len(slices.Compact(cards)) != 4 || cards[0] == tile.NoCard || !c.InPlay() {
			t.Fatalf("seed %d: cards %v, unseen %v: want 4 distinct cards, 16 tiles dealt, 14 unseen, the 30 once", seed, c, unseen)
		}
	}
	if site.DealCards(1, 2) == site.DealCards(2, 1) {
		t.Errorf("two seeds deal the same cards")
	}
}

// DealCards deals as math/rand/v2's own Shuffle would from the cards'
// stream (the seed mixed with the constant "Athna_s1"): the 18 cards
// shuffled, then the 30 one-hex tiles in ID order; slots 1 to 4 take the
// first four cards, card k the tiles 4(k-1) to 4k-1.
func TestDealCardsMatchesRandShuffle(t *testing.T) {
	const stream = 0x4174686e615f7331
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed^stream, seed*7+stream))
		cards := tile.Cards()
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		var ids []tile.ID
		for id := tile.ID(62); id <= 91; id++ {
			ids = append(ids, id)
		}
		rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		c := site.DealCards(seed, seed*7)
		for slot := 1; slot <= site.CardSlots; slot++ {
			want := [4]tile.ID(ids[4*(slot-1):])
			if c.Card(slot) != cards[slot-1] || c.Dealt(slot) != want {
				t.Fatalf("seed %d, slot %d: %v with %v, want %v with %v", seed, slot, c.Card(slot), c.Dealt(slot), cards[slot-1], want)
			}
		}
	}
}

// The deal of seed (1, 2) is pinned: a change to the shuffle changes every
// recorded game with the expansion.
func TestDealCardsGolden(t *testing.T) {
	golden(t, "deal.txt", []byte(site.DealCards(1, 2).String()+"\n"))
}

func TestNewCardsRefuses(t *testing.T) {
	ok := [4][4]tile.ID{{62, 63, 64, 65}, {66, 67, 68, 69}, {70, 71, 72, 73}, {74, 75, 76, 77}}
	cards := [4]tile.Card{tile.Villa, tile.QuarryMine, tile.Fortress, tile.Agora}
	for name, tc := range map[string]struct {
		cards [4]tile.Card
		dealt func(d *[4][4]tile.ID)
	}{
		"no card":         {[4]tile.Card{tile.Villa, tile.NoCard, tile.Fortress, tile.Agora}, nil},
		"card 19":         {[4]tile.Card{tile.Villa, 19, tile.Fortress, tile.Agora}, nil},
		"card twice":      {[4]tile.Card{tile.Villa, tile.Villa, tile.Fortress, tile.Agora}, nil},
		"tile twice":      {cards, func(d *[4][4]tile.ID) { d[3][3] = 62 }},
		"city tile":       {cards, func(d *[4][4]tile.ID) { d[1][0] = 61 }},
		"no tile":         {cards, func(d *[4][4]tile.ID) { d[2][2] = 0 }},
		"past the thirty": {cards, func(d *[4][4]tile.ID) { d[0][1] = 92 }},
	} {
		d := ok
		if tc.dealt != nil {
			tc.dealt(&d)
		}
		if c, err := site.NewCards(tc.cards, d); !errors.Is(err, site.ErrBadCard) || c != (site.Cards{}) {
			t.Errorf("%s: %v, %v; want site.ErrBadCard", name, c, err)
		}
	}
}

func TestComplete(t *testing.T) {
	c := handLayout(t)
	before := c
	for _, tc := range []struct {
		slot, seat int
		id         tile.ID
		want       error
	}{
		{0, 0, 72, site.ErrBadCard},
		{5, 0, 72, site.ErrBadCard},
		{1, -1, 72, site.ErrBadCard},
		{1, 4, 72, site.ErrBadCard},
		{1, 0, 66, site.ErrNotOnCard}, // on slot 2
		{1, 0, 1, site.ErrNotOnCard},
	} {
		if err := c.Complete(tc.slot, tc.seat, tc.id); !errors.Is(err, tc.want) || c != before {
			t.Errorf("Complete(%d, %d, %v) = %v, want %v and no change", tc.slot, tc.seat, tc.id, err, tc.want)
		}
	}
	if err := c.Complete(1, 2, 86); err != nil {
		t.Fatal(err)
	}
	if !c.Completed(1, 2) || c.Completed(1, 0) || c.CompletedBy(2) != 1 || c.Holds(1, 86) ||
		!slices.Equal(c.AppendTiles(nil, 1), []tile.ID{72, 64, 83}) || c.Dealt(1) != [4]tile.ID{72, 86, 64, 83} {
		t.Fatalf("after seat 2 took 86 from slot 1: %v", c)
	}
	done := c
	if err := c.Complete(1, 2, 72); !errors.Is(err, site.ErrCardDone) || c != done {
		t.Errorf("a second completion by seat 2: %v, want site.ErrCardDone", err)
	}
	for slot := 1; slot <= 4; slot++ {
		if err := c.Complete(slot, 0, c.AppendTiles(nil, slot)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if c.CompletedBy(0) != 4 || c.CompletedBy(3) != 0 {
		t.Errorf("CompletedBy: %d and %d, want 4 and 0", c.CompletedBy(0), c.CompletedBy(3))
	}
	all := [4]tile.Card{c.Card(1), c.Card(2), c.Card(3), c.Card(4)}
	for _, tc := range []struct {
		seat int
		want [4]tile.Card
	}{
		{0, [4]tile.Card{}},                          // completed all four
		{2, [4]tile.Card{0, all[1], all[2], all[3]}}, // completed slot 1
		{3, all},
		{-1, [4]tile.Card{}},
		{4, [4]tile.Card{}},
	} {
		if got := c.Left(tc.seat); got != tc.want {
			t.Errorf("Left(%d) = %v, want %v", tc.seat, got, tc.want)
		}
	}
	var zero site.Cards
	if got := zero.Left(0); got != [4]tile.Card{} {
		t.Errorf("the zero Cards: Left(0) = %v, want no card", got)
	}
}

// The Architect's tile, by hand: a plaza first (the lower of two), else a
// double, else a single district, the lowest number among equals.
func TestCardsArchitectChoice(t *testing.T) {
	c := handLayout(t)
	for _, tc := range []struct {
		slot int
		take []tile.ID // taken off the card first, by seat 0 to 3
		want tile.ID
	}{
		{1, nil, 83},           // 72 single, 86 and 83 plazas, 64 double
		{1, []tile.ID{83}, 86}, // the other plaza
		{1, []tile.ID{83, 86}, 64},
		{2, nil, 65}, // doubles 65, 66 before singles 73, 75
		{2, []tile.ID{65, 66}, 73},
		{3, nil, 62},           // four doubles: the lowest
		{4, []tile.ID{80}, 90}, // plazas 90, 91 before the single 81
		{4, []tile.ID{80, 81, 90, 91}, 0},
		{0, nil, 0},
	} {
		d := c
		for seat, id := range tc.take {
			if err := d.Complete(tc.slot, seat, id); err != nil {
				t.Fatal(err)
			}
		}
		if got := d.ArchitectChoice(tc.slot); got != tc.want {
			t.Errorf("slot %d after taking %v: %v, want %v", tc.slot, tc.take, got, tc.want)
		}
	}
}

// The text and JSON forms of cards with completions, and of none.
func TestCardsForms(t *testing.T) {
	c := handLayout(t)
	for _, step := range []struct {
		slot, seat int
		id         tile.ID
	}{{1, 0, 83}, {1, 1, 86}, {3, 2, 67}} {
		if err := c.Complete(step.slot, step.seat, step.id); err != nil {
			t.Fatal(err)
		}
	}
	text, err := c.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	js, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "cards.txt", append(text, '\n'))
	golden(t, "cards.json", append(js, '\n'))
	var fromText, fromJSON site.Cards
	if err := fromText.UnmarshalText(text); err != nil || fromText != c {
		t.Errorf("text reads back as %v, %v", fromText, err)
	}
	if err := json.Unmarshal(js, &fromJSON); err != nil || fromJSON != c {
		t.Errorf("JSON reads back as %v, %v", fromJSON, err)
	}
	var none site.Cards
	if b, _ := none.MarshalText(); len(b) != 0 {
		t.Errorf("no cards: text %q, want empty", b)
	}
	if b, _ := json.Marshal(none); string(b) != "[]" {
		t.Errorf("no cards: JSON %s, want []", b)
	}
}

// Forms that read but lay out impossible cards are refused with
// site.ErrBadCard, unreadable ones with rule.ErrSyntax; c is unchanged.
func TestCardsFormsRefuse(t *testing.T) {
	rest := "QuarryMine 65,66,73,75 - - / Fortress 62,63,67,68 - - / Agora 90,91,80,81 - -"
	good := "Villa 72,86,64,83 - - / " + rest
	for _, tc := range []struct {
		text string
		want error
	}{
		{"Villa 72,86,64,83 - -", site.ErrBadCard},                 // one card
		{"Villa 72,86,64,83 0 - / " + rest, site.ErrBadCard},       // a completion without its tile
		{"Villa 72,86,64,83 0,0 72,86 / " + rest, site.ErrBadCard}, // a seat twice
		{"Villa 72,86,64,83 9 72 / " + rest, site.ErrBadCard},      // seat 9
		{"Villa 72,86,64 - - / " + rest, site.ErrBadCard},          // three tiles dealt
		{"Villa 72,86,64,83,84 - - / " + rest, rule.ErrSyntax},     // five
		{"Villa 72,86,64,83 - 61 / " + rest, site.ErrBadCard},      // a tile not on it
		{"Vila 72,86,64,83 - - / " + rest, rule.ErrSyntax},         // no such card
		{"Villa 72,86,64,83 - / " + rest, rule.ErrSyntax},          // a field short
		{"Villa 72,86,64,x - - / " + rest, rule.ErrSyntax},         // not a number
		{"Villa 72,86,64,1000 - - / " + rest, rule.ErrSyntax},      // out of range
		{good + " / Housing 84,85,87,88 - -", site.ErrBadCard},     // five cards
	} {
		c := handLayout(t)
		before := c
		if err := c.UnmarshalText([]byte(tc.text)); !errors.Is(err, tc.want) || c != before {
			t.Errorf("%q: %v, want %v and no change", tc.text, err, tc.want)
		}
	}
	for _, doc := range []string{`null`, `[{}]`, `[{"card":"Villa","dealt":[72,86,64,83],"taken":[],"completedBy":[],"extra":1}]`,
		`[{"card":"Villa","card":"Agora"}]`, `{"card":"Villa"}`} {
		var c site.Cards
		if err := c.UnmarshalJSON([]byte(doc)); err == nil {
			t.Errorf("%s: read", doc)
		}
	}
}

// A seat out of range is refused with the rule stated once, in both forms.
func TestCardsFormsSeatOutOfRange(t *testing.T) {
	rest := "QuarryMine 65,66,73,75 - - / Fortress 62,63,67,68 - - / Agora 90,91,80,81 - -"
	var fromText site.Cards
	textErr := fromText.UnmarshalText([]byte("Villa 72,86,64,83 7 72 / " + rest))
	c := handLayout(t)
	js, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Replace(string(js), `"taken":[],"completedBy":[]`, `"taken":[72],"completedBy":[7]`, 1)
	var fromJSON site.Cards
	jsonErr := fromJSON.UnmarshalJSON([]byte(doc))
	const want = "no construction card in that slot, or cards that cannot be dealt: seat 7"
	for form, err := range map[string]error{"text": textErr, "JSON": jsonErr} {
		if !errors.Is(err, site.ErrBadCard) || err.Error() != want {
			t.Errorf("%s form: %v, want %q", form, err, want)
		}
	}
}

// A cards JSON document is refused before it is read past its bounds: over
// 16 KiB unread, a list of more than four cards at the fifth; either
// allocates a few KiB whatever the document's length.
func TestCardsJSONBounds(t *testing.T) {
	card := `{"card":"Fortress","dealt":[62,75,80,84],"taken":[],"completedBy":[]}`
	many := "[" + strings.Repeat(card+",", 1<<20/len(card)) + card + "]"
	four := "[" + strings.Repeat(card+",", 3) + card + "]"
	for _, doc := range []string{many, four[:len(four)-1] + "," + card + "]", four + strings.Repeat(" ", 16<<10)} {
		var c site.Cards
		b := []byte(doc)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := c.UnmarshalJSON(b)
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 16<<10 {
			t.Errorf("%d bytes: %d bytes allocated", len(doc), n)
		}
		if !errors.Is(err, strictjson.ErrTooLarge) || !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%d bytes: %v, want too large", len(doc), err)
		}
	}
}

// FuzzCardsForms drives the text ('t') and JSON ('j') forms of Cards.
func FuzzCardsForms(f *testing.F) {
	c := site.DealCards(3, 4)
	_ = c.Complete(2, 1, c.Dealt(2)[1])
	js, _ := json.Marshal(c)
	same := func(x, y site.Cards) bool { return x == y }
	formtest.Fuzz(f,
		formtest.Form{Key: 't', Name: "cards text", Seeds: []string{c.String(), "", "Villa - - -", " / / / "},
			Check: func(t *testing.T, b []byte) {
				formtest.RoundTrip(t, b, c, formtest.Codec[site.Cards]{
					Decode:  (*site.Cards).UnmarshalText,
					Encode:  site.Cards.MarshalText,
					Same:    same,
					Refusal: refusal,
				})
			}},
		formtest.Form{Key: 'j', Name: "cards JSON", Seeds: []string{string(js), "[]", `[{"card":"Villa"}]`},
			Check: func(t *testing.T, b []byte) {
				formtest.JSON(t, b, c, formtest.Codec[site.Cards]{
					Decode:  (*site.Cards).UnmarshalJSON,
					Encode:  site.Cards.MarshalJSON,
					Same:    same,
					Refusal: refusal,
				})
			}},
	)
}

func refusal(err error) bool {
	return errors.Is(err, rule.ErrSyntax) || errors.Is(err, site.ErrBadCard)
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Errorf("%s differs from its golden file (-want +got):\n%s", name, d)
	}
}
