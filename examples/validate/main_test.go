package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/variants"
	"github.com/google/go-cmp/cmp"
)

var (
	update   = flag.Bool("update", false, "rewrite the golden files in testdata")
	fixtures = flag.Bool("fixtures", false, "rewrite the input files in testdata from games of the built-in players")
)

// dir is the package's testdata seen from the module root: the golden files
// show the commands as run there.
const dir = "examples/validate/testdata"

// TestGolden runs the validator on each input, by file or on stdin, and
// compares its report, stderr and exit status with NAME.golden.
func TestGolden(t *testing.T) {
	t.Chdir("../..")
	if *fixtures {
		writeFixtures(t)
	}
	for _, tc := range []struct {
		name  string
		args  string
		stdin string // a file fed on stdin
		exit  int
	}{
		{"record", "record.txt", "", 0},
		{"record-json", "", "record.json", 0},
		{"partial", "partial.txt", "", 0},
		{"bad-move", "bad-move.txt", "", 1},
		{"bad-setup", "bad-setup.txt", "", 1},
		{"garbage", "garbage.txt", "", 2},
		{"city", "-variants all -stones 2 city.txt", "", 0},
		{"city-json", "", "city.json", 0},
		{"bad-city", "bad-city.txt", "", 1},
		{"bad-city-syntax", "bad-city-syntax.txt", "", 2},
		{"missing", "no-such-file.txt", "", 2},
		{"city-object", "", "city-object.json", 0},
		{"record-bom", "record-bom.txt", "", 0},
		{"record-duplicate", "record-duplicate.json", "", 2},
		{"position", "position.txt", "", 0},
		{"position-json", "", "position.json", 0},
		{"view", "view.json", "", 0},
		{"bad-position", "bad-position.txt", "", 1},
		{"perft", "-perft 2 perft.txt", "", 0},
		{"perft-one", "-perft 1 perft.txt", "", 0}, // "of 1 move"
		{"perft-public", "-perft 1 view.json", "", 2},
		{"perft-depth", "-perft 9 perft.txt", "", 2},
		{"perft-record", "-perft 1 record.txt", "", 2},
		{"bad-position-stones", "bad-position-stones.txt", "", 1}, // one violation: the stones add up to 38
		{"bad-position-syntax", "bad-position-syntax.txt", "", 2}, // the reserve "4O": unreadable, not invalid
		{"athena-record", "athena-record.txt", "", 0},
		{"athena-record-json", "", "athena-record.json", 0},
		{"athena-bad-completion", "athena-bad-completion.txt", "", 1}, // a tile that is not on the card: not-on-card
		{"athena-position", "athena-position.txt", "", 0},             // in a construction phase
		{"athena-view", "athena-view.json", "", 0},
		{"athena-bad-position", "athena-bad-position.txt", "", 1}, // a completion without its tile, a tile still on its card
		{"athena-perft", "-perft 1 athena-position.txt", "", 0},   // the phase's completions and stop
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := strings.Fields(tc.args)
			if n := len(args); n > 0 {
				args[n-1] = filepath.Join(dir, args[n-1])
			}
			shown := "$ go run ./examples/validate " + strings.Join(args, " ")
			var stdin bytes.Buffer
			if tc.stdin != "" {
				b, err := os.ReadFile(filepath.Join(dir, tc.stdin))
				if err != nil {
					t.Fatal(err)
				}
				stdin.Write(b)
				shown += " < " + filepath.Join(dir, tc.stdin)
			}
			checkGolden(t, args, &stdin, strings.TrimRight(shown, " "), tc.exit, filepath.Join(dir, tc.name+".golden"))
		})
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"-variants", "castles"}, {"a", "b"}, {"-nope"}} {
		if code := run(args, strings.NewReader(""), &bytes.Buffer{}, &bytes.Buffer{}); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
	// The library refuses empty input of every kind: unreadable.
	for _, in := range []string{"", "  \n", "; comment\n", "[]", "{}", `{"placements":[]}`} {
		var stderr bytes.Buffer
		if code := run(nil, strings.NewReader(in), &bytes.Buffer{}, &stderr); code != 2 || !strings.Contains(stderr.String(), "empty") {
			t.Errorf("empty input %q: exit %d (%s), want 2", in, code, stderr.String())
		}
	}
}

// "-" names standard input, as no file does; the usage line names the
// three kinds of document read.
func TestStdinDash(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "record.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var byName, byDash, stderr bytes.Buffer
	if code := run(nil, bytes.NewReader(b), &byName, &stderr); code != 0 {
		t.Fatalf("no file: exit %d: %s", code, stderr.String())
	}
	if code := run([]string{"-"}, bytes.NewReader(b), &byDash, &stderr); code != 0 || byDash.String() != byName.String() {
		t.Errorf("-: exit %d, report\n%s\nwant that of no file\n%s\n%s", code, byDash.String(), byName.String(), stderr.String())
	}
	var usage bytes.Buffer
	run([]string{"-h"}, strings.NewReader(""), &bytes.Buffer{}, &usage)
	if first, _, _ := strings.Cut(usage.String(), "\n"); first != "usage: validate [flags] [file]   (a game record, city or position; stdin when no file or -)" {
		t.Errorf("usage line %q", first)
	}
}

