// Machine-room equipment: traction machine, controller, governor, buffer.
import { C, circle, P, path, R, range, rect, rr, stroke } from "./core.mjs";
import { surface } from "./finish.mjs";

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
