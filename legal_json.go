package akropolis

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
)

// legalMove is one entry of LegalMovesJSON (see there), as it is written
// and, strictly, read back.
type legalMove struct {
	Move     Move      `json:"move"`
	Cells    []hex.Hex `json:"cells" strictjson:"max=3"`
	Cost     int       `json:"cost"`
	Level    int       `json:"level"`
	Quarries int       `json:"quarries"`
	Gained   int       `json:"gained"`
	Delta    int       `json:"delta"`
}

// legalMoveForm is legalMove without its methods, for the decoder.
type legalMoveForm legalMove

// UnmarshalJSON decodes a legal move as LegalMovesJSON writes it, under
// the module's JSON convention: unknown, misspelt or repeated names are
// errors, and so is an entry that names no move. On error m is unchanged.
func (m *legalMove) UnmarshalJSON(b []byte) error {
	var f legalMoveForm
	if err := decodeJSON(b, &f, "legal move"); err != nil {
		return err
	}
	if f.Move.Kind() == NoMove {
		return fmt.Errorf("%w: legal move JSON: no \"move\": %w", errSyntax, ErrNoMove)
	}
	*m = legalMove(f)
	return nil
}

// LegalMovesJSON returns the legal moves of the player to move, in the
// order of AppendLegalMoves, in the legal-move JSON form a front-end
// highlights them from without the rules: for each move, its text form,
// the cells its tile covers (in the order of the tile's hexes, so the
// catalogue's hexes of the tile lie on them one for one; one cell for a
// completion, none for the stop move), what it would do (cost, level,
// Quarries covered, stones gained, as PlayEvents reports them) and its
// Delta:
//
//	[{"move":"0:22@(-1,-2)r1","cells":[{"q":-1,"r":-2},{"q":0,"r":-3},{"q":0,"r":-2}],
//	  "cost":0,"level":1,"quarries":0,"gained":0,"delta":0},...]
//
// In the construction phase of the Athena expansion the moves are the
// completions ("c2:75@(1,-2)r0", their one cell, cost 0) and "stop" (no
// cell, delta 0). A finished game has none: [].
func (g *Game) LegalMovesJSON() ([]byte, error) {
	moves := g.AppendLegalMoves(nil)
	out := make([]legalMove, 0, len(moves))
	for _, m := range moves {
		o, err := g.check(m)
		if err != nil { // a listed move is legal: cannot happen
			return nil, &Error{Move: m, Turn: g.turn + 1, Seat: g.current, Err: err}
		}
		d, err := g.Delta(m)
		if err != nil {
			return nil, err
		}
		cells := m.Placement.Cells()
		covered := cells[:]
		switch m.Kind() {
		case StopMove:
			covered = []hex.Hex{} // the stop move lays nothing
		case CompletionMove:
			covered = cells[:1]
		}
		out = append(out, legalMove{Move: m, Cells: covered, Cost: o.Cost, Level: o.Level, Quarries: o.Quarries, Gained: o.Gained, Delta: d})
	}
	return json.Marshal(out)
}
