// Package analysis tells where a game was won: for each move of a record,
// the search player's estimate of the mover's chance to win before and
// after it, the rank of the move played among the legal moves, and the
// best alternative with the chance it would have given; and the three
// moves that changed the game most.
//
// The estimates are those of the search player (players.MCTS, through its
// Estimates), each search made from what the seat to move could see then
// (never the order of the hidden stacks). The search of a position ranks
// its legal moves, the most visited first and the moves no playout tried
// last, in the order of their Delta. A seat's chance in a position is its
// mean share of the win over the playouts through the move the search
// would play there. The mover's chance after a move is its chance in the
// position the move leads to, whoever moves there, or the result after the
// last move (1 a win, 1/n a win shared by n, 0 a loss); its chance before
// the move is its chance after the move the search ranks best. So every
// chance of a move, the one played, the best and the best alternative,
// comes from a search of the same budget one move on: a search favours the
// seat it moves for, and comparing chances read from the same kind of
// search keeps that bias out of the changes. (After a move that refills
// the site, the search one move on sees the tiles drawn, as the players
// did then.) A move the search ranks best
// changes nothing; the moves that changed the game most are the largest
// changes up or down. Small budgets give noisy estimates, above all early
// in a game, when there are many moves and much to come.
//
// With a playout budget (Options.Playouts, the default) the analysis is
// deterministic: the same record, seed and budget give the same report on
// any machine. A time budget (Options.Time) gives each search a time
// instead, as the search player's time budget does.
//
// The examples/analyse command prints a record's analysis; the web page's
// API has it as the analyse call.
package analysis
