package akropolis_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// handCards are the cards of the hand-built games: Villa, Quarry Mine
// (a single House, a House plaza, a double Market/Garden, a single
// Garden), Hanging Gardens (four doubles) and Agora.
func handCards(t *testing.T) site.Cards {
	t.Helper()
	c, err := newCards([4]tile.Card{tile.Villa, tile.QuarryMine, tile.HangingGardens, tile.Agora},
		[4][4]tile.ID{{63, 65, 71, 80}, {72, 82, 62, 75}, {67, 68, 69, 70}, {76, 77, 78, 79}})
	must(t, err)
	return c
}

// handGame is a game of the players given on a site whose first face-up
// tile is 07 (Garden, Quarry, Quarry), with the hand-built cards and seat 0
// holding 8 stones: Quarry Mine is met as soon as seat 0 has taken the free
// tile.
func handGame(t *testing.T, players int, cards site.Cards) *akropolis.Game {
	t.Helper()
	s, err := newSite(players, []tile.ID{7, 1, 2, 3, 4, 5, 6})
	must(t, err)
	g, err := akropolis.NewFromSite(akropolis.Options{Players: players, Athena: true}, s)
	must(t, err)
	akropolis.SetCards(g, cards)
	akropolis.SetStones(g, [4]int{8, 0}, site.BoxStones-8)
	return g
}

// take07 lays tile 07 with its Garden at (0,-2), north of the starting
// tile's northern Quarry, and its Quarries at (0,-3) and (1,-3).
var take07 = akropolis.Move{Position: 0, Placement: city.Placement{Tile: 7, Anchor: hex.Hex{Q: 0, R: -2}}}

// completion is the move completing the card in slot with tile id at cell
// h, rotation r.
func completion(slot int, id tile.ID, h hex.Hex, r tile.Rotation) akropolis.Move {
	return akropolis.Move{Position: slot, Placement: city.Placement{Tile: id, Anchor: h, Rotation: r}}
}

// After the take of 07 the city holds 7 cells: the starting tile's (0,0),
// (0,-1), (1,0), (-1,1) and 07's (0,-2), (0,-3), (1,-3). Counted by hand,
// 17 empty cells touch it: the starting tile's 12 neighbours but (0,-2),
// and (-1,-2), (0,-4), (1,-4), (-1,-3), (2,-4), (2,-3). A one-hex tile may
// go on those 17 and on the 7 occupied cells (none shows a one-hex tile):
// 24 cells. Quarry Mine's tiles: 72, 82 and 75 are whole hexes (one
// rotation each), 62 a double (six): 24 + 24 + 6*24 + 24 = 216
// completions, and the stop move.
const (
	cellsAfterTake    = 24
	movesAfterTake    = 24 + 24 + 6*24 + 24 + 1
	cellsAfterGarden  = 23 // the Garden one-hex tile now tops (0,-1): no tile goes on it
	movesAfterGarden  = 4*6*cellsAfterGarden + 1
	quarryMineSlot    = 2
	hangingGardenSlot = 3
)

