package akropolis

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// maxPositionBytes is the largest position document read, in text or JSON
// (64 KiB; a real position takes about 1 KiB). Longer input, or lists
// longer than 61 items, are refused with an error wrapping ErrTooLarge.
const maxPositionBytes = 1 << 16

// positionFields is the number of space-separated fields of the text form
// of a base game's position. A position of a game with the Athena
// expansion has two more, its card rules and its construction phase, and
// then its cards in their own text form (site.Cards.MarshalText).
const positionFields = 13

// constructingMark is the construction phase field of an Athena position
// whose seat to move is in its construction phase; "-" otherwise.
const constructingMark = "constructing"

// MarshalText encodes the position in its one-line text form (see
// [Position]). It fails for values that have no text form, so that what
// it writes UnmarshalText reads back equal (the seed aside): a level or
// variant bits out of range (ErrBadOptions); lists beyond the bounds
// (ErrTooLarge); a tile outside 1..61 on the site, or outside 1..91 (the
// one-hex tiles) in a city or pile, a rotation outside 0..5, an empty
// stack, no city, known stacks other than StacksLeft in number, numbers
// beyond the ranges UnmarshalText reads, or cards or a construction phase
// without the Athena expansion (rule.ErrSyntax).
func (p Position) MarshalText() ([]byte, error) {
	o := p.Options
	if err := o.checkForm(); err != nil {
		return nil, err
	}
	if err := p.checkBounds(); err != nil {
		return nil, err
	}
	if err := p.checkText(); err != nil {
		return nil, err
	}
	flags := ""
	for _, f := range []struct {
		on bool
		c  string
	}{{o.AllTiles, "a"}, {o.StonesFromZero, "z"}, {o.UnlimitedReserve, "u"}} {
		if f.on {
			flags += f.c
		}
	}
	stacks := "?" + strconv.Itoa(p.StacksLeft)
	if p.Stacks != nil || p.StacksLeft == 0 {
		parts := make([]string, len(p.Stacks))
		for i, s := range p.Stacks {
			parts[i] = joinTiles(s)
		}
		stacks = orDash(strings.Join(parts, "/"))
	}
	cities := make([]string, len(p.Cities))
	for k, ps := range p.Cities {
		words := make([]string, len(ps))
		for i, pl := range ps {
			words[i] = pl.String()
		}
		cities[k] = orDash(strings.Join(words, "."))
	}
	stones := make([]string, len(p.Stones))
	for k, n := range p.Stones {
		stones[k] = strconv.Itoa(n)
	}
	f := []string{strconv.Itoa(o.Players), o.Difficulty.String(), strings.ReplaceAll(o.Scoring.String(), " ", ","),
		orDash(flags), strconv.Itoa(p.Turn), strconv.Itoa(p.Current), strconv.Itoa(p.Chief),
		orDash(strings.Join(stones, ".")), strconv.Itoa(p.Reserve), orDash(joinTiles(p.Line)), stacks,
		orDash(strings.Join(cities, "/")), orDash(joinTiles(p.Pile))}
	if o.Athena {
		phase := "-"
		if p.Constructing {
			phase = constructingMark
		}
		f = append(f, formatCardRules(o.CardReadings), phase)
		if p.Cards.InPlay() {
			f = append(f, p.Cards.String())
		}
	}
	return []byte(strings.Join(f, " ")), nil
}

