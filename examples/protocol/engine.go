package protocol

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile"
)

// Config sets how a referee talks to an engine. The zero value gives the
// defaults.
type Config struct {
	// Budget is the time per move sent with each go line (default 1s).
	Budget time.Duration
	// Grace is how much longer than the budget the referee waits for a
	// move, for the engine's start-up and the pipes (default 1s).
	Grace time.Duration
	// Wait is how long the referee waits for ok and ready (default 10s).
	Wait time.Duration
	// Name is the engine's name for Name; default the name it announces.
	Name string
	// Stderr receives the engine process's standard error; nil discards
	// it.
	Stderr io.Writer
	// Log receives every line of the conversation, "< " before the
	// referee's and "> " before the engine's; nil logs nothing.
	Log io.Writer
}

func (c Config) withDefaults() Config {
	if c.Budget <= 0 {
		c.Budget = time.Second
	}
	if c.Grace <= 0 {
		c.Grace = time.Second
	}
	if c.Wait <= 0 {
		c.Wait = 10 * time.Second
	}
	return c
}

// Engine is the referee's side of a conversation with one engine: a
// player whose Choose asks the engine. Begin, Played and GameOver keep the
// engine's copy of the game in step. An Engine serves one game at a time
// and is not safe for concurrent use. Every error is an *Error.
type Engine struct {
	cfg    Config
	out    *bufio.Writer
	closer io.Closer
	lines  chan answer
	done   chan struct{} // closed by Close: stop reading
	eof    chan struct{} // closed when reading has stopped
	cmd    *exec.Cmd     // nil when connected to streams
	exited chan struct{} // closed once cmd has been waited for
	status error         // cmd.Wait's result, once exited
	name   string        // from the name line
	seat   int
	// version is the version the engine chose; moves, that it asked for
	// the state and the legal moves before each go.
	version int
	moves   bool
	// athena: the engine asked for games with the Athena expansion.
	athena bool
	// closeOnce makes a second Close do nothing.
	closeOnce sync.Once
}

// answer is one line read from the engine, or the error that ended
// reading.
type answer struct {
	line string
	err  error
}

