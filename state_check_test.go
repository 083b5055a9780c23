package akropolis_test

import (
	"errors"
	"slices"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// The invariants of the game's state machine (state_test.go), checked after
// every step.

// Check compares the game with the model after every step, and checks that
// no stone or tile is made or lost.
func (gm *gameMachine) Check(t *rapid.T) {
	g, m := gm.g, gm.m
	s := g.Site()
	pile, archStones := akropolis.Architect(g)
	if !m.solo() {
		archStones = 0
	}
	for k := range m.seats {
		if g.Stones(k) != m.stones[k] {
			t.Fatalf("turn %d: seat %d holds %d stones, want %d", m.turn, k, g.Stones(k), m.stones[k])
		}
	}
	switch {
	case akropolis.Reserve(g) != m.reserve:
		t.Fatalf("turn %d: reserve %d, want %d", m.turn, akropolis.Reserve(g), m.reserve)
	case g.TurnsPlayed() != m.turn || g.Current() != m.current || akropolis.Chief(g) != m.chief:
		t.Fatalf("turn %d, seat %d to move, chief %d; want turn %d, seat %d, chief %d",
			g.TurnsPlayed(), g.Current(), akropolis.Chief(g), m.turn, m.current, m.chief)
	case !slices.Equal(s.AppendLine(nil), m.line) || s.StacksLeft() != len(m.stacks):
		t.Fatalf("site %v, want line %v and %d stacks", s, m.line, len(m.stacks))
	case !slices.Equal(pile, m.pile) || m.solo() && archStones != m.stones[1]:
		t.Fatalf("Architect: pile %v and %d stones, want %v and %d", pile, archStones, m.pile, m.stones[1])
	case g.Over() != m.over() || g.Site().TurnsLeft() != m.turnsLeft():
		t.Fatalf("over %v with %d turns left, want %v and %d", g.Over(), g.Site().TurnsLeft(), m.over(), m.turnsLeft())
	case !slices.Equal(g.Record().Moves, m.moves):
		t.Fatalf("moves %v, want %v", g.Record().Moves, m.moves)
	}
	// Stones: none made or lost; the finite reserve never goes below 0.
	sum := m.reserve
	for k := range m.seats {
		sum += m.stones[k]
		if m.stones[k] < 0 {
			t.Fatalf("seat %d holds %d stones", k, m.stones[k])
		}
	}
	if sum != site.BoxStones || !m.unlimited && m.reserve < 0 {
		t.Fatalf("reserve %d + seats = %d stones, want 40 and a reserve of at least 0", m.reserve, sum)
	}
	gm.checkTiles(t)
	gm.checkListed(t)
	if m.over() {
		gm.checkEnd(t)
	}
}

// checkTiles: every tile in play is in exactly one place.
func (gm *gameMachine) checkTiles(t *rapid.T) {
	g, o := gm.g, gm.g.Options()
	all := slices.Clone(gm.m.pile)
	for k := range o.Players {
		for _, p := range g.City(k).Placements() {
			all = append(all, p.Tile)
		}
	}
	all = slices.DeleteFunc(all, func(id tile.ID) bool { return id.IsOneHex() })
	if taken := gm.m.turn + btoi(gm.m.phase); len(all) != taken {
		t.Fatalf("%d site tiles laid or piled after %d turns (phase open %v)", len(all), gm.m.turn, gm.m.phase)
	}
	gm.checkOneHex(t)
	s := g.Site()
	all = siteplay.Site(s).AppendUnseen(s.AppendLine(all))
	slices.Sort(all)
	if n := len(tile.AppendInPlay(make([]tile.ID, 0, tile.MaxID), o.Players, o.AllTiles)); len(all) != n || len(slices.Compact(all)) != n {
		t.Fatalf("%d tiles in play, want %d distinct", len(all), n)
	}
}

// checkListed: the listed moves are exactly the affordable positions'
// placements, and the count agrees.
func (gm *gameMachine) checkListed(t *rapid.T) {
	gm.buf = gm.g.AppendLegalMoves(gm.buf[:0])
	if n := countMoves(gm.g); n != len(gm.buf) {
		t.Fatalf("MoveList.Len = %d, AppendLegalMoves lists %d", n, len(gm.buf))
	}
	positions := map[int]bool{}
	if gm.m.phase {
		gm.checkPhaseListed(t)
		return
	}
	for _, mv := range gm.buf {
		if err := gm.m.rule(mv, gm.g.City(gm.m.current)); err != nil {
			t.Fatalf("listed %v breaks the rule %v", mv, err)
		}
		positions[mv.Position] = true
	}
	if len(positions) != gm.m.affordable() {
		t.Fatalf("moves listed at %d positions, the player can afford %d", len(positions), gm.m.affordable())
	}
}

// checkEnd: at the end the turns add up, nothing is playable, and the
// result follows the totals and the stones.
func (gm *gameMachine) checkEnd(t *rapid.T) {
	g, m, o := gm.g, gm.m, gm.g.Options()
	// Every tile in play but the last was played.
	if want := len(tile.AppendInPlay(make([]tile.ID, 0, tile.MaxID), o.Players, o.AllTiles)) - 1; m.turn != want {
		t.Fatalf("the game ended after %d turns, want %d", m.turn, want)
	}
	if err := g.Play(akropolis.Move{Placement: city.Placement{Tile: m.line[0]}}); !errors.Is(err, site.ErrGameOver) {
		t.Fatalf("a move after the end: %v", err)
	}
	totals := make([]int, m.seats)
	for k := range totals {
		totals[k] = g.Total(k)
		// The statue: with all four cards, each stone is worth 5.
		if c := g.City(k); c != nil {
			want := score.Totals(c, m.stones[k], o.Scoring).Total
			if m.cardsDone(k) == 4 {
				want += 4 * m.stones[k]
			}
			if totals[k] != want {
				t.Fatalf("seat %d: total %d, want %d (%d cards completed)", k, totals[k], want, m.cardsDone(k))
			}
		}
	}
	want := make([]int, m.seats)
	if m.solo() {
		// The player wins only with a higher total, or equal totals and
		// more stones; there is no shared result.
		if totals[0] != g.Score(0).Total || totals[1] != g.ArchitectScore().Total {
			t.Fatalf("totals %v disagree with the cards", totals)
		}
		wins := totals[0] > totals[1] || totals[0] == totals[1] && m.stones[0] > m.stones[1]
		if (g.Ranks()[0] == 1) != wins {
			t.Fatalf("player won = %v with totals %v and stones %v", (g.Ranks()[0] == 1), totals, m.stones)
		}
		want[0], want[1] = 2, 1
		if wins {
			want[0], want[1] = 1, 2
		}
	} else {
		for i := range want {
			want[i] = 1
			for j := range want {
				if totals[j] > totals[i] || totals[j] == totals[i] && m.stones[j] > m.stones[i] {
					want[i]++
				}
			}
		}
	}
	if r := g.Ranks(); !slices.Equal(r, want) {
		t.Fatalf("Ranks = %v with totals %v and stones %v, want %v", r, totals, m.stones, want)
	}
	var winners []int
	for k, r := range want {
		if r == 1 {
			winners = append(winners, k)
		}
	}
	if w := akropolis.Winners(g); !slices.Equal(w, winners) {
		t.Fatalf("Winners = %v, want %v", w, winners)
	}
}

// checkPhaseListed: in a construction phase the listed moves are, for each
// card the mover can complete, each tile it may take (in solo after the
// Architect's), each legal placement of it in the city, then stop.
func (gm *gameMachine) checkPhaseListed(t *rapid.T) {
	c := gm.g.City(gm.m.current)
	var want []akropolis.Move
	for slot := 1; slot <= 4; slot++ {
		if !gm.m.completable(slot, gm.m.current, c) {
			continue
		}
		for _, id := range gm.m.mine(slot) {
			for _, p := range c.AppendLegal(nil, id) {
				want = append(want, akropolis.Move{Position: slot, Placement: p})
			}
		}
	}
	want = append(want, akropolis.Stop())
	if !slices.Equal(gm.buf, want) {
		t.Fatalf("the phase lists %d moves, the model %d", len(gm.buf), len(want))
	}
}

// checkOneHex: with Athena every one-hex tile is in exactly one place: on a
// card, in a city, on the Architect's pile, or unseen; and the game's
// cards are the model's.
func (gm *gameMachine) checkOneHex(t *rapid.T) {
	if !gm.m.athena {
		if akropolis.CardsOf(gm.g).InPlay() {
			t.Fatalf("cards in a game without Athena")
		}
		return
	}
	cards := akropolis.CardsOf(gm.g)
	all := siteplay.Cards(cards).AppendUnseen(nil)
	for slot := 1; slot <= 4; slot++ {
		if cards.Card(slot) != gm.m.cards[slot-1] || !slices.Equal(cards.AppendTiles(nil, slot), gm.m.onCard[slot-1]) {
			t.Fatalf("slot %d: %v, want the model's %v %v", slot, cards, gm.m.cards[slot-1], gm.m.onCard[slot-1])
		}
		for seat := range 4 {
			if cards.Completed(slot, seat) != gm.m.done[slot-1][seat] {
				t.Fatalf("slot %d, seat %d: completed %v, want %v", slot, seat, cards.Completed(slot, seat), gm.m.done[slot-1][seat])
			}
		}
		all = cards.AppendTiles(all, slot)
	}
	for k := range gm.m.players {
		for _, p := range gm.g.City(k).Placements() {
			if p.Tile.IsOneHex() {
				all = append(all, p.Tile)
			}
		}
	}
	for _, id := range gm.m.pile {
		if id.IsOneHex() {
			all = append(all, id)
		}
	}
	slices.Sort(all)
	if len(all) != 30 || len(slices.Compact(all)) != 30 {
		t.Fatalf("%d one-hex tiles in play, want the 30 once each", len(all))
	}
}
