package event

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
)

// Kind says what happened. The zero value is not an event. A kind has no
// form of its own: an event's JSON form names it (String's name).
type Kind uint8

// The events of a move, in the order PlayEvents reports them.
const (
	none          Kind = iota // the zero Kind: no event
	TileTaken                 // Seat took Placement.Tile from Position, paying Stones
	TilePlaced                // Seat laid Placement.Tile at Placement, reaching Result.Level, covering Result.Quarries
	StonesGained              // Seat gained Stones for the Result.Quarries covered
	SiteRefilled              // the site was refilled from the next stack
	ChiefPassed               // the Chief Architect marker passed to Seat
	GameOver                  // one tile left and no stacks: the game has ended
	ArchitectTook             // solo: the Architect (Seat 1) took Placement.Tile from Position, paying Stones
	CardCompleted             // Athena: Seat completed Card in slot Position and took Placement.Tile from it (in solo the Architect, Seat 1, first)
	Stopped                   // Athena: Seat ended its construction phase
)

var eventNames = [...]string{"none", "taken", "placed", "gained", "refilled", "chief", "over", "architect", "completed", "stopped"}

// String returns a short name of the kind.
func (k Kind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Event is one thing that happened in a move, for animation and logs. The
// fields that do not apply to its Kind are zero.
//
// Its JSON form has every field, zero values included, so a client reads
// each event the same way: "tile" is the placement's tile, "position" and
// "slot" the Position of a take and of a completion, "level" and
// "quarries" the Result's; the placement is in its text form ("" but for
// a placed event) and cells lists the cells the placed tile covers, in the
// order of the tile's hexes ([] for other events); the card is its name
// ("" when there is none):
//
//	{"kind":"placed","turn":1,"seat":0,"tile":12,"position":0,"stones":0,
//	 "placement":"12@(0,-1)r0","cells":[{"q":0,"r":-1},...],"level":1,"quarries":0,"slot":0,"card":""}
type Event struct {
	Kind Kind
	Turn int // the turn of the move, 1 for the first, as records number them
	Seat int // -1 for GameOver, which concerns no seat
	// Position is the site position of the tile taken (TileTaken,
	// ArchitectTook) or the slot, 1 to 4, of the construction card
	// completed (CardCompleted), as in a move.
	Position int
	Stones   int // paid (TileTaken, ArchitectTook) or gained (StonesGained)
	// Placement holds the tile of the event (taken, placed, or taken off a
	// card), and where it was laid (TilePlaced): the tile alone otherwise.
	Placement city.Placement
	// Result is what the placement did (TilePlaced): the level reached and
	// the Quarries covered; StonesGained has the Quarries alone.
	Result city.Result
	Card   tile.Card // the construction card (CardCompleted)
}

// String describes the event in a line.
func (e Event) String() string {
	switch e.Kind {
	case TileTaken:
		return fmt.Sprintf("seat %d takes tile %v from position %d for %s", e.Seat, e.Placement.Tile, e.Position, count(e.Stones, "stone", "stones"))
	case TilePlaced:
		return fmt.Sprintf("seat %d lays tile %v at %v, level %d, covering %s", e.Seat, e.Placement.Tile, e.Placement, e.Result.Level, count(e.Result.Quarries, "quarry", "quarries"))
	case StonesGained:
		return fmt.Sprintf("seat %d gains %s", e.Seat, count(e.Stones, "stone", "stones"))
	case SiteRefilled:
		return "the site is refilled"
	case ChiefPassed:
		return fmt.Sprintf("the Chief Architect passes to seat %d", e.Seat)
	case GameOver:
		return "the game is over"
	case ArchitectTook:
		return fmt.Sprintf("the Architect takes tile %v from position %d for %s", e.Placement.Tile, e.Position, count(e.Stones, "stone", "stones"))
	case CardCompleted:
		return fmt.Sprintf("seat %d completes %v (slot %d) and takes tile %v", e.Seat, e.Card, e.Position, e.Placement.Tile)
	case Stopped:
		return fmt.Sprintf("seat %d ends its construction phase", e.Seat)
	}
	return e.Kind.String()
}

// count writes n with its noun: one for 1, many otherwise ("1 stone",
// "0 quarries").
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
