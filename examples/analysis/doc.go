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
// last, in the order the search's outlook gives them. A seat's chance in
// a position is its mean share of the win over the playouts through the
// move the search would play there (a playout cut off before the end of
// the game counts the chance the search's outlook gives the seat). The mover's chance after a move is its chance in the
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
// changes up or down among those larger than their noise.
//
// # Noise
//
// A chance is a mean over the playouts of a search, so it is noisy: two
// searches of the same position with other seeds or budgets give other
// chances, above all early in a game, when there are many moves and much
// to come. Each chance comes with its standard error (Noise): a playout's
// share of the win lies between 0 and 1, so the mean p of n playouts has a
// standard error of at most √(p(1-p)/n), the binomial one (p pulled to
// (pn+1)/(n+2) so that few playouts never claim certainty; a result at the
// end of the game has none). A move is a turning point only when its
// change is larger than twice the noise of the difference:
// |after - before| > 2·√(se(before)² + se(after)²), about a 95% test that
// the two searches disagree (Move.Significant). A report may so name fewer
// than three turning points, or none: at small budgets, most changes are
// noise.
//
// With a playout budget (Options.Playouts, the default) the analysis is
// deterministic: the same record, seed and budget give the same report on
// any machine. A time budget (Options.Time) gives each search a time
// instead, as the search player's time budget does.
//
// The examples/analyse command prints a record's analysis; the web page's
// API has it as the analyse call.
package analysis
