package tile_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The 18 cards of the expansion in order, with their families, typed from
// its card list.
var cardList = []struct {
	name   string
	family tile.Kind
}{
	{"Housing", tile.House}, {"Villa", tile.House}, {"DistrictCenter", tile.House},
	{"CityMarket", tile.Market}, {"Storehouses", tile.Market}, {"LuxuryGoods", tile.Market},
	{"Rampart", tile.Barracks}, {"GuardTower", tile.Barracks}, {"Fortress", tile.Barracks},
	{"Sanctuary", tile.Temple}, {"Pantheon", tile.Temple}, {"PilgrimsStairs", tile.Temple},
	{"Oasis", tile.Garden}, {"HangingGardens", tile.Garden}, {"Parkland", tile.Garden},
	{"MainStreet", tile.None}, {"QuarryMine", tile.None}, {"Agora", tile.None},
}

func TestCardsMatchList(t *testing.T) {
	cards := tile.Cards()
	if len(cards) != len(cardList) {
		t.Fatalf("%d cards, the list has %d", len(cards), len(cardList))
	}
	for i, want := range cardList {
		c := cards[i]
		if !tile.CardValid(c) || c.String() != want.name || c.Family() != want.family {
			t.Errorf("card %d = %v (valid %v), family %v; want %s, family %v", i, c, tile.CardValid(c), c.Family(), want.name, want.family)
		}
		if p, err := tile.ParseCard(want.name); err != nil || p != c {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", want.name, p, err, c)
		}
	}
	if tile.Housing.String() != "Housing" || tile.Agora.Family() != tile.None || tile.Fortress.Family() != tile.Barracks {
		t.Error("the named constants do not match the list")
	}
}

func TestCardText(t *testing.T) {
	b, err := json.Marshal(map[string]tile.Card{"card": tile.PilgrimsStairs})
	if err != nil || string(b) != `{"card":"PilgrimsStairs"}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	for _, c := range []tile.Card{tile.NoCard, tile.Agora + 1, 255} {
		if _, err := c.MarshalText(); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%v.MarshalText: %v, want ErrSyntax", c, err)
		}
		if tile.CardValid(c) || c.Family() != tile.None {
			t.Errorf("%v is valid or has a family", c)
		}
	}
	if s := tile.Card(200).String(); s != "Card(200)" {
		t.Errorf("Card(200).String() = %q", s)
	}
	for _, s := range []string{"", "NoCard", "housing", "Pilgrims' Stairs", "Card(3)", " Villa", strings.Repeat("Agora", 1<<20)} {
		c := tile.Oasis
		if err := c.UnmarshalText([]byte(s)); !errors.Is(err, rule.ErrSyntax) || c != tile.Oasis {
			t.Errorf("UnmarshalText(%.20q) = %v, card %v; want ErrSyntax and no change", s, err, c)
		}
		if _, err := tile.ParseCard(s); !errors.Is(err, rule.ErrSyntax) || len(err.Error()) > 200 {
			t.Errorf("ParseCard(%.20q) error %.80v", s, err)
		}
	}
}

// cardForm: ParseCard never panics, reads exactly the names String
// prints, and UnmarshalText agrees, leaving the card unchanged on error.
func cardForm(f *testing.F) formtest.Form {
	seeds := []string{"Housing", "PilgrimsStairs", "Agora", "NoCard", "agora", "", "Card(19)"}
	return formtest.Form{Key: 'c', Name: "card", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		c, err := tile.ParseCard(s)
		u := tile.Villa
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != c) || (err != nil && u != tile.Villa) {
			t.Fatalf("ParseCard(%q) = %v, %v; UnmarshalText gives %v, %v", s, c, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParseCard(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if b, merr := c.MarshalText(); !tile.CardValid(c) || merr != nil || string(b) != s {
			t.Fatalf("ParseCard(%q) = %v, which marshals to %q, %v", s, c, b, merr)
		}
	}}
}
