// Package siteplay is the construction site as the game plays it: the state
// behind site.Site and site.Cards and the moves that change it (deal, take,
// refill, complete a card), which only the game makes.
//
// site.Site and site.Cards are defined on this package's Site and Cards
// (type Site siteplay.Site), so converting between them costs nothing: the
// game keeps these types in its state and calls their moves directly, with
// no call through a function value on its hot paths, and hands callers the
// site types, which only read. The rules are stated in package site's doc;
// its tests (through site's export_test.go) hold this package to them.
package siteplay
