package tile

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// oneHexJSON is OneHex's JSON form: {"id":62,"kinds":["Market","Garden"]},
// one kind for a whole hex, half A then half B for a double district. The
// number is a plain integer: ID's own JSON form is that of a base game,
// which knows no tile above 61.
type oneHexJSON struct {
	ID    uint8  `json:"id"`
	Kinds []Kind `json:"kinds" strictjson:"max=2"`
}

func (t OneHex) kinds() []Kind {
	if t.IsDouble() {
		return []Kind{t.A, t.B}
	}
	return []Kind{t.A}
}

// MarshalJSON encodes the tile in its JSON form,
// {"id":62,"kinds":["Market","Garden"]} or {"id":82,"kinds":["HousePlaza"]}.
// Only the 30 one-hex tiles have this form: any other value is refused
// with ErrSyntax.
func (t OneHex) MarshalJSON() ([]byte, error) {
	if c, ok := OneHexByID(t.ID); !ok || c != t {
		return nil, fmt.Errorf("%w: %v is not a one-hex tile", ErrSyntax, t)
	}
	return json.Marshal(oneHexJSON{ID: uint8(t.ID), Kinds: t.kinds()})
}

// UnmarshalJSON decodes the tile's JSON form strictly, and only as one of
// the 30 one-hex tiles: the number must be 62..91 and the kinds that
// tile's. On error t is unchanged.
func (t *OneHex) UnmarshalJSON(b []byte) error {
	var form oneHexJSON
	if err := strictjson.Decode(b, &form); err != nil {
		return fmt.Errorf("%w: one-hex tile: %w", ErrSyntax, err)
	}
	c, ok := OneHexByID(ID(form.ID))
	if !ok {
		return fmt.Errorf("%w: one-hex tile number %d is not in %d..%d", ErrSyntax, form.ID, MaxID+1, MaxAthenaID)
	}
	if !slices.Equal(form.Kinds, c.kinds()) {
		return fmt.Errorf("%w: one-hex tile %v holds %v, not %v", ErrSyntax, c.ID, c.kinds(), form.Kinds)
	}
	*t = c
	return nil
}
