// Shared drawing primitives: cabin interior, landing door, COP, person, building, capsule car,
// machine-room equipment. All positions in px of the target document.
import { C, circle, ellipse, g, lerp, line, P, path, poly, quadMap, range, rect, stroke } from "./core.mjs";
import { etch, surface } from "./finish.mjs";

const R = (x, y, w, h) => P`M${x} ${y}h${w}v${h}h${-w}Z`;
const rr = (x, y, w, h, r) =>
  P`M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;

export { R, rr };

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

/* ------------------------------------------------------------------ people */

/**
 * Standing figure, front view, feet at (x, y), height h.
 * o: { skin, shirt, pants, hair, hat (color|false), pose: stand|reach|tablet|point, long (hair), vest, dupatta }
 */
export const person = (_c, x, y, h, o = {}) => {
  const skin = o.skin || C.skin2;
  const shirt = o.shirt || C.navy700;
  const pants = o.pants || C.navy900;
  const hairC = o.hair || C.hair;
  const u = h / 100;
  const out = [];
  const shoulderY = y - 81 * u;
  const hipY = y - 47 * u;
  // legs
  if (o.skirt) {
    out.push(
      path(
        P`M${x - 10 * u} ${hipY - 2 * u}L${x - 13 * u} ${y - 8 * u}H${x + 13 * u}L${x + 10 * u} ${hipY - 2 * u}Z`,
        pants,
      ),
    );
    out.push(path(R(x - 7 * u, y - 8 * u, 4 * u, 7 * u) + R(x + 3 * u, y - 8 * u, 4 * u, 7 * u), skin));
  } else {
    out.push(
      path(
        P`M${x - 10 * u} ${hipY - 2 * u}L${x - 9 * u} ${y - 1.5 * u}H${x - 2 * u}L${x - 0.5 * u} ${hipY + 6 * u}L${x + 0.5 * u} ${hipY + 6 * u}L${x + 2 * u} ${y - 1.5 * u}H${x + 9 * u}L${x + 10 * u} ${hipY - 2 * u}Z`,
        pants,
      ),
    );
  }
  out.push(
    path(
      P`M${x - 10 * u} ${y}a1 1 0 0 1 0-${3 * u}h${8.5 * u}v${3 * u}ZM${x + 10 * u} ${y}a1 1 0 0 0 0-${3 * u}h${-8.5 * u}v${3 * u}Z`,
      C.black,
    ),
  );
  // arms (behind torso edges)
  const arm = (side, pose) => {
    const sx = x + side * 11.5 * u;
    const sy = shoulderY + 3 * u;
    let d;
    if (pose === "reach") {
      d = P`M${sx} ${sy}L${sx + side * 6 * u} ${sy - 16 * u}L${sx + side * 9 * u} ${sy - 30 * u}`;
    } else if (pose === "tablet") {
      d = P`M${sx} ${sy}L${sx + side * 1 * u} ${sy + 18 * u}L${x + side * 2 * u} ${sy + 22 * u}`;
    } else if (pose === "point") {
      d = P`M${sx} ${sy}L${sx + side * 10 * u} ${sy + 12 * u}L${sx + side * 22 * u} ${sy + 6 * u}`;
    } else {
      d = P`M${sx} ${sy}L${sx + side * 2 * u} ${sy + 18 * u}L${sx + side * 2.5 * u} ${sy + 33 * u}`;
    }
    return (
      stroke(d, o.sleeve || shirt, 6.4 * u, { "stroke-linecap": "round", "stroke-linejoin": "round" }) +
      handAt(d, side)
    );
  };
  const handAt = (d, _side) => {
    const nums = d.match(/-?\d+(\.\d+)?/g).map(Number);
    const hx = nums[nums.length - 2];
    const hy = nums[nums.length - 1];
    return circle(hx, hy, 3 * u, skin);
  };
  out.push(arm(-1, o.poseL || "stand"));
  out.push(arm(1, o.pose || "stand"));
  // torso
  out.push(
    path(
      P`M${x - 13 * u} ${shoulderY + 5 * u}Q${x - 13 * u} ${shoulderY} ${x - 7 * u} ${shoulderY - 0.5 * u}H${x + 7 * u}Q${x + 13 * u} ${shoulderY} ${x + 13 * u} ${shoulderY + 5 * u}L${x + 10.5 * u} ${hipY}H${x - 10.5 * u}Z`,
      shirt,
    ),
  );
  if (o.vest) {
    out.push(
      path(
        P`M${x - 11 * u} ${shoulderY + 14 * u}H${x + 11 * u}v${2.5 * u}H${x - 11 * u}ZM${x - 10.6 * u} ${shoulderY + 24 * u}H${x + 10.6 * u}v${2.5 * u}H${x - 10.6 * u}Z`,
        C.steel200,
        { opacity: 0.9 },
      ),
    );
  }
  if (o.tie) {
    out.push(
      path(
        P`M${x - 4 * u} ${shoulderY - 0.5 * u}L${x} ${shoulderY + 6 * u}L${x + 4 * u} ${shoulderY - 0.5 * u}Z`,
        C.white,
      ),
    );
    out.push(
      path(
        P`M${x - 1.2 * u} ${shoulderY + 2 * u}H${x + 1.2 * u}L${x + 1.8 * u} ${shoulderY + 16 * u}L${x} ${shoulderY + 18 * u}L${x - 1.8 * u} ${shoulderY + 16 * u}Z`,
        o.tie,
      ),
    );
  }
  if (o.dupatta) {
    out.push(
      path(
        P`M${x - 9 * u} ${shoulderY}L${x + 12 * u} ${hipY - 6 * u}L${x + 12 * u} ${hipY + 2 * u}L${x - 12 * u} ${shoulderY + 6 * u}Z`,
        o.dupatta,
      ),
    );
  }
  if ((o.pose || "stand") === "tablet") {
    out.push(rect(x - 8 * u, shoulderY + 14 * u, 16 * u, 11 * u, C.navy900, { rx: 1.5 * u }));
    out.push(rect(x - 6.5 * u, shoulderY + 15.5 * u, 13 * u, 8 * u, C.teal600));
  }
  // neck and head
  out.push(path(R(x - 2.6 * u, shoulderY - 5 * u, 5.2 * u, 5 * u), skin));
  out.push(ellipse(x, shoulderY - 11 * u, 5.6 * u, 6.8 * u, skin));
  if (o.long) {
    out.push(
      path(
        P`M${x - 6 * u} ${shoulderY - 11 * u}C${x - 7 * u} ${shoulderY - 20 * u} ${x + 7 * u} ${shoulderY - 20 * u} ${x + 6 * u} ${shoulderY - 11 * u}L${x + 6.6 * u} ${shoulderY + 2 * u}H${x + 3.6 * u}L${x + 4.6 * u} ${shoulderY - 12 * u}C${x + 2 * u} ${shoulderY - 15 * u} ${x - 2 * u} ${shoulderY - 15 * u} ${x - 4.6 * u} ${shoulderY - 12 * u}L${x - 3.6 * u} ${shoulderY + 2 * u}H${x - 6.6 * u}Z`,
        hairC,
      ),
    );
  } else if (!o.hat) {
    out.push(
      path(
        P`M${x - 5.9 * u} ${shoulderY - 11 * u}C${x - 7 * u} ${shoulderY - 20 * u} ${x + 7 * u} ${shoulderY - 20 * u} ${x + 5.9 * u} ${shoulderY - 11 * u}C${x + 4 * u} ${shoulderY - 15 * u} ${x - 3 * u} ${shoulderY - 14 * u} ${x - 5.9 * u} ${shoulderY - 11 * u}Z`,
        hairC,
      ),
    );
  }
  if (o.hat) {
    out.push(
      path(
        P`M${x - 7.5 * u} ${shoulderY - 13.5 * u}C${x - 7.5 * u} ${shoulderY - 22 * u} ${x + 7.5 * u} ${shoulderY - 22 * u} ${x + 7.5 * u} ${shoulderY - 13.5 * u}Z`,
        o.hat,
      ),
    );
    out.push(path(R(x - 8.5 * u, shoulderY - 14 * u, 17 * u, 1.8 * u), o.hat));
    out.push(path(R(x - 0.8 * u, shoulderY - 20.5 * u, 1.6 * u, 6 * u), "#FFFFFF", { "fill-opacity": 0.3 }));
  }
  return out.join("");
};

/* ------------------------------------------------------------------ buildings */

/**
 * Two-point-perspective block. Corner line at x=cx from yTop to yBase; faces extend lw to the left
 * and rw to the right; horizon at hy; vanishing points at cx-dl and cx+dr.
 * o: { left, right (colors), rows, colsL, colsR, glass (window colors), lit (fraction) , seed }
 */
export const block = (c, o) => {
  const { cx, yTop, yBase, lw, rw, hy } = o;
  const dl = o.dl ?? 2600;
  const dr = o.dr ?? 2200;
  const at = (y0, dx, d) => y0 + (hy - y0) * (dx / d);
  const L = [
    [cx - lw, at(yTop, lw, dl)],
    [cx, yTop],
    [cx, yBase],
    [cx - lw, at(yBase, lw, dl)],
  ];
  const Rq = [
    [cx, yTop],
    [cx + rw, at(yTop, rw, dr)],
    [cx + rw, at(yBase, rw, dr)],
    [cx, yBase],
  ];
  const mL = quadMap(L);
  const mR = quadMap(Rq);
  const out = [];
  out.push(path(poly(L), o.left || C.steel300), path(poly(Rq), o.right || C.steel200));
  const win = (m, cols, rows, colorA, colorB, seed) => {
    const a = [];
    const b = [];
    let s = seed;
    for (const i of range(cols))
      for (const j of range(rows)) {
        s = (s * 9301 + 49297) % 233280;
        const u0 = (i + 0.16) / cols;
        const u1 = (i + 0.84) / cols;
        const v0 = (j + 0.2) / rows;
        const v1 = (j + 0.8) / rows;
        (s / 233280 < (o.lit ?? 0.2) ? b : a).push(m.rect(u0, v0, u1, v1));
      }
    return path(a.join(""), colorA) + (b.length ? path(b.join(""), colorB) : "");
  };
  if (o.curtain) {
    out.push(
      path(
        poly(L),
        c.lin(
          [
            [0, "#FFFFFF", 0.05],
            [1, "#FFFFFF", 0.25],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    const ls = [];
    for (const i of range(o.colsL + 1)) ls.push(mL.line(i / o.colsL, 0, i / o.colsL, 1));
    for (const j of range(o.rows + 1)) ls.push(mL.line(0, j / o.rows, 1, j / o.rows));
    for (const i of range(o.colsR + 1)) ls.push(mR.line(i / o.colsR, 0, i / o.colsR, 1));
    for (const j of range(o.rows + 1)) ls.push(mR.line(0, j / o.rows, 1, j / o.rows));
    out.push(stroke(ls.join(""), o.mullion || C.steel400, 1.2, { "stroke-opacity": 0.8 }));
    out.push(win(mL, o.colsL, o.rows, "none", C.light, o.seed || 3));
    out.push(win(mR, o.colsR, o.rows, "none", C.light, (o.seed || 3) + 5));
  } else {
    out.push(win(mL, o.colsL, o.rows, o.winL || C.navy700, C.light, o.seed || 3));
    out.push(win(mR, o.colsR, o.rows, o.winR || C.navy800, C.light, (o.seed || 3) + 5));
  }
  // parapet
  out.push(path(poly([L[0], L[1], [cx, yTop - 6], [L[0][0], L[0][1] - 6]]), o.parapet || C.steel400));
  out.push(path(poly([Rq[0], Rq[1], [Rq[1][0], Rq[1][1] - 6], [cx, yTop - 6]]), o.parapetR || C.steel300));
  out.push(line(cx, yTop - 6, cx, yBase, "#FFFFFF", 1.2, { "stroke-opacity": 0.5 }));
  return { svg: out.join(""), mL, mR, L, R: Rq };
};

/* ------------------------------------------------------------------ capsule car */

/** Panoramic capsule car, front elevation, centre x, top y. */
export const capsule = (c, cx, y, w, h, o = {}) => {
  const out = [];
  const capH = h * 0.16;
  const x = cx - w / 2;
  const bodyY = y + capH;
  const bodyH = h - 2 * capH;
  // interior glow + passengers
  out.push(path(R(x + 4, bodyY, w - 8, bodyH), c.fade("#FFF3D6", "#F2C987")));
  if (o.people !== false) {
    const ph = bodyH * 0.78;
    out.push(
      person(c, cx - w * 0.16, bodyY + bodyH - 2, ph, { shirt: C.teal600, pants: C.navy800, skin: C.skin2 }),
    );
    out.push(
      person(c, cx + w * 0.16, bodyY + bodyH - 2, ph * 0.94, {
        shirt: C.red700,
        pants: C.navy900,
        skin: C.skin3,
        long: true,
        skirt: true,
      }),
    );
  }
  // glass with cylindrical mullions
  out.push(
    path(
      R(x, bodyY, w, bodyH),
      c.lin(
        [
          [0, "#A9D8DA", 0.65],
          [0.25, "#FFFFFF", 0.1],
          [0.5, "#DDF1F2", 0.2],
          [0.85, "#8CC5C9", 0.35],
          [1, "#5E9EA6", 0.75],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const ms = [];
  for (const a of [-60, -25, 25, 60]) {
    const mx = cx + (w / 2) * Math.sin((a * Math.PI) / 180);
    ms.push(P`M${mx} ${bodyY}V${bodyY + bodyH}`);
  }
  out.push(stroke(ms.join(""), C.steel300, Math.max(2, w * 0.012)));
  out.push(
    stroke(P`M${x + w * 0.12} ${bodyY + bodyH * 0.55}H${x + w * 0.88}`, C.steel300, Math.max(2, w * 0.014)),
  );
  // top and bottom caps
  const cap = (yy, up) => {
    const d = up
      ? P`M${x} ${yy + capH}V${yy + capH * 0.45}Q${x} ${yy} ${x + w * 0.2} ${yy}H${x + w * 0.8}Q${x + w} ${yy} ${x + w} ${yy + capH * 0.45}V${yy + capH}Z`
      : P`M${x} ${yy}V${yy + capH * 0.55}Q${x} ${yy + capH} ${x + w * 0.2} ${yy + capH}H${x + w * 0.8}Q${x + w} ${yy + capH} ${x + w} ${yy + capH * 0.55}V${yy}Z`;
    return surface(c, d, o.capFin || "hairline", { dir: [0, 0, 1, 0] });
  };
  out.push(cap(y, true), cap(y + h - capH, false));
  out.push(path(R(x, y + capH - 3, w, 3) + R(x, y + h - capH, w, 3), C.amber500));
  out.push(path(R(x, bodyY, w, bodyH), "none", { stroke: C.steel400, "stroke-width": 2 }));
  return out.join("");
};

/* ------------------------------------------------------------------ machine room */

/** Gearless traction machine (side view) with sheave and ropes going down. */
export const machine = (c, x, y, s = 1) => {
  const out = [];
  // base frame
  out.push(surface(c, R(x - 10 * s, y + 86 * s, 230 * s, 16 * s), "steelDark", { dir: [0, 0, 0, 1] }));
  // motor drum
  out.push(
    path(
      rr(x, y + 10 * s, 120 * s, 76 * s, 10 * s),
      c.lin([
        [0, C.navy700],
        [0.35, "#3C6C96"],
        [1, C.navy900],
      ]),
    ),
  );
  const fins = range(7)
    .map((k) => P`M${x + (16 + k * 14) * s} ${y + 14 * s}V${y + 82 * s}`)
    .join("");
  out.push(stroke(fins, "#0B1F33", 2 * s, { "stroke-opacity": 0.5 }));
  out.push(rect(x + 30 * s, y + 40 * s, 44 * s, 16 * s, C.amber500, { rx: 2 * s }));
  // brake + sheave
  out.push(surface(c, R(x + 120 * s, y + 24 * s, 24 * s, 52 * s), "hairline", { dir: [0, 0, 0, 1] }));
  out.push(
    circle(
      x + 175 * s,
      y + 48 * s,
      40 * s,
      c.rad([
        [0, "#E8EDF2"],
        [0.7, "#9AA7B4"],
        [1, "#5E6E7E"],
      ]),
    ),
  );
  out.push(circle(x + 175 * s, y + 48 * s, 40 * s, "none", { stroke: C.steel600, "stroke-width": 2 * s }));
  const grooves = range(5)
    .map(
      (k) =>
        P`M${x + 175 * s} ${y + 48 * s}m${-(34 - k * 3) * s} 0a${(34 - k * 3) * s} ${(34 - k * 3) * s} 0 1 0 ${2 * (34 - k * 3) * s} 0`,
    )
    .join("");
  out.push(stroke(grooves, C.steel600, 1, { "stroke-opacity": 0.6 }));
  out.push(circle(x + 175 * s, y + 48 * s, 9 * s, C.steel600));
  // ropes
  out.push(
    stroke(
      P`M${x + 137 * s} ${y + 50 * s}V${y + 400 * s}M${x + 141 * s} ${y + 50 * s}V${y + 400 * s}M${x + 213 * s} ${y + 50 * s}V${y + 400 * s}M${x + 217 * s} ${y + 50 * s}V${y + 400 * s}`,
      C.steel600,
      1.6 * s,
    ),
  );
  return out.join("");
};

/** Control cabinet with open door: PLC, VVVF drive, contactors, wiring ducts. */
export const controller = (c, x, y, w, h, o = {}) => {
  const out = [];
  out.push(
    path(R(x, y, w, h), C.steel200),
    path(R(x, y, w, h), "none", { stroke: C.steel500, "stroke-width": 2 }),
  );
  out.push(path(R(x + 8, y + 8, w - 16, h - 16), "#F6F8FA"));
  // ducts
  out.push(
    path(
      R(x + 12, y + 14, w - 24, 10) + R(x + 12, y + h * 0.45, w - 24, 10) + R(x + 12, y + h - 30, w - 24, 10),
      C.steel400,
    ),
  );
  // VVVF drive
  out.push(rect(x + 18, y + 32, w * 0.38, h * 0.36, C.navy800, { rx: 3 }));
  out.push(rect(x + 26, y + 42, w * 0.22, h * 0.07, C.teal600));
  out.push(
    circle(x + 30, y + 32 + h * 0.26, 3, C.green700),
    circle(x + 40, y + 32 + h * 0.26, 3, C.amber500),
  );
  // PLC modules
  const px = x + w * 0.5;
  for (const k of range(4)) {
    out.push(
      rect(px + k * w * 0.11, y + 32, w * 0.095, h * 0.24, k === 0 ? C.navy700 : C.steel500, { rx: 2 }),
    );
    out.push(
      path(
        R(px + k * w * 0.11 + 4, y + 40, w * 0.095 - 8, 3) +
          R(px + k * w * 0.11 + 4, y + 48, w * 0.095 - 8, 3),
        k === 2 ? C.green700 : C.steel200,
      ),
    );
  }
  // contactors row
  for (const k of range(6)) {
    out.push(
      rect(
        x + 18 + (k * (w - 36)) / 6,
        y + h * 0.52 + 6,
        (w - 36) / 6 - 6,
        h * 0.16,
        k % 3 === 0 ? C.steel600 : C.steel400,
        { rx: 2 },
      ),
    );
  }
  // terminal strip
  out.push(
    path(
      range(20)
        .map((k) => R(x + 18 + (k * (w - 36)) / 20, y + h * 0.74 + 8, (w - 36) / 20 - 2, h * 0.09))
        .join(""),
      C.steel500,
    ),
  );
  // wires
  out.push(
    stroke(
      range(8)
        .map(
          (k) =>
            P`M${x + 26 + k * 14} ${y + h * 0.74 + 8}C${x + 26 + k * 14} ${y + h * 0.7} ${x + 30 + k * 16} ${y + h * 0.7} ${x + 30 + k * 16} ${y + h * 0.68}`,
        )
        .join(""),
      C.teal600,
      1.5,
    ),
  );
  if (o.door !== false) {
    // open door leaf, in perspective
    out.push(
      path(
        P`M${x + w} ${y}L${x + w + w * 0.3} ${y + 18}V${y + h - 18}L${x + w} ${y + h}Z`,
        c.lin(
          [
            [0, C.steel300],
            [1, C.steel200],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    out.push(
      path(
        P`M${x + w + 8} ${y + 16}L${x + w + w * 0.22} ${y + 28}V${y + h * 0.3}L${x + w + 8} ${y + h * 0.3 - 8}Z`,
        "#FFFFFF",
        { "fill-opacity": 0.5 },
      ),
    );
  }
  return out.join("");
};

/** Overspeed governor sheave with tension weight. */
export const governor = (c, cx, cy, r) =>
  [
    circle(
      cx,
      cy,
      r,
      c.rad([
        [0, "#EEF2F6"],
        [1, "#8A9AAA"],
      ]),
    ),
    circle(cx, cy, r, "none", { stroke: C.navy800, "stroke-width": 2 }),
    path(P`M${cx - r * 0.7} ${cy}H${cx + r * 0.7}M${cx} ${cy - r * 0.7}V${cy + r * 0.7}`, "none", {
      stroke: C.navy700,
      "stroke-width": r * 0.16,
      "stroke-linecap": "round",
    }),
    circle(cx - r * 0.7, cy, r * 0.16, C.amber500),
    circle(cx + r * 0.7, cy, r * 0.16, C.amber500),
    circle(cx, cy, r * 0.18, C.navy800),
  ].join("");

/** Coil spring buffer. */
export const buffer = (_c, cx, yBase, w, h) => {
  const coils = range(6)
    .map(
      (k) =>
        P`M${cx - w / 2} ${yBase - 8 - k * ((h - 16) / 6)}L${cx + w / 2} ${yBase - 8 - (k + 0.5) * ((h - 16) / 6)}`,
    )
    .join("");
  return [
    rect(cx - w / 2 - 6, yBase - 8, w + 12, 8, C.steel600),
    stroke(coils, C.amber500, 4, { "stroke-linecap": "round" }),
    rect(cx - w / 2 - 4, yBase - h, w + 8, 6, C.steel600),
  ].join("");
};

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
