package akropolis_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/event"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// hostilePositions are positions whose parts contradict each other or lie
// out of range, beside the positions of real games.
func hostilePositions(t *testing.T) []akropolis.Position {
	ps := []akropolis.Position{{}, {Options: akropolis.Options{Players: 9}, Turn: -1, Current: math.MaxInt, Chief: -5},
		{Options: akropolis.Options{Players: 2}, Stones: []int{-5, math.MaxInt}, Cities: [][]city.Placement{nil, {{Tile: 255}}},
			Line: []tile.ID{0, 255, 255}, StacksLeft: math.MaxInt, Stacks: [][]tile.ID{nil, {1, 1, 1}}}}
	for _, g := range games(t) {
		ps = append(ps, g.Position(), g.Position().Public())
	}
	return ps
}

// hostileJSON is junk for the JSON decoders, beside hostileText.
var hostileJSON = []string{`{"q":1,"q":2}`, `{"Q":1}`, `{"q":1e400}`, `"x"`, `[[[[`, `{"options":null}`,
	`{"players":2,"players":3}`, "\ufeff{}", `{"kind":"nothing"}`, strings.Repeat(`{"a":`, 10000)}

// unmarshalJSONAll feeds every junk text to a JSON decoder.
func unmarshalJSONAll(u json.Unmarshaler) {
	for _, s := range append(hostileText, hostileJSON...) {
		u.UnmarshalJSON([]byte(s))
	}
}

func formCalls(t *testing.T, add func(string, func())) {
	ps := hostilePositions(t)
	methods(add, "akropolis.Position", ps, map[string]func(akropolis.Position){
		"Check":         func(p akropolis.Position) { p.Check() },
		"Full":          func(p akropolis.Position) { keep(p.Full()) },
		"MarshalJSON":   func(p akropolis.Position) { p.MarshalJSON() },
		"MarshalText":   func(p akropolis.Position) { p.MarshalText() },
		"Public":        func(p akropolis.Position) { p.Public() },
		"String":        func(p akropolis.Position) { _ = p.String() },
		"UnmarshalJSON": func(p akropolis.Position) { unmarshalJSONAll(&p) },
		"UnmarshalText": func(p akropolis.Position) { unmarshalAll(&p) },
		"Unseen":        func(p akropolis.Position) { p.Unseen() },
	})
	add("akropolis.NewFromPosition", each(ps, func(p akropolis.Position) { akropolis.NewFromPosition(p) }))
	add("akropolis.ParsePosition", each(hostileText, func(s string) { akropolis.ParsePosition(s) }))
	add("akropolis.ReadPosition", each(hostileText, func(s string) { akropolis.ReadPosition(strings.NewReader(s)) }))
	add("akropolis.Game.Position", func() {
		for _, g := range games(t) {
			g.Position()
		}
	})
	views := []akropolis.View{{}, {Position: akropolis.Position{Stones: []int{-5, 2}, Cities: [][]city.Placement{nil, nil}, Current: -1}}}
	for _, g := range games(t) {
		views = append(views, g.View())
	}
	methods(add, "akropolis.View", views, map[string]func(akropolis.View){
		"UnmarshalJSON": func(v akropolis.View) { unmarshalJSONAll(&v) },
		"UnmarshalText": func(v akropolis.View) { unmarshalAll(&v) },
	})
	errs := []*akropolis.PositionError{nil, {}, {Errs: []error{nil, akropolis.ErrBadOptions}}}
	methods(add, "akropolis.PositionError", errs, map[string]func(*akropolis.PositionError){
		"Error":  func(e *akropolis.PositionError) { _ = e.Error() },
		"Unwrap": func(e *akropolis.PositionError) { e.Unwrap() },
	})
	events := []event.Event{{}, {Kind: 255, Seat: -1, Tile: 255, Placement: city.Placement{Rotation: 255}}}
	methods(add, "event.Event", events, map[string]func(event.Event){
		"MarshalJSON":   func(e event.Event) { e.MarshalJSON() },
		"UnmarshalJSON": func(e event.Event) { unmarshalJSONAll(&e) },
	})
	methods(add, "akropolis.Options", hostileOptions, map[string]func(akropolis.Options){
		"MarshalJSON":   func(o akropolis.Options) { o.MarshalJSON() },
		"UnmarshalJSON": func(o akropolis.Options) { unmarshalJSONAll(&o) },
	})
	add("akropolis.Setup.UnmarshalJSON", func() { unmarshalJSONAll(new(akropolis.Setup)) })
	add("akropolis.Setup.MarshalJSON", func() {
		(akropolis.Setup{}).MarshalJSON()
		(akropolis.Setup{Line: []tile.ID{0, 255}, Stacks: [][]tile.ID{nil}}).MarshalJSON()
	})
	add("akropolis.Outcome.UnmarshalJSON", func() { unmarshalJSONAll(new(akropolis.Outcome)) })
	add("score.ArchitectCard.UnmarshalJSON", func() {
		unmarshalJSONAll(new(score.ArchitectCard))
		new(score.ArchitectCard).UnmarshalJSON([]byte(`{"lines":[{"district":"Garden"},{"district":"nothing"}]}`))
	})
	add("score.ArchitectLine.UnmarshalJSON", func() { unmarshalJSONAll(new(score.ArchitectLine)) })
	methods(add, "hex.Hex", hostileHexes, map[string]func(hex.Hex){
		"MarshalJSON":   func(h hex.Hex) { h.MarshalJSON() },
		"UnmarshalJSON": func(h hex.Hex) { unmarshalJSONAll(&h) },
	})
	methods(add, "tile.ID", hostileIDs, map[string]func(tile.ID){
		"MarshalJSON":   func(id tile.ID) { id.MarshalJSON() },
		"UnmarshalJSON": func(id tile.ID) { unmarshalJSONAll(&id) },
	})
	c, _ := city.Build([]city.Placement{{Tile: 50, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 2}})
	add("score.After", each([]*city.Base{nil, &city.New().Base, &c.Base}, func(b *city.Base) {
		o := variants.Options{Variants: 255, BarracksOutsideOnly: true, LakeAnyRegion: true}
		for _, n := range hostileInts {
			for _, p := range []city.Placement{{}, {Tile: 255, Rotation: 255, Anchor: hostileHexes[0]}, {Tile: 7, Anchor: hex.Hex{Q: 1, R: 0}}} {
				score.After(b, score.Summary{}, p, n, o)
				score.After(b, score.Summary{Total: n, Stones: n}, p, n, variants.Options{})
			}
		}
	}))
}
