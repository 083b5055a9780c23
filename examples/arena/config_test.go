package arena

import (
	"slices"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

func TestParseSeed(t *testing.T) {
	for in, want := range map[string][2]uint64{"7": {7, 0}, "7,9": {7, 9}, "7:9": {7, 9}, " 7 9 ": {7, 9}} {
		got, err := ParseSeed(in)
		if err != nil || got != want {
			t.Errorf("ParseSeed(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

// TestBadConfig: a tournament that cannot be played is an error from Play
// and from SitDown, never a panic, and so is a game that is not one of the
// tournament's.
func TestBadConfig(t *testing.T) {
	good := Config{Options: akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}}, Bots: []string{"greedy", "random"}, Games: 2}
	g, err := akropolis.New(good.Options)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"fewer bots than seats", func(c *Config) { c.Bots = c.Bots[:1] }, "1 player for 2 seats"},
		{"more bots than seats", func(c *Config) { c.Bots = append(c.Bots, "greedy") }, "3 players for 2 seats"},
		{"no games", func(c *Config) { c.Games = 0 }, "0 games: want at least 1"},
		{"shard past n", func(c *Config) { c.Shard = [2]int{3, 2} }, "shard 3/2"},
		{"shard of none", func(c *Config) { c.Shard = [2]int{1, 0} }, "shard 1/0"},
		{"bad options", func(c *Config) { c.Options.Players = 5 }, "players"},
	} {
		c := good
		c.Bots = slices.Clone(good.Bots)
		tc.edit(&c)
		if _, err := c.Play(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Play error %v, want one saying %q", tc.name, err, tc.want)
		}
		if _, _, err := c.SitDown(g, 0); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: SitDown error %v, want one saying %q", tc.name, err, tc.want)
		}
	}
	three, err := akropolis.New(akropolis.Options{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		g    *akropolis.Game
		i    int
	}{{"a game of 3 players", three, 0}, {"game -1", g, -1}, {"game 2 of 2", g, 2}} {
		if _, _, err := good.SitDown(tc.g, tc.i); err == nil || !strings.Contains(err.Error(), "want a game of the tournament") {
			t.Errorf("%s: SitDown error %v", tc.name, err)
		}
	}
}
