package hex

import "fmt"

// Direction is one of the six edge directions, numbered clockwise from North.
// Unlike most enums of this module its zero value is meaningful (North): a
// direction is an index into [6] arrays and the unit of tile rotation, so
// arithmetic modulo 6 must work on it.
type Direction uint8

// The six directions, clockwise.
const (
	N Direction = iota
	NE
	SE
	S
	SW
	NW
)

// Directions lists the six directions clockwise from North.
func Directions() [6]Direction { return [6]Direction{N, NE, SE, S, SW, NW} }

var vectors = [6]Hex{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

var directionNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

// Vector returns the offset of one step in direction d.
func (d Direction) Vector() Hex { return vectors[d%6] }

// Rotate returns the direction turned k x 60 degrees clockwise.
func (d Direction) Rotate(k int) Direction {
	return modSix[int(d%6)+k%6+6] // d%6 + k%6 lies in -5..10
}

// modSix holds i-6 modulo 6 for i in 0..16: Rotate by a table, as the
// construction cards turn directions in every pattern they read.
var modSix = func() (t [17]Direction) {
	for i := range t {
		t[i] = Direction((i + 6) % 6)
	}
	return t
}()

// Opposite returns the direction turned half way round.
func (d Direction) Opposite() Direction { return d.Rotate(3) }

// valid reports whether d is one of the six directions.
func (d Direction) valid() bool { return d < 6 }

// String returns "N", "NE", "SE", "S", "SW" or "NW".
func (d Direction) String() string {
	if d < 6 {
		return directionNames[d]
	}
	return fmt.Sprintf("Direction(%d)", uint8(d))
}

// parseDirection reads a direction name as printed by String.
func parseDirection(s string) (Direction, error) {
	for d, n := range directionNames {
		if n == s {
			return Direction(d), nil
		}
	}
	if len(s) > maxText { // never echo hostile input whole
		return 0, fmt.Errorf("%w: direction of %d bytes is too long", errSyntax, len(s))
	}
	return 0, fmt.Errorf("%w: unknown direction %q", errSyntax, s)
}

// MarshalText encodes the direction as its name ("NE"); a direction that is
// not one of the six is refused with rule.ErrSyntax.
func (d Direction) MarshalText() ([]byte, error) {
	if !d.valid() {
		return nil, fmt.Errorf("%w: %v is not a direction", errSyntax, d)
	}
	return []byte(directionNames[d]), nil
}

// UnmarshalText parses a direction name as String prints it ("NE"); on
// error d is unchanged.
func (d *Direction) UnmarshalText(b []byte) error {
	if len(b) > maxText { // refuse before copying the text
		return fmt.Errorf("%w: direction of %d bytes is too long", errSyntax, len(b))
	}
	p, err := parseDirection(string(b))
	if err != nil {
		return err
	}
	*d = p
	return nil
}
