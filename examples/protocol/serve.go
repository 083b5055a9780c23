package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// Budgeted is a player that can be told how long it may think: Serve calls
// SetBudget with the time of each go line before Choose. A player without
// it chooses at its own pace.
type Budgeted interface {
	SetBudget(d time.Duration)
}

// Serve is the engine side of the protocol: it reads the referee's lines
// from r, keeps its own copy of each game from what its seat may see, and
// answers on w, asking p to choose a move at each go line. It returns nil
// on quit or at the end of r, and an *Error when the referee breaks the
// protocol (after telling it so with an error line). Serve reads and
// writes nothing else: a program wrapping it must keep its logs off w.
func Serve(r io.Reader, w io.Writer, p players.Player) error {
	s := server{in: bufio.NewReaderSize(r, MaxLine), out: bufio.NewWriter(w), player: p}
	err := s.loop()
	if e, ok := err.(*Error); ok && e.Err != ErrRefused && e.Err != ErrExited {
		s.send("error " + e.Error())
	}
	if ferr := s.out.Flush(); err == nil && ferr != nil {
		err = fail(ErrExited, "", "writing: %v", ferr)
	}
	return err
}

// server is one engine-side conversation.
type server struct {
	in      *bufio.Reader
	out     *bufio.Writer
	player  players.Player
	spoken  bool   // the handshake is done
	version int    // the version agreed on in the handshake
	t       *table // the game being set up or played; nil between games
	setup   bool   // between newgame and start
}

func (s *server) send(line string) {
	s.out.WriteString(line)
	s.out.WriteByte('\n')
}

func (s *server) loop() error {
	for {
		line, err := readLine(s.in)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		cmd, rest, _ := strings.Cut(line, " ")
		if cmd == "quit" {
			return nil
		}
		if err := s.handle(cmd, rest); err != nil {
			if e, ok := err.(*Error); ok {
				return e
			}
			return fail(ErrInput, line, "%v", err)
		}
		if err := s.out.Flush(); err != nil {
			return fail(ErrExited, "", "writing: %v", err)
		}
	}
}

// handle carries out one line. Lines of a later version (an unknown first
// word) are ignored.
func (s *server) handle(cmd, rest string) error {
	if cmd == "" {
		return nil
	}
	if cmd != "akropolis" && !s.spoken {
		return fmt.Errorf("want the handshake akropolis %d first", Version)
	}
	words := strings.Fields(rest)
	switch cmd {
	case "akropolis":
		v, err := strconv.Atoi(rest)
		if err != nil || v < 1 {
			return fail(ErrVersion, "akropolis "+rest, "this engine speaks versions 1 to %d", Version)
		}
		s.spoken, s.version = true, min(v, Version)
		s.send("name " + s.player.Name())
		if v >= 2 { // its copy of the game follows the expansion's games
			s.send("want " + wantAthena)
		}
		s.send("ok " + strconv.Itoa(min(v, Version)))
	case "perft":
		if s.setup {
			return fmt.Errorf("perft inside a game's setup")
		}
		return s.perft(rest)
	case "newgame":
		s.t, s.setup = &table{}, true
	case "option", "seat", "line", "stacks", "unseen", "stones", "cards", "start":
		if !s.setup {
			return fmt.Errorf("%s outside a game's setup", cmd)
		}
		return s.setupLine(cmd, rest, words)
	case "played", "refill", "go":
		if s.t == nil || s.setup {
			return fmt.Errorf("%s outside a game", cmd)
		}
		return s.gameLine(cmd, words)
	case "gameover":
		s.t, s.setup = nil, false
	case "error":
		// the referee refused an answer; its gameover follows
	}
	return nil
}

// setupLine reads one line of a game's setup; start deals the game and
// answers ready.
func (s *server) setupLine(cmd, rest string, words []string) error {
	t := s.t
	var err error
	switch cmd {
	case "option":
		name, value, _ := strings.Cut(rest, " ")
		if err := setOption(&t.opts, name, value); err != nil {
			return fmt.Errorf("option %s: %v", name, err)
		}
	case "seat":
		t.seat, err = strconv.Atoi(rest)
	case "line":
		t.line, err = parseTiles(words)
	case "unseen":
		t.unseen, err = parseTiles(words)
	case "stones":
		t.stones, err = parseInts(words)
	case "cards":
		err = t.cards.UnmarshalText([]byte(rest))
	case "stacks":
		var ns []int
		if ns, err = parseInts(words); err == nil && len(ns) != 2 {
			err = fmt.Errorf("want a count and a size")
		}
		if err == nil {
			t.stacks = [2]int{ns[0], ns[1]}
		}
	case "start":
		if t.opts.Athena && s.version < 2 {
			return fmt.Errorf("a game with the Athena expansion in version %d of the protocol, which has none (want %s is version 2's)", s.version, wantAthena)
		}
		if err = t.start(); err == nil {
			s.setup = false
			s.send("ready")
		}
	}
	return err
}

// gameLine reads a line of a game under way: a move played, a refill, or
// the request to move.
func (s *server) gameLine(cmd string, words []string) error {
	t := s.t
	switch cmd {
	case "played":
		if len(words) != 2 {
			return fmt.Errorf("want played SEAT MOVE")
		}
		seat, err := strconv.Atoi(words[0])
		if err != nil {
			return err
		}
		var m akropolis.Move
		err = m.UnmarshalText([]byte(words[1]))
		if err != nil {
			return err
		}
		return t.play(seat, m)
	case "refill":
		ids, err := parseTiles(words)
		if err != nil {
			return err
		}
		return t.reveal(ids)
	}
	if len(words) != 1 {
		return fmt.Errorf("want go MILLISECONDS")
	}
	ms, err := strconv.Atoi(words[0])
	if err != nil || ms < 0 {
		return fmt.Errorf("want go MILLISECONDS")
	}
	if t.refill || t.game.Over() || t.game.Current() != t.seat {
		return fmt.Errorf("go, but seat %d is not to move", t.seat)
	}
	if b, ok := s.player.(Budgeted); ok {
		b.SetBudget(time.Duration(ms) * time.Millisecond)
	}
	m, err := s.player.Choose(t.game.View())
	if err != nil {
		s.send("error " + oneLine(err.Error()))
		return fail(ErrRefused, "", "%v", err)
	}
	s.send("move " + m.String())
	return nil
}

// readLine reads one line without its "\n" (or "\r\n"); a line longer than
// MaxLine is an error.
func readLine(r *bufio.Reader) (string, error) {
	b, err := r.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		return "", fail(ErrGarbage, string(b), "line longer than %d bytes", MaxLine)
	}
	if err == io.EOF && len(b) > 0 {
		err = nil // a last line without its newline
	}
	if err != nil {
		return "", err
	}
	return strings.TrimRight(string(b), "\r\n"), nil
}

// oneLine keeps a message on one line.
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }
