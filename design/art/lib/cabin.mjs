// Cabin interior in one-point perspective, seen from the entrance.

import { C, circle, ellipse, lerp, line, P, path, poly, quadMap, R, range, rect, stroke } from "./core.mjs";
import { etch, surface } from "./finish.mjs";

const mapPoly = (m, pts) => poly(pts.map(([u, v]) => m(u, v)));

/* ------------------------------------------------------------------ cabin interior */

/**
 * Front elevation of a cabin interior in one-point perspective.
 * spec: { wall, side, back, accent, corner, ceiling: {kind, lights}, floor, rail, cop, panels, backGlass, etch }
 */
export const cabin = (c, box, spec = {}) => {
  const { x, y, w, h } = box;
  const bx = x + w * (spec.inset ?? 0.19);
  const bw = w - 2 * (bx - x);
  const by = y + h * (spec.top ?? 0.15);
  const bh = h * (spec.backH ?? 0.62);
  const wall = spec.wall || "hairline";
  const side = spec.side || wall;
  const back = spec.back || wall;
  const corner = spec.corner || "hairline";
  const out = [];
  const ceil = quadMap([
    [x, y],
    [x + w, y],
    [bx + bw, by],
    [bx, by],
  ]);
  const floor = quadMap([
    [bx, by + bh],
    [bx + bw, by + bh],
    [x + w, y + h],
    [x, y + h],
  ]);
  const left = quadMap([
    [x, y],
    [bx, by],
    [bx, by + bh],
    [x, y + h],
  ]);
  const right = quadMap([
    [bx + bw, by],
    [x + w, y],
    [x + w, y + h],
    [bx + bw, by + bh],
  ]);

  // floor
  const fk = spec.floor || "granite";
  out.push(surface(c, floor.rect(0, 0, 1, 1), fk));
  const tiles = fk === "chequer" ? 0 : fk === "vinyl" ? 0 : 4;
  if (tiles) {
    const lines = [];
    for (const t of range(tiles - 1)) lines.push(floor.line((t + 1) / tiles, 0, (t + 1) / tiles, 1));
    for (const t of [0.28, 0.55]) lines.push(floor.line(0, t, 1, t));
    out.push(stroke(lines.join(""), fk === "marble" ? "#B9B1A6" : "#23282D", 1, { "stroke-opacity": 0.6 }));
  }
  if (fk === "marble" || fk === "granite") {
    // soft reflection of the back wall
    out.push(
      path(floor.rect(0.12, 0, 0.88, 0.5), "#FFFFFF", { "fill-opacity": fk === "marble" ? 0.25 : 0.08 }),
    );
  }

  // ceiling
  const ck = spec.ceiling?.kind || "hairline";
  out.push(surface(c, ceil.rect(0, 0, 1, 1), ck, { shade: ck === "sky" ? 0 : 0.12 }));
  const lights = spec.ceiling?.lights || "panel";
  const glow = C.light;
  if (lights === "panel") {
    for (const [u0, u1] of [
      [0.12, 0.44],
      [0.56, 0.88],
    ])
      out.push(path(ceil.rect(u0, 0.18, u1, 0.8), glow));
    out.push(stroke(ceil.line(0.5, 0, 0.5, 1), "#FFFFFF", 1.5, { "stroke-opacity": 0.6 }));
  } else if (lights === "spots" || lights === "mirror") {
    for (const u of [0.2, 0.4, 0.6, 0.8])
      for (const v of [0.25, 0.7]) {
        const [px, py] = ceil(u, v);
        const k = lerp(1, 0.55, v);
        out.push(ellipse(px, py, 9 * k * (w / 520), 3.2 * k * (w / 520), glow));
      }
  } else if (lights === "pinwheel") {
    const cx = 0.5;
    const cv = 0.5;
    for (const k of range(8)) {
      const a0 = (k * Math.PI) / 4;
      const a1 = a0 + 0.55;
      const pts = [
        [cx, cv],
        [cx + 0.42 * Math.cos(a0), cv + 0.42 * Math.sin(a0)],
        [cx + 0.34 * Math.cos(a1), cv + 0.34 * Math.sin(a1)],
      ];
      out.push(path(mapPoly(ceil, pts), k % 2 ? "#FFFFFF" : glow, { "fill-opacity": k % 2 ? 0.85 : 1 }));
    }
    const ring = range(24).map((k) => [
      0.5 + 0.1 * Math.cos((k * Math.PI) / 12),
      0.5 + 0.1 * Math.sin((k * Math.PI) / 12),
    ]);
    out.push(path(mapPoly(ceil, ring), C.sky1));
  } else if (lights === "strips") {
    for (const u of [0.3, 0.5, 0.7]) out.push(path(ceil.rect(u - 0.03, 0.1, u + 0.03, 0.9), glow));
  }
  // ceiling cornice
  out.push(path(ceil.rect(0, 0.94, 1, 1), C.steel400));

  // side walls
  const wallSurface = (m, kind, shade, front) => {
    const parts = [
      surface(c, m.rect(0, 0, 1, 1), kind, {
        shade,
        tex: kind === "wood" || kind === "hairline" ? null : undefined,
      }),
    ];
    const lines = [];
    if (kind === "wood") {
      // grain lines run front-to-back in perspective
      for (const v of range(24)) lines.push(m.line(0, (v + 0.5) / 24, 1, (v + 0.5) / 24 + (v % 3) * 0.004));
      parts.push(stroke(lines.join(""), "#3B1F0C", 0.8, { "stroke-opacity": 0.25 }));
    } else if (/hairline|gold$|rose$|champagne/.test(kind)) {
      for (const u of range(40)) lines.push(m.line((u + 0.5) / 40, 0, (u + 0.5) / 40, 1));
      parts.push(stroke(lines.join(""), "#FFFFFF", 0.7, { "stroke-opacity": 0.25 }));
    }
    // panel joints
    const j = spec.panels ?? 3;
    const joints = range(j - 1).map((k) => m.line((k + 1) / j, 0, (k + 1) / j, 1));
    parts.push(stroke(joints.join(""), "#0B1F33", 1.5, { "stroke-opacity": 0.35 }));
    // skirting
    parts.push(path(m.rect(0, 0.965, 1, 1), C.steel500));
    // shading towards the entrance
    parts.push(
      path(
        m.rect(0, 0, 1, 1),
        c.lin(
          [
            [0, "#0B1F33", front ? 0.25 : 0],
            [1, "#0B1F33", front ? 0 : 0.25],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    return parts.join("");
  };
  out.push(wallSurface(left, side, 0.16, true));
  out.push(wallSurface(right, side, 0.08, false));
  if (spec.accent) {
    out.push(surface(c, left.rect(0.36, 0.05, 0.64, 0.93), spec.accent, { shade: 0.1 }));
    out.push(surface(c, right.rect(0.36, 0.05, 0.64, 0.93), spec.accent));
  }

  // back wall
  const bp = spec.backPanels ?? 3;
  if (spec.backGlass) {
    out.push(surface(c, R(bx, by, bw, bh), "glass"));
    // view through the glass: distant skyline silhouettes
    const sky = [];
    for (const k of range(7)) {
      const hx = bx + (k * bw) / 7;
      const hh = bh * (0.25 + ((k * 37) % 23) / 60);
      sky.push(R(hx + 3, by + bh * 0.75 - hh, bw / 7 - 8, hh));
    }
    out.push(path(sky.join(""), C.glassDeep, { "fill-opacity": 0.35 }));
    if (spec.etch) out.push(path(R(bx, by, bw, bh), etch(c, spec.etch, "#FFFFFF", 0.7)));
    out.push(
      stroke(
        range(bp - 1)
          .map((k) => P`M${bx + ((k + 1) * bw) / bp} ${by}V${by + bh}`)
          .join(""),
        C.steel300,
        4,
      ),
    );
  } else {
    const pw = bw / bp;
    for (const k of range(bp)) {
      const kind = spec.accent && k === Math.floor(bp / 2) ? spec.accent : back;
      const d = R(bx + k * pw + 1.5, by, pw - 3, bh * 0.965);
      out.push(surface(c, d, kind));
      if (spec.etch && (k !== Math.floor(bp / 2) || !spec.accent))
        out.push(path(d, etch(c, spec.etch, spec.etchColor || "#FFFFFF", 0.5)));
    }
    out.push(
      path(R(bx, by, bw, bh), "none", { stroke: "#0B1F33", "stroke-opacity": 0.25, "stroke-width": 1 }),
    );
    out.push(path(R(bx, by + bh * 0.965, bw, bh * 0.035), C.steel500));
  }
  // corner posts
  for (const m of [left, right]) {
    const u0 = m === left ? 0.955 : 0;
    const u1 = m === left ? 1 : 0.045;
    out.push(surface(c, m.rect(u0, 0, u1, 1), corner));
  }
  // mirror panel on the back wall (optional)
  if (spec.mirrorBack) {
    const mx = bx + bw * 0.22;
    out.push(surface(c, R(mx, by + bh * 0.08, bw * 0.56, bh * 0.42), "mirror"));
  }
  // handrails
  if (spec.rail !== false) {
    const ry = by + bh * 0.56;
    out.push(
      rect(
        bx + bw * 0.06,
        ry - 1,
        bw * 0.88,
        6,
        c.lin([
          [0, "#F7F9FB"],
          [0.5, "#9AA7B4"],
          [1, "#5F6F7F"],
        ]),
        { rx: 3 },
      ),
    );
    out.push(path(R(bx + bw * 0.1, ry + 5, 4, 8) + R(bx + bw * 0.9 - 4, ry + 5, 4, 8), C.steel500));
    for (const [m, a, b] of [
      [left, 0.12, 0.88],
      [right, 0.12, 0.88],
    ]) {
      const v = 0.56 + (m === left ? 0 : 0);
      const [x0, y0] = m(a, v);
      const [x1, y1] = m(b, v);
      out.push(line(x0, y0, x1, y1, C.steel300, m === left ? 7 : 6, { "stroke-linecap": "round" }));
      out.push(
        line(x0, y0 - 1.5, x1, y1 - 1.5, "#FFFFFF", 1.5, {
          "stroke-opacity": 0.8,
          "stroke-linecap": "round",
        }),
      );
    }
  }
  // car operating panel on the right wall, near the entrance
  if (spec.cop !== false) {
    const cu0 = 0.62;
    const cu1 = 0.8;
    out.push(surface(c, right.rect(cu0, 0.24, cu1, 0.7), "hairline", { shade: 0.05 }));
    out.push(path(right.rect(cu0 + 0.03, 0.28, cu1 - 0.03, 0.34), C.navy900));
    out.push(path(right.rect(cu0 + 0.06, 0.295, cu1 - 0.07, 0.325), C.amber500));
    const btn = [];
    for (const r of range(6))
      for (const col of range(2)) {
        const [px, py] = right(cu0 + 0.05 + col * 0.07, 0.4 + r * 0.04);
        btn.push(P`M${px - 2.6} ${py}a2.6 3 0 1 0 5.2 0a2.6 3 0 1 0-5.2 0`);
      }
    out.push(path(btn.join(""), C.steel600));
    const [ax, ay] = right(cu0 + 0.09, 0.66);
    out.push(circle(ax, ay, 3, C.red700));
  }
  // front return frame
  const fw = w * 0.022;
  out.push(surface(c, R(x, y, fw, h) + R(x + w - fw, y, fw, h), corner, { dir: [0, 0, 1, 0] }));
  out.push(surface(c, R(x, y, w, fw * 1.4), corner, { dir: [0, 0, 0, 1] }));
  // ambient light from the ceiling
  out.push(path(R(x, y, w, h), c.glow("#FFFFFF", 0.22, 0.5, 0.1, 0.7)));
  return out.join("");
};
