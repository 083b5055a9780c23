package api

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// cell is a cell in the form of the module's city JSON: {"q": 1, "r": -2}.
type cell struct {
	Q int `json:"q"`
	R int `json:"r"`
}

func cellOf(h hex.Hex) cell { return cell{h.Q, h.R} }

// drawingJSON is what a page needs to draw a city beyond the city's JSON
// form, so that it works out no neighbour of its own: the empty cells a
// tile's hexes may be laid on (those within two steps of the city, where
// the page takes taps), and for each occupied cell the edges drawn thick
// (toward an empty cell or another tile, each shared edge once).
type drawingJSON struct {
	Slots   []cell       `json:"slots"`
	Borders []borderJSON `json:"borders"`
}

// borderJSON is an occupied cell and the directions of its thick edges.
type borderJSON struct {
	cell
	Edges []hex.Direction `json:"edges"`
}

// drawingOf works out a city's drawing (see drawingJSON).
func drawingOf(c *city.City) drawingJSON {
	d := drawingJSON{Slots: []cell{}, Borders: []borderJSON{}}
	seen := map[hex.Hex]bool{}
	for h := range c.Cells() {
		b := borderJSON{cell: cellOf(h), Edges: []hex.Direction{}}
		id, _ := topTile(c, h)
		for _, dir := range hex.Directions() {
			n := h.Neighbor(dir)
			other, occupied := topTile(c, n)
			if !occupied || other != id && dir < hex.S { // the other cell draws S, SW, NW
				b.Edges = append(b.Edges, dir)
			}
			for _, m := range []hex.Hex{n, n.Neighbor(dir), n.Neighbor(dir.Rotate(1))} {
				if c.Height(m) == 0 && !seen[m] {
					seen[m] = true
					d.Slots = append(d.Slots, cellOf(m))
				}
			}
		}
		d.Borders = append(d.Borders, b)
	}
	slices.SortFunc(d.Slots, func(a, b cell) int { return cmpCell(a, b) })
	return d
}

func cmpCell(a, b cell) int {
	if a.R != b.R {
		return a.R - b.R
	}
	return a.Q - b.Q
}

// cardDrawingJSON is, for one construction card, what the page marks: the
// cells of the seat to move's city that meet its condition (athena.Met's,
// when met: where the city meets the card), and in a solo game the tile
// the Architect takes from it first, with the reason in words.
type cardDrawingJSON struct {
	Slot          int    `json:"slot"`
	Met           bool   `json:"met"`
	Cells         []cell `json:"cells"`
	ArchitectTile int    `json:"architectTile,omitempty"`
	ArchitectWhy  string `json:"architectWhy,omitempty"`
}

// cardsDrawing lists cardDrawingJSON for every card in play.
func cardsDrawing(g *akropolis.Game) []cardDrawingJSON {
	cards := g.Position().Cards
	out := []cardDrawingJSON{}
	if !cards.InPlay() {
		return out
	}
	seat := g.Current()
	if g.Over() || seat >= g.Options().Players {
		seat = 0 // the person's city: the Architect has none
	}
	for slot := 1; slot <= site.CardSlots; slot++ {
		card := cards.Card(slot)
		if card == tile.NoCard {
			continue
		}
		d := cardDrawingJSON{Slot: slot, Cells: []cell{}}
		cells, met := athena.Met(card, g.City(seat), g.Stones(seat), g.Options().CardReadings)
		d.Met = met
		for _, h := range cells {
			d.Cells = append(d.Cells, cellOf(h))
		}
		if g.Options().Players == 1 {
			if id := cards.ArchitectChoice(slot); id != 0 {
				d.ArchitectTile, d.ArchitectWhy = int(id), architectWhy(cards, slot, id)
			}
		}
		out = append(out, d)
	}
	return out
}

// architectWhy says why the Architect takes tile id from the card in
// slot (site.Cards.ArchitectChoice): a plaza first, then a double
// district, then a single one, the lowest number among equals.
func architectWhy(cards site.Cards, slot int, id tile.ID) string {
	t := id.Face(0)
	rank := func(t tile.Face) int {
		switch {
		case t.A.IsPlaza():
			return 2
		case t.IsDouble():
			return 1
		}
		return 0
	}
	ties := 0
	for _, o := range cards.AppendTiles(nil, slot) {
		if rank(o.Face(0)) == rank(t) {
			ties++
		}
	}
	var why string
	switch rank(t) {
	case 2:
		why = "the Architect takes a plaza first"
	case 1:
		why = "with no plaza on the card, the Architect takes a double district"
	default:
		why = "with no plaza and no double district on the card, the Architect takes a single district"
	}
	if ties > 1 {
		why += ", the lowest-numbered of them"
	}
	return why
}

// stepArg is step()'s argument: a cell and an arrow key's name.
type stepArg struct {
	Q   int    `json:"q"`
	R   int    `json:"r"`
	Key string `json:"key"`
}

// step moves a keyboard cursor one cell: Up and Down along the column of
// flat-topped hexes, Left and Right along its zig-zag row (the offset row
// r + (q - q&1)/2 stays), so that a page steps over the grid without
// working out neighbours.
func (s *Session) step(arg string) (any, error) {
	var a stepArg
	if err := decode(arg, &a); err != nil {
		return nil, err
	}
	h := hex.Hex{Q: a.Q, R: a.R}
	even := a.Q&1 == 0
	var d hex.Direction
	switch {
	case a.Key == "ArrowUp":
		d = hex.N
	case a.Key == "ArrowDown":
		d = hex.S
	case a.Key == "ArrowRight" && even:
		d = hex.SE
	case a.Key == "ArrowRight":
		d = hex.NE
	case a.Key == "ArrowLeft" && even:
		d = hex.SW
	case a.Key == "ArrowLeft":
		d = hex.NW
	default:
		return nil, &Error{Code: "syntax", Message: fmt.Sprintf("argument: key %.20q is not an arrow key", a.Key)}
	}
	return cellOf(h.Neighbor(d)), nil
}

// Drawing answers what view() gives a page to draw city c beyond its JSON
// form (its slots and thick edges), for tests that draw a city as the page
// does.
func Drawing(c *city.City) any { return drawingOf(c) }

// topTile returns the tile whose hex shows on cell h, the top of its
// column, and false for an empty cell.
func topTile(c *city.City, h hex.Hex) (tile.ID, bool) {
	col := c.Column(h)
	if len(col) == 0 {
		return 0, false
	}
	return col[len(col)-1].Tile, true
}
