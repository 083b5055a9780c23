package players

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/akropolis-rules/akropolis"
)

// MCTSOptions set up an MCTS player. The zero value searches 100 ms per
// move with the default tuning.
type MCTSOptions struct {
	// Time is the search time per move. With Playouts set too, the search
	// stops at whichever comes first; with neither, it is 100 ms.
	Time time.Duration
	// Playouts is the number of playouts per move (0: no limit but Time).
	// A playout budget without Time makes the player deterministic: the same
	// seeds, view and budget always give the same move, on any machine.
	Playouts int
	// Seed seeds the search. Each move's search draws from the seed and the
	// view's public key, so it depends on nothing else.
	Seed [2]uint64
}

// MCTS is an information-set Monte Carlo tree search player. Each playout
// deals the view's unseen tiles into a game of its own with
// [akropolis.View.SampleInto] (a determinization: one guess at the hidden
// stacks), walks the tree from the root choosing by UCB1 among the moves
// legal in that guess (counting, for each, how often it was available),
// adds a node, and plays the game out to its end with a cheap policy: each
// turn it weighs a few random legal moves by the change they make to the
// mover's total and plays the best, or now and then one at random. Each
// seat's reward blends its share of the win with its score margin.
//
// The tree grows by progressive widening: a node with n visits has about
// √n children. At the root they join in order of Game.Delta (greedy's
// favourite first); below, each new child is the cheap policy's choice.
// That keeps the search on the moves that matter in a game with hundreds of
// legal moves a turn.
//
// It never sees the hidden stacks: everything it searches is sampled from
// its view. It reuses its tree and games from move to move, and is not safe
// to share between goroutines.
type MCTS struct {
	opts  MCTSOptions
	rng   *rand.Rand
	pcg   *rand.PCG
	base  sampler          // the view, sampled once: the root's moves
	g     akropolis.Game   // the game of one playout
	moves []akropolis.Move // scratch for the playouts' legal moves
	nodes []node
	root  []scored // the root's moves, best Delta first
	// last records the previous search, for tests and measurements.
	last Stats
}

// Stats describe the last search of an MCTS player.
type Stats struct {
	Playouts int           // playouts run
	Nodes    int           // nodes in the tree
	Elapsed  time.Duration // time spent
	Moves    int           // legal moves at the root
}

// scored is a root move with its Delta.
type scored struct {
	m akropolis.Move
	d int
}

// node is one move in the search tree, from the seat that played it.
type node struct {
	move          akropolis.Move
	seat          int8  // the seat that plays move
	child, next   int32 // first child and next sibling, or -1
	nchild        int32
	visits, avail int32
	reward        float64 // the sum of seat's rewards over visits
}

// Tuning, chosen by measurement against greedy (see the package's tests
// and the README's figures).
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

// NewMCTS returns an MCTS player.
func NewMCTS(o MCTSOptions) *MCTS {
	if o.Time <= 0 && o.Playouts <= 0 {
		o.Time = 100 * time.Millisecond
	}
	pcg := rand.NewPCG(o.Seed[0], o.Seed[1])
	return &MCTS{opts: o, pcg: pcg, rng: rand.New(pcg)}
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
	start := time.Now()
	if err := p.base.load(v); err != nil {
		return akropolis.Move{}, err
	}
	p.pcg.Seed(p.opts.Seed[0]^p.base.g.PublicKey(), p.opts.Seed[1])
	p.rankRoot(v.Current)
	p.last = Stats{Moves: len(p.root)}
	if len(p.root) == 1 {
		return p.root[0].m, nil
	}
	p.nodes = append(p.nodes[:0], node{seat: -1, child: -1, next: -1})
	for n := 0; ; n++ {
		if p.opts.Playouts > 0 && n >= p.opts.Playouts {
			break
		}
		if p.opts.Time > 0 && n%checkEvery == 0 && time.Since(start) >= p.opts.Time {
			break
		}
		if err := v.SampleInto(&p.g, p.rng.Uint64(), uint64(n)); err != nil {
			return akropolis.Move{}, err
		}
		p.playout()
		p.last.Playouts++
	}
	p.last.Nodes, p.last.Elapsed = len(p.nodes), time.Since(start)
	best := int32(-1)
	for c := p.nodes[0].child; c >= 0; c = p.nodes[c].next {
		if best < 0 || p.nodes[c].visits > p.nodes[best].visits {
			best = c
		}
	}
	if best < 0 { // no playout ran: greedy's move
		return p.root[0].m, nil
	}
	return p.nodes[best].move, nil
}

// rankRoot lists the root's moves in the base sample, best Delta first
// (ties in listing order).
func (p *MCTS) rankRoot(seat int) {
	g := p.base.g
	before := g.Total(seat)
	p.root = p.root[:0]
	for _, m := range p.base.moves {
		if g.Play(m) != nil {
			continue // never happens: the move is legal
		}
		p.root = append(p.root, scored{m, g.Total(seat) - before})
		g.Undo()
	}
	slices.SortStableFunc(p.root, func(a, b scored) int { return cmp.Compare(b.d, a.d) })
}

