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
// a move is legal and what it would do; [Game.Play] plays it; a rejected move
// changes nothing and returns a [*MoveError] whose chain names the rule
// (errors.Is with site.ErrGameOver, [ErrWrongTile], site.ErrCannotAfford,
// city.ErrNotAdjacent, ...). [Game.Undo] takes a move back exactly.
// [Game.PlayEvents] reports what happened, for animation, as the events
// of package site/event.
// [Game.LegalMoves] yields the moves lazily: a loop over it may play each
// move and take it back before the next, and any other change to the game
// ends the loop rather than yield moves of another state. A player that
// lists every move but looks at few of them (random play, search
// playouts) fills a [MoveList] with [Game.ListMoves] instead of writing
// every Move: it keeps the legal spots once for all affordable positions
// (in a construction phase, the cells a one-hex tile can go on once for
// all the cards' tiles) and reads move i on demand.
//
// # Rulings
//
// The printed rules of Akropolis disagree in places and are silent in
// others. This module follows the rulings below. Where a ruling has another
// reading, an option selects it; the default is the reading written first:
//
//	question              default                                   option
//	starting stones       seat k gets k+1 (1, 2, 3, 4)              StonesFromZero: k (0, 1, 2, 3)
//	the reserve           40 stones; a gain is cut short when the   UnlimitedReserve: gains always paid
//	                      reserve runs out
//	tiles in play         those of the player count (37, 49, 61)    AllTiles: all 61 (2 or 3 players, solo)
//	Barracks "empty"      any empty cell, enclosed holes included   Rules.BarracksOutsideOnly: open cells only
//	lake (Gardens bonus)  one empty cell with six occupied          Rules.LakeAnyRegion: any enclosed
//	                      neighbours                                empty region
//
// Components and setup:
//
//   - Tiles: 61 city tiles of three hexes in a triangle, listed in package
//     tile with their player-count group and the clockwise order of their
//     hexes. A tile is one-sided: six rotations, never mirrored; mirror-image
//     pairs (04 and 48) are different tiles.
//   - Tiles in play: those whose group is at most the player count N: 37
//     tiles for 2 players, 49 for 3, 61 for 4; AllTiles plays all 61 with 2
//     or 3 players (for 4 it changes nothing).
//   - The construction site ([site.Site]): after a seeded shuffle, N+2 tiles
//     face up and the rest in face-down stacks of N+1 tiles: 11 stacks in the
//     standard game; with all tiles 19 for 2 players and 14 for 3. The same
//     options and seed always give the same game; [NewFromSite] sets up an
//     explicit site to replay a real game.
//   - Seats 0 to N-1 play in that order; seat 0 holds the Chief Architect
//     marker and plays first.
//   - Stones: site.BoxStones (40) in the box; the reserve holds what the
//     players do not. Seat k starts with k+1 stones, or k with
//     StonesFromZero. No stone is ever made or lost: the reserve and the
//     seats always hold 40 together, under either reserve reading.
//   - Every city starts as its starting tile alone (a House plaza with three
//     Quarries; see tile.Start).
//
// A turn, for the seat to move ([Game.Current]):
//
//  1. Take the tile at site position i (0 is the first), paying i stones
//     into the reserve; the seat must hold at least i. The tiles behind it
//     move up one place, so each costs one stone less.
//  2. Place it in the seat's own city, by the placement rules of package
//     city (ground level next to the city, or on top of three hexes of equal
//     height from at least two tiles; height is unbounded). A legal
//     placement always exists.
//  3. Gain one stone from the reserve for each Quarry the tile covers (the
//     stone rules live in package site: site.Economy). The
//     payment of step 1 is already in the reserve and may be gained back at
//     once. If the reserve runs short, the seat gains only what is left;
//     with UnlimitedReserve every gain is paid in full and the reserve's
//     count may go below zero.
//  4. Refill: when exactly one tile is left and stacks remain, it becomes
//     the first tile, the next stack's N+1 tiles go after it, and the Chief
//     Architect marker passes to the next seat. When one tile is left and no
//     stacks remain, the game is over: the last tile is never played.
//  5. The next seat in order plays. Turn order never resets at a refill: a
//     standard game has 12 x (N+1) turns (36, 48 or 60), so some seats play
//     more often than others within one site.
//
// Scoring ([Game.Score], [Game.Total]; the rules in package score): only
// the visible hex of each cell counts; a district's value is its level; per
// district type, the values of its qualifying districts times the stars of
// its visible plazas; +1 per stone held. The five bonus variants (package
// variants) double the value of districts that meet their condition.
//
// The result ([Game.Ranks]): the highest total ranks first; between equal
// totals, more stones rank first; players still tied share the rank
// (totals 40, 40, 35 with equal stones rank 1, 1, 3): the winners are the
// seats of rank 1.
//
// Information ([Game.View]): everything is public but the order of the
// face-down tiles: a seat sees the site line, every city, every seat's
// stones, the reserve, the number of stacks left and which tiles are still
// unseen, never their order nor the seed.
//
// # Records
//
// [Game.Record] returns the options, the explicit setup and the moves of a
// game; its text form (tags, then one move per line, in the spirit of PGN)
// and its JSON form both read back with [Record.UnmarshalText] and [ReadRecord].
// [Record.Replay] validates every move and reports the first illegal one
// as a [*ReplayError] with its turn and rule. A city from another program,
// as a list of placements, is checked by [city.Validate], which reports
// every violation with its index; [ParseCity] reads its text or JSON form.
//
// # Data forms
//
// Every value a program exchanges has one text form and one JSON form, both
// read back exactly; golden files of each are in testdata/forms:
//
//	value             text form                        JSON form
//	hex.Hex           "(0,-1)"                         {"q":0,"r":-1}
//	tile.ID           "07" ("S": the starting tile)    7 (0: the starting tile; 62..91 one-hex tiles)
//	city.Placement    "07@(1,-2)r3"                    the text form, as a string
//	Move              "2:07@(1,-2)r3"                  the text form, as a string
//	Options           the tags of a record             {"players":3,...,"seed":"1 2"}
//	Record            tags and numbered moves (PGN)    {"options":..,"setup":..,"moves":[..]}
//	a city            one placement per line           ["07@(1,-2)r3",...] or city.City's object
//	Position, View    one line, below                  {"options":..,"turn":7,...}
//	event.Event       Event.String (a log line)        {"kind":"placed","turn":7,...}
//	score.Card        Card.String (a score pad)        {"lines":[..],"hexes":[..],...}
//	score.ArchitectCard  its String (a pad)           {"level":"hippodamos","multiplier":1,"lines":[..],...}
//	Outcome           (none)                           {"cost":0,"level":1,"quarries":0,"gained":0}
//	Setup             the Line and Stacks tags         {"line":[..],"stacks":[[..],..]}
//	site.Cards        "Fortress 62,75,80,84 0 75 / ..."  [{"card":"Fortress","dealt":[..],"taken":[..],"completedBy":[..]},..]
//	tile.Tile         Tile.String (a label)            {"id":4,"group":2,"hexes":["BarracksPlaza","House","Quarry"]}
//	city.Result       (none)                           {"level":2,"quarries":1}
//	city.Layer        (none)                           {"kind":"House","tile":12,"hex":0,"level":2}
//	any error         err.Error()                      report.Report: {"code":"gap","message":..,"step":2,...}
//	the legal moves   (Game.AppendLegalMoves)          Game.LegalMovesJSON: [{"move":..,"cells":[..],"cost":0,...},..]
//
// The catalogue a front-end draws tiles from is json.Marshal of
// tile.Catalogue() (testdata/forms/catalogue.json); a column of a city is
// json.Marshal of city.Base.Column's layers. Some exported types have no
// JSON form of their own, on purpose: a [Game] is exchanged as its Record or
// its Position; a site.Site as the line and stacks of a position or setup;
// a site.Economy as the Options it is made from; city.Engine (a view of a
// city), city.SpotRow, city.Spot and city.Holes are engines' working
// state; and the error types are errors, to be matched with errors.Is and
// errors.As.
//
// The JSON convention: names in lower camel case, matched exactly; an
// unknown name, or a name given twice in an object, is an error (a second
// "moves" would otherwise silently replace the first); null is an error
// wherever a value is expected, for the same reason ("moves": null would
// otherwise read as no moves); every value must be of its field's kind; a
// UTF-8 byte order mark before a document is skipped (text forms too).
// Every package decodes through one implementation of the convention,
// package hex/strictjson, so a score card or a cell read on its own is held
// to it as much as a record is. A decoding error names the place of the
// value at fault, what was found there and the form wanted ("moves[3]:
// found null, want a string"; "turn: found a string, want an integer in
// ..."), never a Go type. Seeds are strings ("1 2"): a uint64 does not survive a JavaScript
// number. Tiles are written as numbers and read as numbers or as text
// ("07"). Every field is written, zero values included. Formats name tiles
// by number and their hexes by index, so they do not assume tiles of three
// hexes.
//
// An error, for a client that cannot use errors.Is and errors.As, is
// json.Marshal of report.Of's report.Report (package examples/report;
// testdata/forms/errors.json):
// "code", the rule broken (package tile/rule's table), or "too-large",
// "syntax" or "error" for input over a limit, input that cannot be read,
// and any other error; "message", the error's text; and where the error
// applies, each left out when it does not: "step" (a record's move or a
// city's placement, from 1), "turn", "seat", "move", "placement", "cell"
// (the placement's first hex), "line" (of a text form), and "errors" (each
// violation of a position, reported alone).
//
// A city in JSON (json.Marshal of a *city.City, from Game.City or
// city.Build) is what a front-end draws from: each occupied cell with q, r,
// height, the visible kind, district, plaza and stars, the tile on top and
// which of its hexes, and the column below (bottom first, each hex a
// city.Layer in its JSON form, as city.Base.Column gives it); and the empty
// cells next to the city, the enclosed ones (holes, lakes) marked.
//
// Legal moves are highlighted from [Game.LegalMovesJSON]
// (testdata/forms/legal-moves.json): each legal move of the player to
// move, its text, the cells its tile covers (in the order of the tile's
// hexes), its Outcome's cost, level, Quarries covered and stones
// gained, as Game.Check gives them, and its Delta; [LegalMove] decodes it.
//
// A screen is drawn from one document: [View.DrawableJSON] is a view's JSON
// form with each city in this drawable form instead of its placement
// list (testdata/forms/view-drawable.json).
//
// A [Position] is everything that decides the rest of a game (the FEN of
// Akropolis); Game.Position gives the full one, Game.View the public one.
// Its text form is one line of 13 fields separated by single spaces:
//
//	players level rules flags turn seat chief stones reserve line stacks cities pile
//	2 hippodamos none - 3 0 0 1.1 38 04.07 ?11 12@(0,-2)r0/33@(0,-2)r0 -
//
// The fields:
//
//   - players: 1 to 4 (1: solo). level: the Architect's, by name
//     (hippodamos when not solo). rules: the words of variants.Options
//     joined by ',' ("none", "houses+markets,barracks-outside-only").
//   - flags: '-' or some of 'a' (AllTiles), 'z' (StonesFromZero), 'u'
//     (UnlimitedReserve), in that order.
//   - turn: the turn to play, from 1. seat: the seat to move. chief: the
//     Chief Architect's seat.
//   - stones: one count per seat, joined by '.' (seat 1 is the Architect in
//     a solo game). reserve: the box's count (below zero only with 'u').
//   - line: the face-up tiles, position 0 first, joined by '.'.
//   - stacks: the face-down stacks in draw order joined by '/', each its
//     tiles joined by '.'; "?N" for N stacks whose tiles are hidden (a
//     public position); '-' for none.
//   - cities: one per player joined by '/', each its placements in the
//     order laid joined by '.', or '-' for no placement.
//   - pile: the Architect's tiles joined by '.', or '-'.
//
// A position of a game with the Athena expansion has, after these 13
// fields, its card rules (the readings of the card conditions: "none", or
// the athena.Options names of those set joined by '+', as a record's
// CardRules tag), its phase ("constructing" when the seat to move is in its
// construction phase, '-' otherwise) and then its cards in their own text
// form (site.Cards', which has spaces of its own: the four slots separated
// by " / ", each the card, the tiles dealt onto it, the seats that
// completed it and the tiles taken off it):
//
//	2 hippodamos none - 26 1 0 1.0 39 12.18.06 ?3 ...77@(-3,5)r0/... - none - Pantheon 72,83,71,62 - - / Agora 87,77,75,89 0 77 / ...
//
// Tiles are numbers 1 to 61 ("04"), and in a city or the Architect's pile
// the one-hex tiles 62 to 91 too. Its JSON form has the same fields:
//
//	{"options":{...},"turn":3,"current":0,"chief":0,"stones":[1,1],"reserve":38,
//	 "cities":[["12@(0,-2)r0"],["33@(0,-2)r0"]],"pile":[],"line":[4,7],
//	 "stacksLeft":11,"stacks":[[5,44,21],...]}
//
// with "stacks" left out when hidden, and "stackSize" and "unseen" (the
// face-down tiles in ID order, then with the Athena expansion the one-hex
// tiles left in the box) added for clients; when read, they must be what
// the rest gives. An Athena position's JSON adds "cards" (site.Cards' JSON
// form) and, in a construction phase, "constructing": true; both are left
// out without the expansion, whose positions read and write as before
// (testdata/forms/athena-position-*.txt and .json show one at the start,
// after a completion and in a phase). A View's forms are those of its
// public position. Both forms are bounded (64 KiB); [Position.UnmarshalText]
// and [Position.UnmarshalJSON] read them. A document that may hold a
// record, a position or a city, in either form, is read by [ReadAny], which
// tells them apart by their shape. [Position.Check] reports every violation (a tile twice or outside
// the set, stacks of the wrong size, stones not adding up to 40, a turn or
// seat inconsistent with the tiles taken, an illegal city, ...) in one
// [*PositionError], each found with errors.Is. With the Athena expansion
// it checks the cards against the cities and the pile: cards exactly with
// the expansion, and a construction phase only with it
// (site.ErrBadCard); each one-hex tile in one place, on a card or in a
// city or pile (ErrDuplicateTile), and dealt onto a card, never on the
// site (ErrForeignTile, as a one-hex tile in a base game); each seat that
// completed a card holding exactly one of its tiles, no seat a tile of a
// card it did not complete, and in a solo game the Architect completing
// the cards the player completed (site.ErrCardTiles, "card-tiles"). Each
// completion takes one tile off its card, so a card's completions and the
// tiles taken off it always agree: the cards' forms refuse any other
// layout (site.ErrBadCard). [NewFromPosition] continues
// a game from a full position (its record then starts from the position, a
// [Position "..."] tag, as a chess PGN from a FEN), and [View.Sample]
// refuses a view that fails its position's [Position.Check].
//
// Empty input. A record, position or city document that holds nothing (no
// bytes, only spaces, line ends, a byte order mark or comments; in JSON {},
// or for a city [] or no placements) is an error wrapping [ErrEmptyInput]
// (code "empty-input") and ErrSyntax, from every reader. A service never answers "valid" to an empty body.
//
// Spaces. A position has one spelling: its fields (and an Athena
// position's cards) separated by single spaces; a tab, a second space or any other space inside the line is an
// error naming its column (spaces and line ends around the line are not
// part of it). Record and city text are files people write and edit, read
// line by line: spaces and tabs around a line, blank lines and comments
// (from a ';' to the end of its line, in both) are ignored, and within a
// move line or a tag's seed any run of spaces and tabs separates. A list of
// tiles has one spelling everywhere, a record's tags as a position's
// fields: numbers separated by '.', stacks separated by '/'
// ("22.30.15.19", "21.07.13/25.36.20"). A tag is written [Name "value"]
// exactly, and a placement "07@(1,-2)r3" admits spaces only around the
// cell's numbers, inside its parentheses.
//
// Size. Every reader refuses a document over its bound before reading the
// rest: 1 MiB for a record or city (and for the JSON of options, an
// outcome or a legal move), 64 KiB for a position or view, checked on the length of a string or byte
// slice before anything is allocated, and on a stream after at most the
// bound + 1 bytes (ReadRecord and ReadAny hold one buffer of at most
// that; a reader that knows its length, such as a bytes.Reader, is refused
// unread). Lists are bounded as they are read (1000 moves, 61
// tiles or placements per list, 1000 placements for a city), JSON nesting at 32 levels (strictjson.MaxDepth), so the cost of
// any input within the bounds is proportional to its size: a document of
// the worst shapes at its bound (deep nesting, one long string, many small
// values, for every reader) allocates at most 8 bytes per byte read
// (TestHostileInputCost), 16 for ReadAny, which holds its own copy.
//
// The JSON and text forms of the packages below are bounded the same way,
// through the one decoder of package strictjson: every JSON document at
// 1 MiB (strictjson.MaxBytes), site.Cards' at 16 KiB and four cards, a
// city.City's at 91 placements, an event's at 3 cells; the cards' text at
// 400 bytes; a text form of one word or number (a kind, a tile, a cell, a
// level) reads no further than its longest spelling, whatever the input's
// length. Each is in TestHostileInputCost and BenchmarkHostileInput with
// its bound. The costliest measured (BenchmarkHostileInput,
// -count 6, two shared cores of an AMD EPYC) is a record in JSON whose one
// move is a string of 1 MiB: 7.1 MiB allocated, medians of 8.7 to 12 ms
// over three runs.
//
// # Solo
//
// With Players 1 the game is played against the Architect, an automated
// opponent, at the chosen score.Level. No complete official text of the solo
// mode was available: these rules are the module's rulings, following the
// most-played digital implementation except where said.
//
//   - Setup: the tiles of the two-player game (37), or all 61 with
//     AllTiles; a site of 4 tiles refilled with 3, as for two players (11
//     refills; 19 with all tiles). Both have a starting tile. The player
//     (seat 0) moves first with 1 stone; the Architect (seat 1) has 2.
//     StonesFromZero does not apply.
//   - Turns alternate strictly: player, Architect, player, ... The refill
//     check runs after every turn, whoever played it; the Chief Architect
//     marker passes at each refill as usual. A standard game is 18 takes
//     each, and the Architect always takes the last tile.
//   - The player's turn is a normal turn, except that the stones paid go
//     to the Architect at once, not to the reserve: the Quarry gain is
//     limited by the reserve as it stands.
//   - The Architect's turn: it takes the tile at the lowest position that
//     shows a plaza (of any type) and whose cost it can pay, or else the
//     first tile (site.Site.ArchitectChoice); it pays the cost to the
//     reserve. It never gains stones from Quarries, and keeps its tiles in a
//     pile, not a city: every hex of the pile counts, however it might be
//     drawn.
//   - The Architect's score ([Game.ArchitectScore]) counts its pile by
//     the rules of package score (score.Architect, with a worked example):
//     m = 1 at Hippodamos and Metagenes, 2 at Callicrates; per district
//     type, m x its district hexes in the pile times the stars of its
//     plazas there; the variants' bonus conditions asked of the pile;
//     Metagenes adds 2 per Quarry; +1 per stone.
//   - The result ([Game.Ranks]): the player wins with a strictly
//     higher total, or equal totals and strictly more stones; otherwise the
//     Architect wins. There is no shared result: [Game.Ranks] is [1 2] or
//     [2 1].
//
// The digital implementation keeps no stone reserve in solo:
// UnlimitedReserve plays the same way. (Package score says where its
// Architect scores differently, and why.)
//
// [Game.PlayEvents] reports the Architect's take after the player's move;
// its pile is the position's (Position.Pile, in [Game.View] too) and its
// stones are seat 1's ([Game.Stones](1)).
//
// # Athena
//
// With Options.Athena the game plays the Athena expansion; it combines with
// every player count, solo level, variant, rule option and AllTiles, and is
// off by default (a game without it is dealt and played exactly as
// before). Options.CardRules selects the readings of the card conditions
// (package score/athena states each card and each reading); it must be
// zero without Athena.
//
//   - Setup: 4 of the 18 construction cards (tile.Card) are dealt at random
//     into slots 1 to 4, and 4 of the 30 one-hex tiles (62 to 91) face up
//     onto each; the 14 others stay in the box, unseen. The cards are
//     dealt from the game's seed by a generator of their own
//     (site.DealCards), so the site's deal does not change. Everything
//     about the cards is public: [Game.Cards].
//   - The construction phase: after a player's take, payment, placement
//     and stone gain, that player may complete a card they have not
//     completed yet whose condition holds for their city now, counting the
//     stones they hold after this turn's payment and gains. A completion
//     is a move whose Placement lays one of the one-hex tiles still on
//     the card and whose Position is the card's slot (Move.Card returns
//     it), "c2:75@(1,-2)r0". The
//     tile is placed at once in the player's city, for free, by the
//     placement rules of one-hex tiles (package city); covering a Quarry
//     gains a stone from the reserve as usual; the site does not change.
//     Then the phase repeats: the reward tile may meet another card. The
//     stop move (Stop, "stop") ends the phase and the turn.
//   - No choice, no stop: when after the placement (or after a completion)
//     the player can complete no card, the turn ends at once, as in the
//     base game. So a record holds a stop move only where a completion was
//     possible, and a game without the expansion never sees one.
//   - Each player completes each card at most once, for good, whatever
//     they build later; every player may complete every card (4 tiles on
//     a card are enough for 4 players); a card not completed stays
//     available at the end of a later turn of theirs if its condition
//     holds then. A city is checked only in its owner's turn.
//   - The game's last turn has its phase too; the game ends after it
//     ([Game.Over] waits for it). Tiles left on the cards are ignored.
//   - The statue: a player who completed all four cards scores 5 points per
//     stone instead of 1 (athena.StonePoints); one to three cards give
//     nothing extra; ties are still broken by the number of stones.
//     [Game.Score], [Game.Total], [Game.Ranks] and [Game.Delta] count it.
//   - Solo: the Architect never completes a card by itself. Each time the
//     player completes a card, the Architect completes it too and first
//     receives one of its tiles: a plaza if the card holds one, else a
//     double district, else a single district; among tiles of the same
//     rank, the lowest number (a ruling: the players' own choice is not
//     modelled). The player then chooses among the tiles left. The
//     Architect's tiles go onto its pile: a double district adds its
//     multiplier to each of its two types, a single district to its type,
//     a plaza its stars. If the player completes all four cards, so has
//     the Architect: its stones are worth 5 each too.
//
// The moves of the phase are listed with the others ([Game.AppendLegalMoves],
// [Game.ListMoves], [Game.LegalMoves], [Game.LegalMovesJSON]): for each card
// the player can complete, in slot order, each tile still on it, each legal
// placement (a single district or plaza, the same hex in every rotation,
// in rotation 0 only, though any rotation is legal), then the stop move.
// [Game.Check] refuses a take during the phase (site.ErrConstructing), a
// completion or stop outside it (site.ErrNotConstructing, or
// site.ErrGameOver after the end, each with its own reason), a slot without a card
// (site.ErrBadCard), a card the player completed already
// (site.ErrCardDone), a card whose condition does not hold
// (site.ErrNotCompletable), a tile not on the card (site.ErrNotOnCard),
// then the city's placement rules. [Game.Undo] takes back one step: a
// take, a completion or a stop. [Game.PlayEvents] reports a completion as
// event.CardCompleted (the Architect's first, in solo), the tile placed
// and the stones gained, and the stop as event.Stopped.
//
// A record of an Athena game carries the options ("athena", "cardRules"
// in JSON; the Athena and CardRules tags in text), the cards as dealt in
// its setup (Setup.Cards; the Cards tag) and the moves, completions and
// stops included; its text form writes no "; seat k" comment, as a turn
// may take several moves. A [Position] carries the cards
// (Position.Cards, public) and whether the seat to move is in its
// construction phase (Position.Constructing; [Game.Constructing] asks a
// game without building its position), in both its forms (see Data
// forms), so that a game continues from any moment, a phase included, and
// a View's samples are Athena games that players search. Check refuses a
// phase the rules cannot have opened: one where the seat to move can
// complete no card, or before any take. Its Unseen tiles
// include the 14 one-hex tiles left in the box, which no sample deals.
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
// that read it instead, and has no code (every package's ErrSyntax wraps
// rule.ErrSyntax, which finds them all); report.Of gives every error,
// these too, a code and the JSON form of the data-forms section.
//
// Each package lists its own errors, in the order they are checked, in its
// errors file: the placement rules in package city (ErrUnknownTile ...
// ErrOneTile), the take rules in package site (ErrGameOver, ErrNeedsRefill,
// ErrBadPosition, ErrCannotAfford, ErrBadSetup), the move rules and setups here
// ([ErrWrongTile], [ErrBadOptions], [ErrBadStacks], ...), and the text
// errors of hex, tile, city, variants, score, event and this package
// ([ErrSyntax], [ErrTooLarge], [ErrEmptyInput]). Game.Undo, like city.City.Undo, reports false (no
// error) when there is nothing to take back.
//
// A cell outside the dense window of package hex is not an error there:
// Hex.Index reports it with false, and a city with city.ErrOutOfBounds.
//
// # Hidden information
//
// [Game.View] is what a player sees: its public position, everything but
// the order of the face-down tiles, with [View.City] to query each city.
// [View.Sample] deals the unseen tiles at random into a full game
// consistent with the view, for information-set search; like a game from
// [NewFromPosition], the sample's record starts from its position. With
// the Athena expansion everything about the cards is public and in the
// view; the one-hex tiles left in the box are unseen too, but never come
// into play: a sample deals only the face-down tiles of the stacks.
package akropolis
