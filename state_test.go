package akropolis_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The game's state machine: rapid plays random games (listed moves, random
// and mostly illegal moves, undos), some from a nearly empty reserve, and
// after every step compares the game with gameModel, an independent model
// of the turn's bookkeeping: turn order, costs, Quarry gains under the
// reserve's limit, the Architect's payments and choices in solo, refills
// and the Chief Architect marker, and the end (the model is in
// state_model_test.go, the checks after each step in state_check_test.go).
// Placement legality is the city package's, with its own model. Longer runs:
//
//	go test -run GameStateMachine -rapid.checks=1000

// genOptions draws any legal combination of options.
func genOptions(t *rapid.T) akropolis.Options {
	o := akropolis.Options{
		Players:          rapid.IntRange(1, 4).Draw(t, "players"),
		Difficulty:       score.Difficulty(rapid.IntRange(0, 2).Draw(t, "level")),
		StonesFromZero:   rapid.Bool().Draw(t, "zero"),
		UnlimitedReserve: rapid.Bool().Draw(t, "unlimited"),
		Seed:             [2]uint64{rapid.Uint64().Draw(t, "s1"), rapid.Uint64().Draw(t, "s2")},
	}
	o.AllTiles = o.Players < 4 && rapid.Bool().Draw(t, "all")
	if o.Athena = rapid.Bool().Draw(t, "athena"); o.Athena {
		o.CardReadings = athena.Options{
			SurroundedDistrictsOnly:  rapid.Bool().Draw(t, "surrounded"),
			HousingCenterDistrict:    rapid.Bool().Draw(t, "housing"),
			CityMarketCenterOccupied: rapid.Bool().Draw(t, "market occupied"),
			CityMarketCenterDistrict: rapid.Bool().Draw(t, "market district"),
			StairsOneLevel:           rapid.Bool().Draw(t, "stairs"),
		}
	}
	o.Scoring = variants.Options{
		Variants:            variants.Set(rapid.IntRange(0, 31).Draw(t, "variants")),
		BarracksOutsideOnly: rapid.Bool().Draw(t, "outside"),
		LakeAnyRegion:       rapid.Bool().Draw(t, "lake"),
	}
	return o
}

// gameMachine drives a game and its model side by side.
type gameMachine struct {
	g       *akropolis.Game
	m       gameModel
	before  []gameModel // the model before each move, for Undo
	drained bool        // stones set by hand: the record does not hold them
	buf     []akropolis.Move
}

// newGameMachine deals a game from random options; one game in two starts
// with a nearly empty reserve.
func newGameMachine(t *rapid.T) *gameMachine {
	o := genOptions(t)
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	if o.Athena && rapid.Bool().Draw(t, "quarry mine") {
		withQuarryMine(t, g) // with stones (DrainReserve), a card met often
	}
	gm := &gameMachine{g: g, m: newModel(t, o, akropolis.StartSite(g), akropolis.CardsOf(g))}
	if rapid.Bool().Draw(t, "drain the reserve") {
		gm.DrainReserve(t)
	}
	return gm
}

// withQuarryMine puts Quarry Mine in slot 1 of g's cards, unless it is
// dealt already.
func withQuarryMine(t *rapid.T, g *akropolis.Game) {
	c := akropolis.CardsOf(g)
	var cards [4]tile.Card
	var dealt [4][4]tile.ID
	for slot := 1; slot <= 4; slot++ {
		cards[slot-1], dealt[slot-1] = c.Card(slot), c.Dealt(slot)
	}
	if slices.Contains(cards[:], tile.QuarryMine) {
		return
	}
	cards[0] = tile.QuarryMine
	c, err := newCards(cards, dealt)
	if err != nil {
		t.Fatal(err)
	}
	akropolis.SetCards(g, c)
}

// DrainReserve leaves 0 to 2 stones in the reserve and gives the rest to
// the seat to move, as in a position from another game: there, paying
// before gaining matters. Undo still restores the stones of before each
// move, in the game and in the model alike.
func (gm *gameMachine) DrainReserve(t *rapid.T) {
	r := rapid.IntRange(0, 2).Draw(t, "reserve")
	if gm.m.reserve < r {
		t.Skip("the reserve holds less already")
	}
	gm.m.stones[gm.m.current] += gm.m.reserve - r
	gm.m.reserve = r
	akropolis.SetStones(gm.g, gm.m.stones, r)
	gm.drained = true
}

// PlayListed plays one of the listed moves.
func (gm *gameMachine) PlayListed(t *rapid.T) {
	gm.buf = gm.g.AppendLegalMoves(gm.buf[:0])
	if len(gm.buf) == 0 {
		t.Skip("the game is over")
	}
	gm.play(t, rapid.SampledFrom(gm.buf).Draw(t, "move"))
}

