package api

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"

	"github.com/google/go-cmp/cmp"
)

// answer is the envelope every call returns.
type answer struct {
	Value json.RawMessage `json:"value"`
	Error *answerError    `json:"error"`
}

// answerError is an answer's error: the session's own (code and message),
// or the module's error form, whose other fields say where it applies.
type answerError struct {
	Code      string            `json:"code"`
	Message   string            `json:"message"`
	Step      int               `json:"step"`
	Turn      int               `json:"turn"`
	Seat      *int              `json:"seat"`
	Move      string            `json:"move"`
	Placement string            `json:"placement"`
	Cell      *json.RawMessage  `json:"cell"`
	Line      int               `json:"line"`
	Errors    []json.RawMessage `json:"errors"`
}

func callJSON(t *testing.T, s *Session, name, arg string) answer {
	t.Helper()
	var a answer
	d := json.NewDecoder(strings.NewReader(s.Call(name, arg)))
	d.DisallowUnknownFields()
	if err := d.Decode(&a); err != nil {
		t.Fatalf("%s(%s): answer is not an envelope: %v", name, arg, err)
	}
	if (a.Error == nil) == (a.Value == nil) {
		t.Fatalf("%s(%s): want exactly one of value and error, got %+v", name, arg, a)
	}
	return a
}

// viewAnswer is view()'s answer, decoded: the view strictly through the
// module's JSON form.
type viewAnswer struct {
	View         akropolis.View    `json:"view"`
	Cities       []json.RawMessage `json:"cities"`
	Over         bool              `json:"over"`
	TurnsLeft    int               `json:"turnsLeft"`
	Cards        site.Cards        `json:"cards"`
	Construction bool              `json:"construction"`
	Completable  []int             `json:"completable"`
	Drawings     []json.RawMessage `json:"drawings"`
	CardCells    []json.RawMessage `json:"cardCells"`
}

func decodeView(t *testing.T, b []byte) viewAnswer {
	t.Helper()
	var v viewAnswer
	d := json.NewDecoder(strings.NewReader(string(b)))
	d.DisallowUnknownFields()
	if err := d.Decode(&v); err != nil {
		t.Fatalf("view %s: %v", b, err)
	}
	return v
}

// TestErrorCodes checks the code of each way a call can fail. The starting
// city (House plaza at the origin, Quarries at N, SE and SW) decides the
// placement codes: a tile at (5,0) touches nothing (not-adjacent); a tile
// with hexes on the plaza and on empty cells has a gap; seat 0 holds 1
// stone, so position 2 costs too much.
func TestErrorCodes(t *testing.T) {
	var s Session
	if a := callJSON(t, &s, "view", ""); a.Error.Code != "no-game" {
		t.Errorf("view before newGame: %+v, want no-game", a.Error)
	}
	if a := callJSON(t, &s, "newGame", `{"players":2,"seed":"1 2","colour":"red"}`); a.Error.Code != "syntax" {
		t.Errorf("newGame with an unknown name: %+v, want syntax", a.Error)
	}
	if a := callJSON(t, &s, "newGame", `{"players":7,"seed":"1 2"}`); a.Error.Code != "bad-options" {
		t.Errorf("newGame for 7 players: %+v, want bad-options", a.Error)
	}
	callJSON(t, &s, "newGame", `{"players":2,"seed":"1 2"}`)
	before := callJSON(t, &s, "view", "").Value
	view := decodeView(t, before)
	t0, t2 := view.View.Line[0], view.View.Line[2]
	for _, c := range []struct{ call, arg, code string }{
		{"nosuch", "", "unknown-call"},
		{"check", `"0:` + t0.String() + `@(5,0)r0"`, "not-adjacent"},
		{"check", `"0:` + t0.String() + `@(0,0)r0"`, "gap"}, // (0,0) and (0,-1) occupied, (1,-1) empty
		{"check", `"2:` + t2.String() + `@(2,0)r0"`, "cannot-afford"},
		{"check", `"0:` + t2.String() + `@(2,0)r0"`, "wrong-tile"},
		{"check", `"0:07@(2,0"`, "syntax"},
		{"play", `"0:` + t0.String() + `@(5,0)r0"`, "not-adjacent"},
		{"undo", "", "nothing-to-undo"},
		{"legal", `"two"`, "syntax"},
		{"bot", `"nobody"`, "unknown-bot"},
		{"loadRecord", `"[Players \"2\"]\n1. 0:99@(0,0)r0"`, "syntax"},
	} {
		if a := callJSON(t, &s, c.call, c.arg); a.Error == nil || a.Error.Code != c.code {
			t.Errorf("%s(%s) = %+v, want code %s", c.call, c.arg, a.Error, c.code)
		}
	}
	// A refused move says where: turn 1, seat 0, the move and its first cell.
	move := "0:" + t0.String() + "@(5,0)r0"
	a := callJSON(t, &s, "check", `"`+move+`"`)
	if e := a.Error; e == nil || e.Turn != 1 || e.Seat == nil || *e.Seat != 0 || e.Move != move ||
		e.Cell == nil || string(*e.Cell) != `{"q":5,"r":0}` {
		t.Errorf("check(%s) = %+v, want turn 1, seat 0, the move and cell (5,0)", move, a.Error)
	}
	// Refused calls changed nothing.
	if after := callJSON(t, &s, "view", "").Value; string(after) != string(before) {
		t.Errorf("refused calls changed the view:\n%s\nto\n%s", before, after)
	}
}

