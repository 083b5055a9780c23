package akropolis

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// recordJSON is the JSON form of a Record.
type recordJSON struct {
	Options  Options    `json:"options"`
	Setup    *setupJSON `json:"setup,omitempty"`
	Position *Position  `json:"position,omitempty"`
	Moves    []Move     `json:"moves" strictjson:"max=1000"`
}

// MarshalJSON encodes the record in its JSON form (see Record).
func (r Record) MarshalJSON() ([]byte, error) {
	if err := r.checkBounds(); err != nil {
		return nil, err
	}
	moves := r.Moves
	if moves == nil {
		moves = []Move{}
	}
	return json.Marshal(recordJSON{Options: r.Options, Setup: setupForm(r.Setup), Position: r.Position, Moves: moves})
}

// UnmarshalJSON decodes the JSON form (see Record) under the module's JSON
// convention: unknown, misspelt or repeated names are errors. On error r is
// unchanged.
func (r *Record) UnmarshalJSON(b []byte) error {
	if len(b) > maxRecordBytes {
		return tooLarge("record of %d bytes (at most %d)", len(b), maxRecordBytes)
	}
	if isEmptyJSON(b) {
		return emptyInput("record")
	}
	var j recordJSON
	if err := decodeJSON(b, &j, "record"); err != nil {
		return err
	}
	rec := Record{Options: j.Options, Setup: j.Setup.setup(), Position: j.Position, Moves: j.Moves}
	if err := rec.normalize(); err != nil {
		return err
	}
	*r = rec
	return nil
}

// normalize checks a decoded record's bounds and tiles and turns empty lists
// into nil, as the text form gives them.
func (r *Record) normalize() error {
	if err := r.checkBounds(); err != nil {
		return err
	}
	if len(r.Moves) == 0 {
		r.Moves = nil
	}
	if r.Setup == nil {
		return nil
	}
	if len(r.Setup.Line) == 0 {
		r.Setup.Line = nil
	}
	if len(r.Setup.Stacks) == 0 {
		r.Setup.Stacks = nil
	}
	for _, ids := range append([][]tile.ID{r.Setup.Line}, r.Setup.Stacks...) {
		for _, id := range ids {
			if !id.InBase() {
				return fmt.Errorf("%w: record JSON: setup tile %v: want a number 1..%d", errSyntax, id, tile.MaxID)
			}
		}
	}
	for _, s := range r.Setup.Stacks {
		if len(s) == 0 {
			return fmt.Errorf("%w: record JSON: empty stack", errSyntax)
		}
	}
	return nil
}

// setupJSON is the JSON form of a Setup: [] for an empty line or no
// stacks (null is no value of the module's JSON forms), and the cards only
// in a game with the Athena expansion.
type setupJSON struct {
	Line   []tile.ID   `json:"line" strictjson:"max=61"`
	Stacks [][]tile.ID `json:"stacks" strictjson:"max=61"`
	Cards  *site.Cards `json:"cards,omitempty"`
}

// setupForm returns the JSON form of s (nil for nil).
func setupForm(s *Setup) *setupJSON {
	if s == nil {
		return nil
	}
	stacks := make([][]tile.ID, len(s.Stacks))
	for i, st := range s.Stacks {
		stacks[i] = nonNil(st)
	}
	j := &setupJSON{Line: nonNil(s.Line), Stacks: stacks}
	if s.Cards.InPlay() {
		j.Cards = &s.Cards
	}
	return j
}

// setup returns the setup of the JSON form (nil for nil); an empty list
// decodes as nil, as in the text form.
func (j *setupJSON) setup() *Setup {
	if j == nil {
		return nil
	}
	s := &Setup{Line: j.Line, Stacks: j.Stacks}
	if len(s.Line) == 0 {
		s.Line = nil
	}
	if len(s.Stacks) == 0 {
		s.Stacks = nil
	}
	if j.Cards != nil {
		s.Cards = *j.Cards
	}
	return s
}
