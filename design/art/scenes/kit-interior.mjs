// Interior scenes: cabin, landing door, machine room and COP close-ups, per lift type.
import { C, P, path, range, rect, stroke } from "../lib/core.mjs";
import { surface } from "../lib/finish.mjs";
import { jack, powerUnit } from "../lib/home-lift.mjs";
import {
  cabin,
  controller,
  copPanel,
  door,
  hallButton,
  indicator,
  machine,
  paper,
  person,
  R,
  shadow,
} from "../lib/parts.mjs";
import { bed, pallet } from "../lib/props.mjs";

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
