package hex

// Parse is the reader of a cell's text, for the tests that hold
// UnmarshalText to it.
var Parse = parse
