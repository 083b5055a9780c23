package akropolis

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Bounds on the records and cities this package reads. They stop hostile
// input before any work is done; no real game comes near them (a game has at
// most 60 turns and a city at most 61 tiles).
const (
	// MaxRecordBytes is the largest record or city document read, in bytes
	// (1 MiB), in text or JSON.
	MaxRecordBytes = 1 << 20
	// MaxRecordMoves is the most moves a record may hold.
	MaxRecordMoves = 1000
	// MaxSetupTiles is the most tiles a record's setup may list, line and
	// stacks together: the catalogue has 61.
	MaxSetupTiles = int(tile.MaxID)
)

// Record is a whole game as data: the options, the setup of the construction
// site and the moves in order. Replay plays it back, validating every move.
//
// Its text form (MarshalText, ParseRecord) reads like a chess PGN:
//
//	[Game "Akropolis"]
//	[Players "3"]
//	[Rules "houses+markets barracks-outside-only"]
//	[AllTiles "false"]
//	[StonesFromZero "false"]
//	[UnlimitedReserve "false"]
//	[Seed "1 2"]
//	[Line "12 04 33 07 19"]
//	[Stacks "05 44 21 09 / 11 38 02 57 / ..."]
//
//	1. 0:12@(0,-1)r0 ; seat 0
//	2. 2:33@(1,-1)r4 ; seat 1
//
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
//     the face-down stacks in draw order, separated by " / ", each in the
//     order its tiles join the line. Tiles are numbers 1..61 ("04").
//     Line or Stacks present means Setup is set (an empty value is an empty
//     list); both absent means Setup is nil: the site is dealt from the
//     seed.
//   - Any other tag name is an error: a misspelled Seed would silently
//     change the game.
//   - Then the moves, one per line: the turn number (1, 2, ... in order, no
//     gaps), a '.', spaces, and the Move text form "2:07@(1,-2)r3". The
//     writer adds the comment "; seat k" for the player who moves: turn
//     order never resets, so it is (turn-1) mod Players. In a solo game
//     only the player's moves are recorded; the Architect's takes follow
//     from the rules.
//
// Its JSON form has lower camel case names, the moves and tiles in their
// text forms, the level by name (left out when zero), and the seed as a
// string, empty for "0 0" (a uint64 does not survive a JavaScript number):
//
//	{"options":{"players":3,"rules":{"variants":"none"},"allTiles":false,
//	 "stonesFromZero":false,"unlimitedReserve":false,"seed":"1 2"},
//	 "setup":{"line":["12","04",...],"stacks":[["05","44",...],...]},
//	 "moves":["0:12@(0,-1)r0",...]}
//
// Unknown JSON names are errors too; ReadRecord reads either form.
//
// Both forms refuse documents over MaxRecordBytes, records of more than
// MaxRecordMoves moves and setups of more than MaxSetupTiles tiles, with an
// error wrapping ErrTooLarge, before reading further. Malformed input
// returns an error wrapping ErrSyntax; for the text form it is a *LineError
// naming the line. Decoding checks no rule of the game: that is Replay's
// work. Empty lists decode as nil.
type Record struct {
	Options Options
	// Setup is the site as dealt. Nil means "deal it from Options.Seed";
	// Game.Record always fills it in, so that a record replays without
	// the seed (or on another version of the shuffle).
	Setup *Setup
	Moves []Move
}

// Setup is an explicit construction site at the start of a game, as
// site.FromLayout takes it.
type Setup struct {
	// Line is the face-up tiles, position 0 first.
	Line []tile.ID `json:"line"`
	// Stacks are the face-down stacks, the next one drawn first, each in the
	// order its tiles join the line.
	Stacks [][]tile.ID `json:"stacks"`
}

// SetupOf returns the layout of a site: its face-up line and its stacks in
// draw order.
func SetupOf(s site.Site) *Setup {
	st := &Setup{Line: s.AppendLine(nil)}
	rest := s.AppendStacks(nil)
	for n := s.StackSize(); n > 0 && len(rest) >= n; rest = rest[n:] {
		st.Stacks = append(st.Stacks, rest[:n:n])
	}
	if len(st.Line) == 0 {
		st.Line = nil
	}
	return st
}

