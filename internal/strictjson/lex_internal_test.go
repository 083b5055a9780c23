package strictjson

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

// The lexer gives a valid document's tokens exactly as json.Decoder does,
// with the same offsets after each, and the same answers of More.
func FuzzLexerAgreesWithDecoder(f *testing.F) {
	for _, s := range []string{`{"a":[1,-2.5e3,"x\"y",true,false,null,{}],"b":{"c":"\u00e9\ud83d\ude00"}}`,
		` [ 1 , "a" ] `, `"\xff\xfe"`, `0`, `{"":""}`, `[[],[{}]]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if !json.Valid(b) {
			return
		}
		d := json.NewDecoder(bytes.NewReader(b))
		d.UseNumber()
		l := &lexer{b: b}
		for n := 0; ; n++ {
			if dm, lm := d.More(), l.More(); dm != lm {
				t.Fatalf("token %d: More %v, lexer %v", n, dm, lm)
			}
			dt, derr := d.Token()
			lt, lerr := l.Token()
			if !reflect.DeepEqual(dt, lt) || (derr == nil) != (lerr == nil) {
				t.Fatalf("token %d: %#v, %v; lexer %#v, %v", n, dt, derr, lt, lerr)
			}
			if derr != nil {
				return
			}
			if do, lo := d.InputOffset(), l.InputOffset(); do != lo {
				t.Fatalf("token %d (%v): offset %d, lexer %d", n, dt, do, lo)
			}
		}
	})
}
