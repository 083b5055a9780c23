package akropolis

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/variants"
)

// optionsJSON is the JSON form of Options: lower camel case names, the
// level by name (left out when it is the zero level), the rules as
// variants.Options encodes them, and the seed as a string "1 2" (a uint64
// does not survive a JavaScript number; "" also reads as "0 0").
type optionsJSON struct {
	Players          int              `json:"players"`
	Level            score.Difficulty `json:"level,omitempty"`
	Rules            variants.Options `json:"rules"`
	AllTiles         bool             `json:"allTiles"`
	StonesFromZero   bool             `json:"stonesFromZero"`
	UnlimitedReserve bool             `json:"unlimitedReserve"`
	Athena           bool             `json:"athena,omitempty"`
	CardRules        *athena.Options  `json:"cardRules,omitempty"`
	Seed             seedText         `json:"seed"`
}

// seedText is the seed in its JSON form, a string read by its own method
// so that the decoder names the field of an error ("seed: want two
// numbers").
type seedText [2]uint64

// MarshalText writes the seed as formatSeed does.
func (s seedText) MarshalText() ([]byte, error) { return []byte(formatSeed(s)), nil }

// UnmarshalText reads what MarshalText writes, or "" for "0 0".
func (s *seedText) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*s = seedText{}
		return nil
	}
	seed, err := parseSeed(string(b))
	if err != nil {
		return err
	}
	*s = seed
	return nil
}

// MarshalJSON encodes the options in their JSON form:
//
//	{"players":3,"rules":{"variants":"none"},"allTiles":false,
//	 "stonesFromZero":false,"unlimitedReserve":false,"seed":"1 2"}
//
// With the Athena expansion it has "athena":true and, when a card rule is
// set, "cardRules" as athena.Options encodes them; both are left out
// otherwise.
//
// Options that Validate refuses for their level or variant bits have no
// JSON form and fail, rather than writing what cannot be read back.
func (o Options) MarshalJSON() ([]byte, error) {
	if err := o.checkForm(); err != nil {
		return nil, err
	}
	j := optionsJSON{Players: o.Players, Level: o.Difficulty, Rules: o.Scoring, AllTiles: o.AllTiles,
		StonesFromZero: o.StonesFromZero, UnlimitedReserve: o.UnlimitedReserve, Athena: o.Athena, Seed: o.Seed}
	if o.CardReadings != (athena.Options{}) {
		j.CardRules = &o.CardReadings
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes the JSON form, strictly (see [ReadAny] on
// JSON). It checks the form, not whether the options make a game: that is
// Validate's work. On error o is unchanged.
func (o *Options) UnmarshalJSON(b []byte) error {
	var j optionsJSON
	if err := decodeJSON(b, &j, "options"); err != nil {
		return err
	}
	d := Options{Players: j.Players, Difficulty: j.Level, Scoring: j.Rules, AllTiles: j.AllTiles,
		StonesFromZero: j.StonesFromZero, UnlimitedReserve: j.UnlimitedReserve, Athena: j.Athena, Seed: j.Seed}
	if j.CardRules != nil {
		d.CardReadings = *j.CardRules
	}
	*o = d
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
			return [2]uint64{}, fmt.Errorf("%.24q is not an unsigned 64-bit number", w)
		}
		seed[i] = v
	}
	return seed, nil
}

// checkForm refuses options that have no text or JSON form: a level or
// variant bits out of range, or card rules without Athena, which would
// not read back.
func (o Options) checkForm() error {
	if o.Difficulty > score.Callicrates || o.Scoring.Variants&^variants.All != 0 {
		return fmt.Errorf("%w: level %d, variant bits %#x have no written form", ErrBadOptions, o.Difficulty, uint8(o.Scoring.Variants))
	}
	if !o.Athena && o.CardReadings != (athena.Options{}) {
		return fmt.Errorf("%w: card rules without the Athena expansion have no written form", ErrBadOptions)
	}
	return nil
}

// cardRuleNames names the card rules in the text form, as in their JSON
// form, each with its field.
var cardRuleNames = [...]struct {
	name string
	flag func(*athena.Options) *bool
}{
	{"surroundedDistrictsOnly", func(o *athena.Options) *bool { return &o.SurroundedDistrictsOnly }},
	{"housingCenterDistrict", func(o *athena.Options) *bool { return &o.HousingCenterDistrict }},
	{"cityMarketCenterOccupied", func(o *athena.Options) *bool { return &o.CityMarketCenterOccupied }},
	{"cityMarketCenterDistrict", func(o *athena.Options) *bool { return &o.CityMarketCenterDistrict }},
	{"stairsOneLevel", func(o *athena.Options) *bool { return &o.StairsOneLevel }},
}

// formatCardRules writes card rules as the names of those set, joined by
// '+', and "none" for none: "housingCenterDistrict+stairsOneLevel".
func formatCardRules(o athena.Options) string {
	var names []string
	for _, r := range cardRuleNames {
		if *r.flag(&o) {
			names = append(names, r.name)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "+")
}

// parseCardRules reads what formatCardRules writes, each name once.
func parseCardRules(s string) (athena.Options, error) {
	var o athena.Options
	if s == "none" {
		return o, nil
	}
	for _, name := range strings.Split(s, "+") {
		i := slices.IndexFunc(cardRuleNames[:], func(r struct {
			name string
			flag func(*athena.Options) *bool
		}) bool {
			return r.name == name
		})
		if i < 0 || *cardRuleNames[i].flag(&o) {
			return athena.Options{}, fmt.Errorf("card rule %.24q unknown or given twice", name)
		}
		*cardRuleNames[i].flag(&o) = true
	}
	return o, nil
}
