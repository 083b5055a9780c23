package akropolis_test

import (
	"encoding/json"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/internal/stones"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// The no-panic audit: every exported function and method of the packages
// below is called with hostile arguments (out-of-range ids, seats,
// rotations, positions, indexes, levels and kinds, extreme coordinates,
// nil slices and cities, junk text) and must return, with an error or a
// documented neutral value, without panicking. TestNoPanicCoversAPI fails
// when an exported name has no row here: add one when you add a name.
var auditedDirs = map[string]string{
	".": "akropolis", "hex": "hex", "internal/strictjson": "strictjson", "internal/stones": "stones", "tile": "tile", "tile/rule": "rule",
	"site": "site", "internal/siteplay": "siteplay", "score": "score", "score/athena": "athena", "variants": "variants", "city": "city", "site/event": "event",
}

// hostileInts are the ints every index, seat, position, count and stone
// argument is tried with.
var hostileInts = []int{-1, 4, 7, 62, 255, 1 << 20, math.MaxInt, math.MinInt}

var (
	hostileIDs       = []tile.ID{0, tile.MaxID + 1, tile.MaxAthenaID, tile.MaxAthenaID + 1, 200, 255}
	hostileRotations = []tile.Rotation{6, 7, 255}
	hostileKinds     = []tile.Kind{tile.Kind(11), tile.Kind(200), 255}
	hostileDirs      = []hex.Direction{6, 200, 255}
	hostileHexes     = []hex.Hex{{Q: math.MaxInt, R: math.MaxInt}, {Q: math.MinInt, R: math.MinInt},
		{Q: math.MaxInt, R: math.MinInt}, {Q: 70, R: -70}, {Q: 64, R: 0}}
	hostileText = []string{"", "\x00", "((", "9:99@(q,r)r9", strings.Repeat("(", 1<<16), "{}", "[]", "null",
		`{"a":1,"a":2}`, "[Game \"Akropolis\"]\n[Players \"9\"]\n", "\xff\xfe"}
	hostileMoves = []akropolis.Move{{}, {Position: -1}, {Position: math.MaxInt}, {Position: math.MinInt},
		{Placement: city.Placement{Tile: 255, Rotation: 255}},
		{Placement: city.Placement{Tile: 1, Anchor: hex.Hex{Q: math.MaxInt, R: math.MinInt}, Rotation: 9}},
		{Position: 2, Placement: city.Placement{Tile: tile.StartID}}}
	hostileOptions = []akropolis.Options{{}, {Players: -1}, {Players: 5}, {Players: math.MaxInt},
		{Players: 1, Difficulty: 200}, {Players: 2, Scoring: variants.Options{Variants: 255}},
		{Players: 4, AllTiles: true}}
	hostileSets = []variants.Set{0, 31, 32, 255}
)

// games are the fixtures every Game method is called on: a fresh game, a
// solo game, a finished game, the zero Game and a game taken back to the
// start.
func games(t *testing.T) map[string]*akropolis.Game {
	t.Helper()
	fresh, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{5, 6}})
	if err != nil {
		t.Fatal(err)
	}
	solo, err := akropolis.New(akropolis.Options{Players: 1, Difficulty: score.Callicrates, Seed: [2]uint64{1, 1}})
	if err != nil {
		t.Fatal(err)
	}
	over := fresh.Clone()
	for !over.Over() {
		must(t, over.Play(over.AppendLegalMoves(nil)[0]))
	}
	undone := over.Clone()
	for {
		if _, ok := undone.Undo(); !ok {
			break
		}
	}
	return map[string]*akropolis.Game{"fresh": fresh, "solo": solo, "over": over, "undone": undone, "zero": new(akropolis.Game)}
}

type hostileCall struct {
	name string // pkg.Func or pkg.Type.Method, as TestNoPanicCoversAPI lists them
	call func()
}

func TestNoPanic(t *testing.T) {
	for _, c := range hostileCalls(t) {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s panics: %v", c.name, r)
				}
			}()
			c.call()
		}()
	}
}

// TestNoPanicCoversAPI lists the exported functions and methods of the
// audited packages from their sources and fails for any with no row in
// hostileCalls.
func TestNoPanicCoversAPI(t *testing.T) {
	covered := map[string]bool{}
	for _, c := range hostileCalls(t) {
		covered[c.name] = true
	}
	var missing []string
	for dir, pkg := range auditedDirs {
		for _, name := range exportedFuncs(t, dir, pkg) {
			if !covered[name] {
				missing = append(missing, name)
			}
			delete(covered, name)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("exported names with no row in hostileCalls (nopanic_test.go):\n%s", strings.Join(missing, "\n"))
	}
	for name := range covered {
		t.Errorf("hostileCalls has a row for %s, which is not an exported function or method", name)
	}
}

// exportedFuncs returns pkg.Func and pkg.Type.Method for every exported
// function and method (of an exported type) in the non-test files of dir.
func exportedFuncs(t *testing.T, dir, pkg string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			if fd.Recv == nil {
				names = append(names, pkg+"."+fd.Name.Name)
				continue
			}
			typ := fd.Recv.List[0].Type
			if star, ok := typ.(*ast.StarExpr); ok {
				typ = star.X
			}
			if id, ok := typ.(*ast.Ident); ok && id.IsExported() {
				names = append(names, pkg+"."+id.Name+"."+fd.Name.Name)
			}
		}
	}
	return names
}

// each calls f with every element of xs.
func each[T any](xs []T, f func(T)) func() {
	return func() {
		for _, x := range xs {
			f(x)
		}
	}
}

// methods adds one row per method, each calling only that method on every
// element of xs.
func methods[T any](add func(string, func()), prefix string, xs []T, ms map[string]func(T)) {
	for m, f := range ms {
		add(prefix+"."+m, each(xs, f))
	}
}

// sink keeps the results of pure calls, so that they are made.
var sink []any

func keep(v ...any) { sink = v }

// take reads at most n values of a sequence that may never end.
func take[T any](seq func(func(T) bool), n int) {
	for range seq {
		if n--; n <= 0 {
			return
		}
	}
}

