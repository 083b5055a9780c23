package variants

import (
	"fmt"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/tile"
)

// variantNames are the variants' names, by district type (tile.Districts()
// order): lower-case plurals.
var variantNames = [5]string{"houses", "markets", "barracks", "temples", "gardens"}

// Set is a combination of variants: none, one, several or all. There is one
// variant per district type, and a set names it by the type's district kind
// (tile.House for the houses variant, tile.Temple for temples): the five
// are tile.Districts(). The zero value is the empty set (the base game). It
// is a plain comparable value.
type Set uint8

// All is the set of all five variants.
const All Set = 1<<5 - 1

// Of returns the set of the variants of the given district types (House to
// Garden); any other kind is ignored.
func Of(ds ...tile.Kind) Set {
	var s Set
	for _, d := range ds {
		s = s.With(d)
	}
	return s
}

// bit is the set of d's variant alone, empty for a kind that is no
// district type.
func bit(d tile.Kind) Set {
	if !d.IsDistrict() {
		return 0
	}
	return 1 << (d - tile.House)
}

// Has reports whether the variant of district type d is in the set; for a
// kind that is no district type (a plaza, a Quarry) it is false.
func (s Set) Has(d tile.Kind) bool { return s&bit(d) != 0 }

// With returns the set with the variant of district type d added (unchanged
// for a kind that is no district type).
func (s Set) With(d tile.Kind) Set { return s | bit(d) }

// String returns "none" for the empty set, and otherwise the names of its
// variants joined with "+" in the fixed order houses, markets, barracks,
// temples, gardens: "houses+temples". The full set prints its five names.
// A set with bits outside All prints as "Set(0x81)", showing every bit, as
// tile.Kind(200) prints "Kind(200)"; it has no text form that reads back
// (UnmarshalText and MarshalText refuse it).
func (s Set) String() string {
	switch {
	case s&^All != 0:
		return fmt.Sprintf("Set(%#x)", uint8(s))
	case s == 0:
		return "none"
	}
	var b strings.Builder
	for k, d := range tile.Districts() {
		if s.Has(d) {
			if b.Len() > 0 {
				b.WriteByte('+')
			}
			b.WriteString(variantNames[k])
		}
	}
	return b.String()
}

// parseSet reads a set's text (see UnmarshalText).
func parseSet(str string) (Set, error) {
	if len(str) > 64 {
		return 0, fmt.Errorf("%w: set %.20q is too long", errSyntax, str)
	}
	switch str {
	case "none":
		return 0, nil
	case "all":
		return All, nil
	}
	var s Set
	for name := range strings.SplitSeq(str, "+") {
		k := slices.Index(variantNames[:], name)
		if strings.HasPrefix(name, "Set(") {
			return 0, fmt.Errorf("%w: set %.20q has bits outside the five variants", errSyntax, str)
		}
		if k < 0 {
			return 0, fmt.Errorf("%w: set %.20q: unknown variant %.20q", errSyntax, str, name)
		}
		s = s.With(tile.Districts()[k])
	}
	return s, nil
}

// MarshalText encodes the set as its String form, so that JSON holds it as
// a string ("houses+temples"). A set with bits outside All has no text form
// and fails, rather than losing them.
func (s Set) MarshalText() ([]byte, error) {
	if s&^All != 0 {
		return nil, fmt.Errorf("%w: set %#x has bits outside the five variants", errSyntax, uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads what String writes: "none", or variant names joined
// with "+" in any order. "all" stands for the five. A name given twice is
// accepted once; an empty name is an error. On error s is unchanged.
func (s *Set) UnmarshalText(b []byte) error {
	if len(b) > 64 { // refuse before copying the text
		return fmt.Errorf("%w: set of %d bytes is too long", errSyntax, len(b))
	}
	p, err := parseSet(string(b))
	if err != nil {
		return err
	}
	*s = p
	return nil
}
