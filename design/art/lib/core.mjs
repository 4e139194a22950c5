// Core of the art generator: palette, SVG document builder, number rounding, perspective maths.
// Everything here is original code; no third-party artwork or geometry is used.

/** Site palette (CSS tokens) plus the material tints derived from it for illustrations. */
export const C = {
  navy900: "#0B1F33",
  navy800: "#12304D",
  navy700: "#1B4266",
  steel600: "#4A5B6C",
  steel400: "#8A9AAA",
  steel200: "#D5DDE5",
  steel100: "#EEF2F6",
  white: "#FFFFFF",
  amber500: "#E39B2D",
  amber700: "#9A5B00",
  teal600: "#0F766E",
  red700: "#B42318",
  green700: "#067647",
  // material tints (illustration only)
  steel500: "#6B7C8D",
  steel300: "#B3C0CC",
  glass: "#9FD3D6",
  glassDeep: "#2E6F7A",
  light: "#FFF4DC",
  wood1: "#7A4A24",
  wood2: "#A0673A",
  wood3: "#C28A55",
  gold1: "#9C7A2A",
  gold2: "#D4B160",
  gold3: "#F3E3B0",
  rose1: "#9E6352",
  rose2: "#D29C86",
  rose3: "#F2D3C4",
  champ1: "#A8957A",
  champ2: "#D8C8A8",
  champ3: "#F4EBD8",
  scarlet: "#A51C24",
  scarletHi: "#D8434A",
  sky1: "#6FA8D6",
  sky2: "#BFE0F5",
  marble: "#F3F0EB",
  vein: "#BDB6AC",
  granite: "#4E5358",
  black: "#111820",
  skin1: "#8A5A3C",
  skin2: "#A8744F",
  skin3: "#C38F67",
  hair: "#1C1716",
};

/** Format a number with at most one decimal. */
export const f = (n) => {
  if (typeof n !== "number") return String(n);
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

/** Tagged template for path data: rounds every interpolated number. */
export const P = (strings, ...vals) => {
  let s = strings[0];
  for (let i = 0; i < vals.length; i++) {
    const v = vals[i];
    s += (Array.isArray(v) ? v.map(f).join(" ") : f(v)) + strings[i + 1];
  }
  return s;
};

const attrs = (o) => {
  let s = "";
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return s;
};

/** Generic element. */
export const el = (name, a = {}, inner) =>
  inner === undefined || inner === "" ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;
export const rect = (x, y, width, height, fill, a = {}) => el("rect", { x, y, width, height, fill, ...a });
export const circle = (cx, cy, r, fill, a = {}) => el("circle", { cx, cy, r, fill, ...a });
export const ellipse = (cx, cy, rx, ry, fill, a = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...a });
export const path = (d, fill, a = {}) => el("path", { d, fill, ...a });
export const line = (x1, y1, x2, y2, stroke, w = 2, a = {}) =>
  el("path", { d: P`M${x1} ${y1}L${x2} ${y2}`, stroke, "stroke-width": w, fill: "none", ...a });
export const stroke = (d, color, w = 2, a = {}) =>
  el("path", { d, fill: "none", stroke: color, "stroke-width": w, ...a });
export const g = (inner, a = {}) => (inner ? el("g", a, inner) : "");
export const poly = (pts, close = true) =>
  `M${pts.map((p) => `${f(p[0])} ${f(p[1])}`).join("L")}${close ? "Z" : ""}`;
export const text = (x, y, str, a = {}) => el("text", { x, y, ...a }, esc(str));
export const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const FONT = "'Manrope Variable','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** Deterministic pseudo random numbers (mulberry32) so that output is stable between runs. */
export const rng = (seed) => {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
};

/** Round numbers inside attribute values: 1 decimal, 2 for opacity/offset. */
const roundAttrs = (svg) =>
  svg.replace(/ ([\w:-]+)="([^"]*)"/g, (m, k, v) => {
    if (k === "id" || k === "href" || k === "fill" || k === "stroke" || k === "font-family") return m;
    const digits = /opacity|offset|transform/.test(k) ? 2 : 1;
    const nv = v.replace(/-?\d*\.\d+(?:e-?\d+)?/g, (n) => {
      const p = 10 ** digits;
      const r = Math.round(Number.parseFloat(n) * p) / p;
      return Object.is(r, -0) ? "0" : String(r);
    });
    return ` ${k}="${nv}"`;
  });

