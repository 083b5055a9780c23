package api

import (
	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
)

// viewJSON is what view() answers: the public view in the module's JSON
// form (its public position: options without the seed, turn numbered from
// 1, seat to move, stones, cities as placements, site line, stacks left),
// each city in the module's city JSON form (cells with their columns, edge
// cells with the enclosed ones marked) so that a page can draw it without
// the rules, whether the game is over and the turns left.
type viewJSON struct {
	View      akropolis.View `json:"view"`
	Cities    []*city.Base   `json:"cities"`
	Over      bool           `json:"over"`
	TurnsLeft int            `json:"turnsLeft"`
}

func (s *Session) viewOf(g *akropolis.Game) viewJSON {
	v := viewJSON{View: g.View(), Over: g.Over(), TurnsLeft: g.Site().TurnsLeft()}
	for k := range g.Options().Players {
		v.Cities = append(v.Cities, g.City(k))
	}
	return v
}