func TestConstructionPhaseByHand(t *testing.T) {
	g := handGame(t, 2, handCards(t))
	start := g.Clone()
	must(t, g.Play(take07))
	// The take is made and seat 0 can complete Quarry Mine (8 stones): the
	// turn goes on with the construction phase.
	if g.Current() != 0 || g.TurnsPlayed() != 0 || g.Over() {
		t.Fatalf("after the take: seat %d to move, turn %d; want seat 0 still, turn 0", g.Current(), g.TurnsPlayed())
	}
	moves := g.AppendLegalMoves(nil)
	if len(moves) != movesAfterTake || moves[len(moves)-1] != akropolis.Stop() {
		t.Fatalf("%d moves, the last %v; want %d, the last the stop move", len(moves), moves[len(moves)-1], movesAfterTake)
	}
	perTile := map[tile.ID]int{}
	for _, m := range moves[:len(moves)-1] {
		if m.Card() != quarryMineSlot {
			t.Fatalf("listed %v: want completions of slot %d only", m, quarryMineSlot)
		}
		perTile[m.Placement.Tile]++
	}
	if want := map[tile.ID]int{72: cellsAfterTake, 82: cellsAfterTake, 62: 6 * cellsAfterTake, 75: cellsAfterTake}; !mapsEqual(perTile, want) {
		t.Errorf("completions per tile %v, want %v", perTile, want)
	}
	checkListsAgree(t, g, moves)
	inPhase := g.Clone()
	site0 := g.Site()

	// Complete Quarry Mine with the Garden 75 on the northern Quarry: for
	// free, level 2, a Quarry covered, one stone gained.
	garden := completion(quarryMineSlot, 75, hex.Hex{Q: 0, R: -1}, 0)
	out, err := akropolis.CheckOutcome(g, garden)
	if want := (akropolis.Outcome{Cost: 0, Level: 2, Quarries: 1, Gained: 1}); err != nil || out != want {
		t.Fatalf("Check(%v) = %+v, %v; want %+v", garden, out, err, want)
	}
	events, err := g.PlayEvents(nil, garden)
	must(t, err)
	wantEvents := []event.Event{
		{Kind: event.CardCompleted, Seat: 0, Turn: 1, Placement: city.Placement{Tile: 75}, Position: quarryMineSlot, Card: tile.QuarryMine},
		{Kind: event.TilePlaced, Seat: 0, Turn: 1, Placement: garden.Placement, Result: city.Result{Level: 2, Quarries: 1}},
		{Kind: event.StonesGained, Seat: 0, Turn: 1, Stones: 1, Result: city.Result{Quarries: 1}},
	}
	if !slices.Equal(events, wantEvents) {
		t.Fatalf("events %v, want %v", events, wantEvents)
	}
	c := akropolis.CardsOf(g)
	if g.Stones(0) != 9 || akropolis.Reserve(g) != site.BoxStones-9 || g.Site() != site0 ||
		!c.Completed(quarryMineSlot, 0) || !slices.Equal(c.AppendTiles(nil, quarryMineSlot), []tile.ID{72, 82, 62}) {
		t.Fatalf("after the completion: %d stones, reserve %d, site changed %v, cards %v", g.Stones(0), akropolis.Reserve(g), g.Site() != site0, c)
	}
	if top := g.City(0).Face(hex.Hex{Q: 0, R: -1}); top.A != tile.Garden || g.City(0).Height(hex.Hex{Q: 0, R: -1}) != 2 {
		t.Fatalf("(0,-1) shows %v at level %d, want the Garden at 2", top, g.City(0).Height(hex.Hex{Q: 0, R: -1}))
	}
	// The reward tile meets Hanging Gardens (Gardens at levels 2 and 1,
	// facing each other): the phase repeats, now with that card's four
	// doubles only.
	if g.Current() != 0 || g.TurnsPlayed() != 0 {
		t.Fatalf("seat %d to move at turn %d: the phase should go on", g.Current(), g.TurnsPlayed())
	}
	moves = g.AppendLegalMoves(nil)
	if len(moves) != movesAfterGarden {
		t.Fatalf("%d moves after the Garden, want %d", len(moves), movesAfterGarden)
	}
	checkListsAgree(t, g, moves)
	checkRefusals(t, g)

	// Stop ends the turn: seat 1 to move, nothing laid.
	afterGarden := g.Clone()
	events, err = g.PlayEvents(nil, akropolis.Stop())
	must(t, err)
	if len(events) == 0 || events[0] != (event.Event{Kind: event.Stopped, Seat: 0, Turn: 1}) {
		t.Fatalf("stop: events %v", events)
	}
	if g.Current() != 1 || g.TurnsPlayed() != 1 || g.City(0).Len() != afterGarden.City(0).Len() {
		t.Fatalf("after stop: seat %d, turn %d, %d placements", g.Current(), g.TurnsPlayed(), g.City(0).Len())
	}
	if err := g.Check(akropolis.Stop()); !errors.Is(err, site.ErrNotConstructing) {
		t.Errorf("the stop move outside the phase: %v, want site.ErrNotConstructing", err)
	}
	// Undo takes back one step at a time.
	for _, want := range []*akropolis.Game{afterGarden, inPhase, start} {
		if _, ok := g.Undo(); !ok || !g.Equal(want) || g.Key() != want.Key() {
			t.Fatalf("Undo does not give back the game before the step")
		}
	}
}

