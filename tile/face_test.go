package tile_test

import (
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// Temple|Garden at each rotation, worked out by hand: half A (Temple) owns
// the edges toward r-1, r, r+1, half B (Garden) the three others. The
// layout is the kind facing N, NE, SE, S, SW, NW.
func TestFaceEdgesByHand(t *testing.T) {
	const T, G = tile.Temple, tile.Garden
	n, ne, se, s, sw, nw := hex.N, hex.NE, hex.SE, hex.S, hex.SW, hex.NW
	for _, c := range []struct {
		r      tile.Rotation
		a, b   []hex.Direction
		layout [6]tile.Kind
	}{
		{0, []hex.Direction{nw, n, ne}, []hex.Direction{se, s, sw}, [6]tile.Kind{T, T, G, G, G, T}},
		{1, []hex.Direction{n, ne, se}, []hex.Direction{s, sw, nw}, [6]tile.Kind{T, T, T, G, G, G}},
		{2, []hex.Direction{ne, se, s}, []hex.Direction{sw, nw, n}, [6]tile.Kind{G, T, T, T, G, G}},
		{3, []hex.Direction{se, s, sw}, []hex.Direction{nw, n, ne}, [6]tile.Kind{G, G, T, T, T, G}},
		{4, []hex.Direction{s, sw, nw}, []hex.Direction{n, ne, se}, [6]tile.Kind{G, G, G, T, T, T}},
		{5, []hex.Direction{sw, nw, n}, []hex.Direction{ne, se, s}, [6]tile.Kind{T, G, G, G, T, T}},
	} {
		f := tile.Face{A: T, B: G, Rotation: c.r}
		if got := tile.Edges(f, tile.HalfA); !slices.Equal(got, c.a) {
			t.Errorf("%v: Temple owns %v, want %v", f, got, c.a)
		}
		if got := tile.Edges(f, tile.HalfB); !slices.Equal(got, c.b) {
			t.Errorf("%v: Garden owns %v, want %v", f, got, c.b)
		}
		if got := layoutOf(f); got != c.layout {
			t.Errorf("%v: layout %v, want %v", f, got, c.layout)
		}
		for _, d := range c.a {
			if f.Owner(d) != tile.HalfA {
				t.Errorf("%v: the edge toward %v belongs to %v, want HalfA", f, d, f.Owner(d))
			}
		}
		for _, d := range c.b {
			if f.Owner(d) != tile.HalfB {
				t.Errorf("%v: the edge toward %v belongs to %v, want HalfB", f, d, f.Owner(d))
			}
		}
		if tile.Edges(f, tile.Whole) != nil || f.Kind(tile.Whole) != tile.None {
			t.Errorf("%v has a whole part", f)
		}
	}
}

// A whole hex owns all six edges, from N clockwise, and has no halves.
func TestFaceWhole(t *testing.T) {
	f := tile.Face{A: tile.MarketPlaza}
	want := []hex.Direction{hex.N, hex.NE, hex.SE, hex.S, hex.SW, hex.NW}
	if got := tile.Edges(f, tile.Whole); !slices.Equal(got, want) {
		t.Errorf("a whole hex owns %v, want %v", got, want)
	}
	for _, d := range want {
		if f.Owner(d) != tile.Whole {
			t.Errorf("the edge toward %v belongs to %v", d, f.Owner(d))
		}
	}
	if layoutOf(f) != [6]tile.Kind{tile.MarketPlaza, tile.MarketPlaza, tile.MarketPlaza, tile.MarketPlaza, tile.MarketPlaza, tile.MarketPlaza} {
		t.Errorf("layout %v", layoutOf(f))
	}
	if f.Kind(tile.HalfA) != tile.None || f.Kind(tile.HalfB) != tile.None || tile.Edges(f, tile.HalfA) != nil {
		t.Error("a whole hex has halves")
	}
	for _, bad := range []struct {
		f tile.Face
		d hex.Direction
	}{{f, 6}, {tile.Face{}, hex.N}, {tile.Face{A: tile.House, B: tile.Garden}, 200}} {
		if p := bad.f.Owner(bad.d); p != tile.NoPart {
			t.Errorf("%v.Owner(%v) = %v, want NoPart", bad.f, bad.d, p)
		}
	}
}

// layoutOf returns the kind facing each direction, indexed by
// hex.Direction: what the hex shows across each of its edges. Two faces
// are the same physical hex exactly when their layouts are equal.
func layoutOf(f tile.Face) [6]tile.Kind {
	var l [6]tile.Kind
	for _, d := range hex.Directions() {
		l[d] = f.Kind(f.Owner(d))
	}
	return l
}

// A|B at r is the same physical hex as B|A at r+3, for every pair of
// district types and every rotation, and no other rotation of B|A is.
func TestFaceSwappedHalves(t *testing.T) {
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		x := id.Face(0)
		if !x.IsDouble() {
			continue
		}
		for r := range tile.Rotation(6) {
			ab := tile.Face{A: x.A, B: x.B, Rotation: r}
			for s := range tile.Rotation(6) {
				ba := tile.Face{A: x.B, B: x.A, Rotation: s}
				if same := layoutOf(ab) == layoutOf(ba); same != (s == (r+3)%6) {
					t.Errorf("%v and %v: same hex = %v", ab, ba, same)
				}
			}
		}
	}
}

