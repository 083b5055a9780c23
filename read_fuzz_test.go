package akropolis_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
)

// addForms adds the golden files of testdata/forms named to a seed corpus,
// each also behind a byte order mark and spaces, which the readers skip.
func addForms(f *testing.F, names ...string) {
	for _, name := range names {
		b, err := os.ReadFile(filepath.Join("testdata", "forms", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(append([]byte("\uFEFF \n"), b...))
	}
}

// isJSONDoc tells the two forms apart as the readers document it: JSON is a
// document whose first byte after a byte order mark and spaces is '{'.
func isJSONDoc(b []byte) bool {
	t := bytes.TrimLeft(bytes.TrimPrefix(b, []byte("\uFEFF")), " \t\r\n")
	return len(t) > 0 && t[0] == '{'
}

// FuzzReadPosition: ReadPosition never panics, refuses with ErrSyntax or
// ErrTooLarge, and reads what the decoder of the form it recognises reads;
// what it reads writes back in its form, and reads back the same.
func FuzzReadPosition(f *testing.F) {
	addForms(f, "position.txt", "position.json")
	f.Add([]byte("\uFEFF\uFEFF{}"))
	f.Add([]byte(" {\"turn\":1}"))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := akropolis.ReadPosition(bytes.NewReader(b))
		var want akropolis.Position
		var werr error
		if isJSONDoc(b) {
			werr = want.UnmarshalJSON(b)
		} else {
			werr = want.UnmarshalText(b)
		}
		if (err == nil) != (werr == nil) {
			t.Fatalf("%q: ReadPosition says %v, the form's decoder %v", b, err, werr)
		}
		if err != nil {
			if !errors.Is(err, akropolis.ErrSyntax) && !errors.Is(err, akropolis.ErrTooLarge) {
				t.Fatalf("%q: error %v wraps neither ErrSyntax nor ErrTooLarge", b, err)
			}
			return
		}
		if !cmp.Equal(p, want, emptyIsNil) {
			t.Fatalf("%q: ReadPosition %+v, the form's decoder %+v", b, p, want)
		}
		// The form read must write; the other form may have no room for
		// what only Check refuses (a position of 0 players has JSON but no
		// text), but what it writes must read back.
		encs := []func() ([]byte, error){p.MarshalText, p.MarshalJSON}
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
			back, err := akropolis.ReadPosition(bytes.NewReader(out))
			if err != nil || !cmp.Equal(p, back, emptyIsNil) {
				t.Fatalf("%q -> %q -> %+v, %v", b, out, back, err)
			}
		}
	})
}

// FuzzReadRecord: as FuzzReadPosition, for ReadRecord.
func FuzzReadRecord(f *testing.F) {
	addForms(f, "record.txt", "record.json")
	f.Add([]byte("\uFEFF[Game \"Akropolis\"]\n[Players \"2\"]\n"))
	f.Add([]byte("\t{\"options\":{\"players\":2},\"moves\":[],\"moves\":[]}"))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := akropolis.ReadRecord(bytes.NewReader(b))
		var want akropolis.Record
		var werr error
		if isJSONDoc(b) {
			werr = want.UnmarshalJSON(b)
		} else {
			werr = want.UnmarshalText(b)
		}
		if (err == nil) != (werr == nil) {
			t.Fatalf("%q: ReadRecord says %v, the form's decoder %v", b, err, werr)
		}
		if err != nil {
			if !errors.Is(err, akropolis.ErrSyntax) && !errors.Is(err, akropolis.ErrTooLarge) {
				t.Fatalf("%q: error %v wraps neither ErrSyntax nor ErrTooLarge", b, err)
			}
			return
		}
		if d := cmp.Diff(want, r); d != "" {
			t.Fatalf("%q: (-decoder +ReadRecord):\n%s", b, d)
		}
		// The form read must write; the other form may have no room for
		// what only Check refuses (a position of 0 players has JSON but no
		// text), but what it writes must read back.
		encs := []func() ([]byte, error){r.MarshalText, r.MarshalJSON}
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
			back, err := akropolis.ReadRecord(bytes.NewReader(out))
			if err != nil {
				t.Fatalf("%q -> %q is refused: %v", b, out, err)
			}
			if d := cmp.Diff(r, back); d != "" {
				t.Fatalf("%q -> %q: (-read +read back):\n%s", b, out, d)
			}
		}
	})
}
