// Exterior scenes: buildings and homes with their lifts under a day or night sky.
import { C, P, path, range, rect, stroke } from "../lib/core.mjs";
import { bungalow } from "../lib/home-lift.mjs";
import { block, person, R } from "../lib/parts.mjs";
import { glassShaft, pallet, palletTruck, tree } from "../lib/props.mjs";

const sky = (c, W, H, night = false) =>
  rect(
    0,
    0,
    W,
    H,
    night
      ? c.fade(C.navy900, C.navy700)
      : c.lin([
          [0, "#CFE0EE"],
          [0.7, C.steel100],
          [1, "#FFFFFF"],
        ]),
  );

const groundBand = (c, W, H, y, night = false) =>
  [
    rect(0, y, W, H - y, night ? C.navy900 : c.fade("#C9D3DC", "#E6ECF1")),
    stroke(P`M0 ${y}H${W}`, night ? "#3C6C96" : C.steel400, 2),
  ].join("");

/* -------------------------------------------------------------- exteriors */
export const exterior = (c, W, H, o = {}) => {
  const s = Math.min(W / 800, H / 600);
  const night = !!o.night;
  const out = [sky(c, W, H, night)];
  const gy = H * 0.86;
  const type = o.type || "passenger";
  if (type === "home" || type === "hydraulic") {
    out.push(groundBand(c, W, H, gy, night));
    out.push(tree(W * 0.1, gy, 200 * s), tree(W * 0.92, gy, 170 * s));
    out.push(bungalow(c, W * 0.3, gy, s * 1.05, { lift: true }));
    if (type === "hydraulic") out.push(rect(W * 0.3 - 76 * s, gy - 10 * s, 76 * s, 10 * s, C.navy800));
    out.push(person(c, W * 0.68, gy + 6 * s, 120 * s, { shirt: C.teal600, skin: C.skin2 }));
    return out.join("");
  }
  if (type === "goods") {
    out.push(groundBand(c, W, H, gy, night));
    // warehouse shed in two-point perspective
    const b = block(c, {
      cx: W * 0.42,
      yTop: gy - 260 * s,
      yBase: gy,
      lw: 230 * s,
      rw: 320 * s,
      hy: gy - 40 * s,
      rows: 1,
      colsL: 3,
      colsR: 4,
      left: "#B9C4CE",
      right: "#DDE3E9",
      winL: C.steel500,
      winR: C.steel400,
      lit: 0,
      dl: 1600 * s,
      dr: 1800 * s,
    });
    out.push(b.svg);
    const ribs = range(16)
      .map((k) => b.mR.line((k + 0.5) / 16, 0, (k + 0.5) / 16, 1))
      .join("");
    out.push(stroke(ribs, C.steel400, 1.5));
    out.push(
      path(b.mR.rect(0.35, 0.35, 0.7, 1), C.navy800),
      path(b.mR.rect(0.37, 0.4, 0.68, 1), c.fade("#FFF3D6", "#E9B86A")),
    );
    out.push(pallet(c, b.mR(0.45, 1)[0], gy, 80 * s), palletTruck(b.mR(0.45, 1)[0] - 70 * s, gy + 2, 60 * s));
    out.push(person(c, W * 0.88, gy + 4 * s, 130 * s, { hat: C.amber500, vest: true, shirt: C.navy700 }));
    return out.join("");
  }
  out.push(groundBand(c, W, H, gy, night));
  // background blocks
  out.push(
    path(
      range(9)
        .map((k) =>
          R(k * W * 0.12 - 10, gy - (90 + ((k * 47) % 120)) * s, W * 0.1, (90 + ((k * 47) % 120)) * s),
        )
        .join(""),
      night ? "#1E4A70" : "#B7C7D6",
      { "fill-opacity": 0.6 },
    ),
  );
  const hosp = type === "hospital";
  const b = block(c, {
    cx: W * 0.55,
    yTop: gy - (hosp ? 330 : 460) * s,
    yBase: gy,
    lw: (hosp ? 260 : 180) * s,
    rw: (hosp ? 300 : 200) * s,
    hy: gy - 60 * s,
    rows: hosp ? 6 : 14,
    colsL: hosp ? 7 : 4,
    colsR: hosp ? 8 : 5,
    curtain: type === "capsule",
    left: type === "capsule" ? "#3F73A0" : hosp ? "#E4E9EE" : "#C9D4DE",
    right: type === "capsule" ? "#5B8DB8" : hosp ? "#F4F7F9" : "#E3E9EF",
    winL: hosp ? "#7FA8C4" : C.navy700,
    winR: hosp ? "#9DBED3" : C.navy800,
    mullion: "#CFE0EE",
    lit: night ? 0.4 : 0.08,
    seed: o.seed || 4,
    dl: 1800 * s,
    dr: 1900 * s,
  });
  out.push(b.svg);
  if (hosp) {
    const [hx, hy2] = b.mR(0.5, 0.12);
    out.push(
      rect(hx - 22 * s, hy2 - 22 * s, 44 * s, 44 * s, C.teal600, { rx: 6 * s }),
      path(
        P`M${hx - 5 * s} ${hy2 - 14 * s}h${10 * s}v${9 * s}h${9 * s}v${10 * s}h${-9 * s}v${9 * s}h${-10 * s}v${-9 * s}h${-9 * s}v${-10 * s}h${9 * s}Z`,
        C.white,
      ),
    );
    out.push(
      path(b.mR.rect(0.1, 0.82, 0.5, 1), C.light),
      path(b.mR.rect(0.05, 0.78, 0.55, 0.82), C.steel400),
    );
  }
  if (type === "capsule") {
    const x = W * 0.55 - 180 * s - 34 * s;
    out.push(glassShaft(c, x, gy - 470 * s, gy, 70 * s, gy - (o.carAt ?? 300) * s, 110 * s));
  } else if (!hosp) {
    // lift core on the right face
    out.push(path(b.mR.rect(0.02, 0, 0.16, 1), night ? "#2C5E8C" : "#AEBCCA"));
  }
  out.push(tree(W * 0.12, gy, 150 * s), tree(W * 0.9, gy, 130 * s));
  out.push(
    person(c, W * 0.78, gy + 4 * s, 90 * s, { shirt: C.amber700 }),
    person(c, W * 0.82, gy + 6 * s, 86 * s, { shirt: C.steel600, long: true, skirt: true, pants: C.navy700 }),
  );
  return out.join("");
};
