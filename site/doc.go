// Package site is the construction site of Akropolis: the face-up line of
// tiles players buy from, what each costs, the face-down stacks that refill
// it, and the rules of the stones that pay for them. It knows nothing of
// cities or whose turn it is; the game (the root package) keeps those, and
// the stones each seat and the reserve hold, which it moves by the rules
// below. The game makes every take, refill and card completion; a caller
// reads the site and the cards (Game.Site, Game.Cards) and builds a site
// for a position with [FromLayout].
//
// # Rules
//
//   - Tiles in play: every tile whose group is at most the player count N
//     (37, 49 or 61 tiles), or all 61 for the longer game. A solo game is
//     laid out like a two-player one (N = 2 for the layout; the game's
//     player count still says 1).
//   - Setup: after a shuffle seeded by the game's seed (math/rand/v2
//     PCG: the same seed always gives the same order), N+2 tiles go face up
//     and the rest form face-down stacks of N+1 tiles, so there are (tiles - (N+2)) / (N+1)
//     stacks: 11 in the standard game for 2, 3 or 4 players; with all tiles
//     19 for 2 players and 14 for 3.
//   - Cost: the tile at position i costs i stones; position 0 is free. A
//     player may take it only holding at least i stones. The tiles behind it
//     move up one place, so each costs one stone less.
//   - Refill: when exactly one tile is left and stacks remain, it becomes the
//     first tile and the next stack's N+1 tiles go after it. (The Chief
//     Architect marker passes then: the game does that.)
//   - End: when one tile is left and no stacks remain, the game is over; the
//     last tile is never played. A standard game therefore has
//     12 x (N+1) takes: 36, 48 or 60; the all-tiles game has 60.
//   - Stones: [BoxStones] (40) in the box; the reserve holds
//     those the seats do not. Seat k starts with k+1 stones (1, 2, 3, 4),
//     or k with StonesFromZero; in a solo game the player starts with 1
//     and the Architect (seat 1) with 2.
//   - Payment: the cost goes into the reserve; in a
//     solo game the player's goes to the Architect, and the Architect's
//     into the reserve.
//   - Gain: after placing, one stone from the reserve per
//     Quarry the tile covers. The cost is paid first, so with 2 to 4
//     players it may be gained back at once. When the reserve runs short
//     the seat gains only what is left; with UnlimitedReserve every Quarry is paid
//     and the reserve's count may go below zero. The Architect never gains.
//   - The Architect of a solo game takes the lowest position it can afford
//     whose tile shows a plaza, or else the first (position 0, free). With
//     the Athena expansion it completes each card the player completes and
//     receives the tile [Cards.ArchitectChoice] names.
//   - Information: everything is public but the order of the face-down
//     tiles. A player's view lists them in ID order (View.Unseen); the
//     secret draw order is a full position's and a record's
//     (Position.Stacks, Setup.Stacks).
//
// # Recipes
//
// List the tiles a player holding stones can pay for (position i costs i):
//
//	s := g.Site()
//	for i := 0; !s.Over() && i < s.Len() && s.Cost(i) <= stones; i++ {
//		fmt.Println(i, s.At(i), s.Cost(i))
//	}
//
// Tell why a take failed:
//
//	err := g.Play(m)
//	if errors.Is(err, site.ErrCannotAfford) {
//		fmt.Println("position", m.Position, "costs more stones than the mover holds")
//	}
//
// Show a site without a game (a front-end's test, a position checker):
//
//	s, err := site.FromLayout([]tile.ID{22, 30, 19}, [][]tile.ID{{9, 1, 5}}, 2)
//	fmt.Println(s, s.TurnsLeft()) // [22 30 19] 1 stack, 5
//
// A Site is a value of arrays: s2 := s is a complete copy and s == s2
// compares the whole site.
package site
