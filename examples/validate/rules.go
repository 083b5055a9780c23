package main

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
)

// rules are the sentinel errors of the rules packages, by the name a
// program would test them with errors.Is.
var rules = []struct {
	name string
	err  error
}{
	{"akropolis.ErrGameOver", akropolis.ErrGameOver},
	{"akropolis.ErrWrongTile", akropolis.ErrWrongTile},
	{"akropolis.ErrOptions", akropolis.ErrOptions},
	{"site.ErrOver", site.ErrOver},
	{"site.ErrNeedsRefill", site.ErrNeedsRefill},
	{"site.ErrPosition", site.ErrPosition},
	{"site.ErrCannotAfford", site.ErrCannotAfford},
	{"site.ErrSetup", site.ErrSetup},
	{"city.ErrUnknownTile", city.ErrUnknownTile},
	{"city.ErrBadRotation", city.ErrBadRotation},
	{"city.ErrTileUsed", city.ErrTileUsed},
	{"city.ErrOutOfBounds", city.ErrOutOfBounds},
	{"city.ErrNotAdjacent", city.ErrNotAdjacent},
	{"city.ErrGap", city.ErrGap},
	{"city.ErrUneven", city.ErrUneven},
	{"city.ErrOneTile", city.ErrOneTile},
	{"city.ErrTooManyTiles", city.ErrTooManyTiles},
}

// ruleOf names the rule err breaks and says it in words:
// "city.ErrGap (partly on the ground and partly on tiles)". An error of no
// known rule is printed as it is.
// Where the rule needs the details (a setup, a take), they follow.
func ruleOf(err error) string {
	for _, r := range rules {
		if !errors.Is(err, r.err) {
			continue
		}
		var te *site.TakeError
		switch {
		case errors.As(err, &te):
			return fmt.Sprintf("%s (%v)", r.name, te)
		case r.err == akropolis.ErrOptions || r.err == site.ErrSetup:
			return fmt.Sprintf("%s (%v)", r.name, err)
		}
		return fmt.Sprintf("%s (%v)", r.name, r.err)
	}
	return err.Error()
}
