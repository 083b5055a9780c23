// Prints, as JSON, the analysis panel of two hand-made reports: node
// analysis.js words.js draw.js panels.js. One gives each estimate's noise
// and no turning point (none stood out of it), the other no noise and one
// turning point.
"use strict";
for (const f of process.argv.slice(2)) require(f);
const P = globalThis.AkropolisPanels;
const move = (extra) => Object.assign({ index: 1, turn: 1, seat: 0, played: "0:01@(0,-2)r0", before: 0.5, after: 0.62, rank: 2, legal: 9, best: "0:02@(0,-2)r0", bestChance: 0.55 }, extra);
const parts = new Map([["0:01@(0,-2)r0", { position: 0, tile: 1, rotation: 0, cells: [{ q: 0, r: -2 }] }], ["0:02@(0,-2)r0", { position: 0, tile: 2, rotation: 0, cells: [{ q: 0, r: -2 }] }]]);
const seat = (k) => `seat ${k}`;
process.stdout.write(JSON.stringify({
  noisy: P.analysis({ moves: [move({ beforeNoise: 0.08, afterNoise: 0.07 })], turning: null }, seat, ["told"], parts),
  plain: P.analysis({ moves: [move({})], turning: [0] }, seat, ["told"], parts),
}));
