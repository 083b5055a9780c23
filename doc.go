// Package akropolis holds the complete rules of the board game Akropolis: a
// whole game from the shuffle to the winner, for bots, front-ends and
// position checkers.
//
// The rules are split by what they are about, one package each, imported in
// one direction:
//
//	hex       axial coordinates of the flat-topped grid
//	tile      hex kinds, the 61 tiles and the expansion's 30, orientations
//	city      one player's city: placement rules, legal placements
//	variants  the five bonus rules and the scoring readings, as data
//	score     the score pad, with the reason for every hex
//	site      the construction site: line, costs, stacks, refill, stones
//	akropolis (this package) a whole game: setup, turns, the end, records
//
// # A game
//
// The package's example "Game" (Example_game) plays a whole game and
// prints the totals and the winners. In short:
//
//	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{1, 2}})
//	if err != nil {
//		log.Fatal(err)
//	}
//	for !g.Over() {
//		moves := g.AppendLegalMoves(nil) // every legal move of g.Current()
//		if err := g.Play(moves[0]); err != nil {
//			log.Fatal(err)
//		}
//	}
//	fmt.Println(g.Score(0)) // the score pad, with a reason for every hex
//	fmt.Println(g.Ranks())
//
// A [Move] is a site position and a [city.Placement]: "2:07@(1,-2)r3" takes
// the tile at position 2 (paying 2 stones) and lays tile 07 with its first
// hex on (1,-2), turned 3 x 60 degrees clockwise (a take: [Move.Kind]; the
// Athena expansion adds completions and the stop move, and the zero Move
// is no move). [Game.Check] tells whether
// a move is legal and what it would do; [Game.Play] plays it, and a refused
// move changes nothing; [Game.Undo] takes a move back exactly;
// [Game.PlayEvents] reports what happened as the events of package
// site/event. [Game.LegalMoves] yields the legal moves lazily,
// [Game.AppendLegalMoves] without allocating, and [Game.ListMoves] fills a
// [MoveList] read on demand, for playouts. [Game.View] is what a player may
// see, and [View.SampleInto] deals what it may not, for search.
//
// # Where the rules are written
//
// Each ruling is written once, where it applies: the readings the printed
// rules leave open and the options that choose them at [Options]; setup, a
// turn, the stones, the refill, the end and the ranking at [Game]; the solo
// game against the Architect and the Athena expansion's construction phase
// at [Game] too, the cards' conditions in package score/athena; placement
// in package city, scoring in package score, the bonus variants in package
// variants, the costs, stones and stacks in package site.
//
// # Records, positions and other forms
//
// Every value a program exchanges has one text form and one JSON form,
// both read back exactly; [ReadAny] tables them, with the conventions every
// reader holds to (strict JSON, bounded sizes, one spelling of spaces).
// [Game.Record] gives a game's [Record] (tags and moves, as PGN), which
// [Record.Replay] checks move by move; [Game.Position] gives a [Position]
// (as FEN), which [Position.Check] checks whole and [NewFromPosition]
// continues. [CheckDocument] checks any of them, and a city's placements,
// and returns every violation.
//
// # Errors
//
// A refused move, placement, take or setup returns a structured error that
// carries what was tried ([*Error], *city.PlacementError with its
// step in a history) wrapping one sentinel
// per rule: errors.Is finds the rule, errors.As the structured error. Every
// rule sentinel is a stable code (package tile/rule: "not-adjacent",
// "cannot-afford", ...). Text that cannot be read wraps rule.ErrSyntax, with a
// message naming the package that read it.
// [ReportOf] gives any error the module's one JSON form, a [Report], for a
// client that cannot use errors.Is: its code, its message and where it
// applies.
package akropolis
