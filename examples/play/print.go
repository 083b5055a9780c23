package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/arena"
	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// printSolo prints the Architect's pile and score pad and who won.
func printSolo(w io.Writer, g *akropolis.Game, t *arena.Table, lost *arena.Forfeit) {
	pile, stones := g.View().Pile, g.Stones(1)
	ac := g.ArchitectScore()
	fmt.Fprintf(w, "\n== the Architect: %s, %s; its pile: %v\n\n", arena.Plural(ac.Total, "point"), arena.Plural(stones, "stone"), pile)
	fmt.Fprint(w, ac.String())
	p := g.Total(0)
	fmt.Fprintf(w, "\nResult\n  %s %s, %s; the Architect %s, %s.\n", t.SeatName(0), arena.Plural(p, "point"), arena.Plural(g.Stones(0), "stone"), arena.Plural(ac.Total, "point"), arena.Plural(stones, "stone"))
	switch {
	case lost != nil:
		fmt.Fprintln(w, "The Architect wins: the player forfeited.")
	case (g.Ranks()[0] == 1) && p == ac.Total:
		fmt.Fprintln(w, "The player wins: equal points, and more stones.")
	case (g.Ranks()[0] == 1):
		fmt.Fprintln(w, "The player wins.")
	case p == ac.Total && g.Stones(0) == stones:
		fmt.Fprintln(w, "The Architect wins: equal points and stones, and solo has no shared result.")
	default:
		fmt.Fprintln(w, "The Architect wins.")
	}
}

