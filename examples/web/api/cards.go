package api

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/tile"
)

// cardArg is cardPicture's argument, a construction card as it lies in a
// game: {"card":"Fortress","tiles":[62,75],"completedBy":[0,2]}, the
// one-hex tiles still on it and the seats that completed it.
type cardArg struct {
	Card        tile.Card `json:"card"`
	Tiles       []int     `json:"tiles" strictjson:"max=4"`
	CompletedBy []int     `json:"completedBy" strictjson:"max=4"`
}

// cardPicture answers the SVG picture of a construction card
// (render.CardSVG) with its condition drawn as a pattern (writePattern)
// where render writes it in words: its tiles carry data-tile for a page
// to choose from.
func (s *Session) cardPicture(arg string) (any, error) {
	var a cardArg
	if err := decode(arg, &a); err != nil {
		return nil, err
	}
	ids := make([]tile.ID, len(a.Tiles))
	for i, t := range a.Tiles {
		if !tile.ID(t).IsOneHex() || t != int(tile.ID(t)) {
			return nil, &Error{Code: "bad-card", Message: fmt.Sprintf("tile %d is not a one-hex tile (62 to 91)", t)}
		}
		ids[i] = tile.ID(t)
	}
	var by uint8
	for _, k := range a.CompletedBy {
		if k < 0 || k > 3 || by&(1<<k) != 0 {
			return nil, &Error{Code: "bad-card", Message: fmt.Sprintf("completed by seats %v: want distinct seats 0 to 3", a.CompletedBy)}
		}
		by |= 1 << k
	}
	var b strings.Builder
	if err := render.CardSVG(&b, a.Card, ids, by); err != nil {
		return nil, &Error{Code: "bad-card", Message: err.Error()}
	}
	return withPattern(b.String(), a.Card), nil
}
