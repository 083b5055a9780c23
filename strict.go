package akropolis

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// The JSON convention of every form in this module: names in lower camel
// case, matched exactly (encoding/json alone matches them in any case);
// an unknown name, or a name given twice in one object (encoding/json alone
// keeps the last), is an error; a UTF-8 byte order mark before the document
// is skipped. decodeJSON enforces it for the package's decoders.

// bom is the UTF-8 byte order mark some editors put before a document.
const bom = "\uFEFF"

// trimBOM drops a leading UTF-8 byte order mark.
func trimBOM(b []byte) []byte { return bytes.TrimPrefix(b, []byte(bom)) }

// decodeJSON decodes the whole of b into v (a pointer) under the module's
// JSON convention. what names the document in errors, which wrap ErrSyntax.
func decodeJSON(b []byte, v any, what string) error {
	b = trimBOM(b)
	d := json.NewDecoder(bytes.NewReader(b))
	if err := checkNames(d, reflect.TypeOf(v).Elem(), true); err != nil {
		return fmt.Errorf("%w: %s JSON: %w", ErrSyntax, what, err)
	}
	if _, err := d.Token(); err != io.EOF {
		return fmt.Errorf("%w: %s JSON: data after the document", ErrSyntax, what)
	}
	d = json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		if errors.Is(err, ErrSyntax) {
			return err
		}
		return fmt.Errorf("%w: %s JSON: %w", ErrSyntax, what, err)
	}
	return nil
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// checkNames walks one JSON value from d, checking that every object in it
// names each key once and, where t is a struct, only the exact JSON names of
// t's fields. A type with its own UnmarshalJSON checks its own names (below
// the top) and a text type is a string, so only duplicates are checked
// there.
func checkNames(d *json.Decoder, t reflect.Type, top bool) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && !top {
		if pt := reflect.PointerTo(t); pt.Implements(jsonUnmarshaler) || pt.Implements(textUnmarshaler) {
			return checkNames(d, nil, false)
		}
	}
	tok, err := d.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		return checkObject(d, t)
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for d.More() {
			if err := checkNames(d, elem, false); err != nil {
				return err
			}
		}
		_, err = d.Token()
		return err
	}
	return nil
}

// checkObject checks the keys of an object whose '{' was just read.
func checkObject(d *json.Decoder, t reflect.Type) error {
	var fields map[string]reflect.Type
	if t != nil && t.Kind() == reflect.Struct {
		fields = jsonFields(t)
	}
	seen := map[string]bool{}
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		if seen[key] {
			return fmt.Errorf("name %q given twice", clip(key))
		}
		seen[key] = true
		var ft reflect.Type
		if fields != nil {
			var ok bool
			if ft, ok = fields[key]; !ok {
				return fmt.Errorf("unknown name %q", clip(key))
			}
		} else if t != nil && t.Kind() == reflect.Map {
			ft = t.Elem()
		}
		if err := checkNames(d, ft, false); err != nil {
			return err
		}
	}
	_, err := d.Token()
	return err
}

// jsonFields maps the exact JSON names of a struct's fields to their types.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	m := map[string]reflect.Type{}
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			for n, t := range jsonFields(f.Type) { // promoted, as encoding/json does
				if _, ok := m[n]; !ok {
					m[n] = t
				}
			}
			continue
		}
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		m[name] = f.Type
	}
	return m
}
