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
    // tileNo turns a tile number from its JSON form ("07") into text ("07").
    tileNo(t) {
      return typeof t === "number" ? String(t).padStart(2, "0") : t;
    },
    // view reads the public view.
    view(v) {
      return {
        options: v.options,
        line: v.line.map((t) => ({ tile: forms.tileNo(t.tile), cost: t.cost })),
        stacksLeft: v.stacksLeft, stackSize: v.stackSize, unseen: v.unseen,
        cities: v.cities.map(forms.city),
        stones: v.stones, reserve: v.reserve, chief: v.chief,
        current: v.current, turn: v.turn, turnsLeft: v.turnsLeft, over: v.over,
      };
    },
    // city reads a city: its occupied cells and its enclosed empty cells.
    city(c) {
      return {
        cells: c.cells.map((x) => ({ q: x.q, r: x.r, height: x.height, kind: x.kind, tile: forms.tileNo(x.tile) })),
        holes: c.holes.map((h) => ({ q: h.q, r: h.r })),
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
    // event reads one event of a move.
    event(e) {
      const g = (a, b) => (e[a] !== undefined ? e[a] : e[b]);
      return {
        kind: g("kind", "Kind"), turn: g("turn", "Turn") || 0, seat: g("seat", "Seat") || 0,
        tile: g("tile", "Tile"), position: g("position", "Position") || 0,
        stones: g("stones", "Stones") || 0, placement: g("placement", "Placement"),
        level: g("level", "Level") || 0, quarries: g("quarries", "Quarries") || 0,
      };
    },
  };

  root.AkropolisAPI = { connect, forms };
  if (typeof module !== "undefined" && module.exports) module.exports = root.AkropolisAPI;
})(globalThis);
