package players

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
)

// MCTSOptions set up an MCTS player. The zero value runs DefaultPlayouts
// playouts per move with the default tuning.
type MCTSOptions struct {
	// Time is the search time per move. With Playouts set too, the search
	// stops at whichever comes first; with neither, the search runs
	// DefaultPlayouts playouts.
	Time time.Duration
	// Playouts is the number of playouts per move (0: no limit but Time).
	// A playout budget without Time makes the player deterministic: the same
	// seeds, view and budget always give the same move, on any machine.
	Playouts int
	// Seed seeds the search. Each move's search draws from the seed and the
	// view's key, so it depends on nothing else.
	Seed [2]uint64
	// Horizon is how many moves a playout plays past the tree before the
	// outlook rates the cities (see MCTS): 0 means DefaultHorizon, a
	// negative horizon plays every playout to the end. A solo game's
	// playouts always play to the end.
	Horizon int
	// Threads is the number of goroutines that search at once, each its own
	// tree from the same root (root parallelism); their root visits are
	// added up at the end. 0 means 1. A playout budget is shared out among
	// them, so the result stays deterministic. Each thread holds its own
	// games and tree.
	Threads int
}

// MCTS is an information-set Monte Carlo tree search player. Each playout
// deals the view's unseen tiles into a game of its own with
// [akropolis.View.SampleInto] (a determinization: one guess at the hidden
// stacks), walks the tree from the root choosing by UCB1 among the moves
// legal in that guess (counting, for each, how often it was available),
// adds a node, and plays on for the horizon's moves with a cheap policy:
// each turn it weighs a few random legal moves by the outlook of the
// mover's city after them and plays the best, or now and then one at
// random. Then the outlook rates every city (or, at the end of the game,
// the result does), and each seat's reward blends its chance to win with
// its margin.
//
// The outlook plays for structure rather than the next few points: a
// score is a sum of values times a sum of stars per district type, so it
// counts, besides the total now, what the districts and plazas to come are
// expected to add over the turns left, a plaza laid early multiplying every
// district of its type to come (see outlook). Against the same search
// scoring moves by their Delta and playing to the end, it won 20 of 30
// games at 1,000 playouts a move. Cutting the playouts off after 8 moves
// won 17 of 30 against playing them out, in less time; after 12 moves, 19
// of 30 against 8 and 14 of 30 against 16 (4 won 12 of 30 against 8).
//
// The tree grows by progressive widening: a node with n visits has about
// √n children. At the root they join in the outlook's order (its
// favourite first); below, each new child is the cheap policy's choice.
// That keeps the search on the moves that matter in a game with hundreds of
// legal moves a turn.
//
// It never sees the hidden stacks: everything it searches is sampled from
// its view. It reuses its trees and games from move to move, and is not
// safe to share between goroutines (with Threads above 1 it runs its own).
type MCTS struct {
	opts    MCTSOptions
	base    sampler  // the view, sampled once: the root's moves
	root    []scored // the root's moves, best first by the outlook
	workers []*searcher
	visits  []int32 // visits per root move, over all the workers' trees
	look    outlook
	// last records the previous search, for tests and measurements.
	last Stats
	// now reads the clock of the time budget: time.Now, or a test's clock,
	// so that a test of the budget does not depend on the machine's speed.
	now func() time.Time
}

// searcher is one thread of the search: its tree, the game of its
// playouts, and its random numbers.
type searcher struct {
	rng   *rand.Rand
	pcg   *rand.PCG
	g     akropolis.Game     // the game of one playout
	moves akropolis.MoveList // scratch for the playouts' legal moves
	nodes []node
	root  []scored // the MCTS's root moves (read only)
	look  *outlook // the MCTS's outlook (read only)
	// left0 and turn0 are the takes left and the turn at the root: a
	// playout's takes left follow from its turn.
	left0, turn0 int
	horizon      int
	// kept holds a summary of each seat's city in g, for the city of
	// length keptAt-1 (0: none): see keep.
	kept   [4]score.Summary
	keptAt [4]int
	// wins holds, per root move, each seat's share of the win summed over
	// the playouts through it: the estimates of Estimates.
	wins     [][4]float64
	playouts int
	err      error
}

// Stats describe the last search of an MCTS player.
type Stats struct {
	Playouts int           // playouts run
	Nodes    int           // nodes in the tree
	Elapsed  time.Duration // time spent
	Moves    int           // legal moves at the root
}

// scored is a root move with its value by the outlook.
type scored struct {
	m akropolis.Move
	v float64
}

