package akropolis

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// architectSeat is the Architect's seat in a solo game.
const architectSeat = 1

// Level is the Architect's level in a solo game: it sets how the
// Architect scores (see the solo rules in the package documentation). The
// zero value is the easy Hippodamos, the default.
type Level uint8

// The Architect's levels.
const (
	Hippodamos  Level = iota // easy
	Metagenes                // medium: +2 per Quarry
	Callicrates              // hard: district values doubled
)

var levelNames = [...]string{"hippodamos", "metagenes", "callicrates"}

// Valid reports whether l is one of the three levels.
func (l Level) Valid() bool { return int(l) < len(levelNames) }

// String returns the level's name in lower case.
func (l Level) String() string {
	if l.Valid() {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// MarshalText encodes the level by name.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText parses a level name (any case); on error l is unchanged.
func (l *Level) UnmarshalText(b []byte) error {
	if len(b) > 24 { // refuse before copying the text
		return fmt.Errorf("%w: Architect level of %d bytes", ErrSyntax, len(b))
	}
	p, err := ParseLevel(string(b))
	if err != nil {
		return err
	}
	*l = p
	return nil
}

// ParseLevel reads a level name, in any case.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(s, n) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("%w: Architect level %.24q", ErrSyntax, s)
}

// Solo reports whether the game is a solo game against the Architect.
func (g *Game) Solo() bool { return g.opts.Players == 1 }

// Architect returns the Architect's pile (a copy, in the order taken) and
// stones; both are empty outside a solo game.
func (g *Game) Architect() (pile []tile.ID, stones int) {
	if !g.Solo() {
		return nil, 0
	}
	return append([]tile.ID(nil), g.pile...), g.stones[architectSeat]
}

// ArchitectChoice returns the position the Architect takes from a site line
// holding the given stones: the lowest position showing a plaza whose cost
// (the position) it can pay, or else the first.
func ArchitectChoice(line []tile.ID, stones int) int {
	for pos, id := range line {
		if pos > stones {
			break
		}
		for _, k := range tile.Hexes(id) {
			if k.IsPlaza() {
				return pos
			}
		}
	}
	return 0
}

// architectTurn plays the Architect's take after the player's move.
func (g *Game) architectTurn(dst []Event, events bool) []Event {
	var line [8]tile.ID
	pos := ArchitectChoice(g.site.AppendLine(line[:0]), g.stones[architectSeat])
	id, err := g.site.Take(pos, g.stones[architectSeat])
	if err != nil {
		panic("akropolis: the Architect's take was refused: " + err.Error()) // unreachable: pos is affordable
	}
	g.stones[architectSeat] -= pos
	g.reserve += pos
	g.pile = append(g.pile, id)
	if events {
		dst = append(dst, Event{Kind: ArchitectTook, Seat: architectSeat, Turn: g.turn + 1, Tile: id, Position: pos, Stones: pos})
	}
	return g.endTurn(architectSeat, dst, events)
}

// ArchitectLine is one district type's line of the Architect's score card.
type ArchitectLine struct {
	District  tile.District `json:"district"`
	Districts int           `json:"districts"` // district hexes of the type in the pile
	Value     int           `json:"value"`     // after the level's multiplier and the variant's change
	Doubled   bool          `json:"doubled"`   // a variant changed the value
	Stars     int           `json:"stars"`
	Points    int           `json:"points"` // Value x Stars
}

// ArchitectCard is the Architect's score, line by line as the solo rules
// compute it, so a player sees why it scored what it did. Its JSON form
// (lower camel case names, the level and districts by name, the five lines
// in tile.Districts() order) is in testdata/forms/architect-card.json.
type ArchitectCard struct {
	Level      Level            `json:"level"`
	Multiplier int              `json:"multiplier"` // m: 1, or 2 at Callicrates
	Lines      [5]ArchitectLine `json:"lines"`
	Quarries   int              `json:"quarries"`  // Quarry hexes in the pile, the starting tile's three included
	QuarryPts  int              `json:"quarryPts"` // 2 per Quarry at Metagenes, else 0
	Stones     int              `json:"stones"`
	Total      int              `json:"total"`
}

// ArchitectScore returns the Architect's score card in a solo game. In a
// game of 2 to 4 players, which has no Architect, it returns an empty card:
// every count zero, the lines' district types set (so the card has a JSON
// form).
func (g *Game) ArchitectScore() ArchitectCard {
	if !g.Solo() {
		return emptyArchitectCard()
	}
	kinds, _ := tile.Start()
	hexes := append([]tile.Kind(nil), kinds[:]...)
	for _, id := range g.pile {
		h := tile.Hexes(id)
		hexes = append(hexes, h[:]...)
	}
	return ArchitectScore(hexes, g.stones[architectSeat], g.opts.Level, g.opts.Rules.Variants)
}

// emptyArchitectCard is the card of no Architect: zero counts, lines for
// each district type.
func emptyArchitectCard() ArchitectCard {
	var c ArchitectCard
	for i, d := range tile.Districts() {
		c.Lines[i].District = d
	}
	return c
}

// ArchitectScore scores an Architect's pile given as its hexes (the
// starting tile's included) by the solo rules: for each district type,
// value = m x the number of its district hexes, with the variants' changes,
// times the stars of its plazas; +2 per Quarry at Metagenes; +1 per stone.
func ArchitectScore(hexes []tile.Kind, stones int, level Level, set variants.Set) ArchitectCard {
	c := ArchitectCard{Level: level, Multiplier: 1, Stones: stones}
	if level == Callicrates {
		c.Multiplier = 2
	}
	var n, stars [6]int
	for _, k := range hexes {
		switch {
		case k == tile.Quarry:
			c.Quarries++
		case k.IsDistrict():
			n[k.District()]++
		case k.IsPlaza():
			stars[k.District()] += k.Stars()
		}
	}
	if level == Metagenes {
		c.QuarryPts = 2 * c.Quarries
	}
	m := c.Multiplier
	c.Total = c.QuarryPts + stones
	for i, d := range tile.Districts() {
		l := ArchitectLine{District: d, Districts: n[d], Value: m * n[d], Stars: stars[d]}
		switch {
		case d == tile.HouseDistrict && set.Has(variants.Houses) && l.Value >= 10:
			l.Value, l.Doubled = 2*l.Value, true
		case d == tile.MarketDistrict && set.Has(variants.Markets):
			capped := min(n[d], 3*(stars[d]/tile.MarketPlaza.Stars()))
			l.Value, l.Doubled = m*(2*capped+(n[d]-capped)), capped > 0
		case d == tile.BarracksDistrict && set.Has(variants.Barracks),
			d == tile.GardenDistrict && set.Has(variants.Gardens),
			d == tile.TempleDistrict && set.Has(variants.Temples) && level == Callicrates:
			l.Value, l.Doubled = 2*l.Value, l.Value > 0
		}
		l.Points = l.Value * l.Stars
		c.Lines[i] = l
		c.Total += l.Points
	}
	return c
}

// String prints the Architect's card as a score pad.
func (c ArchitectCard) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Architect (%v, m=%d)\n", c.Level, c.Multiplier)
	for _, l := range c.Lines {
		mark := ""
		if l.Doubled {
			mark = " (variant)"
		}
		fmt.Fprintf(&b, "  %-9s %2d %-9s  value %3d%s x %d %s = %d\n", l.District, l.Districts, noun(l.Districts, "district"),
			l.Value, mark, l.Stars, noun(l.Stars, "star"), l.Points)
	}
	if c.Level == Metagenes {
		fmt.Fprintf(&b, "  Quarries  %2d x 2 = %d\n", c.Quarries, c.QuarryPts)
	}
	fmt.Fprintf(&b, "  Stones    %d\n  Total     %d\n", c.Stones, c.Total)
	return b.String()
}

// noun is word in the number n asks for: "star" for 1, "stars" otherwise.
func noun(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// PlayerWins reports, in a solo game, whether the player beats the
// Architect now: a strictly higher total, or equal totals and strictly more
// stones. It is false outside a solo game.
func (g *Game) PlayerWins() bool {
	if !g.Solo() {
		return false
	}
	p, a := g.Total(0), g.ArchitectScore().Total
	return p > a || (p == a && g.stones[0] > g.stones[architectSeat])
}
