package protocol

import "github.com/akropolis-rules/akropolis"

// Player is the built-in players' interface (examples/players.Player).
type Player interface {
	Name() string
	Choose(v akropolis.View) (akropolis.Move, error)
}
