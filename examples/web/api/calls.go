package api

import (
	"encoding"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// maxArg bounds an argument before it is decoded: the largest is a record.
const maxArg = 1 << 20

// decode reads arg as the JSON of v under the module's JSON convention
// (package strictjson): names matched exactly, each once, unknown names and
// data after the value refused.
func decode(arg string, v any) error {
	if err := checkSize(arg); err != nil {
		return err
	}
	if err := strictjson.Decode([]byte(arg), v); err != nil {
		return &Error{Code: "syntax", Message: "argument: " + err.Error()}
	}
	return nil
}

// checkSize refuses an argument over maxArg before it is decoded.
func checkSize(arg string) error {
	if len(arg) > maxArg {
		return &Error{Code: "too-large", Message: fmt.Sprintf("argument of %d bytes (at most %d)", len(arg), maxArg)}
	}
	return nil
}

// begin makes g, if it was made without error, the session's game, and
// answers its view.
func (s *Session) begin(g *akropolis.Game, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	s.start(g)
	return s.viewOf(g), nil
}

// newGame starts a game from the options' JSON form:
// {"players": 2, "rules": {"variants": "none"}, "seed": "1 2", ...}.
func (s *Session) newGame(arg string) (any, error) {
	var o akropolis.Options
	if err := decode(arg, &o); err != nil {
		return nil, err
	}
	return s.begin(akropolis.New(o))
}

// loadRecord replays a record given as a JSON string holding its text form,
// or as its JSON form.
func (s *Session) loadRecord(arg string) (any, error) {
	var r akropolis.Record
	if err := decodeForm(arg, &r); err != nil {
		return nil, err
	}
	return s.begin(r.Replay())
}

// loadPosition continues a game from a full position, given as a JSON
// string holding its text form, or as its JSON form.
func (s *Session) loadPosition(arg string) (any, error) {
	var p akropolis.Position
	if err := decodeForm(arg, &p); err != nil {
		return nil, err
	}
	return s.begin(akropolis.NewFromPosition(p))
}

// textOrJSON is a value with a text form and a JSON form.
type textOrJSON interface {
	encoding.TextUnmarshaler
	json.Unmarshaler
}

// decodeForm reads arg as a JSON string holding v's text form, or as v's
// JSON form.
func decodeForm(arg string, v textOrJSON) error {
	if err := checkSize(arg); err != nil {
		return err
	}
	var text string
	if json.Unmarshal([]byte(arg), &text) == nil {
		return v.UnmarshalText([]byte(text))
	}
	return v.UnmarshalJSON([]byte(arg))
}

func (s *Session) view(string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	return s.viewOf(g), nil
}

// legal lists the legal moves, of every site position (no argument or
// null) or of one.
func (s *Session) legal(arg string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	pos, err := positionArg(arg)
	if err != nil {
		return nil, err
	}
	moves := []akropolis.Move{}
	for _, m := range g.AppendLegalMoves(nil) {
		if pos < 0 || m.Position == pos {
			moves = append(moves, m)
		}
	}
	return moves, nil
}

// errNothingToUndo is the error of undo with no move played.
var errNothingToUndo = &Error{Code: "nothing-to-undo", Message: "no move to undo"}

// outcome is what a move does, as its events say, with the total the seat
// to move would have after the move, so that a page shows what a placement
// scores before it is confirmed.
type outcome struct {
	Cost     int `json:"cost"`
	Level    int `json:"level"`
	Quarries int `json:"quarries"`
	Gained   int `json:"gained"`
	Total    int `json:"total"`
}

func (s *Session) move(arg string) (*akropolis.Game, akropolis.Move, error) {
	g, err := s.game()
	if err != nil {
		return nil, akropolis.Move{}, err
	}
	var m akropolis.Move
	if err := decode(arg, &m); err != nil {
		return nil, akropolis.Move{}, err
	}
	return g, m, nil
}

func (s *Session) check(arg string) (any, error) {
	g, m, err := s.move(arg)
	if err != nil {
		return nil, err
	}
	return s.outcomeOf(g, m)
}

// outcomeOf is what move m would do in g, or the rule it breaks.
func (s *Session) outcomeOf(g *akropolis.Game, m akropolis.Move) (outcome, error) {
	after := g.Clone()
	seat := g.Current()
	events, err := after.PlayEvents(nil, m)
	if err != nil {
		return outcome{}, err
	}
	o := outcome{Total: after.Total(seat)}
	for _, e := range events {
		switch e.Kind {
		case event.TileTaken:
			o.Cost = e.Stones
		case event.TilePlaced:
			o.Level, o.Quarries = e.Result.Level, e.Result.Quarries
		case event.StonesGained:
			o.Gained = e.Stones
		}
	}
	return o, nil
}

func (s *Session) play(arg string) (any, error) {
	g, m, err := s.move(arg)
	if err != nil {
		return nil, err
	}
	events, err := g.PlayEvents(nil, m)
	if err != nil {
		return nil, err
	}
	s.events = events
	return events, nil
}

func (s *Session) undo(string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	if _, ok := g.Undo(); !ok {
		return nil, errNothingToUndo
	}
	s.events = nil
	return s.viewOf(g), nil
}

func (s *Session) lastEvents(string) (any, error) {
	if _, err := s.game(); err != nil {
		return nil, err
	}
	return append([]event.Event{}, s.events...), nil
}

func (s *Session) scores(string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	cards := make([]score.Pad, g.Options().Players)
	for k := range cards {
		cards[k] = g.Score(k)
	}
	return cards, nil
}

// resultJSON says how the game stands: each seat's total, ranks (1 for the
// winner) and the winning seats, final once Over is true; in a solo game
// also the Architect's score pad as it stands.
type resultJSON struct {
	Over      bool                `json:"over"`
	Totals    []int               `json:"totals"`
	Ranks     []int               `json:"ranks"`
	Winners   []int               `json:"winners"`
	Architect *score.ArchitectPad `json:"architect,omitempty"`
}

func (s *Session) result(string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	r := resultJSON{Over: g.Over(), Ranks: g.Ranks(), Winners: winners(g.Ranks())}
	for k := range g.Options().Seats() {
		r.Totals = append(r.Totals, g.Total(k))
	}
	if g.Options().Players == 1 {
		card := g.ArchitectScore()
		r.Architect = &card
	}
	return r, nil
}

func (s *Session) record(string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	return g.Record(), nil
}

func (s *Session) recordText(string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	b, err := g.Record().MarshalText()
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

// tileJSON is one catalogue tile: its number and its three hexes clockwise.
type tileJSON struct {
	Tile  tile.ID      `json:"tile"`
	Hexes [3]tile.Kind `json:"hexes"`
}

// kindJSON is a hex kind with the stars of a plaza (0 for the others).
type kindJSON struct {
	Kind  tile.Kind `json:"kind"`
	Stars int       `json:"stars"`
}

// oneHexJSON is a one-hex tile of the Athena expansion: its number and
// its faces by rotation as a city shows them (tile.Face's JSON form, each
// half with the edges it owns), six for a double district, one for a
// whole hex, which looks the same in every rotation.
type oneHexJSON struct {
	Tile int `json:"tile"` // tile.ID's JSON form is a base game's, 0..61

	Faces []tile.Face `json:"faces"`
}

// catalogueJSON is what tiles() answers: the tiles, the one-hex tiles and
// the kinds.
type catalogueJSON struct {
	Tiles  []tileJSON   `json:"tiles"`
	OneHex []oneHexJSON `json:"oneHex"`
	Kinds  []kindJSON   `json:"kinds"`

	// Rotations is, for each rotation 0 to 5, the cells a three-hex
	// tile anchored at (0,0) covers, in the order of its hexes
	// (city.Placement.Cells), for a page that draws a tile turned.
	Rotations [6][3]cell `json:"rotations"`
}

func (s *Session) tiles(string) (any, error) {
	var c catalogueJSON
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		c.Tiles = append(c.Tiles, tileJSON{Tile: id, Hexes: id.Tile().Hexes})
	}
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		o := oneHexJSON{Tile: int(id), Faces: []tile.Face{id.Face(0)}}
		for r := tile.Rotation(1); id.Face(0).IsDouble() && r < 6; r++ {
			o.Faces = append(o.Faces, id.Face(r))
		}
		c.OneHex = append(c.OneHex, o)
	}
	for k := tile.Quarry; k <= tile.GardenPlaza; k++ {
		c.Kinds = append(c.Kinds, kindJSON{Kind: k, Stars: k.Stars()})
	}
	for r := range c.Rotations {
		p := city.Placement{Tile: 2, Rotation: tile.Rotation(r)}
		for i, h := range p.Cells() {
			c.Rotations[r][i] = cellOf(h)
		}
	}
	return c, nil
}

// winners returns the seats ranked first (more than one when they share the
// win), from a game's Ranks.
func winners(ranks []int) []int {
	var ws []int
	for k, r := range ranks {
		if r == 1 {
			ws = append(ws, k)
		}
	}
	return ws
}

// positionArg reads the optional site position of legal() and moves():
// -1 for none. The module's JSON refuses null as a value; here it is the
// protocol's word for "no argument".
func positionArg(arg string) (int, error) {
	pos := -1
	if a := strings.TrimSpace(arg); a != "" && a != "null" {
		if err := decode(arg, &pos); err != nil {
			return 0, err
		}
	}
	return pos, nil
}
