package event

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// kindName is a Kind in an event's JSON form: its name.
type kindName Kind

// MarshalText encodes the kind as its name. The zero Kind and kinds out of
// range have no name and fail, as an invalid tile.Kind does.
func (n kindName) MarshalText() ([]byte, error) {
	k := Kind(n)
	if k == none || int(k) >= len(eventNames) {
		return nil, fmt.Errorf("%w: %v is not an event", errSyntax, k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText parses a kind name.
func (n *kindName) UnmarshalText(b []byte) error {
	for i, name := range eventNames {
		if i > 0 && name == string(b) {
			*n = kindName(i)
			return nil
		}
	}
	return fmt.Errorf("%w: event kind %q", errSyntax, b[:min(len(b), 24)]) // never echo hostile input whole
}

// eventJSON is the JSON form of an Event (see Event).
type eventJSON struct {
	Kind      kindName  `json:"kind"`
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
	j := eventJSON{Kind: kindName(e.Kind), Turn: e.Turn, Seat: e.Seat, Tile: int(e.Placement.Tile), Position: e.Position,
		Stones: e.Stones, Cells: []hex.Hex{}, Level: e.Result.Level, Quarries: e.Result.Quarries}
	if e.Kind == CardCompleted { // its position is the card's slot
		j.Position, j.Slot = 0, e.Position
	}
	if e.Card != tile.NoCard {
		j.Card = e.Card.String()
	}
	if e.Kind == TilePlaced && (e.Placement.Tile.InBase() || e.Placement.Tile.IsOneHex()) {
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
// its tile, and no other event has a placement; only a completed event has
// a slot, and it has no position. The cells are not read back: they follow
// from the placement. On error e is unchanged.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := decode(b, &j); err != nil {
		return err
	}
	if j.Tile < 0 || j.Tile > int(tile.MaxAthenaID) {
		return fmt.Errorf("%w: event JSON: tile %d is not 0..%d", errSyntax, j.Tile, tile.MaxAthenaID)
	}
	if j.Seat < -1 || j.Seat > 3 {
		return fmt.Errorf("%w: event JSON: seat %d is not 0..3, or -1 for none", errSyntax, j.Seat)
	}
	if (Kind(j.Kind) == TilePlaced) != (j.Placement != "") {
		return fmt.Errorf("%w: event JSON: a placement is a placed event's, and a placed event has one", errSyntax)
	}
	ev := Event{Kind: Kind(j.Kind), Turn: j.Turn, Seat: j.Seat, Position: j.Position, Stones: j.Stones,
		Placement: city.Placement{Tile: tile.ID(j.Tile)}, Result: city.Result{Level: j.Level, Quarries: j.Quarries}}
	if Kind(j.Kind) == CardCompleted { // the slot is the event's Position
		if j.Position != 0 {
			return fmt.Errorf("%w: event JSON: a completed event has a slot, not a position", errSyntax)
		}
		ev.Position = j.Slot
	} else if j.Slot != 0 {
		return fmt.Errorf("%w: event JSON: a slot is a completed event's", errSyntax)
	}
	if j.Card != "" {
		var c tile.Card
		if err := c.UnmarshalText([]byte(j.Card)); err != nil {
			return fmt.Errorf("%w: event JSON: %w", errSyntax, err)
		}
		ev.Card = c
	}
	if j.Placement != "" {
		var p city.Placement
		err := p.UnmarshalText([]byte(j.Placement))
		if err != nil {
			return fmt.Errorf("%w: event JSON: %w", errSyntax, err)
		}
		if p.Tile != ev.Placement.Tile {
			return fmt.Errorf("%w: event JSON: tile %d placed as %v", errSyntax, j.Tile, p)
		}
		ev.Placement = p
	}
	*e = ev
	return nil
}