// A construction phase with two cards open, in a 2-player and a solo
// game: Villa, Quarry Mine (72 82 62 75), Parkland (the doubles 67 68 69
// 70) and Agora, seat 0 holding 8 stones. Seat 0 takes 07 (Quarry Mine
// met) and stops; seat 1, or the Architect (no plaza in the line, so the
// first tile), takes 01; seat 0 takes 11 (Garden plaza, Quarry, House) to
// (1,-2) rotation 1, its Garden plaza next to 07's Garden at (0,-2):
// Parkland is met too, and Quarry Mine still is.
//
// The city then holds 10 cells, the starting tile's, 07's (0,-2), (0,-3),
// (1,-3) and 11's (1,-2), (2,-3), (2,-2), none a one-hex tile. Counted by
// hand, 18 empty cells touch them: (1,-1), (0,1), (-1,0), (-1,-1),
// (2,-1), (2,0), (1,1), (-1,2), (-2,2), (-2,1), (-1,-2), (0,-4), (1,-4),
// (-1,-3), (2,-4), (3,-4), (3,-3), (3,-2): 28 cells, (0,-4) the first
// (the northern row, West first) and (-1,2) the last. Quarry Mine's tiles
// are listed 1+1+6+1 = 9 times on each, Parkland's 4*6 = 24: 33*28
// completions and the stop move. In solo the Architect takes the plaza 82
// and the lowest double 67 first: 8 and 18 a cell, 26*28 and the stop.
func TestPhaseWithTwoCardsOpen(t *testing.T) {
	cards, err := newCards([4]tile.Card{tile.Villa, tile.QuarryMine, tile.Parkland, tile.Agora},
		[4][4]tile.ID{{63, 65, 71, 80}, {72, 82, 62, 75}, {67, 68, 69, 70}, {76, 77, 78, 79}})
	must(t, err)
	const cells = 28
	for _, tc := range []struct {
		players int
		perTile map[tile.ID]int
	}{
		{2, map[tile.ID]int{72: cells, 82: cells, 62: 6 * cells, 75: cells, 67: 6 * cells, 68: 6 * cells, 69: 6 * cells, 70: 6 * cells}},
		{1, map[tile.ID]int{72: cells, 62: 6 * cells, 75: cells, 68: 6 * cells, 69: 6 * cells, 70: 6 * cells}},
	} {
		s, err := newSite(tc.players, []tile.ID{7, 1, 11, 3, 4, 5, 6})
		must(t, err)
		g, err := akropolis.NewFromSite(akropolis.Options{Players: tc.players, Athena: true}, s)
		must(t, err)
		akropolis.SetCards(g, cards)
		akropolis.SetStones(g, [4]int{8, 0}, site.BoxStones-8)
		must(t, g.Play(take07))
		must(t, g.Play(akropolis.Stop()))
		if tc.players == 2 {
			must(t, g.Play(akropolis.Move{Position: 0, Placement: city.Placement{Tile: 1, Anchor: hex.Hex{Q: 2, R: 0}}}))
		}
		must(t, g.Play(akropolis.Move{Position: 0, Placement: city.Placement{Tile: 11, Anchor: hex.Hex{Q: 1, R: -2}, Rotation: 1}}))
		moves := g.AppendLegalMoves(nil)
		want := 1
		perTile := map[tile.ID]int{}
		for _, n := range tc.perTile {
			want += n
		}
		for _, m := range moves[:len(moves)-1] {
			perTile[m.Placement.Tile]++
		}
		if len(moves) != want || !mapsEqual(perTile, tc.perTile) || moves[len(moves)-1] != akropolis.Stop() {
			t.Fatalf("%d players: %d moves, per tile %v; want %d, per tile %v, the stop last", tc.players, len(moves), perTile, want, tc.perTile)
		}
		// Quarry Mine's moves come first, Parkland's from its first tile on.
		parkland, first := 9*cells, tile.ID(67)
		if tc.players == 1 {
			parkland = 8 * cells
			first = 68
		}
		for _, m := range []struct {
			i    int
			want akropolis.Move
		}{
			{0, completion(quarryMineSlot, 72, hex.Hex{Q: 0, R: -4}, 0)},
			{parkland - 1, completion(quarryMineSlot, 75, hex.Hex{Q: -1, R: 2}, 0)},
			{parkland, completion(3, first, hex.Hex{Q: 0, R: -4}, 0)},
			{want - 2, completion(3, 70, hex.Hex{Q: -1, R: 2}, 5)},
		} {
			if moves[m.i] != m.want {
				t.Errorf("%d players: move %d is %v, want %v", tc.players, m.i, moves[m.i], m.want)
			}
		}
		checkListsAgree(t, g, moves)
		var l akropolis.MoveList
		if n := testing.AllocsPerRun(20, func() { g.ListMoves(&l); moves = g.AppendLegalMoves(moves[:0]) }); n != 0 {
			t.Errorf("%d players: listing the phase's moves allocates %.1f times", tc.players, n)
		}
	}
}