// Site builds the site of the setup for the given number of players, with
// site.FromLayout; its error wraps site.ErrSetup (as for a nil Setup).
func (s *Setup) Site(players int) (site.Site, error) {
	if s == nil {
		return site.Site{}, fmt.Errorf("%w: no setup", site.ErrSetup)
	}
	return site.FromLayout(s.Line, s.Stacks, players)
}

// Record returns the record of the game so far: its options, the site as it
// was set up (always explicit, so the record replays without the seed) and
// the moves played. The record shares no memory with the game.
func (g *Game) Record() Record {
	r := Record{Options: g.opts, Setup: SetupOf(g.start)}
	if len(g.undo) > 0 {
		r.Moves = g.Moves()
	}
	return r
}

// ReplayError is the error of a record that does not replay: the first
// illegal move, its turn (1 for the first move of the record; in a solo
// game the record holds only the player's moves), the seat that
// played it, and the error of Game.Play (a *MoveError), through which
// errors.Is finds the broken rule (city.ErrGap, site.ErrCannotAfford,
// site.ErrOver, ...).
type ReplayError struct {
	Turn int // 1-based
	Seat int
	Move Move
	Err  error
}

// Error names the turn, the move and the broken rule.
func (e *ReplayError) Error() string {
	rule := e.Err
	var me *MoveError
	if errors.As(e.Err, &me) {
		rule = me.Err
	}
	return fmt.Sprintf("akropolis: replay: turn %d, seat %d, move %v: %v", e.Turn, e.Seat, e.Move, rule)
}

// Unwrap returns the error of Game.Play.
func (e *ReplayError) Unwrap() error { return e.Err }

// Replay sets up the game of the record (from its Setup, or dealt from the
// seed when Setup is nil) and plays every move, checking each. The record
// need not reach the end of the game.
//
// An illegal move stops the replay with a *ReplayError; the game is then
// returned as well, in the position before that move, so a caller can show
// where the record went wrong. Options or a setup that cannot make a game
// return a nil game and an error wrapping ErrOptions (and site.ErrSetup for
// a bad layout). A record of more than MaxRecordMoves moves is refused
// before anything is played, with an error wrapping ErrTooLarge.
func (r Record) Replay() (*Game, error) {
	if len(r.Moves) > MaxRecordMoves {
		return nil, tooLarge("record of %d moves (at most %d)", len(r.Moves), MaxRecordMoves)
	}
	g, err := r.newGame()
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		seat := g.current
		if err := g.Play(m); err != nil {
			return g, &ReplayError{Turn: i + 1, Seat: seat, Move: m, Err: err}
		}
	}
	return g, nil
}

func (r Record) newGame() (*Game, error) {
	if r.Setup == nil {
		return New(r.Options)
	}
	if err := r.Options.Validate(); err != nil {
		return nil, err
	}
	s, err := r.Setup.Site(r.Options.Players)
	if err != nil {
		return nil, fmt.Errorf("%w: record setup: %w", ErrOptions, err)
	}
	return NewFromSite(r.Options, s)
}

// LineError is the error of malformed record or city text: the line it is
// on (1 for the first) and what is wrong, an error wrapping ErrSyntax (and,
// for a bad move or placement, the error of ParseMove or
// city.ParsePlacement).
type LineError struct {
	Line int
	Err  error
}

// Error names the line and what is wrong with it.
func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Unwrap returns what is wrong.
func (e *LineError) Unwrap() error { return e.Err }

func lineErr(n int, format string, args ...any) error {
	return &LineError{Line: n, Err: fmt.Errorf("%w: "+format, append([]any{ErrSyntax}, args...)...)}
}

func tooLarge(format string, args ...any) error {
	return tooLargeError(fmt.Sprintf(format, args...))
}

// tooLargeError is input beyond the bounds: both ErrTooLarge and ErrSyntax.
type tooLargeError string

// Error says which bound the input broke.
func (e tooLargeError) Error() string { return ErrTooLarge.Error() + ": " + string(e) }

