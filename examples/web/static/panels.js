// The tables beside the board, as HTML: live scores, the Architect's card,
// the rules in force, the statistics and score pads at the end. Each takes
// what the API answered and decides nothing.
(function (root) {
  "use strict";
  const W = AkropolisWords;
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));

  // scores is the live score table: every seat's total and stones now.
  function scores(v, result, seatName) {
    let rows = "<tr><th>Seat</th><th>Stones</th><th>Points</th></tr>";
    for (let k = 0; k < result.totals.length; k++) {
      rows += `<tr data-seat="${k}"${v.current === k && !v.over ? ' class="current"' : ""}><th>${seatName(k)}</th>` +
        `<td>${v.stones[k]}</td><td class="total">${result.totals[k]}</td></tr>`;
    }
    return rows;
  }

  // glance is the scores in one line, for the top of a phone's screen:
  // each seat's points and stones, the seat to move in bold.
  function glance(v, result, seatName) {
    return result.totals.map((t, k) => {
      const who = esc(seatName(k)).replace(/^./, (c) => c.toUpperCase());
      const b = v.current === k && !v.over;
      return `<span class="seat" data-seat="${k}">${b ? "<b>" : ""}${who}${b ? "</b>" : ""}: <b class="total">${t}</b> pts, ${v.stones[k]} ●</span>`;
    }).join(" ");
  }

  // architect is the Architect's score card so far, line by line.
  function architect(c) {
    if (!c) return "";
    let rows = "<tr><th></th><th>hexes</th><th>value</th><th>stars</th><th>points</th></tr>";
    for (const l of c.lines) {
      rows += `<tr><th>${l.district}</th><td>${l.districts}</td><td>${l.value}${l.doubled ? "*" : ""}</td><td>×${l.stars}</td><td>${l.points}</td></tr>`;
    }
    if (c.quarryPts) rows += `<tr><th>Quarries</th><td>${c.quarries}</td><td colspan="2">× 2</td><td>${c.quarryPts}</td></tr>`;
    rows += `<tr><th>Stones</th><td colspan="3"></td><td>${c.stones}</td></tr>`;
    return rows + `<tr><th><b>Total</b></th><td colspan="3">${c.level}, ×${c.multiplier}</td><td class="total"><b>${c.total}</b></td></tr>`;
  }

  // rules lists the variants and rule options in force, and the seed.
  function rules(options, seed) {
    return W.rulesInForce(options).map((l) => `<li>${esc(l)}</li>`).join("") + `<li>Seed: ${esc(seed)}</li>`;
  }

  // stats compares the seats at the end: stones gained from Quarries and
  // spent on tiles (over the moves told in the log), and the API's figures
  // (its stats call): the largest group of Houses and the highest level of
  // each city, the construction cards completed and the statue's bonus. A
  // solo game has a column for the Architect, which has no city but a pile.
  function stats(v, moves, figures, seatName) {
    const seats = figures.map((f) => f.seat);
    const head = seats.map((k) => `<th>${esc(seatName(k))}</th>`).join("");
    const row = (name, f) => `<tr><th>${name}</th>${seats.map((k) => `<td data-seat="${k}">${f(k, figures[k])}</td>`).join("")}</tr>`;
    const sum = (k, field) => moves.filter((m) => m.seat === k).reduce((s, m) => s + m[field], 0);
    const city = (f, x) => (f.city ? x : "—");
    let rows = `<tr><th></th>${head}</tr>` +
      row("Stones gained from Quarries", (k) => sum(k, "gained")) +
      row("Stones spent on tiles", (k) => sum(k, "spent")) +
      row("Stones left", (k, f) => f.stones) +
      row("Largest House group", (k, f) => city(f, f.houseGroup)) +
      row("Highest level", (k, f) => city(f, f.highestLevel));
    if (figures.some((f) => !f.city)) rows += row("Tiles in the Architect's pile", (k, f) => (f.city ? "—" : f.architectPile));
    if (v.cards.length) {
      rows += row("Construction cards completed", (k, f) => `${f.cards} of ${v.cards.length}`) +
        row("Statue bonus", (k, f) => city(f, f.statue ? `+${f.statueBonus}` : "none"));
    }
    return rows;
  }

  // pad is a player's score pad: a line per district type, stones, the
  // statue's bonus when the card has it (its stones worth 5 points, not 1),
  // total, and the reason for every hex.
  function pad(c, title, k, figures) {
    const rows = c.lines.map((l) => `<tr><th>${l.district}</th><td>${l.value}</td><td>×${l.stars}</td><td>${l.points}</td></tr>`).join("");
    const notes = c.hexes.map((h) =>
      `<li class="${h.counts ? "counts" : "zero"}"><span class="sw" style="background:${AkropolisDraw.FILL[h.kind]}"></span>${esc(h.cell)} ${h.kind} L${h.level}` +
      `${h.kind.endsWith("Plaza") ? ` ${h.stars}★` : h.counts ? ` +${h.value}` : " —"}: ${esc(h.reason)}</li>`).join("");
    return `<div class="pad" data-seat="${k}"><h3>${esc(title)}</h3>` +
      `<table><thead><tr><th></th><th>value</th><th>stars</th><th>points</th></tr></thead><tbody>${rows}` +
      `<tr><th>Stones</th><td colspan="2"></td><td>${c.stones}</td></tr>` +
      (c.statue ? `<tr class="statue"><th>Statue</th><td colspan="2">all cards: stones ×5</td><td>+${figures ? figures.statueBonus : ""}</td></tr>` : "") + "</tbody>" +
      `<tfoot><tr><th>Total</th><td colspan="2"></td><td class="total">${c.total}</td></tr></tfoot></table>` +
      `<details><summary>Why each hex scores</summary><ul class="notes">${notes}</ul></details></div>`;
  }

  // analysis shows the search player's analysis of a game (the analyse
  // call's answer): the moves that changed the game most, as the library's
  // report names them, and a row per move with the mover's chance before
  // and after, the move's rank among the legal moves and the best
  // alternative with its chance. told[i] is move i as the log tells it.
  // It answers the HTML of the list, a note on it (when it is empty or
  // calm), a legend on the noise (when the report has it) and the table.
  // When the report gives each estimate's noise (beforeNoise, afterNoise:
  // a standard error), the chances are shown with it, and the report's
  // turning points are only the changes beyond that noise: the note says so.
  // parts maps each move's text to its parts (the API's describe).
  function analysis(rep, seatName, told, parts) {
    const P = W.percent;
    const words = (text) => W.moveWords(parts.get(text)) || text;
    const turningIdx = rep.turning || [];
    const noisy = rep.moves.some((m) => m.beforeNoise !== undefined);
    const pm = (x) => (noisy && x > 0 ? `<small class="noise"> ±${Math.max(1, Math.round(100 * x))}</small>` : "");
    const change = (m) => {
      const d = Math.round(100 * (m.after - m.before));
      return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : "±0";
    };
    const played = (m, i) => `${esc(told[i] || words(m.played))} <code>${esc(m.played)}</code>`;
    const turning = turningIdx.map((i) => {
      const m = rep.moves[i];
      let s = `<a href="#analysed-${m.index}"><b>Move ${m.index}</b></a> (turn ${m.turn}, ${esc(seatName(m.seat))}, <code>${esc(m.played)}</code>): ` +
        `${esc(words(m.played))}; the mover's chance went from ${P(m.before)} to <b>${P(m.after)}</b> (${change(m)})`;
      if (m.best && m.rank > 1) s += `; ${esc(words(m.best))}, would have given ${P(m.bestChance)}`;
      return `<li data-index="${i}">${s}.</li>`;
    }).join("");
    let note, legend = "";
    if (noisy) {
      // The report flags only what stands out of the estimates' noise.
      legend = "Only a change in the mover's chance larger than the noise of the two estimates it compares " +
        "(twice their combined standard error, about a 95% test) is flagged as a turning point; ± is each estimate's standard error at this budget.";
      note = turningIdx.length ? "" : "No move's change stands out of the estimates' noise at this budget: no turning point. More playouts (?playouts=N) make the estimates finer.";
    } else {
      // The report names three moves even when none changed anything.
      const calm = turningIdx.every((i) => Math.abs(rep.moves[i].after - rep.moves[i].before) < 0.005);
      note = calm ? "No move changed its mover's estimated chance by as much as 1%: these are the first moves." : "";
    }
    const place = new Map(turningIdx.map((i, k) => [i, k + 1]));
    const rows = rep.moves.map((m, i) => {
      const k = place.get(i);
      const best = m.best ? `${esc(words(m.best))}: <b>${P(m.bestChance)}</b> <code>${esc(m.best)}</code>` : "none: the only legal move";
      return `<tr id="analysed-${m.index}" data-index="${i}" data-before="${m.before}" data-after="${m.after}" data-rank="${m.rank}" data-legal="${m.legal}"` +
        ` data-best="${m.best || ""}" data-best-chance="${m.bestChance}"${k ? ' class="turning"' : ""}>` +
        `<th scope="row">${m.index}${k ? ` <span class="badge">★ turning point ${k}</span>` : ""}</th>` +
        `<td data-label="Who">turn ${m.turn}, ${esc(seatName(m.seat))}</td>` +
        `<td data-label="Played">${played(m, i)}</td>` +
        `<td data-label="Chance" class="chance">${P(m.before)}${pm(m.beforeNoise)} → <b>${P(m.after)}</b>${pm(m.afterNoise)} (${change(m)})</td>` +
        `<td data-label="Rank" class="rank">${m.rank} of ${m.legal}</td>` +
        `<td data-label="Best alternative">${best}</td></tr>`;
    }).join("");
    const head = "<thead><tr><th>Move</th><th>Who</th><th>Played</th><th>Chance to win before → after</th><th>Rank</th><th>Best alternative: its chance</th></tr></thead>";
    return { turning, note, legend, table: `${head}<tbody>${rows}</tbody>` };
  }

  root.AkropolisPanels = { scores, glance, architect, rules, stats, pad, analysis };
})(globalThis);
