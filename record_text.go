package akropolis

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The tags of the text form, in the order the writer puts them.
const (
	tagGame      = "Game"
	tagPlayers   = "Players"
	tagLevel     = "Level"
	tagRules     = "Rules"
	tagAllTiles  = "AllTiles"
	tagZero      = "StonesFromZero"
	tagUnlimited = "UnlimitedReserve"
	tagAthena    = "Athena"
	tagCardRules = "CardRules"
	tagSeed      = "Seed"
	tagCards     = "Cards"
	tagLine      = "Line"
	tagStacks    = "Stacks"
	tagPosition  = "Position"
	gameName     = "Akropolis"
)

// MarshalText encodes the record in its text form (see Record). It fails
// only for a record beyond the bounds, which could not be read back.
func (r Record) MarshalText() ([]byte, error) {
	if err := r.checkBounds(); err != nil {
		return nil, err
	}
	o := r.Options
	var b bytes.Buffer
	tag := func(name, value string) { b.WriteString("[" + name + " \"" + value + "\"]\n") }
	tag(tagGame, gameName)
	tag(tagPlayers, strconv.Itoa(o.Players))
	if o.Players == 1 || o.Difficulty != 0 {
		tag(tagLevel, o.Difficulty.String())
	}
	tag(tagRules, o.Scoring.String())
	tag(tagAllTiles, strconv.FormatBool(o.AllTiles))
	tag(tagZero, strconv.FormatBool(o.StonesFromZero))
	tag(tagUnlimited, strconv.FormatBool(o.UnlimitedReserve))
	if o.Athena {
		tag(tagAthena, "true")
	}
	if o.CardReadings != (athena.Options{}) {
		tag(tagCardRules, formatCardRules(o.CardReadings))
	}
	tag(tagSeed, formatSeed(o.Seed))
	if r.Setup != nil {
		tag(tagLine, joinTiles(r.Setup.Line))
		stacks := make([]string, len(r.Setup.Stacks))
		for i, s := range r.Setup.Stacks {
			stacks[i] = joinTiles(s)
		}
		tag(tagStacks, strings.Join(stacks, "/"))
		if r.Setup.Cards.InPlay() {
			tag(tagCards, r.Setup.Cards.String())
		}
	}
	taken := 0 // tiles taken before the first move
	if r.Position != nil {
		text, err := r.Position.MarshalText()
		if err != nil {
			return nil, err
		}
		tag(tagPosition, string(text))
		taken = r.Position.Turn - 1
	}
	b.WriteByte('\n')
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "%d. %v", i+1, m)
		if o.Players > 0 && !o.Athena { // with Athena a turn may take several moves
			fmt.Fprintf(&b, " ; seat %d", (taken+i)%o.Players)
		}
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// String returns the text form, or the error's text for a record beyond
// the bounds.
func (r Record) String() string {
	b, err := r.MarshalText()
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// UnmarshalText parses the text form (see Record); on error r is unchanged.
// The rules of the text form:
//
//   - Lines end with "\n" (a "\r" before it is dropped). Everything from a
//     ';' to the end of its line is a comment. Blank lines are ignored.
//   - First come the tags, one per line: '[', a name, one space, a value in
//     double quotes (no '"' or '\' inside), ']'. Each tag at most once, in
//     any order. Game must be "Akropolis" and Players is required; the
//     others may be left out and then take their zero values.
//   - Players is 1 to 4 (1 is a solo game). Level is the Architect's level
//     by name ("hippodamos"); the writer puts it only in a solo game or when
//     it is not the zero level. Rules is the variants.Options String form
//     ("none" for the base game). AllTiles, StonesFromZero and
//     UnlimitedReserve are "true" or "false". Seed is two unsigned decimal
//     numbers.
//   - Line is the face-up tiles at the start, position 0 first; Stacks is
//     the face-down stacks in draw order, separated by '/', each in the
//     order its tiles join the line. Tiles are numbers 1..61 ("04")
//     separated by '.', with no spaces, as in a position: one separator for
//     every list of tiles in the module's text forms.
//     Line or Stacks present means Setup is set (an empty value is an empty
//     list); both absent means Setup is nil: the site is dealt from the
//     seed.
//   - Athena is "true" for a game with the Athena expansion (the writer
//     puts it only then), CardRules its card rules: the names of those set
//     (as in their JSON form) joined by '+', or "none" (the writer puts it
//     only when one is set). Cards is the cards as dealt (Setup.Cards, see
//     site.Cards.MarshalText), written with Line and Stacks in such a game.
//   - Position, for a game continued from a position (Record.Position), is
//     the full position's one-line text form (see [Position]); it
//     takes the place of Line and Stacks.
//   - Any other tag name is an error: a misspelled Seed would silently
//     change the game.
//   - Then the moves, one per line: the move's number (1, 2, ... in order,
//     no gaps), a '.', spaces, and the Move text form "2:07@(1,-2)r3". The
//     number counts the moves of the record, not the game's turns: the two
//     agree only in a game of 2 to 4 players without the expansion. There
//     the writer adds the comment "; seat k" for the player who moves: turn
//     order never resets, so it is (number-1) mod Players, counted from the
//     start of the game (from the Position's turn, if any). In a solo game
//     only the player's moves are recorded; the Architect's takes, turns
//     too, follow from the rules. With the Athena expansion the moves
//     include the completions ("c2:75@(1,-2)r0") and stop moves of the
//     construction phase, so a turn may take several numbers, and the
//     writer adds no seat comment.
func (r *Record) UnmarshalText(b []byte) error {
	if len(b) > maxRecordBytes {
		return tooLarge("record of %d bytes (at most %d)", len(b), maxRecordBytes)
	}
	rec, err := parseRecord(string(b))
	if err != nil {
		return err
	}
	*r = rec
	return nil
}

// parseRecord reads the text form of a record (see Record). Malformed text
// returns an *Error wrapping rule.ErrSyntax; text beyond the bounds returns an
// error wrapping ErrTooLarge, found before the rest is read.
func parseRecord(s string) (Record, error) {
	if len(s) > maxRecordBytes {
		return Record{}, tooLarge("record of %d bytes (at most %d)", len(s), maxRecordBytes)
	}
	s = strings.TrimPrefix(s, bom)
	p := recordParser{seen: map[string]bool{}}
	for n := 1; len(s) > 0; n++ {
		var line string
		line, s, _ = strings.Cut(s, "\n")
		if err := p.line(n, line); err != nil {
			return Record{}, err
		}
	}
	if err := p.finish(); err != nil {
		return Record{}, err
	}
	return p.rec, nil
}

// recordParser reads a record's text form line by line.
type recordParser struct {
	rec      Record
	seen     map[string]bool
	inMoves  bool
	lastLine int
}

func (p *recordParser) line(n int, line string) error {
	p.lastLine = n
	if i := strings.IndexByte(line, ';'); i >= 0 {
		line = line[:i]
	}
	line = strings.TrimSpace(line)
	switch {
	case line == "":
		return nil
	case line[0] == '[':
		if p.inMoves {
			return lineErr(n, "tag after the moves")
		}
		return p.tag(n, line)
	default:
		p.inMoves = true
		return p.move(n, line)
	}
}

func (p *recordParser) tag(n int, line string) error {
	name, value, ok := splitTag(line)
	if !ok {
		return lineErr(n, "want a tag [Name \"value\"], got %.24q", line)
	}
	if p.seen[name] {
		return lineErr(n, "tag %s given twice", name)
	}
	p.seen[name] = true
	if err := p.setTag(name, value); err != nil {
		if errors.Is(err, ErrTooLarge) {
			return &Error{Line: n, Err: err}
		}
		return lineErr(n, "tag %s: %w", name, err)
	}
	return nil
}

// splitTag splits `[Name "value"]`.
func splitTag(line string) (name, value string, ok bool) {
	inner, ok := strings.CutPrefix(line, "[")
	if !ok {
		return "", "", false
	}
	if inner, ok = strings.CutSuffix(inner, "\"]"); !ok {
		return "", "", false
	}
	name, value, ok = strings.Cut(inner, " \"")
	if !ok || name == "" || strings.TrimLeft(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" ||
		strings.ContainsAny(value, "\"\\") {
		return "", "", false
	}
	return name, value, true
}

func (p *recordParser) setTag(name, value string) error {
	o := &p.rec.Options
	var err error
	switch name {
	case tagGame:
		if value != gameName {
			err = fmt.Errorf("want %q, got %.24q", gameName, value)
		}
	case tagPlayers:
		o.Players, err = strconv.Atoi(value)
	case tagLevel:
		err = o.Difficulty.UnmarshalText([]byte(value))
	case tagRules:
		o.Scoring, err = variants.ParseOptions(value)
	case tagAllTiles:
		o.AllTiles, err = parseBool(value)
	case tagZero:
		o.StonesFromZero, err = parseBool(value)
	case tagUnlimited:
		o.UnlimitedReserve, err = parseBool(value)
	case tagSeed:
		o.Seed, err = parseSeed(value)
	case tagAthena:
		o.Athena, err = parseBool(value)
	case tagCardRules:
		o.CardReadings, err = parseCardRules(value)
	case tagCards:
		err = p.setup().Cards.UnmarshalText([]byte(value))
	case tagLine:
		p.setup().Line, err = parseTiles(value)
	case tagStacks:
		p.setup().Stacks, err = parseStacks(value)
	case tagPosition:
		var pos Position
		if pos, err = parsePosition(value); err == nil {
			p.rec.Position = &pos
		}
	default:
		err = errors.New("unknown tag")
	}
	if err == nil {
		err = p.rec.checkBounds()
	}
	return err
}

func (p *recordParser) setup() *Setup {
	if p.rec.Setup == nil {
		p.rec.Setup = &Setup{}
	}
	return p.rec.Setup
}

func (p *recordParser) move(n int, line string) error {
	num, text, ok := strings.Cut(line, ".")
	want := len(p.rec.Moves) + 1
	if want > maxRecordMoves {
		return &Error{Line: n, Err: tooLarge("more than %d moves", maxRecordMoves)}
	}
	if !ok || num != strconv.Itoa(want) {
		return lineErr(n, "want move %d as \"%d. position:placement\", got %.24q", want, want, line)
	}
	m, err := parseMove(strings.TrimLeft(text, " \t")) // the spaces after the number
	if err != nil {
		return &Error{Line: n, Err: err} // err wraps rule.ErrSyntax
	}
	p.rec.Moves = append(p.rec.Moves, m)
	return nil
}

func (p *recordParser) finish() error {
	if len(p.seen) == 0 && len(p.rec.Moves) == 0 {
		return emptyInput("record")
	}
	for _, name := range []string{tagGame, tagPlayers} {
		if !p.seen[name] {
			return lineErr(p.lastLine, "no %s tag", name)
		}
	}
	return nil
}

func parseBool(s string) (bool, error) {
	switch s {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("want true or false, got %.24q", s)
}

// parseTiles reads tile numbers 1..61 separated by '.', as a position
// lists them; an empty value gives nil.
func parseTiles(s string) ([]tile.ID, error) {
	if s == "" {
		return nil, nil
	}
	if strings.Count(s, ".") >= maxSetupTiles {
		return nil, tooLarge("more than %d tiles", maxSetupTiles)
	}
	var ids []tile.ID
	for w := range strings.SplitSeq(s, ".") {
		id, err := parseSetupTile(w)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, nil
}

func parseSetupTile(w string) (tile.ID, error) {
	var id tile.ID
	if err := id.UnmarshalText([]byte(w)); err != nil || !id.InBase() {
		return 0, fmt.Errorf("tile %.24q: want a number 1..%d", w, tile.MaxID)
	}
	return id, nil
}

// parseStacks reads stacks separated by '/'; an empty value gives nil, and
// an empty stack is an error.
func parseStacks(s string) ([][]tile.ID, error) {
	if s == "" {
		return nil, nil
	}
	if strings.Count(s, "/") >= maxSetupTiles {
		return nil, tooLarge("more than %d stacks", maxSetupTiles)
	}
	var stacks [][]tile.ID
	for part := range strings.SplitSeq(s, "/") {
		ids, err := parseTiles(part)
		if err != nil {
			return nil, err
		}
		if len(ids) == 0 {
			return nil, errors.New("empty stack")
		}
		stacks = append(stacks, ids)
	}
	return stacks, nil
}
