package tile_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
)

// FuzzParseKind: ParseKind never panics; a kind it reads is valid and its
// name (String, MarshalText) reads back to the same kind; UnmarshalText
// agrees and leaves the kind unchanged on error.
func FuzzParseKind(f *testing.F) {
	for _, s := range []string{"Quarry", "Market", "MarketPlaza", "MarketPlaza2", "GardenPlaza3", "Q", "h", ".",
		"None", "MarketPlaza3", "market", "", "Kind(12)", "HousePlaza1 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, err := tile.ParseKind(s)
		old := tile.Garden
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != k) || (err != nil && u != old) {
			t.Fatalf("ParseKind(%q) = %v, %v; UnmarshalText gives %v, %v", s, k, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, tile.ErrSyntax) {
				t.Fatalf("ParseKind(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text, merr := k.MarshalText()
		if !k.Valid() || merr != nil || string(text) != k.String() {
			t.Fatalf("ParseKind(%q) = %v (valid %v), MarshalText %q, %v", s, k, k.Valid(), text, merr)
		}
		if back, err := tile.ParseKind(k.String()); err != nil || back != k {
			t.Fatalf("ParseKind(%q) = %v, %v; want %v", k.String(), back, err, k)
		}
		if back, err := tile.ParseKind(string(k.Letter())); err != nil || back != k {
			t.Fatalf("ParseKind(%q) = %v, %v; want %v", k.Letter(), back, err, k)
		}
	})
}

// FuzzParseID: ParseID never panics; an ID it reads is a catalogue tile or
// the starting tile, and prints back (String, MarshalText) to text that
// reads to the same ID.
func FuzzParseID(f *testing.F) {
	for _, s := range []string{"1", "01", "07", "61", "62", "0", "00", "S", "s", "", "-1", "+1", " 1", "001", "1a", "255", "256"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := tile.ParseID(s)
		old := tile.ID(33)
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != id) || (err != nil && u != old) {
			t.Fatalf("ParseID(%q) = %v, %v; UnmarshalText gives %v, %v", s, id, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, tile.ErrSyntax) {
				t.Fatalf("ParseID(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if !id.Valid() && id != tile.StartID {
			t.Fatalf("ParseID(%q) = %d, neither a catalogue tile nor the start", s, id)
		}
		text, _ := id.MarshalText()
		if back, err := tile.ParseID(string(text)); err != nil || back != id || string(text) != id.String() {
			t.Fatalf("ParseID(%q) = %v, %v; want %v", text, back, err, id)
		}
	})
}

// FuzzParseDistrict: ParseDistrict never panics and reads exactly the five
// names String prints.
func FuzzParseDistrict(f *testing.F) {
	for _, s := range []string{"House", "Market", "Barracks", "Temple", "Garden", "house", "Quarry", "", "District(0)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := tile.ParseDistrict(s)
		old := tile.GardenDistrict
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != d) || (err != nil && u != old) {
			t.Fatalf("ParseDistrict(%q) = %v, %v; UnmarshalText gives %v, %v", s, d, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, tile.ErrSyntax) {
				t.Fatalf("ParseDistrict(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if d.Kind() == tile.None || d.String() != s {
			t.Fatalf("ParseDistrict(%q) = %v", s, d)
		}
	})
}

func FuzzParseRotation(f *testing.F) {
	for _, s := range []string{"r0", "r3", "r5", "r6", "R1", "r", "", "3", "r03", "Rotation(7)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := tile.ParseRotation(s)
		old := tile.Rotation(4)
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != r) || (err != nil && u != old) {
			t.Fatalf("ParseRotation(%q) = %v, %v; UnmarshalText gives %v, %v", s, r, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, tile.ErrSyntax) {
				t.Fatalf("ParseRotation(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if b, merr := r.MarshalText(); !r.Valid() || merr != nil || string(b) != s {
			t.Fatalf("ParseRotation(%q) = %v, which marshals to %q, %v", s, r, b, merr)
		}
	})
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
	_, err3 := tile.ParseDistrict(s)
	var k tile.Kind
	err4 := k.UnmarshalText(b)
	var id tile.ID
	err5 := id.UnmarshalText(b)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing the text allocated %d bytes: it was copied", n)
	}
	for _, err := range []error{err1, err2, err3, err4, err5} {
		if !errors.Is(err, tile.ErrSyntax) {
			t.Errorf("error %.80v, want ErrSyntax", err)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("error message of %d bytes echoes the input: %.80s...", len(err.Error()), err)
		}
	}
}
