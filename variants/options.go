package variants

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/tile"
)

// Options are the scoring rules a game is played with: the variants switched
// on and the two scoring readings that the printed rules leave open. The
// zero value is the base game with the default readings.
type Options struct {
	// Variants are the bonus rules in force.
	Variants Set `json:"variants"`
	// BarracksOutsideOnly counts, for Barracks, only the empty cells
	// connected to the outside of the city; a hole enclosed by the city
	// does not count. The default counts any empty cell.
	BarracksOutsideOnly bool `json:"barracksOutsideOnly,omitempty"`
	// LakeAnyRegion makes every empty cell enclosed by the city a lake,
	// whatever the size of its region. The default lake is a single empty
	// cell whose six neighbours are all occupied.
	LakeAnyRegion bool `json:"lakeAnyRegion,omitempty"`
}

// The words of the reading options in the text form of Options.
const (
	wordBarracksOutside = "barracks-outside-only"
	wordLakeAnyRegion   = "lake-any-region"
)

// String lists what is on, separated by spaces: the variant set (if any),
// then "barracks-outside-only" and "lake-any-region" when set; "none" for
// the zero value. ParseOptions reads it back.
func (o Options) String() string {
	var words []string
	if o.Variants&All != 0 {
		words = append(words, o.Variants.String())
	}
	if o.BarracksOutsideOnly {
		words = append(words, wordBarracksOutside)
	}
	if o.LakeAnyRegion {
		words = append(words, wordLakeAnyRegion)
	}
	if len(words) == 0 {
		return "none"
	}
	return strings.Join(words, " ")
}

// ParseOptions reads the String form: space-separated words, each a variant
// set (as Set.UnmarshalText reads it, "none" and "all" included) or the name of a
// reading option. Words may come in any order; sets add up.
func ParseOptions(s string) (Options, error) {
	if len(s) > 128 {
		return Options{}, fmt.Errorf("%w: options %.20q are too long", errSyntax, s)
	}
	var o Options
	for _, w := range strings.Fields(s) {
		switch w {
		case wordBarracksOutside:
			o.BarracksOutsideOnly = true
		case wordLakeAnyRegion:
			o.LakeAnyRegion = true
		default:
			set, err := parseSet(w)
			if err != nil {
				return Options{}, fmt.Errorf("%w: options %.20q: %.20q is neither a variant set nor an option", errSyntax, s, w)
			}
			o.Variants |= set
		}
	}
	return o, nil
}

// NeedHoles reports whether scoring under o needs the city's enclosed holes
// (city.City.AppendHoles): only the two non-default readings do.
func (o Options) NeedHoles() bool {
	return o.BarracksOutsideOnly || (o.LakeAnyRegion && o.Variants.Has(tile.Garden))
}
