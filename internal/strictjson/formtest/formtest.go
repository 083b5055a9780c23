// Package formtest holds what the module's fuzz targets share: one target
// drives a family of forms, the first byte of its input choosing the form,
// and every decoder is held to the same checks (in the way testing/fstest
// checks a file system). It is for tests: the module's own, and those of a
// program that adds a form of its own and wants it held to the module's
// convention (round trip, strict refusal as package strictjson rules it).
package formtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"testing"
)

// A Form is one decoder under a fuzz target.
type Form struct {
	Key   byte     // the first byte of an input that picks this form
	Name  string   // for failure messages
	Seeds []string // inputs, without the key, added to the seed corpus
	// Check holds the decoder to its contract on one input; it never
	// returns an error, it fails t.
	Check func(t *testing.T, b []byte)
}

// Fuzz adds each form's seeds under its key and fuzzes the forms from one
// target. An input's first byte picks the form whose key it is (any other
// byte picks one by its value, so that no input is wasted); the rest is the
// form's input. The empty input goes to every form.
func Fuzz(f *testing.F, forms ...Form) {
	for _, fm := range forms {
		if i := slices.IndexFunc(forms, func(o Form) bool { return o.Key == fm.Key }); forms[i].Name != fm.Name {
			f.Fatalf("forms %s and %s share the key %q", forms[i].Name, fm.Name, fm.Key)
		}
		for _, s := range fm.Seeds {
			f.Add(append([]byte{fm.Key}, s...))
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) == 0 {
			for _, fm := range forms {
				fm.Check(t, nil)
			}
			return
		}
		fm := Pick(forms, b[0])
		t.Logf("form %s", fm.Name)
		fm.Check(t, b[1:])
	})
}

// Pick returns the form whose key is k, or else the form that k's value
// picks.
func Pick(forms []Form, k byte) Form {
	if i := slices.IndexFunc(forms, func(fm Form) bool { return fm.Key == k }); i >= 0 {
		return forms[i]
	}
	return forms[int(k)%len(forms)]
}

// A Codec is a decoder and the encoder that must read back with it.
type Codec[T any] struct {
	Decode func(*T, []byte) error
	Encode func(T) ([]byte, error)
	// Same compares two values.
	Same func(x, y T) bool
	// Refusal tells whether an error is one the decoder may refuse with
	// (its package's syntax error, say).
	Refusal func(error) bool
}

// RoundTrip holds a decoder to the module's contract on the input b: it
// never panics; on error it refuses with an error Refusal accepts and leaves
// the destination as it was (before); what it accepts encodes, and the
// encoding decodes back to the same value. It returns the encoding when b
// was accepted, nil when it was refused.
func RoundTrip[T any](t *testing.T, b []byte, before T, c Codec[T]) []byte {
	t.Helper()
	out, err := roundTrip(b, before, c)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// JSON is RoundTrip for a JSON form, with the strict convention on top:
// whatever the input, null is refused; and when it is accepted, its encoding
// followed by more data is refused, and so is its encoding, if an object,
// with an unknown name or with one of its names given twice.
func JSON[T any](t *testing.T, b []byte, before T, c Codec[T]) []byte {
	t.Helper()
	out, err := strictJSON(b, before, c)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func roundTrip[T any](b []byte, before T, c Codec[T]) ([]byte, error) {
	v := before
	if err := c.Decode(&v, b); err != nil {
		if !c.Refusal(err) {
			return nil, fmt.Errorf("%q: refused with %v, not a refusal of the form", b, err)
		}
		if !c.Same(v, before) {
			return nil, fmt.Errorf("%q: refused (%v) but changed the destination to %+v", b, err, v)
		}
		return nil, nil
	}
	out, err := c.Encode(v)
	if err != nil {
		return nil, fmt.Errorf("%q decodes to %+v, which does not encode: %v", b, v, err)
	}
	var back T
	if err := c.Decode(&back, out); err != nil {
		return nil, fmt.Errorf("%q decodes and encodes as %q, which is refused: %v", b, out, err)
	}
	if !c.Same(v, back) {
		return nil, fmt.Errorf("%q -> %q reads back as %+v, want %+v", b, out, back, v)
	}
	if out == nil {
		out = []byte{}
	}
	return out, nil
}

func strictJSON[T any](b []byte, before T, c Codec[T]) ([]byte, error) {
	refused := func(doc []byte, what string) error {
		var x T
		if err := c.Decode(&x, doc); err == nil || !c.Refusal(err) {
			return fmt.Errorf("%s %q: error %v, want a refusal", what, doc, err)
		}
		return nil
	}
	if err := refused([]byte("null"), "null"); err != nil {
		return nil, err
	}
	out, err := roundTrip(b, before, c)
	if out == nil || err != nil {
		return out, err
	}
	if err := refused(append(slices.Clip(out), " 0"...), "trailing data"); err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(out, []byte("{")) {
		return out, nil
	}
	rest := out[1:]
	if !bytes.HasPrefix(rest, []byte("}")) {
		rest = append([]byte(","), rest...)
	}
	if err := refused(append([]byte(`{"formtestUnknown":0`), rest...), "an unknown name"); err != nil {
		return nil, err
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(out, &members); err != nil {
		return nil, fmt.Errorf("the encoding %q is no JSON object: %v", out, err)
	}
	if len(members) > 0 {
		name := slices.Min(slices.Collect(maps.Keys(members)))
		quoted, _ := json.Marshal(name)
		dup := append(append(append([]byte("{"), quoted...), ':'), members[name]...)
		if err := refused(append(dup, rest...), "a name given twice"); err != nil {
			return nil, err
		}
	}
	return out, nil
}
