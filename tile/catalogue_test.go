package tile_test

import (
	"bufio"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// testdata/tiles.tsv is the catalogue as published: a header of comments
// (with the totals per kind and per player-count group, and the starting
// tile), a column line, then one row per tile: id, group, hex1..hex3.
const cataloguePath = "testdata/tiles.tsv"

// tsvRow is one tile as the table gives it.
type tsvRow struct {
	id    tile.ID
	group int
	hexes [3]tile.Kind
}

// readTSV reads the table's rows and its header comments.
func readTSV(t *testing.T) (rows []tsvRow, header string) {
	t.Helper()
	f, err := os.Open(cataloguePath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	columns := false
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"):
			header += line + "\n"
			continue
		case line == "":
			continue
		case !columns:
			if line != "id\tgroup\thex1\thex2\thex3" {
				t.Fatalf("column line %q", line)
			}
			columns = true
			continue
		}
		fs := strings.Split(line, "\t")
		if len(fs) != 5 {
			t.Fatalf("row %q: %d fields, want 5", line, len(fs))
		}
		var r tsvRow
		id, err := tile.ParseID(fs[0])
		if err != nil {
			t.Fatalf("row %q: %v", line, err)
		}
		r.id = id
		if r.group, err = strconv.Atoi(fs[1]); err != nil {
			t.Fatalf("row %q: %v", line, err)
		}
		for i, name := range fs[2:] {
			if r.hexes[i], err = tile.ParseKind(name); err != nil {
				t.Fatalf("row %q: %v", line, err)
			}
			// A plaza's name carries its stars: they must be the kind's.
			if r.hexes[i].IsPlaza() && !strings.HasSuffix(name, "Plaza"+strconv.Itoa(r.hexes[i].Stars())) {
				t.Errorf("row %q: %s does not carry the %d stars of a %v", line, name, r.hexes[i].Stars(), r.hexes[i])
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows, header
}

// The Go catalogue agrees with the table row by row: same IDs in order,
// same group, same hexes in the same clockwise order.
func TestCatalogueMatchesTable(t *testing.T) {
	rows, _ := readTSV(t)
	if len(rows) != int(tile.MaxID) {
		t.Fatalf("the table has %d rows, the catalogue %d tiles", len(rows), tile.MaxID)
	}
	for i, r := range rows {
		if int(r.id) != i+1 {
			t.Errorf("row %d has ID %v, want %d", i+1, r.id, i+1)
		}
		tl := catalogue()[i]
		if tl.ID != r.id {
			t.Errorf("tile %v is not in the catalogue", r.id)
			continue
		}
		if tl.Group != r.group || tl.Hexes != r.hexes {
			t.Errorf("tile %v = %v group %d; the table says %v group %d", r.id, tl.Hexes, tl.Group, r.hexes, r.group)
		}
		if r.id.Tile().Hexes != r.hexes {
			t.Errorf("%v.Tile().Hexes = %v, want %v", r.id, r.id.Tile().Hexes, r.hexes)
		}
	}
}

var (
	// "Totals over all 61 tiles: Quarry 61, House 36, ..., plazas House 7, ... (183 hexes = 61 x 3)."
	totalsRe = regexp.MustCompile(`(?s)Totals over all (\d+) tiles: (.*?)\((\d+) hexes`)
	countRe  = regexp.MustCompile(`(plazas )?([A-Z][a-z]+) (\d+)`)
	// "group  smallest player count that uses the tile: 2 (37 tiles), 3 (+12 = 49), 4 (+12 = 61)"
	groupsRe = regexp.MustCompile(`2 \((\d+) tiles\), 3 \(\+(\d+) = (\d+)\), 4 \(\+(\d+) = (\d+)\)`)
)

// The header's totals hold for the table's rows and for the Go catalogue:
// hexes of each kind, hexes in all, tiles per group and in play per player
// count.
func TestCatalogueHeaderTotals(t *testing.T) {
	rows, header := readTSV(t)
	m := totalsRe.FindStringSubmatch(strings.ReplaceAll(header, "#", ""))
	if m == nil {
		t.Fatal("the header states no totals")
	}
	tiles, _ := strconv.Atoi(m[1])
	hexes, _ := strconv.Atoi(m[3])
	want := map[tile.Kind]int{}
	for _, c := range countRe.FindAllStringSubmatch(m[2], -1) {
		name := c[2]
		if c[1] != "" || strings.Contains(m[2][:strings.Index(m[2], c[0])], "plazas") {
			name += "Plaza"
		}
		k, err := tile.ParseKind(name)
		if err != nil {
			t.Fatalf("header count %q: %v", c[0], err)
		}
		want[k], _ = strconv.Atoi(c[3])
	}
	if len(want) != 11 || tiles != 61 || hexes != 3*tiles {
		t.Fatalf("header: %d tiles, %d hexes, counts %v; want 61 tiles, 183 hexes, 11 kinds", tiles, hexes, want)
	}
	g := groupsRe.FindStringSubmatch(header)
	if g == nil {
		t.Fatal("the header states no group sizes")
	}
	n := make([]int, 5)
	for i := range n {
		n[i], _ = strconv.Atoi(g[i+1])
	}
	wantGroups := map[int]int{2: n[0], 3: n[1], 4: n[3]}
	wantInPlay := map[int]int{2: n[0], 3: n[2], 4: n[4]}
	if n[0]+n[1] != n[2] || n[2]+n[3] != n[4] || n[4] != tiles {
		t.Fatalf("header group sizes %v do not add up", n)
	}

	count := func(each func(yield func(int, [3]tile.Kind))) (map[tile.Kind]int, map[int]int, int) {
		kinds, groups, total := map[tile.Kind]int{}, map[int]int{}, 0
		each(func(group int, hs [3]tile.Kind) {
			groups[group]++
			for _, k := range hs {
				kinds[k]++
				total++
			}
		})
		return kinds, groups, total
	}
	fromTable := func(yield func(int, [3]tile.Kind)) {
		for _, r := range rows {
			yield(r.group, r.hexes)
		}
	}
	fromGo := func(yield func(int, [3]tile.Kind)) {
		for _, tl := range catalogue() {
			yield(tl.Group, tl.Hexes)
		}
	}
	for name, each := range map[string]func(func(int, [3]tile.Kind)){"table": fromTable, "catalogue": fromGo} {
		kinds, groups, total := count(each)
		if total != hexes {
			t.Errorf("%s: %d hexes, the header says %d", name, total, hexes)
		}
		for k, w := range want {
			if kinds[k] != w {
				t.Errorf("%s: %d hexes of %v, the header says %d", name, kinds[k], k, w)
			}
		}
		if len(kinds) != len(want) {
			t.Errorf("%s: %d kinds of hex, the header names %d", name, len(kinds), len(want))
		}
		for gr, w := range wantGroups {
			if groups[gr] != w {
				t.Errorf("%s: %d tiles in group %d, the header says %d", name, groups[gr], gr, w)
			}
		}
	}
	for players, w := range wantInPlay {
		if c := len(tile.AppendInPlay(nil, players, false)); c != w {
			t.Errorf("%d players: %d tiles in play, the header says %d", players, c, w)
		}
	}
}

// The header's starting tile: a House plaza at the origin, Quarries at its
// N, SE and SW neighbours.
func TestStartingTileMatchesHeader(t *testing.T) {
	_, header := readTSV(t)
	if !strings.Contains(header, "HousePlaza1 at the city's origin, Quarry at its N, SE and SW neighbours") {
		t.Fatal("the header's starting tile has changed: update this test")
	}
	kinds, cells := tile.Start()
	o := hex.Hex{}
	want := map[hex.Hex]tile.Kind{o: tile.HousePlaza, o.Neighbor(hex.N): tile.Quarry,
		o.Neighbor(hex.SE): tile.Quarry, o.Neighbor(hex.SW): tile.Quarry}
	for i, c := range cells {
		if want[c] != kinds[i] || (want[c] == tile.None && c != o) {
			t.Errorf("starting tile: %v on %v, want %v", kinds[i], c, want[c])
		}
		delete(want, c)
	}
	if len(want) != 0 {
		t.Errorf("starting tile misses %v", want)
	}
}
