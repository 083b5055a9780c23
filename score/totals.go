package score

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/condition"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Totals returns the numbers of the score pad without the card: what
// Compute(c, stones, o).Summary holds, allocating nothing. It is the
// path for bots and playouts: it walks the city's dense index once, with no
// map, and looks for enclosed holes (cityview.View.FindHoles) only when a
// non-default reading needs them. In a city holding a double district of
// the Athena expansion it scores each half across its own edges, as
// Compute does, and still allocates nothing.
func Totals(c *city.City, stones int, o variants.Options) Summary {
	c = orEmpty(c)
	var hs houseSet
	f := fast{c: cityview.Of(c), o: o, hs: &hs}
	if o.NeedHoles() {
		var h cityview.Holes
		f.c.FindHoles(&h)
		f.holes = &h
	}
	if f.c.HoldsDouble() {
		f.doubles = true
		return f.sumPartsCity(stones)
	}
	return f.sumCity(stones)
}

// maxHouses bounds the visible Houses of a city: the catalogue has 36.
const maxHouses = 64

// fast is the state of one Totals call: the city, read through its
// low-level access, and when n is not 0 one placement laid over it (see
// After) without changing it: n cells, 3 for a city tile, 1 for a one-hex
// tile.
//
// Every After builds two of it and Go zeroes the whole value each time,
// so it holds no array: the Houses are noted in a houseSet of its caller.
type fast struct {
	c *cityview.View
	o variants.Options

	// doubles: the city, or the placement laid over it, holds a double
	// district of the Athena expansion, so cells are read as faces and
	// parts are judged across their own edges (sumParts, addPart). Without
	// one every hex is whole, and sum and add read no face.
	doubles bool

	holes *cityview.Holes // nil unless o.NeedHoles()

	// hs is where the visible House parts are noted, nil to note none
	// (After's look around a placement, which weighs the Houses apart).
	// It is apart so that the two values every After builds stay small.
	hs *houseSet

	at      [3]grid.Index // the placement's cells, at[:n]
	n       uint8         // the cells of the placement laid over the city: 0, 1 or 3
	kind    [3]tile.Kind  // its hexes
	face    tile.Face     // a one-hex tile's face as laid
	ground  bool          // it covers empty cells
	nground uint8         // n when ground, else 0 (see around)
	level   int           // the level it reaches
}

// sum scores every visible hex of the city (with the placement over it),
// given the number of the city's occupied cells.
// Its loop repeats add's switch inline on purpose: a call per cell costs
// about a tenth of Totals (BenchmarkTotals), and TestAfterMatchesTotals
// checks the two against each other.
func (f *fast) sum(cells, stones int) Summary {
	var s Summary
	for k := range cells {
		i := f.c.IndexAt(k)
		level, kind := f.cell(i)
		switch kind {
		case tile.House:
			f.noteHouse(i, level)
		case tile.Market:
			s.Values[1] += f.market(i, level)
		case tile.Barracks:
			s.Values[2] += f.barracks(i, level)
		case tile.Temple:
			s.Values[3] += f.temple(i, level)
		case tile.Garden:
			s.Values[4] += f.garden(i, level)
		default:
			if kind.IsPlaza() {
				s.Stars[kind.District()-tile.House] += kind.Stars()
			}
		}
	}
	if f.ground {
		for k, i := range f.at[:f.n] {
			f.add(&s, i, f.level, f.kind[k])
		}
	}
	s.Values[0] = f.houseValue()
	s.Stones = max(stones, 0)
	s.finish()
	return s
}

// sumCity is sum with no placement laid over the city (Totals): it finds
// each cell's position in the window once, reads the count of its occupied
// neighbours with it, and its neighbours at their offsets from it (a
// position found anew for each costs a shift, a multiplication and an
// addition). TestTotalsEqualCard holds it to Compute.
func (f *fast) sumCity(stones int) Summary {
	var s Summary
	w := &f.c.Win
	for _, o := range f.c.Order[:f.c.NOcc] {
		i := grid.Index(o)
		p := w.Near(i)
		if p >= uint(len(w.Cells)) {
			continue // never: the window holds every occupied cell
		}
		x := w.Cells[p]
		level := int(x.H)
		switch x.Kind {
		case tile.House:
			f.noteHouse(i, level)
		case tile.Market:
			s.Values[1] += f.marketAt(p, level)
		case tile.Barracks:
			s.Values[2] += f.barracksAt(i, p, int(x.Adj), level)
		case tile.Temple:
			s.Values[3] += f.templeOf(int(x.Adj), level)
		case tile.Garden:
			s.Values[4] += f.gardenAt(i, p, int(x.Adj), level)
		default:
			if x.Kind.IsPlaza() {
				s.Stars[x.Kind.District()-tile.House] += x.Kind.Stars()
			}
		}
	}
	s.Values[0] = f.houseValue()
	s.Stones = max(stones, 0)
	s.finish()
	return s
}