// Start runs the program with its arguments, does the handshake and
// returns the engine. A program that cannot start or does not answer the
// handshake is stopped, and the error says why.
func Start(cfg Config, program string, args ...string) (*Engine, error) {
	cmd := exec.Command(program, args...)
	cmd.Stderr = cfg.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fail(ErrExited, "", "%v", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fail(ErrExited, "", "%v", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fail(ErrExited, "", "%v", err)
	}
	e := newEngine(cfg, out, in)
	e.cmd = cmd
	go func() {
		<-e.eof // Wait closes the pipe: only once every line is read
		e.status = cmd.Wait()
		close(e.exited)
	}()
	if err := e.handshake(); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// Connect does the handshake with an engine reached through r (its
// output) and w (its input), such as an engine served in the same process
// over pipes, and returns it. Close closes w when it is an io.Closer.
func Connect(cfg Config, r io.Reader, w io.Writer) (*Engine, error) {
	e := newEngine(cfg, r, w)
	close(e.exited)
	if err := e.handshake(); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

func newEngine(cfg Config, r io.Reader, w io.Writer) *Engine {
	e := &Engine{cfg: cfg.withDefaults(), out: bufio.NewWriter(w), lines: make(chan answer, 16), done: make(chan struct{}), eof: make(chan struct{}), exited: make(chan struct{})}
	e.closer, _ = w.(io.Closer)
	go e.read(bufio.NewReaderSize(r, MaxLine))
	return e
}

// read passes the engine's lines to e.lines until its output ends.
func (e *Engine) read(r *bufio.Reader) {
	defer close(e.eof)
	defer close(e.lines)
	for {
		line, err := readLine(r)
		a := answer{line: line, err: err}
		if err == io.EOF {
			return
		}
		select {
		case e.lines <- a:
		case <-e.done:
			return
		}
		if err != nil {
			return
		}
	}
}

func (e *Engine) handshake() error {
	if err := e.send("akropolis " + strconv.Itoa(Version)); err != nil {
		return err
	}
	moves, athena := false, false
	for {
		words, err := e.expect(e.cfg.Wait, "name", "want", "ok")
		if err != nil {
			return err
		}
		switch words[0] {
		case "name":
			e.name = strings.Join(words[1:], " ")
			continue
		case "want": // a feature this referee does not know is ignored
			moves = moves || slices.Contains(words[1:], wantMoves)
			athena = athena || slices.Contains(words[1:], wantAthena)
			continue
		}
		v := 0
		if len(words) == 2 {
			v, _ = strconv.Atoi(words[1])
		}
		if v < 1 || v > Version {
			return fail(ErrVersion, strings.Join(words, " "), "this referee speaks versions 1 to %d", Version)
		}
		e.version, e.moves, e.athena = v, moves && v >= 2, athena && v >= 2
		return nil
	}
}

// Version returns the protocol version the engine chose in the handshake.
func (e *Engine) Version() int { return e.version }

// Name returns Config.Name, or else the name the engine announced.
func (e *Engine) Name() string {
	if e.cfg.Name != "" {
		return e.cfg.Name
	}
	return e.name
}

// Begin starts a game with the engine at the seat: it sends the options
// and the setup from v, the view at the start of the game (which holds
// nothing the seat may not see), and waits for ready. A game with the
// Athena expansion goes only to an engine that asked for it ("want
// athena"); any other engine is sent nothing, and the error wraps
// ErrInput.
func (e *Engine) Begin(seat int, v akropolis.View) error {
	if v.Options.Athena && !e.athena {
		return fail(ErrInput, "", "a game with the Athena expansion, which the engine did not ask for (want %s)", wantAthena)
	}
	e.seat = seat
	if err := e.send(setupLines(seat, v)...); err != nil {
		return err
	}
	_, err := e.expect(e.cfg.Wait, "ready")
	return err
}

// Played tells the engine that the seat played m, and which tiles joined
// the site when the move refilled it (nil when it did not).
func (e *Engine) Played(seat int, m akropolis.Move, refill []tile.ID) error {
	lines := []string{fmt.Sprintf("played %d %v", seat, m)}
	if refill != nil {
		lines = append(lines, "refill "+formatTiles(refill))
	}
	return e.send(lines...)
}

// Choose asks the engine for its move with go and the budget, and waits
// the budget and the grace for it. The view itself is not sent: the engine
// keeps its own from Begin and Played; an engine that asked for the moves
// first gets the state lines and the legal moves worked out from v. Whether
// the move is legal is for the referee to check.
func (e *Engine) Choose(v akropolis.View) (akropolis.Move, error) {
	var lines []string
	if e.moves {
		var err error
		if lines, err = stateLines(v); err != nil {
			return akropolis.Move{}, fail(ErrInput, "", "the view to send: %v", err)
		}
	}
	lines = append(lines, "go "+strconv.FormatInt(e.cfg.Budget.Milliseconds(), 10))
	if err := e.send(lines...); err != nil {
		return akropolis.Move{}, err
	}
	words, err := e.expect(e.cfg.Budget+e.cfg.Grace, "move")
	if err != nil {
		return akropolis.Move{}, err
	}
	if len(words) != 2 {
		return akropolis.Move{}, fail(ErrGarbage, strings.Join(words, " "), "want move MOVE")
	}
	var m akropolis.Move
	err = m.UnmarshalText([]byte(words[1]))
	if err != nil {
		return akropolis.Move{}, fail(ErrGarbage, strings.Join(words, " "), "%v", err)
	}
	return m, nil
}

// GameOver ends the game for the engine, first telling it why when
// reason is not empty (an error line: its move was refused).
func (e *Engine) GameOver(reason string) error {
	if reason != "" {
		return e.send("error "+oneLine(reason), "gameover")
	}
	return e.send("gameover")
}

// Close sends quit, closes the engine's input and, for a program, waits
// up to the grace for it to exit before killing it. An engine that does
// not read its input holds Close up for the grace at most. It returns nil:
// the engine's fate after the game is not the referee's concern. A second
// Close does nothing.
func (e *Engine) Close() error {
	e.closeOnce.Do(e.close)
	return nil
}

func (e *Engine) close() {
	sent := make(chan struct{})
	go func() {
		e.send("quit")
		close(sent)
	}()
	timer := time.NewTimer(e.cfg.Grace)
	defer timer.Stop()
	select {
	case <-sent:
	case <-timer.C:
	}
	close(e.done)
	if e.closer != nil {
		e.closer.Close()
	}
	if e.cmd == nil {
		return
	}
	select {
	case <-e.exited:
	case <-time.After(e.cfg.Grace):
		e.cmd.Process.Kill()
		select { // a child of the engine may hold its output open
		case <-e.exited:
		case <-time.After(e.cfg.Grace):
		}
	}
}

// send writes lines to the engine.
func (e *Engine) send(lines ...string) error {
	for _, l := range lines {
		e.log("< ", l)
		e.out.WriteString(l)
		e.out.WriteByte('\n')
	}
	if err := e.out.Flush(); err != nil {
		return e.gone(fmt.Sprintf("writing to it: %v", err))
	}
	return nil
}

// expect waits up to d for a line whose first word is one of want, and
// returns its words; info and empty lines are skipped.
func (e *Engine) expect(d time.Duration, want ...string) ([]string, error) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case a, ok := <-e.lines:
			if !ok {
				return nil, e.gone("its output ended")
			}
			if a.err != nil {
				if _, ok := a.err.(*Error); ok {
					return nil, a.err
				}
				return nil, e.gone(fmt.Sprintf("reading its output: %v", a.err))
			}
			e.log("> ", a.line)
			words := strings.Fields(a.line)
			switch {
			case len(words) == 0 || words[0] == "info":
				continue
			case words[0] == "error":
				return nil, fail(ErrRefused, "", "%s", strings.TrimSpace(strings.TrimPrefix(a.line, "error")))
			}
			for _, w := range want {
				if words[0] == w {
					return words, nil
				}
			}
			return nil, fail(ErrGarbage, a.line, "want %s", strings.Join(want, " or "))
		case <-timer.C:
			return nil, fail(ErrTimeout, "", "no %s within %v", want[len(want)-1], d)
		}
	}
}

// gone is the error of an engine that stopped talking: its exit status
// when it is a program that has exited.
func (e *Engine) gone(how string) error {
	if e.cmd == nil {
		return fail(ErrExited, "", "%s", how)
	}
	select {
	case <-e.exited:
	case <-time.After(e.cfg.Grace):
		return fail(ErrExited, "", "%s", how)
	}
	var x *exec.ExitError
	if errors.As(e.status, &x) {
		return fail(ErrExited, "", "%s: %v", how, x)
	}
	return fail(ErrExited, "", "%s: it exited", how)
}

func (e *Engine) log(prefix, line string) {
	if e.cfg.Log != nil {
		fmt.Fprintln(e.cfg.Log, prefix+line)
	}
}
