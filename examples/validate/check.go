package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// checkRecord replays a record and prints its score pads, or its first
// illegal move.
func checkRecord(rec akropolis.Record, stdout io.Writer) int {
	o := rec.Options
	fmt.Fprintf(stdout, "Record: %s, %s, rules %v%s\n", plural(o.Players, "player"), plural(len(rec.Moves), "move"), o.Scoring, athenaNote(o))
	g, err := rec.Replay()
	var re *akropolis.Error
	switch {
	case errors.As(err, &re):
		fmt.Fprintln(stdout, "INVALID")
		fmt.Fprintf(stdout, "  turn %d, seat %d, move %v: %s\n", re.Turn, re.Seat, re.Move, ruleOf(re.Err))
		fmt.Fprintf(stdout, "  the replay stops here: %d of %s %s legal\n", re.Step-1, plural(len(rec.Moves), "move"), verb(re.Step-1, "is", "are"))
		return exitInvalid
	case err != nil:
		fmt.Fprintln(stdout, "INVALID")
		fmt.Fprintf(stdout, "  setup: %s\n", ruleOf(err))
		return exitInvalid
	}
	if g.Over() {
		fmt.Fprintln(stdout, "VALID: the game is over")
	} else {
		fmt.Fprintf(stdout, "VALID so far: the record stops with %s still to play; scores now\n", plural(g.Site().TurnsLeft(), "turn"))
	}
	printCards(stdout, g.Position().Cards, o.Seats())
	if g.Options().Players == 1 {
		c := g.Score(0)
		fmt.Fprintf(stdout, "\n== player: %s\n\n%s", plural(c.Total, "point"), withNewline(c.String()))
		a := g.ArchitectScore()
		fmt.Fprintf(stdout, "\n== the Architect: %s\n\n%s", plural(a.Total, "point"), withNewline(a.String()))
		if g.Ranks()[0] == 1 {
			fmt.Fprintln(stdout, "\nThe player beats the Architect.")
		} else {
			fmt.Fprintln(stdout, "\nThe Architect wins.")
		}
		return exitValid
	}
	for k := range o.Players {
		c := g.Score(k)
		fmt.Fprintf(stdout, "\n== seat %d: %s, %s\n\n%s", k, plural(c.Total, "point"), plural(c.Stones, "stone"), withNewline(c.String()))
	}
	fmt.Fprintln(stdout)
	for k, r := range g.Ranks() {
		fmt.Fprintf(stdout, "seat %d ranks %d\n", k, r)
	}
	if ws := winners(g.Ranks()); len(ws) == 1 {
		fmt.Fprintf(stdout, "Winner: seat %d\n", ws[0])
	} else {
		fmt.Fprintf(stdout, "Shared win: seats %s (same points and stones)\n", strings.Trim(fmt.Sprint(ws), "[]"))
	}
	return exitValid
}

// checkCity checks a placement list and prints the city's card, or every
// violation.
func checkCity(ps []city.Placement, rules variants.Options, stones int, stdout io.Writer) int {
	fmt.Fprintf(stdout, "City: %s after the starting tile\n", plural(len(ps), "placement"))
	c, errs := city.Validate(ps)
	if len(errs) > 0 {
		fmt.Fprintf(stdout, "INVALID: %d of %s %s a rule\n", len(errs), plural(len(ps), "placement"), verb(len(errs), "breaks", "break"))
		for _, e := range errs {
			var pe *city.PlacementError
			if errors.As(e, &pe) {
				fmt.Fprintf(stdout, "  step %d, %v: %s\n", pe.Step, pe.Placement, ruleOf(pe.Unwrap()))
			} else {
				fmt.Fprintf(stdout, "  %s\n", ruleOf(e))
			}
		}
		return exitInvalid
	}
	card := score.Compute(c, stones, rules)
	fmt.Fprintln(stdout, "VALID")
	fmt.Fprintf(stdout, "\n%s\n%s", render.Map(c), withNewline(card.String()))
	return exitValid
}

// verb is the verb agreeing with a subject of n things: one for 1, many
// otherwise ("1 of 3 placements breaks a rule", "2 of 3 break").
func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func withNewline(s string) string {
	if strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}

