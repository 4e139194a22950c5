// Testimonial client logos (320x120, invented companies) and partner logos (240x100, monochrome).
import { C, circle, Doc, P, path, rect, stroke } from "../lib/core.mjs";
import { fitTrack, word } from "../lib/font.mjs";

const lockup = (W, H, markSvg, name, sub, col, subCol, x0) => {
  const c = new Doc(W, H);
  c.add(markSvg);
  const size = H * 0.2;
  const top = word(name, {
    x: x0,
    y: H / 2 + size * 0.15,
    size,
    sw: size * 0.15,
    track: size * 0.12,
    color: col,
  });
  const opts = { size: size * 0.42, sw: size * 0.07 };
  const bottom = word(sub, {
    x: x0,
    y: H / 2 + size * 0.15 + size * 0.8,
    ...opts,
    track: fitTrack(sub, top.width, opts),
    color: subCol,
  });
  c.add(top.svg, bottom.svg);
  return String(c);
};

export const TESTIMONIALS = {
  "logo-1": () =>
    lockup(
      320,
      120,
      [
        path("M20 86L52 30L84 86Z", C.navy800),
        path("M40 86L62 48L84 86Z", C.amber500),
        path("M20 86H84V92H20Z", C.navy800),
        path("M49 62h6v10h-6Z", C.white),
      ].join(""),
      "SHREEJI",
      "DEVELOPERS",
      C.navy900,
      C.amber700,
      100,
    ),
  "logo-2": () =>
    lockup(
      320,
      120,
      [
        rect(20, 30, 64, 60, C.teal600, { rx: 8 }),
        stroke(P`M30 80V62A22 22 0 0 1 74 62V80M44 80V64A8 8 0 0 1 60 64V80`, C.white, 5),
        path("M26 80H78V84H26Z", C.white),
      ].join(""),
      "NAVKAR",
      "INFRA",
      C.navy900,
      C.teal600,
      100,
    ),
};

const M = C.steel600;
const marks = [
  (x, y) =>
    path(
      P`M${x} ${y + 30}L${x + 15} ${y}L${x + 30} ${y + 30}ZM${x + 9} ${y + 30}L${x + 15} ${y + 18}L${x + 21} ${y + 30}Z`,
      M,
      { "fill-rule": "evenodd" },
    ),
  (x, y) =>
    circle(x + 15, y + 15, 13, "none", { stroke: M, "stroke-width": 4 }) + circle(x + 15, y + 15, 4, M),
  (x, y) =>
    path(
      P`M${x + 15} ${y}L${x + 28} ${y + 7.5}V${y + 22.5}L${x + 15} ${y + 30}L${x + 2} ${y + 22.5}V${y + 7.5}Z`,
      "none",
      { stroke: M, "stroke-width": 4 },
    ),
  (x, y) => rect(x, y + 2, 12, 26, M) + rect(x + 16, y + 10, 12, 18, M),
  (x, y) =>
    stroke(P`M${x} ${y + 28}Q${x + 15} ${y - 10} ${x + 30} ${y + 28}`, M, 4) + rect(x, y + 26, 30, 4, M),
  (x, y) =>
    stroke(
      P`M${x} ${y + 10}Q${x + 7} ${y} ${x + 15} ${y + 10}T${x + 30} ${y + 10}M${x} ${y + 22}Q${x + 7} ${y + 12} ${x + 15} ${y + 22}T${x + 30} ${y + 22}`,
      M,
      4,
    ),
  (x, y) => path(P`M${x} ${y + 8}H${x + 30}V${y + 14}H${x + 18}V${y + 30}H${x + 12}V${y + 14}H${x}Z`, M),
  (x, y) =>
    path(
      P`M${x + 15} ${y}L${x + 30} ${y + 15}L${x + 15} ${y + 30}L${x} ${y + 15}ZM${x + 15} ${y + 8}L${x + 8} ${y + 15}L${x + 15} ${y + 22}L${x + 22} ${y + 15}Z`,
      M,
      { "fill-rule": "evenodd" },
    ),
];
const NAMES = [
  ["KESTRELON", "DRIVES"],
  ["ORBITEK", "CONTROLS"],
  ["VAJRAKOR", "RAILS"],
  ["NILAMBRA", "GLASSWORKS"],
  ["SETUVAN", "MOTION"],
  ["TARANGIX", "CABLES"],
  ["ANVILORE", "STEELCRAFT"],
  ["PRISMADE", "PANELS"],
];

export const partner = (i) => {
  const c = new Doc(240, 100);
  c.add(marks[i](18, 35));
  const [a, b] = NAMES[i];
  const top = word(a, { x: 60, y: 52, size: 15, sw: 2.2, track: 1.2, color: M });
  const opts = { size: 6.5, sw: 1.1 };
  c.add(top.svg, word(b, { x: 60, y: 66, ...opts, track: fitTrack(b, top.width, opts), color: M }).svg);
  return String(c);
};

export const writeLogos = (write) => {
  for (const [name, make] of Object.entries(TESTIMONIALS))
    write(`content/images/testimonials/${name}.svg`, make());
  for (let i = 0; i < 8; i++) write(`content/images/partners/partner-${i + 1}.svg`, partner(i));
};