/** An SVG document: collects defs (deduplicated, ids unique per file) and body. */
export class Doc {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.keys = new Map();
  }
  id() {
    const id = `u${(this.n++).toString(36)}`;
    return id;
  }
  /** Register a def once per key; `make(id)` returns its markup. Returns the id. */
  def(key, make) {
    let id = this.keys.get(key);
    if (!id) {
      id = this.id();
      this.keys.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }
  /** Linear gradient from (x1,y1) to (x2,y2) in bounding-box units. stops: [[offset, color, opacity?]]. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = {}) {
    const key = `L${JSON.stringify([stops, x1, y1, x2, y2, extra])}`;
    const id = this.def(key, (id) =>
      el(
        "linearGradient",
        { id, x1, y1, x2, y2, ...extra },
        stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
      ),
    );
    return `url(#${id})`;
  }
  /** Vertical two-colour gradient, `top` to `bottom`. */
  fade(top, bottom) {
    return this.lin([
      [0, top],
      [1, bottom],
    ]);
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, extra = {}) {
    const key = `R${JSON.stringify([stops, cx, cy, r, extra])}`;
    const id = this.def(key, (id) =>
      el(
        "radialGradient",
        { id, cx, cy, r, ...extra },
        stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
      ),
    );
    return `url(#${id})`;
  }
  /** Radial fade from `color` at `opacity` in the centre to transparent at the rim. */
  glow(color, opacity, cx = 0.5, cy = 0.5, r = 0.5) {
    return this.rad(
      [
        [0, color, opacity],
        [1, color, 0],
      ],
      cx,
      cy,
      r,
    );
  }
  /** Pattern in user space; returns url(). */
  pattern(key, w, h, inner, extra = {}) {
    const id = this.def(`P${key}`, (id) =>
      el("pattern", { id, width: w, height: h, patternUnits: "userSpaceOnUse", ...extra }, inner),
    );
    return `url(#${id})`;
  }
  /** Clip path from path data; returns url(). */
  clip(d) {
    const id = this.def(`C${d}`, (id) => el("clipPath", { id }, el("path", { d })));
    return `url(#${id})`;
  }
  /** Reusable symbol-like group referenced with <use>. */
  sym(key, inner) {
    return this.def(`S${key}`, (id) => el("g", { id }, inner));
  }
  use(id, x, y, a = {}) {
    return el("use", { href: `#${id}`, x, y, ...a });
  }
  add(...parts) {
    for (const p of parts) if (p) this.body.push(p);
    return this;
  }
  toString() {
    const { w, h } = this;
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return roundAttrs(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${this.body.join("")}</svg>`,
    );
  }
}

/**
 * Projective map of the unit square onto a quad [p0 (u0,v0), p1 (u1,v0), p2 (u1,v1), p3 (u0,v1)].
 * Used for two-point-perspective building faces and for cabin side walls.
 */
export const quadMap = (q) => {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let a;
  let b;
  let d;
  let e;
  let gg = 0;
  let hh = 0;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    a = x1 - x0;
    b = x3 - x0;
    d = y1 - y0;
    e = y3 - y0;
  } else {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const den = dx1 * dy2 - dx2 * dy1;
    gg = (sx * dy2 - dx2 * sy) / den;
    hh = (dx1 * sy - sx * dy1) / den;
    a = x1 - x0 + gg * x1;
    b = x3 - x0 + hh * x3;
    d = y1 - y0 + gg * y1;
    e = y3 - y0 + hh * y3;
  }
  const m = (u, v) => {
    const w = gg * u + hh * v + 1;
    return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w];
  };
  m.rect = (u0, v0, u1, v1) => poly([m(u0, v0), m(u1, v0), m(u1, v1), m(u0, v1)]);
  m.line = (u0, v0, u1, v1) => {
    const [ax, ay] = m(u0, v0);
    const [bx, by] = m(u1, v1);
    return P`M${ax} ${ay}L${bx} ${by}`;
  };
  return m;
};

export const lerp = (a, b, t) => a + (b - a) * t;
export const range = (n) => Array.from({ length: n }, (_, i) => i);

/** Rectangle and rounded-rectangle path data. */
export const R = (x, y, w, h) => P`M${x} ${y}h${w}v${h}h${-w}Z`;
export const rr = (x, y, w, h, r) =>
  P`M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
