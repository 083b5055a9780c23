package akropolis

import (
	"bytes"
	"fmt"
	"io"
	"slices"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// Bounds on the records and cities this package reads. They stop hostile
// input before any work is done; no real game comes near them (a game has at
// most 60 turns and a city at most 61 tiles).
const (
	// maxRecordBytes is the largest record or city document read, in bytes
	// (1 MiB), in text or JSON.
	maxRecordBytes = 1 << 20
	// maxRecordMoves is the most moves a record may hold.
	maxRecordMoves = 1000
	// maxSetupTiles is the most tiles a record's setup may list, line and
	// stacks together: the catalogue has 61.
	maxSetupTiles = int(tile.MaxID)
)

// Record is a whole game as data: the options, the setup of the construction
// site and the moves in order. Replay plays it back, validating every move.
//
// Its text form (MarshalText, UnmarshalText) reads like a chess PGN:
//
//	[Game "Akropolis"]
//	[Players "3"]
//	[Rules "houses+markets barracks-outside-only"]
//	[AllTiles "false"]
//	[StonesFromZero "false"]
//	[UnlimitedReserve "false"]
//	[Seed "1 2"]
//	[Line "12.04.33.07.19"]
//	[Stacks "05.44.21.09/11.38.02.57/..."]
//
//	1. 0:12@(0,-1)r0 ; seat 0
//	2. 2:33@(1,-1)r4 ; seat 1
//
// [Record.UnmarshalText] states the rules of the text form.
//
// Its JSON form follows the module's JSON convention (see [ReadAny]):
// the options as Options encodes them (seed as a string), tiles as numbers,
// moves in their text form:
//
//	{"options":{"players":3,"rules":{"variants":"none"},"allTiles":false,
//	 "stonesFromZero":false,"unlimitedReserve":false,"seed":"1 2"},
//	 "setup":{"line":[12,4,...],"stacks":[[5,44,...],...]},
//	 "moves":["0:12@(0,-1)r0",...]}
//
// Unknown or repeated JSON names are errors too; ReadAny reads either
// form.
//
// Both forms refuse documents over 1 MiB, records of more than
// 1000 moves and setups of more than 61 tiles, with an
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
	// Position is the full position the game started from, for a game
	// continued from one (NewFromPosition, whose Record fills it in); nil
	// for a game from its start. With a Position, Setup is nil: the
	// position holds the site.
	Position *Position
	Moves    []Move
}

// Setup is an explicit construction site at the start of a game, as
// site.FromLayout takes it.
type Setup struct {
	// Line is the face-up tiles, position 0 first.
	Line []tile.ID `json:"line" strictjson:"max=61"`
	// Stacks are the face-down stacks, the next one drawn first, each in the
	// order its tiles join the line.
	Stacks [][]tile.ID `json:"stacks" strictjson:"max=61"`
	// Cards are the construction cards as dealt, in a game with the Athena
	// expansion (none completed yet); the zero Cards without it.
	Cards site.Cards `json:"cards"`
}

// setupOf returns the layout of a site: its face-up line and its stacks in
// draw order.
func setupOf(s site.Site, cards site.Cards) *Setup {
	st := &Setup{Line: s.AppendLine(nil), Cards: cards}
	rest := s.AppendStacks(nil)
	for n := s.StackSize(); n > 0 && len(rest) >= n; rest = rest[n:] {
		st.Stacks = append(st.Stacks, rest[:n:n])
	}
	if len(st.Line) == 0 {
		st.Line = nil
	}
	return st
}

// build builds the site of the setup for the given number of players, with
// site.FromLayout; its error wraps site.ErrBadSetup (as for a nil Setup).
func (s *Setup) build(players int) (site.Site, error) {
	if s == nil {
		return site.Site{}, fmt.Errorf("%w: no setup", site.ErrBadSetup)
	}
	return site.FromLayout(s.Line, s.Stacks, players)
}

// Record returns the record of the game so far: its options, the site as it
// was set up (always explicit, so the record replays without the seed), or
// for a game continued from a position (NewFromPosition, View.SampleInto,
// and copies of such a game) that position, and the moves played. The
// record shares no memory with the game.
func (g *Game) Record() Record {
	r := Record{Options: g.opts}
	if from := g.origin; from.position {
		p := g.positionAt(from.at, from.placed, from.piled)
		r.Position = &p
	} else {
		r.Setup = setupOf(from.at.site, from.at.cards)
	}
	if len(g.undo) > 0 {
		r.Moves = g.moves()
	}
	return r
}

