package strictjson_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

type inner struct {
	N int `json:"n"`
}

type outer struct {
	Name   string           `json:"name"`
	Inner  inner            `json:"inner"`
	List   []inner          `json:"list"`
	Pair   [2]int           `json:"pair"`
	ByKey  map[string]inner `json:"byKey"`
	Raw    json.RawMessage  `json:"raw"`
	Hidden int              `json:"-"`
	inner
}

func TestDecode(t *testing.T) {
	good := `{"name":"a","inner":{"n":1},"list":[{"n":2}],"pair":[3,4],"byKey":{"k":{"n":5}},"raw":{"x":1,"X":2},"n":6}`
	want := outer{Name: "a", Inner: inner{1}, List: []inner{{2}}, Pair: [2]int{3, 4}, ByKey: map[string]inner{"k": {5}},
		Raw: json.RawMessage(`{"x":1,"X":2}`), inner: inner{6}}
	for _, doc := range []string{good, strictjson.BOM + good, " " + good + " \n"} {
		var got outer
		if err := strictjson.Decode([]byte(doc), &got); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("Decode(%q) = %+v, %v; want %+v", doc, got, err, want)
		}
	}
	for _, c := range []struct{ doc, err string }{
		{`{"Name":"a"}`, `unknown name "Name"`},
		{`{"name":"a","name":"b"}`, `name "name" given twice`},
		{`{"inner":{"N":1}}`, `unknown name "N"`},
		{`{"list":[{"n":1},{"n":1,"n":2}]}`, `name "n" given twice`},
		{`{"byKey":{"k":{},"k":{}}}`, `name "k" given twice`},
		{`{"byKey":{"k":{"m":1}}}`, `unknown name "m"`},
		{`{"raw":{"x":1,"x":2}}`, `name "x" given twice`},
		{`{"pair":[1,2,3]}`, `more than 2 elements in an array of 2`},
		{`{"Hidden":1}`, `unknown name "Hidden"`},
		{`{"-":1}`, `unknown name "-"`},
		{`{} {}`, `data after the document`},
		{`{"name":1}`, `name: found the number 1, want a string`},
		{strictjson.BOM + strictjson.BOM + `{}`, `invalid character`},
		{`{"name":"a"`, `the document ends inside a value`},
		{``, `empty document`},
		{" \r\n", `empty document`},
		{`null`, `found null, want an object`},
		{`{"name":null}`, `name: found null, want a string`},
		{`{"list":[{"n":1},null]}`, `list[1]: found null, want an object`},
		{`{"byKey":{"k":null}}`, `byKey.k: found null, want an object`},
		{`{"byKey":{"":null}}`, `byKey[""]: found null, want an object`},
		{`{"byKey":{"[a b]":null}}`, `byKey["[a b]"]: found null, want an object`},
		{`{"raw":{"x":[null]}}`, `raw.x[0]: found null, want a value`},
		{`{"inner":{"n":"1"}}`, `inner.n: found a string, want an integer in -9223372036854775808..9223372036854775807`},
		{`{"pair":[1,2.5]}`, `pair[1]: found the number 2.5, want an integer`},
		{`{"pair":[1,1e99]}`, `pair[1]: found the number 1e99, want an integer`},
		{`{"list":{}}`, `list: found an object, want an array`},
		{`{"inner":[]}`, `inner: found an array, want an object`},
		{`[1]`, `found an array, want an object`},
		{`{"raw":` + strings.Repeat("[", 40) + strings.Repeat("]", 40) + `}`, `raw[0][0][0]`},
		{`{"raw":` + strings.Repeat("[", 40) + strings.Repeat("]", 40) + `}`, `nested deeper than 32`},
		// Objects as arrays: 40 nested inside a value that decodes itself.
		{`{"raw":` + strings.Repeat(`{"a":`, 40) + "1" + strings.Repeat("}", 40) + `}`, `raw.a.a.a`},
		{`{"raw":` + strings.Repeat(`{"a":`, 40) + "1" + strings.Repeat("}", 40) + `}`, `nested deeper than 32`},
		{`{"name":"a",}`, `at byte 12: invalid character '}'`},
	} {
		var got outer
		if err := strictjson.Decode([]byte(c.doc), &got); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("Decode(%q) = %v, want an error saying %q", c.doc, err, c.err)
		}
	}
	if err := strictjson.Decode([]byte(`{}`), outer{}); err == nil {
		t.Error("Decode into a value, not a pointer, succeeds")
	}
	if err := strictjson.Decode([]byte(`{}`), (*outer)(nil)); err == nil {
		t.Error("Decode into a nil pointer succeeds")
	}
}