// String returns the text form, or the error's text for a position that
// has none.
func (p Position) String() string {
	b, err := p.MarshalText()
	if err != nil {
		return err.Error()
	}
	return string(b)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func joinTiles(ids []tile.ID) string {
	words := make([]string, len(ids))
	for i, id := range ids {
		words[i] = id.String()
	}
	return strings.Join(words, ".")
}

// checkBounds refuses lists that no reader takes.
func (p Position) checkBounds() error {
	if len(p.Line) > maxSetupTiles || len(p.Pile) > maxSetupTiles || len(p.Stacks) > maxSetupTiles ||
		len(p.Cities) > maxSetupTiles || len(p.Stones) > maxSetupTiles {
		return tooLarge("position lists of more than %d items", maxSetupTiles)
	}
	for _, s := range p.Stacks {
		if len(s) > maxSetupTiles {
			return tooLarge("a stack of %d tiles (at most %d)", len(s), maxSetupTiles)
		}
	}
	for _, ps := range p.Cities {
		if len(ps) > maxSetupTiles {
			return tooLarge("a city of %d placements (at most %d)", len(ps), maxSetupTiles)
		}
	}
	return p.checkTiles()
}

// checkTiles refuses what neither form can hold: a tile outside 1..61 in
// the line or a stack, or outside 1..91 (the one-hex tiles too) in the pile
// or a city, a rotation outside 0..5, an empty stack. Whether a tile
// belongs where it is is for Check.
func (p Position) checkTiles() error {
	for i, ids := range append([][]tile.ID{p.Pile, p.Line}, p.Stacks...) {
		place, pile := "line", i == 0
		switch {
		case pile:
			place = "pile"
		case i >= 2:
			place = fmt.Sprintf("stacks: stack %d", i-2)
			if len(ids) == 0 {
				return fmt.Errorf("%w: position: %s is empty", errSyntax, place)
			}
		}
		for _, id := range ids {
			switch {
			case pile && !id.InBase() && !id.IsOneHex():
				return fmt.Errorf("%w: position: pile: tile %d is not in 1..%d", errSyntax, id, tile.MaxAthenaID)
			case !pile && !id.InBase():
				return fmt.Errorf("%w: position: %s: tile %d is not in 1..%d (the one-hex tiles 62..%d are only in a city or the pile)",
					errSyntax, place, id, tile.MaxID, tile.MaxAthenaID)
			}
		}
	}
	for k, ps := range p.Cities {
		for _, pl := range ps {
			if !pl.Tile.InBase() && !pl.Tile.IsOneHex() || pl.Rotation > 5 {
				return fmt.Errorf("%w: position: cities: city %d: placement %v: tile 1..%d and rotation 0..5 wanted", errSyntax, k, pl, tile.MaxAthenaID)
			}
		}
	}
	return nil
}

// checkText refuses what the text form cannot hold besides: numbers beyond
// the ranges UnmarshalText reads, no city, and known stacks whose number is
// not StacksLeft (the text writes the stacks alone). The JSON form applies
// it too, so that both forms hold the same positions.
func (p Position) checkText() error {
	fail := func(what string, n, lo, hi int) error {
		return fmt.Errorf("%w: position: %s %d has no text form (want %d..%d)", errSyntax, what, n, lo, hi)
	}
	for _, f := range []struct {
		what      string
		n, lo, hi int
	}{{"players", p.Options.Players, 1, 4}, {"turn", p.Turn, 1, 1000}, {"current seat", p.Current, 0, 3},
		{"Chief Architect seat", p.Chief, 0, 3}, {"reserve", p.Reserve, -1000, 1000},
		{"number of cities", len(p.Cities), 1, maxSetupTiles}, {"stacks left", p.StacksLeft, 0, maxSetupTiles}} {
		if f.n < f.lo || f.n > f.hi {
			return fail(f.what, f.n, f.lo, f.hi)
		}
	}
	for _, n := range p.Stones {
		if n < -1000 || n > 1000 {
			return fail("stone count", n, -1000, 1000)
		}
	}
	if (p.Stacks != nil || p.StacksLeft == 0) && len(p.Stacks) != p.StacksLeft {
		return fmt.Errorf("%w: position: %s left but %d known", errSyntax, plural(p.StacksLeft, "stack"), len(p.Stacks))
	}
	if !p.Options.Athena && (p.Cards.InPlay() || p.Constructing) {
		return fmt.Errorf("%w: position: construction cards or phase without the Athena expansion have no text form", errSyntax)
	}
	if p.Options.Seed != ([2]uint64{}) {
		return fmt.Errorf("%w: position: options: %w", errSyntax, errSeedInPosition)
	}
	return nil
}

// UnmarshalText parses the text form; on error p is unchanged.
func (p *Position) UnmarshalText(b []byte) error {
	if len(b) > maxPositionBytes {
		return tooLarge("position of %d bytes (at most %d)", len(b), maxPositionBytes)
	}
	q, err := parsePosition(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// parsePosition reads the text form of a position (see Position). A
// byte order mark, and spaces, tabs and line ends around the line, are
// ignored; inside it the fields are separated by single spaces, and any
// other space (a tab, two spaces, a line end) is an error naming its
// column. Malformed text returns an error wrapping rule.ErrSyntax, naming the
// field; no text at all one wrapping ErrEmptyInput too; text beyond the
// bounds an error wrapping ErrTooLarge. It checks the form only: whether
// the position is legal is for Check.
func parsePosition(s string) (Position, error) {
	if len(s) > maxPositionBytes {
		return Position{}, tooLarge("position of %d bytes (at most %d)", len(s), maxPositionBytes)
	}
	line := strings.Trim(strings.TrimPrefix(s, bom), " \t\r\n")
	if line == "" {
		return Position{}, emptyInput("position")
	}
	if err := checkSpaces(line); err != nil {
		return Position{}, err
	}
	f := strings.Split(line, " ")
	if len(f) != positionFields && len(f) < positionFields+2 {
		return Position{}, fmt.Errorf("%w: position: %s, want %d (%d and the cards with the Athena expansion)", errSyntax, plural(len(f), "field"), positionFields, positionFields+2)
	}
	var p Position
	for i, parse := range positionParsers {
		if err := parse(&p, f[i]); err != nil {
			if errors.Is(err, ErrTooLarge) {
				return Position{}, err
			}
			return Position{}, fmt.Errorf("%w: position: field %d (%s): %w", errSyntax, i+1, positionFieldNames[i], err)
		}
	}
	if len(f) > positionFields {
		if err := parseAthena(&p, f[positionFields:]); err != nil {
			return Position{}, err
		}
	}
	if err := p.checkTiles(); err != nil { // an empty stack ("-" between slashes)
		return Position{}, err
	}
	return p, nil
}

// parseAthena reads what follows the fields of a base position in an
// Athena position: the card rules, the construction phase mark and the
// cards' text form (which has spaces of its own).
func parseAthena(p *Position, f []string) error {
	rules, err := parseCardRules(f[0])
	if err != nil {
		return fmt.Errorf("%w: position: field %d (card rules): %w", errSyntax, positionFields+1, err)
	}
	switch f[1] {
	case constructingMark:
		p.Constructing = true
	case "-":
	default:
		return fmt.Errorf("%w: position: field %d (construction phase): want %q or \"-\", got %.24q", errSyntax, positionFields+2, constructingMark, f[1])
	}
	if err := p.Cards.UnmarshalText([]byte(strings.Join(f[2:], " "))); err != nil {
		return fmt.Errorf("%w: position: cards: %w", errSyntax, err)
	}
	p.Options.Athena, p.Options.CardReadings = true, rules
	return nil
}

// checkSpaces refuses any space in a position's line but the single
// spaces between fields, naming its column (from 1, at the line's first
// character).
func checkSpaces(line string) error {
	for i, r := range line {
		if !unicode.IsSpace(r) || r == ' ' && line[i-1] != ' ' {
			continue
		}
		what := fmt.Sprintf("%q", r)
		if r == ' ' {
			what = "a second space"
		}
		return fmt.Errorf("%w: position: column %d: %s: fields are separated by one space", errSyntax, i+1, what)
	}
	return nil
}

var positionFieldNames = [positionFields]string{"players", "level", "rules", "flags", "turn", "seat to move",
	"Chief Architect", "stones", "reserve", "line", "stacks", "cities", "pile"}

// positionParsers read the fields of the text form, in order.
var positionParsers = [positionFields]func(p *Position, s string) error{
	func(p *Position, s string) (err error) { p.Options.Players, err = parseSmall(s, 1, 4); return },
	func(p *Position, s string) (err error) { return p.Options.Difficulty.UnmarshalText([]byte(s)) },
	func(p *Position, s string) (err error) {
		p.Options.Scoring, err = variants.ParseOptions(strings.ReplaceAll(s, ",", " "))
		return
	},
	parseFlags,
	func(p *Position, s string) (err error) { p.Turn, err = parseSmall(s, 1, 1000); return },
	func(p *Position, s string) (err error) { p.Current, err = parseSmall(s, 0, 3); return },
	func(p *Position, s string) (err error) { p.Chief, err = parseSmall(s, 0, 3); return },
	func(p *Position, s string) (err error) { p.Stones, err = parseInts(s); return },
	func(p *Position, s string) (err error) { p.Reserve, err = parseSmall(s, -1000, 1000); return },
	func(p *Position, s string) (err error) { p.Line, err = parseTileList(s, false); return },
	parseStackField,
	parseCities,
	func(p *Position, s string) (err error) { p.Pile, err = parseTileList(s, true); return },
}

// parseSmall reads a decimal integer in lo..hi.
func parseSmall(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("want a number %d..%d, got %.24q", lo, hi, s)
	}
	return n, nil
}

func parseFlags(p *Position, s string) error {
	if s == "-" {
		return nil
	}
	rest := s
	for _, f := range []struct {
		c  string
		on *bool
	}{{"a", &p.Options.AllTiles}, {"z", &p.Options.StonesFromZero}, {"u", &p.Options.UnlimitedReserve}} {
		rest, *f.on = strings.CutPrefix(rest, f.c)
	}
	if rest != "" {
		return fmt.Errorf("want \"-\" or some of a, z, u in that order, got %.24q", s)
	}
	return nil
}

// splitList splits a '.'-separated list ("-" is empty), refusing more
// than 61 items.
func splitList(s string) ([]string, error) {
	if s == "-" {
		return nil, nil
	}
	if strings.Count(s, ".") >= maxSetupTiles {
		return nil, tooLarge("a list of more than %d items", maxSetupTiles)
	}
	return strings.Split(s, "."), nil
}

func parseInts(s string) ([]int, error) {
	words, err := splitList(s)
	out := make([]int, 0, len(words))
	for _, w := range words {
		n, err := parseSmall(w, -1000, 1000)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, err
}

// parseTileList reads tile numbers 1..61, or 1..91 with oneHex (the
// one-hex tiles that an Athena game's pile holds), separated by '.'; "-" is
// none.
func parseTileList(s string, oneHex bool) ([]tile.ID, error) {
	words, err := splitList(s)
	if err != nil {
		return nil, err
	}
	ids := []tile.ID{}
	for _, w := range words {
		id, err := parsePositionTile(w, oneHex)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// parsePositionTile reads a tile number 1..61 as a setup's, or with oneHex
// a one-hex tile 62..91 too.
func parsePositionTile(w string, oneHex bool) (tile.ID, error) {
	if n, err := strconv.Atoi(w); oneHex && err == nil && len(w) == 2 && tile.ID(n).IsOneHex() {
		return tile.ID(n), nil
	}
	return parseSetupTile(w)
}

// parseStackField reads "?N" (N hidden stacks), "-" (none) or known stacks
// separated by '/'.
func parseStackField(p *Position, s string) error {
	if n, ok := strings.CutPrefix(s, "?"); ok {
		var err error
		p.StacksLeft, err = parseSmall(n, 0, maxSetupTiles)
		return err
	}
	p.Stacks = [][]tile.ID{}
	if s == "-" {
		return nil
	}
	if strings.Count(s, "/") >= maxSetupTiles {
		return tooLarge("more than %d stacks", maxSetupTiles)
	}
	for part := range strings.SplitSeq(s, "/") {
		ids, err := parseTileList(part, false)
		if err != nil {
			return err
		}
		p.Stacks = append(p.Stacks, ids)
	}
	p.StacksLeft = len(p.Stacks)
	return nil
}

// parseCities reads the cities separated by '/', each "-" or placements
// separated by '.'.
func parseCities(p *Position, s string) error {
	if strings.Count(s, "/") >= maxSetupTiles {
		return tooLarge("more than %d cities", maxSetupTiles)
	}
	for part := range strings.SplitSeq(s, "/") {
		words, err := splitList(part)
		if err != nil {
			return err
		}
		ps := []city.Placement{}
		for _, w := range words {
			var pl city.Placement
			err := pl.UnmarshalText([]byte(w))
			if err != nil {
				return err
			}
			ps = append(ps, pl)
		}
		p.Cities = append(p.Cities, ps)
	}
	return nil
}

// readPosition reads a position in either form, text or JSON (a document
// whose first byte after any byte order mark and spaces is '{'), from r,
// reading at most 64 KiB and one byte: ReadAny's reader of positions.
func readPosition(r io.Reader) (Position, error) {
	return readForm[Position](r, maxPositionBytes, "position")
}
