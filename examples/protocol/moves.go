package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site/event"
)

// wantMoves is the feature an engine asks for with "want moves" in a
// version 2 handshake: before each go, the state its seat may know and
// the legal moves.
const wantMoves = "moves"

// wantAthena is the feature an engine asks for with "want athena" in a
// version 2 handshake: it plays games with the Athena expansion, whose
// setup has the cards and whose moves include card completions and stop.
// A referee sends such a game to no other engine.
const wantAthena = "athena"

// stateLines are the lines sent before a go to an engine that asked for
// the moves: what the seat to move in v may know now and its legal moves,
// each with what it would do. They are worked out on a sample of the view:
// every line depends only on what the view shows (the line, the cities,
// the stones and the reserve), never on the order of the hidden stacks.
func stateLines(v akropolis.View) ([]string, error) {
	g := new(akropolis.Game)
	if err := v.SampleInto(g, 0, 0); err != nil {
		return nil, err
	}
	s := g.Site()
	costs := make([]int, s.Len())
	for i := range costs {
		costs[i] = s.Cost(i)
	}
	totals := make([]int, g.Options().Seats())
	for k := range totals {
		totals[k] = g.Total(k)
	}
	ms := g.AppendLegalMoves(nil)
	lines := make([]string, 0, 9+len(ms))
	lines = append(lines,
		"state turn "+strconv.Itoa(v.Turn),
		"state stones "+joinInts(v.Stones),
		"state reserve "+strconv.Itoa(v.Reserve),
		"state line "+formatTiles(v.Line),
		"state costs "+joinInts(costs),
		"state stacks "+strconv.Itoa(v.StacksLeft),
		"state totals "+joinInts(totals))
	if v.Cards.InPlay() {
		lines = append(lines, "state cards "+v.Cards.String())
	}
	lines = append(lines, "moves "+strconv.Itoa(len(ms)))
	var events []event.Event
	for _, m := range ms {
		d, err := g.Delta(m)
		if err != nil {
			return nil, err // never happens: the move is listed as legal
		}
		if events, err = g.PlayEvents(events[:0], m); err != nil {
			return nil, err
		}
		g.Undo()
		cost, gained, level := outcome(events)
		lines = append(lines, fmt.Sprintf("legal %v delta %d cost %d gained %d level %d", m, d, cost, gained, level))
	}
	return lines, nil
}

// outcome reads what a move did from its events: the stones the mover
// paid and gained and the level its tile reached (0 for the stop move).
func outcome(events []event.Event) (cost, gained, level int) {
	for _, e := range events {
		switch e.Kind {
		case event.TileTaken:
			cost = e.Stones
		case event.StonesGained:
			gained = e.Stones
		case event.TilePlaced:
			level = e.Result.Level
		}
	}
	return cost, gained, level
}

// joinInts is "1 2 3".
func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " ")
}
