// Package rule gives every rule of Akropolis a stable, machine-readable
// [Code], in the style of syscall.Errno: a code is itself an error, the rule
// sentinels of the other packages are codes (city.ErrNotAdjacent is the
// code "not-adjacent"), so errors.Is(err, city.ErrNotAdjacent) and
// errors.As(err, &code) both see through any wrapping:
//
//	var code rule.Code
//	if errors.As(err, &code) {
//		fmt.Println(string(code)) // "not-adjacent"
//	}
//
// A code is a short kebab-case string. It never changes once published, so
// a program may store it, send it or compare it with a code it read back:
// rule.Code("cannot-afford") == site.ErrCannotAfford. Its Error method gives
// the rule in words; [Code.MarshalText] gives the code.
//
// An error that breaks no rule has no code in its chain: text that cannot
// be read wraps [ErrSyntax] instead, whichever package read it (the
// message names the package): errors.Is(err, rule.ErrSyntax) finds them
// all. The one
// exception is empty input, which a service must not take for a valid
// document: it has its own code, empty-input, besides ErrSyntax. For a
// client that wants a code for every error, akropolis.ReportOf gives
// the other errors one of three more codes (below), never found by
// errors.As.
//
// # Codes
//
// Every code, the sentinel that is it, and what it means:
//
//	code             sentinel                    the move, placement, take or setup broke this rule
//	unknown-tile     city.ErrUnknownTile         the tile number is not 1..61 (a city takes the one-hex tiles 62..91 too)
//	bad-rotation     city.ErrBadRotation         the rotation is not 0..5
//	tile-used        city.ErrTileUsed            the tile is already in the city
//	out-of-bounds    city.ErrOutOfBounds         a cell lies more than 62 from the origin
//	not-adjacent     city.ErrNotAdjacent         a ground tile shares no edge with the city
//	gap              city.ErrGap                 some cells under the tile are empty and some occupied
//	uneven           city.ErrUneven              the hexes under a higher tile are at unequal heights
//	one-tile         city.ErrOneTile             a higher tile rests on three hexes of one tile
//	on-one-hex       city.ErrOnOneHex            a one-hex tile would cover a one-hex tile (Athena)
//	too-many-tiles   city.ErrTooManyTiles        a city would hold more tiles than the catalogue
//	game-over        site.ErrGameOver            one tile is left and no stacks: the game has ended
//	needs-refill     siteplay.ErrNeedsRefill     one tile is left and stacks remain: a game refills first, so never says it
//	bad-position     site.ErrBadPosition         no tile at that position of the construction site
//	cannot-afford    site.ErrCannotAfford        the tile at position i costs i stones; too few held
//	bad-setup        site.ErrBadSetup            a player count, tile ID, line or stack that cannot be dealt
//	wrong-tile       akropolis.ErrWrongTile      the placement's tile is not the one at the chosen position
//	bad-options      akropolis.ErrBadOptions     options or a setup that cannot make a game
//	duplicate-tile   akropolis.ErrDuplicateTile  a tile is in two places of a position or setup
//	foreign-tile     akropolis.ErrForeignTile    a tile outside the game's set (the player count's, or all 61)
//	tile-count       akropolis.ErrTileCount      the tiles do not add up to the game's set
//	bad-stacks       akropolis.ErrBadStacks      a stack of the wrong size, or a wrong number of stacks
//	bad-line         akropolis.ErrBadLine        a face-up line no game reaches between turns
//	bad-stones       akropolis.ErrBadStones      negative stones, or seats and reserve not adding up to 40
//	bad-turn         akropolis.ErrBadTurn        the turn is not one more than the tiles taken (solo: the player a take ahead)
//	bad-seat         akropolis.ErrBadSeat        the seat to move or Chief Architect the turn and refills do not give
//	bad-cities       akropolis.ErrBadCities      not one city per player, or a pile outside a solo game
//	empty-input      akropolis.ErrEmptyInput     a record, position or city document holding nothing
//	bad-card         site.ErrBadCard             no construction card in that slot, or a card layout that cannot be dealt (Athena)
//	card-done        site.ErrCardDone            the seat already completed that card (Athena)
//	not-completable  site.ErrNotCompletable      the card's condition does not hold for the seat's city now (Athena)
//	not-on-card      site.ErrNotOnCard           the tile is not on that card (Athena)
//	not-constructing site.ErrNotConstructing     a completion or the stop move outside the construction phase (Athena)
//	constructing     site.ErrConstructing        a take during the construction phase, which takes a completion or stop (Athena)
//	card-tiles       site.ErrCardTiles           a position's one-hex tiles are not those the cards gave the seats that completed them (Athena)
//	no-move          akropolis.ErrNoMove         the zero Move, which is no take, completion or stop
//
// The codes of errors that break no rule:
//
//	code             the error                   what it means
//	syntax           (rule.ErrSyntax, wrapped)   the input cannot be read
//	too-large        (akropolis.ErrTooLarge)     the input is over a size limit
//	error            (any other error)           an error of no rule of the module, such as a failed read
//
// [Codes] lists them all in this order. Each rule's code is defined once,
// as the sentinel of the package whose rule it is ("gap" is city.ErrGap);
// this package holds the type, the list every code must be in and the
// words of each, and is imported by every package that has a rule to
// break (city, site and the root package) or text to read (tile, variants,
// score, event too, for [ErrSyntax]). Package hex, at the bottom, imports nothing of the module
// but its internal helpers: its syntax errors wrap the same error value as
// [ErrSyntax] without importing this package.
package rule
