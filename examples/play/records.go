package main

import (
	"os"
	"strings"

	"github.com/akropolis-rules/akropolis"
)

// writeRecord writes the record's text form to the file, with a comment
// at the end naming the seat that forfeited and why: the record itself
// holds the good moves only, so it replays as the game stood.
func writeRecord(name string, rec akropolis.Record, f *forfeit) error {
	b, err := rec.MarshalText()
	if err != nil {
		return err
	}
	if f != nil {
		b = append(b, "; "+strings.ReplaceAll(f.String(), "\n", " ")+"\n"...)
	}
	return os.WriteFile(name, b, 0o644)
}
