package athena

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Met reports whether city c, whose owner holds stones stones, meets card
// under the readings o, and when it does, the cells that make the pattern
// (the doc of each card's constant in package tile, such as
// [tile.Housing], says which cells it lists; score/athena's package doc, which of
// several patterns is chosen). Quarry Mine is met with no cells. An
// invalid card is never met; a nil city is an empty one.
func Met(card tile.Card, c City, stones int, o Options) ([]hex.Hex, bool) {
	var buf [7]hex.Hex
	cells, ok := AppendMet(buf[:0], card, c, stones, o)
	if !ok {
		return nil, false
	}
	return append([]hex.Hex(nil), cells...), true
}

// AppendMet is Met that appends the cells to dst, and allocates nothing
// when dst has room for them (7 cells are the most a card lists). When the
// card is not met it returns dst unchanged and false.
func AppendMet(dst []hex.Hex, card tile.Card, c City, stones int, o Options) ([]hex.Hex, bool) {
	if card == tile.NoCard || card > tile.Agora {
		return dst, false
	}
	if c == nil {
		c = empty{}
	}
	if !reaches(card, c) {
		return dst, false
	}
	p, ok := reader{c: c, o: o.readings(), stones: stones}.find(card)
	if !ok {
		return dst, false
	}
	return append(dst, p.cells[:p.n]...), true
}

// cardCheck is one card's rules: its pattern, anchored at a cell and in
// the whole city, and how MetTouching looks for it near the cells a
// placement changed. Each card's is one value, declared in the file of
// its family beside its pattern (house.go: housingCard), and listed in
// cardChecks.
type cardCheck struct {
	// search finds the pattern of the whole city that tile's doc of the
	// card names; nil when it is the first anchor in row order (firstAt).
	search func(reader) (pattern, bool)
	// at finds the pattern anchored at a cell (reader.at): nil for Quarry
	// Mine, which reads no cell. The pattern is returned, not filled
	// through a pointer, so that it stays on the caller's stack.
	at func(r reader, h hex.Hex) (pattern, bool)
	// along, for a pattern that is a line from its anchor (Main Street,
	// Rampart, Hanging Gardens, Pilgrims' Stairs), finds it along one
	// direction of its reach, so that a walk back from a cell asks only
	// the line through it; nil for any other card.
	along func(r reader, h hex.Hex, d hex.Direction) (pattern, bool)
	// toward, for a card whose pattern around its anchor can be asked for
	// the neighbour toward one direction only (City Market, Fortress,
	// Pantheon, Parkland), reports whether one anchored at a cell reads
	// that neighbour, so that a walk from a cell asks its neighbours only
	// for the patterns that read it; nil for any other card.
	toward func(r reader, h hex.Hex, d hex.Direction) bool
	// distinct marks a line whose members show districts of distinct
	// types (Main Street): a walk counts the cells that may be members of
	// a line through a cell by their types (reader.streetRun).
	distinct bool
	// reach bounds the cells a pattern anchored at a cell reads, for
	// MetTouching, which looks for anchors only within reach of the cells
	// asked about.
	reach reach
	// anchor and member tell what a pattern's anchor, and any other cell
	// it reads, must show, so that MetTouching asks for a pattern only at
	// a cell that may be its anchor, and looks past a cell for others
	// only when it may be a member. They are what the pattern asks of each
	// cell, read off the card's condition.
	anchor, member screen
	// needs are counts every city that meets the card reaches, asked
	// first of a city that counts what it shows (Counter) to skip the
	// search; when exact, reaching them is the whole condition.
	needs []need
	exact bool
	// each lists kinds each shown at level 1 or higher by every city that
	// meets the card: a need asked in one call (Counter.ShowsEach).
	each []tile.Kind
	// shown and enclosed are the needs split by what they count, filled
	// from needs (withKinds).
	shown, enclosed []need
	// eachKinds and shownIn[:nShown] are each and shown as
	// Touched.reachedShown reads them off a city's engine view: the kinds
	// as bits (none is tile.None) and at most two needs, each at a min of
	// 1 to cityview.Levels; shownSlow when they cannot be (then each and
	// shown are asked through Counter).
	eachKinds uint16
	shownIn   [2]need
	// enclosedAnchor marks a card whose enclosed need is met by its
	// pattern's anchor (Oasis, District Center): a pattern anchored
	// within reach of a few cells has it there, so that Touched asks a
	// city's engine view for the enclosed parts of the rows around the
	// cells alone.
	enclosedAnchor bool
	nShown         uint8
	shownSlow      bool
	// kinds, when every cell of the pattern must show a part of one of
	// them (its anchor's and members' screens all ask for kinds), holds
	// them as bits; 0 when some cell may show anything.
	kinds uint16
	// triangleKinds is kinds for the cells of a 3-hex tile (Touched's
	// tile): for a card whose pattern holds its anchor's neighbours at
	// both parities (around), its members' kinds alone, as a pattern
	// whose anchor is one of the cells holds one of the other two.
	triangleKinds uint16
	// anyMember marks a card whose pattern reads more than its anchor and
	// takes any occupied cell as a member: every cell of a laid tile
	// passes screened.
	anyMember bool
	// kindsScreen marks a card whose kinds are its screens (none asks for
	// a level above 1): a Touched that passes its kinds (Met) shows a
	// cell either screen admits, so screened need not be asked.
	kindsScreen bool
	// around marks a pattern that holds neighbours of its anchor at both
	// parities of direction (Housing all six, City Market and Pantheon
	// every other one): of two cells beside each other and the anchor, one
	// is a member.
	around bool
	// faced is the kind of the parts that must face a pattern's anchor
	// from its neighbours, all six (facedAll) or every other one: Housing
	// and City Market, whose anchor may be any cell, so that a walk skips
	// a cell as anchor when another changed cell beside it does not face
	// it so.
	faced    tile.Kind
	facedAll bool
	// steps is 1 + the index in tileSteps of the anchors a walk from a
	// 3-hex tile's cells asks, for a card that is not a line and reads
	// more than its anchor; 0 for any other.
	steps uint8
}