// checkRefusals tries the refused moves of the phase after the Garden:
// each with its rule, changing nothing.
func checkRefusals(t *testing.T, g *akropolis.Game) {
	t.Helper()
	far := hex.Hex{Q: 0, R: 5}
	for _, tc := range []struct {
		m    akropolis.Move
		want error
	}{
		{completion(quarryMineSlot, 72, hex.Hex{Q: 1, R: -1}, 0), site.ErrCardDone},
		{completion(1, 63, hex.Hex{Q: 1, R: -1}, 0), site.ErrNotCompletable},
		{completion(4, 76, hex.Hex{Q: 1, R: -1}, 0), site.ErrNotCompletable},
		{completion(hangingGardenSlot, 72, hex.Hex{Q: 1, R: -1}, 0), site.ErrNotOnCard},
		{completion(hangingGardenSlot, 67, far, 0), city.ErrNotAdjacent},
		{completion(hangingGardenSlot, 67, hex.Hex{Q: 0, R: -1}, 0), city.ErrOnOneHex},
		{completion(5, 67, hex.Hex{Q: 1, R: -1}, 0), site.ErrBadCard},
		{akropolis.Move{Position: 0, Placement: city.Placement{Tile: 1, Anchor: hex.Hex{Q: 2, R: 0}}}, site.ErrConstructing},
	} {
		before := g.Clone()
		err := g.Check(tc.m)
		var me *akropolis.Error
		if !errors.Is(err, tc.want) || !errors.As(err, &me) || me.Move != tc.m {
			t.Errorf("Check(%v) = %v, want an *Error for %v", tc.m, err, tc.want)
		}
		if err := g.Play(tc.m); !errors.Is(err, tc.want) || !g.Equal(before) {
			t.Errorf("Play(%v) = %v, want %v and no change", tc.m, err, tc.want)
		}
	}
}

// checkListsAgree: AppendLegalMoves, ListMoves and LegalMoves list the same
// moves, and each is legal.
func checkListsAgree(t *testing.T, g *akropolis.Game, moves []akropolis.Move) {
	t.Helper()
	var l akropolis.MoveList
	g.ListMoves(&l)
	if l.Len() != len(moves) {
		t.Fatalf("MoveList.Len = %d, want %d", l.Len(), len(moves))
	}
	i := 0
	for m := range g.LegalMoves() {
		if m != moves[i] || l.At(i) != m {
			t.Fatalf("move %d: LegalMoves %v, MoveList %v, AppendLegalMoves %v", i, m, l.At(i), moves[i])
		}
		i++
	}
	for _, m := range moves {
		if err := g.Check(m); err != nil {
			t.Fatalf("listed %v: %v", m, err)
		}
	}
}

