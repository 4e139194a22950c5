// Landing door, floor indicator, hall button and car operating panel (COP), in front elevation.

import { cabin } from "./cabin.mjs";
import { C, circle, g, P, path, R, range, rect, rr } from "./core.mjs";
import { etch, surface } from "./finish.mjs";

/* ------------------------------------------------------------------ landing door */

/**
 * Landing door, front elevation. box = outer frame {x,y,w,h} with y+h = floor line.
 * spec: { finish, frame, type: centre|tele|glassPanel|fullGlass, open (0..1), etch, etchColor, inside (cabin spec) }
 */
export const door = (c, box, spec = {}) => {
  const { x, y, w, h } = box;
  const fin = spec.finish || "hairline";
  const frameFin = spec.frame || (/gold|rose|champ/.test(fin) ? fin.replace("Mirror", "") : "hairline");
  const t = Math.max(8, w * 0.07);
  const ox = x + t;
  const oy = y + t;
  const ow = w - 2 * t;
  const oh = h - t;
  const out = [];
  // cabin visible behind
  out.push(path(R(ox, oy, ow, oh), C.navy800));
  if ((spec.open ?? 0) > 0 || spec.type === "fullGlass" || spec.type === "glassPanel") {
    out.push(
      g(
        cabin(
          c,
          { x: ox - ow * 0.1, y: oy - oh * 0.03, w: ow * 1.2, h: oh * 1.05 },
          { cop: false, rail: true, ...(spec.inside || {}) },
        ),
        { "clip-path": c.clip(R(ox, oy, ow, oh)) },
      ),
    );
  }
  const open = spec.open ?? 0;
  const leaf = (lx, ly, lw, lh, shadeK = 0) => {
    const d = R(lx, ly, lw, lh);
    const parts = [];
    if (spec.type === "fullGlass") {
      parts.push(surface(c, d, "glass", { dir: [0, 0, 1, 1] }));
      const fr = Math.max(5, lw * 0.07);
      parts.push(
        surface(
          c,
          R(lx, ly, lw, fr) +
            R(lx, ly + lh - fr * 1.6, lw, fr * 1.6) +
            R(lx, ly, fr, lh) +
            R(lx + lw - fr, ly, fr, lh),
          frameFin,
        ),
      );
    } else {
      parts.push(surface(c, d, fin, { shade: shadeK }));
      if (spec.etch)
        parts.push(
          path(
            R(lx + lw * 0.12, ly + lh * 0.08, lw * 0.76, lh * 0.84),
            etch(c, spec.etch, spec.etchColor || "#FFFFFF", 0.6),
          ),
        );
      if (spec.type === "glassPanel") {
        const gw = lw * 0.18;
        const gx = spec.side === "r" ? lx + lw * 0.22 : lx + lw - lw * 0.22 - gw;
        parts.push(path(R(gx - 2, ly + lh * 0.12 - 2, gw + 4, lh * 0.7 + 4), C.steel500));
        parts.push(
          g(surface(c, R(gx, ly + lh * 0.12, gw, lh * 0.7), "glass", { dir: [0, 0, 1, 1] }), {
            opacity: 0.9,
          }),
        );
      }
    }
    parts.push(path(d, "none", { stroke: "#0B1F33", "stroke-opacity": 0.35, "stroke-width": 1 }));
    return parts.join("");
  };
  if (spec.type === "tele") {
    const lw = ow / 2;
    // slow (rear) leaf, fast (front) leaf, both open to the left
    out.push(
      g(
        leaf(ox - open * lw, oy, lw, oh, 0.12) +
          leaf(ox + lw - 2 * open * lw, oy, lw, oh) +
          path(R(ox + lw - 2 * open * lw - 3, oy, 3, oh), "#0B1F33", { "fill-opacity": 0.3 }),
        { "clip-path": c.clip(R(ox, oy, ow, oh)) },
      ),
    );
  } else {
    const lw = ow / 2;
    const shift = open * lw * 0.92;
    out.push(
      g(
        leaf(ox - shift, oy, lw, oh) +
          leaf(ox + lw + shift, oy, lw, oh, 0.04) +
          (spec.type !== "fullGlass" ? "" : ""),
        { "clip-path": c.clip(R(ox, oy, ow, oh)) },
      ),
    );
    if (open === 0) out.push(path(R(ox + lw - 0.6, oy, 1.2, oh), "#0B1F33", { "fill-opacity": 0.5 }));
  }
  // frame (jambs + header) and sill
  out.push(surface(c, R(x, y, t, h) + R(x + w - t, y, t, h), frameFin, { dir: [0, 0, 1, 0] }));
  out.push(surface(c, R(x, y, w, t), frameFin, { dir: [0, 0, 0, 1] }));
  out.push(path(R(ox, oy, ow, 3), "#0B1F33", { "fill-opacity": 0.35 }));
  out.push(path(R(x + 2, y + h - 3, w - 4, 6), C.steel300), path(R(x + 2, y + h + 1, w - 4, 1), C.steel500));
  out.push(path(R(x, y, w, h), "none", { stroke: "#0B1F33", "stroke-opacity": 0.3, "stroke-width": 1 }));
  return out.join("");
};