// Is makes the error match both ErrTooLarge and ErrSyntax.
func (e tooLargeError) Is(target error) bool { return target == ErrTooLarge || target == ErrSyntax }

// The tags of the text form, in the order the writer puts them.
const (
	tagGame      = "Game"
	tagPlayers   = "Players"
	tagLevel     = "Level"
	tagRules     = "Rules"
	tagAllTiles  = "AllTiles"
	tagZero      = "StonesFromZero"
	tagUnlimited = "UnlimitedReserve"
	tagSeed      = "Seed"
	tagLine      = "Line"
	tagStacks    = "Stacks"
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
	if o.Players == 1 || o.Level != 0 {
		tag(tagLevel, o.Level.String())
	}
	tag(tagRules, o.Rules.String())
	tag(tagAllTiles, strconv.FormatBool(o.AllTiles))
	tag(tagZero, strconv.FormatBool(o.StonesFromZero))
	tag(tagUnlimited, strconv.FormatBool(o.UnlimitedReserve))
	tag(tagSeed, formatSeed(o.Seed))
	if r.Setup != nil {
		tag(tagLine, formatTiles(r.Setup.Line))
		stacks := make([]string, len(r.Setup.Stacks))
		for i, s := range r.Setup.Stacks {
			stacks[i] = formatTiles(s)
		}
		tag(tagStacks, strings.Join(stacks, " / "))
	}
	b.WriteByte('\n')
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "%d. %v", i+1, m)
		if o.Players > 0 {
			fmt.Fprintf(&b, " ; seat %d", i%o.Players)
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

func (r Record) checkBounds() error {
	if !r.Options.Level.Valid() {
		return fmt.Errorf("%w: Architect level %d", ErrOptions, r.Options.Level)
	}
	if len(r.Moves) > MaxRecordMoves {
		return tooLarge("record of %d moves (at most %d)", len(r.Moves), MaxRecordMoves)
	}
	if r.Setup == nil {
		return nil
	}
	n := len(r.Setup.Line)
	for _, s := range r.Setup.Stacks {
		n += len(s)
	}
	if n > MaxSetupTiles {
		return tooLarge("setup of %d tiles (at most %d)", n, MaxSetupTiles)
	}
	return nil
}

func formatSeed(s [2]uint64) string {
	return strconv.FormatUint(s[0], 10) + " " + strconv.FormatUint(s[1], 10)
}

func formatTiles(ids []tile.ID) string {
	var b strings.Builder
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(id.String())
	}
	return b.String()
}

// UnmarshalText parses the text form (see Record); on error r is unchanged.
func (r *Record) UnmarshalText(b []byte) error {
	if len(b) > MaxRecordBytes {
		return tooLarge("record of %d bytes (at most %d)", len(b), MaxRecordBytes)
	}
	rec, err := ParseRecord(string(b))
	if err != nil {
		return err
	}
	*r = rec
	return nil
}

// ParseRecord reads the text form of a record (see Record). Malformed text
// returns a *LineError wrapping ErrSyntax; text beyond the bounds returns an
// error wrapping ErrTooLarge, found before the rest is read.
func ParseRecord(s string) (Record, error) {
	if len(s) > MaxRecordBytes {
		return Record{}, tooLarge("record of %d bytes (at most %d)", len(s), MaxRecordBytes)
	}
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
		return lineErr(n, "want a tag [Name \"value\"], got %.40q", line)
	}
	if p.seen[name] {
		return lineErr(n, "tag %s given twice", name)
	}
	p.seen[name] = true
	if err := p.setTag(name, value); err != nil {
		if errors.Is(err, ErrTooLarge) {
			return &LineError{Line: n, Err: err}
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
			err = fmt.Errorf("want %q, got %.40q", gameName, value)
		}
	case tagPlayers:
		o.Players, err = strconv.Atoi(value)
	case tagLevel:
		o.Level, err = ParseLevel(value)
	case tagRules:
		o.Rules, err = variants.ParseOptions(value)
	case tagAllTiles:
		o.AllTiles, err = parseBool(value)
	case tagZero:
		o.StonesFromZero, err = parseBool(value)
	case tagUnlimited:
		o.UnlimitedReserve, err = parseBool(value)
	case tagSeed:
		o.Seed, err = parseSeed(value)
	case tagLine:
		p.setup().Line, err = parseTiles(value)
	case tagStacks:
		p.setup().Stacks, err = parseStacks(value)
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
	if want > MaxRecordMoves {
		return &LineError{Line: n, Err: tooLarge("more than %d moves", MaxRecordMoves)}
	}
	if !ok || num != strconv.Itoa(want) {
		return lineErr(n, "want move %d as \"%d. position:placement\", got %.40q", want, want, line)
	}
	m, err := ParseMove(text)
	if err != nil {
		return &LineError{Line: n, Err: err} // err wraps ErrSyntax
	}
	p.rec.Moves = append(p.rec.Moves, m)
	return nil
}

