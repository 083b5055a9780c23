package anu

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Check reports every reason the state cannot be a state of a real game,
// as *Violation values in a *StateError (nil for a possible state):
//
//   - ErrSettings: players not 2 to 4, or undefined variant bits; nothing
//     else is checked then;
//   - ErrPlayerCount: not one Seat per player;
//   - ErrBadSeat: the seat to move out of range;
//   - ErrNotInSet, ErrTileTwice: each tile on the site and in the cities
//     must be of the player count's set, and appear once;
//   - ErrCity: every illegal placement of every city, as
//     city.Validate reports them (the violation also wraps the
//     city's *city.PlacementError);
//   - ErrBadStones: a seat holds fewer than 0 stones or more than its starting
//     stones (seat k starts with k+1) plus the Quarries its tiles covered;
//   - ErrMoveCount: seats play in turn from seat 0, so after T moves seat k
//     has made T/N moves, one more if k < T mod N; at most one fewer move
//     than the set has tiles is played; the seat to move is then seat
//     T mod N, or, once the game is over, the seat that made the last move;
//   - ErrBadLine: the site holds N+2 tiles, one fewer after each take, and is
//     refilled to N+2 when one is left (N+1 tiles a stack); once the game is
//     over, it holds the one tile never played.
//
// These are the conditions a state must meet; the notation does not hold
// enough to prove the rest (which tiles were on the site when each was
// taken, and what each take cost).
func (s State) Check() error {
	_, err := s.check()
	return err
}

// check checks the state and returns its cities, built once.
func (s State) check() ([]*city.City, error) {
	var vs violations
	if s.Players < 2 || s.Players > 4 || s.Variants&^variants.All != 0 {
		vs.add(-1, -1, ErrSettings, "%s (want 2 to 4), variant bits %#x", counted(s.Players, "player", "players"), uint8(s.Variants))
		return nil, vs.err()
	}
	if len(s.Seats) != s.Players {
		vs.add(-1, -1, ErrPlayerCount, "%s for %s", counted(len(s.Seats), "seat", "seats"), counted(s.Players, "player", "players"))
	}
	if s.ToMove < 0 || s.ToMove >= s.Players {
		vs.add(-1, -1, ErrBadSeat, "seat %d to move in a %d-player game", s.ToMove, s.Players)
	}
	s.checkTiles(&vs)
	cities := make([]*city.City, len(s.Seats))
	for k, seat := range s.Seats {
		cities[k] = checkSeat(k, seat, &vs)
	}
	if len(s.Seats) == s.Players {
		s.checkTurns(&vs)
	}
	if err := vs.err(); err != nil {
		return nil, err
	}
	return cities, nil
}

// checkTiles checks that every tile is of the set and appears once.
func (s State) checkTiles(vs *violations) {
	var set [tile.MaxID + 1]bool
	for _, id := range tile.AppendInPlay(nil, s.Players, false) {
		set[id] = true
	}
	var seen [tile.MaxID + 1]bool
	use := func(seat, move int, id tile.ID) {
		switch {
		case !id.InBase():
			vs.add(seat, move, ErrNotInSet, "tile number %d", uint8(id))
		case !set[id]:
			vs.add(seat, move, ErrNotInSet, "tile %v is not in the %d-player set", id, s.Players)
		case seen[id]:
			vs.add(seat, move, ErrTileTwice, "tile %v is already on the site or in a city", id)
		default:
			seen[id] = true
		}
	}
	for _, id := range s.Line {
		use(-1, -1, id)
	}
	for k, seat := range s.Seats {
		for j, p := range seat.Moves {
			use(k, j, p.Tile)
		}
	}
}

// checkSeat checks seat k's city, reporting every illegal placement (an
// illegal one is skipped and the rest are checked without it, as
// city.Validate does), and its stones; it returns the city.
func checkSeat(k int, seat Seat, vs *violations) *city.City {
	c := city.New()
	legal, quarries := true, 0
	for j, p := range seat.Moves {
		res, err := c.Place(p)
		if err != nil {
			*vs = append(*vs, &Violation{Seat: k, Move: j, Err: fmt.Errorf("%w: %w", ErrCity, err)})
			legal = false
		}
		quarries += res.Quarries
	}
	if seat.Stones < 0 {
		vs.add(k, -1, ErrBadStones, "%d stones", seat.Stones)
	}
	if most := k + 1 + quarries; legal && seat.Stones > most {
		vs.add(k, -1, ErrBadStones, "%d stones, but at most %d (%d at the start and one for each Quarry covered)", seat.Stones, most, k+1)
	}
	return c
}

