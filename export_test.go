package akropolis

// SetStones gives every seat and the reserve the stones given, as a position
// of another game might: the state machine starts some games with a nearly
// empty reserve this way, where the order of payment and gain matters.
func SetStones(g *Game, stones [4]int, reserve int) {
	g.stones, g.reserve = stones, reserve
	for k := range g.stones {
		g.changed(k) // the kept score summaries hold the stones
	}
}

// SetTurn sets the turn count alone, as no legal game can: in every
// position that passes Check the turn follows from the tiles taken.
func SetTurn(g *Game, turn int) { g.turn = turn }
