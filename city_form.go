package akropolis

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
)

// maxCityPlacements is the most placements parseCity reads
// (a legal city holds at most 61 tiles: more are reported, not read).
const maxCityPlacements = 1000

// formatCity returns the text form of a city given as its placements: one
// placement per line in the city.Placement text form ("07@(1,-2)r3"), in
// order. parseCity (and so ReadAny) reads it back. (For the JSON form, encoding/json encodes
// a []city.Placement as an array of the same strings.)
func formatCity(ps []city.Placement) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// parseCity reads a city given as its placements, in either of two forms:
//
//   - text: one placement per line ("07@(1,-2)r3"); everything from a ';'
//     to the end of its line is a comment, as in a record, and blank lines and spaces around
//     a placement are ignored;
//   - JSON: an array of placement strings, ["07@(1,-2)r3", ...], or the
//     object a *city.City encodes to ({"placements":[...],"cells":...}),
//     told from the text form by its first non-space character '[' or '{'.
//     Of the object, only the placements are read: the cells and edge
//     follow from them (city.City's own UnmarshalJSON checks that they do).
//
// A byte order mark before the text is skipped.
//
// It only reads: whether the city is legal is for city.Validate. Malformed
// text returns an *Error (or, for JSON, an error) wrapping rule.ErrSyntax.
// Input over 1 MiB, or of more than 1000 placements,
// returns an error wrapping ErrTooLarge before the rest is read. Input of no
// placement (empty, blank, comments only, [], {} or "placements": [])
// returns an error wrapping ErrEmptyInput and rule.ErrSyntax.
func parseCity(s string) ([]city.Placement, error) {
	if len(s) > maxRecordBytes {
		return nil, tooLarge("city of %d bytes (at most %d)", len(s), maxRecordBytes)
	}
	s = strings.TrimPrefix(s, bom)
	switch t := strings.TrimLeft(s, " \t\r\n"); {
	case strings.HasPrefix(t, "["):
		return parseCityJSON(s)
	case strings.HasPrefix(t, "{"):
		return parseCityObject(s)
	}
	var ps []city.Placement
	for n := 1; len(s) > 0; n++ {
		var line string
		line, s, _ = strings.Cut(s, "\n")
		if i := strings.IndexByte(line, ';'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if len(ps) == maxCityPlacements {
			return nil, &Error{Line: n, Err: tooLarge("more than %d placements", maxCityPlacements)}
		}
		var p city.Placement
		err := p.UnmarshalText([]byte(line))
		if err != nil {
			return nil, &Error{Line: n, Err: fmt.Errorf("%w: %w", errSyntax, err)}
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		return nil, emptyInput("city")
	}
	return ps, nil
}

func parseCityJSON(s string) ([]city.Placement, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: city JSON: "+format, append([]any{errSyntax}, args...)...)
	}
	d := json.NewDecoder(strings.NewReader(s))
	if tok, err := d.Token(); err != nil || tok != json.Delim('[') {
		return nil, bad("want an array of placements")
	}
	var ps []city.Placement
	for d.More() {
		if len(ps) == maxCityPlacements {
			return nil, tooLarge("more than %d placements", maxCityPlacements)
		}
		tok, err := d.Token()
		text, ok := tok.(string)
		if err != nil || !ok {
			return nil, bad("placement %d: found %s, want a string like \"07@(1,-2)r3\"", len(ps), tokenKind(tok, err))
		}
		var p city.Placement
		if err := p.UnmarshalText([]byte(text)); err != nil {
			return nil, bad("placement %d: %w", len(ps), err)
		}
		ps = append(ps, p)
	}
	if tok, err := d.Token(); err != nil || tok != json.Delim(']') {
		return nil, bad("unterminated array")
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, bad("data after the array")
	}
	if len(ps) == 0 {
		return nil, emptyInput("city")
	}
	return ps, nil
}

// tokenKind names what a JSON token is, for messages.
func tokenKind(tok json.Token, err error) string {
	switch tok.(type) {
	case nil:
		if err != nil {
			return "no valid JSON"
		}
		return "null"
	case json.Delim:
		if tok == json.Delim('{') {
			return "an object"
		}
		return "an array"
	case bool:
		return "true or false"
	}
	return "a number"
}

// cityObject is what parseCity reads of a city's JSON object.
type cityObject struct {
	Placements json.RawMessage `json:"placements"`
	Cells      json.RawMessage `json:"cells"`
	Edge       json.RawMessage `json:"edge"`
}

func parseCityObject(s string) ([]city.Placement, error) {
	if isEmptyJSON([]byte(s)) {
		return nil, emptyInput("city")
	}
	var o cityObject
	if err := decodeJSON([]byte(s), &o, "city"); err != nil {
		return nil, err
	}
	if o.Placements == nil {
		return nil, fmt.Errorf("%w: city JSON: no \"placements\"", errSyntax)
	}
	return parseCityJSON(string(o.Placements))
}
