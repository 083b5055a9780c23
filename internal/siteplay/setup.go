package siteplay

import (
	"math/bits"
	"math/rand/v2"
	"strconv"

	"github.com/akropolis-rules/akropolis/tile"
)

// AppendShuffle appends to dst the tiles in play for the given player count (see
// [tile.AppendInPlay]: 37, 49 or 61 tiles, or all 61 with allTiles) in an order
// shuffled by math/rand/v2's PCG generator seeded with seed1 and seed2, and
// returns the extended slice. Only the appended tiles are shuffled. The same
// seeds always give the same order.
func AppendShuffle(dst []tile.ID, players int, allTiles bool, seed1, seed2 uint64) []tile.ID {
	start := len(dst)
	dst = tile.AppendInPlay(dst, players, allTiles)
	ts := dst[start:]
	// On the concrete generator: the same order as rand.New(pcg).Shuffle
	// (a test checks it), without the allocation that the Source interface
	// forces.
	shuffle(rand.NewPCG(seed1, seed2), ts)
	return dst
}

// uint64n is math/rand/v2's unbiased uniform draw in [0, n) (Lemire's
// method), for n < 2^32 as tile counts are.
func uint64n(pcg *rand.PCG, n uint64) uint64 {
	if n&(n-1) == 0 {
		return pcg.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(pcg.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(pcg.Uint64(), n)
		}
	}
	return hi
}

// Deal sets up the site of a new game from a seed: the tiles in play for
// the player count (see [tile.AppendInPlay]: 37, 49 or 61 tiles, or all 61
// with allTiles) shuffled by math/rand/v2's PCG generator seeded with
// seed1 and seed2 (the same seeds always give the same order), then laid
// out in that order: for N seats (N = players, or 2 for a solo game) the
// first N+2 face up, the rest in face-down stacks of N+1, drawn in order.
// It allocates nothing. A standard game has 11 stacks for 2, 3 or 4
// players; with allTiles, 19 for 2 players and 14 for 3.
func Deal(players int, allTiles bool, seed1, seed2 uint64) (Site, error) {
	var buf [maxTiles]tile.ID
	return NewSite(players, AppendShuffle(buf[:0], players, allTiles, seed1, seed2))
}

// NewSite sets up the site of a new game from the tiles in play in shuffled
// order. For N seats (N = players, or 2 for a solo game) the first N+2 tiles
// go face up, order[0] at position 0, and the rest form face-down stacks of
// N+1 tiles, drawn in the order given.
//
// NewSite does not insist on the official tile set of the player count (Deal
// gives that), but the input must make a game: players 1..4, valid distinct
// IDs, and N+2 tiles plus at least one whole stack, with no tiles left over.
// Otherwise the error wraps [ErrBadSetup].
func NewSite(players int, order []tile.ID) (Site, error) {
	if err := checkPlayers(players); err != nil {
		return Site{}, err
	}
	s := Site{players: uint8(players)}
	up, k := s.seats()+2, s.StackSize()
	if len(order) < up+k {
		return Site{}, setupError("%s: a game of %s needs %d face up and at least one stack of %d",
			plural(len(order), "tile"), nPlayers(players), up, k)
	}
	if rest := len(order) - up; rest%k != 0 {
		return Site{}, setupError("%d tiles: the %d after the %d face up do not make stacks of %d",
			len(order), rest, up, k)
	}
	var seen uint64
	if err := checkTiles(order, &seen); err != nil {
		return Site{}, err
	}
	s.setLine(order[:up])
	s.pushDown(order[up:])
	return s, nil
}

// FromLayout sets up a site from an explicit layout, to replay a real game
// or resume one: the face-up line (position 0 first) and the face-down
// stacks (stacks[0] is drawn next, each stack's tiles in the order they join
// the line).
//
// The line may hold 1 to N+2 tiles, so a site can be taken from the middle
// of a game; one tile with stacks left is a site awaiting its refill. Every
// stack holds exactly N+1 tiles. Players must be 1..4 and every ID valid and
// distinct across line and stacks; otherwise the error wraps [ErrBadSetup].
func FromLayout(line []tile.ID, stacks [][]tile.ID, players int) (Site, error) {
	if err := checkPlayers(players); err != nil {
		return Site{}, err
	}
	s := Site{players: uint8(players)}
	up, k := s.seats()+2, s.StackSize()
	if len(line) < 1 || len(line) > up {
		return Site{}, setupError("%d face-up tiles: a game of %s needs 1 to %d", len(line), nPlayers(players), up)
	}
	var seen uint64
	if err := checkTiles(line, &seen); err != nil {
		return Site{}, err
	}
	for i, st := range stacks {
		if len(st) != k {
			return Site{}, setupError("stack %d has %s: a game of %s needs %d", i, plural(len(st), "tile"), nPlayers(players), k)
		}
		if err := checkTiles(st, &seen); err != nil {
			return Site{}, err
		}
	}
	s.setLine(line)
	for i := len(stacks) - 1; i >= 0; i-- {
		s.pushDown(stacks[i])
	}
	return s, nil
}

func checkPlayers(players int) error {
	if players < 1 || players > maxSeats {
		return setupError("%d players: want 1 to %d", players, maxSeats)
	}
	return nil
}

// checkTiles rejects an invalid ID or one already in seen (a set with bit
// id for each tile), and adds the tiles to seen. Since IDs are distinct and
// at most 61, the site's arrays always have room for them.
func checkTiles(ids []tile.ID, seen *uint64) error {
	for _, id := range ids {
		if !id.InBase() {
			return setupError("tile number %d is not 1..%d", uint8(id), tile.MaxID)
		}
		if *seen&(1<<id) != 0 {
			return setupError("tile %v appears twice", id)
		}
		*seen |= 1 << id
	}
	return nil
}

func (s *Site) setLine(ids []tile.ID) {
	s.n = uint8(copy(s.line[:], ids))
}

// pushDown puts tiles, given in draw order, on top of the face-down tiles:
// they will be drawn before those already there.
func (s *Site) pushDown(ids []tile.ID) {
	for i := len(ids) - 1; i >= 0; i-- {
		s.down[s.left] = ids[i]
		s.left++
	}
}

// nPlayers writes a player count with its noun: "1 player", "3 players".
func nPlayers(n int) string { return plural(n, "player") }

// plural writes a count with its noun, which takes an s for more than one
// (or none): "1 stone", "2 stones".
func plural(n int, noun string) string {
	if n != 1 {
		noun += "s"
	}
	return strconv.Itoa(n) + " " + noun
}