// node is one move in the search tree, from the seat that played it.
type node struct {
	move          akropolis.Move
	index         int32 // a root child's index in MCTS.root
	seat          int8  // the seat that plays move
	child, next   int32 // first child and next sibling, or -1
	nchild        int32
	visits, avail int32
	reward        float64 // the sum of seat's rewards over visits
}

// Tuning, set by hand. Only the policy's draws were compared against
// greedy (4, 8 and 12 at 100 ms a move: no clear difference, since more
// draws mean fewer playouts); the README gives the player's win rates.
const (
	explore      = 0.5  // UCB1 exploration constant, for rewards in [0, 1]
	widen        = 1.0  // children allowed = 1 + widen·√visits
	policyDraws  = 8    // random moves the playout policy weighs
	expandDraws  = 16   // random moves weighed to pick a new child
	policyRandom = 0.05 // chance the playout policy plays a random move
	winWeight    = 0.75 // reward: the win share's weight, the margin's is the rest
	marginScale  = 15.0 // points of margin for a reward of about 0.73
	checkEvery   = 8    // playouts between looks at the clock
)

// DefaultHorizon is the moves a playout plays past the tree by default.
const DefaultHorizon = 12

// DefaultPlayouts is the budget per move of a player given neither a time
// nor a playout count: a count, so that the default player is
// deterministic, and the one the README's strength table measures (about
// 240 ms of CPU a move on one core of the development machine).
const DefaultPlayouts = 5000

// NewMCTS returns an MCTS player.
func NewMCTS(o MCTSOptions) *MCTS {
	if o.Time <= 0 && o.Playouts <= 0 {
		o.Playouts = DefaultPlayouts
	}
	o.Threads = max(o.Threads, 1)
	p := &MCTS{opts: o, now: time.Now}
	for range o.Threads {
		pcg := rand.NewPCG(o.Seed[0], o.Seed[1])
		p.workers = append(p.workers, &searcher{pcg: pcg, rng: rand.New(pcg)})
	}
	return p
}

// Name returns "mcts".
func (*MCTS) Name() string { return "mcts" }

// Options returns the player's options.
func (p *MCTS) Options() MCTSOptions { return p.opts }

// LastStats returns the figures of the last search.
func (p *MCTS) LastStats() Stats { return p.last }

// Choose searches the view for the time or playouts budget and returns the
// root move most often visited.
func (p *MCTS) Choose(v akropolis.View) (akropolis.Move, error) {
	if err := p.run(v, false); err != nil {
		return akropolis.Move{}, err
	}
	return p.root[p.best()].m, nil
}

// run searches v, even a view with one legal move when always is set, and
// adds up the root visits of the workers' trees.
func (p *MCTS) run(v akropolis.View, always bool) error {
	start := p.now()
	if err := p.base.load(v); err != nil {
		return err
	}
	p.look = newOutlook(v.Options)
	left0 := p.base.g.Site().TurnsLeft()
	p.rankRoot(left0)
	p.last = Stats{Moves: len(p.root)}
	p.visits = append(p.visits[:0], make([]int32, len(p.root))...)
	if len(p.root) == 1 && !always {
		return nil
	}
	key := p.base.g.Key()
	for w, s := range p.workers {
		s.look, s.left0, s.turn0, s.horizon = &p.look, left0, p.base.g.TurnsPlayed(), p.opts.Horizon
		s.pcg.Seed(p.opts.Seed[0]^key, p.opts.Seed[1]+uint64(w)*0x9e3779b97f4a7c15)
		s.root, s.playouts, s.err = p.root, 0, nil
		s.wins = append(s.wins[:0], make([][4]float64, len(p.root))...)
	}
	if len(p.workers) == 1 {
		p.workers[0].search(v, p.now, start, p.opts.Time, p.opts.Playouts)
	} else {
		p.searchThreads(v, start)
	}
	p.last.Elapsed = p.now().Sub(start)
	for _, s := range p.workers {
		if s.err != nil {
			return s.err
		}
		p.last.Playouts += s.playouts
		p.last.Nodes += len(s.nodes)
		for c := s.nodes[0].child; c >= 0; c = s.nodes[c].next {
			p.visits[s.nodes[c].index] += s.nodes[c].visits
		}
	}
	return nil
}

// best returns the index of the root move most visited; of equal visits,
// the one that joined the tree last; with no playout, greedy's move (0).
func (p *MCTS) best() int {
	best := 0
	for k, n := range p.visits {
		if n >= p.visits[best] {
			best = k
		}
	}
	if p.visits[best] == 0 {
		return 0
	}
	return best
}

