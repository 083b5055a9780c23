package api_test

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/examples/web/api"
)

// A front-end starts a game, asks for the legal moves of site position 0,
// plays one and is told what happened; a move that breaks a rule answers
// the rule's code.
func ExampleSession_Call() {
	var s api.Session
	var answer struct {
		Value json.RawMessage `json:"value"`
		Error *api.Error      `json:"error"`
	}
	s.Call("newGame", `{"players":2,"seed":"1 2"}`)

	var moves []string
	_ = json.Unmarshal([]byte(s.Call("legal", "0")), &answer)
	_ = json.Unmarshal(answer.Value, &moves)
	fmt.Println(len(moves), "legal moves, the first", moves[0])

	_ = json.Unmarshal([]byte(s.Call("play", `"0:12@(0,-2)r0"`)), &answer)
	fmt.Println("error:", answer.Error.Code)

	var events []struct {
		Kind string `json:"kind"`
	}
	answer.Error = nil
	_ = json.Unmarshal([]byte(s.Call("play", `"`+moves[0]+`"`)), &answer)
	_ = json.Unmarshal(answer.Value, &events)
	fmt.Println(answer.Error, events)
	// Output:
	// 90 legal moves, the first 0:22@(-1,-2)r1
	// error: wrong-tile
	// <nil> [{taken} {placed}]
}

// The page's hint button asks for the search player's best move for the
// seat to move, with its estimate of that seat's chance to win, and its
// end screen for the analysis of the game's record; both take a playout
// budget and are seeded from the game's seed, so they answer the same
// every time. (The hint's chance is the search's estimate through the
// move; the analysis reads a move's chances from searches one move on, so
// the two differ a little.)
func ExampleSession_Call_hint() {
	var s api.Session
	s.Call("newGame", `{"players":2,"seed":"1 2"}`)
	var answer struct {
		Value struct {
			Move     string  `json:"move"`
			Seat     int     `json:"seat"`
			Chance   float64 `json:"chance"`
			Playouts int     `json:"playouts"`
			Legal    int     `json:"legal"`
		} `json:"value"`
	}
	_ = json.Unmarshal([]byte(s.Call("hint", `{"playouts":100}`)), &answer)
	h := answer.Value
	fmt.Printf("seat %d: %s, chance %.2f (%d playouts, %d legal moves)\n", h.Seat, h.Move, h.Chance, h.Playouts, h.Legal)

	s.Call("play", `"`+h.Move+`"`)
	var analysis struct {
		Value struct {
			Moves []struct {
				Played string  `json:"played"`
				Rank   int     `json:"rank"`
				Before float64 `json:"before"`
				After  float64 `json:"after"`
			} `json:"moves"`
		} `json:"value"`
	}
	_ = json.Unmarshal([]byte(s.Call("analyse", `{"playouts":100}`)), &analysis)
	m := analysis.Value.Moves[0]
	fmt.Printf("move 1: %s, rank %d, %.2f to %.2f\n", m.Played, m.Rank, m.Before, m.After)
	// Output:
	// seat 0: 0:22@(1,-3)r3, chance 0.58 (100 playouts, 180 legal moves)
	// move 1: 0:22@(1,-3)r3, rank 1, 0.34 to 0.34
}
