package site

import "math/rand/v2"

// New, AppendShuffle and NewCards lay out a site and cards from explicit
// values, which callers do with FromLayout and the cards' forms, for the
// tests written with them.
func (s Site) NeedsRefill() bool        { return s.needsRefill() }
func (s *Site) Resample(rng *rand.Rand) { s.resample(rng) }

var (
	New           = newSite
	AppendShuffle = appendShuffle
	NewCards      = newCards
)
