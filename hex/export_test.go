package hex

// Parse reads a cell as UnmarshalText does, for the tests that hold the
// two to each other.
func Parse(s string) (Hex, error) {
	var h Hex
	err := h.UnmarshalText([]byte(s))
	return h, err
}