func hostileCalls(t *testing.T) []hostileCall {
	var calls []hostileCall
	add := func(name string, f func()) { calls = append(calls, hostileCall{name, f}) }
	strictjsonCalls(add)
	hexCalls(add)
	tileCalls(add)
	siteCalls(add)
	scoreCalls(add)
	cardCalls(add)
	variantsCalls(add)
	cityCalls(t, add)
	rootCalls(t, add)
	formCalls(t, add)
	return calls
}

func strictjsonCalls(add func(string, func())) {
	add("strictjson.TrimBOM", each(hostileText, func(s string) { strictjson.TrimBOM([]byte(s)) }))
	add("strictjson.Decode", each(hostileText, func(s string) {
		var card score.Pad
		var p *score.Pad
		var x any
		for _, v := range []any{nil, card, p, &card, &p, &x, new(map[string]any), new([2]int), new(func())} {
			strictjson.Decode([]byte(s), v)
		}
	}))
	add("strictjson.DecodeBounded", each(hostileText, func(s string) {
		for _, n := range hostileInts {
			strictjson.DecodeBounded([]byte(s), new([]score.Pad), n, n)
			strictjson.DecodeBounded([]byte(s), new(any), strictjson.MaxBytes, n)
		}
	}))
}

func hexCalls(add func(string, func())) {
	h0 := hex.Hex{}
	add("hex.Spiral", each(hostileInts, func(n int) { take(hex.Spiral(h0, n), 50); take(hex.Spiral(hostileHexes[1], n), 5) }))
	add("hex.Directions", func() { keep(hex.Directions()) })
	methods(add, "hex.Direction", hostileDirs, map[string]func(hex.Direction){
		"MarshalText":   func(d hex.Direction) { d.MarshalText() },
		"Opposite":      func(d hex.Direction) { keep(d.Opposite()) },
		"Rotate":        func(d hex.Direction) { keep(d.Rotate(math.MinInt), d.Rotate(math.MaxInt)) },
		"String":        func(d hex.Direction) { _ = d.String() },
		"UnmarshalText": func(d hex.Direction) { unmarshalAll(&d) },
		"Vector":        func(d hex.Direction) { d.Vector() },
	})
	methods(add, "hex.Hex", hostileHexes, map[string]func(hex.Hex){
		"Add": func(h hex.Hex) { keep(h.Add(h)) },
		"IsNeighbor": func(h hex.Hex) {
			keep(h.IsNeighbor(hostileHexes[1]), h.IsNeighbor(hex.Hex{Q: math.MinInt, R: math.MaxInt}))
		},
		"Length":      func(h hex.Hex) { keep(h.Length()) },
		"MarshalText": func(h hex.Hex) { h.MarshalText() },
		"Neighbor": func(h hex.Hex) {
			for _, d := range hostileDirs {
				h.Neighbor(d)
			}
		},
		"Neighbors": func(h hex.Hex) { h.Neighbors() },
		"Rotate": func(h hex.Hex) {
			for _, k := range hostileInts {
				keep(h.Rotate(hostileHexes[2], k))
			}
		},
		"String":        func(h hex.Hex) { _ = h.String() },
		"Sub":           func(h hex.Hex) { keep(h.Sub(hostileHexes[1])) },
		"UnmarshalText": func(h hex.Hex) { unmarshalAll(&h) },
	})
}

// unmarshalAll feeds every hostile text to u.
func unmarshalAll(u interface{ UnmarshalText([]byte) error }) {
	for _, s := range hostileText {
		u.UnmarshalText([]byte(s))
	}
}

func tileCalls(add func(string, func())) {
	add("tile.Districts", func() { keep(tile.Districts()) })
	add("tile.AppendInPlay", each(hostileInts, func(n int) { tile.AppendInPlay(nil, n, true); tile.AppendInPlay(nil, n, false) }))
	add("tile.Start", func() { tile.Start() })
	methods(add, "tile.ID", hostileIDs, map[string]func(tile.ID){
		"MarshalText":   func(id tile.ID) { id.MarshalText() },
		"String":        func(id tile.ID) { _ = id.String() },
		"UnmarshalText": func(id tile.ID) { unmarshalAll(&id) },
		"InBase":        func(id tile.ID) { keep(id.InBase()) },
		"Tile":          func(id tile.ID) { keep(id.Tile()) },
	})
	methods(add, "tile.Kind", hostileKinds, map[string]func(tile.Kind){
		"District":      func(k tile.Kind) { keep(k.District()) },
		"IsDistrict":    func(k tile.Kind) { keep(k.IsDistrict()) },
		"IsPlaza":       func(k tile.Kind) { keep(k.IsPlaza()) },
		"Plaza":         func(k tile.Kind) { keep(k.Plaza()) },
		"MarshalText":   func(k tile.Kind) { k.MarshalText() },
		"Stars":         func(k tile.Kind) { keep(k.Stars()) },
		"String":        func(k tile.Kind) { _ = k.String() },
		"UnmarshalText": func(k tile.Kind) { unmarshalAll(&k) },
	})
	methods(add, "tile.Rotation", hostileRotations, map[string]func(tile.Rotation){
		"String": func(r tile.Rotation) { _ = r.String() },
	})
	methods(add, "tile.Tile", []tile.Tile{{}, {ID: 255, Group: 200, Hexes: [3]tile.Kind{255, 200, 11}}}, map[string]func(tile.Tile){
		"MarshalJSON":   func(x tile.Tile) { x.MarshalJSON() },
		"UnmarshalJSON": func(x tile.Tile) { unmarshalJSONAll(&x) },
	})
	athenaCalls(add)
	add("rule.Codes", func() { rule.Codes() })
	codes := []rule.Code{"", "gap", "no-such-rule", rule.Code(hostileText[4])}
	methods(add, "rule.Code", codes, map[string]func(rule.Code){
		"Error":         func(c rule.Code) { _ = c.Error() },
		"Valid":         func(c rule.Code) { c.Valid() },
		"MarshalText":   func(c rule.Code) { c.MarshalText() },
		"UnmarshalText": func(c rule.Code) { unmarshalAll(&c) },
	})
}

