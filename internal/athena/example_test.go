package athena_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// A Barracks plaza with a Barracks to its SE and a Barracks half facing
// it from the SW: the half owns NW, N and NE at rotation 0, so it owns the
// edge toward the plaza.
func ExampleMet() {
	p := hex.Hex{Q: 0, R: -4}
	g, err := athena.NewGrid(map[hex.Hex]athena.Cell{
		p:                  {Face: tile.Face{A: tile.BarracksPlaza}, Level: 1},
		p.Neighbor(hex.SE): {Face: tile.Face{A: tile.Barracks}, Level: 1},
		p.Neighbor(hex.SW): {Face: tile.Face{A: tile.Barracks, B: tile.House, Rotation: 0}, Level: 2},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, card := range []tile.Card{tile.Fortress, tile.GuardTower, tile.Agora} {
		cells, ok := athena.Met(card, g, 0, athena.Options{})
		fmt.Println(card, ok, cells)
	}
	// Output:
	// Fortress true [(0,-4) (1,-4) (-1,-3)]
	// GuardTower false []
	// Agora false []
}

// Ask a city's cards after a placement, reading the changed cells once:
// the grid of ExampleMet just after the Barracks half was laid at level 2
// (on a Barracks plaza's SW neighbour), with a card that does not read it.
func ExampleTouched() {
	p := hex.Hex{Q: 0, R: -4}
	laid := p.Neighbor(hex.SW)
	g, err := athena.NewGrid(map[hex.Hex]athena.Cell{
		p:                  {Face: tile.Face{A: tile.BarracksPlaza}, Level: 1},
		p.Neighbor(hex.SE): {Face: tile.Face{A: tile.Barracks}, Level: 1},
		laid:               {Face: tile.Face{A: tile.Barracks, B: tile.House, Rotation: 0}, Level: 2},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	var q athena.Touched
	q.Touch(g, 0, athena.Options{}, []hex.Hex{laid})
	for _, card := range []tile.Card{tile.Fortress, tile.Rampart, tile.QuarryMine} {
		fmt.Println(card, q.Met(card))
	}
	// Output:
	// Fortress true
	// Rampart false
	// QuarryMine false
}

// A Temple|Garden hex at rotation 0 with only its Temple half's three
// edge-neighbours occupied: both halves score their level.
func ExampleAppendParts() {
	c := hex.Hex{Q: 0, R: -5}
	quarry := athena.Cell{Face: tile.Face{A: tile.Quarry}, Level: 1}
	g, _ := athena.NewGrid(map[hex.Hex]athena.Cell{
		c:                  {Face: tile.Face{A: tile.Temple, B: tile.Garden}, Level: 1},
		c.Neighbor(hex.NW): quarry,
		c.Neighbor(hex.N):  quarry,
		c.Neighbor(hex.NE): quarry,
	})
	for _, p := range athena.AppendParts(nil, g, variants.Options{}) {
		fmt.Println(p.Cell, p.Part, p.Kind, "qualifies:", p.Qualifies, "value:", p.Value)
	}
	// Output:
	// (0,-5) HalfA Temple qualifies: true value: 1
	// (0,-5) HalfB Garden qualifies: true value: 1
}
