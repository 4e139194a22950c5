// "Urdhva Line": a small geometric monoline capital alphabet drawn for this project.
// Glyphs are stroke paths on a 14-unit cap height; text is emitted as outline-free stroked paths,
// so wordmarks render identically everywhere (no font files needed).
import { el, f } from "./core.mjs";

/** [advance width, path data in glyph units (absolute M L H V C A Z only)] */
const G = {
  A: [10, "M0 14L5 0L10 14M1.9 9.2H8.1"],
  B: [9, "M0 7H5.2A3.3 3.5 0 0 0 5.2 0H0V14H5.6A3.5 3.5 0 0 0 5.6 7"],
  C: [11, "M10.4 2.6A6 7 0 1 0 10.4 11.4"],
  D: [10, "M0 0V14H3.6A6.4 7 0 0 0 3.6 0Z"],
  E: [8, "M8 0H0V14H8M0 7H6.6"],
  F: [8, "M8 0H0V14M0 7H6.6"],
  G: [11.5, "M10.4 2.6A6 7 0 1 0 12 7.6H7"],
  H: [10, "M0 0V14M10 0V14M0 7H10"],
  I: [0, "M0 0V14"],
  J: [7, "M7 0V9.6A3.5 4.4 0 0 1 0 9.6"],
  K: [9, "M0 0V14M9 0L0 8.6M3.3 5.6L9 14"],
  L: [7.5, "M0 0V14H7.5"],
  M: [12, "M0 14V0L6 11L12 0V14"],
  N: [10, "M0 14V0L10 14V0"],
  O: [12, "M6 0A6 7 0 1 0 6 14A6 7 0 1 0 6 0Z"],
  P: [9, "M0 14V0H5.5A3.5 3.6 0 0 1 5.5 7.2H0"],
  Q: [12, "M6 0A6 7 0 1 0 6 14A6 7 0 1 0 6 0ZM7.6 10L12 14.4"],
  R: [9, "M0 14V0H5.5A3.5 3.6 0 0 1 5.5 7.2H0M4.8 7.2L9 14"],
  S: [
    9,
    "M8.6 2.4C7.7 0.8 6.2 0 4.5 0C2.2 0 0.5 1.4 0.5 3.5C0.5 5.9 2.6 6.5 4.6 7C6.9 7.5 9 8.3 9 10.6C9 12.8 7 14 4.6 14C2.6 14 1 13.2 0 11.5",
  ],
  T: [10, "M0 0H10M5 0V14"],
  U: [10, "M0 0V9A5 5 0 0 0 10 9V0"],
  V: [10, "M0 0L5 14L10 0"],
  W: [14, "M0 0L3.5 14L7 2.5L10.5 14L14 0"],
  X: [10, "M0 0L10 14M10 0L0 14"],
  Y: [10, "M0 0L5 7.4L10 0M5 7.4V14"],
  Z: [9, "M0 0H9L0 14H9"],
  0: [9, "M4.5 0A4.5 7 0 1 0 4.5 14A4.5 7 0 1 0 4.5 0Z"],
  1: [5, "M0 3L4.2 0V14"],
  2: [9, "M0.4 3.4C0.9 1.2 2.6 0 4.6 0C7 0 8.7 1.6 8.7 3.9C8.7 6 7.4 7.3 5.6 8.8L0 14H9"],
  3: [
    9,
    "M0.4 2.1C1.3 0.7 2.8 0 4.5 0C6.8 0 8.4 1.4 8.4 3.5C8.4 5.5 6.8 6.8 4.4 6.8H3.4M4.4 6.8C7 6.8 9 8.2 9 10.5C9 12.6 7 14 4.5 14C2.7 14 1.1 13.2 0.2 11.8",
  ],
  4: [9.5, "M7 14V0L0 10H9.5"],
  5: [
    9,
    "M8.4 0H1.3L0.7 6.4C1.7 5.8 3 5.4 4.5 5.4C7.2 5.4 9 7.2 9 9.7C9 12.3 7 14 4.4 14C2.5 14 1 13.2 0.2 11.8",
  ],
  6: [
    9,
    "M8 1.2C7.1 0.4 6 0 4.7 0C1.8 0 0 2.8 0 7.4C0 11.6 1.8 14 4.6 14C7.2 14 9 12.2 9 9.5C9 6.9 7.2 5.2 4.7 5.2C2.6 5.2 0.9 6.4 0.1 8.2",
  ],
  7: [9, "M0 0H9L3.4 14"],
  8: [
    9,
    "M4.5 0A3.9 3.4 0 1 0 4.5 6.8A3.9 3.4 0 1 0 4.5 0ZM4.5 6.8A4.5 3.6 0 1 0 4.5 14A4.5 3.6 0 1 0 4.5 6.8Z",
  ],
  9: [
    9,
    "M1 12.8C1.9 13.6 3 14 4.3 14C7.2 14 9 11.2 9 6.6C9 2.4 7.2 0 4.4 0C1.8 0 0 1.8 0 4.5C0 7.1 1.8 8.8 4.3 8.8C6.4 8.8 8.1 7.6 8.9 5.8",
  ],
  "-": [5, "M0 8.2H5"],
  ".": [0, "M0 12.4V14"],
  ",": [1, "M1 12.4L0 15.4"],
  ":": [0, "M0 3.4V5M0 12.4V14"],
  "/": [7, "M7 0L0 14"],
  "&": [
    10,
    "M10 14L2.6 5.2C1.9 4.3 1.6 3.6 1.6 2.8C1.6 1.1 2.9 0 4.6 0C6.3 0 7.5 1.1 7.5 2.7C7.5 4.6 5.8 5.6 3.6 7C1.6 8.3 0.2 9.3 0.2 11.1C0.2 12.8 1.7 14 3.8 14C6 14 7.6 12.8 9 10.6",
  ],
  "'": [0, "M0 0V4"],
  "?": [8.4, "M0.4 3.6C0.8 1.4 2.6 0 4.6 0C6.8 0 8.4 1.5 8.4 3.6C8.4 6.4 4.6 6.8 4.6 9.6M4.6 12.4V14"],
  "+": [8, "M4 3.5V11.5M0 7.5H8"],
  " ": [5, ""],
};

