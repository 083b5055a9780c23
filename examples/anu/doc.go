// Package anu reads and writes the compact string notation in which the
// Australian National University's COMP1140 Akropolis implementations (the
// course's reference and its students' projects) exchange moves and game
// states, so that their states, moves and scores can be checked against
// this module and the other way round.
//
// # Moves
//
// A move is ten characters, "IIyyyxxxRk": the tile number (01-61, the
// module's tile IDs), the anchor (the tile's first hex) as two signed
// offsets from the centre of the board, the vertical one first (N north,
// S south), then the horizontal one (E east, W west), then R and the
// rotation 0-5 (clockwise, as the module's). A zero offset is always S00 or
// E00; this package refuses N00 and W00, so that every move has one
// spelling. "16N01W02R3" is tile 16, anchor one row north and two columns
// west, rotation 3.
//
// The notation's board has columns of flat-topped hexes; x is the column
// (east positive), y the row (north positive), and every odd column sits
// half a hex higher. In the module's axial coordinates (r grows to the
// south): q = x and r = -y - (x + x mod 2) / 2, with x mod 2 in {0, 1}; see
// ToAxial and FromAxial. The starting tile lies at S00E00 and is not
// written.
//
// # States
//
// A state is statements each ended by ';':
//
//	settings;shared;player;player;[player;][player;]
//
// The settings are the player count (2-4) and the letters hmbtg (houses,
// markets, barracks, temples, gardens), upper case for a variant scoring
// that is on: "3HmbtG". The shared statement is the seat to move and the
// construction site, two digits a tile, position 0 first. Each player
// statement, in seat order, is P, the seat digit, the seat's stones (two
// digits) and the seat's moves in the order it played them. Once the game
// is over the seat to move is not advanced: it stays the seat that made the
// last move. The first two states of a 2-player game:
//
//	2hmbtg;010181620;P001;P102;
//	2hmbtg;1101620;P00018S00E02R0;P102;
//
// Parse reads a state and refuses one that no real game reaches, naming
// every violation (see State.Check and the Err variables); String writes
// it back exactly. Step checks that one state follows from another by one
// legal move, and CheckGame a whole game's list of states.
//
// # The library's positions
//
// State.Position imports a state as the library's public position (an
// akropolis.Position with its stacks hidden), State.View as the view built
// on it, and FromPosition, FromView and FromGame export one. Exporting a
// game and importing the string gives the game's public position back;
// importing and exporting gives the string back. The notation has no
// reserve, no Chief Architect, no stacks, no turn number and no rule
// options but the variants, so the importer fills them in this way:
//
//   - the game has the unlimited reserve (the notation's games treat the
//     supply as unlimited), the standard tile set of the player count, seat
//     k starting with k+1 stones and the default scoring readings;
//   - the reserve is 40 less the stones the seats hold (negative once the
//     unlimited supply has paid out more than the box holds);
//   - the Chief Architect starts at seat 0 and passes at every refill; a
//     refill happens after every N+1 moves while stacks remain, so the
//     number of moves always determines it: refills modulo N;
//   - the turn to play is the number of tiles placed plus one;
//   - the tiles of the set neither on the site nor in a city are the unseen
//     face-down stacks of N+1 tiles, in an order nobody knows;
//   - once the game is over, the library has passed the turn to the next
//     seat after the last move while the notation keeps the last mover: the
//     position's seat to move is the notation's plus one.
//
// Exporting drops what the notation cannot hold: whether the reserve is
// finite (its count is kept, since stones always balance), the starting
// stones and scoring reading options. Solo, all-tiles and Athena games
// cannot be written (the notation has no construction cards and no
// one-hex tiles).
//
// State.Totals and State.Cards score every seat, under the standard
// scoring or the state's variants, and State.LegalMoves lists the legal
// moves of the seat to move in the notation, sorted, for diffing against
// another implementation.
package anu
