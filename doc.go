// Package akropolis holds the complete rules of the board game Akropolis: a
// whole game from the shuffle to the winner, for bots, front-ends and
// position checkers.
//
// The rules are split by what they are about, one package each, imported in
// one direction:
//
//	hex       axial coordinates of the flat-topped grid
//	tile      hex kinds, the 61 tiles, orientations
//	city      one player's city: placement rules, legal placements
//	variants  the five bonus rules and the rule options, as data
//	score     the score card, with the reason for every hex
//	site      the construction site: line, costs, stacks, refill
//	akropolis (this package) a whole game: setup, turns, stones, the end
//
// # A game
//
//	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{1, 2}})
//	for !g.Over() {
//		moves := g.AppendLegalMoves(nil) // every legal move of g.Current()
//		g.Play(moves[0])
//	}
//	fmt.Println(g.Score(0)) // the score pad, with a reason for every hex
//	fmt.Println(g.Ranks())
//
// A [Move] is a site position and a [city.Placement]: "2:07@(1,-2)r3" takes
// the tile at position 2 (paying 2 stones) and lays tile 07 with its first
// hex on (1,-2), turned 3 x 60 degrees clockwise. [Game.Check] tells whether
// a move is legal and what it would do; [Game.Play] plays it; a rejected move
// changes nothing and returns a [*MoveError] whose chain names the rule
// (errors.Is with site.ErrOver, [ErrWrongTile], site.ErrCannotAfford,
// city.ErrNotAdjacent, ...). [Game.Undo] takes a move back exactly.
// [Game.PlayEvents] reports what happened, for animation.
//
// # Rulings
//
// RULES.md rules where the printed texts disagree; its options are
// [Options] fields, the default first:
//
//   - Starting stones: seat k gets k+1; StonesFromZero gives k.
//   - Reserve: 40 stones, a gain is cut short when it runs out;
//     UnlimitedReserve always pays.
//   - Longer game: AllTiles uses all 61 tiles (19 stacks for 2 players, 14
//     for 3).
//   - Barracks: any empty neighbour counts, holes included; or only cells open
//     to the outside (Rules.BarracksOutsideOnly).
//   - Lake (garden variant): one empty cell ringed by the city; or any
//     enclosed empty region (Rules.LakeAnyRegion).
//
// Turn order never resets: the Chief Architect marker passes at each refill
// but the next seat in order always plays, so a standard game has 12 x (N+1)
// turns. The last tile of the site is never played.
//
// # Records
//
// [Game.Record] returns the options, the explicit setup and the moves of a
// game; its text form (tags, then one move per line, in the spirit of PGN)
// and its JSON form both read back with [ParseRecord] and [ReadRecord].
// [Record.Replay] validates every move and reports the first illegal one
// as a [*ReplayError] with its turn and rule. A city from another program,
// as a list of placements, is checked by [ValidateCity], which reports
// every violation with its index; [ParseCity] reads its text or JSON form.
//
// # Solo
//
// With Players 1 the game is played against the Architect (SOLO.md) at the
// chosen [Level]: after each of the player's moves the Architect takes a
// tile by its fixed rule, and [Game.PlayEvents] reports it. Its pile and
// stones are in [Game.Architect], its card in [Game.ArchitectScore], the
// result in [Game.PlayerWins]. The rulings that SOLO.md marks as ours are
// listed on [Level].
//
// # Errors
//
// A rejected move, placement, take or setup changes nothing and returns a
// structured error that carries what was tried ([*MoveError],
// *city.PlacementError, *city.StepError, *site.TakeError, [*ReplayError])
// wrapping one sentinel per rule: errors.Is finds the rule, errors.As the
// structured error. Every rule sentinel is also a stable machine-readable
// code (rule.Code: errors.As gives "not-adjacent", "cannot-afford",
// "game-over", ...); package tile/rule tables every code with its meaning
// and package. Text that cannot be read wraps the ErrSyntax of the package
// that read it instead, and has no code.
//
// Each package lists its own errors, in the order they are checked, in its
// errors file: the placement rules in package city (ErrUnknownTile ...
// ErrOneTile), the take rules in package site (ErrOver, ErrNeedsRefill,
// ErrPosition, ErrCannotAfford, ErrSetup), the move rules and setups here
// ([ErrWrongTile], [ErrOptions]), and the text errors of hex, tile, city,
// variants and this package ([ErrSyntax], [ErrTooLarge]). Game.Undo, like
// city.City.Undo, reports false (no error) when there is nothing to take
// back.
//
// A cell outside the dense window of package hex is not an error there:
// Hex.Index reports it with false, and a city with city.ErrOutOfBounds.
//
// # Hidden information
//
// [Game.View] is what a player sees: everything but the order of the
// face-down tiles. [View.Sample] deals the unseen tiles at random into a full
// game consistent with the view, for information-set search.
package akropolis
