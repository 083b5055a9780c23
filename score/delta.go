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

// After returns what Totals would return for city c once placement p is
// laid and its player holds stones, given before, what Totals returns for
// c now (with any stones). It changes nothing, so several goroutines may
// call it on one city: it is the scorer of move ordering and greedy play.
// p must be legal in c (city.City.Check); for any other placement the
// result means nothing. A nil c is a city with no tile, as for Totals.
//
// Under the default readings a placement changes only the values of the
// cells around it (within one cell, two when Gardens is on: a lake next to
// a Garden may open or close) and the Houses when it lays or covers one,
// so only those are scored again. Under the readings that need holes
// (variants.Options.NeedHoles) a ground placement can change a Barracks or
// a lake anywhere, and the whole city is scored again. The same holds
// for the halves of double districts of the Athena expansion, each judged
// across its own edges, as Totals judges them; After allocates nothing.
func After(c *city.City, before Summary, p city.Placement, stones int, o variants.Options) Summary {
	c = orEmpty(c)
	f := fast{c: cityview.Of(c), o: o}
	if !f.lay(p) {
		return before
	}
	f.doubles = f.c.HoldsDouble() || f.face.IsDouble()
	if o.NeedHoles() {
		var hs houseSet
		f.hs = &hs
		var h cityview.Holes
		f.c.FindHolesAfter(&h, p.Cells())
		f.holes = &h
		if f.doubles {
			return f.sumParts(f.c.NumCells(), stones)
		}
		return f.sum(f.c.NumCells(), stones)
	}
	r := 0
	if o.Variants.Has(tile.Garden) {
		r = 1
	}
	was := fast{c: f.c, o: o}
	var sa, sb Summary
	var covered uint8 // without doubles: bit k, the placement's cell k covers a House
	lays := false     // without doubles: the placement lays a House
	if f.doubles {
		for _, d := range nearby[r][p.Rotation%6] {
			was.addPart(&sb, f.at[0]+d)
			f.addPart(&sa, f.at[0]+d)
		}
	} else {
		// The placement's cells: on the ground they were empty and scored
		// nothing.
		for k, i := range f.at[:f.n] {
			if !f.ground {
				level, kind, _ := f.c.CellAt(i)
				if kind == tile.House {
					covered |= 1 << k
				}
				was.add(&sb, i, level, kind)
			}
			lays = lays || f.kind[k] == tile.House
			f.add(&sa, i, f.level, f.kind[k])
		}
		// The table lists the placement's cells first (a one-hex tile's
		// one cell only is covered), then the cells around them.
		for _, d := range nearby[r][p.Rotation%6][f.n:] {
			i := f.at[0] + d
			level, kind, _ := f.c.CellAt(i)
			if kind == tile.Market { // the most frequent: one look around for both
				b, a := f.marketBoth(i, level)
				sb.Values[1] += b
				sa.Values[1] += a
				continue
			}
			if !f.aroundMayChange(kind) {
				continue
			}
			was.add(&sb, i, level, kind)
			f.add(&sa, i, level, kind) // not covered: the same hex
		}
	}
	after := before
	for k := range after.Values {
		after.Values[k] += sa.Values[k] - sb.Values[k]
		after.Stars[k] += sa.Stars[k] - sb.Stars[k]
	}
	after.Values[0] = before.Values[0]
	switch {
	case !f.doubles && (lays || covered != 0):
		after.Values[0] = f.housesAfter(covered)
	case f.doubles && (f.housesTouched() || f.houseHalfTouched()):
		var hs houseSet // zeroed only when the Houses are weighed
		f.hs = &hs
		f.noteHouses(f.c.NumCells())
		after.Values[0] = f.houseValue()
	}
	after.Stones = max(stones, 0)
	after.finish()
	return after
}

// lay lays p over the city in f, and reports false when a cell of p lies
// outside the window.
//
// The city after a placement has three models, each for a reader the
// others cannot serve. city.City.Place changes the city and keeps what
// Undo needs (spot rows, keys, history): the game's model, one writer at a
// time. This overlay (lay, cell, around) reads the unchanged city as if p
// were laid, so that Delta may weigh moves from several goroutines on one
// game and score only the cells around p. cityview.View.FindHolesAfter is the
// overlay's hole search, for the readings that need holes. The overlay
// takes p as legal and so does not check it; TestPlacementModelsAgree
// holds the three to one another on random cities.
func (f *fast) lay(p city.Placement) bool {
	if q, r := p.Anchor.Q, p.Anchor.R; q > -grid.Half && q < grid.Half-1 && r > -grid.Half && r < grid.Half-1 {
		// The anchor's neighbours lie in the window too: the tile's other
		// cells are those toward Rotation and Rotation+1, by index.
		a, _ := grid.Of(p.Anchor)
		rot := p.Rotation % 6
		f.at = [3]grid.Index{a, a + steps[rot], a + steps[(rot+1)%6]}
	} else {
		for k, h := range p.Cells() {
			i, ok := grid.Of(h)
			if !ok {
				return false
			}
			f.at[k] = i
		}
	}
	f.kind, f.n = p.Tile.Tile().Hexes, 3
	if p.Tile.IsOneHex() {
		f.at[1], f.at[2] = f.at[0], f.at[0] // unused: a one-hex tile covers its anchor
		f.face = p.Tile.Face(p.Rotation)
		f.kind, f.n = [3]tile.Kind{f.face.A}, 1
	}
	h, _, _ := f.c.CellAt(f.at[0])
	f.level, f.ground = h+1, h == 0
	if f.ground {
		f.nground = f.n
	}
	return true
}

