// The JavaScript side of the akropolis WebAssembly API, and the one place
// where the module's JSON forms are read into what the page draws.
//
//   const api = AkropolisAPI.connect(globalThis.akropolisWasm);
//   const r = api.newGame({players: 2, rules: {variants: "none"}, seed: "1 2"});
//   if (r.error) console.log(r.error.code, r.error.message); else draw(r.value);
//
// Every call returns {value} or {error: {code, message}}; none throws.
(function (root) {
  "use strict";

  function connect(wasm) {
    function call(name, arg) {
      let text;
      try {
        text = wasm.call(name, arg === undefined ? "" : JSON.stringify(arg));
      } catch (e) {
        return { error: { code: "internal", message: String(e) } };
      }
      return JSON.parse(text);
    }
    const api = {};
    for (const name of wasm.calls) {
      api[name] = (arg) => call(name, arg);
    }
    return api;
  }

  // forms reads the module's JSON forms. It reads only: what a move,
  // a cell or a level is, the library says (moves, place, view).
  const forms = {
    // tileNo turns a tile number from its JSON form (7) into the two digits
    // of the move text ("07").
    tileNo(t) {
      return typeof t === "number" ? String(t).padStart(2, "0") : t;
    },
    // view reads view()'s answer: the module's public view (turn numbered
    // from 1), each city's JSON form, whether the game is over, turns left.
    // The tile at position i of the line costs i stones. With the Athena
    // expansion: the cards by slot (cards[0] is slot 1), each with the
    // tiles still on it and the seats that completed it; whether the seat
    // to move is in its construction phase, and the slots it can complete.
    view(a) {
      const v = a.view;
      const cardCells = new Map((a.cardCells || []).map((c) => [c.slot, c]));
      return {
        options: v.options,
        line: v.line.map((t, i) => ({ tile: forms.tileNo(t), cost: i })),
        stacksLeft: v.stacksLeft, stackSize: v.stackSize, unseen: v.unseen.length,
        cities: a.cities.map((c, k) => forms.city(c, a.drawings[k])),
        stones: v.stones, reserve: v.reserve, chief: v.chief, pile: v.pile,
        current: v.current, turn: v.turn, turnsLeft: a.turnsLeft, over: a.over,
        cards: (a.cards || []).map((c, i) => ({
          slot: i + 1, card: c.card, completedBy: c.completedBy,
          tiles: c.dealt.filter((t) => !c.taken.includes(t)).map(String),
          met: cardCells.has(i + 1) ? cardCells.get(i + 1) : { met: false, cells: [] },
        })),
        construction: !!a.construction, completable: a.completable || [],
      };
    },
    // city reads a city's JSON form: its occupied cells (visible kind,
    // height, stars, tile on top, and for a one-hex tile its face: parts
    // with their kinds and edges) and its enclosed empty cells; and its
    // drawing (the API's): the empty cells to draw and the thick edges.
    city(c, drawing) {
      return {
        cells: c.cells.map((x) => ({ q: x.q, r: x.r, height: x.height, kind: x.kind, stars: x.stars, tile: forms.tileNo(x.tile), face: x.face })),
        holes: c.edge.filter((e) => e.enclosed).map((h) => ({ q: h.q, r: h.r })),
        slots: drawing ? drawing.slots : [],
        borders: new Map(drawing ? drawing.borders.map((b) => [forms.cellName(b), b.edges]) : []),
      };
    },
    // cellName writes a cell as the module's text form does, "(1,-2)",
    // to key a map by it.
    cellName(c) { return `(${c.q},${c.r})`; },
    // card reads a score card: lines per district, stones, whether the
    // statue makes each stone count 5 (Athena), total, hex notes (two for
    // a double district, one per half).
    card(c) {
      return {
        lines: c.lines.map((l) => ({ district: l.district, value: l.value, plazas: l.plazas, stars: l.stars, points: l.points })),
        stones: c.stones, statue: !!c.statue, total: c.total,
        hexes: c.hexes,
      };
    },
    // event reads one event of a move: kind ("taken", "placed", "gained",
    // "refilled", "chief", "over", "architect", and with the Athena
    // expansion "completed" and "stopped"), turn, seat, tile, position,
    // stones, placement, cells, level, quarries, and a completion's slot
    // and card.
    event(e) {
      return Object.assign({}, e, { tile: forms.tileNo(e.tile) });
    },
  };

  root.AkropolisAPI = { connect, forms };
  if (typeof module !== "undefined" && module.exports) module.exports = root.AkropolisAPI;
})(globalThis);
