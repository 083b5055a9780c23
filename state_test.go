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
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The game's state machine: rapid plays random games (listed moves, random
// and mostly illegal moves, undos), some from a nearly empty reserve, and
// after every step compares the game with gameModel, an independent model
// of the turn's bookkeeping: turn order, costs, Quarry gains under the
// reserve's limit, the Architect's payments and choices in solo, refills
// and the Chief Architect marker, and the end. Placement legality is the
// city package's, with its own model. Longer runs:
//
//	go test -run GameStateMachine -rapid.checks=1000

// genOptions draws any legal combination of options.
func genOptions(t *rapid.T) akropolis.Options {
	o := akropolis.Options{
		Players:          rapid.IntRange(1, 4).Draw(t, "players"),
		Level:            akropolis.Level(rapid.IntRange(0, 2).Draw(t, "level")),
		StonesFromZero:   rapid.Bool().Draw(t, "zero"),
		UnlimitedReserve: rapid.Bool().Draw(t, "unlimited"),
		Seed:             [2]uint64{rapid.Uint64().Draw(t, "s1"), rapid.Uint64().Draw(t, "s2")},
	}
	o.AllTiles = o.Players < 4 && rapid.Bool().Draw(t, "all")
	o.Rules = variants.Options{
		Variants:            variants.Set(rapid.IntRange(0, 31).Draw(t, "variants")),
		BarracksOutsideOnly: rapid.Bool().Draw(t, "outside"),
		LakeAnyRegion:       rapid.Bool().Draw(t, "lake"),
	}
	return o
}

// gameModel is the bookkeeping of a game written from the rules alone: a
// line and stacks as slices, stones as numbers, the turn and the marker.
type gameModel struct {
	players, seats int
	unlimited      bool
	line           []tile.ID
	stacks         [][]tile.ID // stacks[0] is drawn next
	stones         [4]int      // in solo, seat 1 is the Architect
	reserve        int
	chief, current int
	turn           int
	pile           []tile.ID        // the Architect's tiles
	moves          []akropolis.Move // the player's moves
}

// newModel sets up the model of a game dealt on site s: seat k holds k+1
// stones, or k with StonesFromZero, except in solo (player 1, Architect 2).
func newModel(t *rapid.T, o akropolis.Options, s site.Site) gameModel {
	m := gameModel{players: o.Players, seats: max(o.Players, 2), unlimited: o.UnlimitedReserve, reserve: akropolis.BoxStones}
	m.line = s.AppendLine(nil)
	if len(m.line) != m.seats+2 {
		t.Fatalf("the site starts with %d tiles face up, want %d", len(m.line), m.seats+2)
	}
	down := s.AppendStacks(nil)
	if len(down)%(m.seats+1) != 0 {
		t.Fatalf("%d face-down tiles do not make stacks of %d", len(down), m.seats+1)
	}
	for len(down) > 0 {
		m.stacks = append(m.stacks, down[:m.seats+1])
		down = down[m.seats+1:]
	}
	for k := range m.seats {
		m.stones[k] = k + 1
		if o.StonesFromZero && o.Players > 1 {
			m.stones[k] = k
		}
		m.reserve -= m.stones[k]
	}
	return m
}

func (m gameModel) clone() gameModel {
	c := m
	c.line = slices.Clone(m.line)
	c.stacks = slices.Clone(m.stacks)
	c.pile = slices.Clone(m.pile)
	c.moves = slices.Clone(m.moves)
	return c
}

func (m gameModel) solo() bool { return m.players == 1 }
func (m gameModel) over() bool { return len(m.line) == 1 && len(m.stacks) == 0 }

// turnsLeft: every tile but the last is played.
func (m gameModel) turnsLeft() int {
	n := len(m.line) - 1
	for _, s := range m.stacks {
		n += len(s)
	}
	return n
}

// affordable is the number of positions the player to move may take.
func (m gameModel) affordable() int {
	if m.over() {
		return 0
	}
	return min(len(m.line), m.stones[m.current]+1)
}

// rule returns the rule the take of mv breaks, or nil.
func (m gameModel) rule(mv akropolis.Move) error {
	switch {
	case m.over():
		return site.ErrOver
	case mv.Position < 0 || mv.Position >= len(m.line):
		return site.ErrPosition
	case mv.Position > m.stones[m.current]:
		return site.ErrCannotAfford
	case mv.Placement.Tile != m.line[mv.Position]:
		return akropolis.ErrWrongTile
	}
	return nil
}

