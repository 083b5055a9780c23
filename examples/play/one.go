package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/event"
	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
)

// playOne plays one game and prints it.
func playOne(cfg config, w, stderr io.Writer) error {
	g, err := newGame(cfg, cfg.opts.Seed)
	if err != nil {
		return err
	}
	index := make([]int, len(cfg.bots))
	for k := range index {
		index[k] = k
	}
	t, lost := sitDown(cfg, g, cfg.bots, index, cfg.opts.Seed, stderr)
	printSetup(w, g, t)
	if lost == nil {
		lost = referee(g, t, func(events []event.Event) {
			if !cfg.quiet {
				printTurn(w, g, t, events)
			}
		})
	}
	t.close(lost)
	if lost != nil {
		fmt.Fprintf(w, "\n%s forfeits the game after %s: %s\n", t.seatName(lost.Seat), plural(lost.Turn, "move"), lost.Reason)
	}
	if cfg.record != "" {
		if err := writeRecord(cfg.record, g.Record(), t.entries, lost); err != nil {
			return err
		}
	}
	cards := make([]score.Card, g.Options().Players)
	for k := range cards {
		cards[k] = g.Score(k)
	}
	printCities(w, g, t, cards)
	if g.Options().Players == 1 {
		printSolo(w, g, t, lost)
		return writeSVGsIf(cfg, w, g, t, cards)
	}
	totals, stones := make([]int, len(cards)), make([]int, len(cards))
	for k, c := range cards {
		totals[k], stones[k] = c.Total, c.Stones
	}
	forfeitSeat := -1
	if lost != nil {
		forfeitSeat = lost.Seat
	}
	printResult(w, t, totals, stones, finalRanks(g, lost), forfeitSeat)
	return writeSVGsIf(cfg, w, g, t, cards)
}

// writeSVGsIf writes the pictures when -svg asks for them.
func writeSVGsIf(cfg config, w io.Writer, g *akropolis.Game, t *table, cards []score.Card) error {
	if cfg.svg == "" {
		return nil
	}
	return writeSVGs(w, cfg.svg, g, t, cards)
}

