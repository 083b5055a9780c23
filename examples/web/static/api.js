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

  // The hex directions N, NE, SE, S, SW, NW as (q, r) steps, as package hex.
  const DIRS = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

  // forms reads the module's JSON forms.
  const forms = {
    // move parses the move text "2:07@(1,-2)r3".
    move(text) {
      const m = /^(\d+):(\d+)@\((-?\d+),(-?\d+)\)r(\d)$/.exec(text);
      if (!m) return null;
      return { text, pos: +m[1], tile: m[2], q: +m[3], r: +m[4], rot: +m[5] };
    },
    // moveText writes a move's text form back.
    moveText(pos, tile, q, r, rot) {
      return `${pos}:${tile}@(${q},${r})r${rot}`;
    },
    // cells returns the three cells a tile covers, in its clockwise hex order
    // (as tile.Cells): the anchor, then its neighbours in directions rot and rot+1.
    cells(q, r, rot) {
      const a = DIRS[rot % 6], b = DIRS[(rot + 1) % 6];
      return [{ q, r }, { q: q + a[0], r: r + a[1] }, { q: q + b[0], r: r + b[1] }];
    },
    // tileNo turns a tile number from its JSON form (7) into the two digits
    // of the move text ("07").
    tileNo(t) {
      return typeof t === "number" ? String(t).padStart(2, "0") : t;
    },
    // view reads view()'s answer: the module's public view (turn numbered
    // from 1), each city's JSON form, whether the game is over, turns left.
    // The tile at position i of the line costs i stones.
    view(a) {
      const v = a.view;
      return {
        options: v.options,
        line: v.line.map((t, i) => ({ tile: forms.tileNo(t), cost: i })),
        stacksLeft: v.stacksLeft, stackSize: v.stackSize, unseen: v.unseen.length,
        cities: a.cities.map(forms.city),
        stones: v.stones, reserve: v.reserve, chief: v.chief, pile: v.pile,
        current: v.current, turn: v.turn, turnsLeft: a.turnsLeft, over: a.over,
      };
    },
    // city reads a city's JSON form: its occupied cells (visible kind,
    // height, tile on top, and for a one-hex tile its face: parts with
    // their kinds and edges) and its enclosed empty cells.
    city(c) {
      return {
        cells: c.cells.map((x) => ({ q: x.q, r: x.r, height: x.height, kind: x.kind, tile: forms.tileNo(x.tile), face: x.face })),
        holes: c.edge.filter((e) => e.enclosed).map((h) => ({ q: h.q, r: h.r })),
      };
    },
    // hex reads a cell "(q,r)".
    hex(s) {
      if (typeof s === "object") return s;
      const m = /^\((-?\d+),(-?\d+)\)$/.exec(s);
      return m ? { q: +m[1], r: +m[2] } : null;
    },
    // card reads a score card: lines per district, stones, total, hex notes.
    card(c) {
      return {
        lines: c.lines.map((l) => ({ district: l.district, value: l.value, plazas: l.plazas, stars: l.stars, points: l.points })),
        stones: c.stones, total: c.total,
        hexes: c.hexes.map((h) => Object.assign({}, h, forms.hex(h.cell))),
      };
    },
    // event reads one event of a move: kind ("taken", "placed", "gained",
    // "refilled", "chief", "over", "architect"), turn, seat, tile, position,
    // stones, placement, cells, level, quarries.
    event(e) {
      return Object.assign({}, e, { tile: forms.tileNo(e.tile) });
    },
  };

  root.AkropolisAPI = { connect, forms };
  if (typeof module !== "undefined" && module.exports) module.exports = root.AkropolisAPI;
})(globalThis);
