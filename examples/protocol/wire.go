package protocol

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Version is the highest protocol version this package speaks; it speaks
// every version from 1 up to it.
const Version = 2

// MaxLine is the longest line either side must accept, in bytes, the
// newline included; a longer line is an error. Version 1 never sends a
// line of more than 1024 bytes; version 2's perft line, which carries a
// whole position, may be longer.
const MaxLine = 2048

// optionLines are the "option NAME VALUE" lines of the options, in the
// order the referee sends them; the Athena expansion's two only in a game
// with it (sent only to an engine that asked for it).
func optionLines(o akropolis.Options) []string {
	lines := []string{
		"option players " + strconv.Itoa(o.Players),
		"option level " + o.Difficulty.String(),
		"option rules " + o.Scoring.String(),
		"option allTiles " + strconv.FormatBool(o.AllTiles),
		"option stonesFromZero " + strconv.FormatBool(o.StonesFromZero),
		"option unlimitedReserve " + strconv.FormatBool(o.UnlimitedReserve),
	}
	if o.Athena {
		rules, _ := json.Marshal(o.CardReadings) // plain booleans: never fails
		lines = append(lines, "option athena true", "option cardRules "+string(rules))
	}
	return lines
}

// setOption reads the value of one option line into o.
func setOption(o *akropolis.Options, name, value string) error {
	var err error
	switch name {
	case "players":
		o.Players, err = strconv.Atoi(value)
	case "level":
		err = o.Difficulty.UnmarshalText([]byte(value))
	case "rules":
		o.Scoring, err = variants.ParseOptions(value)
	case "allTiles":
		o.AllTiles, err = strconv.ParseBool(value)
	case "stonesFromZero":
		o.StonesFromZero, err = strconv.ParseBool(value)
	case "unlimitedReserve":
		o.UnlimitedReserve, err = strconv.ParseBool(value)
	case "athena":
		o.Athena, err = strconv.ParseBool(value)
	case "cardRules":
		err = o.CardReadings.UnmarshalJSON([]byte(value))
	default:
		return nil // a later version's option: ignored
	}
	return err
}

// setupLines are the lines from "newgame" to "start" for a seat, built
// from the view at the start of the game, which holds only what the seat
// may see: the unseen tiles are those of the stacks (the one-hex tiles left
// in the box never come into play), and a game with the Athena expansion
// adds its cards.
func setupLines(seat int, v akropolis.View) []string {
	lines := append([]string{"newgame"}, optionLines(v.Options)...)
	lines = append(lines,
		"seat "+strconv.Itoa(seat),
		"line "+formatTiles(v.Line),
		fmt.Sprintf("stacks %d %d", v.StacksLeft, v.Options.Seats()+1),
		"unseen "+formatTiles(slices.DeleteFunc(v.Unseen(), tile.ID.IsOneHex)),
		"stones "+joinInts(v.Stones))
	if v.Cards.InPlay() {
		lines = append(lines, "cards "+v.Cards.String())
	}
	return append(lines, "start")
}

// formatTiles is "04 12 33".
func formatTiles(ids []tile.ID) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = id.String()
	}
	return strings.Join(s, " ")
}

// parseTiles reads the words of formatTiles.
func parseTiles(words []string) ([]tile.ID, error) {
	ids := make([]tile.ID, len(words))
	for i, w := range words {
		var id tile.ID
		if err := id.UnmarshalText([]byte(w)); err != nil {
			return nil, err
		}
		ids[i] = id
	}
	return ids, nil
}

// parseInts reads words as decimal numbers.
func parseInts(words []string) ([]int, error) {
	ns := make([]int, len(words))
	for i, w := range words {
		n, err := strconv.Atoi(w)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", w)
		}
		ns[i] = n
	}
	return ns, nil
}
