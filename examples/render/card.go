package render

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/akropolis-rules/akropolis/tile"
)

// The size of a card picture, and of the hexes of the tiles on it.
const (
	cardW     = 200.0
	cardH     = 300.0
	cardHex   = 21.0
	cardWrap  = 30 // characters per line of the condition
	maxOnCard = 4  // tiles dealt onto a card
	maxSeats  = 4
)

// seatFill colours each seat's statue pieces. A statue is also numbered
// by its seat, so that no seat is told by colour alone.
var seatFill = [maxSeats]string{"#e8e8e8", "#2b2b2b", "#c8892a", "#3f7fbf"}

// seatInk is the number's colour on each seat's statue.
var seatInk = [maxSeats]string{"#222222", "#ffffff", "#222222", "#ffffff"}

// noFamily is the card colour of Main Street, Quarry Mine and Agora.
const noFamily = "#6b6457"

// ErrCard is the error of a card picture that cannot be drawn: CardSVG's
// errors wrap it.
var ErrCard = errors.New("render: bad card")

// CardSVG writes a picture of a construction card of the Athena
// expansion as it lies in a game: its name on a band of its family's
// colour (a plaza's shade; grey for the three cards of no family) with the
// family's letter and name, its condition in the words of the card's doc
// comment in package tile, the one-hex tiles still on it (drawn as
// hexes, doubles at rotation 0, half A up, each numbered), and a statue
// piece for each seat that completed it, in the seat's colour and
// numbered by the seat (bit k of completedBy set: seat k, 0 to 3).
//
// The picture's title is the card's name and condition; each tile's
// hexes carry data-tile="62", and the picture data-card, for a page that
// lets a player choose. A card that is not one of the 18, a
// tile that is not one-hex, more than 4 tiles or the same tile twice, or
// a seat above 3, is an error, and nothing is written.
func CardSVG(w io.Writer, card tile.Card, tiles []tile.ID, completedBy uint8) error {
	if err := checkCard(card, tiles, completedBy); err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="card" data-card="%v" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="DejaVu Sans, Verdana, sans-serif">`+"\n",
		card, cardW, cardH, cardW, cardH)
	b.WriteString("<title>") // the card in words, for a screen reader or a tooltip
	xml.EscapeText(&b, []byte(cardName(card)+": "+condition(card)))
	b.WriteString("</title>\n")
	writeCardFrame(&b, card)
	writeCondition(&b, card)
	writeCardTiles(&b, tiles)
	writeStatues(&b, completedBy)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// checkCard returns why a card picture cannot be drawn, or nil.
func checkCard(card tile.Card, tiles []tile.ID, completedBy uint8) error {
	if card == tile.NoCard || card > tile.Agora {
		return fmt.Errorf("%w: %v is not a construction card", ErrCard, card)
	}
	if len(tiles) > maxOnCard {
		return fmt.Errorf("%w: %d tiles on a card, at most %d", ErrCard, len(tiles), maxOnCard)
	}
	for i, id := range tiles {
		if !id.IsOneHex() {
			return fmt.Errorf("%w: tile %v is not a one-hex tile (62 to 91)", ErrCard, id)
		}
		for _, other := range tiles[:i] {
			if other == id {
				return fmt.Errorf("%w: tile %v twice", ErrCard, id)
			}
		}
	}
	if completedBy>>maxSeats != 0 {
		return fmt.Errorf("%w: completed by seats %08b, seats are 0 to 3", ErrCard, completedBy)
	}
	return nil
}

// cardName spells a card's name in words: "PilgrimsStairs" as "Pilgrims
// Stairs".
func cardName(c tile.Card) string {
	var b strings.Builder
	for i, r := range c.String() {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// writeCardFrame draws the card's outline and its band: the family's
// badge, the name and the family in words.
func writeCardFrame(b *strings.Builder, card tile.Card) {
	band, family := noFamily, "no family"
	d := card.Family()
	if d != tile.None {
		band, family = fill[d.Plaza()], d.String()+" family"
	}
	fmt.Fprintf(b, `<rect x="1.5" y="1.5" width="%.0f" height="%.0f" rx="10" fill="#fffdf7" stroke="%s" stroke-width="3"/>`+"\n", cardW-3, cardH-3, band)
	fmt.Fprintf(b, `<path d="M1.5 48 V11.5 A10 10 0 0 1 11.5 1.5 H%.1f A10 10 0 0 1 %.1f 11.5 V48 Z" fill="%s"/>`+"\n", cardW-11.5, cardW-1.5, band)
	x := 14.0
	if d != tile.None {
		k := d
		fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="#ffffff" stroke-width="1.5"/>`+"\n", points(26, 25, 16), fill[k])
		text(b, 26, 30, 14, ink[k], letter(k), true)
		x = 48
	}
	fmt.Fprintf(b, `<text x="%.1f" y="22" font-size="15" font-weight="bold" fill="#ffffff">`, x)
	xml.EscapeText(b, []byte(cardName(card)))
	b.WriteString("</text>\n")
	fmt.Fprintf(b, `<text x="%.1f" y="39" font-size="11" fill="#ffffff">%s</text>`+"\n", x, family)
}