// writeFixtures writes the input files from games of the built-in players.
func writeFixtures(t *testing.T) {
	write := func(name, s string) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	game := func(o akropolis.Options) *akropolis.Game {
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		bots := []players.Player{players.NewGreedy(), players.NewRandom(o.Seed[0], o.Seed[1]), players.NewGreedy()}
		for !g.Over() {
			m, err := players.Choose(bots[g.Current()], g)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	g := game(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	rec := g.Record()
	write("record.txt", rec.String())

	// The first ten moves: valid, not over.
	part := rec
	part.Moves = rec.Moves[:10]
	write("partial.txt", part.String())

	// Move 5 laid far from the city.
	bad := rec
	bad.Moves = append([]akropolis.Move(nil), rec.Moves...)
	bad.Moves[4].Placement.Anchor.Q += 20
	write("bad-move.txt", bad.String())

	// A two-player setup under three players.
	setup := strings.Replace(rec.String(), `[Players "2"]`, `[Players "3"]`, 1)
	write("bad-setup.txt", setup)

	write("garbage.txt", "[Game \"Akropolis\"]\n[Players \"two\"]\n")

	g3 := game(akropolis.Options{Players: 3, Seed: [2]uint64{7, 9}, Scoring: variants.Options{Variants: variants.All}})
	b, err := json.MarshalIndent(g3.Record(), "", " ")
	if err != nil {
		t.Fatal(err)
	}
	write("record.json", string(b)+"\n")

	ps := g.City(1).Placements()
	write("city.txt", "# seat 1's city of record.txt, in the order it was laid\n"+cityText(ps))
	b, err = json.Marshal(g3.City(0).Placements())
	if err != nil {
		t.Fatal(err)
	}
	write("city.json", string(b)+"\n")

	// Three violations: a tile laid twice, a tile far from the city, and the
	// first tile again at the end.
	wrong := append([]string{}, strings.Fields(cityText(ps[:6]))...)
	wrong = append(wrong[:3], append([]string{wrong[1], "44@(9,9)r0"}, wrong[3:]...)...)
	write("bad-city.txt", "# three violations: tile 30 laid twice, 44 far away, the first tile again\n"+strings.Join(wrong, "\n")+"\n"+ps[0].String()+"\n")
	write("bad-city-syntax.txt", "07@(1,-2)r3\n07@(1,-2)r9\n")
	writeAthenaFixtures(t, write)
}

// writeAthenaFixtures writes the inputs of an Athena game: two players,
// seed 1 2, move n the legal move number (7919n + 13) mod count (which
// spreads the cities and completes cards), whatever the built-in players
// do with the expansion.
func writeAthenaFixtures(t *testing.T, write func(name, s string)) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	var phase akropolis.Position
	for n := 0; !g.Over(); n++ {
		if p := g.Position(); p.Constructing && phase.Cities == nil {
			phase = p
		}
		ms := g.AppendLegalMoves(nil)
		if err := g.Play(ms[(7919*n+13)%len(ms)]); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	write("athena-record.txt", rec.String())
	b, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	write("athena-record.json", string(b)+"\n")

	// The first completion takes a tile from another card.
	bad := rec
	bad.Moves = append([]akropolis.Move(nil), rec.Moves...)
	for i, m := range bad.Moves {
		if m.Card() > 0 {
			other := g.Record().Setup.Cards.Dealt(m.Card()%4 + 1)
			bad.Moves[i].Placement.Tile = other[0]
			break
		}
	}
	write("athena-bad-completion.txt", bad.String())

	write("athena-position.txt", phase.String()+"\n")
	phase.Stacks = nil
	b, err = json.Marshal(phase)
	if err != nil {
		t.Fatal(err)
	}
	write("athena-view.json", string(b)+"\n")

	// Seat 0 laid the tile of its first completion (the first one-hex
	// tile of its city): take it out, and lay a tile still on a card on
	// seat 1's starting tile.
	end := g.Position()
	for i, pl := range end.Cities[0] {
		if pl.Tile.IsOneHex() {
			end.Cities[0] = append(end.Cities[0][:i:i], end.Cities[0][i+1:]...)
			break
		}
	}
	for slot := 1; slot <= 4; slot++ {
		if left := end.Cards.AppendTiles(nil, slot); len(left) > 0 {
			end.Cities[1] = append(end.Cities[1], city.Placement{Tile: left[0]})
			break
		}
	}
	write("athena-bad-position.txt", end.String()+"\n")
}

// checkGolden runs the program with args and stdin, and compares the
// command line shown, its output, its errors and its exit status with the
// golden file (written instead with -update).
func checkGolden(t *testing.T, args []string, stdin io.Reader, shown string, exit int, file string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(args, stdin, &out, &errs)
	if code != exit {
		t.Errorf("exit %d, want %d; stderr %q", code, exit, errs.String())
	}
	got := shown + "\n" + out.String()
	if errs.Len() > 0 {
		got += "(stderr) " + errs.String()
	}
	got += "(exit " + string(rune('0'+code)) + ")\n"
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("output differs from %s (-want +got):\n%s", file, diff)
	}
}

// cityText is a city's text form: one placement per line, in order.
func cityText(ps []city.Placement) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.String() + "\n")
	}
	return b.String()
}
