package city

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile"
)

// The JSON form of a city is what a front-end needs to draw it without the
// rules: the placements in the order laid (the starting tile implied),
// every occupied cell with its whole column, and the empty cells next to
// the city, the enclosed ones marked:
//
//	{"placements":["12@(0,-1)r0"],
//	 "cells":[{"q":0,"r":-1,"height":2,"kind":"House","district":"House",
//	           "plaza":false,"stars":0,"tile":12,"hex":0,
//	           "column":[{"kind":"Quarry","tile":0,"hex":1,"level":1},
//	                     {"kind":"House","tile":12,"hex":0,"level":2}]},...],
//	 "edge":[{"q":1,"r":-2,"enclosed":false},...]}
//
// Cells and edge cells come row by row from North to South (r, then q).
// "kind" is the visible hex's kind, "district" its district type ("" for a
// Quarry), "stars" a plaza's stars; "tile" is the tile on top (0 for the
// starting tile) and "hex" which of its hexes this is, counted from 0 in the
// tile's clockwise order (a tile may have any number of hexes); "column"
// lists the hexes stacked on the cell, bottom first, each a Layer in its
// JSON form (the shape City.Column's layers have), so height is its
// length. Tiles are numbers. A cell whose visible hex is a one-hex tile
// of the Athena expansion (62..91) has a "face" too, the tile.Face as
// drawn (for a double district: which half holds which district type,
// and the edges each owns), and its "kind" is half A's:
//
//	{"q":0,"r":1,"height":1,"kind":"Temple","district":"Temple",...,"tile":67,"hex":0,
//	 "face":{"rotation":"r0","parts":[{"part":"HalfA","kind":"Temple","edges":["NW","N","NE"]},
//	                                 {"part":"HalfB","kind":"Garden","edges":["SE","S","SW"]}]},
//	 "column":[{"kind":"Temple","tile":67,"hex":0,"level":1}]}

// cellJSON is one occupied cell of the JSON form.
type cellJSON struct {
	Q        int        `json:"q"`
	R        int        `json:"r"`
	Height   int        `json:"height"`
	Kind     tile.Kind  `json:"kind"`
	District string     `json:"district"`
	Plaza    bool       `json:"plaza"`
	Stars    int        `json:"stars"`
	Tile     anyTile    `json:"tile"`
	Hex      int        `json:"hex"`
	Face     *tile.Face `json:"face,omitempty"`
	Column   []Layer    `json:"column"`
}

// edgeJSON is an empty cell next to the city.
type edgeJSON struct {
	Q        int  `json:"q"`
	R        int  `json:"r"`
	Enclosed bool `json:"enclosed"`
}

type cityJSON struct {
	Placements []Placement `json:"placements"`
	Cells      []cellJSON  `json:"cells"`
	Edge       []edgeJSON  `json:"edge"`
}

// rowOrder sorts cells North to South, then West to East.
func rowOrder(a, b hex.Hex) int {
	if a.R != b.R {
		return a.R - b.R
	}
	return a.Q - b.Q
}

// MarshalJSON encodes the city in its JSON form (see above). A nil city
// encodes as null.
func (c *City) MarshalJSON() ([]byte, error) {
	if c == nil {
		return []byte("null"), nil
	}
	return json.Marshal(c.jsonForm())
}

func (c *City) jsonForm() cityJSON {
	cols := map[hex.Hex][]Layer{}
	kinds, cells := tile.Start()
	for k, h := range cells {
		cols[h] = append(cols[h], Layer{Kind: kinds[k], Tile: tile.StartID, Hex: k, Level: 1})
	}
	ps := c.Placements()
	for _, p := range ps {
		hexes, n := p.hexes()
		cells := p.Cells()
		for k, h := range cells[:n] {
			cols[h] = append(cols[h], Layer{Kind: hexes[k], Tile: p.Tile, Hex: k, Level: len(cols[h]) + 1})
		}
	}
	j := cityJSON{Placements: append([]Placement{}, ps...), Cells: []cellJSON{}, Edge: []edgeJSON{}}
	occupied := slices.SortedFunc(c.Cells(), rowOrder)
	var holes cityview.Holes
	c.v.FindHoles(&holes)
	edge := map[hex.Hex]bool{}
	for _, h := range occupied {
		col := cols[h]
		top := col[len(col)-1]
		d := ""
		if top.Kind != tile.Quarry {
			d = top.Kind.District().String()
		}
		cj := cellJSON{Q: h.Q, R: h.R, Height: len(col), Kind: top.Kind, District: d,
			Plaza: top.Kind.IsPlaza(), Stars: top.Kind.Stars(), Tile: anyTile(top.Tile), Hex: top.Hex, Column: col}
		if top.Tile.IsOneHex() {
			f := c.Face(h)
			cj.Face = &f
		}
		j.Cells = append(j.Cells, cj)
		for _, n := range h.Neighbors() {
			if c.Height(n) == 0 {
				edge[n] = true
			}
		}
	}
	for _, h := range slices.SortedFunc(maps.Keys(edge), rowOrder) {
		i, ok := grid.Of(h)
		j.Edge = append(j.Edge, edgeJSON{Q: h.Q, R: h.R, Enclosed: ok && holes.Has(i)})
	}
	return j
}

// UnmarshalJSON builds the city from the JSON form's placements, which must
// be legal (the error of the first illegal one, wrapping its rule,
// otherwise). "cells" and "edge" may be left out; when given they must be
// exactly what the placements give, as MarshalJSON writes them. Names are
// matched exactly, once each, and unknown names are errors. A document over
// 1 MiB (strictjson.MaxBytes), or a list of more than 91 placements, is
// refused before the rest is read (strictjson.ErrTooLarge). On error c is
// unchanged.
func (c *City) UnmarshalJSON(b []byte) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: city JSON: "+format, append([]any{errSyntax}, args...)...)
	}
	var raw struct {
		Placements []Placement     `json:"placements" strictjson:"max=91"` // maxTiles
		Cells      json.RawMessage `json:"cells"`
		Edge       json.RawMessage `json:"edge"`
	}
	if err := strictjson.Decode(b, &raw); err != nil {
		return bad("%w", err)
	}
	ps := raw.Placements
	if ps == nil {
		return bad("want \"placements\": an array of strings like \"07@(1,-2)r3\"")
	}
	built, errs := Validate(ps)
	if errs != nil {
		return errs[0]
	}
	want, _ := json.Marshal(built.jsonForm())
	var canon map[string]json.RawMessage
	_ = json.Unmarshal(want, &canon)
	for _, f := range []struct {
		name string
		v    json.RawMessage
	}{{"cells", raw.Cells}, {"edge", raw.Edge}} {
		if name, v := f.name, f.v; v != nil {
			var got bytes.Buffer
			if json.Compact(&got, v) != nil || !bytes.Equal(got.Bytes(), canon[name]) {
				return bad("%q is not what the placements give", name)
			}
		}
	}
	c.CopyFrom(built)
	return nil
}