// play plays a legal move that covers quarries Quarries and reaches level,
// and returns the events it must report.
func (m *gameModel) play(mv akropolis.Move, level, quarries int) []akropolis.Event {
	seat, cost, id := m.current, mv.Position, mv.Placement.Tile
	m.line = slices.Delete(m.line, cost, cost+1)
	// Pay first: the Architect in solo, else the reserve; then gain what the
	// reserve holds, the payment included.
	m.stones[seat] -= cost
	if m.solo() {
		m.stones[1] += cost
	} else {
		m.reserve += cost
	}
	gained := quarries
	if !m.unlimited {
		gained = min(quarries, max(m.reserve, 0))
	}
	m.stones[seat] += gained
	m.reserve -= gained
	m.moves = append(m.moves, mv)
	ev := []akropolis.Event{
		{Kind: akropolis.TileTaken, Seat: seat, Turn: m.turn + 1, Tile: id, Position: cost, Stones: cost},
		{Kind: akropolis.TilePlaced, Seat: seat, Turn: m.turn + 1, Tile: id, Placement: mv.Placement, Level: level, Quarries: quarries},
	}
	if gained > 0 {
		ev = append(ev, akropolis.Event{Kind: akropolis.StonesGained, Seat: seat, Turn: m.turn + 1, Stones: gained, Quarries: quarries})
	}
	ev = m.endTurn(seat, ev)
	if m.solo() && !m.over() {
		ev = m.architect(ev)
	}
	return ev
}

// architect plays the Architect's take: the lowest position it can pay
// for whose tile shows a plaza, else the first; it pays the reserve.
func (m *gameModel) architect(ev []akropolis.Event) []akropolis.Event {
	pos := 0
	for i := 0; i < len(m.line) && i <= m.stones[1]; i++ {
		h := tile.Hexes(m.line[i])
		if h[0].IsPlaza() || h[1].IsPlaza() || h[2].IsPlaza() {
			pos = i
			break
		}
	}
	id := m.line[pos]
	m.line = slices.Delete(m.line, pos, pos+1)
	m.stones[1] -= pos
	m.reserve += pos
	m.pile = append(m.pile, id)
	ev = append(ev, akropolis.Event{Kind: akropolis.ArchitectTook, Seat: 1, Turn: m.turn + 1, Tile: id, Position: pos, Stones: pos})
	return m.endTurn(1, ev)
}

