package api

import (
	"fmt"
	"math"
	"strings"

	"github.com/akropolis-rules/akropolis/tile"
)

// patternCell is one cell of a card's pattern as cardPicture draws it: a
// district part (kind, its plaza when plaza), a plaza of any type
// ("plaza"), an occupied cell of any kind ("any"), or a cell empty or not
// ("open"); label is written in it (a level: "2+", "h", ">h"); facing,
// when set, is the direction (0 N to 5 NW) its part faces, drawn as a
// notch on that edge.
type patternCell struct {
	q, r   int
	kind   string
	plaza  bool
	label  string
	facing int // -1: none
}

// pc builds a patternCell facing nothing.
func pc(q, r int, kind string, plaza bool, label string) patternCell {
	return patternCell{q, r, kind, plaza, label, -1}
}

// facingCentre is a cell next to (0,0) in direction d whose part faces it.
func facingCentre(d int, kind string) patternCell {
	v := [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}[d]
	return patternCell{v[0], v[1], kind, false, "", (d + 3) % 6}
}

// ring is the six neighbours of (q, r) as cells of the given kind and label.
func ring(q, r int, kind, label string) []patternCell {
	var out []patternCell
	for _, v := range [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}} {
		out = append(out, pc(q+v[0], r+v[1], kind, false, label))
	}
	return out
}

// patterns draws each card's condition (package tile's doc comments) as
// cells: one pattern that meets it; the words stay in the picture's title.
var patterns = map[tile.Card]func() (cells []patternCell, caption string){
	tile.Housing: func() ([]patternCell, string) {
		cs := []patternCell{pc(0, 0, "any", false, "")}
		for d := range 6 {
			cs = append(cs, facingCentre(d, "House"))
		}
		return cs, "Houses facing a cell on all six sides"
	},
	tile.Villa: func() ([]patternCell, string) {
		return []patternCell{pc(-3, 1, "House", false, "2+"), pc(-1, 0, "House", false, "2+"), pc(1, -1, "House", false, "2+"), pc(3, -2, "House", false, "2+")},
			"4 Houses at level 2+, anywhere"
	},
	tile.DistrictCenter: func() ([]patternCell, string) {
		return append([]patternCell{pc(0, 0, "House", true, "h")}, ring(0, 0, "any", ">h")...), "every neighbour above the plaza"
	},
	tile.CityMarket: func() ([]patternCell, string) {
		return []patternCell{pc(0, 0, "open", false, ""), facingCentre(0, "Market"), facingCentre(2, "Market"), facingCentre(4, "Market")},
			"Markets facing one cell from 3 sides"
	},
	tile.Storehouses: func() ([]patternCell, string) {
		cs := []patternCell{pc(-2, 1, "Market", false, ""), pc(2, -1, "Market", false, "")}
		return append(append(cs, ring(-2, 1, "any", "")...), ring(2, -1, "any", "")...), "2 Markets apart, each surrounded"
	},
	tile.LuxuryGoods: func() ([]patternCell, string) {
		return []patternCell{pc(0, 0, "Market", true, "3+")}, "a Market plaza at level 3+"
	},
	tile.Rampart: func() ([]patternCell, string) {
		return []patternCell{pc(0, -1, "Barracks", false, ""), pc(0, 0, "Barracks", false, ""), pc(0, 1, "Barracks", false, "")}, "3 Barracks in a line"
	},
	tile.GuardTower: func() ([]patternCell, string) {
		return []patternCell{pc(-1, 0, "Barracks", false, "2+"), pc(1, -1, "Barracks", false, "2+")}, "2 Barracks at level 2+, anywhere"
	},
	tile.Fortress: func() ([]patternCell, string) {
		return []patternCell{pc(0, 0, "Barracks", true, ""), facingCentre(0, "Barracks"), facingCentre(2, "Barracks")}, "Barracks facing the plaza 120° apart"
	},
	tile.Sanctuary: func() ([]patternCell, string) {
		return []patternCell{pc(0, 0, "Temple", false, ""), pc(1, -1, "Temple", false, ""), pc(1, 0, "Temple", false, "")}, "3 Temples in a triangle"
	},
	tile.Pantheon: func() ([]patternCell, string) {
		v := func(d int) patternCell { c := facingCentre(d, "plaza"); c.facing = -1; return c }
		return []patternCell{pc(0, 0, "Temple", false, ""), v(0), v(2), v(4)}, "plazas on 3 sides of a Temple"
	},
	tile.PilgrimsStairs: func() ([]patternCell, string) {
		return []patternCell{pc(0, -1, "Temple", true, "h"), pc(0, 0, "open", false, "<h"), pc(0, 1, "open", false, "<<")}, "steps down from a Temple plaza"
	},
	tile.Oasis: func() ([]patternCell, string) {
		return append([]patternCell{pc(0, 0, "Garden", false, "")}, ring(0, 0, "any", "")...), "a Garden surrounded"
	},
	tile.HangingGardens: func() ([]patternCell, string) {
		a, b := pc(0, 0, "Garden", false, "h"), pc(1, 0, "Garden", false, "≠h")
		a.facing, b.facing = 2, 5
		return []patternCell{a, b}, "2 Gardens facing, at different levels"
	},
	tile.Parkland: func() ([]patternCell, string) {
		return []patternCell{pc(0, 0, "Garden", true, ""), facingCentre(2, "Garden")}, "a Garden facing a Garden plaza"
	},
	tile.MainStreet: func() ([]patternCell, string) {
		return []patternCell{pc(0, -2, "House", false, ""), pc(0, -1, "Market", false, ""), pc(0, 0, "Barracks", false, ""), pc(0, 1, "Temple", false, ""), pc(0, 2, "Garden", false, "")},
			"5 types in a straight line"
	},
	tile.QuarryMine: func() ([]patternCell, string) { return nil, "hold 8 stones or more" },
	tile.Agora: func() ([]patternCell, string) {
		return []patternCell{pc(-2, 1, "House", true, ""), pc(-1, 0, "Market", true, ""), pc(0, 0, "Barracks", true, ""), pc(1, -1, "Temple", true, ""), pc(2, -1, "Garden", true, "")},
			"visible plazas of all five types"
	},
}

