package formtest

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

type pair struct {
	A int `json:"a"`
	B int `json:"b"`
}

var errRefused = errors.New("refused")

// codec is pair's JSON form through decode, which a test makes lax in one
// way or another.
func codec(decode func(*pair, []byte) error) Codec[pair] {
	return Codec[pair]{
		Decode:  decode,
		Encode:  func(p pair) ([]byte, error) { return json.Marshal(p) },
		Same:    func(x, y pair) bool { return x == y },
		Refusal: func(err error) bool { return errors.Is(err, errRefused) },
	}
}

// strict decodes pair's JSON form refusing null, unknown names, names given
// twice and trailing data, with errRefused.
func strict(p *pair, b []byte) error {
	if strings.Count(string(b), `"a"`) > 1 || strings.Count(string(b), `"b"`) > 1 {
		return errRefused
	}
	return laxOnNames(p, b)
}

// laxOnNames is strict but for names given twice.
func laxOnNames(p *pair, b []byte) error {
	d := json.NewDecoder(strings.NewReader(string(b)))
	d.DisallowUnknownFields()
	var v pair
	if string(b) == "null" || d.Decode(&v) != nil || d.More() {
		return errRefused
	}
	*p = v
	return nil
}

// Each way of being lax is caught by the check that names it; the strict
// decoder passes.
func TestStrictJSONCatchesLaxDecoders(t *testing.T) {
	doc := []byte(`{"a":1,"b":2}`)
	if out, err := strictJSON(doc, pair{}, codec(strict)); err != nil || string(out) != `{"a":1,"b":2}` {
		t.Fatalf("strict decoder: %q, %v", out, err)
	}
	for _, c := range []struct {
		name, want string
		decode     func(*pair, []byte) error
	}{
		{"null", "null", func(p *pair, b []byte) error {
			if string(b) == "null" {
				return nil
			}
			return strict(p, b)
		}},
		{"trailing", "trailing data", func(p *pair, b []byte) error {
			if before, ok := strings.CutSuffix(string(b), " 0"); ok {
				b = []byte(before)
			}
			return strict(p, b)
		}},
		{"unknown", "an unknown name", func(p *pair, b []byte) error {
			return strict(p, []byte(strings.Replace(string(b), `"formtestUnknown":0,`, "", 1)))
		}},
		{"twice", "a name given twice", laxOnNames},
		{"wrong error", "not a refusal", func(p *pair, b []byte) error {
			err := strict(p, b)
			if err != nil && string(b) != "null" {
				return errors.New("other")
			}
			return err
		}},
		{"changes on error", "changed the destination", func(p *pair, b []byte) error {
			if err := strict(p, b); err != nil {
				p.A = 9
				return err
			}
			return nil
		}},
	} {
		in := doc
		if c.name == "wrong error" || c.name == "changes on error" {
			in = []byte(`{"a":`)
		}
		if _, err := strictJSON(in, pair{}, codec(c.decode)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}

// A value that does not read back as itself is caught.
func TestRoundTripCatchesLoss(t *testing.T) {
	lossy := codec(strict)
	lossy.Encode = func(p pair) ([]byte, error) { return json.Marshal(pair{A: p.A}) }
	if _, err := roundTrip([]byte(`{"a":1,"b":2}`), pair{}, lossy); err == nil || !strings.Contains(err.Error(), "reads back as") {
		t.Errorf("a lossy encoder: %v", err)
	}
}

// An input's first byte picks the form with that key, or else the form its
// value picks.
func TestPick(t *testing.T) {
	forms := []Form{{Key: 'x', Name: "x"}, {Key: 'y', Name: "y"}}
	for k, want := range map[byte]string{'x': "x", 'y': "y", 0: "x", 1: "y", 'a': "y"} {
		if got := Pick(forms, k).Name; got != want {
			t.Errorf("Pick(%q) = %s, want %s", k, got, want)
		}
	}
}
