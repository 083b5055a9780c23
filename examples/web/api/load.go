package api

import (
	"encoding/json"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
)

// loadJSON is load()'s answer: the form the library read ("record" or
// "position") and the game's view, as view() answers it.
type loadJSON struct {
	Form string   `json:"form"`
	View viewJSON `json:"view"`
}

// load makes a game of a pasted text, a JSON string holding whatever was
// pasted: akropolis.ReadAny tells its form (a record, its text form with
// ';' comment lines or not, or its JSON form; a full position, text or
// JSON), so that the page decides nothing about it. A record replays to
// its end; a position is taken as it stands; a city, or a text that is
// none of them, is refused (not-a-game).
func (s *Session) load(arg string) (any, error) {
	if err := checkSize(arg); err != nil {
		return nil, err
	}
	var text string
	if err := json.Unmarshal([]byte(arg), &text); err != nil {
		return nil, &Error{Code: "syntax", Message: "argument: want the pasted text as a JSON string"}
	}
	doc, err := akropolis.ReadAny(strings.NewReader(text))
	if _, city := doc.([]city.Placement); city && err != nil {
		// What is neither a record nor a position is read as a city.
		return nil, &Error{Code: "not-a-game", Message: "neither a record nor a position (" + err.Error() + ")"}
	}
	if err != nil {
		return nil, err
	}
	var g *akropolis.Game
	form := ""
	switch d := doc.(type) {
	case akropolis.Record:
		form = "record"
		g, err = d.Replay()
	case akropolis.Position:
		form = "position"
		g, err = akropolis.NewFromPosition(d)
	default:
		return nil, &Error{Code: "not-a-game", Message: "this is a city, not a game: paste a record or a full position"}
	}
	if err != nil {
		return nil, err
	}
	s.start(g)
	return loadJSON{Form: form, View: s.viewOf(g)}, nil
}
