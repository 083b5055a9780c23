package api

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// statsJSON is one seat's figures for the end's table, worked out here so
// that the page counts nothing: the largest group of visible House cells
// and the highest level of its city (none for the Architect, which has no
// city), the construction cards it completed, and what the statue adds to
// its stones (0 without it).
type statsJSON struct {
	Seat          int  `json:"seat"`
	City          bool `json:"city"`
	HouseGroup    int  `json:"houseGroup"`
	HighestLevel  int  `json:"highestLevel"`
	Cards         int  `json:"cards"`
	Statue        bool `json:"statue"`
	StatueBonus   int  `json:"statueBonus"`
	Stones        int  `json:"stones"`
	ArchitectPile int  `json:"architectPile"` // tiles in the Architect's pile (solo, its seat only)
}

func (s *Session) stats(string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	var out []statsJSON
	cards := g.Position().Cards
	for k := range g.Options().Seats() {
		st := statsJSON{Seat: k, Stones: g.Stones(k)}
		if cards.InPlay() {
			st.Cards = cards.CompletedBy(k)
		}
		if k < g.Options().Players {
			c := g.City(k)
			st.City, st.HouseGroup, st.HighestLevel = true, houseGroup(c), highest(c)
			if card := g.Score(k); card.Statue {
				st.Statue = true
				st.StatueBonus = athena.StonePoints(card.Stones, athena.StatueCards) - athena.StonePoints(card.Stones, 0)
			}
		} else {
			st.ArchitectPile = len(g.View().Pile)
		}
		out = append(out, st)
	}
	return out, nil
}

// houseGroup is the size of the largest group of adjacent cells whose
// visible hex is a House.
func houseGroup(c *city.City) int {
	seen := map[hex.Hex]bool{}
	best := 0
	for h := range c.Cells() {
		if seen[h] || c.Face(h).A != tile.House {
			continue
		}
		seen[h] = true
		n, todo := 0, []hex.Hex{h}
		for len(todo) > 0 {
			x := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			n++
			for _, m := range x.Neighbors() {
				if !seen[m] && c.Height(m) > 0 && c.Face(m).A == tile.House {
					seen[m] = true
					todo = append(todo, m)
				}
			}
		}
		best = max(best, n)
	}
	return best
}

// highest is the highest level of a city.
func highest(c *city.City) int {
	h := 0
	for x := range c.Cells() {
		h = max(h, c.Height(x))
	}
	return h
}