// housesAfter returns the value of the scoring House group with the
// placement laid over f, in a city without a double district: the city's
// Houses and which of them are neighbours, as the city keeps them
// (cityview.View.HouseNeighbors), less those the placement covers, and the
// placement's own House hexes (all neighbours of one another), joined into
// groups by bit operations. It is what noteHouses and houseValue give,
// without testing every pair of Houses. Bit k of covered is set when the
// placement's cell k covers a House. The placement's Houses join one
// group, weighed first; a group's value is summed only when its size can
// make it the best.
func (f *fast) housesAfter(covered uint8) int {
	n := f.c.NumHouses()
	alive := uint64(1)<<n - 1 // all 64 bits when n is 64
	for t := covered; t != 0; t &= t - 1 {
		i := f.at[bits.TrailingZeros8(t)]
		for k := range n {
			if f.c.HouseAt(k) == i {
				alive &^= 1 << k
			}
		}
	}
	laid := 0       // the placement's House hexes
	var next uint64 // the city's Houses next to one of them
	for k, i := range f.at[:f.n] {
		if f.kind[k] != tile.House {
			continue
		}
		laid++
		for t := alive; t != 0; t &= t - 1 {
			if b := bits.TrailingZeros64(t); i.Adjacent(f.c.HouseAt(b)) {
				next |= 1 << b
			}
		}
	}
	if n+laid > maxHouses { // never: a city and a tile hold at most maxHouses Houses
		return f.housesByCells()
	}
	bestSize, bestValue := 0, 0
	left := alive
	if laid > 0 {
		g := f.group(next, left)
		left &^= g
		bestSize, bestValue = bits.OnesCount64(g)+laid, f.levels(g)+laid*f.level
	}
	for left != 0 {
		g := f.group(left&-left, left)
		left &^= g
		if size := bits.OnesCount64(g); size >= bestSize {
			if value := f.levels(g); condition.Outranks(size, value, bestSize, bestValue) {
				bestSize, bestValue = size, value
			}
		}
	}
	return f.double(tile.House, condition.HouseDoubled(bestValue), bestValue)
}

// group returns the city's Houses joined to those of from through
// neighbours among those of left (from among them).
func (f *fast) group(from, left uint64) uint64 {
	g := from
	for frontier := from; frontier != 0; {
		b := bits.TrailingZeros64(frontier)
		frontier &= frontier - 1
		more := f.c.HouseNeighbors(b) & left &^ g
		g |= more
		frontier |= more
	}
	return g
}

// levels returns the sum of the levels of the city's Houses in g.
func (f *fast) levels(g uint64) int {
	value := 0
	for t := g; t != 0; t &= t - 1 {
		h, _, _ := f.c.CellAt(f.c.HouseAt(bits.TrailingZeros64(t)))
		value += h
	}
	return value
}

// housesByCells is housesAfter by noting every House and testing every
// pair (noteHouses, houseValue).
func (f *fast) housesByCells() int {
	var hs houseSet
	f.hs = &hs
	f.noteHouses(0) // without a double district it reads the city's Houses, not its cells
	return f.houseValue()
}

// noteHouses notes anew the visible House parts of the city's cells, and
// of the cells the placement lays on the ground. A city without a double
// district has a loop of its own, which asks no face and reads only the
// Houses the city keeps (cityview.View.HouseAt), not every cell.
func (f *fast) noteHouses(cells int) {
	f.hs.n, f.hs.halfA, f.hs.halfB = 0, 0, 0
	if f.doubles {
		for k := range cells {
			f.notePart(f.c.IndexAt(k))
		}
		if f.ground {
			for _, i := range f.at[:f.n] {
				f.notePart(i)
			}
		}
		return
	}
	// The city keeps its whole Houses: those the placement leaves visible,
	// then the placement's own.
	for k := range f.c.NumHouses() {
		if i := f.c.HouseAt(k); !f.covers(i) {
			level, _, _ := f.c.CellAt(i)
			f.noteHouse(i, level)
		}
	}
	for k, i := range f.at[:f.n] {
		if f.kind[k] == tile.House {
			f.noteHouse(i, f.level)
		}
	}
}

