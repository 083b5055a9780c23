package perft

import (
	"bufio"
	"flag"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

var deep = flag.Bool("deep", false, "recompute the README's perft counts at every depth it gives (a minute or more)")

// bruteMoves lists the legal moves of g without its move generator: every
// site position, with its tile, at every anchor within three rows of the
// city's bounds and every rotation, kept when Game.Check accepts it. A
// legal tile touches or covers the city, and its cells lie within one
// step of its anchor, so no legal move is missed.
func bruteMoves(g *akropolis.Game) []akropolis.Move {
	if g.Over() {
		return nil
	}
	minQ, maxQ, minR, maxR := 0, 0, 0, 0 // the starting tile holds (0,0)
	for h := range g.City(g.Current()).Cells() {
		minQ, maxQ, minR, maxR = min(minQ, h.Q), max(maxQ, h.Q), min(minR, h.R), max(maxR, h.R)
	}
	var out []akropolis.Move
	for pos := range g.Site().Len() {
		id := g.Site().At(pos)
		for q := minQ - 3; q <= maxQ+3; q++ {
			for r := minR - 3; r <= maxR+3; r++ {
				for rot := range tile.Rotation(6) {
					m := akropolis.Move{Position: pos, Placement: city.Placement{Anchor: hex.Hex{Q: q, R: r}, Tile: id, Rotation: rot}}
					if err := g.Check(m); err == nil {
						out = append(out, m)
					}
				}
			}
		}
	}
	return out
}

// bruteCount counts as Count does, listing every position's moves with
// bruteMoves and replaying each sequence on a copy of the game.
func bruteCount(g *akropolis.Game, depth int) int64 {
	ms := bruteMoves(g)
	if depth == 1 {
		return int64(len(ms))
	}
	var n int64
	for _, m := range ms {
		h := g.Clone()
		if err := h.Play(m); err != nil {
			panic(err)
		}
		n += bruteCount(h, depth-1)
	}
	return n
}

// row is one line of the README's perft table.
type row struct {
	name   string
	pos    akropolis.Position
	counts []int64 // by depth from 1; -1 where the table gives none
}

// readTable reads the perft table and its positions from the README.
func readTable(t *testing.T) []row {
	t.Helper()
	f, err := os.Open("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []row
	positions := map[string]string{}
	in, name := false, ""
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<16)
	for sc.Scan() {
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "## "):
			in = l == "## Perft"
		case !in:
		case strings.HasPrefix(l, "| `"):
			cells := strings.Split(strings.Trim(l, "| "), "|")
			r := row{name: strings.Trim(strings.TrimSpace(cells[0]), "`")}
			for _, c := range cells[2:] {
				c = strings.ReplaceAll(strings.TrimSpace(c), ",", "")
				n, err := strconv.ParseInt(c, 10, 64)
				if err != nil {
					n = -1
				}
				r.counts = append(r.counts, n)
			}
			rows = append(rows, r)
		case strings.HasPrefix(l, "# "):
			name = strings.TrimPrefix(l, "# ")
		case name != "" && strings.TrimSpace(l) != "" && !strings.HasPrefix(l, "```"):
			positions[name], name = l, ""
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for i := range rows {
		var p akropolis.Position
		err := p.UnmarshalText([]byte(positions[rows[i].name]))
		if err != nil {
			t.Fatalf("README perft position %s: %v", rows[i].name, err)
		}
		rows[i].pos = p
	}
	return rows
}

// TestReadmeTable recomputes the README's perft table: depths 1 and 2 with
// both Count and the brute-force lister (depth 1 only with -short), depth 3
// with Count, and with -deep depth 4 too and depth 3 of the starts by brute
// force.
func TestReadmeTable(t *testing.T) {
	rows := readTable(t)
	if len(rows) < 6 {
		t.Fatalf("the README's perft table has %d positions, want at least 6", len(rows))
	}
	seen := map[int]bool{}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			if len(r.pos.Stacks) != r.pos.StacksLeft {
				t.Fatal("the position's stacks are hidden: its refills are not determined")
			}
			g, err := akropolis.NewFromPosition(r.pos)
			if err != nil {
				t.Fatal(err)
			}
			seen[r.pos.Options.Players] = true
			for d, want := range r.counts {
				depth := d + 1
				if want < 0 || depth > 3 && !*deep {
					continue
				}
				got, err := Count(g, depth)
				if err != nil || got != want {
					t.Errorf("depth %d: Count %d (%v), the table %d", depth, got, err, want)
				}
				if depth == 1 || depth == 2 && !testing.Short() || *deep && depth == 3 && r.pos.Turn == 1 {
					if b := bruteCount(g, depth); b != want {
						t.Errorf("depth %d: the brute-force count %d, the table %d", depth, b, want)
					}
				}
			}
		})
	}
	for n := 2; n <= 4; n++ {
		if !seen[n] {
			t.Errorf("no position of %d players in the table", n)
		}
	}
}

// TestMovesMatchBruteForce: at every position of the table and after each
// of its first moves, the legal moves listed are those the brute-force
// lister finds, one for one.
func TestMovesMatchBruteForce(t *testing.T) {
	for _, r := range readTable(t) {
		g, err := akropolis.NewFromPosition(r.pos)
		if err != nil {
			t.Fatal(err)
		}
		same(t, r.name, g)
		for _, m := range g.AppendLegalMoves(nil)[:5] {
			g.Play(m)
			same(t, r.name+" after "+m.String(), g)
			g.Undo()
		}
	}
}

func same(t *testing.T, what string, g *akropolis.Game) {
	t.Helper()
	key := func(m akropolis.Move) string { return m.String() }
	fast, brute := g.AppendLegalMoves(nil), bruteMoves(g)
	a, b := make([]string, len(fast)), make([]string, len(brute))
	for i, m := range fast {
		a[i] = key(m)
	}
	for i, m := range brute {
		b[i] = key(m)
	}
	slices.Sort(a)
	slices.Sort(b)
	if !slices.Equal(a, b) {
		t.Errorf("%s: %d moves listed, %d found by brute force", what, len(a), len(b))
	}
}

// TestDivideSums: the branches of Divide add up to Count, and Count leaves
// the game as it found it.
func TestDivideSums(t *testing.T) {
	rows := readTable(t)
	g, err := akropolis.NewFromPosition(rows[len(rows)-1].pos)
	if err != nil {
		t.Fatal(err)
	}
	before := g.Position().String()
	bs, err := Divide(g, 2)
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, b := range bs {
		sum += b.Count
	}
	n, _ := Count(g, 2)
	if sum != n || len(bs) != countMoves(g) {
		t.Errorf("Divide: %d branches summing to %d; Count %d", len(bs), sum, n)
	}
	if after := g.Position().String(); after != before {
		t.Errorf("the game changed:\n%s\n%s", before, after)
	}
}

func TestDepthRange(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []int{-1, 0, MaxDepth + 1} {
		if _, err := Count(g, d); err != ErrDepth {
			t.Errorf("Count depth %d: %v, want ErrDepth", d, err)
		}
		if _, err := Divide(g, d); err != ErrDepth {
			t.Errorf("Divide depth %d: %v, want ErrDepth", d, err)
		}
	}
}

// countMoves returns the number of legal moves, read from a MoveList.
func countMoves(g *akropolis.Game) int {
	var l akropolis.MoveList
	g.ListMoves(&l)
	return l.Len()
}
