package akropolis

import (
	"encoding/json"

	"github.com/akropolis-rules/akropolis/hex"
)

// legalMoveJSON is one move of LegalMovesJSON.
type legalMoveJSON struct {
	Move     Move      `json:"move"`
	Cells    []hex.Hex `json:"cells"`
	Cost     int       `json:"cost"`
	Level    int       `json:"level"`
	Quarries int       `json:"quarries"`
	Gained   int       `json:"gained"`
}

// LegalMovesJSON returns the legal moves of the player to move, in the
// order of AppendLegalMoves, in the legal-move JSON form a front-end
// highlights them from without the rules: each move's text, the cells its
// tile covers (in the order of the tile's hexes, so the catalogue's hexes
// of the tile lie on them one for one), and its Outcome, the fields of
// Game.Check:
//
//	[{"move":"0:22@(-1,-2)r1","cells":[{"q":-1,"r":-2},{"q":0,"r":-3},{"q":0,"r":-2}],
//	  "cost":0,"level":1,"quarries":0,"gained":0},...]
//
// In the construction phase of the Athena expansion the moves are the
// completions ("c2:75@(1,-2)r0", their one cell, cost 0) and "stop" (no
// cell). A finished game has none: []. The form is derived from the game, for
// clients; it has no decoder (a move is read back by ParseMove).
func (g *Game) LegalMovesJSON() ([]byte, error) {
	moves := g.AppendLegalMoves(nil)
	out := make([]legalMoveJSON, 0, len(moves))
	for _, m := range moves {
		o, err := g.check(m)
		if err != nil { // a listed move is legal: cannot happen
			return nil, &MoveError{Move: m, Turn: g.turn + 1, Seat: g.current, Err: err}
		}
		cells := m.Placement.Cells()
		covered := cells[:]
		switch {
		case m.Kind() == StopMove:
			covered = []hex.Hex{} // the stop move lays nothing
		case m.Placement.Tile.IsOneHex():
			covered = cells[:1]
		}
		out = append(out, legalMoveJSON{Move: m, Cells: covered, Cost: o.Cost, Level: o.Level, Quarries: o.Quarries, Gained: o.Gained})
	}
	return json.Marshal(out)
}
