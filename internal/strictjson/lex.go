package strictjson

import (
	"encoding/json"
	"io"
	"unicode/utf8"
)

// tokens is what the walk reads a document with: json.Decoder's Token,
// More and InputOffset (numbers as json.Number).
type tokens interface {
	Token() (json.Token, error)
	More() bool
	InputOffset() int64
}

// lexer gives the tokens of a document encoding/json has found valid, as a
// json.Decoder would give them, without the Decoder's cost: the Decoder
// scans each number, string and literal as a document of its own, and
// allocates a syntax error at its end, which made a document of many small
// values cost some 25 bytes per byte read. The document being valid, the
// lexer takes commas and colons for spaces.
type lexer struct {
	b []byte
	i int // the offset after the last token read
}

// skip moves past spaces, commas and colons.
func (l *lexer) skip() {
	for l.i < len(l.b) {
		switch l.b[l.i] {
		case ' ', '\t', '\r', '\n', ',', ':':
			l.i++
		default:
			return
		}
	}
}

func (l *lexer) InputOffset() int64 { return int64(l.i) }

func (l *lexer) More() bool {
	l.skip()
	return l.i < len(l.b) && l.b[l.i] != ']' && l.b[l.i] != '}'
}

func (l *lexer) Token() (json.Token, error) {
	l.skip()
	if l.i == len(l.b) {
		return nil, io.EOF
	}
	start := l.i
	switch c := l.b[l.i]; c {
	case '{', '}', '[', ']':
		l.i++
		return json.Delim(c), nil
	case '"':
		return l.str(), nil
	case 't':
		l.i += len("true")
		return true, nil
	case 'f':
		l.i += len("false")
		return false, nil
	case 'n':
		l.i += len("null")
		return nil, nil
	}
	for l.i < len(l.b) && !end(l.b[l.i]) {
		l.i++
	}
	return json.Number(l.b[start:l.i]), nil
}

// end reports whether c ends a number.
func end(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', ',', ':', ']', '}':
		return true
	}
	return false
}

// str reads a string, unescaped as encoding/json unescapes it (invalid
// UTF-8 as U+FFFD).
func (l *lexer) str() string {
	start := l.i
	plain := true
	for l.i++; l.b[l.i] != '"'; l.i++ {
		if c := l.b[l.i]; c == '\\' {
			plain = false
			l.i++ // the escaped byte, a quote maybe
		} else if c >= utf8.RuneSelf {
			plain = false
		}
	}
	l.i++
	if plain {
		return string(l.b[start+1 : l.i-1])
	}
	var s string
	_ = json.Unmarshal(l.b[start:l.i], &s) // valid: it was scanned whole
	return s
}

// shallow reports whether b nests arrays and objects at most MaxDepth+1
// deep (strings skipped), so that encoding/json's check of a hostile
// nesting does not grow its stack of states before the walk refuses it.
func shallow(b []byte) bool {
	depth := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '[', '{':
			if depth++; depth > MaxDepth+1 {
				return false
			}
		case ']', '}':
			depth--
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
		}
	}
	return true
}
