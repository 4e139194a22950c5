// Backgrounds (paper, night sky), the text scrim and ground shadows.
import { C, ellipse, P, rect, stroke } from "./core.mjs";

/** Soft background: light gradient with faint blueprint grid. */
export const paper = (c, w, h, o = {}) => {
  const out = [rect(0, 0, w, h, c.fade(o.top || C.steel100, o.bottom || "#FFFFFF"))];
  if (o.grid !== false) {
    const step = o.step || 40;
    const d = [];
    for (let gx = step; gx < w; gx += step) d.push(P`M${gx} 0V${h}`);
    for (let gy = step; gy < h; gy += step) d.push(P`M0 ${gy}H${w}`);
    out.push(stroke(d.join(""), C.steel200, 1, { "stroke-opacity": 0.7 }));
  }
  return out.join("");
};

/** Dark navy hero/OG background: calm left, subtle light from the right. */
export const night = (c, w, h) =>
  [
    rect(
      0,
      0,
      w,
      h,
      c.lin(
        [
          [0, C.navy900],
          [0.55, C.navy800],
          [1, C.navy700],
        ],
        0,
        0,
        1,
        0.3,
      ),
    ),
    rect(0, 0, w, h, c.glow("#3C6C96", 0.45, 0.78, 0.35, 0.55)),
  ].join("");

/** Left-side scrim so overlaid text stays readable. */
export const scrim = (c, w, h, to = 0.62) =>
  rect(
    0,
    0,
    w,
    h,
    c.lin(
      [
        [0, C.navy900, 0.92],
        [0.42, C.navy900, 0.78],
        [to, C.navy900, 0],
        [1, C.navy900, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );

/** Ground shadow. */
export const shadow = (cx, cy, rx, ry, op = 0.18) =>
  ellipse(cx, cy, rx, ry, "#0B1F33", { "fill-opacity": op });
