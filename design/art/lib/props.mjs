// Props and larger assemblies: shaft, car sling, rails, bed, pallet, pallet truck, tree, clipboard, shield.

import { capsule } from "./building.mjs";
import { C, circle, ellipse, P, path, R, range, rect, stroke } from "./core.mjs";
import { surface } from "./finish.mjs";

/** Glass shaft (tube) with a capsule car inside. */
export const glassShaft = (c, cx, yTop, yBase, w, carY, carH) =>
  [
    path(
      R(cx - w / 2, yTop, w, yBase - yTop),
      c.lin(
        [
          [0, "#9FD3D6", 0.28],
          [0.3, "#FFFFFF", 0.08],
          [0.7, "#9FD3D6", 0.12],
          [1, "#9FD3D6", 0.35],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    stroke(P`M${cx - w / 2} ${yTop}V${yBase}M${cx + w / 2} ${yTop}V${yBase}`, C.steel300, 3),
    stroke(
      range(Math.floor((yBase - yTop) / 60))
        .map((k) => P`M${cx - w / 2} ${yTop + k * 60}H${cx + w / 2}`)
        .join(""),
      C.steel300,
      1.2,
      { "stroke-opacity": 0.6 },
    ),
    stroke(P`M${cx - w * 0.3} ${yTop}V${yBase}M${cx + w * 0.3} ${yTop}V${yBase}`, C.steel400, 2, {
      "stroke-opacity": 0.8,
    }),
    capsule(c, cx, carY, w * 0.82, carH),
  ].join("");

/** Car sling (frame) with cabin box, safety gear blocks and guide shoes; elevation view. */
export const carSling = (c, cx, y, w, h, o = {}) => {
  const x = cx - w / 2;
  const out = [];
  out.push(surface(c, R(x + 12, y + 18, w - 24, h - 36), o.fin || "hairline", { dir: [0, 0, 1, 0] }));
  out.push(path(R(x + w / 2 - 1, y + 24, 2, h - 48), "#0B1F33", { "fill-opacity": 0.4 }));
  // stiles and crossheads
  out.push(
    path(
      R(x, y, 10, h) + R(x + w - 10, y, 10, h) + R(x - 4, y, w + 8, 14) + R(x - 4, y + h - 14, w + 8, 14),
      C.navy700,
    ),
  );
  // safety gear blocks at the bottom of each stile
  out.push(
    rect(x - 14, y + h - 30, 18, 26, C.amber500, { rx: 2 }),
    rect(x + w - 4, y + h - 30, 18, 26, C.amber500, { rx: 2 }),
  );
  // guide shoes
  out.push(rect(x - 10, y + 2, 10, 16, C.steel600), rect(x + w, y + 2, 10, 16, C.steel600));
  // rope hitch
  out.push(path(P`M${cx - 12} ${y}L${cx - 6} ${y - 14}H${cx + 6}L${cx + 12} ${y}Z`, C.steel600));
  return out.join("");
};

/** Pair of T-section guide rails. */
export const rails = (xL, xR, y0, y1) =>
  [
    path(R(xL - 3, y0, 6, y1 - y0) + R(xR - 3, y0, 6, y1 - y0), C.steel400),
    path(R(xL - 8, y0, 16, 0) + R(xL - 1, y0, 2, y1 - y0) + R(xR - 1, y0, 2, y1 - y0), C.steel200, {
      "fill-opacity": 0.8,
    }),
  ].join("");

/** Hospital bed (side view). */
export const bed = (_c, x, y, w, o = {}) => {
  const h = w * 0.42;
  const out = [];
  out.push(
    stroke(
      P`M${x + w * 0.1} ${y - h * 0.18}V${y - h * 0.45}M${x + w * 0.9} ${y - h * 0.18}V${y - h * 0.45}`,
      C.steel500,
      4,
    ),
  );
  out.push(
    circle(x + w * 0.1, y - h * 0.08, h * 0.1, C.navy800),
    circle(x + w * 0.9, y - h * 0.08, h * 0.1, C.navy800),
  );
  out.push(rect(x, y - h * 0.55, w, h * 0.12, C.steel400, { rx: 3 }));
  out.push(rect(x + w * 0.02, y - h * 0.7, w * 0.96, h * 0.16, C.white, { rx: 6 }));
  out.push(
    path(
      P`M${x + w * 0.04} ${y - h * 0.7}Q${x + w * 0.5} ${y - h * 0.82} ${x + w * 0.7} ${y - h * 0.72}`,
      o.sheet || "#CFE6E3",
    ),
  );
  out.push(rect(x + w * 0.74, y - h * 0.84, w * 0.18, h * 0.14, "#FFFFFF", { rx: 6, stroke: C.steel200 }));
  out.push(
    stroke(P`M${x} ${y - h * 0.55}V${y - h * 1.05}M${x + w} ${y - h * 0.55}V${y - h}`, C.steel500, 5, {
      "stroke-linecap": "round",
    }),
  );
  // IV pole
  if (o.iv !== false) {
    out.push(
      stroke(
        P`M${x + w * 1.08} ${y}V${y - h * 1.8}M${x + w * 1.0} ${y - h * 1.8}H${x + w * 1.16}`,
        C.steel500,
        3,
      ),
    );
    out.push(rect(x + w * 1.1, y - h * 1.76, w * 0.06, h * 0.26, "#CFE6E3", { rx: 3, stroke: C.steel400 }));
  }
  return out.join("");
};

/** Pallet with stacked cartons. */
export const pallet = (_c, x, y, w, rows = 2, cols = 3) => {
  const out = [];
  const bw = w / cols;
  const bh = bw * 0.75;
  out.push(
    path(
      R(x, y - 10, w, 4) +
        R(x, y - 4, w, 4) +
        R(x + 4, y - 6, 10, 6) +
        R(x + w / 2 - 5, y - 6, 10, 6) +
        R(x + w - 14, y - 6, 10, 6),
      C.wood2,
    ),
  );
  for (const r of range(rows))
    for (const k of range(cols - (r % 2 ? 1 : 0))) {
      const bx = x + k * bw + (r % 2 ? bw / 2 : 0);
      const by = y - 10 - (r + 1) * bh;
      out.push(
        rect(bx + 1, by, bw - 2, bh - 1, "#C9A27A"),
        rect(bx + bw / 2 - 4, by, 8, bh - 1, "#E2C8A8"),
        rect(bx + 6, by + bh * 0.6, bw * 0.28, bh * 0.2, "#FFFFFF", { opacity: 0.7 }),
      );
    }
  return out.join("");
};

/** Hand pallet truck. */
export const palletTruck = (x, y, w) =>
  [
    rect(x, y - 12, w, 8, C.amber500),
    circle(x + 10, y - 4, 4, C.navy900),
    circle(x + w - 10, y - 4, 4, C.navy900),
    path(P`M${x + w - 8} ${y - 12}L${x + w + 10} ${y - w * 0.7}`, "none", {
      stroke: C.navy800,
      "stroke-width": 5,
    }),
    rect(x + w + 2, y - w * 0.74, 18, 6, C.navy800, { rx: 3 }),
  ].join("");

/** Tree, flat style. */
export const tree = (x, y, h, col = C.teal600) =>
  [
    rect(x - h * 0.025, y - h * 0.4, h * 0.05, h * 0.4, C.wood1),
    ellipse(x, y - h * 0.62, h * 0.22, h * 0.36, col),
    ellipse(x + h * 0.06, y - h * 0.55, h * 0.12, h * 0.22, "#FFFFFF", { "fill-opacity": 0.1 }),
  ].join("");

/** Clipboard checklist. */
export const clipboard = (_c, x, y, w, h) => {
  const out = [
    rect(x, y, w, h, C.navy800, { rx: 10 }),
    rect(x + 14, y + 20, w - 28, h - 34, C.white, { rx: 4 }),
    rect(x + w / 2 - 30, y - 8, 60, 26, C.steel400, { rx: 6 }),
  ];
  const rowH = (h - 70) / 6;
  for (const k of range(6)) {
    const ry = y + 48 + k * rowH;
    out.push(rect(x + 30, ry, 18, 18, "none", { stroke: C.steel400, "stroke-width": 2, rx: 3 }));
    if (k < 4)
      out.push(
        path(P`M${x + 33} ${ry + 9}l5 5l9-11`, "none", {
          stroke: C.green700,
          "stroke-width": 3,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      );
    out.push(rect(x + 60, ry + 5, (w - 110) * (0.6 + ((k * 17) % 5) / 12), 8, C.steel200, { rx: 4 }));
  }
  return out.join("");
};

/** Shield with check mark (safety motif). */
export const shield = (cx, cy, s, fill = C.amber500) =>
  [
    path(
      P`M${cx} ${cy - 60 * s}L${cx + 48 * s} ${cy - 42 * s}V${cy}C${cx + 48 * s} ${cy + 34 * s} ${cx + 24 * s} ${cy + 54 * s} ${cx} ${cy + 66 * s}C${cx - 24 * s} ${cy + 54 * s} ${cx - 48 * s} ${cy + 34 * s} ${cx - 48 * s} ${cy}V${cy - 42 * s}Z`,
      fill,
    ),
    path(
      P`M${cx - 22 * s} ${cy + 2 * s}L${cx - 6 * s} ${cy + 18 * s}L${cx + 24 * s} ${cy - 14 * s}`,
      "none",
      { stroke: C.navy900, "stroke-width": 9 * s, "stroke-linecap": "round", "stroke-linejoin": "round" },
    ),
  ].join("");
