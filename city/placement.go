package city

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// Placement names a tile, the cell of its first hex (the anchor) and its
// rotation. It is a plain comparable value; its text form is "07@(1,-2)r3".
// (The anchor comes first only to keep the value at 24 bytes: engines list
// hundreds of placements a turn.)
type Placement struct {
	Anchor   hex.Hex
	Tile     tile.ID
	Rotation tile.Rotation
}

// Cells returns the three cells the tile covers, in the tile's clockwise
// hex order.
func (p Placement) Cells() [3]hex.Hex { return tile.Cells(p.Anchor, p.Rotation) }

// String returns the text form "07@(1,-2)r3", which ParsePlacement reads
// back.
func (p Placement) String() string {
	return fmt.Sprintf("%v@%vr%d", p.Tile, p.Anchor, p.Rotation)
}

// MarshalText encodes the placement in its text form.
func (p Placement) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText parses the text form; on error p is unchanged.
func (p *Placement) UnmarshalText(b []byte) error {
	if len(b) > 64 { // refuse before copying the text
		return fmt.Errorf("%w: %d bytes is too long", ErrSyntax, len(b))
	}
	q, err := ParsePlacement(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// ParsePlacement reads "07@(1,-2)r3": tile number, '@', anchor cell, 'r',
// rotation 0..5. The rotation is read as written; a rotation outside 0..5
// is a syntax error. Spaces are allowed only around the cell's numbers,
// inside its parentheses, as hex.Parse reads them.
func ParsePlacement(s string) (Placement, error) {
	if len(s) > 64 {
		return Placement{}, fmt.Errorf("%w: %d bytes is too long", ErrSyntax, len(s))
	}
	ids, rest, ok := strings.Cut(s, "@")
	if !ok {
		return Placement{}, fmt.Errorf("%w: %q: want tile@(q,r)rK", ErrSyntax, s)
	}
	id, err := tile.ParseID(ids)
	if err != nil || id == tile.StartID {
		return Placement{}, fmt.Errorf("%w: %q: bad tile number", ErrSyntax, s)
	}
	i := strings.LastIndexByte(rest, 'r')
	if i < 0 || len(rest)-i != 2 || rest[i+1] < '0' || rest[i+1] > '5' {
		return Placement{}, fmt.Errorf("%w: %q: want rotation r0..r5 at the end", ErrSyntax, s)
	}
	cell := rest[:i]
	if strings.TrimSpace(cell) != cell {
		return Placement{}, fmt.Errorf("%w: %q: a space outside the cell's parentheses", ErrSyntax, s)
	}
	anchor, err := hex.Parse(cell)
	if err != nil {
		return Placement{}, fmt.Errorf("%w: %q: %v", ErrSyntax, s, err)
	}
	return Placement{Tile: id, Anchor: anchor, Rotation: tile.Rotation(rest[i+1] - '0')}, nil
}

// Result describes a placement that was (or would be) made. Its JSON form
// is {"level":2,"quarries":1}, the zero Result included.
type Result struct {
	Level    int `json:"level"`    // 1 on the ground, h+1 on top of hexes at height h
	Quarries int `json:"quarries"` // Quarry hexes covered: the stones the player gains
}
