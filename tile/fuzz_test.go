package tile_test

import (
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// FuzzTextForms drives the text forms: a kind ('k'), a tile ID ('i'), a
// district ('d'), a rotation ('r') and a construction card ('c').
func FuzzTextForms(f *testing.F) {
	formtest.Fuzz(f, kindForm(f), idTextForm(f), rotationForm(f), cardForm(f))
}

// marshalJSON is json.Marshal for a codec.
func marshalJSON[T any](v T) ([]byte, error) { return json.Marshal(v) }

// isSyntax tells a refusal of the package's forms.
func isSyntax(err error) bool { return errors.Is(err, rule.ErrSyntax) }

// FuzzJSONForms drives the JSON forms: a tile ID ('i'), a tile ('t'), a
// face ('f').
// Each refuses with ErrSyntax and leaves its value unchanged, or accepts a
// form that writes back and reads back as the same value.
func FuzzJSONForms(f *testing.F) {
	refusal := func(err error) bool { return errors.Is(err, rule.ErrSyntax) }
	formtest.Fuzz(f,
		formtest.Form{Key: 'i', Name: "id", Seeds: []string{`7`, `"07"`}, Check: func(t *testing.T, b []byte) {
			formtest.JSON(t, b, tile.ID(9), formtest.Codec[tile.ID]{
				Decode: (*tile.ID).UnmarshalJSON, Encode: tile.ID.MarshalJSON,
				Same: func(x, y tile.ID) bool { return x == y }, Refusal: refusal,
			})
		}},
		formtest.Form{Key: 't', Name: "tile", Seeds: []string{
			`{"id":4,"group":2,"hexes":["BarracksPlaza","House","Quarry"]}`,
			`{"id":"S","group":0,"hexes":["","Q","House"]}`,
		}, Check: func(t *testing.T, b []byte) {
			formtest.JSON(t, b, tile.Tile{ID: 9}, formtest.Codec[tile.Tile]{
				Decode: (*tile.Tile).UnmarshalJSON,
				Encode: func(x tile.Tile) ([]byte, error) { return json.Marshal(x) },
				Same:   func(x, y tile.Tile) bool { return x == y }, Refusal: refusal,
			})
		}},
		faceForm(f),
	)
}

// kindForm: ParseKind never panics; a kind it reads is valid and its
// name (String, MarshalText) reads back to the same kind; UnmarshalText
// agrees and leaves the kind unchanged on error.
func kindForm(f *testing.F) formtest.Form {
	seeds := []string{"Quarry", "Market", "MarketPlaza", "MarketPlaza2", "GardenPlaza3", "Q", "h", ".",
		"None", "MarketPlaza3", "market", "", "Kind(12)", "HousePlaza1 "}
	return formtest.Form{Key: 'k', Name: "kind", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		k, err := tile.ParseKind(s)
		old := tile.Garden
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != k) || (err != nil && u != old) {
			t.Fatalf("ParseKind(%q) = %v, %v; UnmarshalText gives %v, %v", s, k, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParseKind(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text, merr := k.MarshalText()
		if !tile.KindValid(k) || merr != nil || string(text) != k.String() {
			t.Fatalf("ParseKind(%q) = %v (valid %v), MarshalText %q, %v", s, k, tile.KindValid(k), text, merr)
		}
		if back, err := tile.ParseKind(k.String()); err != nil || back != k {
			t.Fatalf("ParseKind(%q) = %v, %v; want %v", k.String(), back, err, k)
		}
		if back, err := tile.ParseKind(letters[k : k+1]); err != nil || back != k {
			t.Fatalf("ParseKind(%q) = %v, %v; want %v", letters[k:k+1], back, err, k)
		}
	}}
}

// idTextForm: ParseID never panics; an ID it reads is a catalogue tile or
// the starting tile, and prints back (String, MarshalText) to text that
// reads to the same ID.
func idTextForm(f *testing.F) formtest.Form {
	seeds := []string{"1", "01", "07", "61", "62", "0", "00", "S", "s", "", "-1", "+1", " 1", "001", "1a", "255", "256"}
	return formtest.Form{Key: 'i', Name: "id", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		id, err := tile.ParseID(s)
		old := tile.ID(33)
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != id) || (err != nil && u != old) {
			t.Fatalf("ParseID(%q) = %v, %v; UnmarshalText gives %v, %v", s, id, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParseID(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if !id.InBase() && id != tile.StartID {
			t.Fatalf("ParseID(%q) = %d, neither a catalogue tile nor the start", s, id)
		}
		text, _ := id.MarshalText()
		if back, err := tile.ParseID(string(text)); err != nil || back != id || string(text) != id.String() {
			t.Fatalf("ParseID(%q) = %v, %v; want %v", text, back, err, id)
		}
	}}
}

// rotationForm: ParseRotation never panics and reads exactly the six
// names a Face's JSON form writes; its UnmarshalText agrees.
func rotationForm(f *testing.F) formtest.Form {
	seeds := []string{"r0", "r3", "r5", "r6", "R1", "r", "", "3", "r03", "Rotation(7)"}
	return formtest.Form{Key: 'r', Name: "rotation", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		s := string(b)
		r, err := tile.ParseRotation(s)
		old := tile.RotationText(4)
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && tile.Rotation(u) != r) || (err != nil && u != old) {
			t.Fatalf("ParseRotation(%q) = %v, %v; UnmarshalText gives %v, %v", s, r, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParseRotation(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if b, merr := tile.RotationText(r).MarshalText(); r >= 6 || merr != nil || string(b) != s || r.String() != s {
			t.Fatalf("ParseRotation(%q) = %v, which marshals to %q, %v", s, r, b, merr)
		}
	}}
}

// TestParseHugeInput: a 100 MB string is refused without being copied by every parser,
// and no error message echoes it.
func TestParseHugeInput(t *testing.T) {
	s := strings.Repeat("1", 100<<20)
	b := []byte(s)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err1 := tile.ParseKind(s)
	_, err2 := tile.ParseID(s)
	var card tile.Card
	err3 := card.UnmarshalText(b)
	var k tile.Kind
	err4 := k.UnmarshalText(b)
	var id tile.ID
	err5 := id.UnmarshalText(b)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing the text allocated %d bytes: it was copied", n)
	}
	for _, err := range []error{err1, err2, err3, err4, err5} {
		if !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("error %.80v, want ErrSyntax", err)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("error message of %d bytes echoes the input: %.80s...", len(err.Error()), err)
		}
	}
}