// TestPanicRecovered checks that a panic inside a call becomes an
// "internal" error instead of crashing the page.
func TestPanicRecovered(t *testing.T) {
	calls["panics"] = func(*Session, string) (any, error) { panic("boom") }
	defer delete(calls, "panics")
	var s Session
	if a := callJSON(t, &s, "panics", ""); a.Error.Code != "internal" {
		t.Errorf("a panicking call answered %+v, want internal", a.Error)
	}
}

// TestLegalOfPosition checks legal(p) against legal(): the moves of one
// position, in the same order.
func TestLegalOfPosition(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":3,"seed":"5 6"}`)
	var all, one []string
	if err := json.Unmarshal(callJSON(t, &s, "legal", "").Value, &all); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(callJSON(t, &s, "legal", "1").Value, &one); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, m := range all {
		if m[:2] == "1:" {
			want = append(want, m)
		}
	}
	if len(one) == 0 || !cmp.Equal(one, want) {
		t.Errorf("legal(1) = %v, want %v", one, want)
	}
}

// TestSoloGame plays a whole solo game through the calls: the player is
// always seat 0 (the Architect moves inside play), and the result ranks
// both seats.
func TestSoloGame(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":1,"level":"callicrates","seed":"3 4"}`)
	for turns := 0; ; turns++ {
		v := decodeView(t, callJSON(t, &s, "view", "").Value)
		if v.Over {
			break
		}
		if v.View.Current != 0 || turns > 100 {
			t.Fatalf("turn %d: seat %d to move", v.View.Turn, v.View.Current)
		}
		var move string
		if err := json.Unmarshal(callJSON(t, &s, "bot", `"greedy"`).Value, &move); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(move)
		callJSON(t, &s, "play", string(b))
	}
	var r resultJSON
	if err := json.Unmarshal(callJSON(t, &s, "result", "").Value, &r); err != nil {
		t.Fatal(err)
	}
	if !r.Over || len(r.Ranks) != 2 || len(r.Totals) != 2 || len(r.Winners) != 1 {
		t.Errorf("solo result %+v, want over with two ranks and totals and one winner", r)
	}
	if r.Architect == nil || r.Architect.Total != r.Totals[1] || r.Architect.Quarries < 3 {
		t.Errorf("solo result: Architect card %+v, want one totalling %d with the starting tile's 3 Quarries at least", r.Architect, r.Totals)
	}
}