// endTurn refills a line of one tile from the next stack, passing the Chief
// Architect marker, and moves the turn to the next seat (the player again in
// solo).
func (m *gameModel) endTurn(seat int, ev []akropolis.Event) []akropolis.Event {
	if len(m.line) == 1 && len(m.stacks) > 0 {
		m.line = append(m.line, m.stacks[0]...)
		m.stacks = m.stacks[1:]
		m.chief = (m.chief + 1) % m.seats
		ev = append(ev, akropolis.Event{Kind: akropolis.SiteRefilled, Seat: seat, Turn: m.turn + 1},
			akropolis.Event{Kind: akropolis.ChiefPassed, Seat: m.chief, Turn: m.turn + 1})
	}
	if m.over() {
		ev = append(ev, akropolis.Event{Kind: akropolis.GameOver, Seat: -1, Turn: m.turn + 1})
	}
	m.turn++
	if !m.solo() {
		m.current = (m.current + 1) % m.seats
	}
	return ev
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
	gm := &gameMachine{g: g, m: newModel(t, o, g.StartSite())}
	if rapid.Bool().Draw(t, "drain the reserve") {
		gm.DrainReserve(t)
	}
	return gm
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
	if err := gm.m.rule(mv); err != nil {
		t.Fatalf("listed move %v breaks the rule %v", mv, err)
	}
	level, quarries := covered(gm.g.City(gm.m.current), mv.Placement)
	out, err := gm.g.Check(mv)
	if err != nil {
		t.Fatalf("listed move %v rejected: %v", mv, err)
	}
	gm.before = append(gm.before, gm.m.clone())
	want := gm.m.play(mv, level, quarries)
	gained := 0
	for _, e := range want {
		if e.Kind == akropolis.StonesGained {
			gained = e.Stones
		}
	}
	if wantOut := (akropolis.Outcome{Cost: mv.Position, Level: level, Quarries: quarries, Gained: gained}); out != wantOut {
		t.Fatalf("Check(%v) = %+v, want %+v", mv, out, wantOut)
	}
	got, err := gm.g.PlayEvents(nil, mv)
	if err != nil {
		t.Fatalf("PlayEvents(%v): %v", mv, err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("events of %v (-want +got):\n%s", mv, d)
	}
}

// covered returns the level a legal placement reaches and the Quarries it
// covers, read from the city's cells.
func covered(c *city.Base, p city.Placement) (level, quarries int) {
	for _, h := range p.Cells() {
		level = c.Height(h) + 1
		if c.Occupied(h) && c.Top(h) == tile.Quarry {
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
	want := gm.m.rule(mv)
	if want == nil {
		if _, err := gm.g.City(gm.m.current).Check(mv.Placement); err != nil {
			want = errors.Unwrap(err) // the city's rule
		}
	}
	_, err := gm.g.Check(mv)
	if (err == nil) != (want == nil) || (want != nil && !errors.Is(err, want)) {
		t.Fatalf("Check(%v) = %v, want the rule %v", mv, err, want)
	}
	if want == nil {
		if !slices.Contains(gm.g.AppendLegalMoves(nil), mv) {
			t.Fatalf("Check accepts %v, which AppendLegalMoves does not list", mv)
		}
		gm.play(t, mv)
		return
	}
	before := gm.g.Clone()
	if err := gm.g.Play(mv); !errors.Is(err, want) {
		t.Fatalf("Play(%v) = %v, want the rule %v", mv, err, want)
	}
	var me *akropolis.MoveError
	if !errors.As(err, &me) || me.Move != mv || me.Seat != gm.m.current || me.Turn != gm.m.turn+1 {
		t.Fatalf("Play(%v) = %v: no *MoveError with the move, seat %d and turn %d", mv, err, gm.m.current, gm.m.turn)
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
		if !gm.g.City(k).Equal(before.City(k)) {
			t.Fatalf("undo and replay of %v: seat %d's city differs", last, k)
		}
	}
}

// Check compares the game with the model after every step, and checks that
// no stone or tile is made or lost.
func (gm *gameMachine) Check(t *rapid.T) {
	g, m := gm.g, gm.m
	s := g.Site()
	pile, archStones := g.Architect()
	if !m.solo() {
		archStones = 0
	}
	for k := range m.seats {
		if g.Stones(k) != m.stones[k] {
			t.Fatalf("turn %d: seat %d holds %d stones, want %d", m.turn, k, g.Stones(k), m.stones[k])
		}
	}
	switch {
	case g.Reserve() != m.reserve:
		t.Fatalf("turn %d: reserve %d, want %d", m.turn, g.Reserve(), m.reserve)
	case g.Turn() != m.turn || g.Current() != m.current || g.ChiefArchitect() != m.chief:
		t.Fatalf("turn %d, seat %d to move, chief %d; want turn %d, seat %d, chief %d",
			g.Turn(), g.Current(), g.ChiefArchitect(), m.turn, m.current, m.chief)
	case !slices.Equal(s.AppendLine(nil), m.line) || s.StacksLeft() != len(m.stacks):
		t.Fatalf("site %v, want line %v and %d stacks", s, m.line, len(m.stacks))
	case !slices.Equal(pile, m.pile) || m.solo() && archStones != m.stones[1]:
		t.Fatalf("Architect: pile %v and %d stones, want %v and %d", pile, archStones, m.pile, m.stones[1])
	case g.Over() != m.over() || g.TurnsLeft() != m.turnsLeft():
		t.Fatalf("over %v with %d turns left, want %v and %d", g.Over(), g.TurnsLeft(), m.over(), m.turnsLeft())
	case !slices.Equal(g.Moves(), m.moves):
		t.Fatalf("moves %v, want %v", g.Moves(), m.moves)
	}
	// Stones: none made or lost; the finite reserve never goes below 0.
	sum := m.reserve
	for k := range m.seats {
		sum += m.stones[k]
		if m.stones[k] < 0 {
			t.Fatalf("seat %d holds %d stones", k, m.stones[k])
		}
	}
	if sum != akropolis.BoxStones || !m.unlimited && m.reserve < 0 {
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
	if len(all) != gm.m.turn {
		t.Fatalf("%d tiles laid or piled after %d turns", len(all), gm.m.turn)
	}
	s := g.Site()
	all = s.AppendUnseen(s.AppendLine(all))
	slices.Sort(all)
	if n := tile.Count(o.Players, o.AllTiles); len(all) != n || len(slices.Compact(all)) != n {
		t.Fatalf("%d tiles in play, want %d distinct", len(all), n)
	}
}

// checkListed: the listed moves are exactly the affordable positions'
// placements, and the count agrees.
func (gm *gameMachine) checkListed(t *rapid.T) {
	gm.buf = gm.g.AppendLegalMoves(gm.buf[:0])
	if n := gm.g.CountLegalMoves(); n != len(gm.buf) {
		t.Fatalf("CountLegalMoves = %d, AppendLegalMoves lists %d", n, len(gm.buf))
	}
	positions := map[int]bool{}
	for _, mv := range gm.buf {
		if err := gm.m.rule(mv); err != nil {
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
	if want := tile.Count(o.Players, o.AllTiles) - 1; m.turn != want {
		t.Fatalf("the game ended after %d turns, want %d", m.turn, want)
	}
	if err := g.Play(akropolis.Move{Placement: city.Placement{Tile: m.line[0]}}); !errors.Is(err, site.ErrOver) {
		t.Fatalf("a move after the end: %v", err)
	}
	totals := make([]int, m.seats)
	for k := range totals {
		totals[k] = g.Total(k)
	}
	want := make([]int, m.seats)
	if m.solo() {
		// The player wins only with a higher total, or equal totals and
		// more stones; there is no shared result.
		if totals[0] != g.Score(0).Total || totals[1] != g.ArchitectScore().Total {
			t.Fatalf("totals %v disagree with the cards", totals)
		}
		wins := totals[0] > totals[1] || totals[0] == totals[1] && m.stones[0] > m.stones[1]
		if g.PlayerWins() != wins {
			t.Fatalf("PlayerWins = %v with totals %v and stones %v", g.PlayerWins(), totals, m.stones)
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
	if w := g.Winners(); !slices.Equal(w, winners) {
		t.Fatalf("Winners = %v, want %v", w, winners)
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

func must2(t *rapid.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
