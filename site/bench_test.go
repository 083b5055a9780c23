package site_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/site"
)

// A whole four-player game of takes and refills from a snapshot: the inner
// loop of a playout.
func BenchmarkGame(b *testing.B) {
	s0, err := site.Deal(4, false, 1, 2)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		s := s0
		for !s.Over() {
			if _, err := s.Take(s.Affordable(2)-1, 2); err != nil {
				b.Fatal(err)
			}
			s.Refill()
		}
	}
}

func BenchmarkDeal(b *testing.B) {
	b.ReportAllocs()
	var seed uint64
	for b.Loop() {
		seed++
		if _, err := site.Deal(4, false, seed, 7); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDealCards deals the construction cards of a game with the
// Athena expansion from a new seed each time.
func BenchmarkDealCards(b *testing.B) {
	b.ReportAllocs()
	var seed uint64
	for b.Loop() {
		seed++
		_ = site.DealCards(seed, 7)
	}
}
