// Parameterised scene compositions shared by service cards, type-page pairs and the gallery.
// Every scene is (c, W, H, o) and lays itself out relative to the canvas size.
import { C, circle, P, path, range, rect, stroke } from "../lib/core.mjs";
import { surface } from "../lib/finish.mjs";
import {
  block,
  buffer,
  cabin,
  capsule,
  controller,
  copPanel,
  door,
  governor,
  hallButton,
  indicator,
  machine,
  paper,
  person,
  R,
  shadow,
} from "../lib/parts.mjs";
import {
  bed,
  bungalow,
  carSling,
  glassShaft,
  jack,
  pallet,
  palletTruck,
  powerUnit,
  rails,
  tree,
} from "../lib/props.mjs";

/** Interior finishes per lift type (used for cabins seen through doors and cabin views). */
export const TYPE_CABIN = {
  capsule: {
    wall: "hairline",
    backGlass: true,
    ceiling: { kind: "mirror", lights: "spots" },
    floor: "granite",
  },
  passenger: {
    wall: "hairline",
    mirrorBack: true,
    ceiling: { kind: "hairline", lights: "panel" },
    floor: "granite",
  },
  hospital: {
    wall: "hairline",
    ceiling: { kind: "hairline", lights: "strips" },
    floor: "vinyl",
    inset: 0.14,
  },
  hydraulic: { wall: "champagne", ceiling: { kind: "hairline", lights: "spots" }, floor: "marble" },
  home: { wall: "wood", corner: "gold", ceiling: { kind: "gold", lights: "spots" }, floor: "marble" },
  goods: {
    wall: "steelDark",
    ceiling: { kind: "steelDark", lights: "strips" },
    floor: "chequer",
    rail: false,
    panels: 4,
  },
};

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

/* -------------------------------------------------------------- cabin interior view */
export const cabinView = (c, W, H, o = {}) => {
  const type = o.type || "passenger";
  const spec = { ...TYPE_CABIN[type], ...(o.spec || {}) };
  const out = [paper(c, W, H, { grid: true })];
  const ch = H * 0.86;
  const cw = Math.min(W * 0.62, ch * (type === "hospital" || type === "goods" ? 0.95 : 0.75));
  const x = (W - cw) / 2;
  const y = H * 0.06;
  out.push(shadow(W / 2, y + ch + 4, cw * 0.6, 10));
  out.push(rect(x - 10, y - 10, cw + 20, ch + 14, C.navy900, { rx: 4 }));
  out.push(cabin(c, { x, y, w: cw, h: ch }, spec));
  if (type === "hospital" && o.bed !== false)
    out.push(bed(c, x + cw * 0.22, y + ch * 0.9, cw * 0.5, { iv: false }));
  if (type === "goods" && o.load !== false) out.push(pallet(c, x + cw * 0.3, y + ch * 0.92, cw * 0.4, 2, 3));
  return out.join("");
};

/* -------------------------------------------------------------- landing door view */
export const doorView = (c, W, H, o = {}) => {
  const type = o.type || "passenger";
  const out = [rect(0, 0, W, H, c.fade(o.wall || "#E9E3D8", o.wall2 || "#D9D0C1"))];
  const wide = type === "hospital" || type === "goods";
  const fy = H * 0.9;
  const dh = H * 0.7;
  const dw = dh * (wide ? 0.95 : 0.62);
  const x = (W - dw) / 2;
  out.push(rect(0, fy, W, H - fy, c.fade("#C8C2B8", "#A89F92")));
  out.push(stroke(P`M0 ${fy}H${W}`, C.steel500, 2));
  out.push(rect(x - 14, fy - dh - 14, dw + 28, dh + 14, "#000000", { "fill-opacity": 0.08 }));
  out.push(
    door(
      c,
      { x, y: fy - dh, w: dw, h: dh },
      {
        finish: o.finish || (type === "goods" ? "steelDark" : "hairline"),
        type:
          o.doorType ||
          (type === "goods"
            ? "tele"
            : type === "home"
              ? "glassPanel"
              : type === "capsule"
                ? "fullGlass"
                : "centre"),
        open: o.open ?? 0,
        inside: { ...TYPE_CABIN[type], cop: false },
      },
    ),
  );
  out.push(indicator(c, W / 2, fy - dh - 44 * (H / 450), H / 450, o.floor || "3"));
  out.push(hallButton(c, x + dw + 36 * (H / 450), fy - dh * 0.5, H / 450));
  out.push(
    path(
      R(x, fy + 2, dw, H - fy),
      c.lin([
        [0, "#FFFFFF", 0.3],
        [1, "#FFFFFF", 0],
      ]),
    ),
  );
  if (o.person) out.push(person(c, x + dw + 90 * (H / 450), fy + 8, dh * 0.78, o.person));
  return out.join("");
};

