package variants

// ParseSet is parseSet, for the tests: a set from its text, or an error.
var ParseSet = parseSet
