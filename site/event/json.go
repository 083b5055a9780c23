package event

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// eventJSON is the JSON form of an Event (see Event).
type eventJSON struct {
	Kind      Kind      `json:"kind"`
	Turn      int       `json:"turn"`
	Seat      int       `json:"seat"`
	Tile      int       `json:"tile"` // 0, a city tile 1..61 or a one-hex tile 62..91
	Position  int       `json:"position"`
	Stones    int       `json:"stones"`
	Placement string    `json:"placement"`
	Cells     []hex.Hex `json:"cells" strictjson:"max=3"` // a tile covers at most 3
	Level     int       `json:"level"`
	Quarries  int       `json:"quarries"`
	Slot      int       `json:"slot"`
	Card      string    `json:"card"`
}

// MarshalJSON encodes the event in its JSON form (see Event). An event of
// no kind, or of a kind out of range, fails.
func (e Event) MarshalJSON() ([]byte, error) {
	j := eventJSON{Kind: e.Kind, Turn: e.Turn, Seat: e.Seat, Tile: int(e.Tile), Position: e.Position,
		Stones: e.Stones, Cells: []hex.Hex{}, Level: e.Level, Quarries: e.Quarries, Slot: e.Slot}
	if e.Card != tile.NoCard {
		j.Card = e.Card.String()
	}
	if e.Kind == TilePlaced && e.Placement.Tile.InAthena() {
		j.Placement = e.Placement.String()
		cells := e.Placement.Cells()
		j.Cells = cells[:]
		if e.Placement.Tile.IsOneHex() {
			j.Cells = cells[:1] // a one-hex tile covers its anchor alone
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes the JSON form under the module's JSON convention
// (a document of at most 1 MiB, at most 3 cells). The seat is 0..3, or -1
// (the game over, which concerns no seat); a placed event's placement lays
// its tile, and no other event has a placement. The cells are not read
// back: they follow from the placement. On error e is unchanged.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := decode(b, &j); err != nil {
		return err
	}
	if j.Tile < 0 || j.Tile > int(tile.MaxAthenaID) {
		return fmt.Errorf("%w: event JSON: tile %d is not 0..%d", ErrSyntax, j.Tile, tile.MaxAthenaID)
	}
	if j.Seat < -1 || j.Seat > 3 {
		return fmt.Errorf("%w: event JSON: seat %d is not 0..3, or -1 for none", ErrSyntax, j.Seat)
	}
	if (j.Kind == TilePlaced) != (j.Placement != "") {
		return fmt.Errorf("%w: event JSON: a placement is a placed event's, and a placed event has one", ErrSyntax)
	}
	ev := Event{Kind: j.Kind, Turn: j.Turn, Seat: j.Seat, Tile: tile.ID(j.Tile), Position: j.Position,
		Stones: j.Stones, Level: j.Level, Quarries: j.Quarries, Slot: j.Slot}
	if j.Card != "" {
		var c tile.Card
		if err := c.UnmarshalText([]byte(j.Card)); err != nil {
			return fmt.Errorf("%w: event JSON: %w", ErrSyntax, err)
		}
		ev.Card = c
	}
	if j.Placement != "" {
		var p city.Placement
		err := p.UnmarshalText([]byte(j.Placement))
		if err != nil {
			return fmt.Errorf("%w: event JSON: %w", ErrSyntax, err)
		}
		if p.Tile != ev.Tile {
			return fmt.Errorf("%w: event JSON: tile %d placed as %v", ErrSyntax, j.Tile, p)
		}
		ev.Placement = p
	}
	*e = ev
	return nil
}