/* -------------------------------------------------------------- machine rooms */
export const machineView = (c, W, H, o = {}) => {
  const type = o.type || "passenger";
  const s = H / 450;
  const out = [
    rect(0, 0, W, H, c.fade("#DCE4EB", "#C2CDD8")),
    rect(0, H * 0.78, W, H * 0.22, c.fade("#9DAAB7", "#7D8C9B")),
  ];
  out.push(stroke(P`M0 ${H * 0.78}H${W}`, C.steel600, 2));
  if (type === "hydraulic") {
    out.push(powerUnit(c, W * 0.14, H * 0.8, 1.5 * s));
    out.push(stroke(P`M${W * 0.14 + 210 * s} ${H * 0.8 - 60 * s}H${W * 0.62}V${H * 0.9}`, C.navy800, 8 * s));
    out.push(jack(c, W * 0.72, H * 0.1, H * 0.95, 60 * s));
    out.push(rect(W * 0.6, H * 0.04, W * 0.24, 24 * s, C.navy700));
    out.push(
      person(c, W * 0.45, H * 0.92, 260 * s, { hat: C.amber500, vest: true, pose: "tablet", skin: C.skin1 }),
    );
    return out.join("");
  }
  const ms = (type === "home" ? 0.85 : 1.1) * s;
  out.push(machine(c, W * 0.06, H * 0.78 - 102 * ms, ms));
  out.push(controller(c, W * 0.6, H * 0.22, W * 0.26, H * 0.56, { door: true }));
  if (o.person !== false)
    out.push(
      person(c, W * 0.52, H * 0.95, 250 * s, {
        hat: C.amber500,
        vest: true,
        pose: o.pose || "point",
        skin: C.skin2,
      }),
    );
  return out.join("");
};

/* -------------------------------------------------------------- COP close-up */
export const copView = (c, W, H, o = {}) => {
  const type = o.type || "passenger";
  const spec = TYPE_CABIN[type];
  const out = [
    surface(c, R(0, 0, W, H), spec.wall === "steelDark" ? "steelDark" : spec.wall, {
      tex: spec.wall === "wood" ? "grain" : undefined,
    }),
  ];
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin(
        [
          [0, "#0B1F33", 0.05],
          [1, "#0B1F33", 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const ph = H * 0.86;
  const pw = ph * 0.3;
  out.push(rect(W * 0.5 - pw / 2 + 6, H * 0.07 + 6, pw, ph, "#0B1F33", { "fill-opacity": 0.25, rx: 6 }));
  out.push(copPanel(c, W * 0.5 - pw / 2, H * 0.07, pw, ph, spec.corner === "gold" ? "gold" : "hairline"));
  // handrail end
  out.push(rect(0, H * 0.6, W * 0.3, 10, c.fade("#F7F9FB", "#6F7F8F"), { rx: 5 }));
  // braille/label plate + emergency info
  out.push(rect(W * 0.72, H * 0.3, W * 0.16, H * 0.18, C.white, { rx: 4, stroke: C.steel400 }));
  out.push(
    path(
      range(4)
        .map((k) => R(W * 0.74, H * (0.33 + k * 0.035), W * (0.1 - (k % 2) * 0.03), 4))
        .join(""),
      C.steel400,
    ),
  );
  if (type === "hospital") out.push(rect(W * 0.72, H * 0.52, W * 0.16, H * 0.06, C.teal600, { rx: 4 }));
  return out.join("");
};

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

export { capsule, circle };

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