// need is a count a city reaches: at least n cells showing a part of one
// of kinds at level min or higher, or when enclosed, n enclosed parts of
// one of kinds (Enclosed). A double district showing two of the kinds
// counts twice, so the sum bounds the cells from above.
type need struct {
	kinds    uint16 // bit k: Kind k
	min      uint8
	n        uint8
	enclosed bool
}

// Counter is a City that counts what it shows, as *city.City and *Grid
// do: Visible(k, min) is the number of cells showing a part of kind k at
// level min or higher (ShowsEach asks it of several kinds in one call),
// Enclosed(k) the number of parts of kind k whose neighbours across their
// own edges are all occupied.
type Counter interface {
	Visible(k tile.Kind, min int) int
	ShowsEach(kinds []tile.Kind, min int) bool
	Enclosed(k tile.Kind) int
}

// reaches reports whether c may meet card by its needs: false only when c
// counts what it shows and falls short of one of them.
func reaches(card tile.Card, c City) bool {
	v, ok := c.(Counter)
	return !ok || cardChecks[card].reachedBy(v)
}

// reachedBy reports whether the city v counts for reaches every need of
// u: those that count enclosed parts last, as a city counts them on
// demand.
func (u *cardCheck) reachedBy(v Counter) bool {
	return u.reachedShown(v) && reachedEnclosed(v, u.enclosed)
}

// reachedShown reports whether v reaches the needs of u that count the
// parts shown.
func (u *cardCheck) reachedShown(v Counter) bool {
	if len(u.each) > 0 && !v.ShowsEach(u.each, 1) {
		return false
	}
	for i := range u.shown {
		nd := &u.shown[i]
		sum, n := 0, int(nd.n)
		for m := nd.kinds; m != 0 && sum < n; m &= m - 1 {
			sum += v.Visible(tile.Kind(bits.TrailingZeros16(m)), int(nd.min))
		}
		if sum < n {
			return false
		}
	}
	return true
}

