package tile

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/hex"
)

// ID numbers a city tile from 1 to 61; the Athena expansion's one-hex
// tiles follow, 62 to 91 ([ID.IsOneHex]), which a base game never names:
// InBase and the text form of an ID know 1 to 61 only. The zero
// value, StartID, stands for the starting tile wherever a tile must be
// named (for instance the tile a city cell belongs to).
type ID uint8

// StartID names the starting tile; MaxID is the highest catalogue ID.
const (
	StartID ID = 0
	MaxID   ID = 61
)

// InBase reports whether id names a catalogue tile (1..61).
func (id ID) InBase() bool { return id >= 1 && id <= MaxID }

// String returns the tile's two-digit number ("04"), or "S" for the
// starting tile.
func (id ID) String() string {
	if id == StartID {
		return "S"
	}
	return fmt.Sprintf("%02d", uint8(id))
}

// MarshalText encodes the ID as its String form.
func (id ID) MarshalText() ([]byte, error) { return []byte(id.String()), nil }

// UnmarshalText parses a tile number 1..61 (with or without a leading zero)
// or "S"; on error id is unchanged.
func (id *ID) UnmarshalText(b []byte) error {
	if len(b) > 2 { // refuse before copying the text
		return fmt.Errorf("%w: tile number of %d bytes", errSyntax, len(b))
	}
	p, err := parseID(string(b))
	if err != nil {
		return err
	}
	*id = p
	return nil
}

// parseID reads a tile number as UnmarshalText does.
func parseID(s string) (ID, error) {
	if s == "S" {
		return StartID, nil
	}
	if len(s) == 0 || len(s) > 2 || strings.TrimLeft(s, "0123456789") != "" {
		return 0, fmt.Errorf("%w: tile number %.20q", errSyntax, s)
	}
	n, _ := strconv.Atoi(s)
	if n < 1 || n > int(MaxID) {
		return 0, fmt.Errorf("%w: tile number %d is not in 1..%d", errSyntax, n, MaxID)
	}
	return ID(n), nil
}

// Tile is one city tile: three hexes listed clockwise around the triangle.
// Its JSON form, {"id":4,"group":2,"hexes":["BarracksPlaza","House","Quarry"]},
// is what a front-end draws the catalogue from (see MarshalJSON); the
// catalogue is ID.Tile of the IDs 1 to MaxID.
type Tile struct {
	ID    ID
	Group int // smallest player count that uses the tile: 2, 3 or 4
	Hexes [3]Kind
}

// Tile returns city tile id of the catalogue (its number, group and three
// hexes clockwise), and the zero Tile for an ID that is not InBase: the
// starting tile and the one-hex tiles (see Start and ID.Face) are not
// city tiles.
func (id ID) Tile() Tile {
	if !id.InBase() {
		return Tile{}
	}
	return catalogue[id-1]
}

// AppendInPlay appends to dst, in ID order, the IDs of the tiles used by a
// game of the given player count: every tile whose group is at most the
// count (a solo game uses the two-player set), or all 61 with allTiles. A
// game of 2, 3 or 4 players uses 37, 49 or 61 tiles: that many are
// appended.
func AppendInPlay(dst []ID, players int, allTiles bool) []ID {
	for _, t := range catalogue {
		if allTiles || t.Group <= max(players, 2) {
			dst = append(dst, t.ID)
		}
	}
	return dst
}

// Rotation is a tile's orientation: k x 60 degrees clockwise, 0..5. Its
// text form, "r0" to "r5", is a part of the forms of a placement
// (city.Placement) and of a Face; a rotation of 6 or more is no rotation:
// city.City.Check and Place refuse it (city.ErrBadRotation).
type Rotation uint8

// String returns the text form of placements: "r0" to "r5", or
// "Rotation(7)" for an invalid rotation.
func (r Rotation) String() string {
	if r >= 6 {
		return fmt.Sprintf("Rotation(%d)", uint8(r))
	}
	return "r" + string('0'+byte(r))
}

// parseRotation reads a rotation as String prints it: "r0" to "r5".
func parseRotation(s string) (Rotation, error) {
	if len(s) != 2 || s[0] != 'r' || s[1] < '0' || s[1] > '5' {
		return 0, fmt.Errorf("%w: rotation %.20q: want r0..r5", errSyntax, s)
	}
	return Rotation(s[1] - '0'), nil
}

// rotationText is a Rotation in a Face's JSON form: its String form.
type rotationText Rotation

// MarshalText encodes the rotation as its String form ("r3"); an invalid
// rotation is refused with rule.ErrSyntax.
func (r rotationText) MarshalText() ([]byte, error) {
	if r >= 6 {
		return nil, fmt.Errorf("%w: %v", errSyntax, Rotation(r))
	}
	return []byte(Rotation(r).String()), nil
}

// UnmarshalText parses "r0" to "r5"; on error r is unchanged.
func (r *rotationText) UnmarshalText(b []byte) error {
	if len(b) > 2 { // refuse before copying the text
		return fmt.Errorf("%w: rotation of %d bytes", errSyntax, len(b))
	}
	p, err := parseRotation(string(b))
	if err != nil {
		return err
	}
	*r = rotationText(p)
	return nil
}

// Start returns the starting tile's four hexes and the cells they occupy in
// every city: a House plaza at the origin with Quarries to its N, SE and SW.
// It counts as one tile, named StartID.
func Start() ([4]Kind, [4]hex.Hex) {
	return [4]Kind{HousePlaza, Quarry, Quarry, Quarry},
		[4]hex.Hex{{}, hex.Hex{}.Neighbor(hex.N), hex.Hex{}.Neighbor(hex.SE), hex.Hex{}.Neighbor(hex.SW)}
}
