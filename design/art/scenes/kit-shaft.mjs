// Shaft section, capsule close-up, loading scenes, the car of the car lift and the lobby bank.
import { C, circle, P, path, range, rect, stroke } from "../lib/core.mjs";
import { jack } from "../lib/home-lift.mjs";
import { buffer, door, governor, hallButton, indicator, paper, person, R } from "../lib/parts.mjs";
import { bed, carSling, glassShaft, pallet, palletTruck, rails } from "../lib/props.mjs";
import { doorView, TYPE_CABIN } from "./kit-interior.mjs";

/* -------------------------------------------------------------- shaft section */
export const shaftView = (c, W, H, o = {}) => {
  const type = o.type || "passenger";
  const s = H / 450;
  const out = [paper(c, W, H, { step: 30 * s })];
  const sx = W * 0.28;
  const sw = W * 0.44;
  out.push(
    rect(
      sx,
      0,
      sw,
      H,
      c.lin(
        [
          [0, "#DCE4EB"],
          [0.5, "#EEF2F6"],
          [1, "#DCE4EB"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  out.push(stroke(P`M${sx} 0V${H}M${sx + sw} 0V${H}`, C.navy800, 4));
  out.push(rails(sx + sw * 0.12, sx + sw * 0.88, 0, H * 0.94));
  if (type === "hydraulic") {
    out.push(jack(c, W * 0.5, H * 0.62, H * 0.98, 44 * s));
  } else {
    out.push(
      governor(c, sx + sw - 14 * s, 24 * s, 16 * s),
      stroke(P`M${sx + sw - 30 * s} ${24 * s}V${H * 0.94}`, C.steel500, 1.5),
    );
    out.push(
      rect(sx + sw * 0.7, H * 0.12, 22 * s, H * 0.22, C.steel600),
      stroke(P`M${sx + sw * 0.7 + 11 * s} 0V${H * 0.12}`, C.steel600, 2),
    );
  }
  out.push(
    carSling(c, W * 0.5, H * 0.3, sw * 0.58, H * 0.32, { fin: type === "home" ? "gold" : "hairline" }),
  );
  out.push(rect(sx, H * 0.94, sw, H * 0.06, C.navy800));
  if (type !== "hydraulic")
    out.push(buffer(c, W * 0.44, H * 0.94, 22 * s, 46 * s), buffer(c, W * 0.56, H * 0.94, 22 * s, 46 * s));
  // dimension lines
  out.push(
    stroke(
      P`M${sx} ${H * 0.06}H${sx + sw}M${sx} ${H * 0.04}v${H * 0.04}M${sx + sw} ${H * 0.04}v${H * 0.04}`,
      C.amber700,
      1.5,
    ),
  );
  out.push(
    stroke(
      P`M${sx - 20 * s} ${H * 0.3}V${H * 0.62}M${sx - 26 * s} ${H * 0.3}h${12 * s}M${sx - 26 * s} ${H * 0.62}h${12 * s}`,
      C.amber700,
      1.5,
    ),
  );
  for (const y of [H * 0.2, H * 0.55, H * 0.88]) out.push(rect(sx + sw, y, W * 0.08, 6 * s, C.steel400));
  return out.join("");
};

/* -------------------------------------------------------------- capsule close-up */
export const capsuleView = (c, W, H, o = {}) => {
  const s = H / 450;
  const out = [rect(0, 0, W, H, o.night ? c.fade(C.navy900, C.navy700) : c.fade("#E9E3D8", "#CFC5B5"))];
  // atrium floors
  for (const k of range(4)) {
    const y = H * (0.18 + k * 0.26);
    out.push(
      rect(0, y, W, 10 * s, o.night ? "#2C5E8C" : C.steel400),
      rect(0, y + 10 * s, W, 4 * s, C.steel600, { "fill-opacity": 0.4 }),
    );
    out.push(
      stroke(
        range(14)
          .map((j) => P`M${(j * W) / 14} ${y - 34 * s}V${y}`)
          .join("") + P`M0 ${y - 34 * s}H${W}`,
        C.steel500,
        2,
      ),
    );
  }
  if (o.pair) {
    out.push(glassShaft(c, W * 0.3, 0, H, 130 * s, H * (o.carAt ?? 0.3), 180 * s));
    out.push(glassShaft(c, W * 0.7, 0, H, 130 * s, H * 0.55, 180 * s));
  } else out.push(glassShaft(c, W / 2, 0, H, 150 * s, H * (o.carAt ?? 0.3), 200 * s));
  return out.join("");
};

/* -------------------------------------------------------------- loading / people scenes */
export const loadingView = (c, W, H, o = {}) => {
  const type = o.type || "goods";
  const s = H / 450;
  const out = [doorView(c, W, H, { type, open: 1, finish: type === "goods" ? "steelDark" : "hairline" })];
  const fy = H * 0.9;
  if (o.car) {
    out.push(car(c, W * 0.3, fy + 14 * s, 260 * s));
    out.push(person(c, W * 0.84, fy + 20 * s, 230 * s, { shirt: C.navy700, tie: C.amber700, pose: "point" }));
  } else if (type === "goods") {
    out.push(pallet(c, W * 0.38, fy + 6 * s, 110 * s), palletTruck(W * 0.38 + 110 * s, fy + 8 * s, 70 * s));
    out.push(
      person(c, W * 0.82, fy + 20 * s, 230 * s, {
        hat: C.amber500,
        vest: true,
        shirt: C.navy700,
        pose: "point",
      }),
    );
  } else {
    out.push(bed(c, W * 0.3, fy + 24 * s, 200 * s, { iv: true }));
    out.push(
      person(c, W * 0.2, fy + 28 * s, 220 * s, {
        shirt: C.teal600,
        pants: C.teal600,
        skin: C.skin2,
        long: true,
      }),
    );
  }
  return out.join("");
};

/** Side view of a saloon car (for the car-parking lift). */
export const car = (c, x, y, w) => {
  const h = w * 0.36;
  return [
    path(
      P`M${x} ${y - h * 0.25}Q${x} ${y - h * 0.55} ${x + w * 0.12} ${y - h * 0.58}L${x + w * 0.28} ${y - h * 0.62}L${x + w * 0.4} ${y - h}H${x + w * 0.7}L${x + w * 0.84} ${y - h * 0.62}Q${x + w} ${y - h * 0.58} ${x + w} ${y - h * 0.3}V${y - h * 0.15}H${x}Z`,
      c.fade("#C0392B", C.red700),
    ),
    path(
      P`M${x + w * 0.33} ${y - h * 0.64}L${x + w * 0.42} ${y - h * 0.92}H${x + w * 0.54}V${y - h * 0.64}ZM${x + w * 0.57} ${y - h * 0.64}V${y - h * 0.92}H${x + w * 0.68}L${x + w * 0.79} ${y - h * 0.64}Z`,
      "#CFE7EA",
    ),
    circle(x + w * 0.22, y - h * 0.14, h * 0.2, C.black),
    circle(x + w * 0.78, y - h * 0.14, h * 0.2, C.black),
    circle(x + w * 0.22, y - h * 0.14, h * 0.09, C.steel300),
    circle(x + w * 0.78, y - h * 0.14, h * 0.09, C.steel300),
    rect(x + w * 0.95, y - h * 0.42, w * 0.05, h * 0.08, C.amber500),
  ].join("");
};

/** Lobby with a bank of three landing doors, the middle one open. */
export const lobbyBank = (c, W, H, _o = {}) => {
  const s = H / 600;
  const out = [
    rect(0, 0, W, H, c.fade("#ECE6DC", "#D6CCBC")),
    stroke(
      range(6)
        .map((k) => P`M${(k * W) / 5} 0V${H * 0.86}`)
        .join(""),
      "#C9BFAE",
      2,
    ),
  ];
  const fy = H * 0.86;
  out.push(rect(0, fy, W, H - fy, c.fade("#CFC8BC", "#A99F90")), stroke(P`M0 ${fy}H${W}`, C.steel500, 2));
  for (const k of range(3)) {
    const dw = 190 * s;
    const dh = 330 * s;
    const x = W / 2 + (k - 1) * 250 * s - dw / 2;
    out.push(
      door(
        c,
        { x, y: fy - dh, w: dw, h: dh },
        { finish: "hairline", open: k === 1 ? 0.9 : 0, inside: { ...TYPE_CABIN.passenger, cop: false } },
      ),
    );
    out.push(indicator(c, x + dw / 2, fy - dh - 40 * s, s, k === 1 ? "5" : "3"));
    out.push(
      path(
        R(x, fy + 2, dw, 70 * s),
        c.lin([
          [0, "#FFFFFF", 0.3],
          [1, "#FFFFFF", 0],
        ]),
      ),
    );
  }
  out.push(hallButton(c, W / 2 - 125 * s, fy - 170 * s, s), hallButton(c, W / 2 + 125 * s, fy - 170 * s, s));
  out.push(
    person(c, W * 0.2, fy + 40 * s, 250 * s, {
      shirt: C.navy700,
      tie: C.amber700,
      skin: C.skin2,
      pose: "tablet",
    }),
  );
  out.push(
    person(c, W * 0.82, fy + 44 * s, 236 * s, {
      shirt: C.teal600,
      skin: C.skin3,
      long: true,
      skirt: true,
      pants: C.navy800,
    }),
  );
  return out.join("");
};
