package api

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// callValue runs a call that must succeed and decodes its value into v.
func callValue(t *testing.T, s *Session, name, arg string, v any) {
	t.Helper()
	a := callJSON(t, s, name, arg)
	if a.Error != nil {
		t.Fatalf("%s(%s): %+v", name, arg, a.Error)
	}
	if err := json.Unmarshal(a.Value, v); err != nil {
		t.Fatalf("%s(%s): %v", name, arg, err)
	}
}

// TestLoadTellsTheForm checks that load() lets the library tell what was
// pasted: a record written by examples/play -record, whose first lines are
// ';' comments, replays; its JSON form too; a city is refused.
func TestLoadTellsTheForm(t *testing.T) {
	text, err := os.ReadFile("testdata/commented.txt")
	if err != nil {
		t.Fatal(err)
	}
	arg, _ := json.Marshal(string(text))
	var s Session
	var got struct {
		Form string          `json:"form"`
		View json.RawMessage `json:"view"`
	}
	callValue(t, &s, "load", string(arg), &got)
	if v := decodeView(t, got.View); got.Form != "record" || v.View.Turn != 11 {
		t.Errorf("load(commented record) = %s at turn %d, want a record at turn 11 (10 moves played)", got.Form, v.View.Turn)
	}
	var rec json.RawMessage
	callValue(t, &s, "record", "", &rec)
	arg, _ = json.Marshal(string(rec))
	callValue(t, &s, "load", string(arg), &got)
	if got.Form != "record" {
		t.Errorf("load(record JSON) = %s, want record", got.Form)
	}
	for _, c := range []struct{ text, code string }{
		{"12@(0,-2)r0\n", "not-a-game"},
		{"not a record", "not-a-game"},
		{"; only a comment\n", "empty-input"},
	} {
		arg, _ := json.Marshal(c.text)
		if a := callJSON(t, &s, "load", string(arg)); a.Error == nil || a.Error.Code != c.code {
			t.Errorf("load(%q) = %+v, want code %s", c.text, a.Error, c.code)
		}
	}
}

// TestMovesAreTheLegalMoves checks moves() against legal() and check():
// the same moves in the same order, each with the cells place() gives, the
// level check() gives, and every empty cell among them in the slots the
// view draws (so that every anchor can be tapped).
func TestMovesAreTheLegalMoves(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":2,"seed":"5 6"}`)
	for range 6 {
		var bot string
		callValue(t, &s, "bot", `"greedy"`, &bot)
		b, _ := json.Marshal(bot)
		callJSON(t, &s, "play", string(b))
	}
	var texts []string
	callValue(t, &s, "legal", "", &texts)
	var moves []moveAnswer
	callValue(t, &s, "moves", "", &moves)
	var view struct {
		Cities []struct {
			Cells []cell `json:"cells"`
		} `json:"cities"`
		Drawings []struct {
			Slots []cell `json:"slots"`
		} `json:"drawings"`
	}
	callValue(t, &s, "view", "", &view)
	if len(moves) != len(texts) {
		t.Fatalf("moves() lists %d moves, legal() %d", len(moves), len(texts))
	}
	occupied, slots := view.Cities[0].Cells, view.Drawings[0].Slots
	for i, m := range moves {
		if m.Move != texts[i] {
			t.Fatalf("move %d: %s, legal() says %s", i, m.Move, texts[i])
		}
		var o outcome
		b, _ := json.Marshal(m.Move)
		callValue(t, &s, "check", string(b), &o)
		var p struct {
			Cells []cell `json:"cells"`
			Legal bool   `json:"legal"`
		}
		arg, _ := json.Marshal(map[string]int{"position": m.Position, "tile": m.Tile, "q": m.Cells[0].Q, "r": m.Cells[0].R, "rotation": m.Rotation})
		callValue(t, &s, "place", string(arg), &p)
		if o.Level != m.Level || !p.Legal || !slices.Equal(p.Cells, m.Cells) || len(m.Cells) != 3 {
			t.Errorf("%s: level %d cells %v; check() level %d, place() %v legal %v", m.Move, m.Level, m.Cells, o.Level, p.Cells, p.Legal)
		}
		for _, c := range m.Cells {
			if !slices.Contains(occupied, c) && !slices.Contains(slots, c) {
				t.Errorf("%s: cell %v is neither occupied nor a slot", m.Move, c)
			}
		}
	}
}

// moveAnswer is one move of moves(), its text as text.
type moveAnswer struct {
	Move     string `json:"move"`
	Cells    []cell `json:"cells"`
	Level    int    `json:"level"`
	Position int    `json:"position"`
	Card     int    `json:"card"`
	Tile     int    `json:"tile"`
	Rotation int    `json:"rotation"`
	Stop     bool   `json:"stop"`
}

