package api

import (
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/site"
)

// bot is a built-in player as the API uses it: it sees the seat's view.
type bot = players.Player

// newBot returns the built-in player of that name for a seat. A random
// player is seeded from the game's seed and the seat, so that the same
// game against the same players replays the same way.
func newBot(name string, g *akropolis.Game, seat int) bot {
	seed := g.Options().Seed
	p := players.New(name, seed[0]+uint64(seat)+1, seed[1])
	if p == nil {
		return nil
	}
	return p
}

// bot answers the move the named built-in player chooses for the seat to
// move; it does not play it.
func (s *Session) bot(arg string) (any, error) {
	g, err := s.game()
	if err != nil {
		return nil, err
	}
	var name string
	if err := decode(arg, &name); err != nil {
		return nil, err
	}
	if g.Over() {
		return nil, site.ErrGameOver
	}
	key := fmt.Sprint(name, "/", g.Current())
	b, ok := s.bots[key]
	if !ok {
		if b = newBot(name, g, g.Current()); b == nil {
			return nil, &Error{Code: "unknown-bot", Message: fmt.Sprintf("no built-in player named %.40q (want one of %v)", name, players.Names())}
		}
		if s.bots == nil {
			s.bots = map[string]bot{}
		}
		s.bots[key] = b
	}
	return b.Choose(g.View())
}

func (s *Session) botNames(string) (any, error) { return players.Names(), nil }