// cardCalls audits package score/athena: the card conditions on a nil,
// an empty and a built city, for every card value a byte holds, every
// hostile stone count and the readings all off and all on.
func cardCalls(add func(string, func())) {
	c, _ := city.Validate([]city.Placement{{Tile: 50, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 2}})
	all := athena.Options{SurroundedDistrictsOnly: true, HousingCenterDistrict: true,
		CityMarketCenterOccupied: true, CityMarketCenterDistrict: true, StairsOneLevel: true}
	add("athena.Met", func() {
		for _, c := range []*city.City{nil, city.New(), c} {
			for card := range 256 {
				for _, n := range hostileInts {
					for _, o := range []athena.Options{{}, all} {
						athena.Met(tile.Card(card), c, n, o)
					}
				}
			}
		}
	})
	add("athena.StonePoints", each(hostileInts, func(n int) {
		for _, cards := range hostileInts {
			athena.StonePoints(n, cards)
		}
	}))
	add("athena.Options.UnmarshalJSON", each(hostileText, func(s string) { new(athena.Options).UnmarshalJSON([]byte(s)) }))
}

// athenaCalls audits the pieces of the Athena expansion in package tile.
func athenaCalls(add func(string, func())) {
	methods(add, "tile.ID", hostileIDs, map[string]func(tile.ID){
		"IsOneHex": func(id tile.ID) { keep(id.IsOneHex()) },
		"Face": func(id tile.ID) {
			for _, r := range hostileRotations {
				keep(id.Face(r))
			}
		},
	})
	parts := []tile.Part{tile.NoPart, tile.HalfB + 1, 255}
	faces := []tile.Face{{}, {A: 255, B: 200, Rotation: 255}, {A: tile.House, B: tile.House, Rotation: 9}, {B: tile.Garden}}
	methods(add, "tile.Face", faces, map[string]func(tile.Face){
		"IsDouble": func(f tile.Face) { keep(f.IsDouble()) },
		"Kind": func(f tile.Face) {
			for _, p := range parts {
				keep(f.Kind(p))
			}
		},
		"MarshalJSON":   func(f tile.Face) { f.MarshalJSON() },
		"Owner":         func(f tile.Face) { each(hostileDirs, func(d hex.Direction) { keep(f.Owner(d)) })() },
		"String":        func(f tile.Face) { _ = f.String() },
		"UnmarshalJSON": func(f tile.Face) { unmarshalJSONAll(&f) },
	})
	add("tile.Cards", func() { keep(tile.Cards()) })
	methods(add, "tile.Card", []tile.Card{tile.NoCard, tile.Agora + 1, 255}, map[string]func(tile.Card){
		"Family":        func(c tile.Card) { keep(c.Family()) },
		"MarshalText":   func(c tile.Card) { c.MarshalText() },
		"String":        func(c tile.Card) { _ = c.String() },
		"UnmarshalText": func(c tile.Card) { unmarshalAll(&c) },
	})
	methods(add, "tile.Part", parts, map[string]func(tile.Part){
		"MarshalText":   func(p tile.Part) { p.MarshalText() },
		"String":        func(p tile.Part) { _ = p.String() },
		"UnmarshalText": func(p tile.Part) { unmarshalAll(&p) },
	})
}

func siteCalls(add func(string, func())) {
	junk := [][]tile.ID{nil, {0}, {255, 255}, make([]tile.ID, 200)}
	add("siteplay.Deal", each(hostileInts, func(n int) { siteplay.Deal(n, true, 0, 0); siteplay.Deal(n, false, 0, 0) }))
	add("siteplay.AppendShuffle", each(hostileInts, func(n int) { siteplay.AppendShuffle(nil, n, n%2 == 0, 0, 0) }))
	add("siteplay.NewSite", each(hostileInts, func(n int) {
		for _, order := range junk {
			siteplay.NewSite(n, order)
		}
	}))
	layouts := func(from func([]tile.ID, [][]tile.ID, int)) func(int) {
		return func(n int) {
			for _, line := range junk {
				from(line, junk, n)
				from(line, [][]tile.ID{nil, nil}, n)
			}
		}
	}
	add("siteplay.FromLayout", each(hostileInts, layouts(func(l []tile.ID, st [][]tile.ID, n int) { siteplay.FromLayout(l, st, n) })))
	add("site.FromLayout", each(hostileInts, layouts(func(l []tile.ID, st [][]tile.ID, n int) { site.FromLayout(l, st, n) })))
	dealt, _ := siteplay.Deal(2, false, 1, 2)
	last := dealt
	for last.StacksLeft() > 0 || last.Len() > 1 {
		last.Take(0, 0)
		last.Refill()
	}
	sites := []siteplay.Site{{}, dealt, last}
	ints := func(f func(s siteplay.Site, n int)) func(siteplay.Site) {
		return func(s siteplay.Site) {
			for _, n := range hostileInts {
				f(s, n)
			}
		}
	}
	methods(add, "siteplay.Site", sites, map[string]func(siteplay.Site){
		"Affordable":      ints(func(s siteplay.Site, n int) { s.Affordable(n) }),
		"AppendLine":      func(s siteplay.Site) { s.AppendLine(nil) },
		"ArchitectChoice": ints(func(s siteplay.Site, n int) { s.ArchitectChoice(n) }),
		"AppendStacks":    func(s siteplay.Site) { s.AppendStacks(nil) },
		"AppendUnseen":    func(s siteplay.Site) { s.AppendUnseen(nil) },
		"At":              ints(func(s siteplay.Site, n int) { s.At(n) }),
		"Check":           ints(func(s siteplay.Site, n int) { s.Check(n, n); s.Check(0, n) }),
		"Cost":            ints(func(s siteplay.Site, n int) { s.Cost(n) }),
		"Len":             func(s siteplay.Site) { s.Len() },
		"NeedsRefill":     func(s siteplay.Site) { s.NeedsRefill() },
		"Over":            func(s siteplay.Site) { s.Over() },
		"Players":         func(s siteplay.Site) { s.Players() },
		"Refill":          func(s siteplay.Site) { s.Refill() },
		"StackSize":       func(s siteplay.Site) { s.StackSize() },
		"StacksLeft":      func(s siteplay.Site) { s.StacksLeft() },
		"TurnsLeft":       func(s siteplay.Site) { s.TurnsLeft() },
		"String":          func(s siteplay.Site) { _ = s.String() },
		"Take":            ints(func(s siteplay.Site, n int) { s.Take(n, n); s.Take(0, n) }),
	})
	methods(add, "site.Site", sites, map[string]func(siteplay.Site){
		"AppendLine": func(s siteplay.Site) { site.Site(s).AppendLine(nil) },
		"At":         ints(func(s siteplay.Site, n int) { site.Site(s).At(n) }),
		"Cost":       ints(func(s siteplay.Site, n int) { site.Site(s).Cost(n) }),
		"Len":        func(s siteplay.Site) { site.Site(s).Len() },
		"Over":       func(s siteplay.Site) { site.Site(s).Over() },
		"StacksLeft": func(s siteplay.Site) { site.Site(s).StacksLeft() },
		"TurnsLeft":  func(s siteplay.Site) { site.Site(s).TurnsLeft() },
		"String":     func(s siteplay.Site) { _ = site.Site(s).String() },
	})
	var economies []stones.Economy
	for _, n := range hostileInts {
		economies = append(economies, stones.Economy{Players: n}, stones.Economy{Players: n, StonesFromZero: true, UnlimitedReserve: true})
	}
	cardsCalls(add)
	methods(add, "stones.Economy", economies, map[string]func(stones.Economy){
		"Deal": func(e stones.Economy) { keep(e.Deal()) },
		"Gain": func(e stones.Economy) {
			for _, n := range hostileInts {
				keep(e.Gain(n, n, n), e.Gain(0, n, 3))
			}
		},
		"Settle": func(e stones.Economy) {
			for _, n := range hostileInts {
				keep(e.Settle([4]int{}, n, n, n, n))
				keep(e.Settle([4]int{}, 0, 0, n, n))
			}
		},
		"Start": func(e stones.Economy) {
			for _, n := range hostileInts {
				keep(e.Start(n))
			}
		},
	})
}

