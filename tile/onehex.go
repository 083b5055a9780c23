package tile

import "fmt"

// MaxAthenaID is the highest ID of the Athena expansion's one-hex tiles,
// which are numbered 62 to 91, after the 61 city tiles of the base game.
const MaxAthenaID ID = MaxID + numOneHex

const numOneHex = 30

// IsOneHex reports whether id names one of the Athena expansion's one-hex
// tiles (62..91). Valid stays the check of a base game, which never deals
// them.
func (id ID) IsOneHex() bool { return id > MaxID && id <= MaxAthenaID }

// InAthena reports whether id names a tile of a game with the Athena
// expansion: a city tile (1..61) or a one-hex tile (62..91).
func (id ID) InAthena() bool { return id.InBase() || id.IsOneHex() }

// OneHex is one of the 30 one-hex tiles of the Athena expansion. A whole
// one-hex tile (a single district or plaza) is the kind A, with B None; a
// double district is cut in two halves, half A of district A and half B of
// district B, two different district types. Its JSON form,
// {"id":62,"kinds":["Market","Garden"]}, is what a front-end draws the
// tiles from (see MarshalJSON); [OneHex.Face] gives the hex as placed.
type OneHex struct {
	ID ID
	A  Kind // the whole hex, or half A of a double district
	B  Kind // half B of a double district; None for a whole hex
}

// The one-hex tiles in ID order: the ten double districts (one for each
// pair of district types), the ten single districts, the ten single
// plazas.
var oneHexes = [numOneHex]OneHex{
	{62, Market, Garden}, {63, Barracks, Temple}, {64, House, Market}, {65, House, Barracks},
	{66, Market, Barracks}, {67, Temple, Garden}, {68, House, Garden}, {69, Market, Temple},
	{70, Barracks, Garden}, {71, House, Temple},
	{72, House, None}, {73, House, None}, {74, House, None}, {75, Garden, None},
	{76, Market, None}, {77, Market, None}, {78, Temple, None}, {79, Temple, None},
	{80, Barracks, None}, {81, Barracks, None},
	{82, HousePlaza, None}, {83, HousePlaza, None}, {84, HousePlaza, None}, {85, GardenPlaza, None},
	{86, MarketPlaza, None}, {87, MarketPlaza, None}, {88, TemplePlaza, None}, {89, TemplePlaza, None},
	{90, BarracksPlaza, None}, {91, BarracksPlaza, None},
}

// AthenaTiles returns the 30 one-hex tiles in ID order (a copy: the list
// itself cannot be changed).
func AthenaTiles() [numOneHex]OneHex { return oneHexes }

// OneHexByID returns the one-hex tile with the given ID, and false for an
// ID outside 62..91.
func OneHexByID(id ID) (OneHex, bool) {
	if !id.IsOneHex() {
		return OneHex{}, false
	}
	return oneHexes[id-MaxID-1], true
}

// IsDouble reports whether t is a double district, two halves of two
// district types.
func (t OneHex) IsDouble() bool { return t.B != None }

// Face returns the hex of t placed with rotation r (taken modulo 6). A
// whole hex looks the same in all six rotations, so its face always has
// rotation 0; a double district has six distinct faces, one per rotation.
// So a list of a one-hex tile's placements names rotation 0 alone for a
// whole hex, and each of the six for a double district, on every cell.
func (t OneHex) Face(r Rotation) Face {
	if !t.IsDouble() {
		return Face{A: t.A}
	}
	return Face{A: t.A, B: t.B, Rotation: r % 6}
}

// String returns the tile as "62[Market|Garden]" for a double district
// and "82[HousePlaza]" for a whole hex.
func (t OneHex) String() string {
	if t.IsDouble() {
		return fmt.Sprintf("%v[%v|%v]", t.ID, t.A, t.B)
	}
	return fmt.Sprintf("%v[%v]", t.ID, t.A)
}
