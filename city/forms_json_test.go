package city_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

func TestResultJSON(t *testing.T) {
	for _, c := range []struct {
		r    city.Result
		want string
	}{{city.Result{Level: 2, Quarries: 1}, `{"level":2,"quarries":1}`}, {city.Result{}, `{"level":0,"quarries":0}`}} {
		b, err := json.Marshal(c.r)
		if err != nil || string(b) != c.want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", c.r, b, err, c.want)
		}
		var back city.Result
		if err := back.UnmarshalJSON(b); err != nil || back != c.r {
			t.Errorf("%s reads back as %v, %v", b, back, err)
		}
	}
	for _, bad := range []string{`{"level":2,"level":3}`, `{"Level":2}`, `{"level":2,"gained":1}`, `{"level":"2"}`, `[]`} {
		r := city.Result{Level: 9, Quarries: 9}
		if err := r.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || r != (city.Result{Level: 9, Quarries: 9}) {
			t.Errorf("UnmarshalJSON(%s) = %v, result %v; want ErrSyntax and no change", bad, err, r)
		}
	}
}

func TestLayerJSON(t *testing.T) {
	for _, c := range []struct {
		l    city.Layer
		want string
	}{
		{city.Layer{Kind: tile.HousePlaza, Tile: 12, Hex: 2, Level: 2}, `{"kind":"HousePlaza","tile":12,"hex":2,"level":2}`},
		{city.Layer{}, `{"kind":"","tile":0,"hex":0,"level":0}`},
	} {
		b, err := json.Marshal(c.l)
		if err != nil || string(b) != c.want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", c.l, b, err, c.want)
		}
		var back city.Layer
		if err := back.UnmarshalJSON(b); err != nil || back != c.l {
			t.Errorf("%s reads back as %v, %v", b, back, err)
		}
	}
	keep := city.Layer{Kind: tile.Quarry, Tile: 3, Level: 1}
	for _, bad := range []string{`{"kind":"House","kind":"Quarry","tile":1,"level":1}`, `{"Kind":"House","tile":1,"level":1}`,
		`{"kind":"House","tile":1,"level":1,"row":0}`, `{"kind":"Castle","tile":1,"level":1}`, `{"kind":"House","tile":92,"level":1}`, `7`} {
		l := keep
		if err := l.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || l != keep {
			t.Errorf("UnmarshalJSON(%s) = %v, layer %v; want ErrSyntax and no change", bad, err, l)
		}
	}
	for _, l := range []city.Layer{{Kind: 255}, {Kind: tile.House, Tile: 92}} {
		if _, err := json.Marshal(l); err == nil {
			t.Errorf("%v marshals", l)
		}
	}
}