// reachedShown is u.reachedShown of t's city, which counts what it
// shows: for a city's engine view, its counts read in place, as a game
// asks a player's cards after each of its takes (through Counter, a call
// for each kind, it cost a random Athena game about 1%).
func (t *Touched) reachedShown(u *cardCheck) bool {
	if t.view == nil || u.shownSlow {
		return u.reachedShown(t.counts)
	}
	s := &t.view.Shown
	for m := u.eachKinds; m != 0; m &= m - 1 { // at level 1 or higher: any byte of the word
		if s[bits.TrailingZeros16(m)&15] == 0 {
			return false
		}
	}
	for i := range u.nShown {
		nd := &u.shownIn[i]
		sum, n, sh := 0, int(nd.n), 8*uint(nd.min-1)
		for m := nd.kinds; m != 0 && sum < n; m &= m - 1 {
			// The bytes from level min up, summed as Visible does.
			sum += int((s[bits.TrailingZeros16(m)&15] >> sh) * 0x0101010101010101 >> 56)
		}
		if sum < n {
			return false
		}
	}
	return true
}

// reachedEnclosed is reachedEnclosed for t's city, which counts what it
// shows, and u's needs: a direct call for a city's engine view.
func (t *Touched) reachedEnclosed(u *cardCheck) bool {
	if len(u.enclosed) == 0 {
		return true
	}
	if t.view == nil {
		return reachedEnclosed(t.counts, u.enclosed)
	}
	y0, y1 := 0, grid.Size-1 // every row
	if u.enclosedAnchor && t.nc > 0 {
		lo, hi := t.cells[0].R, t.cells[0].R
		for _, x := range t.cells[1:t.nc] {
			lo, hi = min(lo, x.R), max(hi, x.R)
		}
		d := u.reach.cells - 1 // how far an anchor the walk asks lies
		y0, y1 = lo+grid.Half-d, hi+grid.Half+d
	}
	for _, nd := range u.enclosed {
		sum := 0
		for m := nd.kinds; m != 0 && sum < int(nd.n); m &= m - 1 {
			sum += t.view.EnclosedIn(tile.Kind(bits.TrailingZeros16(m)), y0, y1)
		}
		if sum < int(nd.n) {
			return false
		}
	}
	return true
}

// reachedEnclosed reports whether v reaches each of needs, which count
// enclosed parts.
func reachedEnclosed(v Counter, needs []need) bool {
	for _, nd := range needs {
		sum := 0
		for m := nd.kinds; m != 0 && sum < int(nd.n); m &= m - 1 {
			sum += v.Enclosed(tile.Kind(bits.TrailingZeros16(m)))
		}
		if sum < int(nd.n) {
			return false
		}
	}
	return true
}

// needOf returns the need of n cells showing a part of one of kinds at
// level min or higher.
func needOf(n, min int, kinds ...tile.Kind) need {
	return need{kinds: kindMask(kinds), min: uint8(min), n: uint8(n)}
}

// kindMask returns the kinds as bits, bit k for Kind k.
func kindMask(kinds []tile.Kind) uint16 {
	var m uint16
	for _, k := range kinds {
		m |= 1 << k
	}
	return m
}

// enclosedOf returns the need of n enclosed parts of one of kinds: a
// surrounded part is one (Occupied counts Quarries; under
// SurroundedDistrictsOnly fewer parts count, so it still bounds them).
func enclosedOf(n int, kinds ...tile.Kind) need {
	return need{kinds: kindMask(kinds), n: uint8(n), enclosed: true}
}

var (
	all        = []hex.Direction{hex.N, hex.NE, hex.SE, hex.S, hex.SW, hex.NW}
	alone      = reach{cells: 1}  // the anchor only: a count or a single cell
	ring       = lines(2, all...) // the anchor and its six neighbours
	anyCell    = screen{}
	occupied   = screen{min: 1}
	plazas     = shows(1, plazaKinds...)
	district   = shows(1, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden)
	plazaKinds = []tile.Kind{tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza}
)

