// Package athena is the engine of the Athena expansion's rules that read
// a city, for the module's own packages: the patterns of the 18
// construction cards (Met, AppendMet), the following of a city as it
// grows (Touched, MetTouching), and the scoring of the halves of double
// districts part by part (AppendParts, for package score's card). Package
// score/athena is its public face: the rulings (which cells a card lists,
// which of several patterns is chosen, the card readings) are stated
// there, and those of halves in package score.
//
// The rules read a [City], a small read-only view of what is visible in
// each cell, so that they do not depend on how a city is stored: a
// *city.City is one, and [Grid] another, built from a map, for tests.
//
// # Following a city as it grows
//
// A game asks which cards a city meets after every placement. A card
// that the city did not meet before can be met after only by a pattern
// that reads a cell the placement changed. [MetTouching] looks only for
// such patterns, from the changed cells, and [Touched] asks several cards
// the same question, reading the changed cells once; both give the answer
// [Met] gives for the whole city. A caller keeps what each card was: a
// card met before is asked of the whole city again ([Met]), as covering a
// cell may spoil a pattern.
//
// # Scoring halves
//
// [AppendParts] scores every visible district part, each half judged
// across its own three edges by the conditions of package
// internal/condition. Each [PartScore] carries the facts it was judged on
// (its edge-neighbours occupied and empty, its House group, the neighbour
// that spoils or doubles it), so that package score's card can say why
// each half scores.
package athena