/** Transform absolute path data: scale by s and translate by (tx,ty). */
const transformPath = (d, s, tx, ty) => {
  const out = [];
  const re = /([MLHVCAZ])([^MLHVCAZ]*)/g;
  for (const [, cmd, args] of d.matchAll(re)) {
    const n = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    let r;
    switch (cmd) {
      case "H":
        r = n.map((x) => f(x * s + tx));
        break;
      case "V":
        r = n.map((y) => f(y * s + ty));
        break;
      case "A":
        r = [f(n[0] * s), f(n[1] * s), n[2], n[3], n[4], f(n[5] * s + tx), f(n[6] * s + ty)];
        break;
      case "Z":
        r = [];
        break;
      default:
        r = n.map((v, i) => f(i % 2 === 0 ? v * s + tx : v * s + ty));
    }
    out.push(cmd + r.join(" "));
  }
  return out.join("");
};

/**
 * Measure and lay out a string of capitals.
 * size: cap height in px; sw: stroke width in px; track: extra letter spacing in px.
 */
export const layout = (str, { size = 14, sw = 2, track = 0 } = {}) => {
  const s = size / 14;
  const gap = 3.2 * s + sw + track;
  let x = 0;
  const parts = [];
  const chars = [...String(str).toUpperCase()];
  chars.forEach((ch, i) => {
    const gl = G[ch] || G[" "];
    if (gl[1]) parts.push([gl[1], x]);
    x += gl[0] * s + (i < chars.length - 1 ? gap : 0);
  });
  return { width: x, s, parts };
};

/** Returns { svg, width }. anchor: start | middle | end. y is the baseline. */
export const word = (
  str,
  {
    x = 0,
    y = 0,
    size = 14,
    sw = 2,
    track = 0,
    color = "#000",
    anchor = "start",
    cap = "square",
    join = "bevel",
  } = {},
) => {
  const lay = layout(str, { size, sw, track });
  const x0 = anchor === "middle" ? x - lay.width / 2 : anchor === "end" ? x - lay.width : x;
  const d = lay.parts.map(([pd, gx]) => transformPath(pd, lay.s, x0 + gx, y - size)).join("");
  const svg = el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": sw,
    "stroke-linecap": cap,
    "stroke-linejoin": join,
  });
  return { svg, width: lay.width };
};

/** Fit a string into a width by choosing track (letter spacing). */
export const fitTrack = (str, width, opts) => {
  const base = layout(str, { ...opts, track: 0 });
  const n = [...String(str)].length - 1;
  return n > 0 ? (width - base.width) / n : 0;
};
