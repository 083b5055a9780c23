package site

import (
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile"
)

// The site's moves and engine readers are package siteplay's, which only
// the game calls; the tests here hold them to the package doc's rules
// through these, under the names the tests were written with.

func (s *Site) play() *siteplay.Site { return (*siteplay.Site)(s) }

func (s *Site) Take(i, stones int) (tile.ID, error)  { return s.play().Take(i, stones) }
func (s *Site) Check(i, stones int) (tile.ID, error) { return s.play().Check(i, stones) }
func (s *Site) Refill() bool                         { return s.play().Refill() }
func (s Site) Affordable(stones int) int             { return s.play().Affordable(stones) }
func (s Site) ArchitectChoice(stones int) int        { return s.play().ArchitectChoice(stones) }
func (s Site) AppendUnseen(dst []tile.ID) []tile.ID  { return s.play().AppendUnseen(dst) }
func (s Site) AppendStacks(dst []tile.ID) []tile.ID  { return s.play().AppendStacks(dst) }
func (s Site) StackSize() int                        { return s.play().StackSize() }
func (s Site) Players() int                          { return s.play().Players() }
func (s Site) NeedsRefill() bool                     { return s.play().NeedsRefill() }

func (c *Cards) play() *siteplay.Cards { return (*siteplay.Cards)(c) }

func (c *Cards) Complete(slot, seat int, id tile.ID) error { return c.play().Complete(slot, seat, id) }
func (c Cards) Holds(slot int, id tile.ID) bool            { return c.play().Holds(slot, id) }
func (c *Cards) Left(seat int) [CardSlots]tile.Card        { return c.play().Left(seat) }
func (c Cards) AppendUnseen(dst []tile.ID) []tile.ID       { return c.play().AppendUnseen(dst) }

const (
	TilesPerCard   = siteplay.TilesPerCard
	ErrNeedsRefill = siteplay.ErrNeedsRefill
)

var (
	AppendShuffle = siteplay.AppendShuffle
	Deal          = func(players int, allTiles bool, seed1, seed2 uint64) (Site, error) {
		s, err := siteplay.Deal(players, allTiles, seed1, seed2)
		return Site(s), err
	}
	DealCards = func(seed1, seed2 uint64) Cards { return Cards(siteplay.DealCards(seed1, seed2)) }
	New       = func(players int, order []tile.ID) (Site, error) {
		s, err := siteplay.NewSite(players, order)
		return Site(s), err
	}
	NewCards = func(cards [CardSlots]tile.Card, dealt [CardSlots][TilesPerCard]tile.ID) (Cards, error) {
		c, err := siteplay.NewCards(cards, dealt)
		return Cards(c), err
	}
)
