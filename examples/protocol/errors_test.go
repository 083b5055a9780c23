package protocol

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
)

// fake runs script as an engine in the same process: it reads the
// referee's lines from in and writes its own to out; returning closes its
// output.
func fake(t *testing.T, cfg Config, script func(in *bufio.Scanner, out io.Writer)) (*Engine, error) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		script(bufio.NewScanner(inR), outW)
		outW.Close()
		io.Copy(io.Discard, inR) // let the referee write on
	}()
	t.Cleanup(func() { inW.Close(); outR.Close() })
	return Connect(cfg, outR, inW)
}

// until reads lines until one starts with the word.
func until(in *bufio.Scanner, word string) {
	for in.Scan() && !strings.HasPrefix(in.Text(), word) {
	}
}

// wantError checks that err is an *Error wrapping the sentinel.
func wantError(t *testing.T, what string, err, sentinel error) {
	t.Helper()
	var e *Error
	if !errors.Is(err, sentinel) || !errors.As(err, &e) {
		t.Errorf("%s: got %v, want an *Error wrapping %v", what, err, sentinel)
	}
}

// quick waits little, so that the timeouts come fast.
var quick = Config{Budget: time.Millisecond, Grace: 300 * time.Millisecond, Wait: time.Second}

// waitFor is the config of a case: quick when it waits for a timeout;
// else it waits a minute for what the engine answers (the handshake and
// ready within Wait; a move within Budget and Grace when move is true), so
// that a slow machine cannot turn an answer into a timeout. Grace stays
// short otherwise: Close after a failed handshake waits it for the engine
// to exit.
func waitFor(want error, move bool) Config {
	if want == ErrTimeout {
		return quick
	}
	c := quick
	c.Wait = time.Minute
	if move {
		c.Grace = time.Minute
	}
	return c
}

func TestHandshakeErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer string // written after reading the handshake; "" writes nothing
		close  bool
		want   error
	}{
		{"later version", "ok 3\n", false, ErrVersion},
		{"version 0", "ok 0\n", false, ErrVersion},
		{"no version", "ok\n", false, ErrVersion},
		{"garbage", "hello\n", false, ErrGarbage},
		{"refused", "error I speak version 7 only\n", false, ErrRefused},
		{"silent", "", false, ErrTimeout},
		{"exits", "", true, ErrExited},
		{"too long", strings.Repeat("x", MaxLine+10) + "\n", false, ErrGarbage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stop := make(chan struct{})
			defer close(stop)
			e, err := fake(t, waitFor(tc.want, false), func(in *bufio.Scanner, out io.Writer) {
				in.Scan()
				io.WriteString(out, tc.answer)
				if !tc.close {
					<-stop
				}
			})
			if e != nil {
				t.Fatalf("handshake accepted")
			}
			wantError(t, tc.name, err, tc.want)
		})
	}
}

