package tile_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// A double district placed with rotation 0: half A takes the three edges
// around N, half B the three around S.
func ExampleID_Face() {
	f := tile.ID(67).Face(0)
	fmt.Println(f)
	for _, p := range []tile.Part{tile.HalfA, tile.HalfB} {
		var edges []hex.Direction
		for _, d := range hex.Directions() {
			if f.Owner(d) == p {
				edges = append(edges, d)
			}
		}
		fmt.Println(p, f.Kind(p), edges)
	}
	fmt.Println("toward S:", f.Kind(f.Owner(hex.S)))
	// Output:
	// Temple|Garden r0
	// HalfA Temple [N NE NW]
	// HalfB Garden [SE S SW]
	// toward S: Garden
}

// The same tile turned half way round is the other tile order's rotation
// 0, the same physical hex: the same kind faces every direction.
func ExampleFace_Kind() {
	tg := tile.Face{A: tile.Temple, B: tile.Garden, Rotation: 3}
	gt := tile.Face{A: tile.Garden, B: tile.Temple, Rotation: 0}
	same := true
	for _, d := range hex.Directions() {
		same = same && tg.Kind(tg.Owner(d)) == gt.Kind(gt.Owner(d))
	}
	fmt.Println(same)
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
