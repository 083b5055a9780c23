package city_test

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The cities of the one-hex tests, around the starting tile (a House
// plaza at the origin, Quarries at (0,-1), (1,0) and (-1,1)): tile 01
// (House, Barracks, Temple) on the ground at (1,-1) r0 covers (1,-1),
// (1,-2) and (2,-2); a single House, 72, lies at (0,1), South of the
// origin.
var (
	tile01   = pl(1, 1, -1, 0)
	house72  = pl(72, 0, 1, 0)
	notTouch = hex.Hex{Q: 0, R: 3} // no neighbour occupied in these cities
)

// Worked case 31, and what lies around it: a one-hex tile goes on the
// ground next to the city, or on top of any hex that is not a one-hex
// tile's, whatever it is (the starting plaza, a Quarry, a hex of a 3-hex
// tile), with no other condition.
func TestOneHexPlacementRules(t *testing.T) {
	for _, tc := range []struct {
		name     string
		history  []city.Placement
		p        city.Placement
		err      error
		level    int
		quarries int
	}{
		{"31: on the starting plaza", nil, pl(82, 0, 0, 0), nil, 2, 0},
		{"31: on a hex of a 3-hex tile", []city.Placement{tile01}, pl(76, 1, -2, 2), nil, 2, 0},
		{"31: on a one-hex tile", []city.Placement{house72}, pl(73, 0, 1, 0), city.ErrOnOneHex, 0, 0},
		{"31: on the ground touching", nil, pl(62, 0, 1, 3), nil, 1, 0},
		{"31: on the ground not touching", nil, pl(62, notTouch.Q, notTouch.R, 0), city.ErrNotAdjacent, 0, 0},
		{"on a Quarry of the starting tile", nil, pl(90, 0, -1, 5), nil, 2, 1},
		{"on a one-hex tile at level 2", []city.Placement{pl(82, 0, 0, 0)}, pl(63, 0, 0, 0), city.ErrOnOneHex, 0, 0},
		{"on a 3-hex tile over one-hex tiles", case32, pl(91, 1, -2, 0), nil, 3, 0},
		{"used", []city.Placement{house72}, pl(72, 1, 1, 0), city.ErrTileUsed, 0, 0},
		{"bad rotation", nil, pl(62, 0, 1, 6), city.ErrBadRotation, 0, 0},
		{"out of bounds", nil, pl(62, city.MaxRadius+1, 0, 0), city.ErrOutOfBounds, 0, 0},
		{"tile 92", nil, pl(92, 0, 1, 0), city.ErrUnknownTile, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := city.Build(tc.history)
			if err != nil {
				t.Fatal(err)
			}
			before := c.Clone()
			res, err := c.Check(tc.p)
			if !errors.Is(err, tc.err) || (err == nil) != (tc.err == nil) {
				t.Fatalf("Check(%v) = %v, want %v", tc.p, err, tc.err)
			}
			if res.Level != tc.level || res.Quarries != tc.quarries {
				t.Fatalf("Check(%v) = %+v, want level %d quarries %d", tc.p, res, tc.level, tc.quarries)
			}
			if _, err := c.Place(tc.p); err != nil {
				var pe *city.PlacementError
				if !errors.As(err, &pe) || pe.Placement != tc.p {
					t.Fatalf("Place(%v) error %v does not carry the placement", tc.p, err)
				}
				sameCity(t, c, before, "a rejected placement")
				return
			}
			if got := c.Height(tc.p.Anchor); got != tc.level {
				t.Fatalf("after Place(%v) the cell is %d high, want %d", tc.p, got, tc.level)
			}
			if got, _ := c.TileAt(tc.p.Anchor); got != tc.p.Tile {
				t.Fatalf("after Place(%v) the cell shows tile %v", tc.p, got)
			}
			if c.NumCells() != before.NumCells()+btoi(tc.level == 1) {
				t.Fatalf("after Place(%v): %d cells, before %d", tc.p, c.NumCells(), before.NumCells())
			}
			if p, ok := c.Undo(); !ok || p != tc.p {
				t.Fatalf("Undo = %v, %v", p, ok)
			}
			sameCity(t, c, before, "Undo")
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// sameCity fails the test unless c is before, in every way a reader sees.
func sameCity(t *testing.T, c, before *city.City, what string) {
	t.Helper()
	if !c.Equal(before) || c.Key() != before.Key() || c.Len() != before.Len() ||
		c.CountLegalAny() != before.CountLegalAny() || c.NumCells() != before.NumCells() {
		t.Fatalf("%s changed the city", what)
	}
	for _, id := range []tile.ID{1, 62, 82} {
		if a, b := c.AppendLegal(nil, id), before.AppendLegal(nil, id); !slices.Equal(a, b) {
			t.Fatalf("%s changed the legal placements of %v: %d, before %d", what, id, len(a), len(b))
		}
	}
}

// case32 lays three single districts (House, House, Garden) on the
// ground around one vertex: (1,-1), (1,-2) and (2,-2), each touching the
// city or the one before.
var case32 = []city.Placement{pl(72, 1, -1, 0), pl(73, 1, -2, 0), pl(75, 2, -2, 0), pl(2, 1, -1, 0)}

// Worked case 32: a 3-hex tile resting on three separate one-hex tiles is
// legal, each one-hex tile a tile of its own; tile 02 goes to level 2 and
// shows its hexes there.
func TestCase32ThreeHexOverOneHexTiles(t *testing.T) {
	c, err := city.Build(case32[:3])
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(c.AppendLegal(nil, 2), case32[3]) || c.CountLegal(2) != c.CountLegalAny() {
		t.Fatalf("%v is not listed", case32[3])
	}
	res, err := c.Place(case32[3])
	if err != nil || res.Level != 2 || res.Quarries != 0 {
		t.Fatalf("Place(%v) = %+v, %v; want level 2, no Quarry", case32[3], res, err)
	}
	for k, h := range []hex.Hex{{Q: 1, R: -1}, {Q: 1, R: -2}, {Q: 2, R: -2}} {
		if id, _ := c.TileAt(h); id != 2 || c.Height(h) != 2 || c.Top(h) != tile.ID(2).Tile().Hexes[k] {
			t.Errorf("cell %v: tile %v at height %d showing %v", h, id, c.Height(h), c.Top(h))
		}
	}
	// Over two one-hex tiles and a hex of tile 01 ((2,-2)) it is legal
	// too; over a one-hex tile and two empty cells it leaves a gap.
	if _, err := city.Build([]city.Placement{tile01, pl(72, 2, -1, 0), pl(73, 3, -2, 0), pl(2, 2, -1, 0)}); err != nil {
		t.Errorf("over two one-hex tiles and a hex of tile 01: %v", err)
	}
	if _, err := city.Build([]city.Placement{pl(72, 1, -1, 0), pl(2, 1, -1, 0)}); !errors.Is(err, city.ErrGap) {
		t.Errorf("over one one-hex tile and two empty cells: %v, want ErrGap", err)
	}
	// A one-hex tile on a hex of tile 01, then another on top of it.
	_, err = city.Build([]city.Placement{tile01, pl(72, 1, -1, 0), pl(73, 1, -1, 0)})
	var se *city.PlacementError
	if !errors.Is(err, city.ErrOnOneHex) || !errors.As(err, &se) || se.Step != 3 {
		t.Errorf("a one-hex tile on a one-hex tile on tile 01: %v, want ErrOnOneHex at step 3", err)
	}
}

// Face gives the visible top of each cell: a whole face for a hex of a
// 3-hex tile, of the starting tile or of a single one-hex tile, whatever
// its rotation; a double district with its halves and rotation. Engine.FaceAt
// gives the same by dense index.
func TestFace(t *testing.T) {
	c, err := city.Build([]city.Placement{tile01, pl(67, 0, 1, 0), pl(82, 0, 0, 4), pl(62, -1, 2, 3)})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		h    hex.Hex
		want tile.Face
	}{
		{hex.Hex{Q: 0, R: 1}, tile.Face{A: tile.Temple, B: tile.Garden}},
		{hex.Hex{Q: -1, R: 2}, tile.Face{A: tile.Market, B: tile.Garden, Rotation: 3}},
		{hex.Hex{}, tile.Face{A: tile.HousePlaza}},
		{hex.Hex{Q: 1, R: 0}, tile.Face{A: tile.Quarry}},
		{hex.Hex{Q: 1, R: -2}, tile.Face{A: tile.Barracks}},
		{notTouch, tile.Face{}},
		{hex.Hex{Q: 1 << 40}, tile.Face{}},
	} {
		if got := c.Face(tc.h); got != tc.want {
			t.Errorf("Face(%v) = %v, want %v", tc.h, got, tc.want)
		}
		if i, ok := grid.Of(tc.h); ok && cityview.Of(c).FaceAt(i) != tc.want {
			t.Errorf("FaceAt(%v) = %v, want %v", tc.h, cityview.Of(c).FaceAt(i), tc.want)
		}
	}
	if c.Top(hex.Hex{Q: 0, R: 1}) != tile.Temple {
		t.Errorf("Top of Temple|Garden = %v, want half A's Temple", c.Top(hex.Hex{Q: 0, R: 1}))
	}
}

// A double district turned by another rotation is another city (Equal and
// Key tell them apart); a whole one-hex tile is the same city in every
// rotation.
func TestOneHexRotationsAndEqual(t *testing.T) {
	build := func(ps ...city.Placement) *city.City {
		c, err := city.Build(ps)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	a, b := build(pl(67, 0, 1, 0)), build(pl(67, 0, 1, 1))
	if a.Equal(b) || a.Key() == b.Key() {
		t.Error("Temple|Garden at r0 and r1 are Equal or share a Key")
	}
	a, b = build(pl(72, 0, 1, 0)), build(pl(72, 0, 1, 5))
	if !a.Equal(b) || a.Key() != b.Key() {
		t.Error("a single House at r0 and r5 differ")
	}
	// Covered by tile 02, the double no longer shows: the rotation under it
	// does not count.
	a = build(pl(67, 1, -1, 0), pl(73, 1, -2, 0), pl(75, 2, -2, 0), pl(2, 1, -1, 0))
	b = build(pl(67, 1, -1, 4), pl(73, 1, -2, 0), pl(75, 2, -2, 0), pl(2, 1, -1, 0))
	if !a.Equal(b) || a.Key() != b.Key() {
		t.Error("a covered double district's rotation changes the city")
	}
}

// randomAthenaCity lays n tiles at random legal placements, each a 3-hex
// tile or (one time in three) a one-hex tile, drawn from rng.
func randomAthenaCity(t *testing.T, rng *rand.Rand, n int) *city.City {
	c := city.New()
	var buf []city.Placement
	for range n {
		id := tile.ID(1 + rng.IntN(int(tile.MaxID)))
		if rng.IntN(3) == 0 {
			id = (tile.MaxID + 1) + tile.ID(rng.IntN(30))
		}
		if buf = c.AppendLegal(buf[:0], id); len(buf) == 0 {
			continue
		}
		if _, err := c.Place(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// The legal placements of a one-hex tile against a brute force: every
// cell of the bounds widened by one, in all six rotations, through Check.
// A whole one-hex tile is listed in rotation 0 only (its six rotations
// are one city), a double district in all six; Legal yields the same list,
// CountLegal counts it, AppendLegal lists it beside a 3-hex tile's.
func TestOneHexLegalAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for round := range 40 {
		c := randomAthenaCity(t, rng, 1+rng.IntN(40))
		q0, q1, r0, r1 := c.Bounds()
		for _, id := range []tile.ID{62, 67, 71, 72, 82, 91} {
			want := map[city.Placement]bool{}
			for r := r0 - 1; r <= r1+1; r++ {
				for q := q0 - 1; q <= q1+1; q++ {
					for rot := range tile.Rotation(6) {
						p := pl(id, q, r, rot)
						if _, err := c.Check(p); err == nil {
							if !id.Face(0).IsDouble() {
								p.Rotation = 0
							}
							want[p] = true
						}
					}
				}
			}
			got := c.AppendLegal(nil, id)
			seen := map[city.Placement]bool{}
			for _, p := range got {
				if seen[p] || !want[p] {
					t.Fatalf("round %d: %v listed twice or not legal", round, p)
				}
				seen[p] = true
			}
			if len(seen) != len(want) {
				t.Fatalf("round %d, tile %v: %d listed, the brute force finds %d", round, id, len(seen), len(want))
			}
			if seq := slices.Collect(c.Legal(id)); !slices.Equal(seq, got) {
				t.Fatalf("round %d, tile %v: Legal yields %d, AppendLegal %d", round, id, len(seq), len(got))
			}
			if n := c.CountLegal(id); n != len(got) {
				t.Fatalf("round %d, tile %v: CountLegalOf = %d, AppendLegal lists %d", round, id, n, len(got))
			}
			if !id.Face(0).IsDouble() && !c.Has(id) { // one placement per cell
				checkOneHexRows(t, c, got)
			}
			set := c.AppendLegal(nil, id, 61)
			if !slices.Equal(set, append(slices.Clone(got), c.AppendLegal(nil, 61)...)) {
				t.Fatalf("round %d, tile %v: AppendLegal of two tiles differs from AppendLegal tile by tile", round, id)
			}
		}
	}
}

// checkOneHexRows checks the engine's rows of one-hex cells against the
// anchors of a whole one-hex tile's legal placements, in order: one bit of
// Bits[0] per anchor, Bits[1] empty; AppendOneHexRows gives OneHexRows'
// rows after what dst held.
func checkOneHexRows(t *testing.T, c *city.City, whole []city.Placement) {
	t.Helper()
	rows := slices.Collect(cityview.Of(c).OneHexRows())
	var cells []hex.Hex
	for _, row := range rows {
		if row.Bits[1] != [2]uint64{} || row.Mask(0)|row.Mask(1) == 0 {
			t.Fatalf("row %d: Bits %v, want cells in Bits[0] only, at least one", row.R, row.Bits)
		}
		for w := range 2 {
			for m := row.Mask(w); m != 0; m &= m - 1 {
				cells = append(cells, hex.Hex{Q: row.Q(w, bits.TrailingZeros64(m)), R: row.R})
			}
		}
	}
	if len(cells) != len(whole) {
		t.Fatalf("OneHexRows holds %d cells, a whole one-hex tile %d placements", len(cells), len(whole))
	}
	for k, p := range whole {
		if cells[k] != p.Anchor {
			t.Fatalf("cell %d of OneHexRows is %v, placement %d is at %v", k, cells[k], k, p.Anchor)
		}
	}
	prefix := []cityview.SpotRow{{R: 99}}
	if got := cityview.Of(c).AppendOneHexRows(slices.Clone(prefix)); !slices.Equal(got[:1], prefix) || !slices.Equal(got[1:], rows) {
		t.Fatalf("AppendOneHexRows gives %d rows after the prefix, OneHexRows %d (or other rows)", len(got)-1, len(rows))
	}
}

// A one-hex placement's text form is that of any placement, read back by
// ParsePlacement; Cells gives its one cell in every entry.
func TestOneHexPlacementText(t *testing.T) {
	for _, s := range []string{"62@(1,-2)r3", "91@(0,0)r0", "75@(-3,4)r5"} {
		p, err := city.ParsePlacement(s)
		if err != nil || p.String() != s || !p.Tile.IsOneHex() {
			t.Errorf("ParsePlacement(%q) = %v, %v", s, p, err)
		}
		if a := p.Anchor; p.Cells() != [3]hex.Hex{a, a, a} {
			t.Errorf("%v.Cells() = %v, want its anchor alone", p, p.Cells())
		}
	}
	for _, s := range []string{"92@(0,0)r0", "6x@(0,0)r0", "9a@(0,0)r0", "061@(0,0)r0"} {
		if p, err := city.ParsePlacement(s); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("ParsePlacement(%q) = %v, %v; want ErrSyntax", s, p, err)
		}
	}
}
