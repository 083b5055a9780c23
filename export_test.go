package akropolis

import (
	"io"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile/rule"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// SetStones gives every seat and the reserve the stones given, as a position
// of another game might: the state machine starts some games with a nearly
// empty reserve this way, where the order of payment and gain matters.
func SetStones(g *Game, stones [4]int, reserve int) {
	g.stones, g.reserve = stones, reserve
	for k := range g.stones {
		g.changed(k) // the kept score summaries hold the stones
	}
	phase := g.phase
	g.construction().resume() // the cards met, and open in the phase, count the stones
	g.phase = phase
}

// SetTurn sets the turn count alone, as no legal game can: in every
// position that passes Check the turn follows from the tiles taken.
func SetTurn(g *Game, turn int) { g.turn = turn }

// Winners returns the seats ranked first by g.Ranks (more than one when they
// share the win), for tests that state the winners they expect.
func Winners(g *Game) []int {
	var ws []int
	for k, r := range g.Ranks() {
		if r == 1 {
			ws = append(ws, k)
		}
	}
	return ws
}

// StartSite returns the construction site g was set up with (a copy), for
// tests that replay a game on it.
func StartSite(g *Game) site.Site { return site.Site(g.origin.at.site) }

// The bounds on what the readers take, for the tests that cross them.
const (
	MaxRecordMoves    = maxRecordMoves
	MaxSetupTiles     = maxSetupTiles
	MaxCityPlacements = maxCityPlacements
	MaxUnseenTiles    = maxUnseenTiles
)

// Architect returns the Architect's pile (a copy, in the order taken) and
// stones; both are empty outside a solo game.
func Architect(g *Game) (pile []tile.ID, stones int) {
	if !g.solo() {
		return nil, 0
	}
	return append([]tile.ID(nil), g.pile...), g.stones[architectSeat]
}

// ParseRecord and ParsePosition read the text forms, as
// Record.UnmarshalText and Position.UnmarshalText do, for tests.
func ParseRecord(s string) (Record, error)     { return parseRecord(s) }
func ParsePosition(s string) (Position, error) { return parsePosition(s) }

// ReadPosition reads a position in either form, as ReadAny does, for tests.
func ReadPosition(r io.Reader) (Position, error) { return readPosition(r) }

// Public returns a position's public form, stacks hidden, for tests.
func Public(p Position) Position { return p.public() }

// The bounds on the documents the readers take, for the tests that cross
// them.
const (
	MaxRecordBytes   = maxRecordBytes
	MaxPositionBytes = maxPositionBytes
)

// SetCards lays out the construction cards (Athena) as a test wants them,
// completions included: a game whose cards are chosen by hand.
// Before any move the cards are the game's setup too, which its Record
// holds.
func SetCards(g *Game, c site.Cards) {
	g.cards = siteplay.Cards(c)
	if len(g.undo) == 0 {
		g.origin.at.cards = g.cards
	}
}

// Chief and Reserve return the seat holding the Chief Architect marker and
// the stones in the reserve, which callers read in the game's Position.
func Chief(g *Game) int   { return g.chief }
func Reserve(g *Game) int { return g.reserve }

// NewFromSite, ReadRecord, ParseCity and FormatCity are the game on an
// explicit site and the readers and writer of one form, which callers reach
// through Record.Replay and ReadAny, for the tests that call them alone.
var (
	NewFromSite = func(o Options, s site.Site) (*Game, error) { return newFromSite(o, siteplay.Site(s)) }
	ReadRecord  = readRecord
	ParseCity   = parseCity
	FormatCity  = formatCity
)

// LegalMove is an entry of Game.LegalMovesJSON, for the tests that decode
// that form.
type LegalMove = legalMove

// ViewCity and Sample are city.Validate of a view's city and SampleInto
// into a new game, for the tests written with them.
func ViewCity(v View, k int) *city.City {
	if k < 0 || k >= len(v.Cities) {
		return nil
	}
	c, _ := city.Validate(v.Cities[k])
	return c
}

func Sample(v View, seed1, seed2 uint64) (*Game, error) {
	g := &Game{}
	if err := v.SampleInto(g, seed1, seed2); err != nil {
		return nil, err
	}
	return g, nil
}

// ReportFields is a report with where it applies, as its JSON form has it,
// for the tests that compare reports field by field.
type ReportFields struct {
	Code      rule.Code
	Step      int
	Turn      int
	Seat      *int
	Move      *Move
	Placement *city.Placement
	Cell      *hex.Hex
	Line      int
	Errors    []ReportFields
}

// FieldsOf returns the fields of r, its message aside.
func FieldsOf(r Report) ReportFields {
	a := r.at
	f := ReportFields{Code: r.Code, Step: a.Step, Turn: a.Turn, Seat: a.Seat, Move: a.Move, Placement: a.Placement, Cell: a.Cell, Line: a.Line}
	for _, e := range a.Errors {
		f.Errors = append(f.Errors, FieldsOf(e))
	}
	return f
}

// Outcome is what a legal move does, as the game works it out for Delta
// and PlayEvents: the tests hold it to the events and to the rules.
type Outcome = outcome

// CheckOutcome is Check with the outcome of a legal move.
func CheckOutcome(g *Game, m Move) (Outcome, error) { return g.checked(m) }

// Constructing reports whether the mover's construction phase is open.
func Constructing(g *Game) bool { return g.phase }

// CardsOf returns the game's construction cards without building its
// position.
func CardsOf(g *Game) site.Cards { return site.Cards(g.cards) }

// ParseMove reads a move's text form, as Move.UnmarshalText does.
var ParseMove = parseMove