// covers reports whether the placement laid over f covers cell i.
func (f *fast) covers(i grid.Index) bool {
	for _, j := range f.at[:f.n] {
		if j == i {
			return true
		}
	}
	return false
}

// marketBoth returns the value of the Market at cell i, of the given
// level, which the placement laid over f does not cover, before and after
// the placement: market's look at its neighbours, once for both, read at
// their offsets from i's position in the window, found once, then those
// the placement covers replaced by its hexes (as marketPlaced).
func (f *fast) marketBoth(i grid.Index, level int) (before, after int) {
	var kb [6]tile.Kind
	w := &f.c.Win
	at := w.Near(i)
	for d, s := range w.Steps {
		kb[d] = cellAt(w, at+uint(s)).Kind
	}
	ka := kb
	for k, a := range f.at[:f.n] {
		if d, ok := i.DirectionTo(a); ok {
			ka[d] = f.kind[k]
		}
	}
	var spoiledB, spoiledA, plazaB, plazaA bool
	for d := range kb {
		spoiledB = spoiledB || condition.SpoilsMarket(kb[d])
		spoiledA = spoiledA || condition.SpoilsMarket(ka[d])
		plazaB = plazaB || condition.DoublesMarket(kb[d])
		plazaA = plazaA || condition.DoublesMarket(ka[d])
	}
	if !spoiledB {
		before = f.double(tile.Market, plazaB, level)
	}
	if !spoiledA {
		after = f.double(tile.Market, plazaA, level)
	}
	return before, after
}

// aroundMayChange reports whether the value a cell next to the placement
// laid over f scores (outside the House group, which After weighs apart)
// can change, given the kind it shows. Only the placement's cells change
// kind; around them a Market sees new neighbours, and a ground placement
// changes which cells are occupied, which Barracks and Temples count and
// a Garden looks at for a lake. The other kinds score the same wherever
// they lie.
func (f *fast) aroundMayChange(kind tile.Kind) bool {
	switch kind {
	case tile.Market:
		return true
	case tile.Barracks, tile.Temple, tile.Garden:
		return f.ground
	}
	return false
}

// notePart adds cell i's House part, whole or half, to the Houses when it
// shows one.
func (f *fast) notePart(i grid.Index) {
	switch level, kind, double := f.part(i); {
	case double:
		if part := housePart(f.faceOf(i)); part != tile.NoPart {
			f.noteHalf(i, level, part)
		}
	case kind == tile.House:
		f.noteHouse(i, level)
	}
}

// housePart returns the part of g that is a House, and NoPart when none
// is.
func housePart(g tile.Face) tile.Part {
	for _, part := range [3]tile.Part{tile.Whole, tile.HalfA, tile.HalfB} {
		if g.Kind(part) == tile.House {
			return part
		}
	}
	return tile.NoPart
}

// housesTouched reports whether the placement laid over f lays or covers a
// House, as a whole hex or as half A of a double district (the kind a
// city's cell gives): houseHalfTouched sees the other halves.
func (f *fast) housesTouched() bool {
	for k, i := range f.at[:f.n] {
		if f.kind[k] == tile.House || f.c.Cell(i).Kind == tile.House {
			return true
		}
	}
	return false
}

// houseHalfTouched reports whether the placement laid over f lays or
// covers a double district with a House half.
func (f *fast) houseHalfTouched() bool {
	if housePart(f.face) != tile.NoPart {
		return true
	}
	for _, i := range f.at[:f.n] {
		if _, _, id := f.c.CellAt(i); doubleTile[id] && housePart(f.c.FaceAt(i)) != tile.NoPart {
			return true
		}
	}
	return false
}

// nearby lists, for each rotation, the index offsets from a placement's
// first cell of the cells within one cell of its three ([0]) or within two
// ([1]): the cells whose value the placement can change. The placement's
// three cells come first, in the order of its hexes.
var nearby = func() (t [2][6][]grid.Index) {
	for r := range 2 {
		for rot := range tile.Rotation(6) {
			seen := map[hex.Hex]bool{}
			cells := city.Placement{Rotation: rot}.Cells()
			for _, h := range cells {
				seen[h] = true
				t[r][rot] = append(t[r][rot], grid.Index(h.R*grid.Size+h.Q))
			}
			for _, c := range cells {
				for h := range hex.Spiral(c, r+1) {
					if !seen[h] {
						seen[h] = true
						t[r][rot] = append(t[r][rot], grid.Index(h.R*grid.Size+h.Q))
					}
				}
			}
		}
	}
	return t
}()
