package event

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
)

// Kind says what happened. The zero value is not an event.
type Kind uint8

// The events of a move, in the order PlayEvents reports them.
const (
	None          Kind = iota
	TileTaken          // Seat took Tile from Position, paying Stones
	TilePlaced         // Seat laid Tile at Placement, reaching Level, covering Quarries
	StonesGained       // Seat gained Stones for Quarries covered
	SiteRefilled       // the site was refilled from the next stack
	ChiefPassed        // the Chief Architect marker passed to Seat
	GameOver           // one tile left and no stacks: the game has ended
	ArchitectTook      // solo: the Architect (Seat 1) took Tile from Position, paying Stones
	CardCompleted      // Athena: Seat completed Card in Slot and took Tile from it (in solo the Architect, Seat 1, first)
	Stopped            // Athena: Seat ended its construction phase
)

var eventNames = [...]string{"none", "taken", "placed", "gained", "refilled", "chief", "over", "architect", "completed", "stopped"}

// String returns a short name of the kind.
func (k Kind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText encodes the kind as its name, for JSON. None and kinds out
// of range have no name and fail, as an invalid tile.Kind does.
func (k Kind) MarshalText() ([]byte, error) {
	if k == None || int(k) >= len(eventNames) {
		return nil, fmt.Errorf("%w: %v is not an event", errSyntax, k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText parses a kind name.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, n := range eventNames {
		if i > 0 && n == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("%w: event kind %q", errSyntax, b[:min(len(b), 24)]) // never echo hostile input whole
}

// Event is one thing that happened in a move, for animation and logs. The
// fields that do not apply to its Kind are zero.
//
// Its JSON form has every field, zero values included, so a client reads
// each event the same way; the placement is in its text form ("" when
// there is none) and cells lists the cells the placed tile covers, in the
// order of the tile's hexes ([] for other events); the card is its name
// ("" when there is none):
//
//	{"kind":"placed","turn":1,"seat":0,"tile":12,"position":0,"stones":0,
//	 "placement":"12@(0,-1)r0","cells":[{"q":0,"r":-1},...],"level":1,"quarries":0,"slot":0,"card":""}
type Event struct {
	Kind      Kind
	Turn      int // the turn of the move, 1 for the first, as records number them
	Seat      int // -1 for GameOver, which concerns no seat
	Tile      tile.ID
	Position  int
	Stones    int // paid (TileTaken, ArchitectTook) or gained (StonesGained)
	Placement city.Placement
	Level     int
	Quarries  int
	Slot      int       // the construction card's slot, 1 to 4 (CardCompleted)
	Card      tile.Card // the construction card (CardCompleted)
}

// String describes the event in a line.
func (e Event) String() string {
	switch e.Kind {
	case TileTaken:
		return fmt.Sprintf("seat %d takes tile %v from position %d for %s", e.Seat, e.Tile, e.Position, count(e.Stones, "stone", "stones"))
	case TilePlaced:
		return fmt.Sprintf("seat %d lays tile %v at %v, level %d, covering %s", e.Seat, e.Tile, e.Placement, e.Level, count(e.Quarries, "quarry", "quarries"))
	case StonesGained:
		return fmt.Sprintf("seat %d gains %s", e.Seat, count(e.Stones, "stone", "stones"))
	case SiteRefilled:
		return "the site is refilled"
	case ChiefPassed:
		return fmt.Sprintf("the Chief Architect passes to seat %d", e.Seat)
	case GameOver:
		return "the game is over"
	case ArchitectTook:
		return fmt.Sprintf("the Architect takes tile %v from position %d for %s", e.Tile, e.Position, count(e.Stones, "stone", "stones"))
	case CardCompleted:
		return fmt.Sprintf("seat %d completes %v (slot %d) and takes tile %v", e.Seat, e.Card, e.Slot, e.Tile)
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
