// Plays a whole game through the WebAssembly API under Node and prints the
// record, the score cards and the result as one JSON object.
//
//   node game.js wasm_exec.js api.js akropolis.wasm '{"players":2,...}'
//
// Seat 0 plays legal move number (7919*turn + 13) mod count (turns from 1), the other seats
// ask the built-in greedy player; every fifth move is undone and played
// again, and one illegal move is checked each turn.
"use strict";
const fs = require("fs");
const [wasmExec, apiJs, wasmFile, options] = process.argv.slice(2);
globalThis.fs = fs; // wasm_exec.js writes the program's output through it
require(wasmExec);
const AkropolisAPI = require(apiJs);

function must(r, what) {
  if (r.error) throw new Error(`${what}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

const go = new Go();
WebAssembly.instantiate(fs.readFileSync(wasmFile), go.importObject).then(({ instance }) => {
  go.run(instance);
  const api = AkropolisAPI.connect(globalThis.akropolisWasm);
  const refused = {};
  const F = AkropolisAPI.forms;
  let view = F.view(must(api.newGame(JSON.parse(options)), "newGame"));
  while (!view.over) {
    const legal = must(api.legal(), "legal");
    let move;
    if (view.current === 0) {
      move = legal[(7919 * view.turn + 13) % legal.length];
    } else {
      move = must(api.bot("greedy"), "bot");
    }
    // Every move of one position is a move of the full list (the API
    // tells a move's parts: the page parses no move text).
    const m = must(api.describe([move]), "describe")[0];
    const ofPos = must(api.legal(m.position), "legal(pos)");
    if (!ofPos.includes(move) || must(api.describe(ofPos), "describe").some((x) => x.position !== m.position)) {
      throw new Error(`legal(${m.position}) disagrees with legal()`);
    }
    must(api.check(move), "check");
    // A tile laid far from the city is refused with its rule's code.
    const far = must(api.place({ position: m.position, tile: m.tile, q: 60, r: 0, rotation: 0 }), "place");
    if (far.legal) throw new Error("a placement far from the city was accepted");
    refused[far.broken.code] = (refused[far.broken.code] || 0) + 1;
    const events = must(api.play(move), "play");
    const again = must(api.events(), "events");
    if (JSON.stringify(events) !== JSON.stringify(again)) throw new Error("events() differs from play's");
    if (view.turn % 5 === 4) {
      must(api.undo(), "undo");
      must(api.play(move), "play again");
    }
    view = F.view(must(api.view(), "view"));
  }
  const out = {
    record: must(api.record(), "record"),
    scores: must(api.scores(), "scores"),
    result: must(api.result(), "result"),
    refused,
    afterEnd: api.legal().value.length,
    playAfterEnd: api.play("0:01@(5,5)r0").error,
  };
  process.stdout.write(JSON.stringify(out) + "\n");
  process.exit(0);
}).catch((e) => {
  process.stderr.write(String(e && e.stack || e) + "\n");
  process.exit(1);
});
