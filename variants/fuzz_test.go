package variants_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/variants"
)

// FuzzParseVariant: ParseVariant never panics and reads exactly the five
// names String prints; UnmarshalText agrees and leaves the variant
// unchanged on error.
func FuzzParseVariant(f *testing.F) {
	for _, s := range []string{"houses", "markets", "barracks", "temples", "gardens", "none", "Houses", "all", "", "Variant(6)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := variants.ParseVariant(s)
		old := variants.Temples
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != v) || (err != nil && u != old) {
			t.Fatalf("ParseVariant(%q) = %v, %v; UnmarshalText gives %v, %v", s, v, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, variants.ErrSyntax) {
				t.Fatalf("ParseVariant(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text, merr := v.MarshalText()
		if !v.Valid() || v.String() != s || merr != nil || string(text) != s {
			t.Fatalf("ParseVariant(%q) = %v (valid %v), MarshalText %q, %v", s, v, v.Valid(), text, merr)
		}
	})
}

// FuzzParseSet: ParseSet never panics; a set it reads holds only the five
// variants and prints back (String, MarshalText) to text that reads to the
// same set; UnmarshalText agrees and leaves the set unchanged on error.
func FuzzParseSet(f *testing.F) {
	for _, s := range []string{"none", "all", "houses", "houses+temples", "gardens+houses+houses",
		"houses+markets+barracks+temples+gardens", "", "+", "houses+", "+houses", "none+houses", "all+houses", "Houses"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		set, err := variants.ParseSet(s)
		old := variants.Of(variants.Markets)
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != set) || (err != nil && u != old) {
			t.Fatalf("ParseSet(%q) = %v, %v; UnmarshalText gives %v, %v", s, set, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, variants.ErrSyntax) {
				t.Fatalf("ParseSet(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if set&^variants.All != 0 {
			t.Fatalf("ParseSet(%q) = %08b: bits beyond the five variants", s, uint8(set))
		}
		text, _ := set.MarshalText()
		if back, err := variants.ParseSet(string(text)); err != nil || back != set || string(text) != set.String() {
			t.Fatalf("ParseSet(%q) = %v, %v; want %v (from %q)", text, back, err, set, s)
		}
	})
}

// FuzzParseOptions: ParseOptions never panics, and the options it reads
// print back to text that reads to the same options.
func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{"none", "all", "houses+temples barracks-outside-only", "lake-any-region houses",
		"houses markets", "  all   lake-any-region  ", "", "barracks-outside-only barracks-outside-only", "none none", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := variants.ParseOptions(s)
		if err != nil {
			if !errors.Is(err, variants.ErrSyntax) {
				t.Fatalf("ParseOptions(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if o.Variants&^variants.All != 0 {
			t.Fatalf("ParseOptions(%q) = %+v: bits beyond the five variants", s, o)
		}
		if back, err := variants.ParseOptions(o.String()); err != nil || back != o {
			t.Fatalf("ParseOptions(%q) = %+v, %v; want %+v (from %q)", o.String(), back, err, o, s)
		}
	})
}

// TestParseHugeInput: 100 MB of text is refused without being copied by every parser,
// and no error echoes it.
func TestParseHugeInput(t *testing.T) {
	s := strings.Repeat("houses+", 15<<20)
	b := []byte(s)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err1 := variants.ParseVariant(s)
	_, err2 := variants.ParseSet(s)
	_, err3 := variants.ParseOptions(s)
	var v variants.Variant
	err4 := v.UnmarshalText(b)
	var set variants.Set
	err5 := set.UnmarshalText(b)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing the text allocated %d bytes: it was copied", n)
	}
	for _, err := range []error{err1, err2, err3, err4, err5} {
		if !errors.Is(err, variants.ErrSyntax) || len(err.Error()) > 200 {
			t.Errorf("error %.200v, want a short ErrSyntax", err)
		}
	}
}
