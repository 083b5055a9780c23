package main

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

const goldenDir = "testdata"

// TestGolden runs the program with fixed seeds and flags and compares its
// output with testdata/NAME.golden.
func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		args string
	}{
		{"greedy-random", "-seed 1,2"},
		{"three-all-variants", "-players 3 -seed 7,9 -variants all -bots greedy,random,random"},
		{"four-options", "-players 4 -seed 5 -variants houses+markets -stones-from-zero -unlimited-reserve -barracks-outside-only -lake-any-region -bots random -quiet"},
		{"all-tiles", "-seed 4 -all-tiles -bots greedy,greedy -quiet"},
		{"games", "-games 20 -seed 1,1 -players 3 -bots greedy,random"},
		{"solo-callicrates", "-players 1 -level callicrates -seed 3 -variants all -quiet"},
		{"solo-games", "-players 1 -level metagenes -games 20 -seed 2"},
		{"athena", "-athena -seed 9,10 -bots greedy,random"},
		{"solo-athena", "-athena -players 1 -seed 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := run(strings.Fields(tc.args), &out, &errs); code != 0 {
				t.Fatalf("play %s: exit %d: %s", tc.args, code, errs.String())
			}
			got := "$ go run ./examples/play " + tc.args + "\n" + out.String()
			file := filepath.Join(goldenDir, tc.name+".golden")
			if *update {
				if err := os.MkdirAll(goldenDir, 0o755); err != nil {
					t.Fatal(err)
				}
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
				t.Errorf("play %s: output differs from %s (-want +got):\n%s", tc.args, file, diff)
			}
		})
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range []string{
		"-players 5", "-players 0", "-players 1 -level easy", "-seed x", "-seed 1,2,3", "-variants houses+castles",
		"-bots greedy,smart", "-bots random,random,random", "-games 0",
		"-games 2 -svg /tmp/x", "-all-tiles -players 4 -nope", "extra",
		"-games 4 -shard 0/2", "-games 4 -shard 3/2", "-games 4 -shard x", "-games 4 -shard 1/0", "-games 4 -workers 0",
		"-shard 1/2", "-results r.json", "-bots exec:", "-bots greedy,exec:", "-movetime 0s", "-games 2 -record main_test.go",
	} {
		var out, errs bytes.Buffer
		if code := run(strings.Fields(args), &out, &errs); code != 2 {
			t.Errorf("play %s: exit %d, want 2", args, code)
		}
		if errs.Len() == 0 {
			t.Errorf("play %s: nothing on stderr", args)
		}
	}
}

func TestHelp(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"-h"}, &out, &errs); code != 0 || !strings.Contains(errs.String(), "-bots") {
		t.Errorf("-h: exit %d, usage %q", code, errs.String())
	}
}

func TestSVGFiles(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if code := run([]string{"-players", "3", "-seed", "2", "-quiet", "-svg", dir}, &out, io.Discard); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for k := range 3 {
		name := filepath.Join(dir, "seat"+string(rune('0'+k))+".svg")
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := wellFormed(b); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if !strings.Contains(out.String(), "wrote "+name) {
			t.Errorf("output does not name %s", name)
		}
	}
}

func wellFormed(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}

// TestSeedDefault checks that a game without -seed draws one and prints
// it (the forms of -seed are arena.ParseSeed's, tested there).
func TestSeedDefault(t *testing.T) {
	var out bytes.Buffer
	if code := run([]string{"-quiet"}, &out, io.Discard); code != 0 || !strings.Contains(out.String(), "Seed:") {
		t.Errorf("no -seed: exit %d, output %q", code, out.String())
	}
}

func TestIsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(f) || isTerminal(&bytes.Buffer{}) {
		t.Error("a file or a buffer taken for a terminal")
	}
}

// TestShardFlags checks the program's wiring of a tournament split in two
// shards with -shard and -results, then joined with -merge: the merged
// table is the whole run's, and a file that does not read exits 1 (the
// merge itself is package arena's, tested there).
func TestShardFlags(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	args := []string{"-games", "4", "-seed", "6", "-bots", "greedy,random"}
	want := play(t, args...)
	play(t, append(args, "-shard", "1/2", "-results", a)...)
	play(t, append(args, "-shard", "2/2", "-results", b)...)
	if got := play(t, "-merge", a+","+b); got != want {
		t.Errorf("-merge printed\n%s\nwant the whole run's\n%s", got, want)
	}
	var out, errs bytes.Buffer
	if code := run([]string{"-merge", a + "," + filepath.Join(dir, "none.json")}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "no such file") {
		t.Errorf("-merge of a missing file: exit %d, stderr %q; want 1 and the file's error", code, errs.String())
	}
}

// The tournament's header names the Athena expansion, as the single
// game's does, and its results keep it: the merged shards print the same
// table.
func TestTournamentHeaderAthena(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	args := []string{"-athena", "-games", "4", "-seed", "6", "-bots", "greedy,random"}
	want := play(t, args...)
	if !strings.Contains(want, "\nOptions:  no variant, 37 tiles, the Athena expansion\n") {
		t.Errorf("the header omits the Athena expansion:\n%s", want)
	}
	play(t, append(args, "-shard", "1/2", "-results", a)...)
	play(t, append(args, "-shard", "2/2", "-results", b)...)
	if got := play(t, "-merge", a+","+b); got != want {
		t.Errorf("-merge printed\n%s\nwant the whole run's\n%s", got, want)
	}
	res, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(res), `"unlimitedReserve":false,"athena":true}`) {
		t.Errorf("the results omit the expansion: %.400s", res)
	}
}

// TestSVGCards checks the card pictures of an Athena game, greedy against
// greedy: one per slot, each the card in it with the statues of the seats
// that completed it, as the same game played here leaves them.
func TestSVGCards(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if code := run([]string{"-athena", "-seed", "181,1", "-bots", "greedy,greedy", "-quiet", "-svg", dir}, &out, io.Discard); code != 0 {
		t.Fatalf("exit %d", code)
	}
	g, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{181, 1}})
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	for !g.Over() {
		m, err := greedy.Choose(g.View())
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for slot := 1; slot <= 4; slot++ {
		name := filepath.Join(dir, fmt.Sprintf("card%d.svg", slot))
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := wellFormed(b); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		want := fmt.Sprintf(`data-card="%v"`, g.Position().Cards.Card(slot))
		for k := range 2 {
			if g.Position().Cards.Completed(slot, k) {
				want += fmt.Sprintf(` statue %d`, k)
			}
		}
		got := regexp.MustCompile(`data-card="\w+"`).FindString(string(b))
		for _, m := range regexp.MustCompile(`class="statue" data-seat="(\d)"`).FindAllStringSubmatch(string(b), -1) {
			got += " statue " + m[1]
		}
		if got != want {
			t.Errorf("%s shows %s, want %s", name, got, want)
		}
		if !strings.Contains(out.String(), "wrote "+name) {
			t.Errorf("output does not name %s", name)
		}
	}
}