// TestChooseErrors checks every way an engine can fail to give its move.
func TestChooseErrors(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		answer string
		close  bool
		want   error // nil: a move
	}{
		{"good", "info thinking\n\nmove 0:12@(0,-1)r0\n", false, nil},
		{"not a move", "move banana\n", false, ErrGarbage},
		{"two moves", "move 0:12@(0,-1)r0 1:04@(1,1)r0\n", false, ErrGarbage},
		{"no move word", "0:12@(0,-1)r0\n", false, ErrGarbage},
		{"refused", "error cannot think\n", false, ErrRefused},
		{"silent", "", false, ErrTimeout},
		{"exits", "", true, ErrExited},
		// As a loaded machine may be: the answer comes after quick's grace.
		{"slow", "move 0:12@(0,-1)r0\n", false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stop := make(chan struct{})
			defer close(stop)
			e, err := fake(t, waitFor(tc.want, true), func(in *bufio.Scanner, out io.Writer) {
				until(in, "akropolis")
				io.WriteString(out, "name fake\nok 1\n")
				until(in, "start")
				io.WriteString(out, "ready\n")
				until(in, "go")
				if tc.name == "slow" {
					time.Sleep(quick.Budget + quick.Grace + 200*time.Millisecond)
				}
				io.WriteString(out, tc.answer)
				if !tc.close {
					<-stop
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if e.Name() != "fake" {
				t.Errorf("Name() = %q, want the announced fake", e.Name())
			}
			if err := e.Begin(0, g.View()); err != nil {
				t.Fatal(err)
			}
			m, err := e.Choose(g.View())
			if tc.want == nil {
				if err != nil || m.String() != "0:12@(0,-1)r0" {
					t.Errorf("got %v, %v; want the move", m, err)
				}
				return
			}
			wantError(t, tc.name, err, tc.want)
		})
	}
}

// TestServeErrors feeds the engine side bad input: it must answer an
// error line and stop with an *Error wrapping the sentinel; lines it does
// not know are ignored.
func TestServeErrors(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	setup := strings.Join(setupLines(1, g.View()), "\n") + "\n"
	hello := "akropolis 1\n"
	for _, tc := range []struct {
		name, input string
		want        error // nil: no error
	}{
		{"whole setup", hello + setup + "hello there\ngameover\nquit\n", nil},
		{"later referee", "akropolis 3\nquit\n", nil},
		{"no handshake", setup, ErrInput},
		{"old referee", "akropolis 0\n", ErrVersion},
		{"setup outside a game", hello + "seat 1\n", ErrInput},
		{"bad option", hello + strings.Replace(setup, "players 2", "players two", 1), ErrInput},
		{"wrong stones", hello + strings.Replace(setup, "stones 1 2", "stones 1 3", 1), ErrInput},
		{"wrong stacks", hello + strings.Replace(setup, "stacks 11 3", "stacks 10 3", 1), ErrInput},
		{"bad seat", hello + strings.Replace(setup, "seat 1", "seat 2", 1), ErrInput},
		{"out of turn", hello + setup + "played 1 0:12@(0,-1)r0\n", ErrInput},
		{"illegal move", hello + setup + "played 0 0:44@(0,-1)r0\n", ErrInput},
		{"bad move", hello + setup + "played 0 banana\n", ErrInput},
		{"refill without a refill", hello + setup + "refill 01 02 03\n", ErrInput},
		{"go not its turn", hello + setup + "go 100\n", ErrInput},
		{"go without time", hello + setup + "played 0 " + firstMove(t, g) + "\ngo\n", ErrInput},
		{"too long", hello + strings.Repeat("a", 2*MaxLine) + "\n", ErrGarbage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Serve(strings.NewReader(tc.input), &out, &middle{})
			if tc.want == nil {
				if err != nil || strings.Contains(out.String(), "error") {
					t.Errorf("got %v, output %q; want no error", err, out.String())
				}
				return
			}
			wantError(t, tc.name, err, tc.want)
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			if !strings.HasPrefix(lines[len(lines)-1], "error ") {
				t.Errorf("output %q: want an error line last", out.String())
			}
		})
	}
}

// firstMove is the first legal move of g, in its text form.
func firstMove(t *testing.T, g *akropolis.Game) string {
	t.Helper()
	ms := g.AppendLegalMoves(nil)
	if len(ms) == 0 {
		t.Fatal("no legal move")
	}
	return ms[0].String()
}

func TestStartMissingProgram(t *testing.T) {
	e, err := Start(quick, "/nonexistent/engine")
	if e != nil {
		t.Fatal("started")
	}
	wantError(t, "missing program", err, ErrExited)
}

// TestServeErrorAgreement checks that a setup error counts in agreement:
// seat 2 of a solo game is refused as "in a game of 1 player".
func TestServeErrorAgreement(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 1, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	setup := strings.Join(setupLines(0, g.View()), "\n") + "\n"
	var out bytes.Buffer
	err = Serve(strings.NewReader("akropolis 1\n"+strings.Replace(setup, "seat 0", "seat 2", 1)), &out, &middle{})
	if err == nil || !strings.Contains(out.String(), "seat 2 in a game of 1 player (") {
		t.Errorf("got %v, output %q; want seat 2 refused in a game of 1 player", err, out.String())
	}
}
