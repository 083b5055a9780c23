// Package perft counts move sequences, as chess programs count them to
// check a move generator against published tables: from a game whose
// face-down stacks are known (a full akropolis.Position, so every refill
// is determined), the number of sequences of exactly N moves of the
// players. Two implementations that agree on these counts, depth by depth
// and first move by first move (Divide), list the same legal moves in
// every position they reach.
//
// # What is counted
//
// A sequence is N moves of the players, each legal where it is played.
// What follows a move by the rules alone is not a move of its own: the
// refill of the site, the Chief Architect's marker, and in a solo game the
// Architect's take after each of the player's moves. A move is a take and
// a placement, as akropolis.Move: the same tile laid on the same three
// cells in two rotations is two moves. A sequence that reaches the end of
// the game in fewer than N moves counts for nothing, as a checkmate does
// in chess.
//
// The README's table gives the counts of seven positions (the start with
// one to four players, a mid-game, a tall city with a hole, the last
// refill) to depth 3 or 4; the tests recompute them with a brute-force
// lister that tries every tile, anchor and rotation through Game.Check.
// The examples/validate command prints them (-perft N, with the count
// under each first move), and the engine protocol's perft command asks an
// engine for them.
package perft
