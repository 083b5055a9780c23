package city_test

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// refCity is a reference implementation of the placement rules (a tile
// touches the city or covers at least two tiles flat, never one tile whole,
// and never leaves a hole beneath it; a one-hex tile touches the city or
// covers any hex but a one-hex tile's), written from the rules alone with
// maps and no shared code, for the property tests to compare the city
// against.
type refCity struct {
	stacks  map[hex.Hex][]city.Layer // bottom first
	heights map[uint64]int           // by key(cell): the brute forces' fast path
	used    map[tile.ID]bool
	n       int
}

func newRefCity() *refCity {
	m := &refCity{stacks: map[hex.Hex][]city.Layer{}, heights: map[uint64]int{}, used: map[tile.ID]bool{}}
	kinds, cells := tile.Start()
	for k, h := range cells {
		m.stacks[h] = []city.Layer{{Kind: kinds[k], Tile: tile.StartID, Hex: k, Level: 1}}
		m.heights[key(h)] = 1
	}
	return m
}

// key packs a cell into one word (distinct for coordinates of 32 bits).
func key(h hex.Hex) uint64 { return uint64(uint32(h.Q))<<32 | uint64(uint32(h.R)) }

// refBuild replays a history, and reports the first step the reference rules
// reject (-1 if none).
func refBuild(ps []city.Placement) (*refCity, int, error) {
	m := newRefCity()
	for k, p := range ps {
		if err := m.place(p); err != nil {
			return m, k, err
		}
	}
	return m, -1, nil
}

func (m *refCity) height(h hex.Hex) int {
	if int(int32(h.Q)) != h.Q || int(int32(h.R)) != h.R {
		return 0 // far beyond any city
	}
	return m.heights[key(h)]
}

func (m *refCity) top(h hex.Hex) (city.Layer, bool) {
	s := m.stacks[h]
	if len(s) == 0 {
		return city.Layer{}, false
	}
	return s[len(s)-1], true
}

// rule returns the sentinel of the first rule p breaks, in the order
// City.Check documents, or nil.
func (m *refCity) rule(p city.Placement) error {
	switch {
	case p.Tile < 1 || p.Tile > 91:
		return city.ErrUnknownTile
	case p.Rotation > 5:
		return city.ErrBadRotation
	case m.used[p.Tile]:
		return city.ErrTileUsed
	case m.n >= 91:
		return city.ErrTooManyTiles
	}
	cells := p.Cells()
	for _, h := range cells {
		// Length overflows for huge coordinates: bound Q and R first.
		if h.Q < -city.MaxRadius || h.Q > city.MaxRadius || h.R < -city.MaxRadius ||
			h.R > city.MaxRadius || h.Length() > city.MaxRadius {
			return city.ErrOutOfBounds
		}
	}
	if p.Tile >= 62 {
		return m.ruleOneHex(p.Anchor)
	}
	empty := 0
	for _, h := range cells {
		if m.height(h) == 0 {
			empty++
		}
	}
	switch empty {
	case 3:
		for _, h := range cells {
			for _, n := range h.Neighbors() {
				if m.height(n) > 0 {
					return nil
				}
			}
		}
		return city.ErrNotAdjacent
	case 0:
		a, _ := m.top(cells[0])
		b, _ := m.top(cells[1])
		d, _ := m.top(cells[2])
		if a.Level != b.Level || b.Level != d.Level {
			return city.ErrUneven
		}
		if a.Tile == b.Tile && b.Tile == d.Tile {
			return city.ErrOneTile
		}
		return nil
	}
	return city.ErrGap
}

// ruleOneHex is rule for a one-hex tile on cell a, within bounds.
func (m *refCity) ruleOneHex(a hex.Hex) error {
	if t, ok := m.top(a); ok {
		if t.Tile >= 62 {
			return city.ErrOnOneHex
		}
		return nil
	}
	for _, n := range a.Neighbors() {
		if m.height(n) > 0 {
			return nil
		}
	}
	return city.ErrNotAdjacent
}

// covers returns the cells p covers and the kinds it lays there: a
// one-hex tile's anchor alone, with half A's kind for a double.
func covers(p city.Placement) ([]hex.Hex, []tile.Kind) {
	if p.Tile.IsOneHex() {
		return []hex.Hex{p.Anchor}, []tile.Kind{p.Tile.Face(0).A}
	}
	hexes, cells := p.Tile.Tile().Hexes, p.Cells()
	return cells[:], hexes[:]
}

// place lays p if the reference rules allow it.
func (m *refCity) place(p city.Placement) error {
	if err := m.rule(p); err != nil {
		return err
	}
	cells, hexes := covers(p)
	for k, h := range cells {
		m.stacks[h] = append(m.stacks[h], city.Layer{Kind: hexes[k], Tile: p.Tile, Hex: k, Level: m.height(h) + 1})
		m.heights[key(h)]++
	}
	m.used[p.Tile] = true
	m.n++
	return nil
}

// level returns the level p would reach (valid only when rule(p) is nil).
func (m *refCity) level(p city.Placement) (level, quarries int) {
	cells, _ := covers(p)
	for _, h := range cells {
		if t, ok := m.top(h); ok {
			level = t.Level
			if t.Kind == tile.Quarry {
				quarries++
			}
		}
	}
	return level + 1, quarries
}

// bounds returns the smallest and largest Q and R of the occupied cells.
func (m *refCity) bounds() (q0, q1, r0, r1 int) {
	q0, r0 = 1<<30, 1<<30
	q1, r1 = -q0, -r0
	for h := range m.stacks {
		q0, q1, r0, r1 = min(q0, h.Q), max(q1, h.Q), min(r0, h.R), max(r1, h.R)
	}
	return
}

// holes finds the empty cells enclosed by the city with a breadth-first
// search of the empty cells from a corner far outside it: every empty cell
// of the bounding box it does not reach is a hole.
func (m *refCity) holes() map[hex.Hex]bool {
	q0, q1, r0, r1 := m.bounds()
	q0, q1, r0, r1 = q0-2, q1+2, r0-2, r1+2
	inside := func(h hex.Hex) bool { return h.Q >= q0 && h.Q <= q1 && h.R >= r0 && h.R <= r1 }
	start := hex.Hex{Q: q0, R: r0}
	seen := map[hex.Hex]bool{start: true}
	queue := []hex.Hex{start}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range h.Neighbors() {
			if inside(n) && !seen[n] && m.height(n) == 0 {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	holes := map[hex.Hex]bool{}
	for r := r0; r <= r1; r++ {
		for q := q0; q <= q1; q++ {
			if h := (hex.Hex{Q: q, R: r}); m.height(h) == 0 && !seen[h] {
				holes[h] = true
			}
		}
	}
	return holes
}
