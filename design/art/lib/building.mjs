// Buildings in two-point perspective and the panoramic capsule car.
import { C, line, P, path, poly, quadMap, R, range, stroke } from "./core.mjs";
import { surface } from "./finish.mjs";
import { person } from "./person.mjs";

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
