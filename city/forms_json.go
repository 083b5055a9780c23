package city

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/hex/strictjson"
	"github.com/akropolis-rules/akropolis/tile"
)

// Result and Layer decode under the module's JSON convention (package
// strictjson): names matched exactly, each once, unknown names refused, a
// byte order mark skipped.

// resultForm is Result without its methods, which strictjson walks.
type resultForm Result

// UnmarshalJSON decodes a result's JSON form, {"level":2,"quarries":1},
// strictly. On error r is unchanged.
func (r *Result) UnmarshalJSON(b []byte) error {
	var f resultForm
	if err := strictjson.Decode(b, &f); err != nil {
		return fmt.Errorf("%w: result: %w", ErrSyntax, err)
	}
	*r = Result(f)
	return nil
}

// layerJSONForm is Layer's JSON form; the kind is its name, "" for None
// (only in a Layer that no column holds, such as the zero Layer).
type layerJSONForm struct {
	Kind  string  `json:"kind"`
	Tile  tile.ID `json:"tile"`
	Hex   int     `json:"hex"`
	Level int     `json:"level"`
}

// MarshalJSON encodes the layer as {"kind":"House","tile":12,"hex":0,"level":2}:
// the kind's name ("" for None, so the zero Layer encodes too), the tile
// number (0 for the starting tile), which of its hexes (from 0, in the
// tile's clockwise order) and the level, 1 on the ground. It fails only for
// a kind or tile number out of range.
func (l Layer) MarshalJSON() ([]byte, error) {
	f := layerJSONForm{Tile: l.Tile, Hex: l.Hex, Level: l.Level}
	if l.Kind != tile.None {
		b, err := l.Kind.MarshalText()
		if err != nil {
			return nil, err
		}
		f.Kind = string(b)
	}
	return json.Marshal(f)
}

// UnmarshalJSON decodes a layer's JSON form strictly. On error l is
// unchanged.
func (l *Layer) UnmarshalJSON(b []byte) error {
	var f layerJSONForm
	if err := strictjson.Decode(b, &f); err != nil {
		return fmt.Errorf("%w: layer: %w", ErrSyntax, err)
	}
	k := tile.None
	if f.Kind != "" {
		if err := k.UnmarshalText([]byte(f.Kind)); err != nil {
			return fmt.Errorf("%w: layer: %w", ErrSyntax, err)
		}
	}
	*l = Layer{Kind: k, Tile: f.Tile, Hex: f.Hex, Level: f.Level}
	return nil
}
