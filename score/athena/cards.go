package athena

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	engine "github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// Met reports whether city c, whose owner holds stones stones, meets card
// under the readings o, and when it does, the cells that make the pattern
// (the doc of each card's constant in package tile, such as
// [tile.Housing], says which cells it lists; the package doc, which of
// several patterns is chosen). Quarry Mine is met with no cells. An
// invalid card is never met; a nil city is an empty one.
func Met(card tile.Card, c *city.City, stones int, o Options) ([]hex.Hex, bool) {
	if c == nil {
		return engine.Met(card, nil, stones, engine.Options(o))
	}
	return engine.Met(card, cityview.Of(c), stones, engine.Options(o))
}