// sumPartsCity is sumParts with no placement laid over the city
// (Totals): as sumCity, it finds each cell's position in the window once
// and scores a whole hex from it (addAt).
func (f *fast) sumPartsCity(stones int) Summary {
	var s Summary
	w := &f.c.Win
	for _, o := range f.c.Order[:f.c.NOcc] {
		i := grid.Index(o)
		p := w.Near(i)
		if p >= uint(len(w.Cells)) {
			continue // never: the window holds every occupied cell
		}
		switch x := w.Cells[p]; {
		case doubleTile[x.ID]:
			f.halves(&s, i, int(x.H))
		case x.Kind == tile.Market:
			s.Values[1] += f.marketNearHalves(i, int(x.H))
		default:
			f.addAt(&s, i, p, x)
		}
	}
	s.Values[0] = f.houseValue()
	s.Stones = max(stones, 0)
	s.finish()
	return s
}

// addAt is add with no placement to weigh, for the whole hex x at cell i,
// position p of the window, but a Market (marketNearHalves): sumCity's
// switch.
func (f *fast) addAt(s *Summary, i grid.Index, p uint, x cityview.Cell) {
	level := int(x.H)
	switch x.Kind {
	case tile.House:
		f.noteHouse(i, level)
	case tile.Barracks:
		s.Values[2] += f.barracksAt(i, p, int(x.Adj), level)
	case tile.Temple:
		s.Values[3] += f.templeOf(int(x.Adj), level)
	case tile.Garden:
		s.Values[4] += f.gardenAt(i, p, int(x.Adj), level)
	default:
		if x.Kind.IsPlaza() {
			s.Stars[x.Kind.District()-tile.House] += x.Kind.Stars()
		}
	}
}

// sumParts is sum for a city holding a double district. It is a loop of
// its own so that sum, the path of every game without the Athena
// expansion, keeps its loop free of the check for halves; it repeats
// addPart's switch inline as sum repeats add's, a call per cell less.
func (f *fast) sumParts(cells, stones int) Summary {
	var s Summary
	for k := range cells {
		i := f.c.IndexAt(k)
		switch level, kind, double := f.part(i); {
		case double:
			f.halves(&s, i, level)
		case kind == tile.Market:
			s.Values[1] += f.marketNearHalves(i, level)
		default:
			f.add(&s, i, level, kind)
		}
	}
	if f.ground {
		for _, i := range f.at[:f.n] {
			f.addPart(&s, i)
		}
	}
	s.Values[0] = f.houseValue()
	s.Stones = max(stones, 0)
	s.finish()
	return s
}

// add scores cell i, showing a whole hex of the given level and kind,
// into s, and notes a House. Its callers read the cell (cell, or part in
// a city holding halves: addPart).
func (f *fast) add(s *Summary, i grid.Index, level int, kind tile.Kind) {
	switch kind {
	case tile.House:
		f.noteHouse(i, level)
	case tile.Market:
		s.Values[1] += f.market(i, level)
	case tile.Barracks:
		s.Values[2] += f.barracks(i, level)
	case tile.Temple:
		s.Values[3] += f.temple(i, level)
	case tile.Garden:
		s.Values[4] += f.garden(i, level)
	default:
		if kind.IsPlaza() {
			s.Stars[kind.District()-tile.House] += kind.Stars()
		}
	}
}

// finish works out the points and the total from values, stars and stones.
func (s *Summary) finish() {
	s.Total = s.Stones
	for k := range s.Points {
		s.Points[k] = s.Values[k] * s.Stars[k]
		s.Total += s.Points[k]
	}
}

// cell returns the level and visible hex of cell i: half A's kind when
// it shows a double district (showsDouble).
// It reads the city by cityview.View.Cell and loops by index: cell stays
// within the inlining budget, which Totals and After read every
// neighbour through.
func (f *fast) cell(i grid.Index) (int, tile.Kind) {
	if f.n != 0 {
		for k := range f.n {
			if f.at[k] == i {
				return f.level, f.kind[k]
			}
		}
	}
	x := f.c.Cell(i)
	return int(x.H), x.Kind
}

// around returns how many neighbours of cell i are occupied. It reads the
// city by cityview.View.Cell and loops over the cells of a ground
// placement by index (nground), to stay within the inlining budget.
func (f *fast) around(i grid.Index) int {
	n := int(f.c.Cell(i).Adj)
	for k := range f.nground {
		if i.Adjacent(f.at[k]) {
			n++
		}
	}
	return n
}

