package site

// NeedsRefill is needsRefill, for the tests that ask it.
func (s Site) NeedsRefill() bool { return s.needsRefill() }

// New, AppendShuffle and NewCards lay out a site and cards from explicit
// values, which callers do with FromLayout and the cards' forms, for the
// tests written with them.
var (
	New           = newSite
	AppendShuffle = appendShuffle
	NewCards      = newCards
)
