// SVG pictures of cities and tiles, with the conventions of the module's
// SVG pictures (examples/render): flat-topped hexes with North up, one hue
// per district type and a darker shade for its plazas, stars on plazas, the
// level written in each cell with an inner ring per level above the first,
// thick lines along tile edges, enclosed empty cells dashed light blue; a
// one-hex tile with a thin white inner outline, a double district as its
// two halves, each over the edges its face (tile.Face's JSON form) says it
// owns.
(function (root) {
  "use strict";

  const FILL = {
    Quarry: "#a9abae", House: "#5b9bdc", Market: "#f6bd4c", Barracks: "#e0635a", Temple: "#a07bd2", Garden: "#74c266",
    HousePlaza: "#1f528f", MarketPlaza: "#c27a0c", BarracksPlaza: "#98231b", TemplePlaza: "#5c3794", GardenPlaza: "#2e7429",
  };
  const INK = {
    Quarry: "#2b2b2b", House: "#10243d", Market: "#3d2a05", Barracks: "#3a0d0a", Temple: "#24123d", Garden: "#123a0d",
    HousePlaza: "#fff", MarketPlaza: "#fff", BarracksPlaza: "#fff", TemplePlaza: "#fff", GardenPlaza: "#fff",
  };
  const HOLE = "#dbeef8", EDGE = "#2a2a2a";
  const LEVEL = ["#2e9e44", "#d49a00", "#d23a2a"]; // outline of a legal cell: level 1, 2, 3+
  const SQRT3 = Math.sqrt(3);
  let rotations = []; // per rotation, the cells a tile anchored at (0,0) covers: the API's
  let stars = {}; // plaza kind -> stars, the API's

  const key = (q, r) => q + "," + r;
  // centre is where a cell is drawn: the one projection of the grid onto
  // the picture (flat-topped hexes, North up), drawing and not rules.
  function centre(q, r, s) { return [s * 1.5 * q, s * SQRT3 * (r + q / 2)]; }
  function points(x, y, s) {
    const p = [];
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 3 * i;
      p.push((x + s * Math.cos(a)).toFixed(1) + "," + (y + s * Math.sin(a)).toFixed(1));
    }
    return p.join(" ");
  }
  function corner(x, y, s, i) { const a = Math.PI / 3 * i; return [x + s * Math.cos(a), y + s * Math.sin(a)]; }
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  const isPlaza = (k) => k.endsWith("Plaza");

  // LETTER names each district type by a letter, so that a hex can be told
  // without its colour.
  const LETTER = { Quarry: "Q", House: "H", Market: "M", Barracks: "B", Temple: "T", Garden: "G" };
  const letterOf = (k) => LETTER[k.replace(/Plaza$/, "")] || "?";

  // EDGES names the directions as a face's JSON form does, clockwise from
  // North; the edge toward direction d runs from corner (4+d)%6 to (5+d)%6.
  const EDGES = ["N", "NE", "SE", "S", "SW", "NW"];
  const rings = (x, y, s, level, colour) => {
    let out = "";
    for (let ring = 1; ring < Math.min(level, 4); ring++) {
      out += `<polygon points="${points(x, y, s * (1 - 0.14 * ring))}" fill="none" stroke="${colour}" stroke-opacity="0.6" stroke-width="${(2.2 * s / 32).toFixed(2)}"/>`;
    }
    return out;
  };
  const textAt = (x, y, size, fill, body, bold) => `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" font-size="${size.toFixed(1)}"${bold ? ' font-weight="bold"' : ""} fill="${fill}">${body}</text>`;

  // hexShape draws one hex of kind k at level `level` centred at (x, y):
  // its colour, its letter, the stars of a plaza, the level (when above the
  // ground) and an inner ring per level above the first. face is the
  // JSON form of a one-hex tile's face, or undefined: a one-hex tile gets
  // a thin white inner outline, a double district its halves.
  function hexShape(x, y, s, k, level, extra, face, starCount) {
    const one = face ? `<polygon class="one-hex" points="${points(x, y, s * 0.9)}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="${(1.6 * s / 32).toFixed(2)}"/>` : "";
    if (face && face.parts.length === 2) return halves(x, y, s, face, level, extra) + one;
    let out = `<polygon points="${points(x, y, s)}" fill="${FILL[k]}" stroke="#00000066" stroke-width="1"${extra || ""}/>` + rings(x, y, s, level, INK[k]);
    // A small hex (a tile on the site, in the Architect's pile) gets
    // larger letters and stars, to stay legible.
    const f = s / 32 * (s < 24 ? 1.45 : 1);
    const text = (dy, size, fill, body, bold) => textAt(x, y + dy * f, size * f, fill, body, bold);
    out += one;
    if (isPlaza(k)) {
      out += text(-9, 10, INK[k], letterOf(k), true);
      out += text(4, 12, "#ffe27a", "★".repeat(starCount === undefined ? stars[k] || 0 : starCount));
      if (level > 0) out += text(17, 11, INK[k], level);
    } else if (level > 0) {
      out += text(-8, 10, INK[k], letterOf(k), true);
      out += text(12, 16, INK[k], level, true);
    } else {
      out += text(6, 16, INK[k], letterOf(k), true);
    }
    return out;
  }

  // halves draws a double district from its face: each half as the polygon
  // of the edges it owns (the first corner of each, then the last edge's
  // second corner), coloured and lettered by its district type, the cut
  // between them and the level in a disc on the cut.
  function halves(x, y, s, face, level, extra) {
    const f = s / 32;
    let out = "", cut = null;
    for (const part of face.parts) {
      const ds = part.edges.map((e) => EDGES.indexOf(e));
      const cs = ds.map((d) => corner(x, y, s, (4 + d) % 6));
      cs.push(corner(x, y, s, (5 + ds[ds.length - 1]) % 6));
      if (!cut) cut = [cs[0], cs[cs.length - 1]];
      out += `<polygon class="half" data-part="${part.part}" data-kind="${part.kind}"${extra || ""} points="${cs.map((c) => c[0].toFixed(1) + "," + c[1].toFixed(1)).join(" ")}" fill="${FILL[part.kind]}" stroke="#00000066" stroke-width="1"/>`;
      const mx = cs.reduce((a, c) => a + c[0], 0) / cs.length, my = cs.reduce((a, c) => a + c[1], 0) / cs.length;
      out += textAt(mx, my + 4 * f, 12 * f, INK[part.kind], letterOf(part.kind), true);
    }
    out += rings(x, y, s, level, EDGE);
    out += `<line x1="${cut[0][0].toFixed(1)}" y1="${cut[0][1].toFixed(1)}" x2="${cut[1][0].toFixed(1)}" y2="${cut[1][1].toFixed(1)}" stroke="${EDGE}" stroke-width="${(1.5 * f).toFixed(2)}"/>`;
    if (level > 0) {
      out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(7 * f).toFixed(1)}" fill="#fbf8f1" stroke="${EDGE}" stroke-width="1"/>` +
        textAt(x, y + 3.5 * f, 10 * f, EDGE, level, true);
    }
    return out;
  }

  // city returns the SVG of a city read by AkropolisAPI.forms.city: its
  // cells, holes, and (o.slots) the empty cells the API lists, clickable;
  // thick edges where the API says. o: {size, slots, preview: {cells: [{q,
  // r, kind, level}], legal}, notes: Map "(q,r)" -> text (tooltips)}.
  function city(c, o) {
    o = o || {};
    const s = o.size || 30;
    const slots = o.slots ? c.slots : [];
    const all = [...c.cells, ...slots, ...c.holes, ...((o.preview && o.preview.cells) || [])];
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const h of all) {
      const [x, y] = centre(h.q, h.r, s);
      minX = Math.min(minX, x - s); maxX = Math.max(maxX, x + s);
      minY = Math.min(minY, y - s * SQRT3 / 2); maxY = Math.max(maxY, y + s * SQRT3 / 2);
    }
    const pad = o.slots ? s * 0.6 : 4, w = maxX - minX + 2 * pad, h = maxY - minY + 2 * pad;
    const dx = pad - minX, dy = pad - minY;
    const at = (q, r) => { const [x, y] = centre(q, r, s); return [x + dx, y + dy]; };
    let out = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w.toFixed(0)} ${h.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" data-dx="${dx}" data-dy="${dy}" data-s="${s}" font-family="DejaVu Sans, Verdana, sans-serif"><g stroke-linejoin="round">`;
    for (const x of slots) {
      const [cx, cy] = at(x.q, x.r);
      out += `<polygon class="slot" points="${points(cx, cy, s)}" fill="none" stroke="#0000001a"/>`;
    }
    for (const x of c.holes) {
      const [cx, cy] = at(x.q, x.r);
      out += `<polygon points="${points(cx, cy, s)}" fill="${HOLE}" stroke="#7fb3d0" stroke-dasharray="4 3"/>`;
    }
    for (const x of c.cells) {
      const [cx, cy] = at(x.q, x.r);
      out += hexShape(cx, cy, s, x.kind, x.height, ` data-cell="(${x.q},${x.r})"`, x.face, x.stars);
    }
    for (const x of c.cells) { // thick edges, as the API lists them
      const [cx, cy] = at(x.q, x.r);
      for (const e of c.borders.get(`(${x.q},${x.r})`) || []) {
        const d = EDGES.indexOf(e);
        const [x1, y1] = corner(cx, cy, s, (4 + d) % 6), [x2, y2] = corner(cx, cy, s, (5 + d) % 6);
        out += `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${EDGE}" stroke-width="${(2.5 * s / 32).toFixed(2)}" stroke-linecap="round"/>`;
      }
    }
    out += `<g class="overlay">${overlay(o.marks, o.preview, at, s)}</g>`;
    // Transparent hit areas on top, one per cell, for clicks and tooltips.
    for (const x of [...c.cells, ...slots]) {
      const [cx, cy] = at(x.q, x.r);
      const note = o.notes && o.notes.get(`(${x.q},${x.r})`);
      out += `<polygon class="hit" data-q="${x.q}" data-r="${x.r}" points="${points(cx, cy, s)}" fill="transparent">${note ? `<title>${esc(note)}</title>` : ""}</polygon>`;
    }
    return out + "</g></svg>";
  }

  // overlay draws, above a city, the cells where the chosen tile's first
  // hex can go in its current rotation (marks: [{q, r, level}], as the
  // API's legal moves give them), the
  // tile previewed in place (a one-hex tile's cell with its face) and the
  // keyboard cursor ({q, r}).
  function overlay(marks, preview, at, s, cursor, met) {
    let out = "";
    // Where the city meets a card: the cells the API's athena.Met lists.
    for (const { q, r } of met || []) {
      const [cx, cy] = at(q, r);
      out += `<polygon class="met" data-q="${q}" data-r="${r}" points="${points(cx, cy, s * 0.9)}" fill="none" stroke="#111" stroke-width="${(7 * s / 32).toFixed(2)}"/>` +
        `<polygon points="${points(cx, cy, s * 0.9)}" fill="none" stroke="#ffd000" stroke-width="${(4 * s / 32).toFixed(2)}"/>`;
    }
    if (marks) {
      // The dot sits in the cell's upper right, clear of its letter and
      // level number.
      for (const { q, r, level } of marks) {
        const [cx, cy] = at(q, r);
        const colour = LEVEL[Math.min(level, 3) - 1];
        out += `<polygon class="mark" data-q="${q}" data-r="${r}" data-level="${level}" points="${points(cx, cy, s * 0.86)}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-dasharray="5 3"/>` +
          `<circle cx="${(cx + s * 0.5).toFixed(1)}" cy="${(cy - s * 0.42).toFixed(1)}" r="${(s * 0.15).toFixed(1)}" fill="${colour}" stroke="#fff" stroke-width="1"/>`;
      }
    }
    if (preview) {
      const p = preview;
      out += `<g class="preview" data-legal="${p.legal}" opacity="0.92">`;
      for (const x of p.cells) {
        const [cx, cy] = at(x.q, x.r);
        out += hexShape(cx, cy, s, x.kind, x.level, "", x.face);
        out += `<polygon points="${points(cx, cy, s)}" fill="${p.legal ? "none" : "#ff000040"}" stroke="${p.legal ? "#0a6cff" : "#d00"}" stroke-width="4"${p.legal ? "" : ' stroke-dasharray="5 3"'}/>`;
      }
      out += "</g>";
    }
    if (cursor) {
      const [cx, cy] = at(cursor.q, cursor.r);
      out += `<polygon class="cursor" points="${points(cx, cy, s * 0.96)}" fill="none" stroke="#fff" stroke-width="6"/>` +
        `<polygon points="${points(cx, cy, s * 0.96)}" fill="none" stroke="#111" stroke-width="3" stroke-dasharray="6 4"/>`;
    }
    return out;
  }

  // setOverlay redraws only the overlay of a city drawn by city(), leaving
  // its cells (and the element under the pointer) in place.
  function setOverlay(svg, marks, preview, cursor, met) {
    svg.querySelector(".overlay").innerHTML = overlay(marks, preview, pointOf(svg), +svg.dataset.s, cursor, met);
  }

  // pointOf answers where a city drawn by city() draws a cell, in the
  // picture's units.
  function pointOf(svg) {
    const dx = +svg.dataset.dx, dy = +svg.dataset.dy, s = +svg.dataset.s;
    return (q, r) => { const [x, y] = centre(q, r, s); return [x + dx, y + dy]; };
  }

  // tile returns the SVG of a tile: its three hexes as laid with rotation
  // rot, the first (the one a marked cell takes) with a dot when asked.
  function tile(hexes, rot, s, dot) {
    const cells = rotations[rot || 0];
    const cs = cells.map((c) => centre(c.q, c.r, s));
    const xs = cs.map((c) => c[0]), ys = cs.map((c) => c[1]);
    const minX = Math.min(...xs) - s, minY = Math.min(...ys) - s * SQRT3 / 2;
    const w = Math.max(...xs) + s - minX, h = Math.max(...ys) + s * SQRT3 / 2 - minY;
    let out = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w.toFixed(0)} ${h.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" font-family="DejaVu Sans, Verdana, sans-serif">`;
    cs.forEach(([x, y], i) => { out += hexShape(x - minX, y - minY, s, hexes[i], 0); });
    const [ax, ay] = cs[0];
    if (dot) out += `<circle cx="${(ax - minX + s * 0.55).toFixed(1)}" cy="${(ay - minY).toFixed(1)}" r="${(s * 0.16).toFixed(1)}" fill="#111" stroke="#fff"/>`;
    return out + "</svg>";
  }

  // oneHex returns the SVG of a one-hex tile alone, drawn from its face
  // (tile.Face's JSON form, as tiles() lists them by rotation).
  function oneHex(face, s) {
    const w = 2 * s + 4, h = SQRT3 * s + 4;
    const kind = face.parts[0].kind;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w.toFixed(0)} ${h.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" font-family="DejaVu Sans, Verdana, sans-serif">` +
      hexShape(w / 2, h / 2, s, kind, 0, "", face) + "</svg>";
  }

  root.AkropolisDraw = { city, tile, oneHex, setOverlay, pointOf, FILL, INK, letterOf, setRotations: (r) => { rotations = r; }, setStars: (t) => { stars = t; }, key };
})(globalThis);
