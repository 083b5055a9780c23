package api

import (
	"encoding/json"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
)

// viewJSON is the public view as the page draws it: what every seat may
// see. It is built from akropolis.View; the options are in the record's
// JSON form, without the seed.
type viewJSON struct {
	Options    json.RawMessage `json:"options"`
	Line       []lineTile      `json:"line"`
	StacksLeft int             `json:"stacksLeft"`
	StackSize  int             `json:"stackSize"`
	Unseen     int             `json:"unseen"`
	Cities     []cityJSON      `json:"cities"`
	Stones     []int           `json:"stones"`
	Reserve    int             `json:"reserve"`
	Chief      int             `json:"chief"`
	Current    int             `json:"current"`
	Turn       int             `json:"turn"` // 0 for the first move, as Game.Turn
	TurnsLeft  int             `json:"turnsLeft"`
	Over       bool            `json:"over"`
}

// lineTile is one face-up tile of the site: its number and its cost.
type lineTile struct {
	Tile tile.ID `json:"tile"`
	Cost int     `json:"cost"`
}

// cityJSON is a city to draw: its occupied cells and its enclosed empty
// cells.
type cityJSON struct {
	Cells []cellJSON `json:"cells"`
	Holes []hexJSON  `json:"holes"`
}

// cellJSON is an occupied cell: where, how high, the visible kind and the
// tile on top (the starting tile is "S").
type cellJSON struct {
	Q      int       `json:"q"`
	R      int       `json:"r"`
	Height int       `json:"height"`
	Kind   tile.Kind `json:"kind"`
	Tile   tile.ID   `json:"tile"`
}

type hexJSON struct {
	Q int `json:"q"`
	R int `json:"r"`
}

func (s *Session) viewOf(g *akropolis.Game) viewJSON {
	v := g.View()
	opts, _ := akropolis.Record{Options: v.Options}.MarshalJSON() // options from a game always encode
	var rec struct {
		Options json.RawMessage `json:"options"`
	}
	_ = json.Unmarshal(opts, &rec)
	out := viewJSON{Options: rec.Options, StacksLeft: v.StacksLeft, StackSize: v.StackSize,
		Unseen: len(v.Unseen), Stones: v.Stones, Reserve: v.Reserve, Chief: v.Chief,
		Current: v.Current, Turn: g.Turn(), TurnsLeft: g.TurnsLeft(), Over: g.Over(), Line: []lineTile{}}
	st := g.Site()
	for i, id := range v.Line {
		out.Line = append(out.Line, lineTile{Tile: id, Cost: st.Cost(i)})
	}
	for _, c := range v.Cities {
		out.Cities = append(out.Cities, cityOf(c))
	}
	return out
}

func cityOf(c *city.City) cityJSON {
	j := cityJSON{Cells: []cellJSON{}, Holes: []hexJSON{}}
	for h := range c.Cells() {
		id, _ := c.TileAt(h)
		j.Cells = append(j.Cells, cellJSON{Q: h.Q, R: h.R, Height: c.Height(h), Kind: c.Top(h), Tile: id})
	}
	var holes city.Holes
	c.FindHoles(&holes)
	for h := range holes.Cells() {
		j.Holes = append(j.Holes, hexJSON{Q: h.Q, R: h.R})
	}
	return j
}
