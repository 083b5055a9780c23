package arena

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile"
)

// DescribeOptions says in words which rules a game is played with, as a
// tournament's table and a game's setup print them: "variants all, 37
// tiles, unlimited reserve".
func DescribeOptions(o akropolis.Options) string {
	var parts []string
	s := o.Scoring.Variants.String()
	if s == "none" {
		parts = append(parts, "no variant")
	} else {
		parts = append(parts, "variants "+s)
	}
	n := len(tile.AppendInPlay(make([]tile.ID, 0, tile.MaxID), o.Players, o.AllTiles))
	if o.AllTiles {
		parts = append(parts, fmt.Sprintf("all %d tiles", n))
	} else {
		parts = append(parts, fmt.Sprintf("%d tiles", n))
	}
	if o.StonesFromZero {
		parts = append(parts, "seat k starts with k stones")
	}
	if o.UnlimitedReserve {
		parts = append(parts, "unlimited reserve")
	}
	if o.Scoring.BarracksOutsideOnly {
		parts = append(parts, "barracks count only empty cells open to the outside")
	}
	if o.Scoring.LakeAnyRegion {
		parts = append(parts, "a lake is any enclosed empty region")
	}
	if o.Athena {
		parts = append(parts, "the Athena expansion")
	}
	return strings.Join(parts, ", ")
}

// Plural is "1 stone", "2 stones": a count with its noun, as the
// programs print them.
func Plural(n int, word string) string { return fmt.Sprintf("%d %s", n, Noun(n, word)) }

// Noun is word in the number n asks for: "stone" for 1, "stones" (and
// "quarries") otherwise.
func Noun(n int, word string) string {
	switch {
	case n == 1:
		return word
	case strings.HasSuffix(word, "y"):
		return strings.TrimSuffix(word, "y") + "ies"
	}
	return word + "s"
}
