package strictjson

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode"
)

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// walker walks one JSON document token by token against the type it fills,
// checking the convention: every object names each key once and, where the
// type is a struct, only the exact JSON names of its fields; no null; no
// nesting beyond MaxDepth; every value of the kind its type takes. With
// call set it also calls the UnmarshalJSON or UnmarshalText of each value
// that has one, to find the place of a value such a method refuses.
type walker struct {
	d     tokens
	data  []byte
	call  bool
	place []step // the names and indexes leading to the value walked
	// seen holds, for each depth, the names of the object open there, the
	// map kept from one object to the next so that a document of many
	// small objects allocates no map per object.
	seen []map[string]bool
}

// step is one step of a place: an object's key, or an array's index
// (index >= 0). It is written out only for an error.
type step struct {
	key   string
	index int
}

// field is what the walk needs of a struct field: its type, and the most
// elements it takes when its tag says so (strictjson:"max=N"), -1 for no
// bound.
type field struct {
	t   reflect.Type
	max int
}

// check walks the whole of b as a value of type t, an array there of at
// most max elements (-1: any number).
func check(b []byte, t reflect.Type, call bool, max int) error {
	if len(bytes.TrimLeft(b, " \t\r\n")) == 0 {
		return errors.New("empty document: want a JSON value")
	}
	w := walker{d: &lexer{b: b}, data: b, call: call}
	if !shallow(b) || !json.Valid(b) { // the Decoder finds the error, and its place
		d := json.NewDecoder(bytes.NewReader(b))
		d.UseNumber()
		w.d = d
	}
	if err := w.value(t, max); err != nil {
		return err
	}
	if _, err := w.d.Token(); err != io.EOF {
		return errors.New("data after the document")
	}
	return nil
}

// errorf prefixes an error with the place of the value walked:
// "moves[3]: ", "options.rules: ", nothing at the top.
func (w *walker) errorf(format string, args ...any) error {
	var b strings.Builder
	for _, p := range w.place {
		s := "[" + strconv.Itoa(p.index) + "]"
		if p.index < 0 {
			s = keyPlace(p.key)
		}
		if b.Len() > 0 && s[0] != '[' {
			b.WriteByte('.')
		}
		b.WriteString(s)
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	return fmt.Errorf("%s"+format, append([]any{b.String()}, args...)...)
}

// syntax gives a syntax error its byte offset.
func (w *walker) syntax(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("at byte %d: %w", se.Offset, err)
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return errors.New("the document ends inside a value")
	}
	return err
}

// value walks one value of type t (nil: any); an array there may hold at
// most max elements (-1: any number).
func (w *walker) value(t reflect.Type, max int) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var method reflect.Type // a type decoding itself, from JSON or from a string
	text := false
	if t != nil {
		if pt := reflect.PointerTo(t); pt.Implements(jsonUnmarshaler) {
			method, t = t, nil
		} else if pt.Implements(textUnmarshaler) {
			method, t, text = t, nil, true
		}
	}
	start := w.d.InputOffset()
	tok, err := w.d.Token()
	if err != nil {
		return w.syntax(err)
	}
	if _, isString := tok.(string); text && !isString {
		return w.errorf("found %s, want a string", kindOf(tok))
	} else if tok == nil || t != nil && !fits(tok, t) {
		return w.errorf("found %s, want %s", kindOf(tok), wantOf(t))
	}
	if t != nil && t.Kind() == reflect.Interface {
		t = nil // any value, walked for the convention only
	}
	switch tok {
	case json.Delim('{'):
		err = w.object(t)
	case json.Delim('['):
		err = w.array(t, max)
	}
	// A text value is cheap to read: its method is called on the first
	// walk, so that its error is placed without decoding the document.
	if err != nil || method == nil || !w.call && !text {
		return err
	}
	return w.callMethod(method, text, tok, start)
}

