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
