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
    // move parses a move's text form: a take "2:07@(1,-2)r3" (card 0), a
    // completion of the construction card in slot 2 "c2:75@(1,-2)r0" (pos
    // null), or "stop" (stop true), which ends a construction phase.
    move(text) {
      if (text === "stop") return { text, stop: true, card: 0, pos: null };
      const m = /^(?:(\d+)|c([1-4])):(\d+)@\((-?\d+),(-?\d+)\)r(\d)$/.exec(text);
      if (!m) return null;
      return { text, pos: m[1] === undefined ? null : +m[1], card: m[2] === undefined ? 0 : +m[2], tile: m[3], q: +m[4], r: +m[5], rot: +m[6] };
    },
    // moveText writes a take's text form back.
    moveText(pos, tile, q, r, rot) {
      return `${pos}:${tile}@(${q},${r})r${rot}`;
    },
    // cardMoveText writes a completion's text form: the card's slot, the
    // one-hex tile taken from it and where it goes.
    cardMoveText(slot, tile, q, r, rot) {
      return `c${slot}:${tile}@(${q},${r})r${rot}`;
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
    // The tile at position i of the line costs i stones. With the Athena
    // expansion: the cards by slot (cards[0] is slot 1), each with the
    // tiles still on it and the seats that completed it; whether the seat
    // to move is in its construction phase, and the slots it can complete.
    view(a) {
      const v = a.view;
      return {
        options: v.options,
        line: v.line.map((t, i) => ({ tile: forms.tileNo(t), cost: i })),
        stacksLeft: v.stacksLeft, stackSize: v.stackSize, unseen: v.unseen.length,
        cities: a.cities.map(forms.city),
        stones: v.stones, reserve: v.reserve, chief: v.chief, pile: v.pile,
        current: v.current, turn: v.turn, turnsLeft: a.turnsLeft, over: a.over,
        cards: (a.cards || []).map((c, i) => ({
          slot: i + 1, card: c.card, completedBy: c.completedBy,
          tiles: c.dealt.filter((t) => !c.taken.includes(t)).map(String),
        })),
        construction: !!a.construction, completable: a.completable || [],
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
    // card reads a score card: lines per district, stones, whether the
    // statue makes each stone count 5 (Athena), total, hex notes (two for
    // a double district, one per half).
    card(c) {
      return {
        lines: c.lines.map((l) => ({ district: l.district, value: l.value, plazas: l.plazas, stars: l.stars, points: l.points })),
        stones: c.stones, statue: !!c.statue, total: c.total,
        hexes: c.hexes.map((h) => Object.assign({}, h, forms.hex(h.cell))),
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