var steps = grid.Steps()

// double returns the value of a qualifying district of the given level,
// doubled when the variant of its district type d is on and its bonus is
// met.
func (f *fast) double(d tile.Kind, bonus bool, level int) int {
	if bonus && f.o.Variants.Has(d) {
		return 2 * level
	}
	return level
}

// facingHalf returns the kind of the half of the double district next to
// cell i toward d that owns the edge back toward i.
func (f *fast) facingHalf(i grid.Index, d hex.Direction) tile.Kind {
	return condition.Toward(f.faceOf(i+steps[d]), d.Opposite())
}

// market returns the value of a Market at cell i: through marketPlaced
// while a placement is weighed, else as marketAt.
func (f *fast) market(i grid.Index, level int) int {
	if f.n != 0 {
		return f.marketPlaced(i, level)
	}
	return f.marketAt(f.c.Win.Near(i), level)
}

// marketAt is market with no placement to weigh, for the Market at
// position p of the window: it reads the neighbours at their offsets from
// p.
func (f *fast) marketAt(p uint, level int) int {
	plaza := false
	w := &f.c.Win
	for _, s := range w.Steps {
		k := tile.None // outside the rows kept: empty, as View.Cell reads it
		if q := p + uint(s); q < uint(len(w.Cells)) {
			k = w.Cells[q].Kind
		}
		switch {
		case condition.SpoilsMarket(k):
			return 0
		case condition.DoublesMarket(k):
			plaza = true
		}
	}
	return f.double(tile.Market, plaza, level)
}

// marketPlaced is market while a placement is weighed: the neighbours
// read as in market, then those the placement covers replaced by its
// hexes (each cell of it compared once, not once per neighbour).
func (f *fast) marketPlaced(i grid.Index, level int) int {
	var kinds [6]tile.Kind
	w := &f.c.Win
	p := w.Near(i)
	for d, s := range w.Steps {
		if q := p + uint(s); q < uint(len(w.Cells)) {
			kinds[d] = w.Cells[q].Kind
		}
	}
	for k, a := range f.at[:f.n] {
		if d, ok := i.DirectionTo(a); ok {
			kinds[d] = f.kind[k]
		}
	}
	plaza := false
	for _, k := range kinds {
		switch {
		case condition.SpoilsMarket(k):
			return 0
		case condition.DoublesMarket(k):
			plaza = true
		}
	}
	return f.double(tile.Market, plaza, level)
}

// marketNearHalves is market in a city holding a double district, where
// what lies across an edge may be the half of a double that faces it. It
// is market's loop with that one check, kept apart: in market it made
// Totals of a city without one about a tenth slower.
func (f *fast) marketNearHalves(i grid.Index, level int) int {
	plaza := false
	for d, step := range steps {
		_, k, double := f.part(i + step)
		if double {
			k = f.facingHalf(i, hex.Direction(d))
		}
		switch {
		case condition.SpoilsMarket(k):
			return 0
		case condition.DoublesMarket(k):
			plaza = true
		}
	}
	return f.double(tile.Market, plaza, level)
}

// barracks counts the empty neighbours from the occupied ones, and looks
// at each only when holes were found (a reading needs them), to ask
// condition.CountsEmpty of the enclosed ones.
func (f *fast) barracks(i grid.Index, level int) int {
	empty := 6 - f.around(i)
	if empty > 0 && f.holes != nil {
		for _, d := range steps {
			j := i + d
			if h, _ := f.cell(j); h == 0 && !condition.CountsEmpty(f.c.HoleAt(f.holes, j), f.o) {
				empty--
			}
		}
	}
	if !condition.BarracksQualifies(empty) {
		return 0
	}
	return f.double(tile.Barracks, condition.BarracksDoubled(empty), level)
}

// barracksAt is barracks with no placement to weigh, for the Barracks at
// cell i, position p of the window, with occupied neighbours: it reads
// the neighbours at their offsets from p.
func (f *fast) barracksAt(i grid.Index, p uint, occupied, level int) int {
	empty := 6 - occupied
	if empty > 0 && f.holes != nil {
		w := &f.c.Win
		for d, s := range w.Steps {
			if q := p + uint(s); (q >= uint(len(w.Cells)) || w.Cells[q].H == 0) &&
				!condition.CountsEmpty(f.c.HoleAt(f.holes, i+steps[d]), f.o) {
				empty--
			}
		}
	}
	return f.barracksOf(empty, level)
}

