package akropolis

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/variants"
)

// optionsJSON is the JSON form of Options: lower camel case names, the
// level by name (left out when it is the zero level), the rules as
// variants.Options encodes them, and the seed as a string "1 2" (a uint64
// does not survive a JavaScript number; "" also reads as "0 0").
type optionsJSON struct {
	Players          int              `json:"players"`
	Level            score.Level      `json:"level,omitempty"`
	Rules            variants.Options `json:"rules"`
	AllTiles         bool             `json:"allTiles"`
	StonesFromZero   bool             `json:"stonesFromZero"`
	UnlimitedReserve bool             `json:"unlimitedReserve"`
	Seed             string           `json:"seed"`
}

// MarshalJSON encodes the options in their JSON form:
//
//	{"players":3,"rules":{"variants":"none"},"allTiles":false,
//	 "stonesFromZero":false,"unlimitedReserve":false,"seed":"1 2"}
//
// Options that Validate refuses for their level or variant bits have no
// JSON form and fail, rather than writing what cannot be read back.
func (o Options) MarshalJSON() ([]byte, error) {
	if err := o.checkForm(); err != nil {
		return nil, err
	}
	return json.Marshal(optionsJSON{Players: o.Players, Level: o.Level, Rules: o.Rules, AllTiles: o.AllTiles,
		StonesFromZero: o.StonesFromZero, UnlimitedReserve: o.UnlimitedReserve, Seed: formatSeed(o.Seed)})
}

// UnmarshalJSON decodes the JSON form, strictly (see the package doc on
// JSON). It checks the form, not whether the options make a game: that is
// Validate's work. On error o is unchanged.
func (o *Options) UnmarshalJSON(b []byte) error {
	var j optionsJSON
	if err := decodeJSON(b, &j, "options"); err != nil {
		return err
	}
	var seed [2]uint64
	if j.Seed != "" {
		var err error
		if seed, err = parseSeed(j.Seed); err != nil {
			return fmt.Errorf("%w: options JSON: %v", ErrSyntax, err)
		}
	}
	*o = Options{Players: j.Players, Level: j.Level, Rules: j.Rules, AllTiles: j.AllTiles,
		StonesFromZero: j.StonesFromZero, UnlimitedReserve: j.UnlimitedReserve, Seed: seed}
	return nil
}

// formatSeed writes a seed as two unsigned decimal numbers, "1 2".
func formatSeed(s [2]uint64) string {
	return strconv.FormatUint(s[0], 10) + " " + strconv.FormatUint(s[1], 10)
}

// parseSeed reads what formatSeed writes.
func parseSeed(s string) ([2]uint64, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return [2]uint64{}, fmt.Errorf("want two numbers, got %.24q", s)
	}
	var seed [2]uint64
	for i, w := range f {
		v, err := strconv.ParseUint(w, 10, 64)
		if err != nil {
			return [2]uint64{}, fmt.Errorf("seed %.24q: not an unsigned 64-bit number", w)
		}
		seed[i] = v
	}
	return seed, nil
}

// checkForm refuses options that have no text or JSON form: a level or
// variant bits out of range, which would not read back.
func (o Options) checkForm() error {
	if !o.Level.Valid() || o.Rules.Variants&^variants.All != 0 {
		return fmt.Errorf("%w: level %d, variant bits %#x have no written form", ErrBadOptions, o.Level, uint8(o.Rules.Variants))
	}
	return nil
}
