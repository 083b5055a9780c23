package score_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

func TestRank(t *testing.T) {
	cases := []struct {
		name           string
		totals, stones []int
		want           []int
	}{
		{"no players", nil, nil, []int{}},
		{"one player", []int{7}, []int{0}, []int{1}},
		{"highest total first", []int{10, 30, 20}, []int{5, 0, 9}, []int{3, 1, 2}},
		{"tie broken by stones", []int{30, 30}, []int{1, 2}, []int{2, 1}},
		{"shared first rank skips the second", []int{30, 30, 20}, []int{2, 2, 9}, []int{1, 1, 3}},
		{"shared second rank", []int{50, 30, 30, 10}, []int{0, 4, 4, 9}, []int{1, 2, 2, 4}},
		{"all tied", []int{5, 5, 5, 5}, []int{1, 1, 1, 1}, []int{1, 1, 1, 1}},
		{"nil stones: no tie-break", []int{5, 9, 5}, nil, []int{2, 1, 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := score.Rank(tc.totals, tc.stones); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("Rank(%v, %v) = %v, want %v", tc.totals, tc.stones, got, tc.want)
			}
		})
	}
	// Missing stones count as none; extra stones are ignored: never a panic.
	if got := score.Rank([]int{5, 5, 5}, []int{1}); !reflect.DeepEqual(got, []int{1, 2, 2}) {
		t.Errorf("Rank with too few stones = %v, want [1 2 2]", got)
	}
	if got := score.Rank([]int{5}, []int{1, 9}); !reflect.DeepEqual(got, []int{1}) {
		t.Errorf("Rank with too many stones = %v, want [1]", got)
	}
}

func mustBuild(t *testing.T, ps ...string) *city.City {
	t.Helper()
	c := city.New()
	for _, s := range ps {
		var p city.Placement
		err := p.UnmarshalText([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Place(p); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

func TestCardJSONRoundTrip(t *testing.T) {
	c := mustBuild(t, "30@(0,-2)r1", "26@(1,-1)r1", "50@(3,-2)r2", "57@(4,-1)r1", "23@(0,-1)r1",
		"33@(2,-2)r2", "51@(4,-2)r3", "44@(1,-2)r2", "41@(2,-1)r1", "01@(2,-2)r3")
	card := score.Compute(c, 3, variants.Options{Variants: variants.All})
	data, err := json.Marshal(card)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"options":{"variants":"houses+markets+barracks+temples+gardens"}`,
		`"district":"Temple"`, `"kind":"House"`, `"cell":{"q":1,"r":-1}`, `"doubled":true`, `"total":53`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("JSON lacks %s:\n%s", want, data)
		}
	}
	var back score.Pad
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, card) {
		t.Errorf("JSON round trip changed the card:\n%+v\n%+v", back, card)
	}
}

func TestTiedHouseGroups(t *testing.T) {
	// Two groups of 2 houses on level 1: (1,-2) (2,-2) of tile 41 and
	// (1,1) (1,2) of tile 19; they tie in size and value, one scores.
	c := mustBuild(t, "41@(1,-1)r0", "19@(0,2)r1")
	card := score.Compute(c, 0, variants.Options{})
	scoring := 0
	for _, n := range card.Hexes {
		if n.Kind == tile.House && n.Value > 0 {
			scoring++
		}
	}
	if card.Values[0] != 2 || scoring != 2 || card.Points[0] != 2 {
		t.Fatalf("house line: value %d, %d scoring houses, points %d; want one group of value 2", card.Values[0], scoring, card.Points[0])
	}
	tied := 0
	for _, n := range card.Hexes {
		if n.Kind == tile.House && n.Value == 0 {
			tied++
			if !strings.Contains(n.Reason, "tied") {
				t.Errorf("reason %q does not say the groups tie", n.Reason)
			}
		}
	}
	if tied != 2 {
		t.Errorf("%d houses left out, want 2", tied)
	}
}

func TestNegativeStonesCountAsZero(t *testing.T) {
	c := city.New()
	if card := score.Compute(c, -4, variants.Options{}); card.Stones != 0 || card.Total != 0 {
		t.Errorf("card with -4 stones: %d stones, total %d", card.Stones, card.Total)
	}
	if s := score.Totals(c, 5, variants.Options{}); s.Total != 5 || s.Stones != 5 {
		t.Errorf("start city with 5 stones: %+v", s)
	}
}
