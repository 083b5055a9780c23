// Package arena plays Akropolis games between players, built-in or
// external engines, as a referee does: it seats them, asks each for its
// move, ends a game by forfeit when a player breaks the rules or the
// protocol, and plays tournaments with the seats rotated, on several
// goroutines or split in shards between machines, with a table of wins,
// mean scores and Elo ratings. The examples/play command is its front end.
//
// # One game
//
// A Config names the players by seat (ParseBots reads them from a list
// such as "greedy,exec:./mybot"); a single game is game 0:
//
//	g, err := akropolis.New(c.Options)
//	t, lost, err := c.SitDown(g, 0) // external engines are started and told the setup
//	if lost == nil {
//		lost = t.Referee(g, nil) // every turn: players.Choose, then g.PlayEvents
//	}
//	t.Close(lost)
//	ranks := arena.Ranks(g, lost)
//
// # Forfeits
//
// A player that gives no move, or an illegal one, loses the game by
// forfeit; an external engine also forfeits when it does not answer in
// time, exits, writes a line that is not its move, answers an error, or
// cannot be started. The game stops there, as it stood after the last good
// move: its record holds the moves played before the forfeit (it replays),
// and WriteRecord adds a comment naming the seat and the reason. The seat
// that forfeits ranks last, alone; the others rank among themselves by
// their totals and then stones as they stand, as at the end of a game. In
// a solo game the Architect wins.
//
// # Tournaments
//
// Game i of a tournament of P-player games deals with seed (A, B+i/P),
// (A, B) the Options' seed, and seats the entries of Bots rotated by i:
// entry j sits at seat (j-i) mod P, so the P games of a deal play it from
// every seat (use a multiple of P games for a fair count). A built-in
// player's seed comes from the game's number and its entry. Every game's
// result depends only on the seed, the options and the players, so the
// results are the same whatever the number of workers, and Merge joins the
// shards of a tournament, played anywhere and written with WriteResults,
// into the results of the whole. A solo tournament counts the Architect as
// a player.
//
// The table (WriteTable) gives per player (an entry of Bots; an external
// engine by the name it announces, see EngineNames; a second "greedy"
// shows as "greedy#2") its games, its wins (first place alone), its shared
// wins (first place shared on points and stones, counted 1/n in the win
// rate), its mean score with a 95% interval (mean plus or minus 1.96
// standard errors) and an Elo-style rating: the Bradley-Terry maximum
// likelihood fit of every pair of seats of every game (a shared rank is a
// draw), with one virtual draw between every pair of players so that a
// clean sweep stays finite, shown on the Elo scale (400 log10) with mean
// 0.
package arena