// callMethod decodes the value just walked with its type's own method.
func (w *walker) callMethod(t reflect.Type, text bool, tok json.Token, start int64) error {
	v := reflect.New(t).Interface()
	var err error
	if text {
		err = v.(encoding.TextUnmarshaler).UnmarshalText([]byte(tok.(string)))
	} else {
		raw := bytes.TrimLeft(w.data[start:w.d.InputOffset()], " \t\r\n,:")
		err = v.(json.Unmarshaler).UnmarshalJSON(raw)
	}
	if err != nil {
		return w.errorf("%w", err)
	}
	return nil
}

// array walks the elements of an array whose '[' was just read, at most
// max of them (-1: any number).
func (w *walker) array(t reflect.Type, max int) error {
	if len(w.place) >= MaxDepth {
		return w.errorf("%w: arrays and objects nested deeper than %d", ErrTooLarge, MaxDepth)
	}
	var elem reflect.Type
	if t != nil {
		elem = t.Elem()
		if t.Kind() == reflect.Array {
			for n := 0; w.d.More(); n++ {
				if n == t.Len() {
					return w.errorf("more than %d elements in an array of %d", n, n)
				}
				if err := w.element(n, elem); err != nil {
					return err
				}
			}
			_, err := w.d.Token()
			return w.syntax(err)
		}
	}
	for n := 0; w.d.More(); n++ {
		if n == max {
			return w.errorf("%w: more than %d elements", ErrTooLarge, max)
		}
		if err := w.element(n, elem); err != nil {
			return err
		}
	}
	_, err := w.d.Token()
	return w.syntax(err)
}

// element walks the element n of an array.
func (w *walker) element(n int, t reflect.Type) error {
	w.place = append(w.place, step{index: n})
	if err := w.value(t, -1); err != nil {
		return err
	}
	w.place = w.place[:len(w.place)-1]
	return nil
}

// object walks the names and values of an object whose '{' was just read.
func (w *walker) object(t reflect.Type) error {
	if len(w.place) >= MaxDepth {
		return w.errorf("%w: arrays and objects nested deeper than %d", ErrTooLarge, MaxDepth)
	}
	var fields map[string]field
	if t != nil && t.Kind() == reflect.Struct {
		fields = jsonFields(t)
	}
	depth := len(w.place)
	for len(w.seen) <= depth {
		w.seen = append(w.seen, map[string]bool{})
	}
	seen := w.seen[depth]
	if len(seen) > 64 { // clear costs what the map grew to: start afresh
		seen = map[string]bool{}
		w.seen[depth] = seen
	}
	clear(seen)
	for w.d.More() {
		tok, err := w.d.Token()
		if err != nil {
			return w.syntax(err)
		}
		key, _ := tok.(string)
		if seen[key] {
			return w.errorf("name %.24q given twice", key)
		}
		seen[key] = true
		f := field{max: -1}
		if fields != nil {
			var ok bool
			if f, ok = fields[key]; !ok {
				return w.errorf("unknown name %.24q", key)
			}
		} else if t != nil {
			f.t = t.Elem()
		}
		w.place = append(w.place, step{key: key, index: -1})
		if err := w.value(f.t, f.max); err != nil {
			return err
		}
		w.place = w.place[:len(w.place)-1]
	}
	_, err := w.d.Token()
	return w.syntax(err)
}

// keyPlace names an object's key in a place: as it is when it is a plain
// name ("moves"), else quoted in brackets ([""], ["a b"]).
func keyPlace(key string) string {
	plain := key != "" && len(key) <= 24
	for _, r := range key {
		plain = plain && (r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r))
	}
	if plain {
		return key
	}
	return fmt.Sprintf("[%.24q]", key)
}

// jsonFields maps the exact JSON names of a struct's fields to their types
// and bounds.
func jsonFields(t reflect.Type) map[string]field {
	m := map[string]field{}
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
		max := -1
		if n, ok := strings.CutPrefix(f.Tag.Get("strictjson"), "max="); ok {
			if v, err := strconv.Atoi(n); err == nil && v >= 0 {
				max = v
			}
		}
		m[name] = field{f.Type, max}
	}
	return m
}
