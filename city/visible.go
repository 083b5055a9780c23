package city

import (
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// The city keeps, for each kind, how many cells show it on top at each
// level (cityview.Shown, changed with the cells in recell), so that what a
// construction card of the Athena expansion asks first costs a few
// instructions (cityview.View.Visible, which package score/athena asks).

// wholeHouse reports whether cell x shows a whole House hex.
func wholeHouse(x cell) bool { return x.Kind == tile.House && cityview.HalfB[x.ID] == tile.None }
