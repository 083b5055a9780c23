package akropolis_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// jsonDecoders is every JSON decoder of the module with a document it
// reads (a golden file, or the first element of one).
func jsonDecoders() []struct {
	name, golden string
	first        bool // the golden file is an array: take its first element
	decode       func([]byte) error
} {
	return []struct {
		name, golden string
		first        bool
		decode       func([]byte) error
	}{
		{"Record", "record.json", false, func(b []byte) error { return new(akropolis.Record).UnmarshalJSON(b) }},
		{"Position", "position.json", false, func(b []byte) error { return new(akropolis.Position).UnmarshalJSON(b) }},
		{"View", "view.json", false, func(b []byte) error { return new(akropolis.View).UnmarshalJSON(b) }},
		{"ArchitectCard", "architect-card.json", false, func(b []byte) error { return new(score.ArchitectPad).UnmarshalJSON(b) }},
		{"Event", "events.json", true, func(b []byte) error { return new(event.Event).UnmarshalJSON(b) }},
		{"score.Pad", "card.json", false, func(b []byte) error { return new(score.Pad).UnmarshalJSON(b) }},
		{"city.City", "city.json", false, func(b []byte) error { return new(city.City).UnmarshalJSON(b) }},
		{"city.Result", "result.json", false, func(b []byte) error { return new(city.Result).UnmarshalJSON(b) }},
		{"city.Layer", "column.json", true, func(b []byte) error { return new(city.Layer).UnmarshalJSON(b) }},
		{"tile.Tile", "catalogue.json", true, func(b []byte) error { return new(tile.Tile).UnmarshalJSON(b) }},
		{"ParseCity", "city.json", false, func(b []byte) error { _, err := akropolis.ParseCity(string(b)); return err }},
	}
}

// Documents of the decoders that have no golden file of their own.
var smallJSON = map[string]struct {
	doc    string
	decode func([]byte) error
}{
	"Options":         {`{"players":2,"level":"hippodamos","rules":{"variants":"none"},"allTiles":false,"stonesFromZero":false,"unlimitedReserve":false,"seed":"1 2"}`, func(b []byte) error { return new(akropolis.Options).UnmarshalJSON(b) }},
	"HexNote":         {`{"cell":{"q":0,"r":0},"kind":"HousePlaza","level":1,"counts":true,"stars":1,"reason":"r"}`, func(b []byte) error { return new(score.HexNote).UnmarshalJSON(b) }},
	"hex.Hex":         {`{"q":1,"r":-2}`, func(b []byte) error { return new(hex.Hex).UnmarshalJSON(b) }},
	"tile.ID":         {`7`, func(b []byte) error { return new(tile.ID).UnmarshalJSON(b) }},
	"variants.Option": {`{"variants":"houses+markets"}`, func(b []byte) error { return new(variants.Options).UnmarshalJSON(b) }},
}

// badValues stand in for each value of a document in turn.
var badValues = []string{`null`, `"(1,2)"`, `""`, `-1`, `1.5`, `18446744073709551616`,
	`true`, `[]`, `{}`, `[null]`, `{"q":"1"}`, `[[1]]`}

// goTypeWords are what a message shows when it leaks Go: a type, a struct
// tag, encoding/json's own wording.
var goTypeWords = []string{"Go value", "Go struct", "struct {", "*int", "json:", "map[", "interface {",
	"float64", "int64", "uint64", "akropolis.", "city.", "score.", "tile.", "variants.", "hex.", "strictjson"}

