package siteplay

import (
	"strconv"

	"github.com/akropolis-rules/akropolis/tile"
)

const (
	maxLine  = 6               // N+2 face-up tiles for 4 players
	maxTiles = int(tile.MaxID) // every tile of the catalogue
	noTile   = tile.ID(0)      // what At returns off the line
	maxSeats = 4               // the most players a site is laid out for
	minSeats = 2               // a solo game is laid out for two
)

// Site is the state of a construction site: the face-up line and the
// face-down stacks, in arrays (copying is a clone, == a full comparison;
// unused slots are always zero). site.Site is defined on it and reads it;
// the game keeps this type and makes its moves (Take, Refill) on it.
type Site struct {
	line    [maxLine]tile.ID  // face-up tiles, position 0 first; zero from n on
	down    [maxTiles]tile.ID // face-down tiles, the next to draw last; zero from left on
	n       uint8             // face-up tiles
	left    uint8             // face-down tiles, a multiple of the stack size
	players uint8             // 1..4 as given to the constructor
}

// seats is the number of seats the site is laid out for: a solo game is
// laid out like a two-player game.
func (s Site) seats() int { return max(int(s.players), minSeats) }

// Players returns the player count the site was set up for, 1 to 4 (1 is a
// solo game, laid out like a two-player one). The zero Site returns 0.
func (s Site) Players() int { return int(s.players) }

// StackSize returns the number of tiles in each face-down stack, N+1 for N
// players (3 for a solo game). Refill adds that many tiles after the last one.
func (s Site) StackSize() int { return s.seats() + 1 }

// Len returns the number of face-up tiles: N+2 after setup and after each
// refill, then one fewer after each take.
func (s Site) Len() int { return int(s.n) }

// At returns the face-up tile at position i (0 is the first, free tile). It
// returns the zero ID, which is never a site tile, when i is not
// 0..Len()-1; it does not panic.
func (s Site) At(i int) tile.ID {
	if i < 0 || i >= int(s.n) {
		return noTile
	}
	return s.line[i]
}

// Cost returns the stones a player pays for the tile at position i: i
// itself, since position 0 is free and each later position costs one more.
// It returns -1 (never a cost) when i is not 0..Len()-1; it does not panic.
func (s Site) Cost(i int) int {
	if i < 0 || i >= int(s.n) {
		return -1
	}
	return i
}

// Affordable returns how many positions a player holding the given stones
// may take now: positions 0 to Affordable-1 are the legal takes. Since
// position i costs i (Cost), it is min(Len, stones+1), or 0 when no take is
// legal (the game is over or the site needs a refill).
func (s Site) Affordable(stones int) int {
	if s.Over() || s.NeedsRefill() || stones < 0 {
		return 0
	}
	if stones >= int(s.n) { // not stones+1: it would overflow at MaxInt
		return int(s.n)
	}
	return stones + 1
}

// ArchitectChoice returns the position the Architect of a solo game takes
// holding the given stones: the lowest position it can afford (see
// Affordable) whose tile shows a plaza of any type, or else position 0,
// which is free. It returns 0 too when no take is legal.
func (s Site) ArchitectChoice(stones int) int {
	for i := range s.Affordable(stones) {
		for _, k := range s.line[i].Tile().Hexes {
			if k.IsPlaza() {
				return i
			}
		}
	}
	return 0
}

// AppendLine appends the face-up tiles to dst, position 0 first, and
// returns the extended slice.
func (s Site) AppendLine(dst []tile.ID) []tile.ID {
	return append(dst, s.line[:s.n]...)
}

// TurnsLeft returns the number of turns still to play: every face-up and
// face-down tile but the last is played (none once the game is over).
func (s Site) TurnsLeft() int {
	if s.Over() {
		return 0
	}
	return s.Len() - 1 + s.StacksLeft()*s.StackSize()
}

// StacksLeft returns the number of face-down stacks still to come.
func (s Site) StacksLeft() int {
	if s.left == 0 {
		return 0
	}
	return int(s.left) / s.StackSize()
}

