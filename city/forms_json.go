package city

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
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
		return fmt.Errorf("%w: result: %w", errSyntax, err)
	}
	*r = Result(f)
	return nil
}

// anyTile is a tile number in the JSON forms of a city, which may hold
// the one-hex tiles of the Athena expansion: tile.ID's own JSON form knows
// 0..61 only (a base game's tiles), so a one-hex tile's number, 62..91,
// is written and read here.
type anyTile tile.ID

// MarshalJSON writes the number, refusing one outside 0..91.
func (t anyTile) MarshalJSON() ([]byte, error) {
	if id := tile.ID(t); id.IsOneHex() {
		return strconv.AppendUint(nil, uint64(id), 10), nil
	}
	return tile.ID(t).MarshalJSON()
}

// UnmarshalJSON reads what tile.ID reads, or a number 62..91.
func (t *anyTile) UnmarshalJSON(b []byte) error {
	if n, err := strconv.Atoi(string(b)); err == nil && len(b) == 2 && tile.ID(n).IsOneHex() {
		*t = anyTile(n)
		return nil
	}
	var id tile.ID
	if err := id.UnmarshalJSON(b); err != nil {
		return err
	}
	*t = anyTile(id)
	return nil
}

// layerJSONForm is Layer's JSON form; the kind is its name, "" for None
// (only in a Layer that no column holds, such as the zero Layer).
type layerJSONForm struct {
	Kind  string  `json:"kind"`
	Tile  anyTile `json:"tile"`
	Hex   int     `json:"hex"`
	Level int     `json:"level"`
}

// MarshalJSON encodes the layer as {"kind":"House","tile":12,"hex":0,"level":2}:
// the kind's name ("" for None, so the zero Layer encodes too), the tile
// number (0 for the starting tile, 62..91 for a one-hex tile), which of its hexes (from 0, in the
// tile's clockwise order; 0 for a one-hex tile) and the level, 1 on the
// ground. It fails only for a kind or tile number out of range.
func (l Layer) MarshalJSON() ([]byte, error) {
	f := layerJSONForm{Tile: anyTile(l.Tile), Hex: l.Hex, Level: l.Level}
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
		return fmt.Errorf("%w: layer: %w", errSyntax, err)
	}
	k := tile.None
	if f.Kind != "" {
		if err := k.UnmarshalText([]byte(f.Kind)); err != nil {
			return fmt.Errorf("%w: layer: %w", errSyntax, err)
		}
	}
	*l = Layer{Kind: k, Tile: tile.ID(f.Tile), Hex: f.Hex, Level: f.Level}
	return nil
}