func mapsEqual(a, b map[tile.ID]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A card not completed stays available while its condition holds, and
// cannot be completed once it no longer does; with nothing to complete
// after a take there is no phase and no stop move.
func TestCardConditionNoLongerHeld(t *testing.T) {
	g := handGame(t, 2, handCards(t))
	must(t, g.Play(take07))
	must(t, g.Play(akropolis.Stop())) // seat 0 stops with Quarry Mine met
	// Seat 1 (0 stones) takes the free tile 01 and lays it on the ground.
	must(t, g.Play(akropolis.Move{Position: 0, Placement: city.Placement{Tile: 1, Anchor: hex.Hex{Q: 2, R: 0}}}))
	if g.Current() != 0 {
		t.Fatalf("seat %d to move, want seat 0", g.Current())
	}
	// Seat 0 pays 1 for position 1 (tile 03): 7 stones, Quarry Mine no
	// longer met, nothing else is: the turn ends at once.
	pay := akropolis.Move{Position: 1, Placement: city.Placement{Tile: 3, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 1}}
	must(t, g.Play(pay))
	if g.Stones(0) != 7 || g.Current() != 1 {
		t.Fatalf("seat 0 holds %d stones, seat %d to move; want 7 and seat 1", g.Stones(0), g.Current())
	}
	moves := g.Record().Moves
	if n := len(moves); n != 4 || moves[1] != akropolis.Stop() {
		t.Fatalf("record %v: want take, stop, take, take", moves)
	}
	if err := g.Check(completion(quarryMineSlot, 72, hex.Hex{Q: 1, R: -1}, 0)); !errors.Is(err, site.ErrNotConstructing) {
		t.Errorf("a completion after the phase: %v, want site.ErrNotConstructing", err)
	}
}

// Worked case: 3 stones, the starting tile alone; 0, 3 and 4 cards
// completed score 3, 3 and 15 (the statue: 5 a stone).
func TestStatueThroughTheGame(t *testing.T) {
	for _, tc := range []struct{ cards, want int }{{0, 3}, {3, 3}, {4, 15}} {
		g := handGame(t, 2, handCards(t))
		akropolis.SetStones(g, [4]int{3, 2}, site.BoxStones-5)
		c := handCards(t)
		for slot := 1; slot <= tc.cards; slot++ {
			must(t, complete(&c, slot, 0, c.Dealt(slot)[0]))
		}
		akropolis.SetCards(g, c)
		if g.Total(0) != tc.want || g.Score(0).Total != tc.want {
			t.Errorf("%d cards: total %d, card %d; want %d", tc.cards, g.Total(0), g.Score(0).Total, tc.want)
		}
		if tc.cards == 4 && g.Ranks()[0] != 1 {
			t.Errorf("the statue's 15 do not rank seat 0 first over 2 stones: %v", g.Ranks())
		}
	}
}

// Worked case: solo, the Architect's pile holding the starting tile, a
// double [House, Market] and a Market plaza scores 3 at Hippodamos, 9 at
// Metagenes and 6 at Callicrates. The tiles reach the pile through the
// game. The player takes tile 11 (Garden plaza, Quarry, House) to (0,-2):
// with 8 stones Quarry Mine is met; completing it, the Architect takes the
// card's plaza 86 first and the player lays the Garden 75 on the Quarry at
// (0,-1), facing the Garden plaza: Parkland is met. Completing it, the
// Architect takes the lowest double, 64 (no plaza on the card), and the
// player lays the double 70 [Barracks, Garden] at (-1,0), rotation 5, its
// Garden half facing the Garden at level 2: Hanging Gardens is met, so the
// phase is still open and the Architect has not taken a tile of the site.
func TestSoloArchitectCompletes(t *testing.T) {
	cards, err := newCards([4]tile.Card{tile.Villa, tile.QuarryMine, tile.Parkland, tile.HangingGardens},
		[4][4]tile.ID{{63, 65, 71, 80}, {72, 86, 75, 73}, {66, 76, 64, 70}, {78, 79, 81, 82}})
	must(t, err)
	take11 := akropolis.Move{Position: 0, Placement: city.Placement{Tile: 11, Anchor: hex.Hex{Q: 0, R: -2}}}
	for _, tc := range []struct {
		level score.Difficulty
		want  int
	}{{score.Hippodamos, 3}, {score.Metagenes, 9}, {score.Callicrates, 6}} {
		s, err := newSite(1, []tile.ID{11, 1, 2, 3, 4, 5, 6})
		must(t, err)
		g, err := akropolis.NewFromSite(akropolis.Options{Players: 1, Difficulty: tc.level, Athena: true}, s)
		must(t, err)
		akropolis.SetCards(g, cards)
		akropolis.SetStones(g, [4]int{8, 0}, site.BoxStones-8)
		must(t, g.Play(take11))
		// The player may not take the Architect's tile: it has left the card.
		if err := g.Check(completion(quarryMineSlot, 86, hex.Hex{Q: 1, R: -1}, 0)); !errors.Is(err, site.ErrNotOnCard) {
			t.Fatalf("the player takes the Architect's plaza: %v", err)
		}
		must(t, g.Play(completion(quarryMineSlot, 75, hex.Hex{Q: 0, R: -1}, 0)))
		must(t, g.Play(completion(3, 70, hex.Hex{Q: -1, R: 0}, 5)))
		pile, _ := akropolis.Architect(g)
		c := akropolis.CardsOf(g)
		if !slices.Equal(pile, []tile.ID{86, 64}) || !c.Completed(quarryMineSlot, 1) || !c.Completed(3, 1) || c.Completed(4, 1) {
			t.Fatalf("pile %v, cards %v: want 86 then 64, Quarry Mine and Parkland completed by the Architect", pile, c)
		}
		if got := g.ArchitectScore().Total; got != tc.want {
			t.Errorf("%v: the Architect scores %d, want %d", tc.level, got, tc.want)
		}
		if !slices.Contains(g.AppendLegalMoves(nil), completion(4, 78, hex.Hex{Q: 1, R: -1}, 0)) || g.TurnsPlayed() != 0 {
			t.Errorf("turn %d: Hanging Gardens should be completable in the open phase", g.TurnsPlayed())
		}
		// Stop: the turn ends and the Architect takes its tile of the site.
		must(t, g.Play(akropolis.Stop()))
		if pile, _ := akropolis.Architect(g); len(pile) != 3 || g.TurnsPlayed() != 2 {
			t.Errorf("after stop: pile %v at turn %d, want the Architect's take at turn 2", pile, g.TurnsPlayed())
		}
	}
}

// With all four cards completed by the player, the Architect has them
// too: its stones are worth 5 each.
func TestSoloArchitectStatue(t *testing.T) {
	s, err := newSite(1, []tile.ID{7, 1, 2, 3, 4, 5, 6})
	must(t, err)
	g, err := akropolis.NewFromSite(akropolis.Options{Players: 1, Athena: true}, s)
	must(t, err)
	c := handCards(t)
	for slot := 1; slot <= 4; slot++ {
		must(t, complete(&c, slot, 1, c.Dealt(slot)[0]))
		if slot < 4 {
			akropolis.SetCards(g, c)
			if d := g.ArchitectScore().Total; slot == 3 && d != 2 {
				t.Fatalf("3 cards: the Architect scores %d, want its 2 stones", d)
			}
		}
	}
	must(t, complete(&c, 1, 0, c.Dealt(1)[1]))
	akropolis.SetCards(g, c)
	if got := g.ArchitectScore().Total; got != 10 {
		t.Errorf("4 cards: the Architect scores %d, want 5 for each of its 2 stones", got)
	}
}

// The fourth card's completion gives the statue: its Delta counts every
// stone at 5. Before: 8 stones, and the city scores nothing (a House plaza
// with no House, a Garden with no Garden plaza): 8. The House plaza 82 on
// the Quarry at (0,-1) gains a stone and scores nothing either: 9 stones
// at 5 each, 45, a Delta of 37.
func TestFourthCardDelta(t *testing.T) {
	c := handCards(t)
	for _, slot := range []int{1, 3, 4} {
		must(t, complete(&c, slot, 0, c.Dealt(slot)[0]))
	}
	g := handGame(t, 2, c)
	must(t, g.Play(take07))
	if g.Total(0) != 8 {
		t.Fatalf("total %d before the completion, want 8", g.Total(0))
	}
	m := completion(quarryMineSlot, 82, hex.Hex{Q: 0, R: -1}, 0)
	d, err := g.Delta(m)
	must(t, err)
	must(t, g.Play(m))
	if d != 37 || g.Total(0) != 45 {
		t.Errorf("Delta %d, total after %d; want 37 and 45", d, g.Total(0))
	}
	if d, err := g.Delta(akropolis.Stop()); err == nil || d != 0 {
		t.Errorf("Delta of stop outside the phase: %d, %v; want the refusal", d, err)
	}
}

// Key sees the cards: two games alike but for one card's
// completion have different keys.
func TestKeySeesTheCards(t *testing.T) {
	a := handGame(t, 2, handCards(t))
	c := handCards(t)
	must(t, complete(&c, 2, 1, 72))
	b := handGame(t, 2, c)
	if a.Key() == b.Key() || a.Equal(b) {
		t.Errorf("games differing in their cards have the same key, or are Equal")
	}
}

// In the phase, the legal-move JSON lists the completions with their one
// cell and no cost, and the stop move with no cell; a view of the game
// samples into games in the same phase, with the same moves; and a game
// continued from its position is in the same phase, with the same moves.
func TestPhaseThroughFormsAndViews(t *testing.T) {
	g := handGame(t, 2, handCards(t))
	must(t, g.Play(take07))
	b, err := g.LegalMovesJSON()
	must(t, err)
	var listed []struct {
		Move  string    `json:"move"`
		Cells []hex.Hex `json:"cells"`
		Cost  int       `json:"cost"`
	}
	must(t, json.Unmarshal(b, &listed))
	last := listed[len(listed)-1]
	if len(listed) != movesAfterTake || last.Move != "stop" || len(last.Cells) != 0 ||
		listed[0].Move[:3] != "c2:" || len(listed[0].Cells) != 1 || listed[0].Cost != 0 {
		t.Fatalf("%d moves, the first %+v, the last %+v", len(listed), listed[0], last)
	}
	// Whole deals for the views: the golden records, replayed to the phase
	// before a completion (move 12 of the first, 10 of the solo one).
	for _, tc := range []struct {
		name string
		move int
	}{{"2p-athena-builder", 12}, {"1p-athena-callicrates-builder", 10}} {
		b, err = os.ReadFile(filepath.Join("testdata", "records", tc.name+".txt"))
		must(t, err)
		rec, err := akropolis.ParseRecord(string(b))
		must(t, err)
		rec.Moves = rec.Moves[:tc.move-1]
		g, err = rec.Replay()
		must(t, err)
		s, err := akropolis.Sample(g.View(), 1, 2)
		must(t, err)
		if moves := g.AppendLegalMoves(nil); !slices.Equal(s.AppendLegalMoves(nil), moves) || moves[len(moves)-1] != akropolis.Stop() ||
			akropolis.CardsOf(s) != akropolis.CardsOf(g) || s.Current() != g.Current() || s.TurnsPlayed() != g.TurnsPlayed() {
			t.Errorf("%s: a sample of the view in the phase lists other moves", tc.name)
		}
		h, err := akropolis.NewFromPosition(g.Position())
		if err != nil || !slices.Equal(h.AppendLegalMoves(nil), g.AppendLegalMoves(nil)) || akropolis.CardsOf(h) != akropolis.CardsOf(g) {
			t.Errorf("%s: the game continued from its position in the phase: %v, or other moves", tc.name, err)
		}
		text, terr := g.Position().MarshalText()
		back, perr := akropolis.ParsePosition(string(text))
		if terr != nil || perr != nil || !back.Constructing || back.Cards != akropolis.CardsOf(g) {
			t.Errorf("%s: the text form of an Athena position in its phase: %q, %v, %v", tc.name, text, terr, perr)
		}
	}
}