// Replay sets up the game of the record (from its Setup, or dealt from the
// seed when Setup is nil) and plays every move, checking each. The record
// need not reach the end of the game.
//
// An illegal move stops the replay with its *MoveError, whose Step is the
// move's number in the record (1 for the first; it differs from the turn in
// a solo game, whose record holds only the player's moves while the
// Architect's takes are turns too); the game is then
// returned as well, in the position before that move, so a caller can show
// where the record went wrong. Options or a setup that cannot make a game
// return a nil game and an error wrapping ErrBadOptions (and site.ErrBadSetup for
// a bad layout). An explicit setup must be a whole deal: a full line, stacks
// of the right size, every tile of the game's set (the player count's, or
// all 61 with AllTiles) exactly once; the error also wraps ErrBadLine,
// ErrBadStacks, ErrForeignTile, ErrDuplicateTile or ErrTileCount, naming the
// violation. A Position that NewFromPosition refuses returns its
// *PositionError. A record of more than 1000 moves is refused
// before anything is played, with an error wrapping ErrTooLarge.
func (r Record) Replay() (*Game, error) {
	if len(r.Moves) > maxRecordMoves {
		return nil, tooLarge("record of %d moves (at most %d)", len(r.Moves), maxRecordMoves)
	}
	g, err := r.newGame()
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.Play(m); err != nil {
			me, ok := err.(*MoveError) // what Play returns
			if !ok {
				me = &MoveError{Move: m, Turn: g.turn + 1, Seat: g.current, Err: err}
			}
			me.Step = i + 1
			return g, me
		}
	}
	return g, nil
}

func (r Record) newGame() (*Game, error) {
	if r.Position != nil {
		return r.newGameFromPosition()
	}
	if r.Setup == nil {
		return New(r.Options)
	}
	if err := r.Options.Validate(); err != nil {
		return nil, err
	}
	if err := r.Setup.checkDeal(r.Options); err != nil {
		return nil, wrapCause(err, "record setup", ErrBadOptions, site.ErrBadSetup)
	}
	s, err := r.Setup.build(r.Options.Players)
	if err != nil {
		return nil, wrapCause(err, "record setup", ErrBadOptions)
	}
	g, err := newFromSite(r.Options, s)
	if err != nil {
		return nil, err
	}
	g.reset(r.Options, s, r.Setup.Cards)
	return g, nil
}

// newGameFromPosition continues the record's game from its position, whose
// options must be the record's (the seed aside).
func (r Record) newGameFromPosition() (*Game, error) {
	o, po := r.Options, r.Position.Options
	o.Seed, po.Seed = [2]uint64{}, [2]uint64{}
	switch {
	case r.Setup != nil:
		return nil, fmt.Errorf("%w: a record with both a setup and a position", ErrBadOptions)
	case o != po:
		return nil, fmt.Errorf("%w: the record's options are not its position's", ErrBadOptions)
	}
	return NewFromPosition(*r.Position)
}

// checkDeal checks that a setup is a whole deal for the options: a full
// face-up line (seats + 2), stacks of seats + 1, and every tile of the
// game's set (the player count's, or all 61 with AllTiles) exactly once.
// The error wraps ErrBadLine, ErrBadStacks, ErrForeignTile, ErrDuplicateTile or
// ErrTileCount, naming the first violation.
func (s *Setup) checkDeal(o Options) error {
	seats := o.Seats()
	if len(s.Line) != seats+2 {
		return fmt.Errorf("%w: %s, a deal for %s has %d", ErrBadLine, plural(len(s.Line), "face-up tile"), players(o.Players), seats+2)
	}
	var buf [tile.MaxID]tile.ID
	set := setOf(tile.AppendInPlay(buf[:0], o.Players, o.AllTiles))
	var seen tileSet
	n := 0
	for i, ids := range append([][]tile.ID{s.Line}, s.Stacks...) {
		if i > 0 && len(ids) != seats+1 {
			return fmt.Errorf("%w: stack %d has %s, a game of %s needs %d", ErrBadStacks, i-1, plural(len(ids), "tile"), players(o.Players), seats+1)
		}
		for _, id := range ids {
			switch {
			case !set.has(id):
				return fmt.Errorf("%w: tile %v (players %d, all tiles %t)", ErrForeignTile, id, o.Players, o.AllTiles)
			case seen.has(id):
				return fmt.Errorf("%w: tile %v", ErrDuplicateTile, id)
			default:
				seen.add(id)
				n++
			}
		}
	}
	if want := len(tile.AppendInPlay(make([]tile.ID, 0, tile.MaxID), o.Players, o.AllTiles)); n != want {
		return fmt.Errorf("%w: the setup deals %s, the set has %d", ErrTileCount, plural(n, "tile"), want)
	}
	return checkDealtCards(s.Cards, o)
}