// printSolo prints the Architect's pile and score card and who won.
func printSolo(w io.Writer, g *akropolis.Game, t *table, lost *forfeit) {
	pile, stones := g.View().Pile, g.Stones(1)
	ac := g.ArchitectScore()
	fmt.Fprintf(w, "\n== the Architect: %s, %s; its pile: %v\n\n", plural(ac.Total, "point"), plural(stones, "stone"), pile)
	fmt.Fprint(w, ac.String())
	p := g.Total(0)
	fmt.Fprintf(w, "\nResult\n  %s %d points, %s; the Architect %d points, %s.\n", t.seatName(0), p, plural(g.Stones(0), "stone"), ac.Total, plural(stones, "stone"))
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
func printSetup(w io.Writer, g *akropolis.Game, t *table) {
	o := g.Options()
	if o.Players == 1 {
		fmt.Fprintf(w, "Akropolis solo, the Architect at %v: ", o.Level)
	} else {
		fmt.Fprintf(w, "Akropolis, %d players: ", o.Players)
	}
	for k := range t.entries {
		if k > 0 {
			fmt.Fprint(w, ", ")
		}
		fmt.Fprint(w, t.seatName(k))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Seed:     %d,%d\n", o.Seed[0], o.Seed[1])
	fmt.Fprintln(w, "Options: ", describeOptions(o))
	fmt.Fprint(w, "Stones:   ")
	for k := range t.entries {
		fmt.Fprintf(w, "seat %d has %s, ", k, plural(g.Stones(k), "stone"))
	}
	if g.Options().Players == 1 {
		fmt.Fprintf(w, "the Architect has %s, ", plural(g.Stones(1), "stone"))
	}
	fmt.Fprintf(w, "the reserve %d\n", g.Reserve())
	fmt.Fprintf(w, "Site:     %v (%s to play)\n\n", g.Site(), plural(g.TurnsLeft(), "turn"))
}

// describeOptions says in words which rules the game is played with.
func describeOptions(o akropolis.Options) string {
	var parts []string
	s := o.Rules.Variants.String()
	if s == "none" {
		parts = append(parts, "no variant")
	} else {
		parts = append(parts, "variants "+s)
	}
	n := tile.Count(o.Players, o.AllTiles)
	if o.AllTiles {
		parts = append(parts, fmt.Sprintf("all %d tiles", n))
	} else {
		parts = append(parts, fmt.Sprintf("%d tiles", n))
	}
	if o.StonesFromZero {
		parts = append(parts, "seat k starts with k stones")
	}
	if o.UnlimitedReserve {
		parts = append(parts, "unlimited reserve")
	}
	if o.Rules.BarracksOutsideOnly {
		parts = append(parts, "barracks count only empty cells open to the outside")
	}
	if o.Rules.LakeAnyRegion {
		parts = append(parts, "a lake is any enclosed empty region")
	}
	return strings.Join(parts, ", ")
}

// plural is "1 stone", "2 stones".
func plural(n int, word string) string { return fmt.Sprintf("%d %s", n, noun(n, word)) }

// noun is word in the number n asks for: "stone" for 1, "stones" (and
// "quarries") otherwise.
func noun(n int, word string) string {
	switch {
	case n == 1:
		return word
	case strings.HasSuffix(word, "y"):
		return strings.TrimSuffix(word, "y") + "ies"
	}
	return word + "s"
}

// printTurn prints one turn from its events: "turn  7  seat 1 (greedy)
// takes 33 from position 2 for 2 stones, lays it at (1,-1) r4 on level 2,
// covers 1 quarry: +1 stone", then a line for a refill or the end.
func printTurn(w io.Writer, g *akropolis.Game, t *table, events []event.Event) {
	var line strings.Builder
	quarries, gained := 0, 0
	for _, e := range events {
		switch e.Kind {
		case event.TileTaken:
			fmt.Fprintf(&line, "turn %2d  %s  takes %v from position %d ", e.Turn, t.seatName(e.Seat), e.Tile, e.Position)
			if e.Stones == 0 {
				line.WriteString("for free")
			} else {
				fmt.Fprintf(&line, "for %s", plural(e.Stones, "stone"))
			}
		case event.TilePlaced:
			fmt.Fprintf(&line, ", lays it at %v r%d on level %d", e.Placement.Anchor, e.Placement.Rotation, e.Level)
			quarries = e.Quarries
		case event.StonesGained:
			gained = e.Stones
		}
	}
	if quarries > 0 {
		fmt.Fprintf(&line, ", covers %s: +%s", plural(quarries, "quarry"), plural(gained, "stone"))
		if gained < quarries {
			line.WriteString(" (the reserve ran short)")
		}
	}
	fmt.Fprintln(w, line.String())
	for _, e := range events {
		switch e.Kind {
		case event.ArchitectTook:
			fmt.Fprintf(w, "turn %2d  the Architect takes %v from position %d for %s\n", e.Turn, e.Tile, e.Position, plural(e.Stones, "stone"))
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
func printCities(w io.Writer, g *akropolis.Game, t *table, cards []score.Card) {
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Map:", render.MapLegend)
	for k, c := range cards {
		fmt.Fprintf(w, "\n== %s: %s, %s\n\n", t.seatName(k), plural(c.Total, "point"), plural(c.Stones, "stone"))
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

// writeSVGs writes DIR/seatK.svg for every seat.
func writeSVGs(w io.Writer, dir string, g *akropolis.Game, t *table, cards []score.Card) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	fmt.Fprintln(w)
	for k, c := range cards {
		name := filepath.Join(dir, fmt.Sprintf("seat%d.svg", k))
		f, err := os.Create(name)
		if err != nil {
			return err
		}
		title := fmt.Sprintf("Seat %d (%s): %s", k, t.entries[k], plural(c.Total, "point"))
		err = render.SVG(f, g.City(k), title)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		fmt.Fprintln(w, "wrote", name)
	}
	return nil
}