func scoreCalls(add func(string, func())) {
	c, _ := city.Validate([]city.Placement{{Tile: 50, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 2}})
	cities := []*city.City{nil, city.New(), c}
	opts := []variants.Options{{}, {Variants: 255, BarracksOutsideOnly: true, LakeAnyRegion: true}}
	forCities := func(f func(*city.City, int, variants.Options)) func() {
		return func() {
			for _, c := range cities {
				for _, o := range opts {
					for _, n := range hostileInts {
						f(c, n, o)
					}
				}
			}
		}
	}
	add("score.Rank", func() {
		score.Rank(nil, nil)
		score.Rank([]int{3, 1, 2}, nil)
		score.Rank([]int{3}, []int{1, 2, 3})
		score.Rank(hostileInts, hostileInts[:2])
	})
	add("score.Compute", forCities(func(c *city.City, n int, o variants.Options) { score.Compute(c, n, o) }))
	add("score.Totals", forCities(func(c *city.City, n int, o variants.Options) { score.Totals(c, n, o) }))
	junkNotes := []score.HexNote{{Kind: 255, Level: -1}, {Kind: tile.Market, Level: math.MinInt, Value: math.MaxInt}, {Half: 255}}
	junkCard := score.Pad{Options: opts[1], Hexes: junkNotes}
	junkCard.Values[0], junkCard.Points[4] = math.MinInt, math.MaxInt
	methods(add, "score.Pad", []score.Pad{{}, junkCard, score.Compute(c, 2, opts[1])}, map[string]func(score.Pad){
		"Explain":     func(card score.Pad) { _ = card.Explain() },
		"String":      func(card score.Pad) { _ = card.String() },
		"MarshalJSON": func(card score.Pad) { card.MarshalJSON() },
	})
	add("score.Summary.AddStatue", func() {
		for _, n := range append(hostileInts, math.MaxInt/2) {
			s := score.Summary{Stones: n, Total: n}
			s.AddStatue()
			s.AddStatue()
		}
	})
	methods(add, "score.HexNote", junkNotes, map[string]func(score.HexNote){
		"MarshalJSON": func(n score.HexNote) { n.MarshalJSON() },
	})
	cardText := append(hostileText, `{"lines":[{},{},{},{},{},{}]}`, `{"hexes":[{"cell":{"q":1}}]}`, `{"lines":[null]}`)
	add("score.Pad.UnmarshalJSON", each(cardText, func(s string) { new(score.Pad).UnmarshalJSON([]byte(s)) }))
	add("score.HexNote.UnmarshalJSON", each(cardText, func(s string) { new(score.HexNote).UnmarshalJSON([]byte(s)) }))
	add("score.Summary.UnmarshalJSON", each(cardText, func(s string) { new(score.Summary).UnmarshalJSON([]byte(s)) }))
}

func variantsCalls(add func(string, func())) {
	add("variants.Options.UnmarshalJSON", each(hostileText, func(s string) { new(variants.Options).UnmarshalJSON([]byte(s)) }))
	add("variants.ParseOptions", each(hostileText, func(s string) { variants.ParseOptions(s) }))
	add("variants.Of", func() { variants.Of(hostileKinds...); variants.Of() })
	methods(add, "variants.Options", []variants.Options{{Variants: 255, BarracksOutsideOnly: true}, {Variants: 32}}, map[string]func(variants.Options){
		"NeedHoles": func(o variants.Options) { keep(o.NeedHoles()) },
		"String":    func(o variants.Options) { _ = o.String() },
	})
	vs := func(f func(s variants.Set, v tile.Kind)) func(variants.Set) {
		return func(s variants.Set) {
			for _, v := range append(hostileKinds, tile.None, tile.House, tile.GardenPlaza) {
				f(s, v)
			}
		}
	}
	methods(add, "variants.Set", hostileSets, map[string]func(variants.Set){
		"Has":           vs(func(s variants.Set, v tile.Kind) { keep(s.Has(v)) }),
		"MarshalText":   func(s variants.Set) { s.MarshalText() },
		"String":        func(s variants.Set) { _ = s.String() },
		"UnmarshalText": func(s variants.Set) { unmarshalAll(&s) },
		"With":          vs(func(s variants.Set, v tile.Kind) { keep(s.With(v)) }),
	})
}

