package arena

import "testing"

func TestParseSeed(t *testing.T) {
	for in, want := range map[string][2]uint64{"7": {7, 0}, "7,9": {7, 9}, "7:9": {7, 9}, " 7 9 ": {7, 9}} {
		got, err := ParseSeed(in)
		if err != nil || got != want {
			t.Errorf("ParseSeed(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}
