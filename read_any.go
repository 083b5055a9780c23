package akropolis

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// ReadAny reads a record, a position (full or public) or a city, in text or
// JSON, from r, tells which it is by its shape, and returns it as a Record,
// a Position or a []city.Placement: a type switch on the value says which
// form it read. It reads at most 1 MiB and one byte.
//
// Text whose first line (past blank lines and comments, from ';')
// is a tag ("[Players ...") is a record, a line of 13 fields (or, with the
// Athena expansion's cards, more) a position,
// and anything else placement lines of a city. A JSON array is a city; a
// JSON object is told by its first name that only one form has: "moves" or
// "setup" a record, "placements", "cells" or "edge" a city, "turn", "line",
// "cities" or "stacksLeft" a position; an object with none of them is read
// as a record, whose reader says why it is not one.
//
// The form is read by ReadRecord, a position's UnmarshalText or UnmarshalJSON, or ParseCity, and fails as
// they do; on error the value is still the zero value of the form tried
// (Record{}, Position{} or []city.Placement(nil)), so that a caller can say
// what could not be read. Empty input (blank lines and comments only) is an
// error wrapping ErrEmptyInput and ErrSyntax, with a nil value.
func ReadAny(r io.Reader) (any, error) {
	b, err := readBounded(r, maxRecordBytes, "document")
	if err != nil {
		return nil, err
	}
	b = strictjson.TrimBOM(b)
	switch kindOf(b) {
	case recordDoc:
		return ReadRecord(bytes.NewReader(b))
	case positionDoc:
		return readPosition(bytes.NewReader(b))
	case cityDoc:
		return ParseCity(string(b))
	}
	return nil, emptyInput("document")
}

// docKind is the form of a document, as ReadAny tells it.
type docKind int

const (
	emptyDoc docKind = iota
	recordDoc
	positionDoc
	cityDoc
)

// kindOf tells the form of a document by its shape (see ReadAny).
func kindOf(b []byte) docKind {
	for line := range strings.Lines(string(b)) {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == ';' {
			continue
		}
		switch {
		case line[0] == '{':
			return objectKind(b)
		case isPositionLine(line):
			return positionDoc
		case line[0] == '[':
			rest := strings.TrimSpace(line[1:])
			if rest == "" || rest[0] == '"' || rest[0] == ']' {
				return cityDoc // a JSON array of placements
			}
			return recordDoc
		}
		return cityDoc
	}
	return emptyDoc
}

// isPositionLine reports whether a document's first line is a position's
// text form: 13 fields, or more (an Athena position's card rules, phase and
// cards) with no ';', so that a city's placement with a long comment is
// still a city.
func isPositionLine(line string) bool {
	n := len(strings.Fields(line))
	return n == positionFields || n > positionFields && !strings.Contains(line, ";")
}

// objectKind tells a JSON object by its first name that only one form has
// (see ReadAny); a malformed object, or one with none of them, is a record.
func objectKind(b []byte) docKind {
	d := json.NewDecoder(bytes.NewReader(b))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return recordDoc
	}
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return recordDoc
		}
		switch t {
		case "moves", "setup":
			return recordDoc
		case "placements", "cells", "edge":
			return cityDoc
		case "turn", "line", "cities", "stacksLeft":
			return positionDoc
		}
		var skip json.RawMessage
		if d.Decode(&skip) != nil {
			return recordDoc
		}
	}
	return recordDoc
}
