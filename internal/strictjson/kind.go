package strictjson

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
)

var byteType = reflect.TypeFor[byte]()

// kindOf names what a token is, for messages: "null", "an object",
// "a string", "the number 1.5", ...
func kindOf(tok json.Token) string {
	switch v := tok.(type) {
	case nil:
		return "null"
	case json.Delim:
		if v == '{' {
			return "an object"
		}
		return "an array"
	case string:
		return "a string"
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return fmt.Sprintf("the number %.24s", string(v))
	}
	return "a value"
}

// fits reports whether a token can start a value of type t (no method of
// its own, pointers removed), numbers included only within t's range.
func fits(tok json.Token, t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Interface:
		return tok != nil
	case reflect.Struct, reflect.Map:
		return tok == json.Delim('{')
	case reflect.Slice:
		if t.Elem() == byteType { // encoding/json's base64 string
			_, ok := tok.(string)
			return ok
		}
		return tok == json.Delim('[')
	case reflect.Array:
		return tok == json.Delim('[')
	case reflect.String:
		_, ok := tok.(string)
		return ok
	case reflect.Bool:
		_, ok := tok.(bool)
		return ok
	}
	n, ok := tok.(json.Number)
	if !ok {
		return false
	}
	var err error
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		_, err = strconv.ParseInt(string(n), 10, t.Bits())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		_, err = strconv.ParseUint(string(n), 10, t.Bits())
	case reflect.Float32, reflect.Float64:
		_, err = strconv.ParseFloat(string(n), t.Bits())
	default:
		return false
	}
	return err == nil
}

// wantOf names the form a value of type t takes, for messages.
func wantOf(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice:
		if t.Elem() == byteType {
			return "a string"
		}
		return "an array"
	case reflect.Array:
		return fmt.Sprintf("an array of %d", t.Len())
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return fmt.Sprintf("an integer in %d..%d", -1<<(t.Bits()-1), 1<<(t.Bits()-1)-1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return fmt.Sprintf("an integer in 0..%d", uint64(1)<<(t.Bits()-1)*2-1)
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "a value"
}
