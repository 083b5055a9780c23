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
// is a tag ("[Players ...") is a record, a line of 7 fields or more (a
// position has 13, or with the Athena expansion's cards more) a position,
// and anything else placement lines of a city. A JSON array is a city; a
// JSON object is told by its first name that only one form has: "moves" or
// "setup" a record, "placements", "cells" or "edge" a city, "turn", "line",
// "cities" or "stacksLeft" a position; an object with none of them is read
// as a record, whose reader says why it is not one.
//
// A record or position is read as its UnmarshalText or UnmarshalJSON
// reads it, and fails as they do. A city's text form is one placement per
// line ("07@(1,-2)r3"; from ';' to the end of a line is a comment, and
// blank lines and spaces around a placement are skipped); its JSON form is
// an array of those strings, or the object a *city.City encodes to, of
// which the placements are read (city.City's own UnmarshalJSON checks the
// rest). Reading a city checks no rule: city.Validate does. On error the
// value is still the zero value of the form tried (Record{}, Position{} or
// []city.Placement(nil)), so that a caller can say what could not be read. Empty input (blank lines and comments only) is an
// error wrapping ErrEmptyInput and rule.ErrSyntax, with a nil value.
//
// # Data forms
//
// Every value a program exchanges has one text form and one JSON form, both
// read back exactly; golden files of each are in testdata/forms:
//
//	value             text form                        JSON form
//	hex.Hex           "(0,-1)"                         {"q":0,"r":-1}
//	tile.ID           "07" ("S": the starting tile)    7 (0: the starting tile; 62..91 one-hex tiles)
//	city.Placement    "07@(1,-2)r3"                    the text form, as a string
//	Move              "2:07@(1,-2)r3"                  the text form, as a string
//	Options           the tags of a record             {"players":3,...,"seed":"1 2"}
//	Record            tags and numbered moves (PGN)    {"options":..,"setup":..,"moves":[..]}
//	a city            one placement per line           ["07@(1,-2)r3",...] or city.City's object
//	Position, View    one line: Position               {"options":..,"turn":7,...}
//	event.Event       Event.String (a log line)        {"kind":"placed","turn":7,...}
//	score.Pad         Pad.String (a score pad)         {"lines":[..],"hexes":[..],...}
//	score.ArchitectPad  its String (a pad)           {"level":"hippodamos","multiplier":1,"lines":[..],...}
//	Setup             the Line and Stacks tags         {"line":[..],"stacks":[[..],..]}
//	site.Cards        "Fortress 62,75,80,84 0 75 / ..."  [{"card":"Fortress","dealt":[..],"taken":[..],"completedBy":[..]},..]
//	tile.Tile         (none)                           {"id":4,"group":2,"hexes":["BarracksPlaza","House","Quarry"]}
//	city.Result       (none)                           {"level":2,"quarries":1}
//	city.Layer        (none)                           {"kind":"House","tile":12,"hex":0,"level":2}
//	any error         err.Error()                      Report:        {"code":"gap","message":..,"step":2,...}
//	the legal moves   (Game.AppendLegalMoves)          Game.LegalMovesJSON: [{"move":..,"cells":[..],"cost":0,...},..]
//
// The catalogue a front-end draws tiles from is json.Marshal of
// the 61 tiles, tile.ID.Tile of 1 to tile.MaxID (testdata/forms/catalogue.json); a column of a city is
// json.Marshal of city.City.Column's layers. Some exported types have no
// JSON form of their own, on purpose: a [Game] is exchanged as its Record or
// its Position; a site.Site as the line and stacks of a position or setup;
// and the error types
// are errors, to be matched with errors.Is and
// errors.As.
//
// The JSON convention: names in lower camel case, matched exactly; an
// unknown name, or a name given twice in an object, is an error (a second
// "moves" would otherwise silently replace the first); null is an error
// wherever a value is expected, for the same reason ("moves": null would
// otherwise read as no moves); every value must be of its field's kind; a
// UTF-8 byte order mark before a document is skipped (text forms too).
// Every package decodes through one implementation of the convention,
// package internal/strictjson, so a score pad or a cell read on its own is held
// to it as much as a record is. A decoding error names the place of the
// value at fault, what was found there and the form wanted ("moves[3]:
// found null, want a string"; "turn: found a string, want an integer in
// ..."), never a Go type. Seeds are strings ("1 2"): a uint64 does not survive a JavaScript
// number. Tiles are written as numbers and read as numbers or as text
// ("07"). Every field is written, zero values included. Formats name tiles
// by number and their hexes by index, so they do not assume tiles of three
// hexes.
//
// An error, for a client that cannot use errors.Is and errors.As, is
// json.Marshal of [ReportOf]'s [Report] (the contract of the module;
// testdata/forms/errors.json):
// "code", the rule broken (package tile/rule's table), or "too-large",
// "syntax" or "error" for input over a limit, input that cannot be read,
// and any other error; "message", the error's text; and where the error
// applies, each left out when it does not: "step" (a record's move or a
// city's placement, from 1), "turn", "seat", "move", "placement", "cell"
// (the placement's first hex), "line" (of a text form), and "errors" (each
// violation of a position, reported alone).
//
// A city in JSON (json.Marshal of a *city.City, from Game.City or
// city.Validate) is what a front-end draws from: each occupied cell with q, r,
// height, the visible kind, district, plaza and stars, the tile on top and
// which of its hexes, and the column below (bottom first, each hex a
// city.Layer in its JSON form, as city.City.Column gives it); and the empty
// cells next to the city, the enclosed ones (holes, lakes) marked.
//
// Legal moves are highlighted from [Game.LegalMovesJSON]
// (testdata/forms/legal-moves.json): each legal move of the player to
// move, its text, the cells its tile covers (in the order of the tile's
// hexes), its cost, level, Quarries covered and stones gained, as
// PlayEvents would report them, and its Delta.
//
// A screen is drawn from one document: [View.DrawableJSON] is a view's JSON
//
// # What every reader holds to
//
// Empty input. A record, position or city document that holds nothing (no
// bytes, only spaces, line ends, a byte order mark or comments; in JSON {},
// or for a city [] or no placements) is an error wrapping [ErrEmptyInput]
// (code "empty-input") and rule.ErrSyntax, from every reader. A service never answers "valid" to an empty body.
//
// Spaces. A position has one spelling: its fields (and an Athena
// position's cards) separated by single spaces; a tab, a second space or any other space inside the line is an
// error naming its column (spaces and line ends around the line are not
// part of it). Record and city text are files people write and edit, read
// line by line: spaces and tabs around a line, blank lines and comments
// (from a ';' to the end of its line, in both) are ignored, and within a
// move line or a tag's seed any run of spaces and tabs separates. A list of
// tiles has one spelling everywhere, a record's tags as a position's
// fields: numbers separated by '.', stacks separated by '/'
// ("22.30.15.19", "21.07.13/25.36.20"). A tag is written [Name "value"]
// exactly, and a placement "07@(1,-2)r3" admits spaces only around the
// cell's numbers, inside its parentheses.
//
// Size. Every reader refuses a document over its bound before reading the
// rest: 1 MiB for a record or city (and for the JSON of options, an
// outcome or a legal move), 64 KiB for a position or view, checked on the length of a string or byte
// slice before anything is allocated, and on a stream after at most the
// bound + 1 bytes (ReadAny holds one buffer of at most
// that; a reader that knows its length, such as a bytes.Reader, is refused
// unread). Lists are bounded as they are read (1000 moves, 61
// tiles or placements per list, 1000 placements for a city), JSON nesting at 32 levels (strictjson.MaxDepth), so the cost of
// any input within the bounds is proportional to its size: a document of
// the worst shapes at its bound (deep nesting, one long string, many small
// values, for every reader) allocates at most 8 bytes per byte read
// (TestHostileInputCost), 16 for ReadAny, which holds its own copy.
//
// The JSON and text forms of the packages below are bounded the same way,
// through the one bounded decoder: every JSON document at 1 MiB,
// site.Cards' at 16 KiB and four cards, a city.City's at 91 placements,
// an event's at 3 cells; the cards' text at 400 bytes; a text form of one
// word or number (a kind, a tile, a cell, a level) reads no further than
// its longest spelling, whatever the input's length. Each is in
// TestHostileInputCost and BenchmarkHostileInput with its bound.
func ReadAny(r io.Reader) (any, error) {
	b, err := readBounded(r, maxRecordBytes, "document")
	if err != nil {
		return nil, err
	}
	b = strictjson.TrimBOM(b)
	switch kindOf(b) {
	case recordDoc:
		return readRecord(bytes.NewReader(b))
	case positionDoc:
		return readPosition(bytes.NewReader(b))
	case cityDoc:
		return parseCity(string(b))
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
		case line[0] == '[':
			rest := strings.TrimSpace(line[1:])
			if rest == "" || rest[0] == '"' || rest[0] == ']' {
				return cityDoc // a JSON array of placements
			}
			return recordDoc
		case isPositionLine(line):
			return positionDoc
		}
		return cityDoc
	}
	return emptyDoc
}

// isPositionLine reports whether a document's first line is meant as a
// position's text form: before any comment (from ';'), at least
// minPositionFields fields. A city's line holds one placement, so a line
// of many fields is a position, whose reader then says when the count is
// wrong (13, or more with an Athena position's cards), rather than a
// city's reader calling it a placement; a placement with a stray space or
// two is still a city's.
func isPositionLine(line string) bool {
	if i := strings.IndexByte(line, ';'); i >= 0 {
		line = line[:i]
	}
	return len(strings.Fields(line)) >= minPositionFields
}

// minPositionFields is the fewest fields of a line read as a position:
// more than half of the 13.
const minPositionFields = 7

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