// cardChecks holds each card's rules, in card order: each is declared in
// the file of its family (house.go, market.go, barracks.go, temple.go,
// garden.go, free.go for the three of none).
var cardChecks = withKinds([...]cardCheck{
	tile.Housing: housingCard, tile.Villa: villaCard, tile.DistrictCenter: districtCenterCard,
	tile.CityMarket: cityMarketCard, tile.Storehouses: storehousesCard, tile.LuxuryGoods: luxuryGoodsCard,
	tile.Rampart: rampartCard, tile.GuardTower: guardTowerCard, tile.Fortress: fortressCard,
	tile.Sanctuary: sanctuaryCard, tile.Pantheon: pantheonCard, tile.PilgrimsStairs: pilgrimsStairsCard,
	tile.Oasis: oasisCard, tile.HangingGardens: hangingGardensCard, tile.Parkland: parklandCard,
	tile.MainStreet: mainStreetCard, tile.QuarryMine: quarryMineCard, tile.Agora: agoraCard,
})

// withKinds returns rules with each rule's kinds (and triangleKinds)
// filled in from its screens, and its needs split by what they count.
func withKinds(rules [tile.Agora + 1]cardCheck) [tile.Agora + 1]cardCheck {
	for k := range rules {
		u := &rules[k]
		for _, nd := range u.needs {
			if nd.enclosed {
				u.enclosed = append(u.enclosed, nd)
			} else {
				u.shown = append(u.shown, nd)
			}
		}
		u.eachKinds = kindMask(u.each)
		u.shownSlow = u.eachKinds&1 != 0 || len(u.shown) > len(u.shownIn)
		for _, nd := range u.shown {
			if nd.min < 1 || nd.min > cityview.Levels || nd.kinds&1 != 0 {
				u.shownSlow = true
			}
		}
		if !u.shownSlow {
			u.nShown = uint8(copy(u.shownIn[:], u.shown))
		}
		if u.anchor.mask != 0 && (len(u.reach.back) == 0 || u.member.mask != 0) {
			u.kinds = (u.anchor.mask | u.member.mask) &^ 1
		}
		u.anyMember = len(u.reach.back) > 0 && u.member == occupied
		u.kindsScreen = u.kinds != 0 && u.anchor.min <= 1 && (len(u.reach.back) == 0 || u.member.min <= 1)
		u.triangleKinds = u.kinds
		if u.around && u.member.mask != 0 {
			// A cell of the tile in the pattern is a member, or the
			// anchor, with a member among the other two.
			u.triangleKinds = u.member.mask &^ 1
		}
	}
	return rules
}

// at finds the pattern of card, a valid card, anchored at h, filling p.
// The cards that count cells (Villa, Guard Tower, Agora) find one at a
// cell that counts, in a city that meets them; Quarry Mine, which reads
// no cell, at none.
func (r reader) at(card tile.Card, h hex.Hex, p *pattern) bool {
	q, ok := cardChecks[card].anchoredAt(r, h)
	*p = q
	return ok
}

// anchoredAt finds u's pattern anchored at h.
func (u *cardCheck) anchoredAt(r reader, h hex.Hex) (pattern, bool) {
	if u.at == nil {
		return pattern{}, false
	}
	return u.at(r, h)
}

// counted is the anchored form of a card that counts cells: the cell
// counts, and the city meets the card.
func (r reader) counted(counts bool, search func(reader) (pattern, bool), p *pattern) bool {
	if !counts {
		return false
	}
	q, ok := search(r)
	*p = q
	return ok
}

// find runs the search of the whole city for card.
func (r reader) find(card tile.Card) (pattern, bool) {
	if s := cardChecks[card].search; s != nil {
		return s(r)
	}
	return r.firstAt(card)
}

// empty is the city with no cell, what a nil City is read as.
type empty struct{}

func (empty) Face(hex.Hex) tile.Face { return tile.Face{} }
func (empty) Height(hex.Hex) int     { return 0 }
func (empty) NumCells() int          { return 0 }
func (empty) IndexAt(int) grid.Index { return 0 }
