package city

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Placement names a tile, the cell of its first hex (the anchor) and its
// rotation. It is a plain comparable value; its text form is "07@(1,-2)r3".
// A one-hex tile of the Athena expansion (62..91) covers its anchor only,
// turned by the rotation: "62@(1,-2)r3".
// (The anchor comes first only to keep the value at 24 bytes: engines list
// hundreds of placements a turn.)
type Placement struct {
	Anchor   hex.Hex
	Tile     tile.ID
	Rotation tile.Rotation
}

// Cells returns the three cells the tile covers, in the tile's clockwise
// hex order: the first on the anchor, the second toward direction
// p.Rotation, the third toward the next direction clockwise (a rotation
// of 6 or more is taken modulo 6: Place refuses it). A one-hex tile
// covers its anchor alone, which fills all three entries: a loop that
// marks the cells marks it once.
func (p Placement) Cells() [3]hex.Hex {
	if p.Tile.IsOneHex() {
		return [3]hex.Hex{p.Anchor, p.Anchor, p.Anchor}
	}
	r := uint8(p.Rotation)
	return [3]hex.Hex{grid.TileCell(p.Anchor, r, 0), grid.TileCell(p.Anchor, r, 1), grid.TileCell(p.Anchor, r, 2)}
}

// hexes returns the kinds the tile shows on its cells, in the order of
// Cells, and how many cells it covers: three, or one for a one-hex tile
// (half A's kind for a double district).
func (p Placement) hexes() ([3]tile.Kind, int) {
	if p.Tile.IsOneHex() {
		return [3]tile.Kind{p.Tile.Face(0).A}, 1
	}
	return p.Tile.Tile().Hexes, 3
}

// String returns the text form "07@(1,-2)r3", which UnmarshalText reads
// back.
func (p Placement) String() string {
	return fmt.Sprintf("%v@%vr%d", p.Tile, p.Anchor, p.Rotation)
}

// MarshalText encodes the placement in its text form.
func (p Placement) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads the text form "07@(1,-2)r3": tile number (1..61, or
// 62..91 for a one-hex tile), '@', anchor cell, 'r', rotation 0..5. The
// rotation is read as written; a rotation outside 0..5 is a syntax error.
// Spaces are allowed only around the cell's numbers, inside its
// parentheses, as hex.Hex.UnmarshalText reads them. On error p is
// unchanged.
func (p *Placement) UnmarshalText(b []byte) error {
	if len(b) > 64 { // refuse before copying the text
		return fmt.Errorf("%w: %d bytes is too long", errSyntax, len(b))
	}
	q, err := parsePlacement(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// parsePlacement reads the text form (see UnmarshalText).
func parsePlacement(s string) (Placement, error) {
	if len(s) > 64 {
		return Placement{}, fmt.Errorf("%w: %d bytes is too long", errSyntax, len(s))
	}
	ids, rest, ok := strings.Cut(s, "@")
	if !ok {
		return Placement{}, fmt.Errorf("%w: %q: want tile@(q,r)rK", errSyntax, s)
	}
	id, err := parseTile(ids)
	if err != nil {
		return Placement{}, fmt.Errorf("%w: %q: bad tile number", errSyntax, s)
	}
	i := strings.LastIndexByte(rest, 'r')
	if i < 0 || len(rest)-i != 2 || rest[i+1] < '0' || rest[i+1] > '5' {
		return Placement{}, fmt.Errorf("%w: %q: want rotation r0..r5 at the end", errSyntax, s)
	}
	cell := rest[:i]
	if strings.TrimSpace(cell) != cell {
		return Placement{}, fmt.Errorf("%w: %q: a space outside the cell's parentheses", errSyntax, s)
	}
	var anchor hex.Hex
	if err := anchor.UnmarshalText([]byte(cell)); err != nil {
		return Placement{}, fmt.Errorf("%w: %q: %v", errSyntax, s, err)
	}
	return Placement{Tile: id, Anchor: anchor, Rotation: tile.Rotation(rest[i+1] - '0')}, nil
}

// parseTile reads the tile number of a placement: a city tile 1..61 or a
// one-hex tile 62..91 (tile.ID's text form knows the first only).
func parseTile(s string) (tile.ID, error) {
	if len(s) == 2 && s >= "62" && s <= "91" && s[1] >= '0' && s[1] <= '9' {
		return tile.ID(10*(s[0]-'0') + s[1] - '0'), nil
	}
	var id tile.ID
	err := id.UnmarshalText([]byte(s))
	if id == tile.StartID {
		return 0, fmt.Errorf("%w: the starting tile is never placed", errSyntax)
	}
	return id, err
}

// Result describes a placement that was (or would be) made. Its JSON form
// is {"level":2,"quarries":1}, the zero Result included.
type Result struct {
	Level    int `json:"level"`    // 1 on the ground, h+1 on top of hexes at height h
	Quarries int `json:"quarries"` // Quarry hexes covered: the stones the player gains
}
