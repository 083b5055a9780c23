package api_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/examples/web/api"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/variants"
)

// buildWasm compiles the WebAssembly program into dir and returns its path
// and the toolchain's wasm_exec.js copied next to it.
func buildWasm(t *testing.T, dir string) (wasm, wasmExec string) {
	t.Helper()
	wasm = filepath.Join(dir, "akropolis.wasm")
	cmd := exec.Command("go", "build", "-o", wasm, "github.com/akropolis-rules/akropolis/examples/web/wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the WebAssembly: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	wasmExec = filepath.Join(dir, "wasm_exec.js")
	if err := os.WriteFile(wasmExec, src, 0o644); err != nil {
		t.Fatal(err)
	}
	return wasm, wasmExec
}

// nodeGame is what testdata/game.js prints.
type nodeGame struct {
	Record json.RawMessage `json:"record"`
	Scores []score.Pad     `json:"scores"`
	Result struct {
		Over    bool  `json:"over"`
		Totals  []int `json:"totals"`
		Ranks   []int `json:"ranks"`
		Winners []int `json:"winners"`
	} `json:"result"`
	Refused      map[string]int `json:"refused"`
	AfterEnd     int            `json:"afterEnd"`
	PlayAfterEnd *api.Error     `json:"playAfterEnd"`
}

// goGame plays in Go the game testdata/game.js plays through the API: seat
// 0 the legal move number (7919*turn + 13) mod count, the others greedy.
func goGame(t *testing.T, o akropolis.Options) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	greedy := players.NewGreedy()
	for !g.Over() {
		var m akropolis.Move
		if g.Current() == 0 {
			legal := g.AppendLegalMoves(nil)
			m = legal[(7919*(g.TurnsPlayed()+1)+13)%len(legal)] // the view's turn, numbered from 1
		} else {
			var err error
			if m, err = greedy.Choose(g.View()); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestNodeGame plays whole games through the WebAssembly API under Node and
// checks that they give the record, the score pads and the winners of the
// same games played in Go.
func TestNodeGame(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	if testing.Short() {
		t.Skip("builds the WebAssembly")
	}
	dir := t.TempDir()
	wasm, wasmExec := buildWasm(t, dir)
	apiJS, err := filepath.Abs(filepath.Join("..", "static", "api.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		options string
		want    akropolis.Options
	}{
		{`{"players":2,"rules":{"variants":"none"},"seed":"7 11"}`, akropolis.Options{Players: 2, Seed: [2]uint64{7, 11}}},
		{`{"players":3,"rules":{"variants":"all"},"allTiles":true,"seed":"18446744073709551615 3"}`,
			akropolis.Options{Players: 3, Scoring: variants.Options{Variants: variants.All}, AllTiles: true, Seed: [2]uint64{1<<64 - 1, 3}}},
	} {
		t.Run(c.options, func(t *testing.T) {
			cmd := exec.Command(node, filepath.Join("testdata", "game.js"), wasmExec, apiJS, wasm, c.options)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("node: %v\n%s", err, stderr.String())
			}
			var got nodeGame
			if err := json.Unmarshal(out, &got); err != nil {
				t.Fatalf("node printed %q: %v", out, err)
			}
			g := goGame(t, c.want)
			want, err := json.Marshal(g.Record())
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(canonical(t, want), canonical(t, got.Record)); diff != "" {
				t.Errorf("record (-Go +JS):\n%s", diff)
			}
			for k := range g.Options().Players {
				if diff := cmp.Diff(g.Score(k), got.Scores[k]); diff != "" {
					t.Errorf("score card of seat %d (-Go +JS):\n%s", k, diff)
				}
			}
			if !got.Result.Over || !cmp.Equal(got.Result.Winners, winners(g.Ranks())) || !cmp.Equal(got.Result.Ranks, g.Ranks()) {
				t.Errorf("result %+v, want over with ranks %v and winners %v", got.Result, g.Ranks(), winners(g.Ranks()))
			}
			for code := range got.Refused {
				if code != "not-adjacent" {
					t.Errorf("a far placement was refused with code %q, want not-adjacent", code)
				}
			}
			if got.AfterEnd != 0 || got.PlayAfterEnd == nil || got.PlayAfterEnd.Code != "game-over" {
				t.Errorf("after the end: %d legal moves, play answers %+v; want none and game-over", got.AfterEnd, got.PlayAfterEnd)
			}
		})
	}
}

// canonical decodes JSON into plain values, so that two encodings compare
// by content.
func canonical(t *testing.T, b []byte) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", strings.TrimSpace(string(b)), err)
	}
	return v
}

// winners returns the seats ranked first (more than one when they share the
// win), from a game's Ranks.
func winners(ranks []int) []int {
	var ws []int
	for k, r := range ranks {
		if r == 1 {
			ws = append(ws, k)
		}
	}
	return ws
}
