package akropolis_test

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// formSeeds is the golden files of testdata/forms named, each also behind
// a byte order mark and spaces, which the readers skip.
func formSeeds(f *testing.F, names ...string) []string {
	var seeds []string
	for _, name := range names {
		b := goldenSeed(f, name, "")
		seeds = append(seeds, b, "\uFEFF \n"+b)
	}
	return seeds
}

// isJSONDoc tells the two forms apart as the readers document it: JSON is a
// document whose first byte after a byte order mark and spaces is '{'.
func isJSONDoc(b []byte) bool {
	t := bytes.TrimLeft(bytes.TrimPrefix(b, []byte("\uFEFF")), " \t\r\n")
	return len(t) > 0 && t[0] == '{'
}

// readPositionForm: ReadPosition never panics, refuses with ErrSyntax or
// ErrTooLarge, and reads what the decoder of the form it recognises reads;
// what it reads writes back in its form, and reads back the same.
func readPositionForm(f *testing.F) formtest.Form {
	seeds := formSeeds(f, "position.txt", "position.json", "athena-position-mid.txt", "athena-position-phase.json")
	seeds = append(seeds,
		"\uFEFF\uFEFF{}",
		" {\"turn\":1}",
		"{",
	)
	return formtest.Form{Key: 'p', Name: "position", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		checkRead(t, b, akropolis.ReadPosition, emptyIsNil)
	}}
}

// readRecordForm: as readPositionForm, for ReadRecord.
func readRecordForm(f *testing.F) formtest.Form {
	seeds := formSeeds(f, "record.txt", "record.json")
	seeds = append(seeds,
		"\uFEFF[Game \"Akropolis\"]\n[Players \"2\"]\n",
		"\t{\"options\":{\"players\":2},\"moves\":[],\"moves\":[]}",
	)
	return formtest.Form{Key: 'r', Name: "record", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		checkRead(t, b, akropolis.ReadRecord)
	}}
}

// twoForms is a pointer to a value with the module's text and JSON forms.
type twoForms[T any] interface {
	*T
	MarshalText() ([]byte, error)
	MarshalJSON() ([]byte, error)
	UnmarshalText([]byte) error
	UnmarshalJSON([]byte) error
}

// checkRead checks a reader of either form on input b: it agrees with the
// decoder of the form it recognises, refuses only with ErrSyntax or
// ErrTooLarge, and what it reads writes in its own form (the other form, if
// it writes, too) and reads back the same.
func checkRead[T any, P twoForms[T]](t *testing.T, b []byte, read func(io.Reader) (T, error), opts ...cmp.Option) {
	t.Helper()
	v, err := read(bytes.NewReader(b))
	var want T
	var werr error
	if isJSONDoc(b) {
		werr = P(&want).UnmarshalJSON(b)
	} else {
		werr = P(&want).UnmarshalText(b)
	}
	if (err == nil) != (werr == nil) {
		t.Fatalf("%q: the reader says %v, the form's decoder %v", b, err, werr)
	}
	if err != nil {
		if !errors.Is(err, rule.ErrSyntax) && !errors.Is(err, akropolis.ErrTooLarge) {
			t.Fatalf("%q: error %v wraps neither ErrSyntax nor ErrTooLarge", b, err)
		}
		return
	}
	if d := cmp.Diff(want, v, opts...); d != "" {
		t.Fatalf("%q: (-decoder +reader):\n%s", b, d)
	}
	encs := []func() ([]byte, error){P(&v).MarshalText, P(&v).MarshalJSON}
	if isJSONDoc(b) {
		encs[0], encs[1] = encs[1], encs[0]
	}
	for k, enc := range encs {
		out, err := enc()
		if err != nil && k == 0 {
			t.Fatalf("%q reads but does not write in its form: %v", b, err)
		}
		if err != nil {
			continue
		}
		back, err := read(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("%q -> %q is refused: %v", b, out, err)
		}
		if d := cmp.Diff(v, back, opts...); d != "" {
			t.Fatalf("%q -> %q: (-read +read back):\n%s", b, out, d)
		}
	}
}
