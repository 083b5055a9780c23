package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
)

// BOM is the UTF-8 byte order mark some editors put before a document. The
// module's readers skip it before text forms too.
const BOM = "\uFEFF"

// MaxDepth is the deepest nesting of arrays and objects Decode reads. The
// module's deepest form (a city's object inside a game's) nests 4 deep;
// hostile nesting is refused after MaxDepth tokens, before anything is
// decoded.
const MaxDepth = 32

// MaxBytes is the longest document Decode reads, the bound of the module's
// largest JSON form (a game record): a longer one is refused unread, with
// ErrTooLarge, so that no form, however small its values, reads more. A
// form with a smaller bound, or a program's own larger document, states
// it with DecodeBounded.
const MaxBytes = 1 << 20

// ErrTooLarge is wrapped by the error of a document over its bound in
// bytes (MaxBytes unless DecodeBounded says otherwise), nested deeper than
// MaxDepth, or with an array longer than its bound: a struct field tagged
// strictjson:"max=N" takes at most N elements, refused at the element N+1,
// before the rest is decoded, as is the array at the top of a document
// DecodeBounded bounds.
var ErrTooLarge = errors.New("too large")

// TrimBOM returns b without a leading byte order mark.
func TrimBOM(b []byte) []byte { return bytes.TrimPrefix(b, []byte(BOM)) }

// Decode decodes the whole of b, one JSON value after an optional byte order
// mark, into v, a non-nil pointer, under the package's convention. The
// error names the first breach of it, or the first value that cannot be
// decoded, by its place in the document (moves[3], options.players): what
// was found there and the form wanted, never a Go type. v may be partly
// filled on error, so a caller that promises to leave its value unchanged
// decodes into a temporary.
//
// A value with its own UnmarshalJSON, at the top or inside, is decoded by
// that method, as encoding/json does; the method of a type that wants the
// convention for its own fields decodes into a copy of its type without
// methods (type plain T), which Decode walks field by field. The error of
// such a method inside the document is wrapped with the value's place.
//
// A document of more than MaxBytes (after the byte order mark) is refused
// before anything is read, with an error wrapping ErrTooLarge.
func Decode(b []byte, v any) error { return DecodeBounded(b, v, MaxBytes, -1) }

// DecodeBounded is Decode for a form with bounds of its own: a document of
// more than maxBytes bytes (after the byte order mark) is refused unread,
// and, where the document is an array, its element maxElements+1 (-1: no
// bound but the bytes), before the rest is read; both errors wrap
// ErrTooLarge.
func DecodeBounded(b []byte, v any, maxBytes, maxElements int) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("decode into %T: want a non-nil pointer", v)
	}
	b = TrimBOM(b)
	if len(b) > maxBytes {
		return fmt.Errorf("%w: a document of %d bytes (at most %d)", ErrTooLarge, len(b), maxBytes)
	}
	t := rv.Type().Elem()
	if err := check(b, t, false, maxElements); err != nil {
		return err
	}
	// The walk has refused every name the type does not define, so plain
	// Unmarshal (which reads b in place, without a Decoder's copy) decodes
	// exactly the names checked.
	if err := json.Unmarshal(b, v); err != nil {
		// The walk found nothing wrong with the shape, so a method refused
		// a value: walk again calling the methods, to name its place.
		if located := check(b, t, true, maxElements); located != nil {
			return located
		}
		return plain(err)
	}
	return nil
}

// plain rewrites an error of encoding/json that the walk did not place
// (none is expected) without the Go type it names.
func plain(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Errorf("%s: found %s, want %s", placeOr(te.Field), article(te.Value), wantOf(te.Type))
	}
	return err
}

func placeOr(field string) string {
	if field == "" {
		return "the document"
	}
	return field
}

// article names a JSON kind as encoding/json's UnmarshalTypeError.Value
// gives it ("string", "number 1.5", "array", ...).
func article(v string) string {
	switch v {
	case "array", "object":
		return "an " + v
	case "string", "bool":
		return "a " + v
	}
	return v
}