// Whatever Decode accepts, encoding/json accepts as the same value: the
// convention only refuses more.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"name":"a","inner":{"n":1},"list":[{"n":2}],"pair":[3,4],"byKey":{"k":{"n":5}},"raw":[1],"n":6}`))
	f.Add([]byte(`{"name":"a","Name":"b"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var strict outer
		if strictjson.Decode(b, &strict) != nil {
			return
		}
		var loose outer
		if err := json.Unmarshal(strictjson.TrimBOM(b), &loose); err != nil || !reflect.DeepEqual(strict, loose) {
			t.Fatalf("%q: strict %+v, encoding/json %+v, %v", b, strict, loose, err)
		}
	})
}

// A document under the convention decodes as encoding/json would decode
// it; a name in another case, given twice or unknown is an error.
func ExampleDecode() {
	var v struct {
		Players int `json:"players"`
	}
	for _, doc := range []string{
		"\uFEFF" + `{"players":3}`,
		`{"Players":3}`,
		`{"players":3,"players":2}`,
		`{"players":3,"colour":"red"}`,
	} {
		fmt.Println(strictjson.Decode([]byte(doc), &v), v.Players)
	}
	// Output:
	// <nil> 3
	// unknown name "Players" 3
	// name "players" given twice 3
	// unknown name "colour" 3
}

// upper decodes itself: any object, its names upper-cased into Names.
type upper struct{ Names []string }

func (u *upper) UnmarshalJSON(b []byte) error {
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	for k := range m {
		u.Names = append(u.Names, strings.ToUpper(k))
	}
	return nil
}

// A type with its own UnmarshalJSON decodes itself, at the top as inside;
// Decode still refuses a name given twice in it.
func TestDecodeDefersToMethods(t *testing.T) {
	var u upper
	if err := strictjson.Decode([]byte(`{"Any":1}`), &u); err != nil || !reflect.DeepEqual(u.Names, []string{"ANY"}) {
		t.Errorf("Decode into upper = %v, %v", u.Names, err)
	}
	var in struct {
		U upper `json:"u"`
	}
	if err := strictjson.Decode([]byte(`{"u":{"Any":1}}`), &in); err != nil || !reflect.DeepEqual(in.U.Names, []string{"ANY"}) {
		t.Errorf("Decode of an upper inside = %v, %v", in.U.Names, err)
	}
	if err := strictjson.Decode([]byte(`{"u":{"a":1,"a":2}}`), &in); err == nil {
		t.Error("a name given twice inside a value with its own UnmarshalJSON passes")
	}
}

// picky decodes itself and refuses anything but 1.
type picky int

func (p *picky) UnmarshalJSON(b []byte) error {
	if string(b) != "1" {
		return fmt.Errorf("picky wants 1, got %s", b)
	}
	*p = 1
	return nil
}

// The error of a value's own method is given the value's place; a text
// type is given a string.
func TestDecodePlacesMethodErrors(t *testing.T) {
	var v struct {
		P []picky          `json:"p"`
		C map[string]picky `json:"c"`
	}
	for doc, want := range map[string]string{
		`{"p":[1,1,2]}`:    `p[2]: picky wants 1, got 2`,
		`{"c":{"k":[1]}}`:  `c.k: picky wants 1, got [1]`,
		`{"p":[1],"c":{}}`: ``,
	} {
		err := strictjson.Decode([]byte(doc), &v)
		if want == "" && err != nil || want != "" && (err == nil || err.Error() != want) {
			t.Errorf("Decode(%s) = %v, want %q", doc, err, want)
		}
	}
}

type Named struct {
	N int `json:"n"`
}

// The fields of an embedded struct, by value or by pointer, are promoted,
// as encoding/json promotes them.
func TestDecodePromoted(t *testing.T) {
	var v struct {
		*Named
		M int `json:"m"`
	}
	if err := strictjson.Decode([]byte(`{"n":1,"m":2}`), &v); err != nil || v.Named == nil || v.N != 1 || v.M != 2 {
		t.Errorf("Decode = %+v, %v", v, err)
	}
	if err := strictjson.Decode([]byte(`{"Named":{"n":1}}`), &v); err == nil {
		t.Error("an embedded struct's type name is taken as a field name")
	}
}

// allocatedBy returns the bytes f allocates.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A document over its bound in bytes is refused unread, and an array at
// the top over its bound in elements at the element past it: either
// allocates a few KiB, not a copy of the document nor its values.
func TestDecodeBounds(t *testing.T) {
	long := []byte(`{"name":"` + strings.Repeat("x", strictjson.MaxBytes) + `"}`)
	many := []byte("[" + strings.Repeat(`{"n":1},`, strictjson.MaxBytes/8-2) + `{"n":1}]`)
	if len(many) > strictjson.MaxBytes {
		t.Fatalf("%d bytes, over the bound", len(many))
	}
	for _, c := range []struct {
		name   string
		decode func() error
		want   string
	}{
		{"over MaxBytes", func() error { return strictjson.Decode(long, new(outer)) },
			fmt.Sprintf("too large: a document of %d bytes (at most %d)", len(long), strictjson.MaxBytes)},
		{"over a form's bytes", func() error { return strictjson.DecodeBounded([]byte(`{"name":"abc"}`), new(outer), 10, -1) },
			"too large: a document of 14 bytes (at most 10)"},
		{"over a form's elements", func() error { return strictjson.DecodeBounded(many, new([]inner), strictjson.MaxBytes, 4) },
			"too large: more than 4 elements"},
	} {
		var err error
		if n := allocatedBy(func() { err = c.decode() }); n > 16<<10 {
			t.Errorf("%s: %d bytes allocated", c.name, n)
		}
		if !errors.Is(err, strictjson.ErrTooLarge) || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
		if allocs := testing.AllocsPerRun(10, func() { _ = c.decode() }); allocs > 200 {
			t.Errorf("%s: %v allocations", c.name, allocs)
		}
	}
	// Within the bounds, as before; a byte order mark is not counted.
	var v []inner
	if err := strictjson.DecodeBounded([]byte(strictjson.BOM+`[{"n":1},{"n":2}]`), &v, 17, 2); err != nil || len(v) != 2 {
		t.Errorf("two elements within the bounds: %v, %v", v, err)
	}
}