// Every JSON decoder, given its document with any one value replaced by
// a bad one, fails with a message that names no Go type; every null is
// refused, naming its place.
func TestJSONErrorsNameNoGoType(t *testing.T) {
	docs := map[string]struct {
		doc    []byte
		decode func([]byte) error
	}{}
	for _, d := range jsonDecoders() {
		b, err := os.ReadFile(filepath.Join("testdata", "forms", d.golden))
		if err != nil {
			t.Fatal(err)
		}
		if d.first {
			var list []json.RawMessage
			must(t, json.Unmarshal(b, &list))
			b = list[0]
		}
		docs[d.name] = struct {
			doc    []byte
			decode func([]byte) error
		}{b, d.decode}
	}
	for name, d := range smallJSON {
		docs[name] = struct {
			doc    []byte
			decode func([]byte) error
		}{[]byte(d.doc), d.decode}
	}
	tried := 0
	for name, d := range docs {
		if err := d.decode(d.doc); err != nil {
			t.Errorf("%s: the document itself is refused: %v", name, err)
			continue
		}
		for _, bad := range badValues {
			for _, m := range replaceEach(t, d.doc, bad) {
				tried++
				err := d.decode(m.doc)
				if err == nil {
					if bad == "null" {
						t.Errorf("%s: null at %s is read: %s", name, m.place, m.doc)
					}
					continue
				}
				msg := err.Error()
				for _, w := range goTypeWords {
					if strings.Contains(msg, w) {
						t.Errorf("%s: %s at %s: message shows %q: %s", name, bad, m.place, w, msg)
						break
					}
				}
				if bad == "null" && !strings.Contains(msg, "null") && !(name == "ParseCity" && m.place == "the document") {
					t.Errorf("%s: null at %s: message does not say null: %s", name, m.place, msg)
				}
				if !isSyntax(err) && strings.Contains(msg, "found") {
					t.Errorf("%s: %s at %s: a form error that is no ErrSyntax: %v", name, bad, m.place, err)
				}
			}
		}
	}
	if tried < 1500 {
		t.Errorf("only %d documents tried", tried)
	}
}

// The errors of null, and of a value its own decoder refuses, name the
// field, for the cases users met.
func TestJSONErrorsNameTheField(t *testing.T) {
	rb, err := os.ReadFile(filepath.Join("testdata", "forms", "record.json"))
	must(t, err)
	pb, err := os.ReadFile(filepath.Join("testdata", "forms", "position.json"))
	must(t, err)
	record := func(b []byte) error { return new(akropolis.Record).UnmarshalJSON(b) }
	position := func(b []byte) error { return new(akropolis.Position).UnmarshalJSON(b) }
	for _, tc := range []struct {
		doc          []byte
		field, value string
		want         string
		decode       func([]byte) error
	}{
		{rb, "moves", `null`, "moves: found null, want an array", record},
		{rb, "setup", `null`, "setup: found null", record},
		{rb, "moves", `["0:07@(1,-2)r3","x"]`, `moves[1]: akropolis: invalid syntax: move "x"`, record},
		{rb, "options", `{"players":"2"}`, "options: akropolis: invalid syntax: options JSON: players: found a string, want an integer", record},
		{pb, "stones", `null`, "stones: found null, want an array", position},
		{pb, "turn", `null`, "turn: found null, want an integer", position},
		{pb, "turn", `"3"`, "turn: found a string, want an integer", position},
		{pb, "options", `null`, "options: found null", position},
		{pb, "cities", `[["07@(1,-2)r9"]]`, "cities[0][0]: city: invalid placement syntax", position},
		{pb, "line", `["(1,2)"]`, "line[0]: tile: invalid syntax", position},
	} {
		var m map[string]json.RawMessage
		must(t, json.Unmarshal(tc.doc, &m))
		m[tc.field] = json.RawMessage(tc.value)
		doc, err := json.Marshal(m)
		must(t, err)
		err = tc.decode(doc)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !isSyntax(err) {
			t.Errorf("%q: %s: got %v, want a syntax error saying %q", tc.field, tc.value, err, tc.want)
		}
	}
}

// isSyntax reports whether err is a syntax error of any package.
func isSyntax(err error) bool { return errors.Is(err, rule.ErrSyntax) }

type replaced struct {
	place string
	doc   []byte
}

// replaceEach returns doc with each of its values in turn (the whole
// document included) replaced by bad; of an array, the first two
// elements only, so that a long list does not multiply the cases.
func replaceEach(t *testing.T, doc []byte, bad string) []replaced {
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	var root any
	must(t, d.Decode(&root))
	out := []replaced{{"the document", []byte(bad)}}
	var visit func(v any, place string)
	visit = func(v any, place string) {
		try := func(p string, set func(any)) {
			set(json.RawMessage(bad))
			b, err := json.Marshal(root)
			must(t, err)
			out = append(out, replaced{p, b})
		}
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				try(place+"."+k, func(x any) { v[k] = x })
				v[k] = e
				visit(e, place+"."+k)
			}
		case []any:
			for i, e := range v[:min(len(v), 2)] {
				p := place + "[" + strconv.Itoa(i) + "]"
				try(p, func(x any) { v[i] = x })
				v[i] = e
				visit(e, p)
			}
		}
	}
	visit(root, "")
	return out
}