// searchThreads runs the workers at once, sharing out the playout budget.
// (Apart from Choose, so that a one-thread search does not move v to the
// heap.)
func (p *MCTS) searchThreads(v akropolis.View, start time.Time) {
	var wg sync.WaitGroup
	for w, s := range p.workers {
		budget := 0
		if n := p.opts.Playouts; n > 0 {
			budget = n / len(p.workers)
			if w < n%len(p.workers) {
				budget++
			}
		}
		wg.Go(func() { s.search(v, p.now, start, p.opts.Time, budget) })
	}
	wg.Wait()
}

// search runs playouts on samples of v until the time since start, by the
// clock now, reaches limit or it has run budget playouts (0 for either: no
// such limit).
func (s *searcher) search(v akropolis.View, now func() time.Time, start time.Time, limit time.Duration, budget int) {
	s.nodes = append(s.nodes[:0], node{seat: -1, child: -1, next: -1})
	for n := 0; ; n++ {
		if budget > 0 && n >= budget {
			break
		}
		if limit > 0 && n%checkEvery == 0 && now().Sub(start) >= limit {
			break
		}
		if err := v.SampleInto(&s.g, s.rng.Uint64(), uint64(n)); err != nil {
			s.err = err
			return
		}
		s.playout()
		s.playouts++
	}
}

// rankRoot lists the root's moves in the base sample, best first by the
// outlook (ties in listing order), with left takes to come.
func (p *MCTS) rankRoot(left int) {
	p.root = p.root[:0]
	g := p.base.g
	s := searcher{look: &p.look, left0: left, turn0: g.TurnsPlayed()}
	before, turns := s.prepare(g)
	for _, m := range p.base.moves {
		var after score.Summary
		v, _ := s.value(g, m, &before, turns, &after)
		p.root = append(p.root, scored{m, v})
	}
	slices.SortStableFunc(p.root, func(a, b scored) int { return cmp.Compare(b.v, a.v) })
}

// playout runs one iteration on s.g, a fresh determinization: selection
// and expansion down the tree, a playout to the end, and the rewards back
// up the path.
func (s *searcher) playout() {
	var path [128]int32
	depth := 0
	cur := int32(0)
	path[depth] = cur
	s.forget()
	for !s.g.Over() && depth < len(path)-1 {
		next, expanded := s.descend(cur, depth == 0)
		if next < 0 {
			break
		}
		if s.g.Play(s.nodes[next].move) != nil {
			break // never happens: descend picks legal moves
		}
		depth++
		path[depth], cur = next, next
		if expanded {
			break
		}
	}
	s.rollout()
	var reward, win [4]float64
	if s.g.Over() {
		s.rewards(&reward, &win)
	} else {
		s.estimate(&reward, &win)
	}
	if depth > 0 {
		w := &s.wins[s.nodes[path[1]].index]
		for k := range w {
			w[k] += win[k]
		}
	}
	for _, i := range path[:depth+1] {
		nd := &s.nodes[i]
		nd.visits++
		if nd.seat >= 0 {
			nd.reward += reward[nd.seat]
		}
	}
}