// PlayGain plays a listed move that covers Quarries, if there is one: the
// gains, and with a drained reserve their limit, get exercised.
func (gm *gameMachine) PlayGain(t *rapid.T) {
	gm.buf = gm.g.AppendLegalMoves(gm.buf[:0])
	c := gm.g.City(gm.m.current)
	gains := slices.DeleteFunc(gm.buf, func(mv akropolis.Move) bool {
		_, q := covered(c, mv.Placement)
		return q == 0
	})
	if len(gains) == 0 {
		t.Skip("no listed move covers a Quarry")
	}
	gm.play(t, rapid.SampledFrom(gains).Draw(t, "move"))
}

// PlayCompletion plays a listed completion of a construction card, if
// there is one (Athena).
func (gm *gameMachine) PlayCompletion(t *rapid.T) {
	gm.buf = gm.g.AppendLegalMoves(gm.buf[:0])
	completions := slices.DeleteFunc(gm.buf, func(mv akropolis.Move) bool { return mv.Card() == 0 })
	if len(completions) == 0 {
		t.Skip("no completion listed")
	}
	gm.play(t, rapid.SampledFrom(completions).Draw(t, "completion"))
}

// PlaySeveral plays up to 12 listed moves in a row, so that games end.
func (gm *gameMachine) PlaySeveral(t *rapid.T) {
	for range rapid.IntRange(1, 12).Draw(t, "moves") {
		if gm.g.Over() {
			return
		}
		gm.PlayListed(t)
	}
}

