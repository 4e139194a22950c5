// Home lift assemblies: a bungalow with its glass shaft, the hydraulic jack and its power unit.
import { C, circle, line, P, path, poly, quadMap, R, range, rect, stroke } from "./core.mjs";
import { surface } from "./finish.mjs";

/** Two-storey bungalow in slight two-point perspective with an attached glass home-lift shaft. */
export const bungalow = (c, x, y, s = 1, o = {}) => {
  const out = [];
  const W = 360 * s;
  const H = 250 * s;
  const sideW = 110 * s;
  // side face
  const side = [
    [x + W, y - H],
    [x + W + sideW, y - H + 14 * s],
    [x + W + sideW, y - 8 * s],
    [x + W, y],
  ];
  out.push(path(poly(side), "#D9CDBB"));
  const ms = quadMap(side);
  out.push(path(ms.rect(0.25, 0.15, 0.75, 0.4) + ms.rect(0.25, 0.6, 0.75, 0.85), C.navy700));
  // front
  out.push(path(R(x, y - H, W, H), "#F3EDE3"));
  out.push(path(R(x, y - H * 0.52, W, 12 * s), "#CBBFAE"));
  // roof slabs
  out.push(
    path(
      P`M${x - 20 * s} ${y - H - 14 * s}H${x + W + 14 * s}L${x + W + sideW + 10 * s} ${y - H}H${x + W}V${y - H}H${x - 20 * s}Z`,
      C.navy800,
    ),
  );
  out.push(path(R(x - 20 * s, y - H - 14 * s, W + 34 * s, 14 * s), C.navy700));
  // windows & door
  const win = (wx, wy, ww, wh) =>
    [
      path(
        R(wx, wy, ww, wh),
        c.lin(
          [
            [0, "#CFE7EA"],
            [1, "#7FB5BD"],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      stroke(R(wx, wy, ww, wh) + P`M${wx + ww / 2} ${wy}V${wy + wh}`, C.navy800, 3 * s),
    ].join("");
  out.push(
    win(x + 30 * s, y - H + 30 * s, 90 * s, 70 * s),
    win(x + 150 * s, y - H + 30 * s, 120 * s, 70 * s),
  );
  out.push(win(x + 30 * s, y - 100 * s, 110 * s, 70 * s));
  out.push(
    path(R(x + 190 * s, y - 110 * s, 60 * s, 110 * s), surface ? C.wood2 : C.wood2),
    rect(x + 238 * s, y - 60 * s, 4 * s, 14 * s, C.amber500),
  );
  // plinth and steps
  out.push(path(R(x - 10 * s, y, W + sideW + 20 * s, 8 * s), C.steel400));
  // home lift shaft on the left
  if (o.lift !== false) {
    const lx = x - 70 * s;
    const lw = 64 * s;
    out.push(
      path(
        R(lx, y - H - 30 * s, lw, H + 30 * s),
        c.lin(
          [
            [0, "#9FD3D6", 0.5],
            [0.5, "#FFFFFF", 0.2],
            [1, "#9FD3D6", 0.55],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    out.push(
      stroke(R(lx, y - H - 30 * s, lw, H + 30 * s) + P`M${lx} ${y - H * 0.52}H${lx + lw}`, C.steel500, 3 * s),
    );
    out.push(rect(lx - 4 * s, y - H - 38 * s, lw + 8 * s, 10 * s, C.navy800));
    // car at upper level
    const cy = y - H + 20 * s;
    out.push(rect(lx + 6 * s, cy, lw - 12 * s, 90 * s, c.fade("#FFF3D6", "#EFC37E")));
    out.push(stroke(R(lx + 6 * s, cy, lw - 12 * s, 90 * s), C.steel600, 2 * s));
    out.push(rect(lx + 6 * s, cy + 90 * s, lw - 12 * s, 8 * s, C.steel600));
  }
  return out.join("");
};

/** Hydraulic jack (cylinder + ram) and power unit. */
export const jack = (c, cx, yTop, yBase, w) =>
  [
    surface(c, R(cx - w * 0.3, yTop, w * 0.6, yBase - yTop), "mirror", { dir: [0, 0, 1, 0] }),
    path(
      R(cx - w / 2, yTop + (yBase - yTop) * 0.45, w, (yBase - yTop) * 0.55),
      c.lin(
        [
          [0, C.navy900],
          [0.4, C.navy700],
          [1, C.navy900],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(cx - w / 2 - 4, yTop + (yBase - yTop) * 0.45 - 6, w + 8, 10, C.steel600),
  ].join("");

export const powerUnit = (c, x, y, s = 1) =>
  [
    rect(x, y - 90 * s, 140 * s, 90 * s, c.fade(C.navy700, C.navy900), { rx: 4 * s }),
    rect(x + 10 * s, y - 80 * s, 60 * s, 16 * s, C.amber500, { rx: 2 }),
    rect(
      x + 30 * s,
      y - 140 * s,
      70 * s,
      50 * s,
      c.lin(
        [
          [0, C.steel300],
          [1, C.steel500],
        ],
        0,
        0,
        1,
        0,
      ),
      { rx: 8 * s },
    ),
    stroke(
      range(5)
        .map((k) => P`M${x + 38 * s + k * 12 * s} ${y - 136 * s}V${y - 94 * s}`)
        .join(""),
      C.steel600,
      2 * s,
    ),
    circle(x + 112 * s, y - 56 * s, 12 * s, C.steel200, { stroke: C.steel600, "stroke-width": 3 * s }),
    line(x + 112 * s, y - 56 * s, x + 118 * s, y - 62 * s, C.red700, 2 * s),
  ].join("");