// barracksOf returns the value of a Barracks of the given level with
// empty neighbours that count.
func (f *fast) barracksOf(empty, level int) int {
	if !condition.BarracksQualifies(empty) {
		return 0
	}
	return f.double(tile.Barracks, condition.BarracksDoubled(empty), level)
}

func (f *fast) temple(i grid.Index, level int) int {
	if !condition.TempleQualifies(f.around(i), 6) {
		return 0
	}
	return f.double(tile.Temple, condition.TempleDoubled(level), level)
}

// templeOf returns the value of a Temple of the given level with
// occupied neighbours.
func (f *fast) templeOf(occupied, level int) int {
	if !condition.TempleQualifies(occupied, 6) {
		return 0
	}
	return f.double(tile.Temple, condition.TempleDoubled(level), level)
}

// garden looks for a lake only when the Gardens variant is on and the
// Garden has an empty neighbour.
func (f *fast) garden(i grid.Index, level int) int {
	if !f.o.Variants.Has(tile.Garden) || f.around(i) == 6 {
		return level
	}
	for _, d := range steps {
		j := i + d
		if h, _ := f.cell(j); h == 0 && condition.IsLake(f.around(j), f.enclosed(j), f.o) {
			return f.double(tile.Garden, true, level)
		}
	}
	return level
}

// gardenAt is garden with no placement to weigh, for the Garden at cell
// i, position p of the window, with occupied neighbours: it reads the
// neighbours, and their counts of occupied cells, at their offsets from p.
func (f *fast) gardenAt(i grid.Index, p uint, occupied, level int) int {
	if !f.o.Variants.Has(tile.Garden) || occupied == 6 {
		return level
	}
	w := &f.c.Win
	for d, s := range w.Steps {
		var x cityview.Cell // outside the rows kept: empty, as View.Cell reads it
		if q := p + uint(s); q < uint(len(w.Cells)) {
			x = w.Cells[q]
		}
		if x.H == 0 && condition.IsLake(int(x.Adj), f.enclosed(i+steps[d]), f.o) {
			return f.double(tile.Garden, true, level)
		}
	}
	return level
}

// enclosed reports whether the empty cell i is enclosed by the city; with
// no holes found (the readings in force do not need them) none is.
func (f *fast) enclosed(i grid.Index) bool { return f.c.HoleAt(f.holes, i) }

// houseSet is the House parts a scoring noted: their cells and levels.
type houseSet struct {
	at    [maxHouses]grid.Index
	level [maxHouses]uint8
	n     int

	// halfA and halfB mark the noted House parts that are half A or half
	// B of a double district (bit x for at[x]); the others are whole.
	halfA, halfB uint64
}

// noteHouse adds the whole House of cell i, at the given level, to
// f.hs (when f notes Houses).
func (f *fast) noteHouse(i grid.Index, level int) {
	if f.hs != nil && f.hs.n < maxHouses {
		f.hs.at[f.hs.n], f.hs.level[f.hs.n] = i, uint8(level)
		f.hs.n++
	}
}

// houseValue returns the value of the scoring House group: flood fill over
// the House parts found, joining two when their cells are adjacent and
// each owns the edge between them, as whole hexes always do (no cell is
// read again but the faces of a House half and its neighbour), and keep
// the group with the most parts, then the highest value.
//
// The fill itself asks no face: a call in its loop made Totals about half
// a percent slower. When halves were noted, apart holds first, for each
// House part, the adjacent ones it does not touch.
func (f *fast) houseValue() int {
	var apart *[maxHouses]uint64
	if f.hs.halfA|f.hs.halfB != 0 {
		apart = new([maxHouses]uint64)
		f.noteApart(apart)
	}
	left := uint64(1)<<f.hs.n - 1 // the Houses in no group yet (all 64 bits when nh is 64)
	bestSize, bestValue := 0, 0
	var stack [maxHouses]uint8
	for left != 0 {
		a := bits.TrailingZeros64(left)
		left &^= 1 << a
		stack[0] = uint8(a)
		top, size, value := 1, 0, 0
		for top > 0 {
			top--
			x := stack[top]
			size++
			value += int(f.hs.level[x])
			m := left
			if apart != nil {
				m &^= apart[x]
			}
			for ; m != 0; m &= m - 1 {
				if b := bits.TrailingZeros64(m); f.hs.at[x].Adjacent(f.hs.at[b]) {
					left &^= 1 << b
					stack[top] = uint8(b)
					top++
				}
			}
		}
		if condition.Outranks(size, value, bestSize, bestValue) {
			bestSize, bestValue = size, value
		}
	}
	return f.double(tile.House, condition.HouseDoubled(bestValue), bestValue)
}