// printSetup prints the players, the options, the seed and the first site.
func printSetup(w io.Writer, g *akropolis.Game, t *arena.Table) {
	o := g.Options()
	if o.Players == 1 {
		fmt.Fprintf(w, "Akropolis solo, the Architect at %v: ", o.Difficulty)
	} else {
		fmt.Fprintf(w, "Akropolis, %d players: ", o.Players)
	}
	for k := range t.Entries {
		if k > 0 {
			fmt.Fprint(w, ", ")
		}
		fmt.Fprint(w, t.SeatName(k))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Seed:     %d,%d\n", o.Seed[0], o.Seed[1])
	fmt.Fprintln(w, "Options: ", arena.DescribeOptions(o))
	fmt.Fprint(w, "Stones:   ")
	for k := range t.Entries {
		fmt.Fprintf(w, "seat %d has %s, ", k, arena.Plural(g.Stones(k), "stone"))
	}
	if g.Options().Players == 1 {
		fmt.Fprintf(w, "the Architect has %s, ", arena.Plural(g.Stones(1), "stone"))
	}
	fmt.Fprintf(w, "the reserve %d\n", g.Position().Reserve)
	fmt.Fprintf(w, "Site:     %v (%s to play)\n", g.Site(), arena.Plural(g.Site().TurnsLeft(), "turn"))
	if c := g.Position().Cards; c.InPlay() {
		for slot := 1; slot <= site.CardSlots; slot++ {
			fmt.Fprintf(w, "Card %d:   %s with tiles", slot, cardName(c.Card(slot)))
			for _, id := range c.AppendTiles(nil, slot) {
				fmt.Fprintf(w, " %v (%s)", id, oneHexName(id))
			}
			fmt.Fprintln(w)
		}
	}
	fmt.Fprintln(w)
}

// oneHexName names a one-hex tile's hex as people read it: "House plaza",
// "Market|Garden".
func oneHexName(id tile.ID) string {
	t := id.Face(0)
	if t.IsDouble() {
		return words(t.A.String(), false) + "|" + words(t.B.String(), false)
	}
	return words(t.A.String(), false)
}

// cardName names a card as people read it: "Hanging Gardens".
func cardName(c tile.Card) string { return words(c.String(), true) }

// words spaces a name written as one word, "HousePlaza", into its words:
// "House plaza", or "Hanging Gardens" with title case kept.
func words(s string, title bool) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte(' ')
			if !title {
				r = unicode.ToLower(r)
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// rotationOf writes a placement's rotation where it means something: a
// single district or plaza looks the same in every rotation.
func rotationOf(p city.Placement) string {
	if p.Tile.IsOneHex() && !p.Tile.Face(0).IsDouble() {
		return ""
	}
	return fmt.Sprintf(" r%d", p.Rotation)
}

// printConstruction prints a move of the construction phase (Athena) from
// its events: "turn 12  seat 1 (greedy)  completes Fortress (slot 2),
// takes tile 84 (House plaza) and places it at (1,-2) on level 1", the
// Architect's tile first in solo, or "... stops". It reports whether the
// events were such a move.
func printConstruction(w io.Writer, t *arena.Table, events []event.Event) bool {
	if len(events) == 0 || events[0].Kind != event.CardCompleted && events[0].Kind != event.Stopped {
		return false
	}
	for i, e := range events {
		switch {
		case e.Kind == event.Stopped:
			fmt.Fprintf(w, "turn %2d  %s  stops building\n", e.Turn, t.SeatName(e.Seat))
		case e.Kind == event.CardCompleted && (i+1 == len(events) || events[i+1].Kind != event.TilePlaced):
			// Solo: the Architect completes the card first; its tile goes to its pile.
			fmt.Fprintf(w, "turn %2d  the Architect completes %s (slot %d) too and takes tile %v (%s)\n", e.Turn, cardName(e.Card), e.Position, e.Placement.Tile, oneHexName(e.Placement.Tile))
		case e.Kind == event.CardCompleted:
			p := events[i+1]
			fmt.Fprintf(w, "turn %2d  %s  completes %s (slot %d), takes tile %v (%s) and places it at %v%s on level %d",
				e.Turn, t.SeatName(e.Seat), cardName(e.Card), e.Position, e.Placement.Tile, oneHexName(e.Placement.Tile), p.Placement.Anchor, rotationOf(p.Placement), p.Result.Level)
			if p.Result.Quarries > 0 {
				fmt.Fprintf(w, ", covers a quarry: +%s", arena.Plural(gainedIn(events), "stone"))
			}
			fmt.Fprintln(w)
		}
	}
	return true
}

// gainedIn returns the stones the events gain.
func gainedIn(events []event.Event) int {
	for _, e := range events {
		if e.Kind == event.StonesGained {
			return e.Stones
		}
	}
	return 0
}

// printTurn prints one turn from its events: "turn  7  seat 1 (greedy)
// takes 33 from position 2 for 2 stones, lays it at (1,-1) r4 on level 2,
// covers 1 quarry: +1 stone", then a line for a refill or the end.
func printTurn(w io.Writer, g *akropolis.Game, t *arena.Table, events []event.Event) {
	var line strings.Builder
	if printConstruction(w, t, events) {
		printTurnEnd(w, g, events)
		return
	}
	quarries, gained := 0, 0
	for _, e := range events {
		switch e.Kind {
		case event.TileTaken:
			fmt.Fprintf(&line, "turn %2d  %s  takes %v from position %d ", e.Turn, t.SeatName(e.Seat), e.Placement.Tile, e.Position)
			if e.Stones == 0 {
				line.WriteString("for free")
			} else {
				fmt.Fprintf(&line, "for %s", arena.Plural(e.Stones, "stone"))
			}
		case event.TilePlaced:
			fmt.Fprintf(&line, ", lays it at %v r%d on level %d", e.Placement.Anchor, e.Placement.Rotation, e.Result.Level)
			quarries = e.Result.Quarries
		case event.StonesGained:
			gained = e.Stones
		}
	}
	if quarries > 0 {
		fmt.Fprintf(&line, ", covers %s: +%s", arena.Plural(quarries, "quarry"), arena.Plural(gained, "stone"))
		if gained < quarries {
			line.WriteString(" (the reserve ran short)")
		}
	}
	fmt.Fprintln(w, line.String())
	printTurnEnd(w, g, events)
}

// printTurnEnd prints what ends a turn: the Architect's take, a refill, the
// end of the game.
func printTurnEnd(w io.Writer, g *akropolis.Game, events []event.Event) {
	for _, e := range events {
		switch e.Kind {
		case event.ArchitectTook:
			fmt.Fprintf(w, "turn %2d  the Architect takes %v from position %d for %s\n", e.Turn, e.Placement.Tile, e.Position, arena.Plural(e.Stones, "stone"))
		case event.ChiefPassed:
			if g.Options().Players == 1 {
				fmt.Fprintf(w, "         new site %v\n", g.Site())
				break
			}
			fmt.Fprintf(w, "         new site %v; the Chief Architect passes to seat %d\n", g.Site(), e.Seat)
		case event.GameOver:
			fmt.Fprintf(w, "         the game is over: tile %v is left on the site\n", g.Site().At(0))
		}
	}
}

// printCities draws every final city and prints its score pad.
func printCities(w io.Writer, g *akropolis.Game, t *arena.Table, cards []score.Pad) {
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Map:", render.MapLegend)
	for k, c := range cards {
		fmt.Fprintf(w, "\n== %s: %s, %s\n\n", t.SeatName(k), arena.Plural(c.Total, "point"), arena.Plural(c.Stones, "stone"))
		for _, l := range strings.SplitAfter(render.Map(g.City(k)), "\n") {
			if l != "" && l != "\n" {
				fmt.Fprint(w, "    ", l)
			} else {
				fmt.Fprint(w, l)
			}
		}
		fmt.Fprintln(w)
		fmt.Fprint(w, c.String())
		if !strings.HasSuffix(c.String(), "\n") {
			fmt.Fprintln(w)
		}
	}
}

// writeSVGs writes DIR/seatK.svg for every seat, and in a game of the
// Athena expansion DIR/cardN.svg for each card in slot N: its tiles left
// and the statues of the seats that completed it.
func writeSVGs(w io.Writer, dir string, g *akropolis.Game, t *arena.Table, cards []score.Pad) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	fmt.Fprintln(w)
	for k, c := range cards {
		title := fmt.Sprintf("Seat %d (%s): %s", k, t.Entries[k], arena.Plural(c.Total, "point"))
		if err := writeSVG(w, filepath.Join(dir, fmt.Sprintf("seat%d.svg", k)), func(f io.Writer) error {
			return render.SVG(f, g.City(k), title)
		}); err != nil {
			return err
		}
	}
	cs := g.Position().Cards
	for slot := 1; cs.InPlay() && slot <= site.CardSlots; slot++ {
		if err := writeSVG(w, filepath.Join(dir, fmt.Sprintf("card%d.svg", slot)), func(f io.Writer) error {
			return render.CardSVG(f, cs.Card(slot), cs.AppendTiles(nil, slot), completedBy(cs, slot))
		}); err != nil {
			return err
		}
	}
	return nil
}

// completedBy returns the seats that completed the card in slot, bit k for
// seat k, as render.CardSVG takes them.
func completedBy(cs site.Cards, slot int) uint8 {
	var by uint8
	for k := range 4 {
		if cs.Completed(slot, k) {
			by |= 1 << k
		}
	}
	return by
}

// writeSVG creates the file name, draws into it and says so on w.
func writeSVG(w io.Writer, name string, draw func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	err = draw(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "wrote", name)
	return nil
}