func rootCalls(t *testing.T, add func(string, func())) {
	gs := games(t)
	forGames := func(f func(g *akropolis.Game)) func() {
		return func() {
			for _, g := range gs {
				f(g.Clone())
			}
		}
	}
	junkPlacements := [][]city.Placement{nil, {{}}, {{Tile: 255, Rotation: 255, Anchor: hostileHexes[0]}}, {{Tile: 1}, {Tile: 1}}}
	add("akropolis.ReadAny", func() { // and the city's writer and reader, which it reaches
		each(junkPlacements, func(ps []city.Placement) { _ = akropolis.FormatCity(ps) })()
		each(hostileText, func(s string) { akropolis.ParseCity(s) })()
		each(hostileText, func(s string) { akropolis.ReadRecord(strings.NewReader(s)) })()
		each(hostileText, func(s string) { akropolis.ReadAny(strings.NewReader(s)) })()
	})
	add("score.Architect", each(hostileInts, func(n int) {
		score.Architect(nil, n, 255, 255)
		score.Architect(hostileKinds, n, score.Callicrates, variants.All)
	}))
	junkArchitect := score.ArchitectPad{Difficulty: 255, Districts: [5]int{math.MinInt, math.MaxInt}, Quarries: math.MaxInt}
	methods(add, "score.ArchitectPad", []score.ArchitectPad{{}, junkArchitect}, map[string]func(score.ArchitectPad){
		"String":      func(c score.ArchitectPad) { _ = c.String() },
		"MarshalJSON": func(c score.ArchitectPad) { c.MarshalJSON() },
	})
	add("event.Event.String", each([]event.Kind{0, 200, 255}, func(k event.Kind) {
		_ = event.Event{Kind: k, Seat: -1, Placement: city.Placement{Tile: 255, Rotation: 255}}.String()
	}))
	methods(add, "event.Kind", []event.Kind{0, 200, 255}, map[string]func(event.Kind){
		"String": func(k event.Kind) { _ = k.String() },
	})
	add("akropolis.New", each(hostileOptions, func(o akropolis.Options) {
		akropolis.New(o)
		akropolis.NewFromSite(o, site.Site{})
		akropolis.NewFromSite(o, gs["over"].Site())
	}))
	seatCalls := map[string]func(*akropolis.Game, int){
		"City": func(g *akropolis.Game, k int) { g.City(k) }, "Score": func(g *akropolis.Game, k int) { g.Score(k) },
		"Stones": func(g *akropolis.Game, k int) { g.Stones(k) }, "Total": func(g *akropolis.Game, k int) { g.Total(k) },
	}
	for m, f := range seatCalls {
		add("akropolis.Game."+m, forGames(func(g *akropolis.Game) {
			for _, k := range hostileInts {
				f(g, k)
			}
		}))
	}
	moveCalls := map[string]func(*akropolis.Game, akropolis.Move){
		"Check": func(g *akropolis.Game, m akropolis.Move) { g.Check(m) },
		"Delta": func(g *akropolis.Game, m akropolis.Move) { g.Delta(m) },
		"Play":  func(g *akropolis.Game, m akropolis.Move) { g.Play(m) },
		"PlayEvents": func(g *akropolis.Game, m akropolis.Move) {
			g.PlayEvents(nil, m)
		},
	}
	for m, f := range moveCalls {
		add("akropolis.Game."+m, forGames(func(g *akropolis.Game) {
			for _, mv := range hostileMoves {
				f(g, mv)
			}
		}))
	}
	plain := map[string]func(*akropolis.Game){
		"AppendLegalMoves": func(g *akropolis.Game) { g.AppendLegalMoves(nil) },
		"LegalMovesJSON":   func(g *akropolis.Game) { g.LegalMovesJSON() },
		"ArchitectScore":   func(g *akropolis.Game) { g.ArchitectScore() },
		"Clone":            func(g *akropolis.Game) { g.Clone() },
		"CopyFrom":         func(g *akropolis.Game) { g.CopyFrom(gs["solo"]); g.CopyFrom(nil) },
		"Current":          func(g *akropolis.Game) { g.Current() },
		"Equal":            func(g *akropolis.Game) { g.Equal(nil); g.Equal(gs["solo"]) },
		"Key":              func(g *akropolis.Game) { g.Key() },
		"LegalMoves":       func(g *akropolis.Game) { take(g.LegalMoves(), 5) },
		"ListMoves": func(g *akropolis.Game) {
			var l akropolis.MoveList
			g.ListMoves(&l)
			g.ListMoves(nil)
			for _, i := range hostileInts {
				l.At(i)
			}
		},
		"Options": func(g *akropolis.Game) { g.Options() },
		"Over":    func(g *akropolis.Game) { g.Over() },
		"Ranks":   func(g *akropolis.Game) { g.Ranks() },
		"Record":  func(g *akropolis.Game) { g.Record() },
		"Reset": func(g *akropolis.Game) {
			for _, o := range hostileOptions {
				g.Reset(o)
			}
		},
		"Site":        func(g *akropolis.Game) { g.Site() },
		"TurnsPlayed": func(g *akropolis.Game) { g.TurnsPlayed() },
		"Undo":        func(g *akropolis.Game) { g.Undo(); g.Undo() },
		"View":        func(g *akropolis.Game) { g.View() },
	}
	for m, f := range plain {
		add("akropolis.Game."+m, forGames(f))
	}
	lists := []*akropolis.MoveList{nil, {}}
	methods(add, "akropolis.MoveList", lists, map[string]func(*akropolis.MoveList){
		"Len": func(l *akropolis.MoveList) { keep(l.Len()) },
		"At": func(l *akropolis.MoveList) {
			for _, i := range hostileInts {
				keep(l.At(i))
			}
		},
	})
	methods(add, "score.Difficulty", []score.Difficulty{3, 200, 255}, map[string]func(score.Difficulty){
		"MarshalText":   func(l score.Difficulty) { l.MarshalText() },
		"String":        func(l score.Difficulty) { _ = l.String() },
		"UnmarshalText": func(l score.Difficulty) { unmarshalAll(&l) },
	})
	add("akropolis.Stop", func() { keep(akropolis.Stop()) })
	methods(add, "akropolis.MoveKind", []akropolis.MoveKind{0, 3, 4, 255}, map[string]func(akropolis.MoveKind){
		"String": func(k akropolis.MoveKind) { _ = k.String() },
	})
	methods(add, "akropolis.Move", hostileMoves, map[string]func(akropolis.Move){
		"Card":          func(mv akropolis.Move) { _ = mv.Card() },
		"Kind":          func(mv akropolis.Move) { keep(mv.Kind()) },
		"MarshalText":   func(mv akropolis.Move) { mv.MarshalText() },
		"String":        func(mv akropolis.Move) { _ = mv.String() },
		"UnmarshalText": func(mv akropolis.Move) { unmarshalAll(&mv) },
	})
	errs := []*akropolis.Error{{Line: -1}, {Step: math.MinInt, Line: math.MaxInt, Move: hostileMoves[4], Turn: -1, Seat: math.MaxInt},
		{Step: math.MinInt, Move: hostileMoves[4], Turn: -1, Seat: math.MaxInt}}
	add("akropolis.Error.Error", each(errs, func(e *akropolis.Error) { _ = e.Error() }))
	add("akropolis.Error.Unwrap", each(errs, func(e *akropolis.Error) { _ = e.Unwrap() }))
	reported := []error{nil, &akropolis.PositionError{}, &akropolis.PositionError{Errs: []error{nil, errs[0]}},
		&akropolis.Error{Move: hostileMoves[4], Turn: -1}, &city.PlacementError{Step: math.MinInt}, &city.PlacementError{}}
	for _, e := range errs {
		reported = append(reported, e)
	}
	add("akropolis.ReportOf", each(reported, func(e error) { keep(akropolis.ReportOf(e)) }))
	add("akropolis.Report.UnmarshalJSON", each(hostileText, func(s string) {
		var r akropolis.Report
		r.UnmarshalJSON([]byte(s))
	}))
	add("akropolis.Report.MarshalJSON", each(reported, func(e error) { keep(akropolis.ReportOf(e).MarshalJSON()) }))
	add("akropolis.CheckDocument", each(hostileText, func(s string) { keep(akropolis.CheckDocument(strings.NewReader(s))) }))
	add("akropolis.Options.Validate", each(hostileOptions, func(o akropolis.Options) { o.Validate() }))
	records := []akropolis.Record{{}, {Options: hostileOptions[2]}, gs["over"].Record(), gs["solo"].Record(),
		{Options: akropolis.Options{Players: 2}, Setup: &akropolis.Setup{Line: []tile.ID{255}, Stacks: [][]tile.ID{nil}}, Moves: hostileMoves},
		{Options: akropolis.Options{Players: 2}, Moves: hostileMoves}}
	methods(add, "akropolis.Record", records, map[string]func(akropolis.Record){
		"MarshalJSON": func(r akropolis.Record) { r.MarshalJSON() },
		"MarshalText": func(r akropolis.Record) { r.MarshalText() },
		"Replay":      func(r akropolis.Record) { r.Replay() },
		"String":      func(r akropolis.Record) { _ = r.String() },
		"UnmarshalJSON": func(r akropolis.Record) {
			for _, s := range hostileText {
				r.UnmarshalJSON([]byte(s))
			}
		},
		"UnmarshalText": func(r akropolis.Record) { unmarshalAll(&r) },
	})
	views := []akropolis.View{{}, gs["fresh"].View(), gs["solo"].View(), gs["over"].View()}
	bad := gs["fresh"].View()
	bad.Cities, bad.Stones, bad.Current, bad.Chief, bad.StacksLeft = [][]city.Placement{nil}, nil, 9, -3, math.MaxInt
	views = append(views, bad)
	add("akropolis.View.DrawableJSON", each(views, func(v akropolis.View) {
		_ = v.String() // the promoted forms of its position, on the same views
		for k := -1; k <= 4; k++ {
			akropolis.ViewCity(v, k)
		}
	}))
	add("akropolis.Options.Seats", each(hostileOptions, func(o akropolis.Options) { o.Seats() }))
	add("akropolis.View.Equal", each(views, func(v akropolis.View) { v.Equal(akropolis.View{}); v.Equal(v) }))
	add("akropolis.View.DrawableJSON", each(views, func(v akropolis.View) { v.DrawableJSON() }))
	add("akropolis.View.SampleInto", each(views, func(v akropolis.View) { akropolis.Sample(v, 1, 2) }))
	add("akropolis.View.SampleInto", each(views, func(v akropolis.View) {
		v.SampleInto(nil, 1, 2)
		v.SampleInto(new(akropolis.Game), 1, 2)
		v.SampleInto(gs["solo"].Clone(), 1, 2)
	}))
}

