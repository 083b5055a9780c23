// Package stones holds the rules of a game's stones: what each seat
// starts with, where a payment goes and what the reserve pays back. The
// game (package akropolis) keeps the stones and asks an Economy at each
// step; its Options carry the three fields.
package stones

import "github.com/akropolis-rules/akropolis/site"

// The seats a game lays out: a solo game has two (the player and the
// Architect).
const (
	minSeats = 2
	maxSeats = 4
)

// Economy is how the stones of one game move: what each seat starts with,
// where a payment goes and what the reserve pays back. A game keeps the
// stones (per seat and in the reserve) and asks its Economy at each step.
// The zero value is not a game's: set Players. An Economy has no JSON form
// of its own: a game's options, which carry its three fields, have one.
type Economy struct {
	// Players is 2 to 4, or 1 for a solo game, whose Architect is seat 1.
	Players int
	// StonesFromZero gives seat k k stones at the start (0, 1, 2, 3) instead of
	// k+1. It does not apply to a solo game.
	StonesFromZero bool
	// UnlimitedReserve never runs the reserve short: every gain is paid in full,
	// and the reserve's count may go below zero (the stones still balance:
	// the reserve and the seats hold site.BoxStones together).
	UnlimitedReserve bool
}

// Start returns the stones seat k holds at the start: k+1 (1, 2, 3, 4), or
// k with FromZero. In a solo game the player (seat 0) starts with 1 and the
// Architect (seat 1) with 2, whatever FromZero says.
func (e Economy) Start(k int) int {
	if e.StonesFromZero && e.Players > 1 {
		return k
	}
	return k + 1
}

// Deal returns the stones every seat holds at the start (Start) and what
// the reserve keeps of the box. A solo game has two seats: the player and
// the Architect. A player count outside 1..4 is no game: it deals nothing.
func (e Economy) Deal() (held [4]int, reserve int) {
	reserve = site.BoxStones
	if e.Players < 1 || e.Players > maxSeats {
		return held, reserve
	}
	for k := range max(e.Players, minSeats) {
		held[k] = e.Start(k)
		reserve -= held[k]
	}
	return held, reserve
}

// Gain returns the stones a seat gains for covering quarries Quarries with
// a tile that cost it cost stones (site.Site.Cost), from a reserve that held
// reserve stones before the payment. The seat pays first and gains after,
// so with 2 to 4 players the payment is already in the reserve and may be
// gained back at once; in a solo game it went to the Architect instead.
// When the reserve runs short the seat gains only what is left (never
// below zero); with Unlimited it gains every Quarry.
func (e Economy) Gain(reserve, cost, quarries int) int {
	if e.UnlimitedReserve {
		return quarries
	}
	if e.Players > 1 {
		reserve += cost
	}
	return max(0, min(quarries, reserve))
}

// Settle returns the stones of the seats (held) and of the reserve after
// one take: seat k pays cost into the reserve (in a solo game the player
// pays the Architect, and the Architect pays the reserve), then gains
// gained stones from the reserve: what Gain says for the Quarries its tile
// covers (the Architect never gains). A seat outside 0..3 changes nothing.
func (e Economy) Settle(held [4]int, reserve, k, cost, gained int) ([4]int, int) {
	if k < 0 || k >= len(held) {
		return held, reserve
	}
	held[k] -= cost
	if e.Players == 1 && k == 0 {
		held[1] += cost
	} else {
		reserve += cost
	}
	held[k] += gained
	return held, reserve - gained
}
