package akropolis

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// maxUnseenTiles bounds a position's unseen tiles: at most every tile, the
// one-hex tiles included.
const maxUnseenTiles = int(tile.MaxAthenaID)

// positionJSON is the JSON form of a Position (see [Position]).
type positionJSON struct {
	Options    Options            `json:"options"`
	Turn       int                `json:"turn"`
	Current    int                `json:"current"`
	Chief      int                `json:"chief"`
	Stones     []int              `json:"stones" strictjson:"max=61"`
	Reserve    int                `json:"reserve"`
	Cities     [][]city.Placement `json:"cities" strictjson:"max=61"`
	Pile       []tile.ID          `json:"pile" strictjson:"max=61"`
	Line       []tile.ID          `json:"line" strictjson:"max=61"`
	StacksLeft int                `json:"stacksLeft"`
	Stacks     [][]tile.ID        `json:"stacks,omitzero" strictjson:"max=61"`
	// StackSize and Unseen follow from the rest; they are written for
	// clients that do not derive them, and checked when read.
	StackSize int       `json:"stackSize"`
	Unseen    []tile.ID `json:"unseen" strictjson:"max=91"`
	// Cards and Constructing are left out without the Athena expansion.
	Cards        site.Cards `json:"cards,omitzero"`
	Constructing bool       `json:"constructing,omitempty"`
}

// MarshalJSON encodes the position in its JSON form (see [Position]).
// A public position leaves "stacks" out; "stackSize" and "unseen" (the
// face-down tiles in ID order, and with the Athena expansion the one-hex
// tiles left in the box) are added for clients. A position of an Athena
// game adds "cards" (site.Cards' JSON form) and, in a construction phase,
// "constructing": true. It fails, as
// UnmarshalJSON does, for a tile outside 1..61 on the site or 1..91 in a
// city or pile, a rotation outside 0..5, an empty stack, or cards or a
// construction phase without the Athena expansion (rule.ErrSyntax) and lists beyond the bounds (ErrTooLarge), so
// that what it writes reads back equal (the seed aside).
func (p Position) MarshalJSON() ([]byte, error) {
	if err := p.checkBounds(); err != nil {
		return nil, err
	}
	if err := p.checkText(); err != nil { // one domain for both forms
		return nil, err
	}
	// The cities are copied, not patched in place: p shares its slices
	// with the caller, and reading a value must not write it.
	cities := make([][]city.Placement, len(p.Cities))
	for k, ps := range p.Cities {
		cities[k] = nonNil(ps)
	}
	j := positionJSON{Options: p.Options, Turn: p.Turn, Current: p.Current, Chief: p.Chief,
		Stones: nonNil(p.Stones), Reserve: p.Reserve, Cities: cities, Pile: nonNil(p.Pile),
		Line: nonNil(p.Line), StacksLeft: p.StacksLeft, StackSize: p.Options.Seats() + 1, Unseen: nonNil(p.Unseen()),
		Cards: p.Cards, Constructing: p.Constructing}
	if p.Stacks != nil || p.StacksLeft == 0 {
		j.Stacks = nonNil(p.Stacks)
	}
	return json.Marshal(j)
}

// nonNil returns s, or an empty slice for nil, so JSON holds [] not null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// UnmarshalJSON decodes the JSON form under the module's JSON convention
// (see [ReadAny]). It checks the form only: whether the position is
// legal is for Check. On error p is unchanged.
func (p *Position) UnmarshalJSON(b []byte) error {
	if len(b) > maxPositionBytes {
		return tooLarge("position of %d bytes (at most %d)", len(b), maxPositionBytes)
	}
	if isEmptyJSON(b) {
		return emptyInput("position")
	}
	j := positionJSON{StackSize: -1}
	if err := decodeJSON(b, &j, "position"); err != nil {
		return err
	}
	q := Position{Options: j.Options, Turn: j.Turn, Current: j.Current, Chief: j.Chief, Stones: nonNil(j.Stones),
		Reserve: j.Reserve, Cities: nonNil(j.Cities), Pile: nonNil(j.Pile), Line: nonNil(j.Line),
		StacksLeft: j.StacksLeft, Stacks: j.Stacks, Cards: j.Cards, Constructing: j.Constructing}
	for k, ps := range q.Cities {
		q.Cities[k] = nonNil(ps)
	}
	if err := q.checkBounds(); err != nil {
		return err
	}
	if err := q.checkText(); err != nil { // one domain for both forms
		return err
	}
	if j.StackSize != -1 && j.StackSize != q.Options.Seats()+1 || j.Unseen != nil && !slices.Equal(j.Unseen, nonNil(q.Unseen())) {
		return fmt.Errorf("%w: position JSON: \"stackSize\" or \"unseen\" do not follow from the rest", errSyntax)
	}
	*p = q
	return nil
}
