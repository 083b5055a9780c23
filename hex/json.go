package hex

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
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

// UnmarshalJSON decodes {"q":0,"r":-1}. Both names are required, written
// exactly so, once each; nothing else may appear, and the coordinates are
// integers. On error h is unchanged.
func (h *Hex) UnmarshalJSON(b []byte) error {
	if len(b) > 4*maxText {
		return fmt.Errorf("%w: cell JSON of %d bytes is too long", ErrSyntax, len(b))
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	bad := func(what string) error { return fmt.Errorf("%w: cell JSON: %s", ErrSyntax, what) }
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return bad(`want {"q":0,"r":0}`)
	}
	var v [2]int
	var seen [2]bool
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return bad("malformed object")
		}
		name, _ := t.(string)
		k := 0
		switch name {
		case "q":
		case "r":
			k = 1
		default:
			return bad(fmt.Sprintf("unknown name %.20q (want \"q\" and \"r\")", name))
		}
		if seen[k] {
			return bad(fmt.Sprintf("%q given twice", name))
		}
		seen[k] = true
		t, err = d.Token()
		n, ok := t.(json.Number)
		if err != nil || !ok {
			return bad(fmt.Sprintf("%q is not a number", name))
		}
		if v[k], err = strconv.Atoi(string(n)); err != nil {
			return bad(fmt.Sprintf("%q: %.20s is not an integer", name, n))
		}
	}
	if _, err := d.Token(); err != nil {
		return bad("malformed object")
	}
	if !seen[0] || !seen[1] {
		return bad(`want both "q" and "r"`)
	}
	if _, err := d.Token(); err != io.EOF {
		return bad("data after the object")
	}
	*h = Hex{v[0], v[1]}
	return nil
}
