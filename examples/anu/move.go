package anu

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// MoveLen is the length of a move in the notation: "16N01W02R3".
const MoveLen = 10

// maxOffset is the largest offset two digits can write.
const maxOffset = 99

// ToAxial converts the notation's coordinates (x the column, east positive;
// y the row offset, north positive; odd columns half a hex higher) to the
// module's axial cell: q = x, r = -y - (x + x mod 2) / 2, with x mod 2 in
// {0, 1} for negative x too (x + x mod 2 is even, so the division is exact).
func ToAxial(x, y int) hex.Hex {
	return hex.Hex{Q: x, R: -y - (x+x&1)/2}
}

// FromAxial converts an axial cell to the notation's coordinates (x, y):
// the inverse of ToAxial.
func FromAxial(h hex.Hex) (x, y int) {
	return h.Q, -(h.R + (h.Q+h.Q&1)/2)
}

// ParseMove reads a move "16N01W02R3": the tile number, the anchor's
// vertical then horizontal offset from the centre, and the rotation. Only
// the canonical form is read: a zero offset is S00 or E00, never N00 or
// W00, so that every move has one spelling and FormatMove gives back the
// text read. Malformed text returns an error wrapping ErrSyntax; whether the
// placement is legal is for the city.
func ParseMove(s string) (city.Placement, error) {
	if len(s) != MoveLen {
		return city.Placement{}, fmt.Errorf("%w: move %q: want %d characters like 16N01W02R3", ErrSyntax, clip(s), MoveLen)
	}
	id, ok := twoDigits(s[0:2])
	if !ok || id < 1 || id > int(tile.MaxID) {
		return city.Placement{}, fmt.Errorf("%w: move %q: the tile number must be 01 to %d", ErrSyntax, s, tile.MaxID)
	}
	y, err := offset(s, s[2:5], 'N', 'S')
	if err != nil {
		return city.Placement{}, err
	}
	x, err := offset(s, s[5:8], 'E', 'W')
	if err != nil {
		return city.Placement{}, err
	}
	if s[8] != 'R' || s[9] < '0' || s[9] > '5' {
		return city.Placement{}, fmt.Errorf("%w: move %q: want R and a rotation 0 to 5 at the end", ErrSyntax, s)
	}
	return city.Placement{Tile: tile.ID(id), Anchor: ToAxial(x, y), Rotation: tile.Rotation(s[9] - '0')}, nil
}

// offset reads one signed offset: plus is the letter of the positive
// direction (N or E), minus the other; zero must be written with minus's
// partner S00 or E00 (the canonical letters are S and E).
func offset(move, f string, plus, minus byte) (int, error) {
	v, ok := twoDigits(f[1:])
	switch {
	case !ok || (f[0] != plus && f[0] != minus):
		return 0, fmt.Errorf("%w: move %q: want %c or %c and two digits, not %q", ErrSyntax, move, plus, minus, f)
	case v == 0 && f[0] != 'S' && f[0] != 'E':
		return 0, fmt.Errorf("%w: move %q: a zero offset is written S00 or E00, not %s", ErrSyntax, move, f)
	case f[0] == 'N' || f[0] == 'E':
		return v, nil
	}
	return -v, nil
}

// FormatMove returns the placement in the notation. A placement the
// notation cannot write (a tile or rotation out of range, an anchor more
// than 99 columns or rows from the centre, or the starting tile) returns an
// error wrapping ErrUnsupported.
func FormatMove(p city.Placement) (string, error) {
	b, err := AppendMove(make([]byte, 0, MoveLen), p)
	return string(b), err
}

// AppendMove appends the placement in the notation to dst, like FormatMove;
// on error dst is returned unchanged.
func AppendMove(dst []byte, p city.Placement) ([]byte, error) {
	x, y := FromAxial(p.Anchor) // far cells may overflow; the bounds catch them
	if !p.Tile.InBase() || p.Rotation > 5 || x < -maxOffset || x > maxOffset || y < -maxOffset || y > maxOffset {
		return dst, fmt.Errorf("%w: placement %v", ErrUnsupported, p)
	}
	dst = appendTwo(dst, int(p.Tile))
	if y > 0 {
		dst = append(dst, 'N')
	} else {
		dst = append(dst, 'S')
	}
	dst = appendTwo(dst, abs(y))
	if x < 0 {
		dst = append(dst, 'W')
	} else {
		dst = append(dst, 'E')
	}
	dst = appendTwo(dst, abs(x))
	return append(dst, 'R', '0'+byte(p.Rotation)), nil
}

// twoDigits reads exactly two decimal digits.
func twoDigits(s string) (int, bool) {
	if len(s) != 2 || !isDigit(s[0]) || !isDigit(s[1]) {
		return 0, false
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// appendTwo appends 0 <= v <= 99 as two digits.
func appendTwo(dst []byte, v int) []byte { return append(dst, '0'+byte(v/10), '0'+byte(v%10)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// clip shortens hostile input for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// counted is "1 city", "2 cities": n and the word in the number n asks for.
func counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
