package tile

import "fmt"

// Card is one of the 18 construction cards of the Athena expansion. Each
// names a pattern a player's city (or stone count) may meet; the doc of
// each card below is its text: its condition, then the cells package
// score/athena's Met lists for it (lines, pairs and triangles from their
// first cell in row order). In every condition only the visible top of a
// cell counts unless the card names a level; "occupied" means the cell
// holds any hex, Quarries included; a "part" is a whole hex or a half of a
// double district, and a part "facing" a cell owns the edge toward it; a
// city meets a card when it contains the pattern, whatever else lies
// around it. The zero value, NoCard, is no card. Package score/athena
// reads the conditions.
type Card uint8

// The construction cards, by family: House, Market, Barracks, Temple,
// Garden, then the three of no family.
const (
	NoCard Card = iota
	// Housing: some occupied cell has, in all six neighbours, a House part
	// facing it. Cells: the centre, then the six from N.
	Housing
	// Villa: at least 4 visible cells at level 2 or higher hold a House
	// part; they need not touch. Cells: the first 4 in row order.
	Villa
	// DistrictCenter: a visible House plaza whose six neighbours are all
	// occupied, each with its top strictly higher than the plaza. Cells:
	// the plaza, then the six from N.
	DistrictCenter
	// CityMarket: some cell, empty or not, has Market parts facing it from
	// three directions i, i+2 and i+4 (every other neighbour). Cells: the
	// centre, then the three Markets.
	CityMarket
	// Storehouses: two Market parts in cells that are not adjacent, each
	// with every neighbour across its own edges occupied. Cells: the two.
	Storehouses
	// LuxuryGoods: a visible Market plaza at level 3 or higher. Cells: the
	// plaza.
	LuxuryGoods
	// Rampart: three Barracks parts in a straight line, the middle one
	// owning both edges along the line (so it is a whole hex) and each end
	// the edge toward the middle; heights are free. Cells: the line.
	Rampart
	// GuardTower: at least 2 visible cells at level 2 or higher hold a
	// Barracks part. Cells: the first 2 in row order.
	GuardTower
	// Fortress: a visible Barracks plaza with Barracks parts facing it from
	// two directions i and i+2 (120 degrees apart); a third Barracks
	// between them does no harm. Cells: the plaza, then the two Barracks.
	Fortress
	// Sanctuary: three Temple parts pairwise adjacent (a triangle), each
	// owning the edges toward the other two. Cells: the three.
	Sanctuary
	// Pantheon: a visible Temple part with plazas, of any types, in the
	// directions i, i+2 and i+4 of its cell. The directions are the
	// cell's: a Temple half need not own those edges (no half could own
	// three edges every other one). Cells: the Temple, then the plazas.
	Pantheon
	// PilgrimsStairs: a visible Temple plaza at some level h, and in some
	// direction the next cell's top strictly lower than h and the cell
	// after it strictly lower again. Both steps must be occupied: an empty
	// cell is no step. Cells: the plaza, then the two steps.
	PilgrimsStairs
	// Oasis: a visible Garden part whose neighbours across its own edges are
	// all occupied (six for a whole Garden, three for a half). Cells: the
	// Garden, then those neighbours from N.
	Oasis
	// HangingGardens: two adjacent Garden parts, facing each other across
	// their edge, at different levels. Cells: the two.
	HangingGardens
	// Parkland: a visible Garden plaza next to a Garden part facing it.
	// Cells: the plaza and that Garden.
	Parkland
	// MainStreet: five cells in a straight line, each with a district part,
	// of five different types; the inner parts own both edges along the
	// line (so they are whole hexes), the end parts the inner edge; a plaza
	// or Quarry breaks the line; heights are free. Cells: the line.
	MainStreet
	// QuarryMine: the player holds at least 8 stones (after this turn's
	// payment and gains). It lists no cell.
	QuarryMine
	// Agora: visible plazas of all five types (the starting House plaza
	// counts while it is visible). Cells: the first plaza of each type in
	// row order, House, Market, Barracks, Temple, Garden.
	Agora
	numCards
)

var cardNames = [numCards]string{"NoCard", "Housing", "Villa", "DistrictCenter", "CityMarket", "Storehouses",
	"LuxuryGoods", "Rampart", "GuardTower", "Fortress", "Sanctuary", "Pantheon", "PilgrimsStairs", "Oasis",
	"HangingGardens", "Parkland", "MainStreet", "QuarryMine", "Agora"}

// cardFamilies gives each card's family: three cards for each district
// type in order, then three of none.
var cardFamilies = [numCards]Kind{None,
	House, House, House, Market, Market, Market,
	Barracks, Barracks, Barracks, Temple, Temple, Temple,
	Garden, Garden, Garden, None, None, None}

// Cards lists the 18 cards in order.
func Cards() [numCards - 1]Card {
	var cs [numCards - 1]Card
	for i := range cs {
		cs[i] = Card(i + 1)
	}
	return cs
}

// valid reports whether c is one of the 18 cards, Housing to Agora.
func (c Card) valid() bool { return c > NoCard && c < numCards }

// Family returns the district type a card belongs to (its district kind,
// House to Garden), and None for Main Street, Quarry Mine, Agora and an
// invalid card.
func (c Card) Family() Kind {
	if !c.valid() {
		return None
	}
	return cardFamilies[c]
}

// String returns the card's name, in one word: "PilgrimsStairs".
func (c Card) String() string {
	if c < numCards {
		return cardNames[c]
	}
	return fmt.Sprintf("Card(%d)", uint8(c))
}

// parseCard reads a card by the name String prints.
func parseCard(s string) (Card, error) {
	for _, c := range Cards() {
		if s == cardNames[c] {
			return c, nil
		}
	}
	return NoCard, fmt.Errorf("%w: unknown card %.20q", errSyntax, s)
}

// MarshalText encodes the card as its name; NoCard and out-of-range
// values are refused with rule.ErrSyntax.
func (c Card) MarshalText() ([]byte, error) {
	if !c.valid() {
		return nil, fmt.Errorf("%w: %v", errSyntax, c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText parses a card by the name String prints; on error c is
// unchanged.
func (c *Card) UnmarshalText(b []byte) error {
	if len(b) > 16 { // refuse before copying the text
		return fmt.Errorf("%w: card of %d bytes is too long", errSyntax, len(b))
	}
	p, err := parseCard(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}