// cityFixtures are the cities every city method is called on: the zero
// City, a new city, a city of twenty tiles, one of every tile and one taken
// back to the start.
func cityFixtures(t *testing.T) map[string]*city.City {
	t.Helper()
	mid := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{7, 7}}, 40).City(0)
	full := city.New()
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		if ps := full.AppendLegal(nil, id); len(ps) > 0 {
			_, err := full.Place(ps[len(ps)/2])
			must(t, err)
		}
	}
	undone := full.Clone()
	for {
		if _, ok := undone.Undo(); !ok {
			break
		}
	}
	return map[string]*city.City{"zero": new(city.City), "new": city.New(), "mid": mid.Clone(), "full": full, "undone": undone}
}

func cityCalls(t *testing.T, add func(string, func())) {
	fixtures := cityFixtures(t)
	var cs []*city.City
	for _, name := range slices.Sorted(maps.Keys(fixtures)) {
		cs = append(cs, fixtures[name])
	}
	ps := []city.Placement{{}, {Tile: 255, Rotation: 255, Anchor: hostileHexes[0]}, {Tile: 1, Anchor: hostileHexes[1]},
		{Tile: tile.StartID}, {Tile: 12, Anchor: hex.Hex{Q: 0, R: -2}}, {Tile: 5, Anchor: hostileHexes[3], Rotation: 6}}
	junk := [][]city.Placement{nil, {{}}, ps, {{Tile: 1}, {Tile: 1}}}
	add("city.New", func() { city.New() })
	add("city.Validate", each(junk, func(ps []city.Placement) { city.Validate(ps) }))

	methods(add, "city.City", cs, map[string]func(*city.City){
		"CopyFrom": func(c *city.City) {
			for _, d := range cs {
				d.Clone().CopyFrom(c)
			}
			c.Clone().CopyFrom(nil)
		},
		"Place": func(c *city.City) {
			d := c.Clone()
			for _, p := range ps {
				d.Place(p)
			}
		},
		"Equal":         func(c *city.City) { keep(c.Equal(c)); keep(c.Equal(nil)); keep(c.Equal(city.New())) },
		"Undo":          func(c *city.City) { d := c.Clone(); d.Undo(); d.Undo() },
		"UnmarshalJSON": func(c *city.City) { d := c.Clone(); unmarshalJSONAll(d) },
	})
	methods(add, "city.City", cs, map[string]func(*city.City){
		"AppendLegal": func(c *city.City) {
			for _, id := range hostileIDs {
				c.AppendLegal(nil, id)
			}
			c.AppendLegal(nil)
			c.AppendLegal(nil, hostileIDs...)
			c.AppendLegal(nil, 1, 1, 1)
		},
		"Cells": func(c *city.City) { take(c.Cells(), 200) },
		"Check": func(c *city.City) {
			for _, p := range ps {
				c.Check(p)
			}
		},
		"Clone":       func(c *city.City) { c.Clone() },
		"Column":      func(c *city.City) { each(hostileHexes, func(h hex.Hex) { c.Column(h) })() },
		"CountLegal":  func(c *city.City) { each(hostileIDs, func(id tile.ID) { keep(c.CountLegal(id)) })() },
		"Face":        func(c *city.City) { each(hostileHexes, func(h hex.Hex) { keep(c.Face(h)) })() },
		"AppendHoles": func(c *city.City) { keep(c.AppendHoles(nil), c.AppendHoles(make([]hex.Hex, 3))) },
		"Height":      func(c *city.City) { each(hostileHexes, func(h hex.Hex) { keep(c.Height(h)) })() },
		"Key":         func(c *city.City) { keep(c.Key()) },
		"Len":         func(c *city.City) { keep(c.Len()) },
		"MarshalJSON": func(c *city.City) { c.MarshalJSON() },
		"Placements":  func(c *city.City) { c.Placements() },
	})
	methods(add, "city.Placement", ps, map[string]func(city.Placement){
		"Cells":         func(p city.Placement) { p.Cells() },
		"MarshalText":   func(p city.Placement) { p.MarshalText() },
		"String":        func(p city.Placement) { _ = p.String() },
		"UnmarshalText": func(p city.Placement) { unmarshalAll(&p) },
	})
	layers := []city.Layer{{}, {Kind: 255, Tile: 255, Hex: math.MinInt, Level: math.MaxInt}}
	methods(add, "city.Layer", layers, map[string]func(city.Layer){
		"MarshalJSON":   func(l city.Layer) { l.MarshalJSON() },
		"UnmarshalJSON": func(l city.Layer) { unmarshalJSONAll(&l) },
	})
	add("city.Result.UnmarshalJSON", func() { var r city.Result; unmarshalJSONAll(&r) })
	_, checked := city.New().Check(ps[1])
	_, validated := city.Validate(append(ps, ps...))
	errs := []*city.PlacementError{{}, {Placement: ps[1], Step: math.MinInt}, {Step: math.MaxInt}}
	for _, err := range append(validated, checked) {
		var pe *city.PlacementError
		if errors.As(err, &pe) {
			errs = append(errs, pe, &city.PlacementError{Placement: pe.Placement, Step: math.MinInt})
		}
	}
	add("city.PlacementError.Error", each(errs, func(e *city.PlacementError) { _ = e.Error() }))
	add("city.PlacementError.Unwrap", each(errs, func(e *city.PlacementError) { _ = e.Unwrap() }))
}

