package arena

import (
	"errors"
	"strings"
)

// errUnterminated is the error of a quote that is never closed.
var errUnterminated = errors.New("unterminated quote")

// splitCommand splits an exec: command line into the program and its
// arguments as a POSIX shell splits words, without expanding anything:
// spaces and tabs separate words; 'single quotes' keep everything up to
// the next single quote; "double quotes" keep everything but a backslash
// before " or \, which stands for that character; outside quotes a
// backslash keeps the next character. So a program whose path holds a
// space is written "/opt/my engine/run" or /opt/my\ engine/run.
func splitCommand(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ' || c == '\t':
			if inWord {
				words, inWord = append(words, w.String()), false
				w.Reset()
			}
		case c == '\'':
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return nil, errUnterminated
			}
			w.WriteString(s[i+1 : i+1+end])
			i, inWord = i+1+end, true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
					i++
				}
				w.WriteByte(s[i])
			}
			if i == len(s) {
				return nil, errUnterminated
			}
			inWord = true
		case c == '\\' && i+1 < len(s):
			i++
			w.WriteByte(s[i])
			inWord = true
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}

// splitBots splits the -bots list at the commas outside quotes, so that an
// exec: command may quote a comma; a backslash outside quotes keeps the
// character after it, as splitCommand reads it.
func splitBots(s string) []string {
	var out []string
	start := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quote == '"' && c == '\\':
			i++
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\\':
			i++
		case c == '\'' || c == '"':
			quote = c
		case c == ',':
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
