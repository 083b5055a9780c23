package api

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/examples/analysis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/site"
)

// maxPlayouts bounds the playouts a hint or an analysis may ask for a
// search, so that a call cannot hold the page for minutes.
const maxPlayouts = 20000

// budget is the argument of hint and analyse: {"playouts": 300}, or
// nothing for analysis.DefaultPlayouts.
type budget struct {
	Playouts int `json:"playouts"`
}

// readBudget reads a budget argument; "" is the default.
func readBudget(arg string) (int, error) {
	b := budget{Playouts: analysis.DefaultPlayouts}
	if arg != "" {
		if err := decode(arg, &b); err != nil {
			return 0, err
		}
	}
	if b.Playouts < 1 || b.Playouts > maxPlayouts {
		return 0, &Error{Code: "bad-budget", Message: fmt.Sprintf("playouts %d: want 1 to %d", b.Playouts, maxPlayouts)}
	}
	return b.Playouts, nil
}

// hintAnswer is hint's answer.
type hintAnswer struct {
	Move     string  `json:"move"`     // the search's best move, as move text
	Seat     int     `json:"seat"`     // the seat to move
	Chance   float64 `json:"chance"`   // the seat's chance to win after it, 0 to 1
	Visits   int     `json:"visits"`   // the playouts through the move
	Playouts int     `json:"playouts"` // the search's budget
	Legal    int     `json:"legal"`    // the legal moves searched
}

// hint answers the search player's best move for the seat to move, with
// its estimate of the seat's chance to win after it; it plays nothing. The
// search sees the seat's view only, and is seeded from the game's seed, so
// a hint for the same game, turn and budget is always the same.
func (s *Session) hint(arg string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	playouts, err := readBudget(arg)
	if err != nil {
		return nil, err
	}
	if g.Over() {
		return nil, site.ErrGameOver
	}
	p := players.NewMCTS(players.MCTSOptions{Playouts: playouts, Seed: g.Options().Seed})
	es, err := p.Estimates(g.View())
	if err != nil {
		return nil, err
	}
	best := es[0]
	return hintAnswer{Move: best.Move.String(), Seat: g.Current(), Chance: best.Win[g.Current()],
		Visits: best.Visits, Playouts: playouts, Legal: len(es)}, nil
}

// analyse answers the analysis of the game's record so far (package
// examples/analysis): the report's JSON form. The search is seeded from
// the game's seed, so the same game and budget always give the same
// report.
func (s *Session) analyse(arg string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	playouts, err := readBudget(arg)
	if err != nil {
		return nil, err
	}
	rep, err := analysis.Analyse(g.Record(), analysis.Options{Playouts: playouts, Seed: g.Options().Seed})
	if errors.Is(err, analysis.ErrNoMoves) {
		return nil, &Error{Code: "no-moves", Message: "no move to analyse yet"}
	}
	if err != nil {
		return nil, err
	}
	return rep, nil
}
