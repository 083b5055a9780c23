package variants

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/tile"
)

// Variant is one of the five bonus rules, one per district type. The zero value, None, is no variant.
type Variant uint8

// The variants, in the order of tile.Districts().
const (
	None Variant = iota
	Houses
	Markets
	Barracks
	Temples
	Gardens
)

// Variants lists the five variants in order.
func Variants() [5]Variant { return [5]Variant{Houses, Markets, Barracks, Temples, Gardens} }

var variantNames = [...]string{"none", "houses", "markets", "barracks", "temples", "gardens"}

// Valid reports whether v is one of the five variants.
func (v Variant) Valid() bool { return v >= Houses && v <= Gardens }

// String returns the variant's lower-case plural name: "houses", "markets",
// "barracks", "temples", "gardens" ("none" for None).
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("Variant(%d)", uint8(v))
}

// ParseVariant reads a variant by the name String gives. It does not accept
// "none": use ParseSet for sets that may be empty.
func ParseVariant(s string) (Variant, error) {
	for _, v := range Variants() {
		if variantNames[v] == s {
			return v, nil
		}
	}
	return None, fmt.Errorf("%w: unknown variant %.20q", ErrSyntax, s)
}

// MarshalText encodes a valid variant by name.
func (v Variant) MarshalText() ([]byte, error) {
	if !v.Valid() {
		return nil, fmt.Errorf("%w: %v is not a variant", ErrSyntax, v)
	}
	return []byte(v.String()), nil
}

// UnmarshalText parses a variant name; on error v is unchanged.
func (v *Variant) UnmarshalText(b []byte) error {
	if len(b) > 64 { // refuse before copying the text
		return fmt.Errorf("%w: variant of %d bytes", ErrSyntax, len(b))
	}
	p, err := ParseVariant(string(b))
	if err != nil {
		return err
	}
	*v = p
	return nil
}

// District returns the district type the variant doubles.
func (v Variant) District() tile.District {
	if !v.Valid() {
		return tile.NoDistrict
	}
	return tile.District(v)
}

// ForDistrict returns the variant of a district type (None for NoDistrict).
func ForDistrict(d tile.District) Variant {
	if d < tile.HouseDistrict || d > tile.GardenDistrict {
		return None
	}
	return Variant(d)
}

// Set is a combination of variants: none, one, several or all. The zero
// value is the empty set (the base game). It is a plain comparable value.
type Set uint8

// All is the set of all five variants.
const All Set = 1<<5 - 1

// Of returns the set of the given variants; invalid ones are ignored.
func Of(vs ...Variant) Set {
	var s Set
	for _, v := range vs {
		s = s.With(v)
	}
	return s
}

func bit(v Variant) Set {
	if !v.Valid() {
		return 0
	}
	return 1 << (v - 1)
}

// Has reports whether v is in the set.
func (s Set) Has(v Variant) bool { return bit(v) != 0 && s&bit(v) != 0 }

// With returns the set with v added (unchanged for None).
func (s Set) With(v Variant) Set { return s | bit(v) }

// Without returns the set with v removed.
func (s Set) Without(v Variant) Set { return s &^ bit(v) }

// Len returns the number of variants in the set.
func (s Set) Len() int {
	n := 0
	for _, v := range Variants() {
		if s.Has(v) {
			n++
		}
	}
	return n
}

// String returns "none" for the empty set, and otherwise the names of its
// variants joined with "+" in the fixed order houses, markets, barracks,
// temples, gardens: "houses+temples". The full set prints its five names.
// A set with bits outside All prints as "Set(0x81)", showing every bit, as
// tile.Kind(200) prints "Kind(200)"; it has no text form that reads back
// (ParseSet and MarshalText refuse it).
func (s Set) String() string {
	switch {
	case s&^All != 0:
		return fmt.Sprintf("Set(%#x)", uint8(s))
	case s == 0:
		return "none"
	}
	var b strings.Builder
	for _, v := range Variants() {
		if s.Has(v) {
			if b.Len() > 0 {
				b.WriteByte('+')
			}
			b.WriteString(v.String())
		}
	}
	return b.String()
}

// ParseSet reads what String writes: "none", or variant names joined with
// "+" in any order. "all" stands for the five. A name given twice is
// accepted once; an empty name is an error.
func ParseSet(str string) (Set, error) {
	if len(str) > 64 {
		return 0, fmt.Errorf("%w: set %.20q is too long", ErrSyntax, str)
	}
	switch str {
	case "none":
		return 0, nil
	case "all":
		return All, nil
	}
	var s Set
	for name := range strings.SplitSeq(str, "+") {
		v, err := ParseVariant(name)
		if strings.HasPrefix(name, "Set(") {
			return 0, fmt.Errorf("%w: set %.20q has bits outside the five variants", ErrSyntax, str)
		}
		if err != nil {
			return 0, fmt.Errorf("%w: set %.20q: unknown variant %.20q", ErrSyntax, str, name)
		}
		s = s.With(v)
	}
	return s, nil
}

// MarshalText encodes the set as its String form, so that JSON holds it as
// a string ("houses+temples"). A set with bits outside All has no text form
// and fails, rather than losing them.
func (s Set) MarshalText() ([]byte, error) {
	if s&^All != 0 {
		return nil, fmt.Errorf("%w: set %#x has bits outside the five variants", ErrSyntax, uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText parses the String form; on error s is unchanged.
func (s *Set) UnmarshalText(b []byte) error {
	if len(b) > 64 { // refuse before copying the text
		return fmt.Errorf("%w: set of %d bytes is too long", ErrSyntax, len(b))
	}
	p, err := ParseSet(string(b))
	if err != nil {
		return err
	}
	*s = p
	return nil
}
