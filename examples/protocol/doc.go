// Package protocol is a line protocol between a referee and an Akropolis
// engine, a program in any language that plays one seat. The referee
// starts the engine and talks to it over the engine's standard input and
// output, in the manner of UCI (chess) and GTP (go). This package holds
// both sides: [Engine] is the referee's side of a conversation (package
// examples/arena's referee uses it for an exec:PROGRAM player, as in
// examples/play -bots exec:PROGRAM) and [Serve] is the engine's side,
// around any examples/players.Player (the examples/engine command is such
// a program).
//
// # Lines
//
// A message is one line of text ending in "\n" (a "\r" before it is
// dropped), at most [MaxLine] bytes: a command word, then its arguments
// separated by spaces. Empty lines are ignored. A tile is its two-digit
// number ("04"); a move is the module's move text, position:tile@(q,r)rN,
// as akropolis.Move's String writes it and its UnmarshalText reads it
// ("2:07@(1,-2)r3"). An engine writes nothing but protocol lines on its
// standard output; its logs go to standard error.
//
// # Handshake and versions
//
// The referee speaks first: "akropolis V", V the highest protocol version
// it speaks ([Version], 2; this package speaks 1 and 2). The engine answers
// "name NAME" (optional), then in version 2 any "want FEATURE" lines, and
// then "ok W", W the version it will speak, at most V; a referee that does
// not speak W ends the conversation. An engine that speaks no version up to
// V answers "error TEXT" and exits. Within a version, a later revision may
// add optional lines but never changes the meaning of a line: an engine
// ignores a line whose command word it does not know, and a referee a
// feature it does not know. Anything else is a new version.
//
// Version 2 is version 1 with two additions, both opt-in, so a version 1
// engine keeps working with a version 2 referee (it answers "ok 1") and a
// version 2 engine with a version 1 referee (it answers "ok 1" to
// "akropolis 1" and never gets the new lines):
//
//   - "want moves" in the handshake: before each go the referee sends what
//     the seat may know now and every legal move with what it would do
//     (see The moves), so that a bot needs no rules code at all;
//   - the perft command, to compare move generators (see Perft).
//
// A revision of version 2 adds a third feature, also opt-in:
//
//   - "want athena" in the handshake: the engine plays games with the
//     Athena expansion (see Athena). A referee sends such a game only to an
//     engine that asked for it in a version 2 handshake: it has moves that
//     an older engine could not read ("stop", "c2:75@(1,-2)r0"). It refuses
//     to start one with any other engine ([Engine.Begin]'s error wraps
//     [ErrInput]), so that an engine never plays a game it cannot follow.
//
// # A game
//
// The referee sends the setup, which holds only what the engine's seat may
// see (never the order of the face-down stacks):
//
//	newgame               a game begins
//	option NAME VALUE     one line per option: players (1 to 4, 1 is a solo
//	                      game against the Architect), level (hippodamos,
//	                      metagenes or callicrates), rules (the variants and
//	                      scoring readings: "none", "houses+markets
//	                      barracks-outside-only", ...), allTiles,
//	                      stonesFromZero and unlimitedReserve (true or false)
//	seat K                the engine's seat, 0 the first to move
//	line T...             the face-up tiles of the site, position 0 first
//	stacks N S            N face-down stacks of S tiles each
//	unseen T...           the face-down tiles in number order (empty when none)
//	stones S0 S1...       each seat's stones (a solo game's seat 1 is the Architect)
//	cards TEXT            a game with the Athena expansion only: its cards,
//	                      in the text form of site.Cards
//	start                 the end of the setup
//
// The engine answers "ready" once it has set the game up; it ignores an
// option it does not know, and answers "error TEXT" to a setup the rules
// refuse (stones that do not match the options, tiles that do not make the
// stacks). Then, for every move in turn order:
//
//	played K MOVE         seat K played MOVE (the engine's own moves too);
//	                      in a solo game the Architect's takes follow from the
//	                      rules and are not sent
//	refill T...           right after the played line of a move that refilled
//	                      the site: the tiles of the stack drawn, in the order
//	                      they joined the line
//	go MS                 the engine's seat is to move, with MS milliseconds
//	                      to think
//
// The engine answers go with "move MOVE". With these lines an engine keeps
// its own copy of the game ([Serve] deals the stacks revealed so far in
// their order and the rest in any order, and deals again at each refill).
// The game ends with "gameover", at the end of the rules or at a forfeit;
// "newgame" may then start another game. "quit" ends the conversation: the
// engine exits at once, as it does at the end of its input.
//
// # The moves
//
// An engine that sent "want moves" gets these lines right before each go:
//
//	state turn T          the turn to play, 1 the first
//	state stones S0 S1... each seat's stones now (a solo game's seat 1 is
//	                      the Architect)
//	state reserve R       the stones left in the box
//	state line T...       the face-up tiles, position 0 first
//	state costs C...      the stones each position costs
//	state stacks N        the face-down stacks left
//	state totals T0 T1... each seat's total now: its score with its stones
//	                      (the Architect's score in a solo game)
//	moves N               N legal lines follow
//	legal MOVE delta D cost C gained G level L
//	                      one legal move: D is the change it makes to the
//	                      mover's total (as akropolis.Game.Delta: the score
//	                      with the stones, the price paid and the Quarries'
//	                      stones counted), C the stones it costs, G the
//	                      stones its Quarries gain from the reserve, L the
//	                      level the tile reaches (1 on the ground)
//
// The legal lines list every legal move once, in the order of
// akropolis.Game.AppendLegalMoves (the cheapest site position first). The
// engine answers go with one of them; the referee still checks the move. A
// bot that plays the first move of the highest delta plays as the greedy
// player does (see Example_moves); examples/pybot is such a bot in Python.
//
// # Athena
//
// A game with the Athena expansion (sent only to an engine that asked for
// it with "want athena") has two more option lines, "option athena true"
// and "option cardRules RULES", RULES the readings of the card conditions
// as the JSON object of athena.Options ("{}" for the default readings),
// and a "cards" line in its setup: the four construction cards, the
// one-hex tiles dealt onto each and who completed each, as site.Cards'
// text form writes them ("Fortress 62,75,80,84 - - / Villa ..."). Its
// unseen line holds the face-down tiles of the stacks only: the one-hex
// tiles left in the box never come into play.
//
// After a seat's take, while it can complete a card, the same seat is to
// move again in its construction phase: the referee sends go again, and
// the engine answers a completion ("c2:75@(1,-2)r0": card slot 2, the
// card's tile 75 placed at (1,-2) with rotation 0) or "stop"; the played
// lines carry these moves too, as akropolis.Move's text form writes them.
// An engine that also asked for the moves gets them in its legal lines (a
// completion costs 0 and reaches the level of its one hex; the stop move
// reads "legal stop delta D cost 0 gained 0 level 0"), and a "state cards
// TEXT" line, the cards now, after "state totals".
//
// # Perft
//
// In version 2, between two games or during one (but not inside a setup),
// "perft DEPTH POSITION" asks the engine to count the move sequences of
// DEPTH moves from POSITION, a full position in its one-line text form
// (akropolis.Position; the stacks must be known so that the refills are
// determined), as package examples/perft counts them. The engine answers a
// line "divide MOVE COUNT" for each legal move, in its own order, then
// "perft TOTAL". [Engine.Perft] sends it; two engines whose divide lines
// differ list different moves somewhere below the move whose counts
// differ.
//
// # Errors and time
//
// The referee waits for the move for the budget of go plus a grace
// ([Config].Grace, 1s by default), and for "ok" and "ready" for
// [Config].Wait (10s). An engine may write "info TEXT" at any time; the
// referee ignores it. The engine loses the game by forfeit when it answers
// a move the rules refuse (the referee checks every move), gives no answer
// in time, exits or closes its output, writes a line other than the answer
// due (garbage), or answers "error TEXT" (it cannot go on). The referee
// then sends "error TEXT" saying why, "gameover" and "quit", and ends the
// process if it has not exited within the grace. An engine that receives a
// line it cannot accept (malformed, out of order, a move its copy of the
// game refuses) answers "error TEXT" and exits with a non-zero status.
// Every error of this package is an [*Error] wrapping one of the sentinels
// [ErrVersion], [ErrTimeout], [ErrExited], [ErrGarbage], [ErrRefused] and
// [ErrInput].
//
// # Transcript
//
// A whole two-player game, seed 1,1, between the greedy player at seat 0
// and an engine with the greedy player inside at seat 1, as [Example]
// plays it; "<" marks the referee's lines and ">" the engine's:
//
//	< akropolis 2
//	> name greedy
//	> want athena
//	> ok 2
//	< newgame
//	< option players 2
//	< option level hippodamos
//	< option rules none
//	< option allTiles false
//	< option stonesFromZero false
//	< option unlimitedReserve false
//	< seat 1
//	< line 21 20 33 16
//	< stacks 11 3
//	< unseen 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 17 18 19 22 23 24 25 26 27 28 29 30 31 32 34 35 36 37
//	< stones 1 2
//	< start
//	> ready
//	< played 0 0:21@(-1,-2)r1
//	< go 500
//	> move 0:20@(-1,-2)r1
//	< played 1 0:20@(-1,-2)r1
//	< played 0 1:16@(1,-4)r2
//	< refill 08 34 15
//	< go 500
//	> move 0:33@(-1,-4)r1
//	< played 1 0:33@(-1,-4)r1
//	< played 0 0:08@(0,-3)r2
//	< go 500
//	> move 0:34@(-2,-3)r3
//	< played 1 0:34@(-2,-3)r3
//	< refill 22 06 14
//	< played 0 0:15@(0,-5)r1
//	< go 500
//	> move 1:06@(-4,-1)r2
//	< played 1 1:06@(-4,-1)r2
//	< played 0 0:22@(0,-7)r1
//	< refill 24 25 29
//	< go 500
//	> move 0:14@(-1,-6)r1
//	< played 1 0:14@(-1,-6)r1
//	< played 0 0:24@(0,-9)r1
//	< go 500
//	> move 1:29@(-3,0)r1
//	< played 1 1:29@(-3,0)r1
//	< refill 02 12 13
//	< played 0 0:25@(0,-11)r1
//	< go 500
//	> move 0:02@(-1,-8)r1
//	< played 1 0:02@(-1,-8)r1
//	< played 0 0:12@(-2,-5)r1
//	< refill 18 05 07
//	< go 500
//	> move 0:13@(-4,0)r1
//	< played 1 0:13@(-4,0)r1
//	< played 0 0:18@(0,-13)r1
//	< go 500
//	> move 0:05@(-1,-10)r1
//	< played 1 0:05@(-1,-10)r1
//	< refill 30 03 19
//	< played 0 0:07@(0,-15)r1
//	< go 500
//	> move 0:30@(-1,-9)r4
//	< played 1 0:30@(-1,-9)r4
//	< played 0 0:03@(-3,-4)r2
//	< refill 01 27 28
//	< go 500
//	> move 0:19@(-2,-1)r0
//	< played 1 0:19@(-2,-1)r0
//	< played 0 0:01@(-2,-5)r3
//	< go 500
//	> move 0:27@(-3,-1)r2
//	< played 1 0:27@(-3,-1)r2
//	< refill 35 11 09
//	< played 0 2:11@(-3,-6)r1
//	< go 500
//	> move 0:28@(-1,-12)r1
//	< played 1 0:28@(-1,-12)r1
//	< played 0 0:35@(-1,-7)r0
//	< refill 17 36 26
//	< go 500
//	> move 1:17@(-1,-14)r1
//	< played 1 1:17@(-1,-14)r1
//	< played 0 0:09@(-1,-8)r3
//	< go 500
//	> move 0:36@(0,-10)r3
//	< played 1 0:36@(0,-10)r3
//	< refill 23 10 32
//	< played 0 0:26@(0,-8)r1
//	< go 500
//	> move 1:10@(-1,-16)r1
//	< played 1 1:10@(-1,-16)r1
//	< played 0 1:32@(-1,-7)r0
//	< refill 31 04 37
//	< go 500
//	> move 0:23@(-1,-18)r1
//	< played 1 0:23@(-1,-18)r1
//	< played 0 1:04@(-4,-5)r2
//	< go 500
//	> move 0:31@(-1,-20)r1
//	< played 1 0:31@(-1,-20)r1
//	< gameover
//	< quit
//
// The start of a game with the moves: an engine that plays the first legal
// move of the highest delta (which needs no rules code) at seat 0 of the
// same deal, as [Example_moves] plays it, up to its second move, with two
// legal lines of each list kept:
//
//	< akropolis 2
//	> name best-delta
//	> want moves
//	> ok 2
//	< newgame
//	< option players 2
//	< option level hippodamos
//	< option rules none
//	< option allTiles false
//	< option stonesFromZero false
//	< option unlimitedReserve false
//	< seat 0
//	< line 21 20 33 16
//	< stacks 11 3
//	< unseen 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 17 18 19 22 23 24 25 26 27 28 29 30 31 32 34 35 36 37
//	< stones 1 2
//	< start
//	> ready
//	< state turn 1
//	< state stones 1 2
//	< state reserve 37
//	< state line 21 20 33 16
//	< state costs 0 1 2 3
//	< state stacks 11
//	< state totals 1 2
//	< moves 180
//	< legal 0:21@(-1,-2)r1 delta 1 cost 0 gained 0 level 1
//	< legal 0:21@(0,-3)r3 delta 1 cost 0 gained 0 level 1
//	< ... (180 legal lines in all)
//	< go 500
//	> move 0:21@(-1,-2)r1
//	< played 0 0:21@(-1,-2)r1
//	< played 1 0:20@(-1,-2)r1
//	< state turn 3
//	< state stones 1 2
//	< state reserve 37
//	< state line 33 16
//	< state costs 0 1
//	< state stacks 11
//	< state totals 2 3
//	< moves 240
//	< legal 0:33@(-1,-4)r1 delta 1 cost 0 gained 0 level 1
//	< legal 0:33@(0,-5)r3 delta 1 cost 0 gained 0 level 1
//	< ... (240 legal lines in all)
//	< go 500
//	> move 1:16@(1,-4)r2
package protocol