// Faces a city can hold, and some it cannot.
func TestFaceValid(t *testing.T) {
	for _, c := range []struct {
		f    tile.Face
		want bool
	}{
		{tile.Face{A: tile.Quarry}, true},
		{tile.Face{A: tile.GardenPlaza}, true},
		{tile.Face{A: tile.House, B: tile.Temple, Rotation: 5}, true},
		{tile.Face{}, false},
		{tile.Face{A: tile.House, Rotation: 2}, false},    // a whole hex keeps rotation 0
		{tile.Face{A: tile.House, B: tile.House}, false},  // two halves of one type
		{tile.Face{A: tile.House, B: tile.Quarry}, false}, // halves are districts
		{tile.Face{A: tile.HousePlaza, B: tile.Garden}, false},
		{tile.Face{A: tile.House, B: tile.Garden, Rotation: 6}, false},
		{tile.Face{B: tile.Garden}, false},
		{tile.Face{A: 200}, false},
	} {
		if got := tile.FaceValid(c.f); got != c.want {
			t.Errorf("%v.valid() = %v, want %v", c.f, got, c.want)
		}
	}
}

// Parts touch only across an edge both of them own. Cases worked out by
// hand, each with the second face in the neighbouring cell toward d.
func TestFaceTouches(t *testing.T) {
	tg0 := tile.Face{A: tile.Temple, B: tile.Garden} // Temple: NW N NE; Garden: SE S SW
	mg0 := tile.Face{A: tile.Market, B: tile.Garden}
	mg3 := tile.Face{A: tile.Market, B: tile.Garden, Rotation: 3} // Market: SE S SW; Garden: NW N NE
	house := tile.Face{A: tile.House}
	for _, c := range []struct {
		name string
		f    tile.Face
		p    tile.Part
		d    hex.Direction
		g    tile.Face
		q    tile.Part
		want bool
	}{
		{"Temple half and a House to its N", tg0, tile.HalfA, hex.N, house, tile.Whole, true},
		{"Garden half and a House to the N", tg0, tile.HalfB, hex.N, house, tile.Whole, false},
		{"Garden half and a House to its S", tg0, tile.HalfB, hex.S, house, tile.Whole, true},
		{"Temple half and a House to the S", tg0, tile.HalfA, hex.S, house, tile.Whole, false},
		{"Temple half and a House to its NE", tg0, tile.HalfA, hex.NE, house, tile.Whole, true},
		{"Temple half and a House to the SE", tg0, tile.HalfA, hex.SE, house, tile.Whole, false},
		{"House and the Garden half to its N", house, tile.Whole, hex.N, tg0, tile.HalfB, true},
		{"House and the Temple half to the N", house, tile.Whole, hex.N, tg0, tile.HalfA, false},
		// Market|Garden r0 below Market|Garden r0: the lower Market faces
		// the upper Garden.
		{"Market and the Market above, both r0", mg0, tile.HalfA, hex.N, mg0, tile.HalfA, false},
		{"Market and the Garden above, both r0", mg0, tile.HalfA, hex.N, mg0, tile.HalfB, true},
		// With the upper one at r3 the two Markets face each other.
		{"Market and the Market above at r3", mg0, tile.HalfA, hex.N, mg3, tile.HalfA, true},
		{"Garden and the Garden above at r3", mg0, tile.HalfB, hex.N, mg3, tile.HalfB, false},
		{"no part", house, tile.NoPart, hex.N, house, tile.NoPart, false},
		{"no direction", house, tile.Whole, 7, house, tile.Whole, false},
		{"empty neighbour", house, tile.Whole, hex.N, tile.Face{}, tile.NoPart, false},
	} {
		if got := touches(c.f, c.p, c.d, c.g, c.q); got != c.want {
			t.Errorf("%s: %v %v toward %v, %v %v: touches = %v, want %v", c.name, c.f, c.p, c.d, c.g, c.q, got, c.want)
		}
		// Seen from the other cell, the answer is the same.
		if c.d < 6 {
			if got := touches(c.g, c.q, c.d.Opposite(), c.f, c.p); got != c.want {
				t.Errorf("%s, seen from the other side: touches = %v, want %v", c.name, got, c.want)
			}
		}
	}
}

// touches is the rule of the Face doc: part p of f and part q of g, in the
// neighbouring cell toward d, touch when each owns the edge between them.
func touches(f tile.Face, p tile.Part, d hex.Direction, g tile.Face, q tile.Part) bool {
	return p != tile.NoPart && q != tile.NoPart && f.Owner(d) == p && g.Owner(d.Opposite()) == q
}
