package city_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// A hand-built city: tile 12 ground level north of the start. Its JSON
// names every cell, its column and the edge; it reads back.
func TestCityJSON(t *testing.T) {
	c := city.New()
	if _, err := c.Place(city.Placement{Tile: 12, Anchor: hex.Hex{Q: 0, R: -2}}); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var j struct {
		Placements []string
		Cells      []struct {
			Q, R, Height int
			Kind         string
			Tile, Hex    int
			Column       []struct{ Tile, Hex int }
		}
		Edge []struct {
			Q, R     int
			Enclosed bool
		}
	}
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	// The starting tile's 4 hexes and tile 12's 3, all at height 1.
	if len(j.Cells) != 7 || len(j.Placements) != 1 || j.Placements[0] != "12@(0,-2)r0" {
		t.Fatalf("%d cells, placements %v; want 7 and [12@(0,-2)r0]: %s", len(j.Cells), j.Placements, b)
	}
	for _, cell := range j.Cells {
		if cell.Height != len(cell.Column) || cell.Height != 1 || cell.Column[0].Tile != cell.Tile {
			t.Errorf("cell (%d,%d): height %d, column %v, tile %d", cell.Q, cell.R, cell.Height, cell.Column, cell.Tile)
		}
	}
	var back city.City
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(c) {
		t.Fatalf("read back: %v", err)
	}
	for _, bad := range []string{
		`{"placements":["12@(0,-2)r0"],"placements":[]}`,
		`{"Placements":["12@(0,-2)r0"]}`,
		`{"placements":["12@(0,-2)r0"],"colour":1}`,
		`{"placements":["12@(0,-2)r0"],"edge":[]}`,
		`{"cells":[]}`,
	} {
		var x city.City
		if err := json.Unmarshal([]byte(bad), &x); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%s: got %v, want ErrSyntax", bad, err)
		}
	}
	var x city.City
	if err := json.Unmarshal([]byte(`{"placements":["12@(5,5)r0"]}`), &x); !errors.Is(err, city.ErrNotAdjacent) {
		t.Errorf("illegal placement: got %v, want ErrNotAdjacent", err)
	}
	if !strings.Contains(string(b), `"edge":[`) {
		t.Errorf("no edge in %s", b)
	}
}

// A city's JSON names every occupied cell with its column, and the empty
// cells around it; an enclosed one is marked.
func ExampleCity_MarshalJSON() {
	c, _ := city.Build([]city.Placement{
		{Tile: 50, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 2},
		{Tile: 7, Anchor: hex.Hex{Q: 1, R: -2}, Rotation: 1},
		{Tile: 5, Anchor: hex.Hex{Q: 3, R: -2}, Rotation: 0},
	})
	b, _ := json.Marshal(c)
	var j struct {
		Cells []json.RawMessage
		Edge  []struct {
			Q, R     int
			Enclosed bool
		}
	}
	_ = json.Unmarshal(b, &j)
	fmt.Println(len(j.Cells), "cells,", len(j.Edge), "edge cells")
	for _, e := range j.Edge {
		if e.Enclosed {
			fmt.Printf("(%d,%d) is enclosed\n", e.Q, e.R)
		}
	}
	fmt.Println(string(j.Cells[0]))
	// Output:
	// 13 cells, 19 edge cells
	// (1,-1) is enclosed
	// {"q":2,"r":-3,"height":1,"kind":"Quarry","district":"","plaza":false,"stars":0,"tile":7,"hex":1,"column":[{"kind":"Quarry","tile":7,"hex":1,"level":1}]}
}

// TestColumnOneShape checks that a cell's "column" in a city's JSON form is
// its City.Column in the Layer JSON form, in a city stacked four high: one
// shape for a column wherever it is written.
func TestColumnOneShape(t *testing.T) {
	var ps []city.Placement
	for _, s := range strings.Fields("30@(0,-2)r1 26@(1,-1)r1 50@(3,-2)r2 57@(4,-1)r1 23@(0,-1)r1 33@(2,-2)r2 51@(4,-2)r3 44@(1,-2)r2 41@(2,-1)r1 01@(2,-2)r3") {
		p, err := city.ParsePlacement(s)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	c, err := city.Build(ps)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var form struct {
		Cells []struct {
			Q, R   int
			Column json.RawMessage
		}
	}
	if err := json.Unmarshal(b, &form); err != nil {
		t.Fatal(err)
	}
	tall := 0
	for _, cell := range form.Cells {
		col := c.Column(hex.Hex{Q: cell.Q, R: cell.R})
		want, err := json.Marshal(col)
		if err != nil {
			t.Fatal(err)
		}
		if string(cell.Column) != string(want) {
			t.Errorf("cell (%d,%d): column %s, Column gives %s", cell.Q, cell.R, cell.Column, want)
		}
		if len(col) > 1 {
			tall++
		}
	}
	if tall == 0 {
		t.Fatal("no cell of height 2: the case tests nothing")
	}
}
