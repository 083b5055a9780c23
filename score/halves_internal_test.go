package score

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// After's overlay reads a double district laid over a city the same way
// round or the other (B|A at rotation r+3 is the same hex as A|B at r):
// the same totals, the same House group, and a House half counts as laid
// whichever half it is. The catalogue's doubles with a House all hold it
// as half A, so the overlay is turned by hand to reach half B.
func TestOverlayReadsADoubleEitherWayRound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c, o := drawCity(t, tile.MaxAthenaID), drawOptions(t)
		id := rapid.SampledFrom([]tile.ID{64, 65, 68, 71}).Draw(t, "House double")
		ps := c.AppendLegal(nil, id)
		if holds(c, id) || len(ps) == 0 {
			t.Skip("no placement of", id)
		}
		p := rapid.SampledFrom(ps).Draw(t, "placement")
		a := fast{c: cityview.Of(c), o: o, doubles: true, hs: new(houseSet)}
		if !a.lay(p) {
			t.Fatalf("the overlay cannot lay %v", p)
		}
		if o.NeedHoles() {
			a.holes = new(cityview.Holes)
			cityview.Of(c).FindHolesAfter(a.holes, p.Cells())
		}
		b := a
		b.hs = new(houseSet)
		b.face = tile.Face{A: a.face.B, B: a.face.A, Rotation: (a.face.Rotation + 3) % 6}
		b.kind[0] = b.face.A
		same := true
		for _, d := range hex.Directions() {
			same = same && a.face.Kind(a.face.Owner(d)) == b.face.Kind(b.face.Owner(d))
		}
		if !same || b.face.B != tile.House {
			t.Fatalf("%v and %v are not the same hex with a House half B", a.face, b.face)
		}
		if !a.houseHalfTouched() || !b.houseHalfTouched() {
			t.Fatalf("laying %v (%v or %v) touches no House", p, a.face, b.face)
		}
		if sa, sb := a.sumParts(cityview.Of(c).NumCells(), 0), b.sumParts(cityview.Of(c).NumCells(), 0); sa != sb {
			t.Fatalf("%v: %+v as %v, %+v as %v", p, sa, a.face, sb, b.face)
		}
		a.noteHouses(cityview.Of(c).NumCells())
		b.noteHouses(cityview.Of(c).NumCells())
		if va, vb := a.houseValue(), b.houseValue(); va != vb {
			t.Fatalf("%v: Houses worth %d as %v, %d as %v", p, va, a.face, vb, b.face)
		}
	})
}