// playout runs one iteration on p.g, a fresh determinization: selection
// and expansion down the tree, a playout to the end, and the rewards back
// up the path.
func (p *MCTS) playout() {
	var path [128]int32
	depth := 0
	cur := int32(0)
	path[depth] = cur
	for !p.g.Over() && depth < len(path)-1 {
		next, expanded := p.descend(cur, depth == 0)
		if next < 0 {
			break
		}
		if p.g.Play(p.nodes[next].move) != nil {
			break // never happens: descend picks legal moves
		}
		depth++
		path[depth], cur = next, next
		if expanded {
			break
		}
	}
	p.rollout()
	var reward [4]float64
	p.rewards(&reward)
	for _, i := range path[:depth+1] {
		nd := &p.nodes[i]
		nd.visits++
		if nd.seat >= 0 {
			nd.reward += reward[nd.seat]
		}
	}
}

// descend picks the child of node i to play in p.g: a new child while the
// widening allows one, else the UCB1 choice among the children legal in
// this determinization. It reports whether the child is new.
func (p *MCTS) descend(i int32, atRoot bool) (int32, bool) {
	nd := p.nodes[i]
	allowed := 1 + int32(widen*math.Sqrt(float64(nd.visits)))
	if nd.nchild < allowed {
		if c := p.expand(i, atRoot); c >= 0 {
			return c, true
		}
	}
	seat := int8(p.g.Current())
	best, bestScore := int32(-1), math.Inf(-1)
	for c := nd.child; c >= 0; c = p.nodes[c].next {
		ch := &p.nodes[c]
		if ch.seat != seat || (!atRoot && !p.legal(ch.move)) {
			continue
		}
		ch.avail++
		score := ch.reward/float64(ch.visits) + explore*math.Sqrt(math.Log(float64(ch.avail))/float64(ch.visits))
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	if best < 0 {
		return p.expand(i, atRoot), true
	}
	return best, false
}

// legal reports whether m, a child's move, is legal in p.g. Every
// determinization that reaches a node got there by the same moves, so the
// cities and stones are the same and so is the placement's legality: only
// the site line may differ, after a refill dealt from the guessed stacks.
// (Game.Check would say the same, but allocates its error.)
func (p *MCTS) legal(m akropolis.Move) bool {
	return p.g.Site().At(m.Position) == m.Placement.Tile
}

// expand adds a child to node i with a move legal in p.g that is not yet a
// child, and returns it, or -1 if it finds none: at the root the next move
// by Delta, below it the playout policy's choice among a few draws.
func (p *MCTS) expand(i int32, atRoot bool) int32 {
	var m akropolis.Move
	if atRoot {
		k := int(p.nodes[i].nchild)
		if k >= len(p.root) {
			return -1
		}
		m = p.root[k].m
	} else {
		p.moves = p.g.AppendLegalMoves(p.moves[:0])
		if len(p.moves) == 0 {
			return -1
		}
		m = p.best(p.moves, expandDraws)
		seat := int8(p.g.Current())
		for c := p.nodes[i].child; c >= 0; c = p.nodes[c].next {
			if p.nodes[c].move == m && p.nodes[c].seat == seat {
				return c // already there: visit it again
			}
		}
	}
	c := int32(len(p.nodes))
	p.nodes = append(p.nodes, node{move: m, seat: int8(p.g.Current()), child: -1, next: p.nodes[i].child, avail: 1})
	p.nodes[i].child = c
	p.nodes[i].nchild++
	return c
}

// rollout plays p.g to its end with the playout policy.
func (p *MCTS) rollout() {
	for !p.g.Over() {
		p.moves = p.g.AppendLegalMoves(p.moves[:0])
		if len(p.moves) == 0 {
			return // never happens: a game that goes on has a move
		}
		m := p.moves[p.rng.IntN(len(p.moves))]
		if p.rng.Float64() >= policyRandom {
			m = p.best(p.moves, policyDraws)
		}
		if p.g.Play(m) != nil {
			return
		}
	}
}

// best returns the move with the highest total for the mover among draws
// moves drawn at random from moves.
func (p *MCTS) best(moves []akropolis.Move, draws int) akropolis.Move {
	g := &p.g
	seat := g.Current()
	best, bestTotal := moves[0], math.MinInt
	for range draws {
		m := moves[p.rng.IntN(len(moves))]
		if g.Play(m) != nil {
			continue
		}
		if t := g.Total(seat); t > bestTotal {
			best, bestTotal = m, t
		}
		g.Undo()
	}
	return best
}

// rewards writes each player's reward for the finished game p.g: winWeight
// times its share of the win (ties on points broken by stones, then
// shared) plus the rest times a logistic of its margin over the best
// other seat.
func (p *MCTS) rewards(r *[4]float64) {
	g := &p.g
	n := g.Seats()
	var total, stones [4]int
	for k := range n {
		total[k], stones[k] = g.Total(k), g.Stones(k)
	}
	if g.Solo() { // the Architect wins ties
		if g.PlayerWins() {
			r[0] = 1
		}
		r[0] = winWeight*r[0] + (1-winWeight)*logistic(float64(total[0]-total[1]))
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
		r[k] = winWeight*win + (1-winWeight)*logistic(float64(total[k]-other))
	}
}

// logistic maps a score margin to (0, 1), 0.5 for a tie.
func logistic(margin float64) float64 { return 1 / (1 + math.Exp(-margin/marginScale)) }
