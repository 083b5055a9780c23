package akropolis_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile"
)

// handCheckFile holds a score check of one recorded game done by hand from
// the scoring rules (per district type, the heights of its scoring districts
// times the stars of its plazas, plus one point a stone): the derivation in
// prose, plus two kinds of lines that TestHandCheck reads, each starting in the first column (everything else,
// indented lines included, is commentary):
//
//	Record: <file name in testdata/records>
//	seat K: House=N Market=N Barracks=N Temple=N Garden=N stones=N total=N
//
// The seat lines are the hand-computed points per district type (value sum
// x stars), the stones held and the total. The numbers come from the hand
// computation, not from the library: if the library's cards change, the
// test fails and the hand derivation in the file has to be looked at again.
const handCheckFile = "handcheck.txt"

// handDistricts are the keys of a seat line, in tile.Districts() order.
var handDistricts = [5]string{"House", "Market", "Barracks", "Temple", "Garden"}

type handSeat struct {
	points        [5]int
	stones, total int
}

// readHandCheck reads the record name and the seat lines of handcheck.txt.
func readHandCheck(t *testing.T, path string) (record string, seats map[int]handSeat) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seats = make(map[int]handSeat)
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), " \t\r")
		if rest, ok := strings.CutPrefix(line, "Record:"); ok && record == "" {
			record = strings.TrimSpace(rest)
			if i := strings.IndexByte(record, ' '); i >= 0 {
				record = record[:i]
			}
			continue
		}
		rest, ok := strings.CutPrefix(line, "seat ")
		if !ok {
			continue
		}
		head, body, ok := strings.Cut(rest, ":")
		if !ok {
			continue
		}
		k, err := strconv.Atoi(head)
		if err != nil {
			continue // commentary that happens to start with "seat "
		}
		if _, dup := seats[k]; dup {
			t.Fatalf("%s:%d: seat %d given twice", path, n, k)
		}
		fields := make(map[string]int)
		for _, w := range strings.Fields(body) {
			key, val, ok := strings.Cut(w, "=")
			if !ok {
				t.Fatalf("%s:%d: %q is not key=value", path, n, w)
			}
			v, err := strconv.Atoi(val)
			if err != nil {
				t.Fatalf("%s:%d: %q: %v", path, n, w, err)
			}
			fields[key] = v
		}
		var s handSeat
		for i, name := range handDistricts {
			v, ok := fields[name]
			if !ok {
				t.Fatalf("%s:%d: seat %d: no %s=", path, n, k, name)
			}
			s.points[i] = v
		}
		for key, dst := range map[string]*int{"stones": &s.stones, "total": &s.total} {
			v, ok := fields[key]
			if !ok {
				t.Fatalf("%s:%d: seat %d: no %s=", path, n, k, key)
			}
			*dst = v
		}
		if len(fields) != len(handDistricts)+2 {
			t.Fatalf("%s:%d: seat %d: unexpected keys in %q", path, n, k, body)
		}
		sum := s.stones
		for _, p := range s.points {
			sum += p
		}
		if sum != s.total {
			t.Fatalf("%s:%d: seat %d: points and stones add up to %d, not total=%d", path, n, k, sum, s.total)
		}
		seats[k] = s
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if record == "" {
		t.Fatalf("%s: no Record: line", path)
	}
	return record, seats
}

// TestHandCheck replays the record named in handcheck.txt and checks every
// seat's final card (points per district type, stones, total) and the fast
// Game.Total against the numbers computed by hand.
func TestHandCheck(t *testing.T) {
	dir := filepath.Join("testdata", "records")
	name, want := readHandCheck(t, filepath.Join(dir, handCheckFile))
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := akropolis.ReadRecord(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	g, err := rec.Replay()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !g.Over() {
		t.Fatalf("%s: the game is not over after replay", name)
	}
	if len(want) != g.Options().Seats() {
		t.Fatalf("%s gives %d seats, the game has %d", handCheckFile, len(want), g.Options().Seats())
	}
	for k := range g.Options().Seats() {
		w, ok := want[k]
		if !ok {
			t.Fatalf("%s: no line for seat %d", handCheckFile, k)
		}
		card := g.Score(k)
		for i, d := range tile.Districts() {
			if got := d.String(); got != handDistricts[i] {
				t.Fatalf("seat %d: card line %d is %s, want %s", k, i, got, handDistricts[i])
			}
			if card.Points[i] != w.points[i] {
				t.Errorf("seat %d: %s = %d (value %d x stars %d), hand check says %d",
					k, handDistricts[i], card.Points[i], card.Values[i], card.Stars[i], w.points[i])
			}
		}
		if card.Stones != w.stones || g.Stones(k) != w.stones {
			t.Errorf("seat %d: stones card %d, game %d; hand check says %d", k, card.Stones, g.Stones(k), w.stones)
		}
		if card.Total != w.total || g.Total(k) != w.total {
			t.Errorf("seat %d: total card %d, Game.Total %d; hand check says %d", k, card.Total, g.Total(k), w.total)
		}
	}
}
