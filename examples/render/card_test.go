package render_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/examples/internal/halfcheck"
	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/tile"
)

// cardPicture is what a test reads back from a card picture.
type cardPicture struct {
	texts []string // every text element, in order
	tiles []string // data-tile of the tiles' hit areas, in order
	seats []string // data-seat of the statue pieces, in order
}

func readCard(t *testing.T, svg []byte) cardPicture {
	t.Helper()
	var p cardPicture
	d := xml.NewDecoder(bytes.NewReader(svg))
	inText := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return p
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			switch {
			case tok.Name.Local == "text":
				inText = true
				p.texts = append(p.texts, "")
			case tok.Name.Local == "polygon" && halfcheck.Attr(tok, "class") == "hit":
				p.tiles = append(p.tiles, halfcheck.Attr(tok, "data-tile"))
			case halfcheck.Attr(tok, "class") == "statue":
				p.seats = append(p.seats, halfcheck.Attr(tok, "data-seat"))
			}
		case xml.CharData:
			if inText {
				p.texts[len(p.texts)-1] += string(tok)
			}
		case xml.EndElement:
			inText = false
		}
	}
}

func TestCardSVG(t *testing.T) {
	for _, tc := range []struct {
		golden      string
		card        tile.Card
		tiles       []tile.ID
		completedBy uint8
		// what a player reads on it, worked out by hand
		name, family, condition string
		tileNumbers, seats      string
	}{
		{
			// A Barracks card just dealt its four tiles (two doubles, a
			// single Garden, a Barracks plaza), completed by seats 0 and 2.
			"card-4-tiles.svg", tile.Fortress, []tile.ID{62, 75, 90, 66}, 0b0101,
			"Fortress", "Barracks family",
			"A visible Barracks plaza with Barracks parts facing it from two directions i and i+2 " +
				"(120 degrees apart); a third Barracks between them does no harm.",
			"62 75 90 66", "0 2",
		},
		{
			// A card of no family with one tile left: seats 0, 1 and 3
			// have taken the other three.
			"card-1-tile.svg", tile.MainStreet, []tile.ID{71}, 0b1011,
			"Main Street", "no family",
			"Five cells in a straight line, each with a district part, of five different types; " +
				"the inner parts own both edges along the line (so they are whole hexes), the end parts the inner edge; " +
				"a plaza or Quarry breaks the line; heights are free.",
			"71", "0 1 3",
		},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			var b bytes.Buffer
			if err := render.CardSVG(&b, tc.card, tc.tiles, tc.completedBy); err != nil {
				t.Fatal(err)
			}
			p := readCard(t, b.Bytes())
			if !strings.Contains(strings.Join(p.texts, "|"), tc.name+"|"+tc.family+"|") {
				t.Errorf("texts %q: no name %q then family %q", p.texts, tc.name, tc.family)
			}
			if !strings.Contains(strings.Join(p.texts, " "), tc.condition) {
				t.Errorf("texts %q do not state the condition %q", p.texts, tc.condition)
			}
			if got := strings.Join(p.tiles, " "); got != tc.tileNumbers {
				t.Errorf("tiles %q, want %q", got, tc.tileNumbers)
			}
			if got := strings.Join(p.seats, " "); got != tc.seats {
				t.Errorf("statues of seats %q, want %q", got, tc.seats)
			}
			golden(t, tc.golden, b.String())
		})
	}
}

// TestCardDoubles checks that a double district on a card lies at
// rotation 0, half A up: 62's Market toward N, NE and NW, and 66's
// Market likewise.
func TestCardDoubles(t *testing.T) {
	var b bytes.Buffer
	if err := render.CardSVG(&b, tile.Fortress, []tile.ID{62, 75, 90, 66}, 0); err != nil {
		t.Fatal(err)
	}
	halves, err := halfcheck.Read(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(halves) != 2 {
		t.Fatalf("halves of %d tiles, want 2 (62 and 66)", len(halves))
	}
	for _, id := range []string{"62", "66"} {
		hs := halves[id]
		if len(hs) != 2 || hs[0].Kind != "Market" {
			t.Fatalf("tile %s: halves %+v, want a Market half A", id, hs)
		}
		got, err := halfcheck.Facing(hs[0], hs[1])
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != "[N NE NW]" {
			t.Errorf("tile %s: half A drawn toward %s, want [N NE NW]", id, got)
		}
	}
}

func TestCardSVGRefuses(t *testing.T) {
	for _, tc := range []struct {
		name        string
		card        tile.Card
		tiles       []tile.ID
		completedBy uint8
		says        string
	}{
		{"no card", tile.NoCard, nil, 0, "not a construction card"},
		{"card 19", tile.Agora + 1, nil, 0, "not a construction card"},
		{"a 3-hex tile", tile.Agora, []tile.ID{61}, 0, "tile 61 is not a one-hex tile"},
		{"tile 92", tile.Agora, []tile.ID{92}, 0, "tile 92 is not a one-hex tile"},
		{"five tiles", tile.Agora, []tile.ID{62, 63, 64, 65, 66}, 0, "5 tiles on a card"},
		{"a tile twice", tile.Agora, []tile.ID{62, 63, 62}, 0, "tile 62 twice"},
		{"seat 4", tile.Agora, nil, 1 << 4, "seats are 0 to 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			err := render.CardSVG(&b, tc.card, tc.tiles, tc.completedBy)
			if !errors.Is(err, render.ErrCard) || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("error %v, want ErrCard saying %q", err, tc.says)
			}
			if b.Len() != 0 {
				t.Errorf("wrote %d bytes", b.Len())
			}
		})
	}
}

func TestCardSVGWriteError(t *testing.T) {
	if err := render.CardSVG(failWriter{}, tile.Agora, nil, 0); err == nil {
		t.Error("no error from a failing writer")
	}
}
