package city_test

import (
	"bufio"
	"cmp"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// perftCase is one block of testdata/perft.txt: a city given by its
// placement history and the number of legal spots and placements in it.
type perftCase struct {
	name    string
	line    int // where the block starts, for failure messages
	hand    bool
	history []city.Placement
	tile    tile.ID
	ground  int
	higher  int
	legal   int
}

// readPerft parses the perft table. The format is documented at the top of
// the file itself.
func readPerft(t *testing.T, path string) []perftCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		cases []perftCase
		cur   *perftCase
		seen  map[string]bool
	)
	finish := func(n int) {
		if cur == nil {
			return
		}
		for _, k := range []string{"tile", "ground", "higher", "legal", "counted"} {
			if !seen[k] {
				t.Fatalf("%s:%d: case %q has no %q line", path, n, cur.name, k)
			}
		}
		cases = append(cases, *cur)
		cur = nil
	}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		key, args := fields[0], fields[1:]
		if key == "case" {
			finish(n)
			if len(args) != 1 {
				t.Fatalf("%s:%d: want `case NAME`", path, n)
			}
			cur, seen = &perftCase{name: args[0], line: n}, map[string]bool{}
			continue
		}
		if cur == nil {
			t.Fatalf("%s:%d: %q outside a case", path, n, key)
		}
		if key != "history" && len(args) != 1 {
			t.Fatalf("%s:%d: want `%s VALUE`", path, n, key)
		}
		seen[key] = true
		switch key {
		case "history":
			for _, a := range args {
				p, err := city.ParsePlacement(a)
				if err != nil {
					t.Fatalf("%s:%d: %v", path, n, err)
				}
				cur.history = append(cur.history, p)
			}
		case "tile":
			var id tile.ID
			if err := id.UnmarshalText([]byte(args[0])); err != nil || !id.InBase() {
				t.Fatalf("%s:%d: bad tile %q", path, n, args[0])
			}
			cur.tile = id
		case "counted":
			switch args[0] {
			case "hand":
				cur.hand = true
			case "brute":
			default:
				t.Fatalf("%s:%d: counted must be hand or brute", path, n)
			}
		case "ground", "higher", "legal":
			v, err := strconv.Atoi(args[0])
			if err != nil || v < 0 {
				t.Fatalf("%s:%d: bad count %q", path, n, args[0])
			}
			switch key {
			case "ground":
				cur.ground = v
			case "higher":
				cur.higher = v
			default:
				cur.legal = v
			}
		default:
			t.Fatalf("%s:%d: unknown key %q", path, n, key)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	finish(n)
	return cases
}

// spotKey names the three cells of a spot, in a canonical order.
type spotKey [3]hex.Hex

func keyOf(cells [3]hex.Hex) spotKey {
	s := cells[:]
	s = slices.Clone(s)
	slices.SortFunc(s, func(a, b hex.Hex) int {
		return cmp.Or(cmp.Compare(a.R, b.R), cmp.Compare(a.Q, b.Q))
	})
	return spotKey(s)
}

// reach returns the largest distance from the origin of an occupied cell.
func reach(c *city.City) int {
	r := 0
	for h := range c.Cells() {
		r = max(r, h.Length())
	}
	return r
}

// bruteLegal finds every legal placement of id the slow way: every anchor
// within a radius of the origin, in every rotation, asked of Check. The
// radius is 8, or more for a city that reaches far: a legal anchor lies
// within two steps of an occupied cell (a ground tile touches the city with
// one of its cells, and the anchor is that cell or one of its neighbours).
// It shares no code with the enumerator.
func bruteLegal(c *city.City, id tile.ID) map[city.Placement]city.Result {
	out := map[city.Placement]city.Result{}
	for a := range hex.Spiral(hex.Hex{}, max(8, reach(c)+2)) {
		for r := range tile.Rotation(6) {
			p := city.Placement{Tile: id, Anchor: a, Rotation: r}
			if res, err := c.Check(p); err == nil {
				out[p] = res
			}
		}
	}
	return out
}

// bruteSpots groups the brute-force placements of a fresh tile by the cells
// they cover: the legal spots, with the level a tile there reaches.
func bruteSpots(t *testing.T, c *city.City, id tile.ID) map[spotKey]int {
	t.Helper()
	spots := map[spotKey]int{}
	count := map[spotKey]int{}
	for p, res := range bruteLegal(c, id) {
		k := keyOf(p.Cells())
		if l, ok := spots[k]; ok && l != res.Level {
			t.Fatalf("placements on %v reach levels %d and %d", k, l, res.Level)
		}
		spots[k] = res.Level
		count[k]++
	}
	for k, n := range count {
		if n != 3 {
			t.Errorf("spot %v has %d legal placements, want 3 (one per corner)", k, n)
		}
	}
	return spots
}

// unusedTile returns the first catalogue tile not in c other than skip.
func unusedTile(c *city.City, skip tile.ID) tile.ID {
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		if !c.Has(id) && id != skip {
			return id
		}
	}
	return 0
}

