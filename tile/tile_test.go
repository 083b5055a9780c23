package tile_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// letters are the one-letter codes Kind.UnmarshalText reads, indexed by
// Kind ('.' for None, which it never reads).
const letters = ".QHMBTGhmbtg"

// The totals stated in the header of testdata/tiles.tsv, the published catalogue.
func TestCatalogueTotals(t *testing.T) {
	want := map[tile.Kind]int{
		tile.Quarry: 61, tile.House: 36, tile.Market: 20, tile.Barracks: 16, tile.Temple: 12, tile.Garden: 8,
		tile.HousePlaza: 7, tile.MarketPlaza: 6, tile.BarracksPlaza: 6, tile.TemplePlaza: 6, tile.GardenPlaza: 5,
	}
	got := map[tile.Kind]int{}
	groups := map[int]int{}
	hexes := 0
	for i, tl := range catalogue() {
		if int(tl.ID) != i+1 {
			t.Fatalf("tile %d has ID %v", i+1, tl.ID)
		}
		groups[tl.Group]++
		for _, k := range tl.Hexes {
			got[k]++
			hexes++
		}
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%v: %d hexes, want %d", k, got[k], n)
		}
	}
	if hexes != 183 {
		t.Errorf("%d hexes, want 183", hexes)
	}
	if groups[2] != 37 || groups[3] != 12 || groups[4] != 12 {
		t.Errorf("groups = %v, want 37/12/12", groups)
	}
	for n, want := range map[int]int{2: 37, 3: 49, 4: 61} {
		if c := len(tile.AppendInPlay(nil, n, false)); c != want {
			t.Errorf("%d players: %d tiles, want %d", n, c, want)
		}
	}
	if len(tile.AppendInPlay(nil, 2, true)) != 61 || len(tile.AppendInPlay(nil, 1, false)) != 37 {
		t.Errorf("all tiles or solo counts are wrong")
	}
}

func TestOrientations(t *testing.T) {
	anchor := hex.Hex{Q: 2, R: -1}
	// The reference orientation: the second hex lies North of the anchor, the
	// third North-East.
	c := cellsOf(anchor, 0)
	if c[1] != anchor.Neighbor(hex.N) || c[2] != anchor.Neighbor(hex.NE) {
		t.Fatalf("rotation 0 = %v", c)
	}
	for _, tl := range catalogue() {
		seen := map[string]bool{}
		for r := range tile.Rotation(6) {
			cells := cellsOf(anchor, r)
			if cellsOf(anchor, r+6) != cells {
				t.Fatalf("Cells(%v, %d) = %v, want rotation %d's %v", anchor, r+6, cellsOf(anchor, r+6), r, cells)
			}
			for i := range 3 {
				if cells[i] != c[i].Rotate(anchor, int(r)) {
					t.Fatalf("tile %v rotation %d is not rotation 0 turned %d times", tl.ID, r, r)
				}
				if !cells[i].IsNeighbor(cells[(i+1)%3]) {
					t.Fatalf("tile %v rotation %d is not a triangle", tl.ID, r)
				}
			}
			seen[layout(tl.Hexes, cells, anchor)] = true
		}
		if len(seen) != 6 {
			t.Errorf("tile %v has %d distinct orientations, want 6", tl.ID, len(seen))
		}
	}
}

// cellsOf returns the cells of a three-hex tile's hexes, in its
// clockwise order, anchored at anchor and turned by r (the cells of
// city.Placement.Cells).
func cellsOf(anchor hex.Hex, r tile.Rotation) [3]hex.Hex {
	return [3]hex.Hex{grid.TileCell(anchor, uint8(r), 0), grid.TileCell(anchor, uint8(r), 1), grid.TileCell(anchor, uint8(r), 2)}
}

// layout describes what lies where, relative to the triangle's centre so that
// placements with different anchors can be compared.
func layout(kinds [3]tile.Kind, cells [3]hex.Hex, _ hex.Hex) string {
	m := map[hex.Hex]tile.Kind{}
	minQ, minR := cells[0].Q, cells[0].R
	for _, c := range cells {
		minQ, minR = min(minQ, c.Q), min(minR, c.R)
	}
	for i, c := range cells {
		m[hex.Hex{Q: c.Q - minQ, R: c.R - minR}] = kinds[i]
	}
	return fmt.Sprint(m)
}

