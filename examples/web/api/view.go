package api

import (
	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
)

// viewJSON is what view() answers: the public view in the module's JSON
// form (its public position: options without the seed, turn numbered from
// 1, seat to move, stones, cities as placements, site line, stacks left),
// each city in the module's city JSON form (cells with their columns, edge
// cells with the enclosed ones marked) so that a page can draw it without
// the rules, whether the game is over and the turns left. With the Athena
// expansion it has the construction cards too (site.Cards' JSON form: each
// card, the tiles dealt onto it and taken off it, the seats that completed
// it), whether the seat to move is in its construction phase, and the
// slots of the cards it can complete now; "cards" is [] and
// "completable" [] otherwise. "drawings" holds, per city, what the page
// needs to draw it without working out a neighbour (drawingJSON), and
// "cardCells", per card in play, where the city of the seat to move meets
// it and the tile the Architect takes from it (cardDrawingJSON).
type viewJSON struct {
	View         akropolis.View `json:"view"`
	Cities       []*city.City   `json:"cities"`
	Over         bool           `json:"over"`
	TurnsLeft    int            `json:"turnsLeft"`
	Cards        site.Cards     `json:"cards"`
	Construction bool           `json:"construction"`
	Completable  []int          `json:"completable"`

	Drawings  []drawingJSON     `json:"drawings"`
	CardCells []cardDrawingJSON `json:"cardCells"`
}

func (s *Session) viewOf(g *akropolis.Game) viewJSON {
	v := viewJSON{View: g.View(), Over: g.Over(), TurnsLeft: g.Site().TurnsLeft(), Cards: g.Position().Cards, Completable: []int{}, CardCells: cardsDrawing(g)}
	for k := range g.Options().Players {
		v.Cities = append(v.Cities, g.City(k))
		v.Drawings = append(v.Drawings, drawingOf(g.City(k)))
	}
	if v.View.Constructing {
		v.Construction = true
		for m := range g.LegalMoves() {
			if n := len(v.Completable); m.Card() != 0 && (n == 0 || v.Completable[n-1] != m.Card()) {
				v.Completable = append(v.Completable, m.Card()) // the moves come in slot order
			}
		}
	}
	return v
}
