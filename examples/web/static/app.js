// The page: setup, play against the built-in players (with the search
// player's hint on request), the end with the score pads, the record and
// the analysis of the game. Every rule is decided by the WebAssembly API;
// this file only draws, forwards taps and keys, and keeps the game in
// progress in localStorage so that a reload or a closed tab loses nothing.
(function () {
  "use strict";
  const F = AkropolisAPI.forms, D = AkropolisDraw, W = AkropolisWords, P = AkropolisPanels, S = AkropolisSetup;
  const $ = (id) => document.getElementById(id);
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  const params = new URLSearchParams(location.search);
  const botDelay = params.has("delay") ? +params.get("delay") : 350;
  const debug = params.get("debug") === "1";
  // The search player's playouts per search for a hint and for the
  // analysis (?playouts=N, 1 to 20000): an analysis runs two or three
  // searches a move, so it asks for fewer by default. A hint asks for the
  // search player's default budget (players.DefaultPlayouts), the one the
  // README's strength table measures: about a second a hint.
  const budget = (fallback) => ({ playouts: params.has("playouts") ? +params.get("playouts") : fallback });
  const HINT_PLAYOUTS = 5000, ANALYSIS_PLAYOUTS = 100;

  let api, catalogue = new Map();
  const Z = AkropolisZoom.attach($("city"));
  const oneHex = new Map(); // one-hex tile number -> its faces by rotation (one for a whole hex)
  const st = {
    seats: [], // per seat: "human", or a built-in player's name
    seed: "", view: null, selected: null, rot: 0, anchor: null, locked: false,
    card: null, cardTile: null, // in a construction phase: the chosen card's slot and one of its tiles
    legal: new Map(), // "q,r,rot" -> legal move (the API's moves()), for the chosen tile
    marks: [], // [{q, r, level}]: where the first hex can go in the current rotation
    check: null, busy: false, cursor: null, notes: null,
    hint: null, // the hint call's answer for this turn
    moves: [], // per move played: {seat, text, gained, spent}
    total: 0, // the person's total now, to tell what a placement adds
  };

  const plural = W.plural;
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

  // fetchWasm downloads the WebAssembly, moving the progress bar: the
  // server writes its size (uncompressed, as the body is read) into the page.
  async function fetchWasm() {
    const res = await fetch(wasmURL);
    if (!res.ok) throw new Error(`${wasmURL}: ${res.status} ${res.statusText}`);
    const total = +document.body.dataset.wasmSize;
    if (!res.body || !total) return res.arrayBuffer();
    const reader = res.body.getReader(), parts = [];
    let got = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      got += value.length;
      progress(Math.min(got / total, 1));
    }
    const buf = new Uint8Array(got);
    let at = 0;
    for (const p of parts) { buf.set(p, at); at += p.length; }
    return buf.buffer;
  }
  function progress(f) {
    $("progress").value = Math.round(100 * f);
    $("loading-text").textContent = f < 1 ? `Loading the rules… ${Math.round(100 * f)}%` : "Starting the rules…";
  }

  // load shows the setup form at once, then loads the rules; Start, Load
  // and Resume wait for them.
  async function load() {
    S.build(params, startGame);
    showSetup();
    $("status").textContent = "Choose the players; the rules are loading.";
    const go = new Go();
    const result = await WebAssembly.instantiate(await fetchWasm(), go.importObject);
    go.run(result.instance);
    api = AkropolisAPI.connect(globalThis.akropolisWasm);
    globalThis.akropolis = api; // for the console and for tests
    const cat = must(api.tiles());
    for (const t of cat.tiles) catalogue.set(F.tileNo(t.tile), t.hexes);
    for (const t of cat.oneHex) oneHex.set(F.tileNo(t.tile), t.faces);
    const stars = {};
    for (const k of cat.kinds) stars[k.kind] = k.stars;
    D.setStars(stars);
    D.setRotations(cat.rotations);
    S.setBots(must(api.bots()));
    $("loading").hidden = true;
    for (const id of ["start", "load", "resume"]) $(id).disabled = false;
    setState("setup");
    $("status").textContent = "Choose the players and start.";
    if (params.get("autostart") === "1") startGame();
  }

  // ---- setup ----------------------------------------------------------
  function showSetup() {
    $("game").hidden = true;
    $("setup").hidden = false;
    st.notes = null;
    $("status").className = "";
    $("status").textContent = "Choose the players and start.";
    offerResume();
    if (api) setState("setup");
  }

  function startGame() {
    const opts = S.options();
    const r = api.newGame(opts);
    if (r.error) { setupError(`Cannot start: ${r.error.message}`); return; }
    st.seats = S.seats(Math.max(opts.players, 1));
    beginPlay(opts.seed, []);
  }

  // beginPlay shows the session's game, whose earlier moves (from a record)
  // are replayed into the log, and lets whoever is to move play.
  function beginPlay(seed, moves) {
    $("status").className = "";
    st.seed = seed;
    st.moves = [];
    st.notes = null;
    st.cursor = null;
    st.hint = null;
    $("log").innerHTML = "";
    $("setup").hidden = true;
    $("game").hidden = false;
    $("end").hidden = true;
    window.scrollTo(0, 0); // the Start button may have been scrolled to, below the form
    clearSelection();
    if (moves.length) {
      while (!api.undo().error) { /* back to the start, to tell every move */ }
      refresh();
      for (const m of moves) playMove(m);
    }
    refresh();
    $("rules").innerHTML = P.rules(st.view.options, st.seed);
    message("");
    save();
    advance();
  }

  // startFrom makes the game of a loaded record the session's, with seats
  // for the built-in players; the record's moves are told in the log.
  function startFrom(seats) {
    const rec = must(api.record());
    st.seats = seats;
    beginPlay(rec.options.seed || "from a position", rec.moves || []);
  }

  // loadGame continues the game of a pasted record or full position, text
  // or JSON: the library tells which it is (the load call), a record
  // replays to its end, a position is taken as it stands. A bad text gets
  // one message, beside the Load button where the player looks: what is
  // wrong and, for a record, at which move.
  function loadGame() {
    const r = api.load($("load-text").value);
    const out = $("load-error");
    if (r.error) {
      out.textContent = W.loadError(r.error);
      out.hidden = false;
      out.scrollIntoView({ block: "nearest" });
      return;
    }
    out.hidden = true;
    startFrom(S.seats(F.view(r.value.view).cities.length));
  }

  // ---- keeping the game -----------------------------------------------
  // save keeps the game in progress after every move; a finished game
  // is dropped.
  function save() {
    if (st.view.over) S.store.clear();
    else S.store.save(must(api.record()), st.seats, st.view.turn);
  }
  function offerResume() {
    const s = S.store.load();
    $("resume-box").hidden = !s;
    if (s) $("resume-text").textContent = S.store.describe(s);
  }
  function resume() {
    const s = S.store.load();
    const r = s && api.loadRecord(s.record);
    if (!r || r.error) {
      setupError(`The saved game cannot be resumed${r ? ": " + r.error.message : ""}.`);
      S.store.clear();
      $("resume-box").hidden = true;
      return;
    }
    startFrom(s.seats);
  }

  // download offers the record as it stands, in text or JSON form.
  function download(json) {
    const body = json ? JSON.stringify(must(api.record()), null, 1) : must(api.recordText());
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([body], { type: json ? "application/json" : "text/plain" }));
    a.download = `akropolis-${st.seed.replace(/\s+/g, "-")}-turn-${st.view.turn}.${json ? "json" : "txt"}`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  // ---- turns ----------------------------------------------------------
  function refresh() { st.view = F.view(must(api.view())); }

  // advance lets the built-in players move until it is the person's turn
  // or the game is over, one move per tick so that the page can follow.
  function advance() {
    refresh();
    const who = st.seats[st.view.current];
    if (!st.view.over) setState(who === "human" ? "human" : "bot");
    render();
    if (st.view.over) { finish(); return; }
    if (who === "human") {
      if (st.view.construction) {
        if (!$("message").textContent) message(constructionMessage(), "good");
      } else if (!$("message").textContent) message(`Your turn: choose a tile on the site (or press 1 to ${st.view.line.length}).`);
      return;
    }
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

  // playMove plays a move, tells it in the log and keeps the game.
  function playMove(move) {
    const seat = st.view.current;
    const events = must(api.play(move)).map(F.event);
    const text = W.sentence(seatName(seat).replace(/^./, (c) => c.toUpperCase()), events);
    const gained = events.find((e) => e.kind === "gained");
    const taken = events.find((e) => e.kind === "taken");
    st.moves.push({ seat, text, gained: gained ? gained.stones : 0, spent: taken ? taken.stones : 0 });
    st.hint = null;
    const li = document.createElement("li");
    li.textContent = text;
    $("log").appendChild(li);
    $("log").scrollTop = $("log").scrollHeight; // the log only: the window must not move
    refresh();
    save();
    return events;
  }

  // ---- choosing a tile and a placement --------------------------------
  function clearSelection() {
    st.selected = null; st.anchor = null; st.locked = false; st.check = null;
    st.card = null; st.cardTile = null;
    st.legal = new Map(); st.marks = [];
  }

  // chosen is the tile being placed: the selected site tile or the chosen
  // card's tile, with its hexes (a site tile) or faces by rotation (a
  // one-hex tile) and the text of its move at a cell; null when none.
  function chosen() {
    if (st.selected !== null) {
      const t = st.view.line[st.selected];
      return { tile: t.tile, hexes: catalogue.get(t.tile), at: (q, r, rot) => ({ position: st.selected, tile: +t.tile, q, r, rotation: rot }) };
    }
    if (st.cardTile !== null) {
      const faces = oneHex.get(st.cardTile);
      return { tile: st.cardTile, faces, oneHex: true, at: (q, r, rot) => ({ card: st.card, tile: +st.cardTile, q, r, rotation: faces.length > 1 ? rot : 0 }) };
    }
    return null;
  }
  // turns reports whether the chosen tile has rotations to choose from: a
  // whole one-hex tile looks the same in all six.
  const turns = () => { const c = chosen(); return !!c && !(c.faces && c.faces.length === 1); };

  function selectTile(pos) {
    if (document.body.dataset.state !== "human") return;
    if (st.view.construction) { message(`${W.WHY.constructing} ${constructionMessage()}`, "bad"); return; }
    const t = st.view.line[pos];
    const stones = st.view.stones[st.view.current];
    clearSelection();
    if (t.cost > stones) {
      message(`Tile ${t.tile} costs ${plural(t.cost, "stone")} and you have ${stones}: ${W.WHY["cannot-afford"]}`, "bad");
      render();
      return;
    }
    st.selected = pos;
    const t0 = performance.now();
    const moves = must(api.moves(pos));
    timing(`moves(${pos}): ${moves.length} moves in ${(performance.now() - t0).toFixed(2)} ms`);
    learn(moves);
    render();
    if (st.cursor) preview(st.cursor.q, st.cursor.r, false);
    else message(fitsMessage(t.tile));
  }

  // learn keeps the legal moves of the chosen tile, as the API lists them
  // (moves: each with its cells, first the anchor, and its level), and
  // marks them.
  function learn(moves) {
    st.legal = new Map(moves.map((m) => [`${m.cells[0].q},${m.cells[0].r},${m.rotation}`, m]));
    markRotation();
  }

  // markRotation marks the cells where the first hex of the chosen tile
  // can go in the current rotation, with the level the API says it would
  // be built at.
  function markRotation() {
    st.marks = [...st.legal.values()].filter((m) => m.rotation === st.rot).map((m) => ({ q: m.cells[0].q, r: m.cells[0].r, level: m.level }));
  }

  function fitsMessage(tile) {
    const n = st.marks.length;
    if (!turns()) {
      return `Tile ${tile}: it fits on ${plural(n, "marked cell")}. Tap a marked cell to choose it, then tap it again or press Place.`;
    }
    return `Tile ${tile}, turned ${st.rot}: it fits on ${plural(n, "marked cell")} (${plural(st.legal.size, "placement")} in all turns). ` +
      (n ? "Tap a marked cell to choose it, then tap it again or press Place; R or ⟳ turns the tile." : "Turn it with R or ⟳.");
  }

  function timing(text) { if (debug) $("timing").textContent = text; }

  function rotate(step) {
    if (!turns()) return;
    st.rot = (st.rot + step + 6) % 6;
    markRotation();
    renderLine();
    if (st.anchor) preview(st.anchor.q, st.anchor.r, st.locked);
    else { message(fitsMessage(chosen().tile)); renderChoice(); }
  }

  // ---- the construction phase (Athena) --------------------------------
  // constructionMessage says which cards the person can complete now.
  function constructionMessage() {
    const names = st.view.completable.map((k) => `${W.cardName(st.view.cards[k - 1].card)} (card ${k})`);
    return `Your city meets ${names.join(" and ")}: tap a green card, then one of its tiles, then a cell of your city ` +
      "(or press the card's number, then the tile's). Stop (S) completes no more cards this turn.";
  }

  // yoursOf is the tiles of card c the person chooses from: in solo, not
  // the one the Architect takes first (the API says which).
  const yoursOf = (c) => c.tiles.filter((t) => +t !== c.met.architectTile);

  // selectCard chooses the card in slot k, if the person can complete it.
  function selectCard(k) {
    if (document.body.dataset.state !== "human" || !st.view.construction) return;
    const c = st.view.cards[k - 1];
    if (!c) return;
    if (!st.view.completable.includes(k)) {
      const done = c.completedBy.includes(st.view.current);
      // The picture's title, "Name: condition", states the condition, readable on a
      // phone where the card is drawn small.
      const title = document.querySelector(`.card-slot[data-slot="${k}"] title`);
      message(`${W.cardName(c.card)} (card ${k}): ${done ? W.WHY["card-done"] : W.WHY["not-completable"]}` +
        (title && !done ? ` ${esc(title.textContent.replace(/^[^:]*: /, ""))}` : ""), "bad");
      return;
    }
    clearSelection();
    st.card = k;
    // In solo the Architect takes its tile first, and the API says which
    // and why.
    const a = c.met.architectTile;
    message(`${W.cardName(c.card)} (card ${k}): choose one of its tiles, ${yoursOf(c).join(", ")} (or press 1 to ${yoursOf(c).length})` +
      (a ? `; the Architect takes tile ${a} first: ${esc(c.met.architectWhy)}.` : "."), "good");
    render();
  }

  // selectCardTile chooses tile t of the chosen card and marks where it
  // can go: every legal completion with that tile.
  function selectCardTile(t) {
    if (st.card === null) return;
    const k = st.card;
    clearSelection();
    st.card = k;
    st.cardTile = t;
    if (!turns()) st.rot = 0;
    learn(must(api.moves()).filter((m) => m.card === k && m.tile === +t));
    render();
    if (st.cursor) preview(st.cursor.q, st.cursor.r, false);
    else message(fitsMessage(t));
  }

  // stop ends the person's construction phase.
  function stop() {
    if (st.busy || document.body.dataset.state !== "human" || !st.view.construction) return;
    clearSelection();
    message("");
    playMove("stop");
    advance();
  }

  // describeCell names a cell of the person's city: "(1,-2), House at
  // level 2", "(3,0), empty".
  function describeCell(q, r) {
    const c = st.view.cities[0].cells.find((x) => x.q === q && x.r === r);
    if (c && c.face && c.face.parts.length === 2) {
      const [a, b] = c.face.parts;
      return `(${q},${r}), a double district, ${a.kind} facing ${a.edges.join(" ")} and ${b.kind} facing ${b.edges.join(" ")}, at level ${c.height}`;
    }
    if (c) return `(${q},${r}), ${c.kind.replace(/(\w)Plaza$/, "$1 plaza")} at level ${c.height}`;
    const hole = st.view.cities[0].holes.some((h) => h.q === q && h.r === r);
    return `(${q},${r}), ${hole ? "an enclosed empty cell" : "empty"}`;
  }

  // preview shows the selected tile with its first hex on (q, r) and the
  // current rotation, and says whether it may go there, what it would
  // score, and why not.
  function preview(q, r, lock) {
    const t = chosen();
    if (!t) return;
    st.anchor = { q, r };
    st.locked = lock;
    const p = must(api.place(t.at(q, r, st.rot)));
    st.check = p;
    const where = st.cursor && st.cursor.q === q && st.cursor.r === r ? `Cursor on ${describeCell(q, r)}. ` : "";
    if (p.legal) {
      const o = p.outcome;
      const gain = o.total - st.total;
      let s = where + hintNote(p.move);
      s += `${lock ? "Chosen" : "Preview"}: tile ${t.tile} at (${q},${r}), level ${o.level}`;
      if (o.quarries) s += `, covering ${plural(o.quarries, "Quarry", "Quarries")} (+${plural(o.gained, "stone")})`;
      s += `. Score ${st.total} → <b id="preview-total">${o.total}</b> (${gain >= 0 ? "+" : ""}${gain}).`;
      s += lock ? " Tap it again or press Place." : where ? " Enter places it." : " Tap to choose.";
      message(s, "good");
    } else {
      let s = `${where}Not allowed at (${q},${r}): ${W.WHY[p.broken.code] || esc(p.broken.message)} <span class="code">(${p.broken.code})</span>`;
      const rots = [0, 1, 2, 3, 4, 5].filter((k) => st.legal.has(`${q},${r},${k}`));
      if (rots.length && turns()) s += ` It fits here turned to ${rots.join(" or ")}: press R.`;
      message(s, "bad");
    }
    renderChoice();
  }

  // hintNote is the line a preview of the hinted move starts with: whose
  // suggestion it is and the chance the search gives it.
  function hintNote(move) {
    const h = st.hint;
    if (!h || h.move !== move) return "";
    return `<span id="hint-note">Hint: the search player's move (${plural(h.playouts, "playout")}), your estimated chance to win ${W.percent(h.chance)}.</span> `;
  }

  // hint asks the search player for the person's move and previews it as
  // if the person had chosen it: Place (or a second tap) plays it, another
  // tile, rotation or cell changes it. The search holds the page for a
  // moment, so the message says so first.
  async function hint() {
    if (st.busy || document.body.dataset.state !== "human") return;
    st.busy = true;
    $("hint").disabled = true;
    const b = budget(HINT_PLAYOUTS);
    message(`Thinking: the search player tries ${plural(b.playouts, "playout")}…`);
    await painted();
    const t0 = performance.now();
    const r = api.hint(b);
    timing(`hint: ${(performance.now() - t0).toFixed(0)} ms`);
    st.busy = false;
    $("hint").disabled = false;
    if (r.error) { message(`No hint: ${r.error.message} <span class="code">(${r.error.code})</span>`, "bad"); return; }
    const m = must(api.moves()).find((x) => x.move === r.value.move);
    st.hint = r.value;
    if (m.stop) { message(`${hintNote("stop")}Hint: stop, complete no more cards this turn (S).`, "good"); return; }
    st.rot = m.rotation;
    const a = m.cells[0];
    if (st.cursor) st.cursor = { q: a.q, r: a.r };
    if (m.card) { selectCard(m.card); selectCardTile(String(m.tile)); } else selectTile(m.position);
    preview(a.q, a.r, true);
  }

  // painted resolves once the browser has drawn what changed, before a
  // call that holds the page.
  function painted() {
    return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  }

  function confirm() {
    if (!st.check || !st.check.legal || st.busy || document.body.dataset.state !== "human") return;
    const move = st.check.move;
    clearSelection();
    message("");
    playMove(move);
    advance();
  }

  function cancel() {
    clearSelection();
    message("");
    if (st.view) render();
  }

  function undo() {
    if (st.busy || document.body.dataset.state !== "human") return;
    // Take back the other seats' moves and the person's last one.
    let undone = 0;
    for (;;) {
      const r = api.undo();
      if (r.error) break;
      undone++;
      st.moves.pop();
      st.hint = null;
      $("log").lastChild && $("log").lastChild.remove();
      refresh();
      if (st.seats[st.view.current] === "human") break;
    }
    clearSelection();
    save();
    message(undone ? "Move taken back." : "Nothing to take back.");
    advance();
  }

  // ---- the keyboard cursor --------------------------------------------
  // Arrow keys move a cursor over the city (the API's step: Up and Down
  // along a column, Left and Right along the zig-zag row), within the
  // picture of the city.
  function moveCursor(key) {
    const c = st.cursor || st.anchor || { q: 0, r: 0 };
    let { q, r } = c;
    if (st.cursor) ({ q, r } = must(api.step({ q, r, key })));
    const svg = $("city").querySelector("svg");
    const [x, y] = D.pointOf(svg)(q, r);
    if (x < 0 || y < 0 || x > svg.width.baseVal.value || y > svg.height.baseVal.value) {
      message(`Cursor on ${describeCell(c.q, c.r)}: the edge of the city.`, $("message").className);
      return;
    }
    st.cursor = { q, r };
    Z.show(x, y);
    if (chosen()) preview(q, r, false);
    else {
      message(`Cursor on ${describeCell(q, r)}. ${st.view.construction ? "Choose a card with 1 to 4." : `Choose a tile with 1 to ${st.view.line.length}.`}`);
      renderChoice();
    }
  }

  // ---- drawing --------------------------------------------------------
  function render() {
    const v = st.view;
    const result = must(api.result());
    st.total = result.totals[0];
    $("status").innerHTML = v.over ? "The game is over." :
      `Turn ${v.turn} · to move: <b>${seatName(v.current)}</b>`;
    $("stacks").textContent = `${plural(v.stacksLeft, "stack")}, ${plural(v.turnsLeft, "turn")} left`;
    // At the end only the cities stay, with the pads above them.
    for (const id of ["site", "controls", "message"]) $(id).hidden = v.over;
    $("hint").disabled = v.over || st.seats[v.current] !== "human";
    const constructing = v.construction && st.seats[v.current] === "human";
    document.body.dataset.construction = constructing;
    $("stop").hidden = !constructing;
    renderCards(constructing);
    document.querySelector("#mine .legend").hidden = v.over;
    renderLine();
    $("mine-title").textContent = `Your city · ${plural(v.stones[0], "stone")} · ${plural(result.totals[0], "point")}`;
    Z.draw(D.city(v.cities[0], { size: 30, slots: !v.over, notes: st.notes && st.notes[0] }));
    $("city").querySelector("svg").setAttribute("aria-hidden", "true"); // the cursor's messages tell the cells
    renderChoice();
    $("score-table").innerHTML = P.scores(v, result, seatName);
    $("glance-scores").innerHTML = P.glance(v, result, seatName);
    const last = st.moves[st.moves.length - 1];
    $("last-move").textContent = last ? `Last move: ${last.text}` : "No move yet.";
    $("architect").hidden = v.options.players !== 1;
    if (v.options.players === 1) {
      $("pile").innerHTML = v.pile.map((t) => oneHex.has(F.tileNo(t)) ? D.oneHex(oneHex.get(F.tileNo(t))[0], 12) : D.tile(catalogue.get(F.tileNo(t)), 0, 12)).join("");
      $("architect-card").innerHTML = P.architect(result.architect);
    }
    let others = "";
    for (let k = 1; k < v.cities.length; k++) {
      others += `<section class="other" data-seat="${k}"><h3>${seatName(k)}${v.current === k && !v.over ? " · to move" : ""}</h3>` +
        `<div class="city small">${D.city(v.cities[k], { size: v.over ? 24 : 18, notes: st.notes && st.notes[k] })}</div></section>`;
    }
    $("others").innerHTML = others;
    sizeCity(); // last: what is above the city is drawn
  }

  // sizeCity gives the city's window what is left of the browser's window
  // below its top (the page scrolled to the top), so that the whole city
  // box is on screen while the person plays, in a construction phase too.
  function sizeCity() {
    const box = $("city");
    if (st.view.over) { box.style.height = ""; return; }
    const top = box.getBoundingClientRect().top + window.scrollY;
    const h = Math.max(240, Math.floor(innerHeight - top - 8));
    if (Math.abs(box.offsetHeight - h) > 2) box.style.height = `${h}px`;
  }
  window.addEventListener("resize", () => { if (st.view && document.body.dataset.state !== "setup") sizeCity(); });

  // renderCards draws the construction cards (the module's card pictures,
  // by the cardPicture call), the ones the person can complete now marked,
  // and the chosen card and tile; at the end, each seat's statue marks.
  function renderCards(constructing) {
    const v = st.view, row = $("card-row"), x = row.scrollLeft;
    $("cards").hidden = !v.cards.length;
    row.innerHTML = v.cards.map((c) => {
      const svg = must(api.cardPicture({ card: c.card, tiles: c.tiles.map(Number), completedBy: c.completedBy }));
      const can = constructing && v.completable.includes(c.slot);
      const by = c.completedBy.map((k) => seatName(k)).join(", ");
      const label = `Card ${c.slot}: ${W.cardName(c.card)}; tiles ${c.tiles.join(", ") || "none"}; completed by ${by || "no one"}` +
        (can ? "; you can complete it" : "");
      return `<div class="card-slot${can ? " completable" : ""}${st.card === c.slot ? " chosen" : ""}" data-slot="${c.slot}" ` +
        `role="button" tabindex="0" aria-label="${label}">${svg}</div>`;
    }).join("");
    if (st.cardTile !== null) {
      const hit = row.querySelector(`.card-slot[data-slot="${st.card}"] .hit[data-tile="${st.cardTile}"]`);
      if (hit) hit.classList.add("chosen");
    }
    // The person's statue says "you", as the log does.
    row.querySelectorAll('.statue[data-seat="0"] text').forEach((t) => { t.textContent = "you"; t.setAttribute("font-size", "7"); });
    if (v.options.players === 1) row.querySelectorAll('.statue[data-seat="1"] text').forEach((t) => { t.textContent = "A"; });
    // The chosen card's tiles, as buttons big enough for a finger.
    const c = st.card !== null && v.cards[st.card - 1];
    $("card-tiles").hidden = !constructing;
    $("card-tiles").innerHTML = !c ? (constructing ? "<span>Tap a green card to see its tiles.</span>" : "") :
      yoursOf(c).map((t, i) => `<button type="button" data-tile="${t}" class="${st.cardTile === t ? "chosen" : ""}" ` +
        `aria-label="${i + 1}: tile ${t}">${D.oneHex(oneHex.get(t)[0], 16)}<span>${i + 1}·${t}</span></button>`).join("");
    // The row keeps its place; the chosen card, or the first the person
    // can complete, is scrolled into it on a narrow screen.
    row.scrollLeft = x;
    const shown = row.querySelector(".chosen") || row.querySelector(".completable");
    if (shown) shown.scrollIntoView({ block: "nearest", inline: "nearest" });
    renderCardChoice();
  }

  // renderCardChoice shows the chosen card tile as it will be laid.
  function renderCardChoice() {
    const c = chosen();
    $("card-choice").innerHTML = c && c.faces ? `· tile ${c.tile}${turns() ? `, turned ${st.rot}` : ""} ${D.oneHex(c.faces[turns() ? st.rot : 0], 14)}` : "";
  }

  // renderLine draws the site line, the chosen tile turned as it will be laid.
  function renderLine() {
    const v = st.view;
    const stones = v.stones[v.current];
    $("line").innerHTML = v.line.map((t, i) => {
      const sel = st.selected === i;
      const poor = t.cost > stones && st.seats[v.current] === "human";
      const cost = t.cost ? plural(t.cost, "stone") : "free";
      return `<button type="button" class="tile${sel ? " selected" : ""}${poor ? " poor" : ""}" data-pos="${i}" data-tile="${t.tile}" role="option" aria-selected="${sel}" ` +
        `aria-label="${i + 1}: tile ${t.tile}, ${catalogue.get(t.tile).join(", ")}, ${cost}${poor ? ", more than you have" : ""}">` +
        D.tile(catalogue.get(t.tile), sel ? st.rot : 0, 17, true) +
        `<span class="cost">${poor ? "✕ " : ""}${"●".repeat(t.cost) || "free"}</span><span class="no">${i + 1} · tile ${t.tile}</span></button>`;
    }).join("");
  }

  // renderChoice redraws what depends on the chosen tile, rotation and cell
  // only: the buttons and the overlay of the city (not its cells, so that
  // the element under the pointer stays).
  function renderChoice() {
    const v = st.view;
    const human = document.body.dataset.state === "human";
    $("confirm").disabled = !(st.check && st.check.legal);
    $("cancel").disabled = !human || !chosen() && st.card === null;
    $("undo").disabled = !human;
    document.body.dataset.rotation = st.rot;
    document.body.dataset.move = st.check && st.check.legal ? st.check.move : "";
    document.body.dataset.locked = st.locked;
    document.body.dataset.hint = st.hint ? st.hint.move : "";
    $("rotate-left").disabled = $("rotate-right").disabled = !turns();
    let pv = null;
    const t = chosen();
    if (t && st.anchor && st.check) {
      // The cells are the API's (place), in the order of the tile's hexes.
      const ok = st.check.legal, level = ok ? st.check.outcome.level : 0;
      if (t.faces) {
        const face = t.faces[turns() ? st.rot : 0];
        pv = { legal: ok, cells: st.check.cells.map((c) => ({ q: c.q, r: c.r, kind: face.parts[0].kind, level, face })) };
      } else {
        pv = { legal: ok, cells: st.check.cells.map((c, i) => ({ q: c.q, r: c.r, kind: t.hexes[i], level })) };
      }
    }
    renderCardChoice();
    // Where the city meets the chosen card (or, in a construction phase,
    // every card the person can complete), as the API says.
    const met = v.over || !v.construction ? [] : v.cards.filter((c) => st.card === null ? v.completable.includes(c.slot) : c.slot === st.card).flatMap((c) => c.met.cells);
    const svg = $("city").querySelector("svg");
    if (svg) D.setOverlay(svg, t ? st.marks : null, pv, v.over ? null : st.cursor, met);
  }

  // ---- the end --------------------------------------------------------
  function finish() {
    setState("over");
    clearSelection();
    const result = must(api.result());
    const cards = must(api.scores()).map(F.card);
    const stats = must(api.stats());
    // A double district has a note per half: both go in its cell's tooltip.
    st.notes = cards.map((c) => {
      const notes = new Map();
      for (const h of c.hexes) {
        const k = h.cell, note = `${h.kind} level ${h.level}: ${h.reason}`;
        notes.set(k, notes.has(k) ? `${notes.get(k)}\n${note}` : note);
      }
      return notes;
    });
    render();
    const names = result.winners.map(seatName);
    $("winner").textContent = (result.winners.length > 1 ? "Shared win: " : "Winner: ") + names.join(" and ") +
      ` (${result.winners.map((k) => plural(result.totals[k], "point")).join(", ")})`;
    $("winner").dataset.winners = result.winners.join(",");
    $("stats").innerHTML = P.stats(st.view, st.moves, stats, seatName);
    $("analysis").hidden = true;
    $("analyse").disabled = false;
    $("analysis-status").textContent = "";
    $("pads").innerHTML = cards.map((c, k) => P.pad(c, `${seatName(k)} · rank ${result.ranks[k]}`, k, stats[k])).join("") +
      (st.view.options.players === 1 ? `<div class="pad" data-seat="1"><h3>the Architect · rank ${result.ranks[1]}</h3><table>${P.architect(result.architect)}</table></div>` : "");
    $("end").hidden = false;
    const text = must(api.recordText());
    $("record").textContent = text;
    $("download").href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    $("download").download = `akropolis-${st.seed.replace(/\s+/g, "-")}.txt`;
    $("download-json").href = URL.createObjectURL(new Blob([JSON.stringify(must(api.record()), null, 1)], { type: "application/json" }));
    $("download-json").download = `akropolis-${st.seed.replace(/\s+/g, "-")}.json`;
    message("");
    window.scrollTo(0, 0);
  }

  // analyse shows the search player's analysis of the game just played
  // beside the score pads. It holds the page for seconds (two or three
  // searches a move), so the line beside the button says so first.
  async function analyse() {
    const b = budget(ANALYSIS_PLAYOUTS);
    $("analyse").disabled = true;
    $("analysis-status").textContent = `Analysing every move with the search player (${plural(b.playouts, "playout")} a search, two or three searches a move): this takes a few seconds…`;
    await painted();
    const t0 = performance.now();
    const r = api.analyse(b);
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    if (r.error) {
      $("analysis-status").textContent = `The analysis failed: ${r.error.message} (${r.error.code}).`;
      $("analyse").disabled = false;
      return;
    }
    const texts = r.value.moves.flatMap((m) => (m.best ? [m.played, m.best] : [m.played]));
    const parts = new Map(must(api.describe(texts)).map((m, i) => [texts[i], m]));
    const html = P.analysis(r.value, seatName, st.moves.map((m) => m.text), parts);
    $("turning").innerHTML = html.turning;
    $("analysis-note").textContent = html.note;
    $("analysis-note").hidden = !html.note;
    $("analysis-table").innerHTML = html.table;
    $("analysis").hidden = false;
    $("analysis-status").textContent = `${plural(r.value.moves.length, "move")} analysed in ${secs} s, ${plural(b.playouts, "playout")} a search. ` +
      "A chance is the search player's estimate of the mover's chance to win; small budgets give rough estimates." +
      (html.legend ? " " + html.legend : "");
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
  // A mouse previews on hover; a tap (no hover) chooses at once.
  $("city").addEventListener("pointerover", (e) => {
    const c = cellOf(e);
    if (e.pointerType === "mouse" && c && chosen() && !st.locked) preview(c.q, c.r, false);
  });
  $("city").addEventListener("click", (e) => {
    const c = cellOf(e);
    if (!c || !chosen()) return;
    if (st.locked && st.anchor && st.anchor.q === c.q && st.anchor.r === c.r) confirm();
    else preview(c.q, c.r, true);
  });
  // A tap on a card chooses it; a tap on one of its tiles chooses the card
  // and that tile.
  $("card-row").addEventListener("click", (e) => {
    const slot = e.target.closest(".card-slot");
    if (!slot) return;
    const k = +slot.dataset.slot;
    const hit = e.target.closest(".hit[data-tile]");
    if (st.card !== k) selectCard(k);
    if (hit && st.card === k) selectCardTile(hit.dataset.tile);
  });
  $("card-tiles").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-tile]");
    if (b) selectCardTile(b.dataset.tile);
  });
  $("card-row").addEventListener("keydown", (e) => {
    const slot = e.target.closest(".card-slot");
    if (slot && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); e.stopPropagation(); selectCard(+slot.dataset.slot); }
  });
  $("stop").addEventListener("click", stop);
  $("zoom-in").addEventListener("click", () => Z.zoom(1.25));
  $("zoom-out").addEventListener("click", () => Z.zoom(0.8));
  $("fit").addEventListener("click", () => Z.fit());
  $("rotate-left").addEventListener("click", () => rotate(-1));
  $("rotate-right").addEventListener("click", () => rotate(1));
  $("confirm").addEventListener("click", confirm);
  $("cancel").addEventListener("click", cancel);
  $("undo").addEventListener("click", undo);
  $("hint").addEventListener("click", hint);
  $("analyse").addEventListener("click", analyse);
  $("load").addEventListener("click", loadGame);
  $("load-file").addEventListener("change", async (e) => {
    const f = e.target.files[0];
    if (f) { $("load-text").value = await f.text(); loadGame(); }
  });
  $("resume").addEventListener("click", resume);
  $("discard").addEventListener("click", () => { S.store.clear(); $("resume-box").hidden = true; });
  $("save-record").addEventListener("click", () => download(false));
  $("new").addEventListener("click", showSetup);
  $("timing").hidden = !debug;
  document.addEventListener("keydown", (e) => {
    if (["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName) || e.ctrlKey || e.metaKey || e.altKey) return;
    const playing = document.body.dataset.state === "human";
    if (e.key === "r" || e.key === "R") rotate(e.shiftKey ? -1 : 1);
    else if (e.key === "Enter") {
      if (st.check) e.preventDefault(); // not also a click on the focused button
      confirm();
    } else if (e.key === "Escape") cancel();
    else if ((e.key === "h" || e.key === "H") && playing) hint();
    else if ((e.key === "s" || e.key === "S") && playing) stop();
    else if (e.key.startsWith("Arrow") && e.shiftKey && st.view) {
      e.preventDefault(); // Shift and an arrow look that way: the city moves the other
      const step = { ArrowUp: [0, -60], ArrowDown: [0, 60], ArrowLeft: [-60, 0], ArrowRight: [60, 0] }[e.key];
      Z.pan(step[0], step[1]);
    } else if (e.key.startsWith("Arrow") && playing) { e.preventDefault(); moveCursor(e.key); }
    else if ((e.key === "+" || e.key === "=") && st.view) Z.zoom(1.25);
    else if (e.key === "-" && st.view) Z.zoom(0.8);
    else if (e.key === "0" && st.view) Z.fit();
    else if (e.key >= "1" && e.key <= "9" && st.view && st.view.construction && playing) {
      // In a construction phase: a card's number, then one of its tiles'.
      const c = st.card !== null && st.view.cards[st.card - 1];
      const tiles = c ? yoursOf(c) : [];
      if (c && +e.key <= tiles.length) selectCardTile(tiles[+e.key - 1]);
      else if (!c && +e.key <= st.view.cards.length) selectCard(+e.key);
    } else if (e.key >= "1" && e.key <= "9" && st.view && +e.key <= st.view.line.length) selectTile(+e.key - 1);
  });

  load().catch((e) => {
    $("status").textContent = "Could not load the rules: " + e;
    $("loading-text").textContent = "Could not load the rules: " + e;
    setState("error");
  });
})();
