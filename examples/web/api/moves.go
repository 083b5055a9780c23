package api

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// moveJSON is one legal move as moves() answers it: the library's
// legal-move JSON form (Game.LegalMovesJSON: the move's text, the cells
// its tile covers, its cost, level, Quarries covered and stones gained)
// with the move's parts a page indexes it by, so that it parses no move
// text: the site position (a take) or the card's slot (a completion), the
// tile, the rotation; "stop" has none.
type moveJSON struct {
	Move     akropolis.Move `json:"move"`
	Cells    []cell         `json:"cells"`
	Cost     int            `json:"cost"`
	Level    int            `json:"level"`
	Quarries int            `json:"quarries"`
	Gained   int            `json:"gained"`
	Position int            `json:"position"` // -1 for a completion and stop
	Card     int            `json:"card"`     // 0 for a take and stop
	Tile     int            `json:"tile"`     // 0 for stop
	Rotation int            `json:"rotation"`
	Stop     bool           `json:"stop"`
}

// moves lists the legal moves with their cells and outcomes (see
// moveJSON), of every site position and card (no argument or null) or of
// one site position.
func (s *Session) moves(arg string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	pos, err := positionArg(arg)
	if err != nil {
		return nil, err
	}
	b, err := g.LegalMovesJSON()
	if err != nil {
		return nil, err
	}
	var lib []struct {
		Move     akropolis.Move `json:"move"`
		Cells    []hex.Hex      `json:"cells"`
		Cost     int            `json:"cost"`
		Level    int            `json:"level"`
		Quarries int            `json:"quarries"`
		Gained   int            `json:"gained"`
	}
	if err := json.Unmarshal(b, &lib); err != nil {
		return nil, err
	}
	out := []moveJSON{}
	for _, l := range lib {
		m := describe(l.Move)
		if pos >= 0 && m.Position != pos {
			continue
		}
		m.Cost, m.Level, m.Quarries, m.Gained = l.Cost, l.Level, l.Quarries, l.Gained
		for _, h := range l.Cells {
			m.Cells = append(m.Cells, cellOf(h))
		}
		out = append(out, m)
	}
	return out, nil
}

// describeMoves answers moveJSON's parts of each move of a JSON array of
// move texts, with the cells its tile covers (no outcome: the moves need
// not be legal now), so that a page tells moves in words without parsing
// their text.
func (s *Session) describeMoves(arg string) (any, error) {
	var ms []akropolis.Move
	if err := decode(arg, &ms); err != nil {
		return nil, err
	}
	out := []moveJSON{}
	for _, mv := range ms {
		m := describe(mv)
		if !m.Stop {
			cells := mv.Placement.Cells()
			covered := cells[:]
			if mv.Placement.Tile.IsOneHex() {
				covered = cells[:1]
			}
			for _, h := range covered {
				m.Cells = append(m.Cells, cellOf(h))
			}
		}
		out = append(out, m)
	}
	return out, nil
}

// describe splits a move into moveJSON's parts, with no cells.
func describe(mv akropolis.Move) moveJSON {
	m := moveJSON{Move: mv, Cells: []cell{}, Position: -1}
	switch {
	case mv.Kind() == akropolis.StopMove:
		m.Stop = true
	case mv.Card() != 0:
		m.Card = mv.Card()
	default:
		m.Position = mv.Position
	}
	if !m.Stop {
		m.Tile, m.Rotation = int(mv.Placement.Tile), int(mv.Placement.Rotation)
	}
	return m
}

// placeArg is place()'s argument: a tile of the site ("position") or of a
// card ("card", its slot), laid with its first hex on (q, r) turned
// "rotation" steps clockwise.
type placeArg struct {
	Position *int `json:"position"`
	Card     int  `json:"card"`
	Tile     int  `json:"tile"`
	Q        int  `json:"q"`
	R        int  `json:"r"`
	Rotation int  `json:"rotation"`
}

// placeJSON is place()'s answer: the move, the cells the tile would cover,
// and either what it would do (check()'s outcome) or the rule it breaks.
type placeJSON struct {
	Move    akropolis.Move    `json:"move"`
	Cells   []cell            `json:"cells"`
	Legal   bool              `json:"legal"`
	Outcome *outcome          `json:"outcome"`
	Broken  *akropolis.Report `json:"broken"`
}

// place says what laying a tile at a cell would do, legal or not, so that
// a page previews any cell without writing a move or working out cells.
func (s *Session) place(arg string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	var a placeArg
	if err := decode(arg, &a); err != nil {
		return nil, err
	}
	id := tile.ID(a.Tile)
	if a.Tile != int(id) || a.Rotation < 0 || a.Rotation > 5 || (a.Position == nil) == (a.Card == 0) {
		return nil, &Error{Code: "syntax", Message: fmt.Sprintf("argument: want a position or a card, a tile and a rotation 0 to 5, got %s", arg)}
	}
	mv := akropolis.Move{Position: a.Card, Placement: city.Placement{Anchor: hex.Hex{Q: a.Q, R: a.R}, Tile: id, Rotation: tile.Rotation(a.Rotation)}}
	if a.Position != nil {
		mv.Position = *a.Position
	}
	cells := mv.Placement.Cells()
	covered := cells[:]
	if id.IsOneHex() {
		covered = cells[:1]
	}
	p := placeJSON{Move: mv, Cells: []cell{}}
	for _, h := range covered {
		p.Cells = append(p.Cells, cellOf(h))
	}
	o, err := s.outcomeOf(g, mv)
	if err != nil {
		r := akropolis.ReportOf(err)
		p.Broken = &r
		return p, nil
	}
	p.Legal, p.Outcome = true, &o
	return p, nil
}