// checkPosition checks a position (full or public) and prints each seat's
// score now, or every violation.
func checkPosition(p akropolis.Position, stdout io.Writer) int {
	kind := "full"
	if len(p.Stacks) != p.StacksLeft {
		kind = "public (stacks hidden)"
	}
	o := p.Options
	fmt.Fprintf(stdout, "Position: %s, %s, turn %d, seat %d to move, rules %v%s\n", kind, plural(o.Players, "player"), p.Turn, p.Current, o.Scoring, athenaNote(o))
	if err := p.Check(); err != nil {
		var pe *akropolis.PositionError
		if !errors.As(err, &pe) {
			pe = &akropolis.PositionError{Errs: []error{err}}
		}
		fmt.Fprintf(stdout, "INVALID: %s\n", plural(len(pe.Errs), "violation"))
		for _, e := range pe.Errs {
			var code rule.Code
			if errors.As(e, &code) {
				fmt.Fprintf(stdout, "  %s: %v\n", string(code), e)
			} else {
				fmt.Fprintf(stdout, "  %v\n", e)
			}
		}
		return exitInvalid
	}
	g, err := gameOf(p)
	if err != nil { // Check found nothing: cannot happen
		fmt.Fprintln(stdout, "INVALID:", err)
		return exitInvalid
	}
	fmt.Fprintln(stdout, "VALID")
	if p.Constructing {
		fmt.Fprintf(stdout, "  seat %d is in its construction phase: it completes a card or stops\n", p.Current)
	}
	for k := range p.Cities {
		fmt.Fprintf(stdout, "  seat %d: %s now, %s\n", k, plural(g.Score(k).Total, "point"), plural(p.Stones[k], "stone"))
	}
	printCards(stdout, p.Cards, o.Seats())
	return exitValid
}

// gameOf continues the game of a checked position, to score it: a public
// position's face-down tiles are dealt in ID order (a score does not
// depend on their order).
func gameOf(p akropolis.Position) (*akropolis.Game, error) {
	if len(p.Stacks) != p.StacksLeft {
		var faceDown []tile.ID
		for _, id := range p.Unseen() {
			if !id.IsOneHex() { // the one-hex tiles left in the box are never dealt
				faceDown = append(faceDown, id)
			}
		}
		p.Stacks = nil
		for size := p.Options.Seats() + 1; len(faceDown) > 0; faceDown = faceDown[min(size, len(faceDown)):] {
			p.Stacks = append(p.Stacks, faceDown[:min(size, len(faceDown))])
		}
	}
	return akropolis.NewFromPosition(p)
}

// athenaNote is ", Athena" for a game with the expansion (and its card
// rules when they are not the default readings), "" without it.
func athenaNote(o akropolis.Options) string {
	if !o.Athena {
		return ""
	}
	if o.CardReadings == (athena.Options{}) {
		return ", Athena"
	}
	b, _ := json.Marshal(o.CardReadings)
	return ", Athena, card rules " + string(b)
}

// printCards prints the construction cards of an Athena game: who
// completed each, the tiles still on it, and who has the statue (all four
// cards: stones worth 5 points each). It prints nothing without cards.
func printCards(stdout io.Writer, c site.Cards, seats int) {
	if !c.InPlay() {
		return
	}
	fmt.Fprintln(stdout, "\nConstruction cards:")
	for slot := 1; slot <= site.CardSlots; slot++ {
		var by []string
		for k := range seats {
			if c.Completed(slot, k) {
				by = append(by, strconv.Itoa(k))
			}
		}
		who := "completed by no seat"
		if len(by) > 0 {
			who = "completed by seat " + strings.Join(by, ", ")
		}
		tiles := "no tile left"
		if left := c.AppendTiles(nil, slot); len(left) > 0 {
			tiles = "tiles left " + strings.Trim(fmt.Sprint(left), "[]")
		}
		fmt.Fprintf(stdout, "  %d %v: %s; %s\n", slot, c.Card(slot), who, tiles)
	}
	for k := range seats {
		if c.CompletedBy(k) == site.CardSlots {
			fmt.Fprintf(stdout, "  seat %d has the statue: its stones are worth 5 points each\n", k)
		}
	}
}

// winners returns the seats ranked first (more than one when they share the
// win), from a game's Ranks.
func winners(ranks []int) []int {
	var ws []int
	for k, r := range ranks {
		if r == 1 {
			ws = append(ws, k)
		}
	}
	return ws
}
