package tile_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

func TestFaceJSON(t *testing.T) {
	for _, c := range []struct {
		f    tile.Face
		want string
	}{
		{tile.Face{A: tile.House, B: tile.Barracks, Rotation: 3},
			`{"rotation":"r3","parts":[{"part":"HalfA","kind":"House","edges":["SE","S","SW"]},` +
				`{"part":"HalfB","kind":"Barracks","edges":["NW","N","NE"]}]}`},
		{tile.Face{A: tile.Quarry},
			`{"rotation":"r0","parts":[{"part":"Whole","kind":"Quarry","edges":["N","NE","SE","S","SW","NW"]}]}`},
	} {
		b, err := json.Marshal(c.f)
		if err != nil || string(b) != c.want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", c.f, b, err, c.want)
		}
		var back tile.Face
		if err := back.UnmarshalJSON([]byte(c.want)); err != nil || back != c.f {
			t.Errorf("%s reads back as %v, %v", c.want, back, err)
		}
	}
	const whole = `{"part":"Whole","kind":"House","edges":["N","NE","SE","S","SW","NW"]}`
	const halfA = `{"part":"HalfA","kind":"House","edges":["NW","N","NE"]}`
	const halfB = `{"part":"HalfB","kind":"Garden","edges":["SE","S","SW"]}`
	for _, bad := range []string{
		`{"rotation":"r0","parts":[` + halfA + `,` + halfB + `,` + halfB + `]}`,                             // three parts
		`{"rotation":"r0","parts":[]}`,                                                                      // none
		`{"rotation":"r0","parts":[` + halfB + `,` + halfA + `]}`,                                           // halves swapped
		`{"rotation":"r0","parts":[` + halfA + `]}`,                                                         // one half
		`{"rotation":"r0","parts":[` + whole + `,` + halfB + `]}`,                                           // whole and half
		`{"rotation":"r2","parts":[` + whole + `]}`,                                                         // a whole hex turned
		`{"rotation":"r1","parts":[` + halfA + `,` + halfB + `]}`,                                           // edges of r0
		`{"rotation":"r0","parts":[{"part":"HalfA","kind":"House","edges":["N","NE","NW"]},` + halfB + `]}`, // edges out of order
		`{"rotation":"r0","parts":[` + halfA + `,{"part":"HalfB","kind":"House","edges":["SE","S","SW"]}]}`, // two Houses
		`{"rotation":"r0","parts":[{"part":"HalfA","kind":"HousePlaza","edges":["NW","N","NE"]},` + halfB + `]}`,
		`{"rotation":"r0","parts":[{"part":"Whole","kind":"House","edges":["N","NE","SE","S","SW"]}]}`,
		`{"rotation":"r0","parts":[{"part":"Whole","kind":"House"}]}`,
		`{"rotation":"r0","parts":[{"part":"Whole","kind":"","edges":["N","NE","SE","S","SW","NW"]}]}`,
		`{"rotation":"r0","parts":[{"part":"Whole","kind":"House","edges":["N","NE","SE","S","SW","NW","N"]}]}`,
		`{"rotation":"r0","parts":[{"kind":"House","edges":["N","NE","SE","S","SW","NW"]}]}`,
		`{"rotation":"r0","parts":[{"part":"whole","kind":"House","edges":["N","NE","SE","S","SW","NW"]}]}`,
		`{"rotation":"r0","Parts":[` + whole + `]}`,
		`{"rotation":"r0","rotation":"r0","parts":[` + whole + `]}`,
		`{"rotation":"r0","parts":[` + whole + `],"stars":1}`,
		`{"rotation":null,"parts":[` + whole + `]}`,
		`{"rotation":"r6","parts":[` + whole + `]}`,
		`[]`, ``, `null`,
	} {
		f := tile.Face{A: tile.Garden}
		if err := f.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || f != (tile.Face{A: tile.Garden}) {
			t.Errorf("UnmarshalJSON(%s) = %v, face %v; want ErrSyntax and no change", bad, err, f)
		}
	}
	for _, f := range []tile.Face{{}, {A: tile.House, Rotation: 1}, {A: tile.House, B: tile.House}, {A: 200}} {
		if _, err := f.MarshalJSON(); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%v.MarshalJSON: %v, want ErrSyntax", f, err)
		}
	}
}

func TestPartText(t *testing.T) {
	for _, p := range []tile.Part{tile.Whole, tile.HalfA, tile.HalfB} {
		var back tile.Part
		if b, err := p.MarshalText(); err != nil || back.UnmarshalText(b) != nil || back != p || string(b) != p.String() {
			t.Errorf("%v does not round-trip: %q, %v, %v", p, b, err, back)
		}
	}
	for _, p := range []tile.Part{tile.NoPart, tile.HalfB + 1} {
		if _, err := p.MarshalText(); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%v.MarshalText: %v, want ErrSyntax", p, err)
		}
	}
	for _, s := range []string{"", "NoPart", "halfA", "Part(2)"} {
		p := tile.HalfB
		if err := p.UnmarshalText([]byte(s)); !errors.Is(err, rule.ErrSyntax) || p != tile.HalfB {
			t.Errorf("UnmarshalText(%q) = %v, part %v", s, err, p)
		}
	}
}

// faceForm: the face decoder refuses with ErrSyntax and leaves the face
// unchanged, or reads a valid face whose form writes back and reads back
// as the same face.
func faceForm(f *testing.F) formtest.Form {
	var seeds []string
	for _, x := range goldenFaces() {
		b, _ := json.Marshal(x)
		seeds = append(seeds, string(b))
	}
	seeds = append(seeds, `{"rotation":"r2","parts":[{"part":"Whole","kind":"House","edges":["N","NE","SE","S","SW","NW"]}]}`)
	return formtest.Form{Key: 'f', Name: "face", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.JSON(t, b, tile.Face{A: tile.Garden}, formtest.Codec[tile.Face]{
			Decode: (*tile.Face).UnmarshalJSON, Encode: marshalJSON[tile.Face],
			Same: func(x, y tile.Face) bool { return x == y }, Refusal: isSyntax,
		})
		x := tile.Face{A: tile.Garden}
		if err := x.UnmarshalJSON(b); err != nil {
			if !errors.Is(err, rule.ErrSyntax) || x != (tile.Face{A: tile.Garden}) {
				t.Fatalf("%q: %v, face %v", b, err, x)
			}
			return
		}
		out, err := json.Marshal(x)
		if !tile.FaceValid(x) || err != nil {
			t.Fatalf("%q reads as %v (valid %v), which does not marshal: %v", b, x, tile.FaceValid(x), err)
		}
		var back tile.Face
		if err := back.UnmarshalJSON(out); err != nil || back != x {
			t.Fatalf("%s reads back as %v, %v; want %v", out, back, err, x)
		}
	}}
}