/** Hall position indicator above a door. */
export const indicator = (_c, cx, y, s = 1, floor = "3") => {
  const w = 56 * s;
  const hgt = 24 * s;
  return [
    rect(cx - w / 2, y, w, hgt, C.navy900, { rx: 3 * s }),
    path(P`M${cx - 16 * s} ${y + 16 * s}l${5 * s} ${-8 * s}l${5 * s} ${8 * s}Z`, C.amber500),
    rect(cx + 2 * s, y + 6 * s, 3 * s, 12 * s, C.amber500),
    rect(cx + 8 * s, y + 6 * s, 3 * s, 12 * s, C.amber500, { opacity: floor === "3" ? 0.35 : 1 }),
  ].join("");
};

/** Hall call button plate. */
export const hallButton = (c, cx, cy, s = 1) =>
  [
    surface(c, rr(cx - 11 * s, cy - 26 * s, 22 * s, 52 * s, 4 * s), "hairline", { dir: [0, 0, 1, 0] }),
    circle(cx, cy - 10 * s, 6 * s, C.steel200, { stroke: C.amber500, "stroke-width": 2 * s }),
    circle(cx, cy + 10 * s, 6 * s, C.steel200, { stroke: C.steel500, "stroke-width": 1.5 * s }),
    path(
      P`M${cx - 3 * s} ${cy - 8.5 * s}l${3 * s} ${-4 * s}l${3 * s} ${4 * s}ZM${cx - 3 * s} ${cy + 8.5 * s}l${3 * s} ${4 * s}l${3 * s} ${-4 * s}Z`,
      C.steel600,
    ),
  ].join("");

/** Car operating panel, front elevation (close-up). */
export const copPanel = (c, x, y, w, h, fin = "hairline") => {
  const out = [surface(c, rr(x, y, w, h, 6), fin, { dir: [0, 0, 1, 0] })];
  out.push(rect(x + w * 0.14, y + h * 0.06, w * 0.72, h * 0.11, C.navy900, { rx: 3 }));
  out.push(
    path(P`M${x + w * 0.26} ${y + h * 0.14}l${w * 0.08} ${-h * 0.05}l${w * 0.08} ${h * 0.05}Z`, C.amber500),
  );
  out.push(
    rect(x + w * 0.52, y + h * 0.085, w * 0.06, h * 0.06, C.amber500),
    rect(x + w * 0.62, y + h * 0.085, w * 0.06, h * 0.06, C.amber500),
  );
  const r = w * 0.09;
  const rows = 6;
  for (const i of range(rows))
    for (const j of range(2)) {
      const bx = x + w * (0.32 + j * 0.36);
      const byy = y + h * (0.26 + i * 0.085);
      const lit = i === 2 && j === 1;
      out.push(
        circle(bx, byy, r, lit ? C.light : C.steel200, {
          stroke: lit ? C.amber500 : C.steel500,
          "stroke-width": 2,
        }),
      );
      out.push(circle(bx, byy, r * 0.35, lit ? C.amber500 : C.steel400));
    }
  // door open/close, alarm
  const yy = y + h * 0.82;
  out.push(circle(x + w * 0.32, yy, r, C.steel200, { stroke: C.steel500, "stroke-width": 2 }));
  out.push(circle(x + w * 0.68, yy, r, C.steel200, { stroke: C.steel500, "stroke-width": 2 }));
  out.push(
    path(
      P`M${x + w * 0.27} ${yy}l${w * 0.04} ${-r * 0.5}v${r}ZM${x + w * 0.37} ${yy}l${-w * 0.04} ${-r * 0.5}v${r}ZM${x + w * 0.64} ${yy - r * 0.5}l${w * 0.04} ${r * 0.5}l${-w * 0.04} ${r * 0.5}ZM${x + w * 0.72} ${yy - r * 0.5}l${-w * 0.04} ${r * 0.5}l${w * 0.04} ${r * 0.5}Z`,
      C.steel600,
    ),
  );
  out.push(circle(x + w * 0.5, y + h * 0.93, r * 0.9, C.amber500, { stroke: C.amber700, "stroke-width": 2 }));
  return out.join("");
};
