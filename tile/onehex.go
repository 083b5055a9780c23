package tile

// MaxAthenaID is the highest ID of the Athena expansion's one-hex tiles,
// which are numbered 62 to 91, after the 61 city tiles of the base game.
const MaxAthenaID ID = MaxID + numOneHex

const numOneHex = 30

// IsOneHex reports whether id names one of the Athena expansion's one-hex
// tiles (62..91), which a base game never deals: a game with the expansion
// knows the IDs that are InBase or IsOneHex.
func (id ID) IsOneHex() bool { return id > MaxID && id <= MaxAthenaID }

// The one-hex tiles in ID order, each as its face at rotation 0: the ten
// double districts (one for each pair of district types, the first-named
// half A), the ten single districts, the ten single plazas.
var oneHexes = [numOneHex]Face{
	{A: Market, B: Garden}, {A: Barracks, B: Temple}, {A: House, B: Market}, {A: House, B: Barracks},
	{A: Market, B: Barracks}, {A: Temple, B: Garden}, {A: House, B: Garden}, {A: Market, B: Temple},
	{A: Barracks, B: Garden}, {A: House, B: Temple},
	{A: House}, {A: House}, {A: House}, {A: Garden}, {A: Market}, {A: Market},
	{A: Temple}, {A: Temple}, {A: Barracks}, {A: Barracks},
	{A: HousePlaza}, {A: HousePlaza}, {A: HousePlaza}, {A: GardenPlaza}, {A: MarketPlaza},
	{A: MarketPlaza}, {A: TemplePlaza}, {A: TemplePlaza}, {A: BarracksPlaza}, {A: BarracksPlaza},
}

// Face returns the hex of the one-hex tile id placed with rotation r
// (taken modulo 6), and the zero Face for an ID that is not IsOneHex. A
// one-hex tile is its face: a whole hex (a single district or plaza, B
// None) or a double district, half A of district A and half B of district
// B, two different district types; id.Face(0) tells which. A whole hex
// looks the same in all six rotations, so its face always has rotation 0;
// a double district has six distinct faces, one per rotation. So a list
// of a one-hex tile's placements names rotation 0 alone for a whole hex,
// and each of the six for a double district, on every cell.
func (id ID) Face(r Rotation) Face {
	if !id.IsOneHex() {
		return Face{}
	}
	f := oneHexes[id-MaxID-1]
	if f.B != None {
		f.Rotation = r % 6
	}
	return f
}
