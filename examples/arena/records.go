package arena

import (
	"fmt"
	"os"
	"strings"

	"github.com/akropolis-rules/akropolis"
)

// WriteRecord writes the record's text form to the file: first a comment
// line for each seat naming its player (the record itself holds the game,
// not who played it), and at the end a comment naming the seat that
// forfeited and why: the record holds the good moves only, so it replays
// as the game stood. Comments are part of the text form, so the file
// reads back with akropolis.ReadAny.
func WriteRecord(name string, rec akropolis.Record, players []string, f *Forfeit) error {
	text, err := rec.MarshalText()
	if err != nil {
		return err
	}
	var b []byte
	for k, p := range players {
		b = fmt.Appendf(b, "; seat %d: %s\n", k, oneLine(p))
	}
	if rec.Options.Players == 1 {
		b = append(b, "; seat 1: the Architect\n"...)
	}
	b = append(b, text...)
	if f != nil {
		b = append(b, "; "+oneLine(f.String())+"\n"...)
	}
	return os.WriteFile(name, b, 0o644)
}

// oneLine puts text on one line, so it stays inside its comment.
func oneLine(s string) string {
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
}