func (p *recordParser) finish() error {
	for _, name := range []string{tagGame, tagPlayers} {
		if !p.seen[name] {
			if p.lastLine == 0 {
				return fmt.Errorf("%w: empty record", ErrSyntax)
			}
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
	return false, fmt.Errorf("want true or false, got %.40q", s)
}

func parseSeed(s string) ([2]uint64, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return [2]uint64{}, fmt.Errorf("want two numbers, got %.40q", s)
	}
	var seed [2]uint64
	for i, w := range f {
		v, err := strconv.ParseUint(w, 10, 64)
		if err != nil {
			return [2]uint64{}, fmt.Errorf("seed %.40q: not an unsigned 64-bit number", w)
		}
		seed[i] = v
	}
	return seed, nil
}

// parseTiles reads space-separated tile numbers 1..61; none gives nil.
func parseTiles(s string) ([]tile.ID, error) {
	f := strings.Fields(s)
	if len(f) > MaxSetupTiles {
		return nil, tooLarge("%d tiles (at most %d)", len(f), MaxSetupTiles)
	}
	var ids []tile.ID
	for _, w := range f {
		id, err := parseSetupTile(w)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, nil
}

func parseSetupTile(w string) (tile.ID, error) {
	id, err := tile.ParseID(w)
	if err != nil || !id.Valid() {
		return 0, fmt.Errorf("tile %.10q: want a number 1..%d", w, tile.MaxID)
	}
	return id, nil
}

// parseStacks reads stacks separated by '/'; an empty value gives nil, and
// an empty stack is an error.
func parseStacks(s string) ([][]tile.ID, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	if strings.Count(s, "/") >= MaxSetupTiles {
		return nil, tooLarge("more than %d stacks", MaxSetupTiles)
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

// ReadRecord reads a record in either form, text or JSON (a document whose
// first non-space byte is '{'), from r. It reads at most MaxRecordBytes+1
// bytes, so a hostile stream cannot make it hold more.
func ReadRecord(r io.Reader) (Record, error) {
	b, err := readBounded(r, MaxRecordBytes)
	if err != nil {
		return Record{}, err
	}
	if len(b) > MaxRecordBytes {
		return Record{}, tooLarge("record of more than %d bytes", MaxRecordBytes)
	}
	var rec Record
	if t := bytes.TrimLeft(b, " \t\r\n"); len(t) > 0 && t[0] == '{' {
		err = json.Unmarshal(b, &rec)
	} else {
		err = rec.UnmarshalText(b)
	}
	return rec, err
}

// readBounded reads r to its end or to limit+1 bytes, whichever comes first,
// doubling its buffer up to limit+1 bytes: it allocates at most about twice
// that, whatever r holds.
func readBounded(r io.Reader, limit int) ([]byte, error) {
	b := make([]byte, 0, min(4096, limit+1))
	for len(b) <= limit {
		if len(b) == cap(b) {
			c := 2 * cap(b)
			if c >= limit {
				c = limit + 1 // not limit, then limit+1
			}
			nb := make([]byte, len(b), c)
			copy(nb, b)
			b = nb
		}
		n, err := r.Read(b[len(b):min(cap(b), limit+1)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return nil, err
		}
	}
	return b, nil
}

// recordJSON is the JSON shape of a Record.
type recordJSON struct {
	Options optionsJSON `json:"options"`
	Setup   *Setup      `json:"setup,omitempty"`
	Moves   []Move      `json:"moves"`
}

// optionsJSON is the JSON shape of Options, with lower camel case names
// (Options itself carries no tags).
type optionsJSON struct {
	Players          int              `json:"players"`
	Level            Level            `json:"level,omitempty"`
	Rules            variants.Options `json:"rules"`
	AllTiles         bool             `json:"allTiles"`
	StonesFromZero   bool             `json:"stonesFromZero"`
	UnlimitedReserve bool             `json:"unlimitedReserve"`
	Seed             string           `json:"seed"`
}

// MarshalJSON encodes the record in its JSON form (see Record).
func (r Record) MarshalJSON() ([]byte, error) {
	if err := r.checkBounds(); err != nil {
		return nil, err
	}
	o := r.Options
	moves := r.Moves
	if moves == nil {
		moves = []Move{}
	}
	return json.Marshal(recordJSON{
		Options: optionsJSON{Players: o.Players, Level: o.Level, Rules: o.Rules, AllTiles: o.AllTiles,
			StonesFromZero: o.StonesFromZero, UnlimitedReserve: o.UnlimitedReserve, Seed: formatSeed(o.Seed)},
		Setup: r.Setup,
		Moves: moves,
	})
}

// UnmarshalJSON decodes the JSON form (see Record); unknown names are
// errors. On error r is unchanged.
func (r *Record) UnmarshalJSON(b []byte) error {
	if len(b) > MaxRecordBytes {
		return tooLarge("record of %d bytes (at most %d)", len(b), MaxRecordBytes)
	}
	var j recordJSON
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&j); err != nil {
		if errors.Is(err, ErrSyntax) {
			return err
		}
		return fmt.Errorf("%w: record JSON: %w", ErrSyntax, err)
	}
	if _, err := d.Token(); err != io.EOF {
		return fmt.Errorf("%w: record JSON: data after the record", ErrSyntax)
	}
	var seed [2]uint64
	if j.Options.Seed != "" {
		var err error
		if seed, err = parseSeed(j.Options.Seed); err != nil {
			return fmt.Errorf("%w: record JSON: %v", ErrSyntax, err)
		}
	}
	o := j.Options
	rec := Record{
		Options: Options{Players: o.Players, Level: o.Level, Rules: o.Rules, AllTiles: o.AllTiles,
			StonesFromZero: o.StonesFromZero, UnlimitedReserve: o.UnlimitedReserve, Seed: seed},
		Setup: j.Setup,
		Moves: j.Moves,
	}
	if err := rec.normalize(); err != nil {
		return err
	}
	*r = rec
	return nil
}

// normalize checks a decoded record's bounds and tiles and turns empty lists
// into nil, as the text form gives them.
func (r *Record) normalize() error {
	if err := r.checkBounds(); err != nil {
		return err
	}
	for i, m := range r.Moves {
		if !m.Placement.Tile.Valid() { // null leaves the move zero
			return fmt.Errorf("%w: record JSON: move %d: want a string like \"2:07@(1,-2)r3\"", ErrSyntax, i+1)
		}
	}
	if len(r.Moves) == 0 {
		r.Moves = nil
	}
	if r.Setup == nil {
		return nil
	}
	if len(r.Setup.Line) == 0 {
		r.Setup.Line = nil
	}
	if len(r.Setup.Stacks) == 0 {
		r.Setup.Stacks = nil
	}
	for _, ids := range append([][]tile.ID{r.Setup.Line}, r.Setup.Stacks...) {
		for _, id := range ids {
			if !id.Valid() {
				return fmt.Errorf("%w: record JSON: setup tile %v: want a number 1..%d", ErrSyntax, id, tile.MaxID)
			}
		}
	}
	for _, s := range r.Setup.Stacks {
		if len(s) == 0 {
			return fmt.Errorf("%w: record JSON: empty stack", ErrSyntax)
		}
	}
	return nil
}