// hostilePositions are positions whose parts contradict each other or lie
// out of range, beside the positions of real games.
func hostilePositions(t *testing.T) []akropolis.Position {
	ps := []akropolis.Position{{}, {Options: akropolis.Options{Players: 9}, Turn: -1, Current: math.MaxInt, Chief: -5},
		{Options: akropolis.Options{Players: 2}, Stones: []int{-5, math.MaxInt}, Cities: [][]city.Placement{nil, {{Tile: 255}}},
			Line: []tile.ID{0, 255, 255}, StacksLeft: math.MaxInt, Stacks: [][]tile.ID{nil, {1, 1, 1}}}}
	// Athena positions: cards with and without the expansion, one-hex
	// tiles twice, on the site and out of range, a phase where none can
	// be, and a real game in its construction phase.
	cards := site.Cards(siteplay.DealCards(1, 2))
	ps = append(ps,
		akropolis.Position{Options: akropolis.Options{Players: 2, Athena: true}, Cards: cards, Constructing: true, Turn: 1,
			Stones: []int{1, 2}, Cities: [][]city.Placement{{{Tile: 91}, {Tile: 91}}, {{Tile: 62, Rotation: 200}}},
			Pile: []tile.ID{62, 255}, Line: []tile.ID{62, 1}, StacksLeft: 1, Stacks: [][]tile.ID{{91, 91, 91}}},
		akropolis.Position{Options: akropolis.Options{Players: 1, Athena: true}, Cards: cards, Constructing: true, Turn: math.MinInt},
		akropolis.Position{Options: akropolis.Options{Players: 2}, Cards: cards, Constructing: true})
	g := athenaGameUntil(t, akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 2}},
		func(g *akropolis.Game) bool { return g.Position().Constructing })
	ps = append(ps, g.Position(), akropolis.Public(g.Position()))
	for _, g := range games(t) {
		ps = append(ps, g.Position(), akropolis.Public(g.Position()))
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
		"MarshalJSON":   func(p akropolis.Position) { p.MarshalJSON() },
		"MarshalText":   func(p akropolis.Position) { p.MarshalText() },
		"String":        func(p akropolis.Position) { _ = p.String() },
		"UnmarshalJSON": func(p akropolis.Position) { unmarshalJSONAll(&p) },
		"UnmarshalText": func(p akropolis.Position) { unmarshalAll(&p) },
		"Unseen":        func(p akropolis.Position) { p.Unseen() },
	})
	add("akropolis.NewFromPosition", each(ps, func(p akropolis.Position) { akropolis.NewFromPosition(p) }))
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
	events := []event.Event{{}, {Kind: 255, Seat: -1, Placement: city.Placement{Tile: 255, Rotation: 255}}}
	methods(add, "event.Event", events, map[string]func(event.Event){
		"MarshalJSON":   func(e event.Event) { e.MarshalJSON() },
		"UnmarshalJSON": func(e event.Event) { unmarshalJSONAll(&e) },
	})
	methods(add, "akropolis.Options", hostileOptions, map[string]func(akropolis.Options){
		"MarshalJSON":   func(o akropolis.Options) { o.MarshalJSON() },
		"UnmarshalJSON": func(o akropolis.Options) { unmarshalJSONAll(&o) },
	})
	add("score.ArchitectPad.UnmarshalJSON", func() {
		unmarshalJSONAll(new(score.ArchitectPad))
		new(score.ArchitectPad).UnmarshalJSON([]byte(`{"lines":[{"district":"Garden"},{"district":"nothing"}]}`))
	})
	methods(add, "hex.Hex", hostileHexes, map[string]func(hex.Hex){
		"MarshalJSON":   func(h hex.Hex) { h.MarshalJSON() },
		"UnmarshalJSON": func(h hex.Hex) { unmarshalJSONAll(&h) },
	})
	methods(add, "tile.ID", hostileIDs, map[string]func(tile.ID){
		"MarshalJSON":   func(id tile.ID) { id.MarshalJSON() },
		"UnmarshalJSON": func(id tile.ID) { unmarshalJSONAll(&id) },
	})
	c, _ := city.Validate([]city.Placement{{Tile: 50, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 2}})
	add("score.After", each([]*city.City{nil, city.New(), c}, func(b *city.City) {
		o := variants.Options{Variants: 255, BarracksOutsideOnly: true, LakeAnyRegion: true}
		for _, n := range hostileInts {
			for _, p := range []city.Placement{{}, {Tile: 255, Rotation: 255, Anchor: hostileHexes[0]}, {Tile: 7, Anchor: hex.Hex{Q: 1, R: 0}}} {
				score.After(b, score.Summary{}, p, n, o)
				score.After(b, score.Summary{Total: n, Stones: n}, p, n, variants.Options{})
			}
		}
	}))
}

