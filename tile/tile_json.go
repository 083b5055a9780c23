package tile

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// tileJSON is Tile's JSON form:
//
//	{"id":4,"group":2,"hexes":["BarracksPlaza","House","Quarry"]}
//
// The hexes are kind names, clockwise; "" stands for None, which only a
// Tile that is not a catalogue tile (the zero Tile) holds.
type tileJSON struct {
	ID    ID         `json:"id"`
	Group int        `json:"group"`
	Hexes []kindName `json:"hexes"` // exactly three
}

// kindName is a Kind in a Tile's JSON form: its name, or "" for None.
type kindName Kind

func (k kindName) MarshalText() ([]byte, error) {
	if Kind(k) == None {
		return []byte{}, nil
	}
	return Kind(k).MarshalText()
}

func (k *kindName) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*k = kindName(None)
		return nil
	}
	return (*Kind)(k).UnmarshalText(b)
}

// MarshalJSON encodes the tile in its JSON form,
// {"id":4,"group":2,"hexes":["BarracksPlaza","House","Quarry"]}: the tile
// number, the smallest player count that uses it and its hexes' kind names
// clockwise ("" for None, so the zero Tile encodes too). It fails only for
// a tile number above 61 or a kind out of range.
func (t Tile) MarshalJSON() ([]byte, error) {
	f := tileJSON{ID: t.ID, Group: t.Group, Hexes: make([]kindName, len(t.Hexes))}
	for i, k := range t.Hexes {
		f.Hexes[i] = kindName(k)
	}
	return json.Marshal(f)
}

// UnmarshalJSON decodes the tile's JSON form strictly (names matched
// exactly, each once, unknown names refused, exactly three hexes). It checks the form, not the
// catalogue: compare with t.ID.Tile() to know a catalogue tile. On error t
// is unchanged.
func (t *Tile) UnmarshalJSON(b []byte) error {
	var f tileJSON
	if err := strictjson.Decode(b, &f); err != nil {
		return fmt.Errorf("%w: tile: %w", errSyntax, err)
	}
	if len(f.Hexes) != len(t.Hexes) {
		return fmt.Errorf("%w: tile: want %d hexes, found %d", errSyntax, len(t.Hexes), len(f.Hexes))
	}
	if f.ID > MaxID { // a one-hex tile's number: it has one hex, not three
		return fmt.Errorf("%w: tile: number %d is not in 0..%d", errSyntax, f.ID, MaxID)
	}
	*t = Tile{ID: f.ID, Group: f.Group}
	for i, k := range f.Hexes {
		t.Hexes[i] = Kind(k)
	}
	return nil
}
