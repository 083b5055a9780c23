package akropolis

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
)

// census counts what a city shows, by district type (tile.District, 1 to
// 5), for the cheap tests that rule construction cards out before their
// conditions are asked (athena.Met scans the city once per card, and a
// game asks after every take of a player with cards left): a card whose
// pattern needs more than the city shows cannot be met.
type census struct {
	cells      int
	highCells  int      // cells at level 2 or higher
	parts      [6]uint8 // visible district parts, whole hexes and halves
	high       [6]uint8 // the same at level 2 or higher
	surrounded [6]uint8 // the same whose cell has its six neighbours occupied (three for a half)
	plazas     [6]uint8 // visible plazas
	plazaTop   [6]uint8 // the highest level of a visible plaza
}

// censusOf counts city c in one pass over its cells.
func censusOf(c *city.Base) census {
	s := census{cells: c.NumCells()}
	for k := range s.cells {
		h := c.IndexAt(k).Hex()
		f, level, around := c.Face(h), min(c.Height(h), 255), c.OccupiedNeighbors(h)
		if level >= 2 {
			s.highCells++
		}
		if f.B == tile.None {
			s.add(f.A, level, around == 6)
			continue
		}
		// A half owns three edges: its neighbours across them are three of
		// the six.
		s.add(f.A, level, around >= 3)
		s.add(f.B, level, around >= 3)
	}
	return s
}

func (s *census) add(k tile.Kind, level int, surrounded bool) {
	d := k.District()
	switch {
	case k.IsDistrict():
		s.parts[d]++
		if level >= 2 {
			s.high[d]++
		}
		if surrounded {
			s.surrounded[d]++
		}
	case k.IsPlaza():
		s.plazas[d]++
		s.plazaTop[d] = max(s.plazaTop[d], uint8(level))
	}
}

// possible reports whether the city may meet card: false only when the
// card's pattern needs more parts, plazas or levels than the city shows
// (the conditions are package score/athena's; each test below is a count
// the pattern implies).
func (s *census) possible(card tile.Card) bool {
	const h, m, b, t, g = tile.HouseDistrict, tile.MarketDistrict, tile.BarracksDistrict, tile.TempleDistrict, tile.GardenDistrict
	switch card {
	case tile.Housing: // six neighbours with a House part each
		return s.parts[h] >= 6
	case tile.Villa:
		return s.high[h] >= 4
	case tile.DistrictCenter: // six neighbours, each higher than a plaza at 1 or more
		return s.plazas[h] >= 1 && s.highCells >= 6
	case tile.CityMarket:
		return s.parts[m] >= 3
	case tile.Storehouses: // two Markets, each with its edge-neighbours occupied
		return s.surrounded[m] >= 2
	case tile.LuxuryGoods:
		return s.plazaTop[m] >= 3
	case tile.Rampart:
		return s.parts[b] >= 3
	case tile.GuardTower:
		return s.high[b] >= 2
	case tile.Fortress:
		return s.plazas[b] >= 1 && s.parts[b] >= 2
	case tile.Sanctuary:
		return s.parts[t] >= 3
	case tile.Pantheon: // a Temple part and three plazas around it
		return s.parts[t] >= 1 && s.plazas[h]+s.plazas[m]+s.plazas[b]+s.plazas[t]+s.plazas[g] >= 3
	case tile.PilgrimsStairs: // two occupied steps, each strictly lower: the plaza at 3 or more
		return s.plazaTop[t] >= 3
	case tile.Oasis: // a Garden with its edge-neighbours occupied
		return s.surrounded[g] >= 1
	case tile.HangingGardens: // two Garden parts at different levels
		return s.parts[g] >= 2 && s.high[g] >= 1
	case tile.Parkland:
		return s.plazas[g] >= 1 && s.parts[g] >= 1
	case tile.MainStreet:
		return s.parts[h] > 0 && s.parts[m] > 0 && s.parts[b] > 0 && s.parts[t] > 0 && s.parts[g] > 0
	case tile.Agora:
		return s.plazas[h] > 0 && s.plazas[m] > 0 && s.plazas[b] > 0 && s.plazas[t] > 0 && s.plazas[g] > 0
	}
	return true // Quarry Mine counts stones: its condition is as cheap
}
