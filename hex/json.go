package hex

import (
	"fmt"
	"strconv"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// MarshalJSON encodes the cell as an object with its two axial coordinates,
// {"q":0,"r":-1}, the form a front-end reads without parsing text. (As a
// JSON object key, where only text is allowed, a cell is its String form.)
func (h Hex) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 24)
	b = append(b, `{"q":`...)
	b = strconv.AppendInt(b, int64(h.Q), 10)
	b = append(b, `,"r":`...)
	b = strconv.AppendInt(b, int64(h.R), 10)
	return append(b, '}'), nil
}

// UnmarshalJSON decodes {"q":0,"r":-1} under the module's JSON convention
// (package strictjson): both names are required, written exactly so, once
// each; nothing else may appear, and the coordinates are integers. On error
// h is unchanged.
func (h *Hex) UnmarshalJSON(b []byte) error {
	if len(b) > 4*maxText {
		return fmt.Errorf("%w: cell JSON of %d bytes is too long", errSyntax, len(b))
	}
	var j struct {
		Q *int `json:"q"`
		R *int `json:"r"`
	}
	if err := strictjson.Decode(b, &j); err != nil {
		return fmt.Errorf("%w: cell JSON: %w", errSyntax, err)
	}
	if j.Q == nil || j.R == nil {
		return fmt.Errorf(`%w: cell JSON: want both "q" and "r", as {"q":0,"r":-1}`, errSyntax)
	}
	*h = Hex{*j.Q, *j.R}
	return nil
}