// Mirror images are different tiles: no rotation of one lays out the other.
func TestMirrorPairsNeverCoincide(t *testing.T) {
	a := catalogue()[4-1]
	b := catalogue()[48-1]
	if a.Hexes[0] != b.Hexes[0] || a.Hexes[1] != b.Hexes[2] || a.Hexes[2] != b.Hexes[1] {
		t.Fatalf("04 and 48 are not mirror images: %v %v", a, b)
	}
	for _, x := range catalogue() {
		for _, y := range catalogue() {
			mirror := x.Hexes[0] == y.Hexes[0] && x.Hexes[1] == y.Hexes[2] && x.Hexes[2] == y.Hexes[1] && x.Hexes[1] != x.Hexes[2]
			if !mirror {
				continue
			}
			for r := range tile.Rotation(6) {
				for s := range tile.Rotation(6) {
					for _, anchor := range cellsOf(hex.Hex{}, s) {
						if layout(x.Hexes, cellsOf(hex.Hex{}, 0), hex.Hex{}) == layout(y.Hexes, cellsOf(anchor, r), anchor) {
							t.Fatalf("mirror pair %v %v coincide", x.ID, y.ID)
						}
					}
				}
			}
		}
	}
}

func TestStart(t *testing.T) {
	kinds, cells := tile.Start()
	if kinds[0] != tile.HousePlaza || cells[0] != (hex.Hex{}) {
		t.Fatalf("start centre = %v at %v", kinds[0], cells[0])
	}
	for i, d := range []hex.Direction{hex.N, hex.SE, hex.SW} {
		if kinds[i+1] != tile.Quarry || cells[i+1] != cells[0].Neighbor(d) {
			t.Errorf("start hex %d = %v at %v", i+1, kinds[i+1], cells[i+1])
		}
	}
}

func TestKinds(t *testing.T) {
	stars := map[tile.Kind]int{tile.HousePlaza: 1, tile.MarketPlaza: 2, tile.BarracksPlaza: 2, tile.TemplePlaza: 2, tile.GardenPlaza: 3}
	for k := tile.Quarry; k <= tile.GardenPlaza; k++ {
		if k.Stars() != stars[k] {
			t.Errorf("%v has %d stars", k, k.Stars())
		}
		for _, s := range []string{k.String(), letters[k : k+1]} {
			if p, err := tile.ParseKind(s); err != nil || p != k {
				t.Errorf("ParseKind(%q) = %v, %v", s, p, err)
			}
		}
		if k.IsDistrict() == k.IsPlaza() && k != tile.Quarry {
			t.Errorf("%v is both or neither district and plaza", k)
		}
		if d := k.District(); (d != tile.None) != (k != tile.Quarry) || d != tile.None && !d.IsDistrict() {
			t.Errorf("%v district = %v", k, d)
		} else if d != tile.None && d != k && d.Plaza() != k || k.Plaza() != d.Plaza() || d != tile.None && !d.Plaza().IsPlaza() {
			t.Errorf("%v district %v does not lead back", k, d)
		}
	}
	if tile.KindValid(tile.None) {
		t.Error("None is valid")
	}
	for _, s := range []string{"", "None", "house", "Plaza", strings.Repeat("x", 100)} {
		if _, err := tile.ParseKind(s); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("ParseKind(%q) error = %v", s, err)
		}
	}
	if got := tile.Districts(); got != [5]tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden} {
		t.Errorf("Districts() = %v", got)
	}
	if tile.Quarry.Plaza() != tile.None || tile.Quarry.District() != tile.None {
		t.Error("a Quarry has a district type")
	}
}

func TestIDText(t *testing.T) {
	for id := tile.ID(0); id <= tile.MaxID; id++ {
		var got tile.ID = 99
		if err := got.UnmarshalText([]byte(id.String())); err != nil || got != id {
			t.Errorf("ID %d round trip = %v, %v", id, got, err)
		}
	}
	for _, s := range []string{"", "0", "62", "99", "-1", "1a", "001"} {
		if _, err := tile.ParseID(s); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("ParseID(%q) error = %v", s, err)
		}
	}
}

// catalogue returns the 61 city tiles in ID order.
func catalogue() (c [61]tile.Tile) {
	for i := range c {
		c[i] = tile.ID(i + 1).Tile()
	}
	return c
}

func ExampleID_Tile() {
	t := tile.ID(4).Tile()
	fmt.Println(t.ID, t.Hexes, "group", t.Group)
	for i, c := range cellsOf(hex.Hex{}, 1) {
		fmt.Println(t.Hexes[i], c)
	}
	// Output:
	// 04 [BarracksPlaza House Quarry] group 2
	// BarracksPlaza (0,0)
	// House (1,-1)
	// Quarry (1,0)
}