// TestPlaceSaysWhyNot checks place() on an illegal placement: its cells
// and the rule it breaks, nothing played.
func TestPlaceSaysWhyNot(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":2,"seed":"1 2"}`)
	view := decodeView(t, callJSON(t, &s, "view", "").Value)
	arg, _ := json.Marshal(map[string]int{"position": 0, "tile": int(view.View.Line[0]), "q": 5, "r": 0, "rotation": 0})
	var p struct {
		Move   string `json:"move"`
		Cells  []cell `json:"cells"`
		Legal  bool   `json:"legal"`
		Broken struct {
			Code string `json:"code"`
		} `json:"broken"`
	}
	callValue(t, &s, "place", string(arg), &p)
	if p.Legal || p.Broken.Code != "not-adjacent" || !slices.Equal(p.Cells, []cell{{5, 0}, {5, -1}, {6, -1}}) {
		t.Errorf("place(%s) = %+v, want not-adjacent on (5,0) (5,-1) (6,-1)", arg, p)
	}
	for _, bad := range []string{`{"tile":7,"q":0,"r":0,"rotation":0}`, `{"position":0,"card":1,"tile":7,"q":0,"r":0,"rotation":0}`, `{"position":0,"tile":7,"q":0,"r":0,"rotation":6}`} {
		if a := callJSON(t, &s, "place", bad); a.Error == nil || a.Error.Code != "syntax" {
			t.Errorf("place(%s) = %+v, want syntax", bad, a.Error)
		}
	}
}

// TestDrawingBorders checks the starting city's drawing: its four cells
// are one tile, so each has thick edges only toward empty cells, and the
// slots are the empty cells within two steps.
func TestDrawingBorders(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":2,"seed":"1 2"}`)
	var view struct {
		Drawings []drawingJSON `json:"drawings"`
	}
	callValue(t, &s, "view", "", &view)
	d := view.Drawings[0]
	edges := 0
	for _, b := range d.Borders {
		edges += len(b.Edges)
	}
	// The starting tile: the plaza and three Quarries around it, 4 cells,
	// 3 shared edges: 24 - 2*3 = 18 outer edges.
	if len(d.Borders) != 4 || edges != 18 {
		t.Errorf("starting city: %d cells with %d thick edges, want 4 and 18", len(d.Borders), edges)
	}
	if len(d.Slots) == 0 || slices.ContainsFunc(d.Slots, func(c cell) bool { return c == cell{0, 0} }) {
		t.Errorf("slots %v: want empty cells only", d.Slots)
	}
}

// TestStatsAndArchitect checks stats() and the Architect's card choice in
// a solo game of the Athena expansion: a column for the Architect, with no
// city, and for every card with tiles the tile it takes and why.
func TestStatsAndArchitect(t *testing.T) {
	var s Session
	callJSON(t, &s, "newGame", `{"players":1,"level":"hippodamos","athena":true,"seed":"3 4"}`)
	var st []statsJSON
	callValue(t, &s, "stats", "", &st)
	if len(st) != 2 || !st[0].City || st[1].City || st[0].HighestLevel != 1 || st[0].HouseGroup != 0 {
		t.Errorf("stats at the start: %+v, want the person's city at level 1 with no House and the Architect without a city", st)
	}
	var view struct {
		CardCells []cardDrawingJSON `json:"cardCells"`
	}
	callValue(t, &s, "view", "", &view)
	if len(view.CardCells) != 4 {
		t.Fatalf("cardCells %+v: want 4 cards", view.CardCells)
	}
	for _, c := range view.CardCells {
		if c.ArchitectTile == 0 || c.ArchitectWhy == "" {
			t.Errorf("card %d: the Architect takes %d (%q): want a tile and a reason", c.Slot, c.ArchitectTile, c.ArchitectWhy)
		}
	}
}

// TestStepKeepsTheRow checks step() against the offset row a keyboard
// cursor keeps: Right from (0,0) goes to (1,0), then (2,-1); Left back;
// Up and Down change r.
func TestStepKeepsTheRow(t *testing.T) {
	var s Session
	at := cell{0, 0}
	for _, c := range []struct {
		key  string
		want cell
	}{{"ArrowRight", cell{1, 0}}, {"ArrowRight", cell{2, -1}}, {"ArrowLeft", cell{1, 0}}, {"ArrowLeft", cell{0, 0}}, {"ArrowLeft", cell{-1, 1}}, {"ArrowUp", cell{-1, 0}}, {"ArrowDown", cell{-1, 1}}} {
		arg, _ := json.Marshal(map[string]any{"q": at.Q, "r": at.R, "key": c.key})
		var got cell
		callValue(t, &s, "step", string(arg), &got)
		if got != c.want {
			t.Errorf("step(%s) = %v, want %v", arg, got, c.want)
		}
		at = got
	}
}

// TestDescribe checks describe() on a take, a completion and stop.
func TestDescribe(t *testing.T) {
	var s Session
	var got []moveAnswer
	callValue(t, &s, "describe", `["2:07@(1,-2)r3","c2:75@(1,-2)r0","stop"]`, &got)
	if len(got) != 3 || got[0].Position != 2 || got[0].Tile != 7 || got[0].Rotation != 3 || len(got[0].Cells) != 3 || got[0].Cells[0] != (cell{1, -2}) ||
		got[1].Card != 2 || got[1].Tile != 75 || len(got[1].Cells) != 1 || !got[2].Stop {
		t.Errorf("describe = %+v", got)
	}
	if a := callJSON(t, &s, "describe", `["0:99@(0,0)r0"]`); a.Error == nil || a.Error.Code != "syntax" {
		t.Errorf("describe of a bad move = %+v, want syntax", a.Error)
	}
}