// patternColour is the fill of a pattern cell, as the page colours
// districts.
var patternColour = map[string]string{
	"House": "#5b9bdc", "Market": "#f6bd4c", "Barracks": "#e0635a", "Temple": "#a07bd2", "Garden": "#74c266",
	"HousePlaza": "#1f528f", "MarketPlaza": "#c27a0c", "BarracksPlaza": "#98231b", "TemplePlaza": "#5c3794", "GardenPlaza": "#2e7429",
	"any": "#c9c9c9", "plaza": "#777777", "open": "#ffffff",
}

// The box of a card picture the pattern takes, in the picture's units:
// the condition's words leave it (they stay in the title).
const patX0, patY0, patW, patH = 10.0, 54.0, 180.0, 124.0

// writePattern writes card's pattern, scaled into the pattern box, with
// its caption below it.
func writePattern(b *strings.Builder, card tile.Card) {
	draw, ok := patterns[card]
	if !ok {
		return
	}
	cells, caption := draw()
	fmt.Fprintf(b, `<g class="pattern" data-card="%v">`, card)
	if len(cells) == 0 { // Quarry Mine: eight stones
		for i := range 8 {
			fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="9" fill="#8a8f96" stroke="#333"/>`, patX0+patW/2-70+20*float64(i), patY0+55.0)
		}
	} else {
		const sq3 = 1.7320508
		minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for _, c := range cells {
			x, y := 1.5*float64(c.q), sq3*(float64(c.r)+float64(c.q)/2)
			minX, maxX = min(minX, x-1), max(maxX, x+1)
			minY, maxY = min(minY, y-sq3/2), max(maxY, y+sq3/2)
		}
		s := min(patW/(maxX-minX), (patH-18)/(maxY-minY), 24)
		ox := patX0 + patW/2 - s*(minX+maxX)/2
		oy := patY0 + (patH-18)/2 - s*(minY+maxY)/2
		for _, c := range cells {
			x, y := ox+s*1.5*float64(c.q), oy+s*sq3*(float64(c.r)+float64(c.q)/2)
			writePatternCell(b, x, y, s, c)
		}
	}
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="10" fill="#333">%s</text>`, patX0+patW/2, patY0+patH-4, escapeXML(caption))
	b.WriteString("</g>")
}

// writePatternCell draws one cell of a pattern centred at (x, y).
func writePatternCell(b *strings.Builder, x, y, s float64, c patternCell) {
	kind := c.kind
	if c.plaza {
		kind += "Plaza"
	}
	var pts []string
	for i := range 6 {
		a := math.Pi / 3 * float64(i)
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x+s*math.Cos(a), y+s*math.Sin(a)))
	}
	dash := ""
	if c.kind == "open" {
		dash = ` stroke-dasharray="3 2"`
	}
	fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="#333" stroke-width="1"%s/>`, strings.Join(pts, " "), patternColour[kind], dash)
	ink := "#111"
	if c.plaza || c.kind == "plaza" {
		ink = "#fff"
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="%.1f" fill="#ffe27a">★</text>`, x, y+s*0.35, s*0.7)
	}
	if c.label != "" {
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="%.1f" font-weight="bold" fill="%s">%s</text>`, x, y-s*0.25, s*0.55, ink, escapeXML(c.label))
	}
	if c.facing >= 0 { // a notch on the edge the part faces: corners (4+d)%6 and (5+d)%6
		a1, a2 := math.Pi/3*float64((4+c.facing)%6), math.Pi/3*float64((5+c.facing)%6)
		mx, my := x+s*0.87*(math.Cos(a1)+math.Cos(a2))/2, y+s*0.87*(math.Sin(a1)+math.Sin(a2))/2
		fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#111" stroke="#fff" stroke-width="1"/>`, mx, my, s*0.17)
	}
}

// conditionLine tells the condition's lines of a card picture
// (render.CardSVG), which the pattern replaces.
func conditionLine(line string) bool {
	return strings.HasPrefix(line, `<text x="14" y="`) && strings.Contains(line, `font-size="10.5" fill="#333">`)
}

// withPattern replaces the condition's words in a card picture by its
// pattern (the words stay in the picture's title).
func withPattern(svg string, card tile.Card) string {
	var b strings.Builder
	writePattern(&b, card)
	var out strings.Builder
	for line := range strings.Lines(svg) {
		if !conditionLine(line) {
			out.WriteString(line)
		}
	}
	return strings.Replace(out.String(), "</svg>", b.String()+"</svg>", 1)
}

// escapeXML escapes text for an SVG's text element (package html's
// escaper would bring its table of entities into the WebAssembly).
var escapeXML = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace
