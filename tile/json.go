package tile

import (
	"fmt"
	"strconv"
)

// MarshalJSON encodes the ID as a JSON number, 1 to 61 (0 for the starting
// tile, 62 to 91 for a one-hex tile of the Athena expansion): the one form
// the module writes, so a front-end compares tiles as numbers. (Text forms
// and JSON object keys use the two-digit String form.)
func (id ID) MarshalJSON() ([]byte, error) {
	if id > MaxAthenaID {
		return nil, fmt.Errorf("%w: tile number %d is not in 0..%d", errSyntax, uint8(id), MaxAthenaID)
	}
	return strconv.AppendUint(nil, uint64(id), 10), nil
}

// UnmarshalJSON decodes a tile number given either as a JSON number (7, 0
// for the starting tile, 62 to 91 for a one-hex tile) or as a string in the
// text form ("07", "7", "S" or "75"), so documents written for the text form
// still read. On error id is unchanged.
func (id *ID) UnmarshalJSON(b []byte) error {
	if len(b) >= 2 && b[0] == '"' && b[len(b)-1] == '"' {
		if n, err := strconv.Atoi(string(b[1 : len(b)-1])); err == nil && len(b) == 4 && ID(n).IsOneHex() {
			*id = ID(n)
			return nil
		}
		return id.UnmarshalText(b[1 : len(b)-1])
	}
	if len(b) == 0 || len(b) > 2 || b[0] < '0' || b[0] > '9' || (len(b) == 2 && (b[0] == '0' || b[1] < '0' || b[1] > '9')) {
		return fmt.Errorf("%w: tile number %q: want 0..%d or a string like \"07\"", errSyntax, b[:min(len(b), 8)], MaxAthenaID) // never the whole of a long input
	}
	n, _ := strconv.Atoi(string(b))
	if n > int(MaxAthenaID) {
		return fmt.Errorf("%w: tile number %d is not in 0..%d", errSyntax, n, MaxAthenaID)
	}
	*id = ID(n)
	return nil
}
