// What the page says, in words: why a placement is refused, what each
// variant and rule option does, a move as a sentence, and why a pasted
// record or position cannot be loaded. Nothing here decides a rule.
(function (root) {
  "use strict";

  const plural = (n, w, ws) => `${n} ${n === 1 ? w : ws || w + "s"}`;

  // WHY says why a placement is refused, by rule code.
  const WHY = {
    "not-adjacent": "A tile on the ground must touch your city along at least one edge.",
    "gap": "A tile must lie wholly on the ground or wholly on other tiles: here part of it would hang over a gap.",
    "uneven": "The three hexes under a raised tile must all be at the same height.",
    "one-tile": "A raised tile must rest on at least two different tiles, not on a single one.",
    "cannot-afford": "You cannot afford that tile: it costs one stone per tile skipped.",
    "out-of-bounds": "That is too far from the city.",
    "game-over": "The game is over.",
    "on-one-hex": "A one-hex tile cannot go on top of another one-hex tile.",
    "not-completable": "Your city does not meet that card's condition now.",
    "card-done": "You have completed that card already: each card once.",
    "not-on-card": "That tile is not on the card.",
    "constructing": "Complete a card or stop first: the construction phase is open.",
    "not-constructing": "Cards are completed at the end of your turn, after placing the tile you took.",
  };

  // VARIANTS and OPTIONS say in one line what each variant and rule option
  // does; the keys are the names of the options' JSON form.
  const VARIANTS = {
    houses: "Houses: the largest group of Houses counts double when it holds 10 or more.",
    markets: "Markets: a Market next to a Market plaza counts double.",
    barracks: "Barracks: a Barracks with 3 or more empty neighbours counts double.",
    temples: "Temples: a Temple at level 2 or higher counts double.",
    gardens: "Gardens: a Garden next to a lake (an enclosed empty cell) counts double.",
  };
  const OPTIONS = {
    athena: "Athena expansion: after your turn, complete construction cards whose pattern your city shows, each for a one-hex tile; all four cards make your stones worth 5 points each.",
    allTiles: "All 61 tiles: the longer game, for 2 or 3 players.",
    stonesFromZero: "Stones from zero: the first player starts with no stone, the next with 1, and so on.",
    unlimitedReserve: "Unlimited reserve: Quarries always pay, however few stones the box holds.",
    barracksOutsideOnly: "Barracks, outside only: only empty cells open to the outside count as empty for Barracks.",
    lakeAnyRegion: "Lakes, any region: any empty region the city encloses is a lake, not only a single cell.",
  };
  const LEVELS = {
    hippodamos: "Hippodamos (easy): the Architect scores each district once.",
    metagenes: "Metagenes (medium): as Hippodamos, plus 2 points per Quarry in its pile.",
    callicrates: "Callicrates (hard): the Architect's districts count double, and Temples double with the variant.",
  };

  // rulesInForce lists, for a game's options (JSON form), the variants and
  // options switched on, each with its line.
  function rulesInForce(o) {
    const lines = [];
    const vs = o.rules.variants === "all" ? Object.keys(VARIANTS) :
      o.rules.variants === "none" ? [] : o.rules.variants.split("+");
    for (const v of vs) lines.push(VARIANTS[v] || v);
    if (!vs.length) lines.push("No variant: the base game's scoring.");
    for (const k of ["athena", "allTiles", "stonesFromZero", "unlimitedReserve"]) if (o[k]) lines.push(OPTIONS[k]);
    for (const k of ["barracksOutsideOnly", "lakeAnyRegion"]) if (o.rules[k]) lines.push(OPTIONS[k]);
    if (o.players === 1) lines.push(LEVELS[o.level || "hippodamos"]);
    return lines;
  }

  // cardName spells a construction card's name in words: "PilgrimsStairs"
  // as "Pilgrims Stairs".
  const cardName = (c) => c.replace(/(\w)([A-Z])/g, "$1 $2");

  // sentence tells the events of one move: "you took tile 23 for free and
  // built it at level 1", "you completed Parkland (card 2), took its tile
  // 76 and built it at level 1", "you stopped building". who names the
  // seat that moved.
  function sentence(who, events) {
    const took = events.find((e) => e.kind === "taken");
    const placed = events.find((e) => e.kind === "placed");
    const gained = events.find((e) => e.kind === "gained");
    const done = events.filter((e) => e.kind === "completed");
    const mine = placed && done.find((e) => e.seat === placed.seat);
    let s = who;
    if (events.some((e) => e.kind === "stopped")) s += " stopped: no more cards this turn";
    if (took) s += ` took tile ${took.tile} ${took.stones ? "for " + plural(took.stones, "stone") : "for free"}`;
    if (mine) s += ` completed the card ${cardName(mine.card)} (card ${mine.slot}), took its tile ${mine.tile}`;
    if (placed) {
      s += ` and built it at level ${placed.level}`;
      const at = placed.cells && placed.cells[0];
      if (at) s += ` on (${at.q},${at.r})`;
      if (placed.quarries) s += `, covering ${plural(placed.quarries, "Quarry", "Quarries")}`;
    }
    if (gained) s += `: +${plural(gained.stones, "stone")}`;
    for (const e of events) if (e.kind === "architect") s += `; the Architect took tile ${e.tile} ${e.stones ? "for " + plural(e.stones, "stone") : "for free"}`;
    for (const e of done) if (e !== mine) s += `; the Architect completed ${cardName(e.card)} too and took its tile ${e.tile}`;
    return s + ".";
  }

  // percent writes a chance from 0 to 1 as "64%".
  const percent = (x) => `${Math.round(100 * x)}%`;

  // moveWords tells a move in words from its parts (the API's describe or
  // moves): "tile 22 for free on (0,-3), turned 3" (the site position is
  // the cost).
  function moveWords(m) {
    if (!m) return "";
    if (m.stop) return "stop (no more cards this turn)";
    const at = m.cells[0];
    if (m.card) return `card ${m.card}'s tile ${m.tile} on (${at.q},${at.r}), turned ${m.rotation}`;
    return `tile ${m.tile} ${m.position ? "for " + plural(m.position, "stone") : "for free"} on (${at.q},${at.r}), turned ${m.rotation}`;
  }

  // loadError says in one sentence why a pasted text could not be
  // loaded, from the API's error (the module's error form): the move and
  // the rule for a record that does not replay, the line for one that
  // cannot be read.
  function loadError(err) {
    if (err.code === "empty-input") return "Nothing to load: paste a record or a position, or open a file.";
    if (err.code === "not-a-game") return "This is neither a record (a game's moves, with its [Game \"Akropolis\"] tags) nor a full position: nothing was loaded.";
    if (err.move && err.step) {
      return `This record's move ${err.step} (turn ${err.turn}, seat ${err.seat}: ${err.move}) is not allowed: ${WHY[err.code] || err.message}`;
    }
    const msg = err.message.replace(/^(akropolis|city|site|tile|hex|variants|score): /g, "");
    return `This text cannot be read${err.line ? ` (line ${err.line})` : ""}: ${msg.replace(/^akropolis: /, "")}`;
  }

  root.AkropolisWords = { WHY, VARIANTS, OPTIONS, LEVELS, rulesInForce, sentence, moveWords, percent, loadError, plural, cardName };
})(globalThis);
