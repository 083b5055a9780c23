// The city's window: the picture of the city inside a fixed box, panned by
// dragging (a finger or a mouse), zoomed by pinching, by Ctrl+wheel (a
// trackpad's pinch), by the + and − buttons and keys, panned by Shift and
// the arrow keys, and fitted to the
// box by the Fit button or the 0 key; its hexes never drawn smaller than
// MIN_HEX pixels across, so that a long city stays readable and every cell
// stays a 44-pixel target. A redraw fits the city again, unless the player
// has panned or zoomed (then it keeps the place and the zoom, until Fit);
// the page redraws the city only after a move, so that nothing moves under
// the player's finger between two taps.
(function (root) {
  "use strict";
  const MIN_HEX = 46; // pixels between two opposite sides of a hex on screen
  const MAX_ZOOM = 2.5;
  const SQRT3 = Math.sqrt(3);

  function attach(box) {
    // z: the zoom; (cx, cy): the point of the city (in the picture's units
    // relative to its first cell, stable across redraws) at the centre of
    // the box.
    const v = { z: 0, cx: 0, cy: 0, user: false };
    const pointers = new Map();
    let drag = null, moved = false;

    const svg = () => box.querySelector("svg");
    const geometry = () => {
      const s = svg();
      return s && { s, dx: +s.dataset.dx, dy: +s.dataset.dy, size: +s.dataset.s, w: s.width.baseVal.value, h: s.height.baseVal.value };
    };
    const minZoom = (g) => MIN_HEX / (g.size * SQRT3);

    // apply writes the transform; the centre is kept inside the picture.
    function apply() {
      const g = geometry();
      if (!g) return;
      v.z = Math.min(Math.max(v.z, minZoom(g)), MAX_ZOOM);
      v.cx = Math.min(Math.max(v.cx, -g.dx), g.w - g.dx);
      v.cy = Math.min(Math.max(v.cy, -g.dy), g.h - g.dy);
      const tx = box.clientWidth / 2 - (v.cx + g.dx) * v.z, ty = box.clientHeight / 2 - (v.cy + g.dy) * v.z;
      g.s.style.transform = `translate(${tx.toFixed(1)}px, ${ty.toFixed(1)}px) scale(${v.z.toFixed(4)})`;
      box.dataset.zoom = v.z.toFixed(3);
    }

    // fit shows the whole city when it fits at the smallest hexes, else
    // as much of it as fits, its middle in the middle.
    function fit() {
      const g = geometry();
      if (!g) return;
      v.user = false;
      v.z = Math.min(box.clientWidth / g.w, box.clientHeight / g.h, 1.6);
      v.cx = g.w / 2 - g.dx;
      v.cy = g.h / 2 - g.dy;
      apply();
    }

    // zoom multiplies the zoom by f about the box's point (px, py).
    function zoom(f, px, py) {
      const g = geometry();
      if (!g) return;
      v.user = true;
      if (px === undefined) { px = box.clientWidth / 2; py = box.clientHeight / 2; }
      const wx = v.cx + (px - box.clientWidth / 2) / v.z, wy = v.cy + (py - box.clientHeight / 2) / v.z;
      v.z *= f;
      apply();
      v.cx = wx - (px - box.clientWidth / 2) / v.z;
      v.cy = wy - (py - box.clientHeight / 2) / v.z;
      apply();
    }

    // draw puts a new picture of the city in the box: fitted, or at the
    // place and zoom the player chose.
    function draw(html) {
      box.querySelector(".city-view").innerHTML = html;
      if (v.user) apply(); else fit();
    }

    // pan moves the view by (dx, dy) pixels of the screen: the city moves
    // the other way.
    function pan(dx, dy) {
      v.user = true;
      v.cx += dx / v.z;
      v.cy += dy / v.z;
      apply();
    }

    // show pans, if needed, so that the picture's point (x, y) is in the box.
    function show(x, y) {
      const g = geometry();
      if (!g) return;
      const sx = box.clientWidth / 2 + (x - g.dx - v.cx) * v.z, sy = box.clientHeight / 2 + (y - g.dy - v.cy) * v.z;
      const m = g.size * v.z * 1.2;
      if (sx < m || sy < m || sx > box.clientWidth - m || sy > box.clientHeight - m) {
        v.cx = x - g.dx;
        v.cy = y - g.dy;
        apply();
      }
    }

    const local = (e) => { const r = box.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; };
    box.addEventListener("pointerdown", (e) => {
      // A first finger (or the mouse) starts afresh: an earlier touch whose
      // end the box did not hear must not turn this tap into a drag.
      if (e.isPrimary) { pointers.clear(); moved = false; }
      if (e.target.closest("button")) return;
      pointers.set(e.pointerId, local(e));
      drag = pointers.size === 1 ? { at: local(e), cx: v.cx, cy: v.cy } : null;
    });
    box.addEventListener("pointermove", (e) => {
      if (!pointers.has(e.pointerId)) return;
      const prev = pointers.get(e.pointerId), now = local(e);
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const other = a === prev ? b : a;
        const d0 = Math.hypot(prev[0] - other[0], prev[1] - other[1]), d1 = Math.hypot(now[0] - other[0], now[1] - other[1]);
        pointers.set(e.pointerId, now);
        if (d0 > 0) { moved = true; zoom(d1 / d0, (now[0] + other[0]) / 2, (now[1] + other[1]) / 2); }
        return;
      }
      pointers.set(e.pointerId, now);
      if (!drag) return;
      const dx = now[0] - drag.at[0], dy = now[1] - drag.at[1];
      if (!moved && Math.hypot(dx, dy) < 8) return; // a tap, not a drag
      moved = true;
      v.user = true;
      box.classList.add("panning");
      v.cx = drag.cx - dx / v.z;
      v.cy = drag.cy - dy / v.z;
      apply();
    });
    const up = (e) => {
      pointers.delete(e.pointerId);
      if (pointers.size === 0) { drag = null; box.classList.remove("panning"); }
    };
    box.addEventListener("pointerup", up);
    box.addEventListener("pointercancel", up);
    // A drag or a pinch is not a tap on the cell it ends on.
    box.addEventListener("click", (e) => {
      if (moved && !e.target.closest("button")) { e.stopPropagation(); e.preventDefault(); }
      moved = false;
    }, true);
    box.addEventListener("wheel", (e) => {
      if (!e.ctrlKey) return; // a plain wheel scrolls the page
      e.preventDefault();
      zoom(Math.exp(-e.deltaY / 300), ...local(e));
    }, { passive: false });
    new ResizeObserver(() => (v.user ? apply() : fit())).observe(box);
    return { draw, fit, zoom, pan, show, state: () => Object.assign({}, v) };
  }

  root.AkropolisZoom = { attach, MIN_HEX };
})(globalThis);