// checkTurns checks the move counts, the seat to move and the site length
// against the turn order.
func (s State) checkTurns(vs *violations) {
	n, played := s.Players, s.MovesPlayed()
	if last := tilesInPlay(n) - 1; played > last {
		vs.add(-1, -1, ErrMoveCount, "%s played, but a %d-player game has %d", counted(played, "move", "moves"), n, last)
		return
	}
	counts := true
	for k, seat := range s.Seats {
		if want := movesOf(k, n, played); len(seat.Moves) != want {
			vs.add(k, -1, ErrMoveCount, "%s, but %s played in turn from seat 0 give it %d", counted(len(seat.Moves), "move", "moves"), counted(played, "move", "moves"), want)
			counts = false
		}
	}
	if !counts {
		return
	}
	if want := s.wantToMove(); s.ToMove != want && s.ToMove >= 0 && s.ToMove < n {
		if s.Over() {
			vs.add(-1, -1, ErrMoveCount, "seat %d to move, but the game is over and seat %d made the last move", s.ToMove, want)
		} else {
			vs.add(-1, -1, ErrMoveCount, "seat %d to move, but after %s it is seat %d's turn", s.ToMove, counted(played, "move", "moves"), want)
		}
	}
	if want := lineLen(n, played); len(s.Line) != want {
		vs.add(-1, -1, ErrBadLine, "%s on the site, but after %s there are %d", counted(len(s.Line), "tile", "tiles"), counted(played, "move", "moves"), want)
	}
}

// movesOf returns the moves seat k has made after played moves in turn.
func movesOf(k, n, played int) int {
	m := played / n
	if k < played%n {
		m++
	}
	return m
}

// wantToMove returns the seat the move counts give: the next in turn, or
// the last mover once the game is over.
func (s State) wantToMove() int {
	played := s.MovesPlayed()
	if s.Over() {
		return (played - 1) % s.Players
	}
	return played % s.Players
}

// lineLen returns the site's length after played moves.
func lineLen(n, played int) int {
	if played == tilesInPlay(n)-1 {
		return 1
	}
	return n + 2 - played%(n+1)
}

// MovesPlayed returns the number of moves in the state: the tiles placed
// in all cities (the library's turn number).
func (s State) MovesPlayed() int {
	t := 0
	for _, seat := range s.Seats {
		t += len(seat.Moves)
	}
	return t
}

// Over reports whether the game is over: every tile of the set but the last
// has been played.
func (s State) Over() bool {
	return s.Players >= 2 && s.Players <= 4 && s.MovesPlayed() == tilesInPlay(s.Players)-1
}

// refills returns the number of times the site was refilled: once every N+1
// moves, up to the number of stacks.
func (s State) refills() int {
	n := s.Players
	stacks := (tilesInPlay(n) - (n + 2)) / (n + 1)
	return min(s.MovesPlayed()/(n+1), stacks)
}

// Unseen returns the tiles of the player count's set that are neither on
// the site nor in a city, in ID order: the face-down stacks.
func (s State) Unseen() []tile.ID {
	used := slices.Clone(s.Line)
	for _, seat := range s.Seats {
		for _, p := range seat.Moves {
			used = append(used, p.Tile)
		}
	}
	var unseen []tile.ID
	for _, id := range tile.AppendInPlay(nil, s.Players, false) {
		if !slices.Contains(used, id) {
			unseen = append(unseen, id)
		}
	}
	return unseen
}

// tilesInPlay is the number of tiles a game of n players uses: 37, 49 or 61.
func tilesInPlay(n int) int {
	var ids [tile.MaxID]tile.ID
	return len(tile.AppendInPlay(ids[:0], n, false))
}