// play plays a legal move in the game and the model, checking what Check
// and PlayEvents report against the model.
func (gm *gameMachine) play(t *rapid.T, mv akropolis.Move) {
	if err := gm.m.rule(mv, gm.g.City(gm.m.current)); err != nil {
		t.Fatalf("listed move %v breaks the rule %v", mv, err)
	}
	level, quarries := covered(gm.g.City(gm.m.current), mv.Placement)
	after := gm.g.City(gm.m.current).Clone()
	if mv != akropolis.Stop() {
		if _, err := after.Place(mv.Placement); err != nil {
			t.Fatalf("listed move %v: %v", mv, err)
		}
	} else {
		level = 0
	}
	out, err := akropolis.CheckOutcome(gm.g, mv)
	if err != nil {
		t.Fatalf("listed move %v rejected: %v", mv, err)
	}
	// Delta must be the change of the mover's total (the Architect's take
	// in solo changes neither the player's city nor its stones).
	seat := gm.m.current
	total := gm.g.Total(seat)
	gm.before = append(gm.before, gm.m.clone())
	want := gm.m.play(mv, level, quarries, after)
	gained := 0
	for _, e := range want {
		if e.Kind == event.StonesGained {
			gained = e.Stones
		}
	}
	cost := mv.Position
	if completesCard(mv) { // a reward tile is free
		cost = 0
	}
	if wantOut := (akropolis.Outcome{Cost: cost, Level: level, Quarries: quarries, Gained: gained}); mv != akropolis.Stop() && out != wantOut {
		t.Fatalf("Check(%v) = %+v, want %+v", mv, out, wantOut)
	}
	delta, err := gm.g.Delta(mv)
	if err != nil {
		t.Fatalf("Delta(%v): %v", mv, err)
	}
	got, err := gm.g.PlayEvents(nil, mv)
	if err != nil {
		t.Fatalf("PlayEvents(%v): %v", mv, err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("events of %v (-want +got):\n%s", mv, d)
	}
	if after := gm.g.Total(seat); after-total != delta {
		t.Fatalf("Delta(%v) = %d, the total went from %d to %d", mv, delta, total, after)
	}
}

// covered returns the level a legal placement reaches and the Quarries it
// covers, read from the city's cells (a one-hex tile covers its anchor).
func covered(c *city.City, p city.Placement) (level, quarries int) {
	cells := p.Cells()
	n := 3
	if p.Tile.IsOneHex() {
		n = 1
	}
	for _, h := range cells[:n] {
		level = c.Height(h) + 1
		if c.Face(h).A == tile.Quarry {
			quarries++
		}
	}
	return level, quarries
}

// TryMove tries a random move, mostly illegal: the game must reject it for
// the rule the model names (or the city's rule), changing nothing; a legal
// one is played.
func (gm *gameMachine) TryMove(t *rapid.T) {
	mv := akropolis.Move{
		Position: rapid.IntRange(-1, 7).Draw(t, "position"),
		Placement: city.Placement{
			Tile:     tile.ID(rapid.IntRange(0, 63).Draw(t, "tile")),
			Anchor:   hex.Hex{Q: rapid.IntRange(-8, 8).Draw(t, "q"), R: rapid.IntRange(-8, 8).Draw(t, "r")},
			Rotation: tile.Rotation(rapid.IntRange(0, 7).Draw(t, "rotation")),
		},
	}
	if rapid.Bool().Draw(t, "the tile at that position") && mv.Position >= 0 && mv.Position < len(gm.m.line) {
		mv.Placement.Tile = gm.m.line[mv.Position]
	}
	if gm.m.athena && rapid.Bool().Draw(t, "a completion") {
		mv.Position = rapid.IntRange(0, 5).Draw(t, "slot")
		mv.Placement.Tile = tile.ID(rapid.IntRange(62, 92).Draw(t, "one-hex tile"))
		if slot := mv.Position; slot >= 1 && slot <= 4 && len(gm.m.onCard[slot-1]) > 0 && rapid.Bool().Draw(t, "a tile of the card") {
			mv.Placement.Tile = rapid.SampledFrom(gm.m.onCard[slot-1]).Draw(t, "tile on the card")
		}
	}
	if rapid.IntRange(0, 4).Draw(t, "stop") == 0 {
		mv = akropolis.Stop() // outside the phase too: refused with its own reason
	}
	if rapid.IntRange(0, 19).Draw(t, "no move") == 0 {
		mv = akropolis.Move{} // the zero Move, refused as no move at all
	}
	want := gm.m.rule(mv, gm.g.City(gm.m.current))
	if want == nil && mv != akropolis.Stop() {
		if _, err := gm.g.City(gm.m.current).Check(mv.Placement); err != nil {
			want = errors.Unwrap(err) // the city's rule
		}
	}
	err := gm.g.Check(mv)
	if (err == nil) != (want == nil) || (want != nil && !errors.Is(err, want)) {
		t.Fatalf("Check(%v) = %v, want the rule %v", mv, err, want)
	}
	if want == nil {
		if !slices.Contains(gm.g.AppendLegalMoves(nil), listedForm(mv)) {
			t.Fatalf("Check accepts %v, which AppendLegalMoves does not list", mv)
		}
		gm.play(t, mv)
		return
	}
	before := gm.g.Clone()
	if err := gm.g.Play(mv); !errors.Is(err, want) {
		t.Fatalf("Play(%v) = %v, want the rule %v", mv, err, want)
	}
	var me *akropolis.Error
	if !errors.As(err, &me) || me.Move != mv || me.Seat != gm.m.current || me.Turn != gm.m.turn+1 {
		t.Fatalf("Play(%v) = %v: no *Error with the move, seat %d and turn %d", mv, err, gm.m.current, gm.m.turn)
	}
	if !gm.g.Equal(before) {
		t.Fatalf("rejected %v changed the game", mv)
	}
}

// Undo takes back the last move: the game must match the model before it.
func (gm *gameMachine) Undo(t *rapid.T) {
	mv, ok := gm.g.Undo()
	if len(gm.before) == 0 {
		if ok {
			t.Fatalf("Undo with no move played took back %v", mv)
		}
		return
	}
	if last := gm.m.moves[len(gm.m.moves)-1]; !ok || mv != last {
		t.Fatalf("Undo = %v, %v; want %v", mv, ok, last)
	}
	gm.m = gm.before[len(gm.before)-1]
	gm.before = gm.before[:len(gm.before)-1]
}

// UndoReplay takes back the last move and plays it again: the same cities.
func (gm *gameMachine) UndoReplay(t *rapid.T) {
	if len(gm.m.moves) == 0 {
		t.Skip("no move played")
	}
	last := gm.m.moves[len(gm.m.moves)-1]
	before := gm.g.Clone()
	gm.Undo(t)
	gm.play(t, last)
	// The model checks the rest (stones set by hand since the move are
	// undone with it).
	for k := range gm.m.players {
		if !sameCity(gm.g.City(k), before.City(k)) {
			t.Fatalf("undo and replay of %v: seat %d's city differs", last, k)
		}
	}
}

func TestGameStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gm := newGameMachine(t)
		t.Repeat(rapid.StateMachineActions(gm))
		if gm.drained {
			return // the record holds the setup, not stones set by hand
		}
		// The game's record, through its text form, replays to an equal game.
		text, err := gm.g.Record().MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		rec, err := akropolis.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("record does not read back: %v\n%s", err, text)
		}
		r, err := rec.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if !r.Equal(gm.g) {
			t.Fatalf("replay differs")
		}
	})
}