// Over reports whether the game is over: exactly one face-up tile and no
// stacks left. The last tile is never played.
func (s Site) Over() bool { return s.n == 1 && s.left == 0 }

// NeedsRefill reports whether the site must be refilled before the next
// take: exactly one face-up tile and at least one stack left.
func (s Site) NeedsRefill() bool { return s.n == 1 && s.left > 0 }

// AppendUnseen appends the face-down tiles to dst in ID order and returns the
// extended slice. It never reveals the draw order, which is the only hidden
// information of the game: this is what a player's view may show.
func (s Site) AppendUnseen(dst []tile.ID) []tile.ID {
	var set uint64 // bit id for each face-down tile; IDs are 1..61
	for _, id := range s.down[:s.left] {
		set |= 1 << id
	}
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		if set&(1<<id) != 0 {
			dst = append(dst, id)
		}
	}
	return dst
}

// AppendStacks appends the face-down tiles to dst in draw order (the next
// stack first, each stack in the order its tiles join the line) and returns
// the extended slice. Consecutive runs of StackSize tiles are the stacks.
// This is the full, secret state, for records and replays: a player's view
// uses AppendUnseen.
func (s Site) AppendStacks(dst []tile.ID) []tile.ID {
	for i := int(s.left) - 1; i >= 0; i-- {
		dst = append(dst, s.down[i])
	}
	return dst
}

// Take removes and returns the face-up tile at position i for a player
// holding the given stones; the tiles behind it move up one place, so their
// cost drops by one. The payer's Cost(i) = i stones then move as the
// package site's rules say (the game moves them).
//
// A rejected take returns an error wrapping [ErrGameOver],
// [ErrNeedsRefill], [ErrBadPosition] or [ErrCannotAfford] (checked in that
// order) and changes nothing.
func (s *Site) Take(i, stones int) (tile.ID, error) {
	id, err := s.Check(i, stones)
	if err != nil {
		return noTile, err
	}
	copy(s.line[i:s.n-1], s.line[i+1:s.n])
	s.n--
	s.line[s.n] = noTile
	return id, nil
}

// Check returns the tile Take would take at position i for a player
// holding the given stones, or the error it would return, changing
// nothing: a move's check asks it without copying the site to take from.
func (s *Site) Check(i, stones int) (tile.ID, error) {
	if err := s.check(i, stones); err != nil {
		return noTile, &takeError{position: i, stones: stones, err: err}
	}
	return s.line[i], nil
}

func (s *Site) check(i, stones int) error {
	switch {
	case s.Over():
		return ErrGameOver
	case s.NeedsRefill():
		return ErrNeedsRefill
	case i < 0 || i >= int(s.n):
		return ErrBadPosition
	case stones < s.Cost(i):
		return ErrCannotAfford
	}
	return nil
}

// Refill refills the site if it needs it (exactly one face-up tile and at
// least one stack left; a take before it fails with [ErrNeedsRefill]): the
// one face-up tile stays first and the next stack's N+1 tiles go after it, in
// their draw order. It reports whether it refilled. Passing the Chief
// Architect marker is the game's business, not the site's.
func (s *Site) Refill() bool {
	if !s.NeedsRefill() {
		return false
	}
	k := s.StackSize()
	for j := 1; j <= k; j++ {
		s.left--
		s.line[j] = s.down[s.left]
		s.down[s.left] = noTile
	}
	s.n = uint8(1 + k)
	return true
}

// String returns the face-up line and the stacks left, as
// "[12 04 33 07] 11 stacks".
func (s Site) String() string {
	b := make([]byte, 0, 3*maxLine+16)
	b = append(b, '[')
	for i, id := range s.line[:s.n] {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, id.String()...)
	}
	b = append(b, "] "...)
	k := s.StacksLeft()
	b = strconv.AppendInt(b, int64(k), 10)
	if k == 1 {
		return string(append(b, " stack"...))
	}
	return string(append(b, " stacks"...))
}
