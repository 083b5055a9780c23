// The setup form (players, opponents, variants and rule options, each with
// its line, seed) and the game kept in localStorage between visits. The
// form only gathers options; the API checks them.
(function (root) {
  "use strict";
  const W = AkropolisWords;
  const $ = (id) => document.getElementById(id);
  const SAVE = "akropolis.game"; // localStorage key of the game in progress
  const LABEL = { greedy: "greedy: best next move", mcts: "mcts: searches 100 ms a move", random: "random" };

  // The built-in players' names, once the API has said them (setBots);
  // until then each opponent's choice says it is loading.
  let names = [];
  let opponents = () => {};

  // build fills the form from the URL's parameters (players, level, seed,
  // variants, bots, athena), before the rules are loaded, and calls start
  // on submit.
  function build(params, start) {
    const p = params;
    if (p.has("players")) $("players").value = p.get("players");
    if (p.has("seed")) $("seed").value = p.get("seed");
    if (p.has("level")) $("level").value = p.get("level");
    const chosen = (p.get("variants") || "").split(/[+,]/);
    $("variants").innerHTML = "<legend>Variants</legend>" + Object.entries(W.VARIANTS).map(([v, line]) => {
      const [name, what] = line.split(": ");
      return `<label><input type="checkbox" name="variant" value="${v}"${chosen.includes(v) ? " checked" : ""}> ${name}<small>${what}</small></label>`;
    }).join("");
    $("options").innerHTML = "<legend>Rule options</legend>" + Object.entries(W.OPTIONS).map(([k, line]) => {
      const [name, what] = line.split(": ");
      return `<label><input type="checkbox" id="${k}"> ${name}<small>${what}</small></label>`;
    }).join("");
    // ?athena=1 starts a game of the Athena expansion; the Start button
    // says which game it starts.
    $("athena").checked = p.get("athena") === "1";
    const startText = () => { $("start").textContent = $("athena").checked ? "Start an Athena game" : "Start"; };
    $("athena").addEventListener("change", startText);
    startText();
    opponents = () => {
      const choices = names.length ? names.map((n) => `<option value="${n}">${LABEL[n] || n}</option>`).join("") : "<option>loading the players…</option>";
      // The strongest built-in player by default, when the module has it.
      const strongest = ["mcts", "ismcts", "greedy"].find((n) => names.includes(n)) || names[0];
      const n = +$("players").value;
      $("level-label").hidden = n !== 1;
      const bots = (p.get("bots") || "").split(",");
      let html = "<legend>Opponents</legend>";
      if (n === 1) html += "<p>The Architect plays automatically.</p>";
      else for (let k = 1; k < n; k++) html += `<label>Seat ${k} <select class="opponent" data-seat="${k}">${choices}</select></label>`;
      $("opponents").innerHTML = html;
      if (names.length) document.querySelectorAll(".opponent").forEach((s, i) => { s.value = bots[i] && names.includes(bots[i]) ? bots[i] : strongest; });
    };
    $("players").addEventListener("change", opponents);
    opponents();
    $("setup-form").addEventListener("submit", (e) => { e.preventDefault(); start(); });
  }

  function randomSeed() {
    const a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return `${a[0]} ${a[1]}`;
  }

  // options reads the form as the options' JSON form, a random seed when
  // none is given.
  function options() {
    const n = +$("players").value;
    const variants = [...document.querySelectorAll("input[name=variant]:checked")].map((b) => b.value);
    const seed = $("seed").value.trim().replace(/[,\s]+/g, " ") || randomSeed();
    const o = {
      players: n,
      rules: { variants: variants.length ? variants.join("+") : "none",
        barracksOutsideOnly: $("barracksOutsideOnly").checked, lakeAnyRegion: $("lakeAnyRegion").checked },
      allTiles: $("allTiles").checked, stonesFromZero: $("stonesFromZero").checked,
      unlimitedReserve: $("unlimitedReserve").checked, athena: $("athena").checked, seed,
    };
    if (n === 1) o.level = $("level").value;
    return o;
  }

  // seats lists who plays each of n seats: the person at seat 0, the
  // opponents chosen (the first again, or greedy, past those).
  function seats(n) {
    const bots = [...document.querySelectorAll(".opponent")].map((s) => s.value);
    const out = ["human"];
    for (let k = 1; k < n; k++) out.push(bots[k - 1] || bots[0] || "greedy");
    return out;
  }

  // The game in progress, kept after every move: its record (JSON form),
  // who plays each seat, the turn to play and when it was saved.
  const store = {
    save(record, seats, turn) {
      try {
        localStorage.setItem(SAVE, JSON.stringify({ record, seats, turn, saved: Date.now() }));
      } catch (e) { /* storage full or refused: the game goes on unsaved */ }
    },
    load() {
      try { return JSON.parse(localStorage.getItem(SAVE)); } catch (e) { return null; }
    },
    clear() {
      try { localStorage.removeItem(SAVE); } catch (e) { /* nothing kept */ }
    },
    // describe says which game is kept, for the Resume button.
    describe(s) {
      const n = s.record.options.players;
      return `A${s.record.options.athena ? "n Athena" : ""} game in progress, saved ${new Date(s.saved).toLocaleString()}: turn ${s.turn}, ${W.plural(n, "player")}, ` +
        `you against ${n === 1 ? "the Architect" : s.seats.slice(1).join(", ")}.`;
    },
  };

  // setBots gives the form the built-in players' names, from the API.
  function setBots(list) {
    names = list;
    opponents();
  }

  root.AkropolisSetup = { build, setBots, options, seats, store };
})(globalThis);
