package tile_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// A double district placed with rotation 0: half A takes the three edges
// around N, half B the three around S.
func ExampleOneHex_Face() {
	x, _ := tile.OneHexByID(67)
	f := x.Face(0)
	fmt.Println(x, "at", f.Rotation)
	for _, p := range []tile.Part{tile.HalfA, tile.HalfB} {
		fmt.Println(p, f.Kind(p), f.Edges(p))
	}
	fmt.Println("toward S:", f.Kind(f.Owner(hex.S)))
	// Output:
	// 67[Temple|Garden] at r0
	// HalfA Temple [NW N NE]
	// HalfB Garden [SE S SW]
	// toward S: Garden
}

// The same tile turned half way round is the other tile order's rotation
// 0, the same physical hex.
func ExampleFace_Layout() {
	tg := tile.Face{A: tile.Temple, B: tile.Garden, Rotation: 3}
	gt := tile.Face{A: tile.Garden, B: tile.Temple, Rotation: 0}
	fmt.Println(tg.Layout() == gt.Layout())
	// Output:
	// true
}

// Two Market|Garden hexes, one above the other: their Markets touch only
// when the upper one is turned so that its Market owns the shared edge,
// the lower one's edge toward N and the upper one's toward S.
func ExampleFace_Owner() {
	lower := tile.Face{A: tile.Market, B: tile.Garden}
	for _, r := range []tile.Rotation{0, 3} {
		upper := tile.Face{A: tile.Market, B: tile.Garden, Rotation: r}
		fmt.Println(upper.Rotation, lower.Owner(hex.N) == tile.HalfA && upper.Owner(hex.S) == tile.HalfA)
	}
	// Output:
	// r0 false
	// r3 true
}

func ExampleCards() {
	for _, c := range tile.Cards() {
		if c.Family() == tile.Temple || c.Family() == tile.None {
			fmt.Println(c, c.Family())
		}
	}
	// Output:
	// Sanctuary Temple
	// Pantheon Temple
	// PilgrimsStairs Temple
	// MainStreet None
	// QuarryMine None
	// Agora None
}
