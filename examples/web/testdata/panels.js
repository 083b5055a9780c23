// Prints, as JSON, the end's panels of a hand-built Athena game: node
// panels.js words.js draw.js panels.js, with the API's figures. Seat 0 completed all four cards
// (the statue) with 3 stones, seat 1 two cards with 5 stones; the pads
// are of a card of 3 stones with and without the statue.
"use strict";
for (const f of process.argv.slice(2)) require(f);
const P = globalThis.AkropolisPanels;
const card = (statue) => ({ lines: [{ district: "House", value: 4, stars: 2, points: 8 }], stones: 3, statue, total: statue ? 23 : 11, hexes: [] });
const v = {
  cities: [{ cells: [] }, { cells: [] }], stones: [3, 5],
  cards: [[0, 1], [0], [0], [0, 1]].map((completedBy, i) => ({ slot: i + 1, card: "Villa", tiles: [], completedBy })),
};
const seat = (k) => `seat ${k}`;
// The API's stats: what the statue adds (4 a stone) is its figure.
const figures = [
  { seat: 0, city: true, houseGroup: 0, highestLevel: 1, cards: 4, statue: true, statueBonus: 12, stones: 3, architectPile: 0 },
  { seat: 1, city: true, houseGroup: 0, highestLevel: 1, cards: 2, statue: false, statueBonus: 0, stones: 5, architectPile: 0 },
];
process.stdout.write(JSON.stringify({
  withStatue: P.pad(card(true), "seat 0", 0, figures[0]),
  without: P.pad(card(false), "seat 1", 1, figures[1]),
  stats: P.stats(v, [], figures, seat),
}));