// checkDealtCards checks the construction cards of a setup: dealt, with
// none completed, exactly when the options play the Athena expansion.
func checkDealtCards(c site.Cards, o Options) error {
	switch {
	case o.Athena && !c.InPlay():
		return fmt.Errorf("%w: an Athena game's setup without its cards", site.ErrBadCard)
	case !o.Athena && c.InPlay():
		return fmt.Errorf("%w: construction cards in a game without the Athena expansion", site.ErrBadCard)
	}
	for slot := 1; slot <= site.CardSlots; slot++ {
		for seat := range 4 {
			if c.Completed(slot, seat) {
				return fmt.Errorf("%w: card %v completed in the setup", site.ErrBadCard, c.Card(slot))
			}
		}
	}
	return nil
}

// LineError is the error of malformed record or city text: the line it is
// on (1 for the first) and what is wrong, an error wrapping ErrSyntax (and,
// for a bad move or placement, the error of ParseMove or
// city.Placement.UnmarshalText).
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

// Is makes the error match ErrTooLarge; Unwrap gives ErrSyntax, so that
// it matches ErrSyntax and rule.ErrSyntax too.
func (e tooLargeError) Is(target error) bool { return target == ErrTooLarge }

// Unwrap returns ErrSyntax.
func (e tooLargeError) Unwrap() error { return ErrSyntax }

func (r Record) checkBounds() error {
	if err := r.Options.checkForm(); err != nil {
		return err
	}
	if len(r.Moves) > maxRecordMoves {
		return tooLarge("record of %d moves (at most %d)", len(r.Moves), maxRecordMoves)
	}
	for i, m := range r.Moves {
		switch _, err := m.MarshalText(); {
		case err == nil:
		case m.Kind() == TakeMove:
			return fmt.Errorf("%w: move %d (%v) names no catalogue tile", ErrSyntax, i+1, m)
		default:
			return fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	if r.Position != nil {
		if err := r.Position.checkBounds(); err != nil {
			return err
		}
	}
	if r.Setup == nil {
		return nil
	}
	n := len(r.Setup.Line)
	for _, s := range r.Setup.Stacks {
		n += len(s)
	}
	if n > maxSetupTiles {
		return tooLarge("setup of %d tiles (at most %d)", n, maxSetupTiles)
	}
	return nil
}

// readRecord reads a record in either form, text or JSON (a document whose
// first byte after any byte order mark and spaces is '{'), from r. It reads
// at most 1 MiB and one byte, so a hostile stream cannot make it hold
// more.
func readRecord(r io.Reader) (Record, error) {
	return readForm[Record](r, maxRecordBytes, "record")
}

// form is a value with the module's two forms, text and JSON.
type form[T any] interface {
	*T
	UnmarshalJSON([]byte) error
	UnmarshalText([]byte) error
}

// readForm reads one value of either form from r, at most limit+1 bytes: a
// document whose first byte after any byte order mark and spaces is '{' is
// JSON, anything else text.
func readForm[T any, P form[T]](r io.Reader, limit int, what string) (T, error) {
	var v T
	b, err := readBounded(r, limit, what)
	if err != nil {
		return v, err
	}
	if isJSONObject(b) {
		err = P(&v).UnmarshalJSON(b)
	} else {
		err = P(&v).UnmarshalText(b)
	}
	return v, err
}

// readBounded reads r to its end, or to limit+1 bytes: more than limit
// bytes is an error wrapping ErrTooLarge, found without reading the rest.
func readBounded(r io.Reader, limit int, what string) ([]byte, error) {
	// A reader that knows its length (bytes.Reader, strings.Reader,
	// bytes.Buffer) is refused before anything is read.
	if l, ok := r.(interface{ Len() int }); ok && l.Len() > limit {
		return nil, tooLarge("%s of %d bytes (at most %d)", what, l.Len(), limit)
	}
	// A small document fits the first buffer; a larger one moves once into
	// a buffer of limit+1 bytes, so refusing an endless stream allocates
	// little more than the limit (io.ReadAll's gradual growth would
	// allocate several times it).
	b := make([]byte, 0, min(limit+1, 64<<10))
	for {
		if len(b) == cap(b) {
			b = slices.Grow(b, limit+1-len(b))
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if len(b) > limit {
			return nil, tooLarge("%s of more than %d bytes", what, limit)
		}
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// isJSONObject reports whether b, after a byte order mark and spaces,
// starts a JSON object.
func isJSONObject(b []byte) bool {
	t := bytes.TrimLeft(strictjson.TrimBOM(b), " \t\r\n")
	return len(t) > 0 && t[0] == '{'
}
