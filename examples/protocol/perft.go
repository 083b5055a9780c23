package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/perft"
)

// perft answers "perft DEPTH POSITION": a divide line for each legal move
// of the full position, with the number of sequences of DEPTH moves that
// begin with it, then "perft TOTAL".
func (s *server) perft(rest string) error {
	d, text, _ := strings.Cut(rest, " ")
	depth, err := strconv.Atoi(d)
	if err != nil || depth < 1 || depth > perft.MaxDepth {
		return fmt.Errorf("want perft DEPTH POSITION, DEPTH 1 to %d", perft.MaxDepth)
	}
	g, err := perftGame(text)
	if err != nil {
		return err
	}
	branches, err := perft.Divide(g, depth)
	if err != nil {
		return err
	}
	var total int64
	for _, b := range branches {
		s.send(fmt.Sprintf("divide %v %d", b.Move, b.Count))
		total += b.Count
	}
	s.send("perft " + strconv.FormatInt(total, 10))
	return nil
}

// perftGame is the game of a perft line's position, which must be full.
func perftGame(text string) (*akropolis.Game, error) {
	var p akropolis.Position
	err := p.UnmarshalText([]byte(text))
	if err != nil {
		return nil, err
	}
	if len(p.Stacks) != p.StacksLeft {
		return nil, fmt.Errorf("perft needs a full position (its stacks known)")
	}
	return akropolis.NewFromPosition(p)
}

// Perft asks the engine, which must speak version 2, to count the move
// sequences of depth moves from the full position p (see package
// examples/perft), and returns its count under each first move, in the
// order it sent them, and its total. It waits up to wait for the whole
// answer. It needs no game: it may be asked between games. A position with
// the Athena expansion goes only to an engine that asked for it (the error
// wraps ErrInput otherwise).
func (e *Engine) Perft(p akropolis.Position, depth int, wait time.Duration) ([]perft.Branch, int64, error) {
	if e.version < 2 {
		return nil, 0, fail(ErrVersion, "", "perft needs version 2; the engine speaks %d", e.version)
	}
	if p.Options.Athena && !e.athena {
		return nil, 0, fail(ErrInput, "", "a position with the Athena expansion, which the engine did not ask for (want %s)", wantAthena)
	}
	text, err := p.MarshalText()
	if err != nil {
		return nil, 0, fail(ErrInput, "", "the position to send: %v", err)
	}
	if err := e.send(fmt.Sprintf("perft %d %s", depth, text)); err != nil {
		return nil, 0, err
	}
	deadline := time.Now().Add(wait)
	var branches []perft.Branch
	for {
		words, err := e.expect(time.Until(deadline), "divide", "perft")
		if err != nil {
			return nil, 0, err
		}
		line := strings.Join(words, " ")
		if words[0] == "perft" {
			total, err := parseCount(words, 2)
			if err != nil {
				return nil, 0, fail(ErrGarbage, line, "want perft TOTAL")
			}
			return branches, total, nil
		}
		n, err := parseCount(words, 3)
		if err != nil {
			return nil, 0, fail(ErrGarbage, line, "want divide MOVE COUNT")
		}
		var m akropolis.Move
		err = m.UnmarshalText([]byte(words[1]))
		if err != nil {
			return nil, 0, fail(ErrGarbage, line, "%v", err)
		}
		branches = append(branches, perft.Branch{Move: m, Count: n})
	}
}

// parseCount reads the last of n words as a count.
func parseCount(words []string, n int) (int64, error) {
	if len(words) != n {
		return 0, fmt.Errorf("want %d words", n)
	}
	c, err := strconv.ParseInt(words[n-1], 10, 64)
	if err != nil || c < 0 {
		return 0, fmt.Errorf("bad count %q", words[n-1])
	}
	return c, nil
}
