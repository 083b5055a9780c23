// Package api is the JavaScript API of the web front-end, written as plain
// Go so that it can be tested without a browser: every call takes its
// argument as JSON text and returns JSON text, and the WebAssembly program
// (examples/web/wasm) only forwards calls from JavaScript to a [Session].
//
// Every answer is one JSON object: {"value": ...} on success, or
// {"error": {"code": "...", "message": "..."}} on failure, so that a caller
// branches on the presence of "error" and never sees a thrown exception.
// An error of the module is in its error form (akropolis.Report),
// which adds where the error applies: "step", "turn", "seat", "move",
// "cell", ... .
// A panic inside a call is recovered and reported with the code "internal".
// Values are in the module's JSON forms: options, positions, views, cities,
// records, score pads and events as their MarshalJSON writes them, moves in
// their text form ("0:12@(0,-2)r0"); see [Session.Call] for the list of
// calls.
package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site/event"
)

// Session holds one game and the state of the front-end around it: the
// events of the last move and the built-in players asked for moves.
type Session struct {
	g      *akropolis.Game
	events []event.Event
	bots   map[string]bot
}

// call is one API entry: it reads its argument and returns a value to
// encode as JSON.
type call func(s *Session, arg string) (any, error)

// calls lists the API by name, as JavaScript calls it.
var calls = map[string]call{
	"newGame":      (*Session).newGame,
	"loadRecord":   (*Session).loadRecord,
	"loadPosition": (*Session).loadPosition,
	"load":         (*Session).load,
	"moves":        (*Session).moves,
	"place":        (*Session).place,
	"stats":        (*Session).stats,
	"step":         (*Session).step,
	"describe":     (*Session).describeMoves,
	"view":         (*Session).view,
	"legal":        (*Session).legal,
	"check":        (*Session).check,
	"play":         (*Session).play,
	"undo":         (*Session).undo,
	"events":       (*Session).lastEvents,
	"scores":       (*Session).scores,
	"result":       (*Session).result,
	"record":       (*Session).record,
	"recordText":   (*Session).recordText,
	"bot":          (*Session).bot,
	"bots":         (*Session).botNames,
	"tiles":        (*Session).tiles,
	"cardPicture":  (*Session).cardPicture,
	"hint":         (*Session).hint,
	"analyse":      (*Session).analyse,
}

// Names returns the names of the calls, sorted.
func Names() []string {
	names := make([]string, 0, len(calls))
	for n := range calls {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Call runs the call of the given name with its JSON argument (or "" for
// none) and returns the JSON answer:
//
//	newGame(options)       a game from the options' JSON form
//	loadRecord(record)     a game replayed from a record, JSON or text form
//	loadPosition(position) a game continued from a full position, JSON or text form
//	load(text)             a game from a pasted text, its form told by the library (akropolis.ReadAny:
//	                       a record, with ';' comments or not, or a full position, text or JSON):
//	                       {form, view}
//	view()                 {view, cities, over, turnsLeft, ...}: the public view, each city's JSON form to
//	                       draw, each city's slots and thick edges, the cards' met cells (see viewJSON)
//	legal(position?)       the legal moves as move texts, of one site position or all
//	moves(position?)       the legal moves with their cells, level and parts (see moveJSON)
//	place(placement)       what laying a tile at a cell would do, legal or not, with its cells
//	                       (see placeArg and placeJSON)
//	check(move)            what a move would do ({cost, level, quarries, gained, total}: total is the
//	                       mover's total after it), or the rule it breaks
//	play(move)             plays a move; answers its events
//	undo()                 takes the last move back
//	events()               the events of the last move played
//	scores()               the score pad of every player, with a reason for every hex
//	describe([moves])      each move's parts and cells, as moves() gives them, for moves in words
//	step({q, r, key})      the cell a keyboard cursor moves to from (q, r) by an arrow key (see stepArg)
//	stats()                each seat's figures for the end's table (see statsJSON)
//	result()               totals, ranks and winners (seats), whether the game is over, and in a
//	                       solo game the Architect's score pad so far
//	record()               the record in JSON; recordText() in text
//	bot(name)              the move a built-in player chooses for the seat to move (not played)
//	bots()                 the names bot accepts
//	tiles()                the tile catalogue (each tile's number and three hexes), the one-hex tiles
//	                       (each one's number and faces by rotation) and the plazas' stars
//	cardPicture(card)      the SVG picture of a construction card, {"card": "Fortress", "tiles": [62, 75],
//	                       "completedBy": [0, 2]}: its name, condition, the one-hex tiles on it
//	                       (data-tile="62" on each) and a statue piece for each seat that completed it
//	hint(budget?)          the search player's best move for the seat to move (not played) and its
//	                       estimate of the seat's chance to win: {move, seat, chance, visits, playouts, legal}
//	analyse(budget?)       the analysis of the game's record so far (package examples/analysis): each
//	                       move's chance before and after, rank and best alternative, and the turning points
//
// A budget is {"playouts": N}, 1 to 20000 (default 300); hint and analyse
// are seeded from the game's seed, so they answer the same for the same
// game and budget.
//
// Call never panics.
func (s *Session) Call(name, arg string) (answer string) {
	defer func() {
		if p := recover(); p != nil {
			answer = encodeError(&Error{Code: "internal", Message: fmt.Sprint("internal error: ", p)})
		}
	}()
	c, ok := calls[name]
	if !ok {
		return encodeError(&Error{Code: "unknown-call", Message: fmt.Sprintf("no call named %.40q", name)})
	}
	v, err := c(s, arg)
	if err != nil {
		return encodeError(err)
	}
	b, err := json.Marshal(struct {
		Value any `json:"value"`
	}{v})
	if err != nil {
		return encodeError(&Error{Code: "internal", Message: err.Error()})
	}
	return string(b)
}

// Error is the error of a call: a stable code a program branches on and a
// message a person reads.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Error gives the code and the message: "not-adjacent: ...".
func (e *Error) Error() string { return e.Code + ": " + e.Message }

// encodeError writes {"error": {...}} for err: the session's own errors
// as code and message, and the module's in its error form
// (akropolis.ReportOf: the rule's code, or "syntax", "too-large" or
// "error", the message, and the step, turn, seat, move and cell where they
// apply).
func encodeError(err error) string {
	var e *Error
	if errors.As(err, &e) {
		b, _ := json.Marshal(struct {
			Error *Error `json:"error"`
		}{e}) // a struct of two strings always encodes
		return string(b)
	}
	b, merr := json.Marshal(struct {
		Error akropolis.Report `json:"error"`
	}{akropolis.ReportOf(err)})
	if merr != nil { // a report of a valid code always encodes
		return encodeError(&Error{Code: "internal", Message: merr.Error()})
	}
	return string(b)
}

// errNoGame is the error of a call that needs a game before newGame.
var errNoGame = &Error{Code: "no-game", Message: "no game: call newGame first"}

// game returns the session's game, or errNoGame.
func (s *Session) game() (*akropolis.Game, error) {
	if s.g == nil {
		return nil, errNoGame
	}
	return s.g, nil
}

// start makes g the session's game.
func (s *Session) start(g *akropolis.Game) {
	s.g, s.events, s.bots = g, nil, nil
}
