package strictjson

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

// BOM is the UTF-8 byte order mark some editors put before a document. The
// module's readers skip it before text forms too.
const BOM = "\uFEFF"

// TrimBOM returns b without a leading byte order mark.
func TrimBOM(b []byte) []byte { return bytes.TrimPrefix(b, []byte(BOM)) }

// Decode decodes the whole of b, one JSON value after an optional byte order
// mark, into v, a non-nil pointer, under the package's convention. The
// error names the first breach of it, or is encoding/json's (or a nested
// UnmarshalJSON's) error. v may be partly filled on error, so a caller that
// promises to leave its value unchanged decodes into a temporary.
//
// A value with its own UnmarshalJSON, at the top or inside, is decoded by
// that method, as encoding/json does; the method of a type that wants the
// convention for its own fields decodes into a copy of its type without
// methods (type plain T), which Decode walks field by field.
func Decode(b []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("decode into %T: want a non-nil pointer", v)
	}
	b = TrimBOM(b)
	d := json.NewDecoder(bytes.NewReader(b))
	if err := checkValue(d, rv.Type().Elem()); err != nil {
		return err
	}
	if _, err := d.Token(); err != io.EOF {
		return errors.New("data after the document")
	}
	d = json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	return d.Decode(v)
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// checkValue walks one JSON value from d, checking that every object in it
// names each key once and, where t is a struct, only the exact JSON names of
// t's fields. A type with its own UnmarshalJSON checks its own names and a
// text type is a string, so only duplicates are checked there.
func checkValue(d *json.Decoder, t reflect.Type) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil {
		if pt := reflect.PointerTo(t); pt.Implements(jsonUnmarshaler) || pt.Implements(textUnmarshaler) {
			t = nil
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
		return checkArray(d, t)
	}
	return nil
}

// checkArray checks the elements of an array whose '[' was just read.
func checkArray(d *json.Decoder, t reflect.Type) error {
	var elem reflect.Type
	limit := -1
	if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
		elem = t.Elem()
		if t.Kind() == reflect.Array {
			limit = t.Len()
		}
	}
	for n := 0; d.More(); n++ {
		if n == limit {
			return fmt.Errorf("more than %d elements in an array of %d", limit, limit)
		}
		if err := checkValue(d, elem); err != nil {
			return err
		}
	}
	_, err := d.Token()
	return err
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
			return fmt.Errorf("name %.24q given twice", key)
		}
		seen[key] = true
		var ft reflect.Type
		if fields != nil {
			var ok bool
			if ft, ok = fields[key]; !ok {
				return fmt.Errorf("unknown name %.24q", key)
			}
		} else if t != nil && t.Kind() == reflect.Map {
			ft = t.Elem()
		}
		if err := checkValue(d, ft); err != nil {
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
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",") // "-," names a field "-"
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if f.Anonymous && name == "" && ft.Kind() == reflect.Struct {
			for n, t := range jsonFields(ft) { // promoted, as encoding/json does
				if _, ok := m[n]; !ok {
					m[n] = t
				}
			}
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		m[name] = f.Type
	}
	return m
}