// TestLoadPosition continues a game from its full position, in the JSON
// form and in the text form: the view must be the game's, and a position
// whose stones break the reserve is refused with its rule code.
func TestLoadPosition(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{9, 9}})
	if err != nil {
		t.Fatal(err)
	}
	for range 7 {
		if err := g.Play(g.AppendLegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	var want Session
	want.start(g)
	wantView := want.Call("view", "")
	pj, err := json.Marshal(g.Position())
	if err != nil {
		t.Fatal(err)
	}
	pt, err := g.Position().MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	text, _ := json.Marshal(string(pt))
	for _, arg := range []string{string(pj), string(text)} {
		var s Session
		callJSON(t, &s, "loadPosition", arg)
		if got := s.Call("view", ""); got != wantView {
			t.Errorf("loadPosition(%s): view\n%s\nwant\n%s", arg, got, wantView)
		}
	}
	p := g.Position()
	p.Stones[0] += 5
	bad, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var s Session
	if a := callJSON(t, &s, "loadPosition", string(bad)); a.Error == nil || a.Error.Code != "bad-stones" {
		t.Errorf("a position with 5 stones too many: %+v, want bad-stones", a.Error)
	}
}

// TestBots asks every built-in player for a move (the search player on a
// small playout budget) and checks that the move is legal and unplayed.
func TestBots(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":4,"seed":"2 7"}`)
	before := s.Call("view", "")
	for _, name := range []string{"random", "greedy", "mcts:200"} {
		a := callJSON(t, &s, "bot", `"`+name+`"`)
		if a.Error != nil {
			t.Fatalf("bot(%s): %+v", name, a.Error)
		}
		if c := callJSON(t, &s, "check", string(a.Value)); c.Error != nil {
			t.Errorf("bot(%s) chose %s: %+v", name, a.Value, c.Error)
		}
	}
	if after := s.Call("view", ""); after != before {
		t.Error("asking the players for moves changed the game")
	}
}

// TestCheckTotal checks the total check() foresees for the seat to move,
// by hand. Seed "1 2" deals the line 22 30 15 19; every city starts as a
// House plaza (1 star) at the origin with Quarries at N, SE and SW; seat 0
// holds 1 stone, seat 1 holds 2. Tile 22 (Market plaza, Quarry, Quarry)
// laid at (2,0) unturned covers (2,0), (2,-1), (3,-1) on the ground: no
// district, no stone spent, total 1 (the stone). Tile 30 (Temple, Quarry,
// Quarry) there costs 1 stone and its Temple is not surrounded: total 0.
// Once seat 0 has played tile 22, seat 1 finds tile 15 (House, Garden,
// Market) at position 1: one House (1 x 1 star), a Garden and a Market
// without stars, and 2 - 1 stones: total 2.
func TestCheckTotal(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":2,"seed":"1 2"}`)
	check := func(move string, want int) {
		t.Helper()
		a := callJSON(t, &s, "check", `"`+move+`"`)
		var o outcome
		if a.Error != nil || json.Unmarshal(a.Value, &o) != nil || o.Total != want {
			t.Errorf("check(%s) = %s %+v, want total %d", move, a.Value, a.Error, want)
		}
	}
	check("0:22@(2,0)r0", 1)
	check("1:30@(2,0)r0", 0)
	callJSON(t, &s, "play", `"0:22@(2,0)r0"`)
	check("1:15@(2,0)r0", 2)
	var r resultJSON
	if err := json.Unmarshal(callJSON(t, &s, "result", "").Value, &r); err != nil {
		t.Fatal(err)
	}
	if r.Architect != nil {
		t.Errorf("a 2-player game's result has an Architect card: %+v", r.Architect)
	}
}

// TestOneHexCatalogue checks the one-hex tiles of tiles(): 30 of them, a
// double district with its six faces (62, Market|Garden: half A, the
// Market, faces N, NE and NW at r0 and N, NE, SE at r1), a whole hex with
// one.
func TestOneHexCatalogue(t *testing.T) {
	a := callJSON(t, &Session{}, "tiles", "")
	var c struct {
		OneHex []struct {
			Tile  int `json:"tile"`
			Faces []struct {
				Rotation string `json:"rotation"`
				Parts    []struct {
					Part  string   `json:"part"`
					Kind  string   `json:"kind"`
					Edges []string `json:"edges"`
				} `json:"parts"`
			} `json:"faces"`
		} `json:"oneHex"`
	}
	if err := json.Unmarshal(a.Value, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.OneHex) != 30 || c.OneHex[0].Tile != 62 || c.OneHex[29].Tile != 91 {
		t.Fatalf("%d one-hex tiles, want 62 to 91", len(c.OneHex))
	}
	d := c.OneHex[0]
	if len(d.Faces) != 6 {
		t.Fatalf("tile 62: %d faces, want 6", len(d.Faces))
	}
	for r, want := range map[int]string{0: "r0 HalfA Market [NW N NE]", 1: "r1 HalfA Market [N NE SE]"} {
		f := d.Faces[r]
		if got := fmt.Sprintf("%s %s %s %v", f.Rotation, f.Parts[0].Part, f.Parts[0].Kind, f.Parts[0].Edges); got != want {
			t.Errorf("tile 62 at r%d: %s, want %s", r, got, want)
		}
	}
	if w := c.OneHex[10]; w.Tile != 72 || len(w.Faces) != 1 || w.Faces[0].Parts[0].Part != "Whole" {
		t.Errorf("tile %d: faces %+v, want 72 with one whole face", w.Tile, w.Faces)
	}
}