// descend picks the child of node i to play in s.g: a new child while the
// widening allows one, else the UCB1 choice among the children legal in
// this determinization. It reports whether the child is new.
func (s *searcher) descend(i int32, atRoot bool) (int32, bool) {
	nd := s.nodes[i]
	allowed := 1 + int32(widen*math.Sqrt(float64(nd.visits)))
	if nd.nchild < allowed {
		if c := s.expand(i, atRoot); c >= 0 {
			return c, true
		}
	}
	seat := int8(s.g.Current())
	best, bestScore := int32(-1), math.Inf(-1)
	for c := nd.child; c >= 0; c = s.nodes[c].next {
		ch := &s.nodes[c]
		if ch.seat != seat || (!atRoot && !s.legal(ch.move)) {
			continue
		}
		ch.avail++
		score := ch.reward/float64(ch.visits) + explore*math.Sqrt(math.Log(float64(ch.avail))/float64(ch.visits))
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	if best < 0 {
		return s.expand(i, atRoot), true
	}
	return best, false
}

// legal reports whether m, a child's move, is legal in s.g. Every
// determinization that reaches a node got there by the same moves, so the
// cities and stones are the same and so is the placement's legality: only
// the site line may differ, after a refill dealt from the guessed stacks.
// (Game.Check would say the same, but allocates its error.)
func (s *searcher) legal(m akropolis.Move) bool {
	return s.g.Site().At(m.Position) == m.Placement.Tile
}

// expand adds a child to node i with a move legal in s.g that is not yet a
// child, and returns it, or -1 if it finds none: at the root the next move
// by Delta, below it the playout policy's choice among a few draws.
func (s *searcher) expand(i int32, atRoot bool) int32 {
	var m akropolis.Move
	index := int32(-1)
	if atRoot {
		k := int(s.nodes[i].nchild)
		if k >= len(s.root) {
			return -1
		}
		m, index = s.root[k].m, int32(k)
	} else {
		s.g.ListMoves(&s.moves)
		if s.moves.Len() == 0 {
			return -1
		}
		m, _, _ = s.best(expandDraws)
		seat := int8(s.g.Current())
		for c := s.nodes[i].child; c >= 0; c = s.nodes[c].next {
			if s.nodes[c].move == m && s.nodes[c].seat == seat {
				return c // already there: visit it again
			}
		}
	}
	c := int32(len(s.nodes))
	s.nodes = append(s.nodes, node{move: m, index: index, seat: int8(s.g.Current()), child: -1, next: s.nodes[i].child, avail: 1})
	s.nodes[i].child = c
	s.nodes[i].nchild++
	return c
}

// rollout plays s.g to its end, or for the horizon's moves, with the
// playout policy.
func (s *searcher) rollout() {
	horizon := s.horizon
	switch {
	case horizon == 0:
		horizon = DefaultHorizon
	case horizon < 0:
		horizon = 0
	}
	if s.g.Options().Players == 1 {
		horizon = 0 // the Architect's score is not a city's
	}
	for n := 0; !s.g.Over() && (horizon == 0 || n < horizon); n++ {
		s.g.ListMoves(&s.moves)
		if s.moves.Len() == 0 {
			return // never happens: a game that goes on has a move
		}
		var m akropolis.Move
		var after score.Summary
		take := false
		// The random move is drawn first, and read only when played.
		if i := s.rng.IntN(s.moves.Len()); s.rng.Float64() >= policyRandom {
			m, after, take = s.best(policyDraws)
		} else {
			m = s.moves.At(i)
		}
		seat := s.g.Current()
		length := s.g.City(seat).Len()
		if s.g.Play(m) != nil {
			return
		}
		if take {
			s.keep(seat, length, after)
		}
	}
}

// best returns the move the outlook rates highest for the mover among
// draws moves drawn at random from s.moves and, when it is a take, the
// summary of the mover's city after it (see value) and true.
func (s *searcher) best(draws int) (akropolis.Move, score.Summary, bool) {
	before, turns := s.prepare(&s.g)
	var best akropolis.Move
	bestValue, found := math.Inf(-1), false
	var sums [2]score.Summary
	b, w := 0, 1 // sums[b] is the best move's after, sums[w] the weighed one's
	take := false
	for range draws {
		m := s.moves.At(s.rng.IntN(s.moves.Len()))
		if v, ok := s.value(&s.g, m, &before, turns, &sums[w]); v > bestValue {
			best, bestValue, take, found = m, v, ok, true
			b, w = w, b
		}
	}
	if !found { // every value -Inf, or NaN: the first move
		return s.moves.At(0), score.Summary{}, false
	}
	return best, sums[b], take
}

// rewards writes each player's reward for the finished game s.g: winWeight
// times its share of the win (ties on points broken by stones, then
// shared) plus the rest times a logistic of its margin over the best
// other seat.
func (s *searcher) rewards(r, wins *[4]float64) {
	g := &s.g
	n := g.Options().Seats()
	var total, stones [4]int
	for k := range n {
		total[k], stones[k] = g.Total(k), g.Stones(k)
	}
	if g.Options().Players == 1 { // the Architect wins ties
		if g.Ranks()[0] == 1 {
			wins[0] = 1
		}
		wins[1] = 1 - wins[0]
		r[0] = winWeight*wins[0] + (1-winWeight)*logistic(float64(total[0]-total[1]))
		return
	}
	top, winners := -1, 0
	for k := range n {
		switch {
		case top < 0 || total[k] > total[top] || total[k] == total[top] && stones[k] > stones[top]:
			top, winners = k, 1
		case total[k] == total[top] && stones[k] == stones[top]:
			winners++
		}
	}
	for k := range n {
		other := math.MinInt
		for j := range n {
			if j != k {
				other = max(other, total[j])
			}
		}
		win := 0.0
		if total[k] == total[top] && stones[k] == stones[top] {
			win = 1 / float64(winners)
		}
		wins[k] = win
		r[k] = winWeight*win + (1-winWeight)*logistic(float64(total[k]-other))
	}
}

// logistic maps a score margin to (0, 1), 0.5 for a tie.
func logistic(margin float64) float64 { return 1 / (1 + math.Exp(-margin/marginScale)) }
