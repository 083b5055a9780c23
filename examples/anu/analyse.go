package anu

import (
	"slices"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/variants"
)

// Game returns a game to play on from the state: the view (see View) with
// the unseen tiles dealt into stacks in a random order drawn from the
// seeds.
func (s State) Game(seed1, seed2 uint64) (*akropolis.Game, error) {
	v, err := s.View()
	if err != nil {
		return nil, err
	}
	g := new(akropolis.Game)
	if err := v.SampleInto(g, seed1, seed2); err != nil {
		return nil, err
	}
	return g, nil
}

// Totals returns every seat's score now under the given scoring rules
// (variants.Options{} for the standard scoring, s.Options().Rules for the
// state's variants): its districts and its stones. An impossible state
// returns its *StateError.
func (s State) Totals(o variants.Options) ([]int, error) {
	cards, err := s.Cards(o)
	if err != nil {
		return nil, err
	}
	totals := make([]int, len(cards))
	for k, c := range cards {
		totals[k] = c.Total
	}
	return totals, nil
}

// Cards returns every seat's score pad now under the given scoring rules,
// with the reason for every visible hex.
func (s State) Cards(o variants.Options) ([]score.Pad, error) {
	cities, err := s.check()
	if err != nil {
		return nil, err
	}
	cards := make([]score.Pad, len(s.Seats))
	for k, seat := range s.Seats {
		cards[k] = score.Compute(cities[k], seat.Stones, o)
	}
	return cards, nil
}

// LegalMoves returns every legal move of the seat to move in the notation,
// sorted as strings: every placement of every site tile the seat can
// afford (position i costs i stones). A finished game has none. The list
// is the same for every order of the unseen tiles, so it can be diffed
// against another implementation's.
func (s State) LegalMoves() ([]string, error) {
	g, err := s.Game(0, 0)
	if err != nil {
		return nil, err
	}
	moves := g.AppendLegalMoves(nil)
	out := make([]string, 0, len(moves))
	for _, m := range moves {
		text, err := FormatMove(m.Placement)
		if err != nil {
			return nil, err
		}
		out = append(out, text)
	}
	slices.Sort(out)
	return out, nil
}
