package site

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// errSyntax is wrapped by the error of a Cards text or JSON form that
// cannot be read; a form that reads but lays out impossible cards wraps
// ErrBadCard instead.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("site: invalid %w", rule.ErrSyntax)

// slotForm is one card of the forms: the card, the four tiles dealt onto
// it, those taken off it and the seats that completed it (as many as the
// tiles taken: each completion takes one).
type slotForm struct {
	Card        tile.Card `json:"card"`
	Dealt       []int     `json:"dealt" strictjson:"max=4"`
	Taken       []int     `json:"taken" strictjson:"max=4"`
	CompletedBy []int     `json:"completedBy" strictjson:"max=4"`
}

// forms returns the four slots of c, or none for the zero Cards.
func (c Cards) forms() []slotForm {
	if !c.InPlay() {
		return []slotForm{}
	}
	out := make([]slotForm, CardSlots)
	p := siteplay.Cards(c)
	for s := range CardSlots {
		f := slotForm{Card: p.Card(s + 1), Dealt: []int{}, Taken: []int{}, CompletedBy: []int{}}
		for _, id := range p.Dealt(s + 1) {
			f.Dealt = append(f.Dealt, int(id))
			if !p.Holds(s+1, id) {
				f.Taken = append(f.Taken, int(id))
			}
		}
		for seat := range 4 {
			if p.Completed(s+1, seat) {
				f.CompletedBy = append(f.CompletedBy, seat)
			}
		}
		out[s] = f
	}
	return out
}

// cardsOf builds the cards the forms describe: no slot for the zero Cards,
// or four, each with four tiles dealt and as many taken as seats that
// completed it.
func cardsOf(fs []slotForm) (Cards, error) {
	if len(fs) == 0 {
		return Cards{}, nil
	}
	if len(fs) != CardSlots {
		return Cards{}, fmt.Errorf("%w: %d cards (want %d, or none)", ErrBadCard, len(fs), CardSlots)
	}
	var cards [CardSlots]tile.Card
	var dealt [CardSlots][siteplay.TilesPerCard]tile.ID
	for s, f := range fs {
		if len(f.Dealt) != siteplay.TilesPerCard {
			return Cards{}, fmt.Errorf("%w: card %v: %d tiles dealt (want %d)", ErrBadCard, f.Card, len(f.Dealt), siteplay.TilesPerCard)
		}
		cards[s] = f.Card
		for k, id := range f.Dealt {
			dealt[s][k] = oneHexID(id)
		}
	}
	c, err := siteplay.NewCards(cards, dealt)
	if err != nil {
		return Cards{}, err
	}
	for s, f := range fs {
		if len(f.Taken) != len(f.CompletedBy) {
			return Cards{}, fmt.Errorf("%w: card %v: %d tiles taken by %d completions (one each)", ErrBadCard, f.Card, len(f.Taken), len(f.CompletedBy))
		}
		for k, seat := range f.CompletedBy {
			if err := c.Complete(s+1, seat, oneHexID(f.Taken[k])); err != nil {
				if errors.Is(err, ErrBadCard) { // says so already
					return Cards{}, err
				}
				return Cards{}, fmt.Errorf("%w: %w", ErrBadCard, err)
			}
		}
	}
	return Cards(c), nil
}

// MarshalJSON encodes the cards as a list of four slots, [] for the zero
// Cards:
//
//	[{"card":"Fortress","dealt":[62,75,80,84],"taken":[75],"completedBy":[0]},...]
func (c Cards) MarshalJSON() ([]byte, error) { return json.Marshal(c.forms()) }

// maxCardsJSON bounds the JSON form, many times longer than four cards
// take even laid out with spaces.
const maxCardsJSON = 16 << 10

// UnmarshalJSON decodes the JSON form under the module's JSON convention
// (package strictjson), refusing cards that cannot be laid out (see
// the rules of ErrBadCard; a card must have as many tiles taken as seats that completed
// it). A document over 16 KiB, or a list of more than four cards, is
// refused before the rest is read (strictjson.ErrTooLarge). On error c is
// unchanged.
func (c *Cards) UnmarshalJSON(b []byte) error {
	var fs []slotForm
	if err := strictjson.DecodeBounded(b, &fs, maxCardsJSON, CardSlots); err != nil {
		return fmt.Errorf("%w: cards JSON: %w", errSyntax, err)
	}
	d, err := cardsOf(fs)
	if err != nil {
		return err
	}
	*c = d
	return nil
}

// String returns the text form (see MarshalText).
func (c Cards) String() string {
	var b strings.Builder
	for s, f := range c.forms() {
		if s > 0 {
			b.WriteString(" / ")
		}
		b.WriteString(f.Card.String() + " " + joinInts(f.Dealt) + " " + joinInts(f.CompletedBy) + " " + joinInts(f.Taken))
	}
	return b.String()
}

// MarshalText encodes the cards in one line, the four slots separated by
// " / ", each as the card, the tiles dealt, the seats that completed it
// and the tiles taken, lists comma-separated and "-" for an empty one:
//
//	Fortress 62,75,80,84 0 75 / Villa 63,64,65,66 - - / ...
//
// The zero Cards is the empty text.
func (c Cards) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// maxCardsText is longer than any cards text.
const maxCardsText = 400

// UnmarshalText parses the text form; on error c is unchanged.
func (c *Cards) UnmarshalText(b []byte) error {
	if len(b) > maxCardsText {
		return fmt.Errorf("%w: cards text of %d bytes", errSyntax, len(b))
	}
	s := strings.TrimSpace(string(b))
	var fs []slotForm
	if s != "" {
		for _, part := range strings.Split(s, "/") {
			f, err := parseSlot(part)
			if err != nil {
				return err
			}
			fs = append(fs, f)
		}
	}
	d, err := cardsOf(fs)
	if err != nil {
		return err
	}
	*c = d
	return nil
}

// parseSlot reads one slot of the text form.
func parseSlot(s string) (slotForm, error) {
	w := strings.Fields(s)
	if len(w) != 4 {
		return slotForm{}, fmt.Errorf("%w: card %.24q: want card, dealt, seats, taken", errSyntax, s)
	}
	var card tile.Card
	err := card.UnmarshalText([]byte(w[0]))
	if err != nil {
		return slotForm{}, fmt.Errorf("%w: %w", errSyntax, err)
	}
	f := slotForm{Card: card}
	lists := []*[]int{new([]int), &f.CompletedBy, new([]int)}
	for i, l := range lists {
		if *l, err = parseInts(w[i+1]); err != nil {
			return slotForm{}, err
		}
	}
	f.Dealt, f.Taken = *lists[0], *lists[2]
	return f, nil
}

// parseInts reads "1,2,3", or "-" for none; at most four numbers 0..255.
func parseInts(s string) ([]int, error) {
	if s == "-" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	if len(parts) > siteplay.TilesPerCard {
		return nil, fmt.Errorf("%w: list %.24q of more than %d", errSyntax, s, siteplay.TilesPerCard)
	}
	out := make([]int, len(parts))
	for i, p := range parts {
		v, err := strconv.ParseUint(p, 10, 8)
		if err != nil {
			return nil, fmt.Errorf("%w: %.24q is not a number 0..255", errSyntax, p)
		}
		out[i] = int(v)
	}
	return out, nil
}

// oneHexID returns v as a tile ID when it can be one, and 0 (no one-hex
// tile, which the layout refuses) otherwise.
func oneHexID(v int) tile.ID {
	if v < 0 || v > 255 {
		return 0
	}
	return tile.ID(v)
}

func joinInts(vs []int) string {
	if len(vs) == 0 {
		return "-"
	}
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, ",")
}