func TestPerft(t *testing.T) {
	cases := readPerft(t, "testdata/perft.txt")
	hand := 0
	for _, tc := range cases {
		if tc.hand {
			hand++
		}
		t.Run(tc.name, func(t *testing.T) {
			c, err := city.Build(tc.history)
			if err != nil {
				t.Fatalf("perft.txt:%d: %v", tc.line, err)
			}
			if c.Has(tc.tile) {
				t.Fatalf("perft.txt:%d: tile %v is already in the city", tc.line, tc.tile)
			}
			checkPerft(t, c, tc)
		})
	}
	if hand < 4 {
		t.Errorf("perft.txt has %d hand-counted cases, want at least 4", hand)
	}
}

func checkPerft(t *testing.T, c *city.City, tc perftCase) {
	// The counts of the table.
	spots := c.AppendSpots(nil)
	ground, higher := 0, 0
	for _, s := range spots {
		if s.Level() == 1 {
			ground++
		} else {
			higher++
		}
	}
	legal := c.AppendLegal(nil, tc.tile)
	if ground != tc.ground || higher != tc.higher || len(legal) != tc.legal {
		t.Errorf("perft.txt:%d: %d ground spots, %d higher, %d placements of %v; table says %d, %d, %d",
			tc.line, ground, higher, len(legal), tc.tile, tc.ground, tc.higher, tc.legal)
	}
	if n := c.CountLegalAny(); n != len(legal) || n != 3*len(spots) {
		t.Errorf("CountLegal = %d, AppendLegal gives %d, spots %d", n, len(legal), len(spots))
	}

	// The brute force agrees on every spot and its level.
	want := bruteSpots(t, c, tc.tile)
	got := map[spotKey]int{}
	for _, s := range spots {
		k := keyOf(s.Cells())
		if _, dup := got[k]; dup {
			t.Errorf("spot %v listed twice", k)
		}
		got[k] = s.Level()
	}
	if diff := gocmp.Diff(want, got); diff != "" {
		t.Errorf("AppendSpots differs from the brute force (-brute +spots):\n%s", diff)
	}

	// AppendLegal lists the spots' placements, in the spots' order, each
	// accepted by Check with the spot's level, and matches the brute force.
	var fromSpots []city.Placement
	for _, s := range spots {
		ps := s.Placements(tc.tile)
		fromSpots = append(fromSpots, ps[:]...)
		for _, p := range ps {
			if res, err := c.Check(p); err != nil || res.Level != s.Level() {
				t.Errorf("spot placement %v: Check = %+v, %v; spot level %d", p, res, err, s.Level())
			}
		}
	}
	if !slices.Equal(legal, fromSpots) {
		t.Errorf("AppendLegal is not the spots' placements in order")
	}
	brute := bruteLegal(c, tc.tile)
	set := map[city.Placement]bool{}
	for _, p := range legal {
		if set[p] {
			t.Errorf("%v listed twice", p)
		}
		set[p] = true
		if _, ok := brute[p]; !ok {
			t.Errorf("%v listed but Check rejects it (or it lies beyond the brute force)", p)
		}
	}
	for p := range brute {
		if !set[p] {
			t.Errorf("%v is legal but not listed", p)
		}
	}

	// Legal and AppendLegal of several tiles agree with AppendLegal.
	if seq := slices.Collect(c.Legal(tc.tile)); !slices.Equal(seq, legal) {
		t.Errorf("Legal yields %d placements, AppendLegal %d, or in another order", len(seq), len(legal))
	}
	other := unusedTile(c, tc.tile)
	wantSet := append(slices.Clone(legal), c.AppendLegal(nil, other)...)
	ids := []tile.ID{0, tc.tile, 92, other}
	for _, p := range tc.history {
		ids = append(ids, p.Tile) // already placed: no placements
	}
	if gotSet := c.AppendLegal(nil, ids...); !slices.Equal(gotSet, wantSet) {
		t.Errorf("AppendLegal(%v) gives %d placements, want %d", ids, len(gotSet), len(wantSet))
	}

	// A placed tile has no placements left.
	for _, p := range tc.history {
		if n := len(c.AppendLegal(nil, p.Tile)); n != 0 {
			t.Errorf("tile %v already placed has %d placements", p.Tile, n)
		}
		for range c.Legal(p.Tile) {
			t.Errorf("Legal yields a placement of tile %v already placed", p.Tile)
			break
		}
	}
}

var perftHistory = flag.String("perft.history", "", "TestPerftPrint: a placement history to count by brute force")

// TestPerftPrint prints the counts of a history given with -perft.history,
// to help write a case counted by brute force:
//
//	go test ./city -run PerftPrint -v -perft.history '01@(1,-1)r0 02@(0,0)r0'
//
// Without the flag it is skipped.
func TestPerftPrint(t *testing.T) {
	if *perftHistory == "" {
		t.Skip("set -perft.history")
	}
	var ps []city.Placement
	for _, s := range strings.Fields(*perftHistory) {
		p, err := city.ParsePlacement(s)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	c, err := city.Build(ps)
	if err != nil {
		t.Fatal(err)
	}
	spots := bruteSpots(t, c, unusedTile(c, 0))
	ground := 0
	for _, l := range spots {
		if l == 1 {
			ground++
		}
	}
	fmt.Printf("ground %d\nhigher %d\nlegal %d\n", ground, len(spots)-ground, 3*len(spots))
}
