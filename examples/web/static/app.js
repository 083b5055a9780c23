// The page: setup, play against the built-in players, the end with the
// score pads and the record. Every rule is decided by the WebAssembly API;
// this file only draws and forwards clicks.
(function () {
  "use strict";
  const F = AkropolisAPI.forms, D = AkropolisDraw;
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const botDelay = params.has("delay") ? +params.get("delay") : 350;

  // Why a placement is refused, in words, by rule code.
  const WHY = {
    "not-adjacent": "A tile on the ground must touch your city along at least one edge.",
    "gap": "A tile must lie wholly on the ground or wholly on other tiles: here part of it would hang over a gap.",
    "uneven": "The three hexes under a raised tile must all be at the same height.",
    "one-tile": "A raised tile must rest on at least two different tiles, not on a single one.",
    "cannot-afford": "You cannot afford that tile: it costs one stone per tile skipped.",
    "out-of-bounds": "That is too far from the city.",
    "game-over": "The game is over.",
  };

  let api, catalogue = new Map();
  const st = {
    seats: [], // per seat: "human", or a built-in player's name
    view: null, selected: null, rot: 0, anchor: null, locked: false,
    legal: new Map(), // "q,r,rot" -> move text, for the selected tile
    marks: new Map(), // "q,r" -> level of a legal placement over that cell
    check: null, busy: false, log: [],
  };

  const plural = (n, w) => `${n} ${w}${n === 1 ? "" : "s"}`;
  function setState(s) { document.body.dataset.state = s; }
  function message(html, kind) {
    const m = $("message");
    m.innerHTML = html || "";
    m.className = kind || "";
  }
  // setupError says why a game could not start (the game's message line is
  // hidden during the setup).
  function setupError(text) {
    $("status").textContent = text;
    $("status").className = "bad";
  }
  function must(r) {
    if (r.error) {
      message(`Error: ${r.error.message} (${r.error.code})`, "bad");
      throw new Error(r.error.code);
    }
    return r.value;
  }

  // ---- loading --------------------------------------------------------
  // The server names the WebAssembly by its content, so that it is cached.
  const wasmURL = document.body.dataset.wasm;

  async function load() {
    const go = new Go();
    let result;
    try {
      result = await WebAssembly.instantiateStreaming(fetch(wasmURL), go.importObject);
    } catch (e) {
      const buf = await (await fetch(wasmURL)).arrayBuffer();
      result = await WebAssembly.instantiate(buf, go.importObject);
    }
    go.run(result.instance);
    api = AkropolisAPI.connect(globalThis.akropolisWasm);
    globalThis.akropolis = api; // for the console and for tests
    const cat = must(api.tiles());
    for (const t of cat.tiles) catalogue.set(F.tileNo(t.tile), t.hexes);
    const stars = {};
    for (const k of cat.kinds) stars[k.kind] = k.stars;
    D.setStars(stars);
    setupForm();
    $("status").textContent = "Choose the players and start.";
    $("setup").hidden = false;
    setState("setup");
    if (params.get("autostart") === "1") startGame();
  }

  // ---- setup ----------------------------------------------------------
  function botOptions() {
    const names = must(api.bots());
    const label = { greedy: "greedy: best next move", mcts: "mcts: searches 100 ms a move", random: "random" };
    return names.map((n) => `<option value="${n}">${label[n] || n}</option>`).join("");
  }
  function setupForm() {
    const p = params;
    if (p.has("players")) $("players").value = p.get("players");
    if (p.has("seed")) $("seed").value = p.get("seed");
    if (p.has("variants")) for (const v of p.get("variants").split(/[+,]/)) {
      const box = document.querySelector(`input[name=variant][value="${v}"]`);
      if (box) box.checked = true;
    }
    const render = () => {
      const n = +$("players").value;
      $("level-label").hidden = n !== 1;
      const bots = (p.get("bots") || "").split(",");
      let html = "<legend>Opponents</legend>";
      for (let k = 1; k < Math.max(n, 2); k++) {
        if (n === 1) { html += "<p>The Architect plays automatically.</p>"; break; }
        html += `<label>Seat ${k} <select class="opponent" data-seat="${k}">${botOptions()}</select></label>`;
      }
      $("opponents").innerHTML = html;
      // The strongest built-in player by default, when the module has it.
      const names = must(api.bots());
      const strongest = ["mcts", "ismcts", "greedy"].find((n) => names.includes(n)) || names[0];
      document.querySelectorAll(".opponent").forEach((s, i) => { s.value = bots[i] && names.includes(bots[i]) ? bots[i] : strongest; });
    };
    $("players").addEventListener("change", render);
    render();
    $("setup-form").addEventListener("submit", (e) => { e.preventDefault(); startGame(); });
  }

  function randomSeed() {
    const a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return `${a[0]} ${a[1]}`;
  }

  function startGame() {
    const n = +$("players").value;
    const variants = [...document.querySelectorAll("input[name=variant]:checked")].map((b) => b.value);
    let seed = $("seed").value.trim().replace(/[,\s]+/g, " ");
    if (!seed) seed = randomSeed();
    const opts = {
      players: n,
      rules: { variants: variants.length ? variants.join("+") : "none",
        barracksOutsideOnly: $("barracksOutsideOnly").checked, lakeAnyRegion: $("lakeAnyRegion").checked },
      allTiles: $("allTiles").checked, stonesFromZero: $("stonesFromZero").checked,
      unlimitedReserve: $("unlimitedReserve").checked, seed,
    };
    if (n === 1) opts.level = $("level").value;
    const r = api.newGame(opts);
    if (r.error) { setupError(`Cannot start: ${r.error.message}`); return; }
    st.seats = ["human"];
    document.querySelectorAll(".opponent").forEach((s) => st.seats.push(s.value));
    beginPlay(F.view(r.value), seed);
  }

  // beginPlay shows the game of view v and lets whoever is to move play.
  function beginPlay(v, seed) {
    $("status").className = "";
    st.seed = seed;
    st.log = [];
    st.notes = null;
    $("log").innerHTML = "";
    $("setup").hidden = true;
    $("game").hidden = false;
    $("end").hidden = true;
    clearSelection();
    st.view = v;
    advance();
  }

  // loadGame continues the game of a record or a full position, text or
  // JSON: a record replays to its end, a position is taken as it stands.
  function loadGame() {
    const text = $("load-text").value.trim();
    let arg = text;
    if (text.startsWith("{")) {
      try { arg = JSON.parse(text); } catch (e) { setupError(`Cannot read the JSON: ${e.message}`); return; }
    }
    let r = api.loadRecord(arg);
    if (r.error) {
      const p = api.loadPosition(arg);
      if (p.error) {
        setupError(`Not a record (${r.error.message}) nor a position (${p.error.message}).`);
        return;
      }
      r = p;
    }
    const v = F.view(r.value);
    st.seats = ["human"];
    const bots = [...document.querySelectorAll(".opponent")].map((s) => s.value);
    for (let k = 1; k < v.cities.length; k++) st.seats.push(bots[k - 1] || bots[0] || "greedy");
    beginPlay(v, "loaded");
  }

  // ---- turns ----------------------------------------------------------
  function refresh() { st.view = F.view(must(api.view())); }

  // advance lets the built-in players move until it is the person's turn
  // or the game is over, one move per tick so that the page can follow.
  function advance() {
    refresh();
    render();
    if (st.view.over) { finish(); return; }
    const who = st.seats[st.view.current];
    if (who === "human") {
      setState("human");
      if (!$("message").textContent) message(`Your turn: choose a tile on the site (or press 1 to ${st.view.line.length}).`);
      return;
    }
    setState("bot");
    st.busy = true;
    setTimeout(() => {
      const move = must(api.bot(who));
      playMove(move);
      st.busy = false;
      advance();
    }, botDelay);
  }

  function seatName(k) {
    if (st.view.options.players === 1 && k === 1) return "the Architect";
    return st.seats[k] === "human" ? "you" : `seat ${k} (${st.seats[k]})`;
  }

  function playMove(move) {
    const seat = st.view.current;
    const events = must(api.play(move)).map(F.event);
    const took = events.find((e) => e.kind === "taken");
    const placed = events.find((e) => e.kind === "placed");
    let text = `${seatName(seat)}: ${move}`;
    if (took) text += ` — tile ${F.tileNo(took.tile)} for ${took.stones} stone${took.stones === 1 ? "" : "s"}`;
    if (placed) text += `, level ${placed.level}`;
    const gained = events.find((e) => e.kind === "gained");
    if (gained) text += `, +${gained.stones} stone${gained.stones === 1 ? "" : "s"}`;
    for (const e of events) if (e.kind === "architect") text += `; the Architect takes tile ${F.tileNo(e.tile)}`;
    const li = document.createElement("li");
    li.textContent = text;
    $("log").appendChild(li);
    return events;
  }

  // ---- choosing a tile and a placement --------------------------------
  function clearSelection() {
    st.selected = null; st.anchor = null; st.locked = false; st.check = null;
    st.legal = new Map(); st.marks = new Map();
  }

  function heightAt(q, r) {
    const c = st.view.cities[st.view.current].cells.find((x) => x.q === q && x.r === r);
    return c ? c.height : 0;
  }

  function selectTile(pos) {
    if (document.body.dataset.state !== "human") return;
    const t = st.view.line[pos];
    const stones = st.view.stones[st.view.current];
    clearSelection();
    if (t.cost > stones) {
      message(`Tile ${t.tile} costs ${t.cost} stone${t.cost === 1 ? "" : "s"} and you have ${stones}: ${WHY["cannot-afford"]}`, "bad");
      render();
      return;
    }
    st.selected = pos;
    const t0 = performance.now();
    const moves = must(api.legal(pos));
    const ms = performance.now() - t0;
    const levels = {};
    for (const text of moves) {
      const m = F.move(text);
      st.legal.set(`${m.q},${m.r},${m.rot}`, text);
      const cells = F.cells(m.q, m.r, m.rot);
      const level = heightAt(cells[0].q, cells[0].r) + 1;
      levels[level] = (levels[level] || 0) + 1;
      for (const c of cells) {
        const k = D.key(c.q, c.r);
        st.marks.set(k, Math.max(st.marks.get(k) || 0, level));
      }
    }
    timing(`legal(${pos}): ${moves.length} moves in ${ms.toFixed(2)} ms`);
    const parts = Object.keys(levels).sort().map((l) => `${levels[l]} at level ${l}`);
    message(`Tile ${t.tile}: ${moves.length} legal placements (${parts.join(", ")}). Point at your city to preview it, click to choose, click again or press Enter to place; R rotates.`);
    render();
  }

  function timing(text) { $("timing").textContent = text; }

  function rotate(step) {
    if (st.selected === null) return;
    st.rot = (st.rot + step + 6) % 6;
    renderLine();
    if (st.anchor) preview(st.anchor.q, st.anchor.r, st.locked);
    else renderChoice();
  }

  // preview shows the selected tile with its first hex on (q, r) and the
  // current rotation, and says whether it may go there and why not.
  function preview(q, r, lock) {
    if (st.selected === null) return;
    st.anchor = { q, r };
    st.locked = lock;
    const t = st.view.line[st.selected];
    const text = F.moveText(st.selected, t.tile, q, r, st.rot);
    const res = api.check(text);
    st.check = { move: text, res };
    const tileName = `tile ${t.tile}`;
    if (!res.error) {
      const o = res.value;
      let s = `${lock ? "Chosen" : "Preview"}: ${tileName} at level ${o.level}`;
      if (o.quarries) s += `, covering ${o.quarries} Quarr${o.quarries === 1 ? "y" : "ies"} (+${o.gained} stone${o.gained === 1 ? "" : "s"})`;
      s += lock ? ". Press Enter, click it again or Place to confirm." : ". Click to choose.";
      message(s, "good");
    } else {
      let s = `Not allowed: ${WHY[res.error.code] || res.error.message} <span class="code">(${res.error.code})</span>`;
      const rots = [0, 1, 2, 3, 4, 5].filter((k) => st.legal.has(`${q},${r},${k}`));
      if (rots.length) s += ` It fits here turned to rotation ${rots.join(" or ")}: press R.`;
      message(s, "bad");
    }
    renderChoice();
  }

  function confirm() {
    if (!st.check || st.check.res.error || st.busy || document.body.dataset.state !== "human") return;
    const move = st.check.move;
    clearSelection();
    message("");
    playMove(move);
    advance();
  }

  function undo() {
    if (st.busy || document.body.dataset.state !== "human") return;
    // Take back the other seats' moves and the person's last one.
    let undone = 0;
    for (;;) {
      const r = api.undo();
      if (r.error) break;
      undone++;
      $("log").lastChild && $("log").lastChild.remove();
      refresh();
      if (st.seats[st.view.current] === "human") break;
    }
    clearSelection();
    message(undone ? "Move taken back." : "Nothing to take back.");
    advance();
  }

  // ---- drawing --------------------------------------------------------
  function render() {
    const v = st.view;
    const me = 0;
    $("status").innerHTML = v.over ? "The game is over." :
      `Turn ${v.turn} · to move: <b>${seatName(v.current)}</b> · your stones: <b id="my-stones">${v.stones[me]}</b>` +
      (v.options.unlimitedReserve ? "" : ` · reserve ${v.reserve}`) + ` · seed ${st.seed}`;
    $("stacks").textContent = `(${v.stacksLeft} stack${v.stacksLeft === 1 ? "" : "s"} left, ${v.turnsLeft} turns)`;
    $("site").hidden = $("controls").hidden = document.querySelector("#mine .legend").hidden = v.over;
    renderLine();
    $("mine-title").textContent = v.options.players === 1 ? "Your city" : `Your city (seat 0) · ${plural(v.stones[0], "stone")}`;
    $("city").innerHTML = D.city(v.cities[me], { size: 30, slots: !v.over, notes: st.notes && st.notes[me] });
    renderChoice();
    let others = "";
    for (let k = 1; k < v.cities.length; k++) {
      others += `<section class="other" data-seat="${k}"><h3>${seatName(k)} · ${plural(v.stones[k], "stone")}${v.current === k && !v.over ? " · to move" : ""}</h3>` +
        `<div class="city small">${D.city(v.cities[k], { size: v.over ? 24 : 18, notes: st.notes && st.notes[k] })}</div></section>`;
    }
    if (v.options.players === 1) others += `<section class="other"><h3>the Architect · ${plural(v.stones[1], "stone")}</h3></section>`;
    $("others").innerHTML = others;
  }

  // renderLine draws the site line, the chosen tile turned as it will be laid.
  function renderLine() {
    const v = st.view;
    const stones = v.stones[v.current];
    $("line").innerHTML = v.line.map((t, i) => {
      const sel = st.selected === i;
      const rot = sel ? st.rot : 0;
      const poor = t.cost > stones && st.seats[v.current] === "human";
      return `<button type="button" class="tile${sel ? " selected" : ""}${poor ? " poor" : ""}" data-pos="${i}" data-tile="${t.tile}" role="option" aria-selected="${sel}">` +
        D.tile(catalogue.get(t.tile), rot, 17) +
        `<span class="cost" title="cost in stones">${"●".repeat(t.cost) || "free"}</span><span class="no">tile ${t.tile}</span></button>`;
    }).join("");
  }

  // renderChoice redraws what depends on the chosen tile, rotation and cell
  // only: the buttons and the overlay of the city (not its cells, so that
  // the element under the pointer stays).
  function renderChoice() {
    const v = st.view;
    $("confirm").disabled = !(st.check && !st.check.res.error);
    document.body.dataset.rotation = st.rot;
    document.body.dataset.move = st.check && !st.check.res.error ? st.check.move : "";
    document.body.dataset.locked = st.locked;
    $("rotate-left").disabled = $("rotate-right").disabled = st.selected === null;
    let pv = null;
    if (st.selected !== null && st.anchor) {
      const hexes = catalogue.get(v.line[st.selected].tile);
      const cells = F.cells(st.anchor.q, st.anchor.r, st.rot);
      const ok = !st.check.res.error;
      const level = ok ? st.check.res.value.level : 0;
      pv = { legal: ok, cells: cells.map((c, i) => ({ q: c.q, r: c.r, kind: hexes[i], level })) };
    }
    const svg = $("city").querySelector("svg");
    if (svg) D.setOverlay(svg, st.selected !== null ? st.marks : null, pv);
  }

  // ---- the end --------------------------------------------------------
  function finish() {
    setState("over");
    clearSelection();
    const result = must(api.result());
    const cards = must(api.scores()).map(F.card);
    st.notes = cards.map((c) => new Map(c.hexes.map((h) => [D.key(h.q, h.r), `${h.kind} level ${h.level}: ${h.reason}`])));
    render();
    const names = result.winners.map(seatName);
    $("winner").textContent = (result.winners.length > 1 ? "Shared win: " : "Winner: ") + names.join(" and ") +
      ` (${result.winners.map((k) => result.totals[k]).join(", ")} points)`;
    $("winner").dataset.winners = result.winners.join(",");
    $("pads").innerHTML = cards.map((c, k) => pad(c, k, result)).join("") +
      (st.view.options.players === 1 ? `<div class="pad" data-seat="1"><h3>the Architect</h3><p>Total <b class="total">${result.totals[1]}</b></p></div>` : "");
    $("end").hidden = false;
    const text = must(api.recordText());
    $("record").textContent = text;
    $("download").href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    $("download").download = `akropolis-${st.seed.replace(" ", "-")}.txt`;
    $("download-json").href = URL.createObjectURL(new Blob([JSON.stringify(must(api.record()), null, 1)], { type: "application/json" }));
    $("download-json").download = `akropolis-${st.seed.replace(" ", "-")}.json`;
    message("Hover a hex of a city to see why it scores, or read the pads below.");
  }

  function pad(c, k, result) {
    const rows = c.lines.map((l) => `<tr><th>${l.district}</th><td>${l.value}</td><td>×${l.stars}</td><td>${l.points}</td></tr>`).join("");
    const notes = c.hexes.map((h) =>
      `<li class="${h.counts ? "counts" : "zero"}"><span class="sw" style="background:${D.FILL[h.kind]}"></span>(${h.q},${h.r}) ${h.kind} L${h.level}` +
      `${h.kind.endsWith("Plaza") ? ` ${h.stars}★` : h.counts ? ` +${h.value}` : " —"}: ${h.reason}</li>`).join("");
    return `<div class="pad" data-seat="${k}"><h3>${seatName(k)} · rank ${result.ranks[k]}</h3>` +
      `<table><thead><tr><th></th><th>value</th><th>stars</th><th>points</th></tr></thead><tbody>${rows}` +
      `<tr><th>Stones</th><td colspan="2"></td><td>${c.stones}</td></tr></tbody>` +
      `<tfoot><tr><th>Total</th><td colspan="2"></td><td class="total">${c.total}</td></tr></tfoot></table>` +
      `<details open><summary>Why each hex scores</summary><ul class="notes">${notes}</ul></details></div>`;
  }

  // ---- events ---------------------------------------------------------
  $("line").addEventListener("click", (e) => {
    const b = e.target.closest(".tile");
    if (b) selectTile(+b.dataset.pos);
  });
  const cellOf = (e) => {
    const h = e.target.closest(".hit");
    return h ? { q: +h.dataset.q, r: +h.dataset.r } : null;
  };
  $("city").addEventListener("mouseover", (e) => {
    const c = cellOf(e);
    if (c && st.selected !== null && !st.locked) preview(c.q, c.r, false);
  });
  $("city").addEventListener("click", (e) => {
    const c = cellOf(e);
    if (!c || st.selected === null) return;
    if (st.locked && st.anchor && st.anchor.q === c.q && st.anchor.r === c.r) confirm();
    else preview(c.q, c.r, true);
  });
  $("rotate-left").addEventListener("click", () => rotate(-1));
  $("rotate-right").addEventListener("click", () => rotate(1));
  $("confirm").addEventListener("click", confirm);
  $("cancel").addEventListener("click", () => { clearSelection(); message(""); if (st.view) render(); });
  $("undo").addEventListener("click", undo);
  $("load").addEventListener("click", loadGame);
  $("load-file").addEventListener("change", async (e) => {
    const f = e.target.files[0];
    if (f) { $("load-text").value = await f.text(); loadGame(); }
  });
  $("new").addEventListener("click", () => { $("game").hidden = true; $("setup").hidden = false; st.notes = null; setState("setup"); });
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
    if (e.key === "r" || e.key === "R") rotate(e.shiftKey ? -1 : 1);
    else if (e.key === "Enter") {
      if (st.check) e.preventDefault(); // not also a click on the focused button
      confirm();
    }
    else if (e.key === "Escape") { clearSelection(); message(""); if (st.view) render(); }
    else if (e.key >= "1" && e.key <= "9" && st.view && +e.key <= st.view.line.length) selectTile(+e.key - 1);
  });

  load().catch((e) => { $("status").textContent = "Could not load the rules: " + e; setState("error"); });
})();
