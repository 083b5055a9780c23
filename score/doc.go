// Package score is the score pad of an Akropolis city: per district type
// the qualifying districts and their values, the stars of the visible
// plazas and the points; the stones; the total; and, for every visible hex,
// why it scores or not.
//
// # Recipes
//
// For a city c (a *city.City, such as Game.City returns), the stones its owner holds and the scoring options opts:
//
//	card := score.Compute(c, stones, opts) // the full pad, for front-ends
//	fmt.Print(card)                        // a score pad table
//	fmt.Print(card.Explain())              // one line per visible hex
//	b, err := json.Marshal(card)           // lines, notes and reasons, for a page
//	sum := score.Totals(c, stones, opts)   // the numbers alone, for bots: no allocation
//	fmt.Println(sum.Total, sum.Points)     // as card.Total, card.Points
//	ranks := score.Rank([]int{40, 40, 35}, []int{2, 1, 5}) // 1-based, ties broken by stones
//	fmt.Println(ranks)                                     // [1 2 3]
//
// [Compute] allocates and explains; [Totals] allocates nothing and
// walks the city's dense index once (a few hundred nanoseconds for a
// full-game city under the default readings). They are two independent
// implementations of the same rules, checked against each other on random
// legal cities. A city holding a double district of the Athena expansion
// is scored part by part (see below), each half judged by one function
// both share: Compute lists the parts through the module's scorer of halves, and
// Totals still allocates nothing, in under three times the time of a city
// without one.
//
// # The rules
//
//   - Only the visible hex of each cell (the top one) counts; a covered hex
//     never does, and a covered plaza gives no stars.
//   - A district's value is its level (height): 1 on the ground, 2 on the
//     second level, and so on without limit.
//   - Per type: (sum of the values of its qualifying districts) x (sum of
//     the stars of that type's visible plazas). No plaza of the type: 0.
//     Plazas need not touch the districts they multiply, and a higher plaza
//     has no more stars.
//   - Houses: only one group scores. A group is a maximal set of visible
//     Houses joined by shared edges; the group with the most hexes scores,
//     and among groups of equal size the one of highest value.
//   - Markets qualify when no neighbouring cell shows a Market district
//     (Market plazas are not Markets).
//   - Barracks qualify with at least one empty neighbouring cell. By default
//     any empty cell counts, an enclosed hole included; with the option
//     BarracksOutsideOnly only empty cells connected to the outside count.
//   - Temples qualify when all six neighbouring cells are occupied, at any
//     height.
//   - Gardens always qualify.
//   - Each stone held: +1 point.
//   - Winner ([Rank]): highest total; tie: most stones; still tied: the
//     players share the rank.
//
// # Variants
//
// The variants of the options (package variants) double the value of the
// qualifying districts that meet their bonus: the scoring House group if
// its value is 10 or more; a Market next to a visible Market plaza; a
// Barracks with 3 or more empty neighbours (empty as the Barracks reading
// says); a Temple at level 2 or higher; a Garden next to a lake (an empty
// cell whose six neighbours are occupied, or with LakeAnyRegion any empty
// cell enclosed by the city). The notes of the pad name the cell that
// decided: the lake a Garden lies next to, the Market plaza a Market is
// next to, how many empty neighbours a Barracks has under the reading.
//
// # The card
//
// A [Pad] holds its numbers, a [Summary]: per district type in
// tile.Districts() order (House, Market, Barracks, Temple, Garden) the
// value, the stars and the points, then the stones and the total. And it
// holds a [HexNote] per visible hex (per half of a double district), row
// by row from North to South: its kind, level and the value it adds (a
// district that does not qualify adds 0), with a reason in words: "market
// next to the market at (2,-1)", "barracks with no empty neighbour",
// "house outside the largest group (...)", "temple surrounded on all six
// sides, at level 2: doubled". A type's qualifying districts are its
// notes that add a value. The pad encodes to JSON with lower-case field
// names, kinds and districts by name, and one line per type listing its
// qualifying districts (doubled ones marked) and counting its visible
// plazas.
//
// # Halves and the statue (the Athena expansion)
//
// A one-hex tile of the Athena expansion is scored like any visible hex:
// a single district is a whole district of its type, a single plaza adds
// its stars. A double district is cut from corner to corner into two
// halves, each a district of its own type worth its level, each owning
// three consecutive edges; two parts of neighbouring cells (whole hexes
// or halves) touch only across an edge both own. So every condition is
// judged across a part's own edges, a whole hex's next to a half too:
//
//   - House: a half joins a group only across its own edges, through a
//     House part that owns the edge back; a half counts as one hex when
//     group sizes are compared.
//   - Market: a part qualifies unless a Market part faces it across one of
//     its edges (a whole Market next to a Market half that owns another
//     edge qualifies); the variant doubles it when a Market plaza does.
//   - Barracks: qualifies with an empty cell across one of its edges;
//     the variant doubles a half when all three are empty.
//   - Temple: qualifies when every cell across its edges is occupied
//     (three for a half); the variant doubles it at level 2 or higher.
//   - Garden: always qualifies; the variant doubles it when a lake lies
//     across one of its edges.
//
// The readings of empty cells (BarracksOutsideOnly, LakeAnyRegion) apply
// to halves as to whole hexes. A city that holds a double district is
// scored part by part: [Compute] lists the parts through
// the module's scorer of halves (internal/athena); [Totals] and [After] read
// the halves in place and ask each the same judgement, allocating
// nothing; cities without one keep the paths of whole hexes. Its card has
// two notes per visible double, half A's first, each naming its half
// ([HexNote].Half) and reading "half Barracks, its three edge-neighbours:
// 2 occupied, 1 empty: scores 1".
//
// The statue: a player who completed all four construction cards of the
// game scores 5 points per stone instead of 1; one to three cards give
// nothing more. Ties are still broken by the number of stones. The game
// knows the cards, so it calls [Summary.AddStatue] (on a Pad, or on the
// Architect's pad, as the Architect completes every card the player does),
// which records the statue and adds 4 a stone, once; the text form then
// reads "3 × 5 (statue) = 15".
//
// # One definition of each condition
//
// Each qualifying condition and each bonus condition above is one small
// function (in internal/condition), asked by the card ([Compute]),
// by the fast totals ([Totals], [After]), by the Architect's card
// ([Architect]) and by the scoring of halves of the Athena expansion
// (internal/athena): a change to a rule is a change to one function.
//
// # The Architect
//
// In a solo game the Architect keeps its tiles in a pile, not a city, and
// [Architect] scores it at its [Difficulty] (Hippodamos, Metagenes or
// Callicrates) into an [ArchitectPad], its numbers a Summary too:
//
//   - m = 1 at Hippodamos and Metagenes, 2 at Callicrates: each district
//     of the pile stands at level m.
//   - Per district type, m x the number of its district hexes in the pile
//     (the starting tile included; no qualifying condition applies, since
//     the pile has no neighbours), times the stars of its plazas in the
//     pile; 0 without a plaza of the type. Metagenes adds 2 per Quarry hex
//     in the pile. +1 per stone.
//   - The variants ask the city's bonus conditions of the pile: Houses
//     doubled when m x their number is 10 or more (so 5 Houses suffice at
//     Callicrates); Barracks always doubled (a pile hex stands alone, with
//     six empty neighbours); Temples doubled at level m = 2, so only at
//     Callicrates; Gardens always doubled; Markets doubled but at most 3
//     per Market plaza (n Markets, p Market plazas: m x (2 x min(n, 3p) +
//     max(0, n-3p))).
//
// For example, a pile of the starting tile and [Quarry, Quarry,
// MarketPlaza], [House, Temple, BarracksPlaza], [House, Market, Quarry],
// [Garden, House, Quarry], with 3 stones and no variant, scores 8 at
// Hippodamos, 22 at Metagenes (8 + 7 Quarries x 2) and 13 at Callicrates;
// with all variants at Hippodamos, 10.
//
// One difference from the most-played digital implementation is
// deliberate: it lays the Architect's tiles out as a city (on the ground,
// in the free cell nearest the centre) and, with the Houses variant, lets
// the size L of that layout's largest group of Houses compete with the
// count: where L reaches 10 it scores 2 x max(n, 2L) instead of 2 x n.
// That depends on a layout no rule defines, and is rare; this package
// counts the pile.
package score
