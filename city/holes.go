package city

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
)

// Holes is the set of empty cells enclosed by a city: cells from which no
// path of empty cells leads outside. Every other empty cell is open to the
// outside. Fill one with City.FindHoles; reuse it to avoid allocation. The
// holes lie within the occupied cells' bounding box, so a front-end that
// draws them asks Has of the cells of that box.
// It has no JSON form: a city's JSON form marks its enclosed edge cells.
type Holes struct {
	h cityview.Holes
}

// Has reports whether h is an enclosed empty cell.
func (s *Holes) Has(h hex.Hex) bool {
	i, ok := grid.Of(h)
	return ok && s.h.Has(i)
}

// FindHoles fills s with the holes of c. It allocates nothing. A nil s is
// left alone. The module's scorers find the holes a placement would leave
// without making it (cityview.View.FindHolesAfter), tested to agree with
// FindHoles after Place.
func (c *City) FindHoles(s *Holes) {
	if s == nil {
		return
	}
	c.v.FindHoles(&s.h)
}