// condition returns the card's condition as a sentence.
func condition(card tile.Card) string {
	c := conditions[card]
	return strings.ToUpper(c[:1]) + c[1:]
}

// writeCondition writes the card's condition, wrapped to the card's width.
func writeCondition(b *strings.Builder, card tile.Card) {
	for i, line := range wrap(condition(card), cardWrap) {
		fmt.Fprintf(b, `<text x="14" y="%.0f" font-size="10.5" fill="#333">`, 68+14*float64(i))
		xml.EscapeText(b, []byte(line))
		b.WriteString("</text>\n")
	}
}

// wrap cuts s into lines of at most n characters at spaces (a longer word
// keeps a line of its own).
func wrap(s string, n int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		switch {
		case line == "":
			line = word
		case len(line)+1+len(word) <= n:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	return append(lines, line)
}

// writeCardTiles draws the tiles still on the card in a row, each with
// its number below, or says that none is left.
func writeCardTiles(b *strings.Builder, tiles []tile.ID) {
	const y = 219.0
	fmt.Fprintf(b, `<text x="14" y="%.0f" font-size="10" fill="#666">tiles on the card</text>`+"\n", y-cardHex-7)
	if len(tiles) == 0 {
		fmt.Fprintf(b, `<text x="%.1f" y="%.0f" text-anchor="middle" font-size="12" fill="#666">no tiles left</text>`+"\n", cardW/2, y+4)
		return
	}
	const step = 2.2 * cardHex
	x0 := cardW/2 - step*float64(len(tiles)-1)/2
	for i, id := range tiles {
		x := x0 + step*float64(i)
		attrs := fmt.Sprintf(` data-tile="%d"`, id)
		writeHex(b, x, y, cardHex, hexDrawing{face: id.Face(0), oneHex: true, attrs: attrs})
		text(b, x, y+cardHex+12, 10, "#555", fmt.Sprint(id), false)
		fmt.Fprintf(b, `<polygon class="hit"%s points="%s" fill="transparent"/>`+"\n", attrs, points(x, y, cardHex))
	}
}

// writeStatues draws a statue piece for each seat that completed the
// card, or says that none did.
func writeStatues(b *strings.Builder, completedBy uint8) {
	const y = 262.0
	fmt.Fprintf(b, `<text x="14" y="%.0f" font-size="10" fill="#666">completed by</text>`+"\n", y+14)
	if completedBy == 0 {
		fmt.Fprintf(b, `<text x="92" y="%.0f" font-size="11" fill="#666">no one yet</text>`+"\n", y+14)
		return
	}
	x := 104.0
	for k := range maxSeats {
		if completedBy&(1<<k) == 0 {
			continue
		}
		writeStatue(b, x, y, k)
		x += 26
	}
}

// writeStatue draws seat k's statue piece standing on (x, y+30): a head,
// a robed body and a plinth bearing the seat's number.
func writeStatue(b *strings.Builder, x, y float64, k int) {
	fmt.Fprintf(b, `<g class="statue" data-seat="%d" fill="%s" stroke="#222" stroke-width="0.9">`, k, seatFill[k])
	fmt.Fprintf(b, `<circle cx="%.1f" cy="%.1f" r="3.6"/>`, x, y+4)
	fmt.Fprintf(b, `<path d="M%.1f %.1f L%.1f %.1f L%.1f %.1f L%.1f %.1f Z"/>`, x-3.5, y+8.5, x+3.5, y+8.5, x+5.5, y+19, x-5.5, y+19)
	fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="16" height="11" rx="1.5"/>`, x-8, y+19)
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="9" font-weight="bold" fill="%s" stroke="none">%d</text>`, x, y+27.5, seatInk[k], k)
	b.WriteString("</g>\n")
}