// cardsCalls are the rows of site.Cards and siteplay.Cards: hostile slots,
// seats and tiles, on the zero Cards and on dealt ones.
func cardsCalls(add func(string, func())) {
	add("siteplay.DealCards", func() { siteplay.DealCards(0, 0); siteplay.DealCards(math.MaxUint64, math.MaxUint64) })
	add("siteplay.NewCards", each(hostileIDs, func(id tile.ID) {
		siteplay.NewCards([4]tile.Card{255, 0, 19, 1}, [4][4]tile.ID{{id, id}})
		siteplay.NewCards([4]tile.Card{1, 2, 3, 4}, [4][4]tile.ID{{id, id}})
	}))
	add("site.Cards.UnmarshalJSON", each(hostileIDs, func(id tile.ID) {
		newCards([4]tile.Card{255, 0, 19, 1}, [4][4]tile.ID{{id, id}})
	}))
	dealt := siteplay.DealCards(1, 2)
	done := dealt
	_ = done.Complete(1, 0, done.Dealt(1)[0])
	plays := []siteplay.Cards{{}, dealt, done}
	pints := func(f func(c siteplay.Cards, n int)) func(siteplay.Cards) {
		return func(c siteplay.Cards) {
			for _, n := range hostileInts {
				f(c, n)
			}
		}
	}
	methods(add, "siteplay.Cards", plays, map[string]func(siteplay.Cards){
		"InPlay":          func(c siteplay.Cards) { keep(c.InPlay()) },
		"Card":            pints(func(c siteplay.Cards, n int) { keep(c.Card(n)) }),
		"AppendTiles":     pints(func(c siteplay.Cards, n int) { keep(c.AppendTiles(nil, n)) }),
		"Dealt":           pints(func(c siteplay.Cards, n int) { keep(c.Dealt(n)) }),
		"Holds":           pints(func(c siteplay.Cards, n int) { keep(c.Holds(n, tile.ID(n)), c.Holds(1, 255)) }),
		"Completed":       pints(func(c siteplay.Cards, n int) { keep(c.Completed(n, n), c.Completed(1, n)) }),
		"CompletedBy":     pints(func(c siteplay.Cards, n int) { keep(c.CompletedBy(n)) }),
		"Left":            pints(func(c siteplay.Cards, n int) { keep(c.Left(n)) }),
		"AppendUnseen":    func(c siteplay.Cards) { keep(c.AppendUnseen(nil)) },
		"ArchitectChoice": pints(func(c siteplay.Cards, n int) { keep(c.ArchitectChoice(n)) }),
		"Complete": pints(func(c siteplay.Cards, n int) {
			_ = c.Complete(n, n, tile.ID(n))
			_ = c.Complete(1, n, 255)
		}),
	})
	all := []site.Cards{{}, site.Cards(dealt), site.Cards(done)}
	ints := func(f func(c site.Cards, n int)) func(site.Cards) {
		return func(c site.Cards) {
			for _, n := range hostileInts {
				f(c, n)
			}
		}
	}
	methods(add, "site.Cards", all, map[string]func(site.Cards){
		"InPlay":          func(c site.Cards) { keep(c.InPlay()) },
		"Card":            ints(func(c site.Cards, n int) { keep(c.Card(n)) }),
		"AppendTiles":     ints(func(c site.Cards, n int) { keep(c.AppendTiles(nil, n)) }),
		"Dealt":           ints(func(c site.Cards, n int) { keep(c.Dealt(n)) }),
		"Completed":       ints(func(c site.Cards, n int) { keep(c.Completed(n, n), c.Completed(1, n)) }),
		"CompletedBy":     ints(func(c site.Cards, n int) { keep(c.CompletedBy(n)) }),
		"ArchitectChoice": ints(func(c site.Cards, n int) { keep(c.ArchitectChoice(n)) }),
		"Equal":           func(c site.Cards) { keep(c.Equal(site.Cards{})) },
		"String":          func(c site.Cards) { _ = c.String() },
		"MarshalText":     func(c site.Cards) { keep(c.MarshalText()) },
		"MarshalJSON":     func(c site.Cards) { keep(c.MarshalJSON()) },
		"UnmarshalText": func(c site.Cards) {
			for _, s := range append(hostileText, c.String(), "Villa 1,2,3,4 - -", "Villa - - - / / /") {
				_ = c.UnmarshalText([]byte(s))
			}
		},
		"UnmarshalJSON": func(c site.Cards) {
			for _, s := range append(hostileText, `[{"card":"Villa","dealt":[1,2,3,4]}]`, `[{}, {}, {}, {}]`) {
				_ = c.UnmarshalJSON([]byte(s))
			}
		},
	})
}
