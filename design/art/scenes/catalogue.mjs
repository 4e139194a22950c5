// Cabin designs (600x800), landing door designs (480x640) and the gallery (800x600).
import { C, Doc, P, path, rect, stroke } from "../lib/core.mjs";
import { cabin, door, hallButton, indicator, paper, R, shadow } from "../lib/parts.mjs";
import { cabinView, capsuleView, exterior, loadingView, lobbyBank } from "./kit.mjs";

/**
 * The cabin designs, each by what sets it apart; anything left out is the cabin's default
 * (lib/cabin.mjs): hairline steel walls and corners, a panel-lit hairline ceiling, a granite floor.
 */
export const CABINS = {
  "woodland-alpha": { wall: "wood" },
  "platinum-signet": { corner: "mirror", ceiling: { kind: "mirror", lights: "spots" }, mirrorBack: true },
  "adenium-aura": {
    wall: "rose",
    corner: "roseMirror",
    etch: "floral",
    ceiling: { kind: "roseMirror", lights: "spots" },
    floor: "marble",
  },
  "formonic-luxuria": {
    wall: "blackGlass",
    back: "goldMirror",
    corner: "goldMirror",
    ceiling: { kind: "goldMirror", lights: "spots" },
    floor: "marble",
    etch: "lattice",
    etchColor: "#F3E3B0",
  },
  "formonic-iris": { backGlass: true, etch: "iris" },
  "formonic-imperia": {
    wall: "champagne",
    corner: "gold",
    ceiling: { kind: "champagne", lights: "strips" },
    floor: "marble",
  },
  "formonic-scarlet": { accent: "scarlet", corner: "mirror", ceiling: { kind: "mirror", lights: "spots" } },
  "pinwheel-sky": { ceiling: { kind: "sky", lights: "pinwheel" }, floor: "marble", top: 0.19 },
};

const cabinImage = (spec) => {
  const c = new Doc(600, 800);
  c.add(paper(c, 600, 800, { top: "#E4EAF0", bottom: C.steel100 }));
  c.add(shadow(300, 772, 270, 14, 0.22));
  c.add(rect(34, 34, 532, 740, C.navy900, { rx: 6 }));
  c.add(cabin(c, { x: 46, y: 46, w: 508, h: 722 }, spec));
  return String(c);
};

export const DOORS = {
  "hairline-centre-opening": { finish: "hairline" },
  "mirror-finish": { finish: "mirror", frame: "mirror" },
  "glass-vision-panel": { finish: "hairline", type: "glassPanel" },
  "etched-pattern": { finish: "hairline", etch: "lattice", etchColor: "#FFFFFF" },
  "telescopic-side-opening": { finish: "hairline", type: "tele", open: 0.22 },
  "gold-titanium-hairline": { finish: "gold", frame: "gold" },
  "rose-gold-mirror-etched": { finish: "roseMirror", frame: "rose", etch: "floral", etchColor: "#FFF4EE" },
  "full-vision-glass": { finish: "hairline", type: "fullGlass" },
};

const doorImage = (spec) => {
  const c = new Doc(480, 640);
  c.add(rect(0, 0, 480, 640, c.fade("#EFEBE4", "#DCD4C7")));
  c.add(stroke(P`M0 120H480M0 360H480`, "#CFC6B7", 1.5));
  c.add(rect(0, 590, 480, 50, c.fade("#C8C2B8", "#A89F92")), stroke("M0 590H480", C.steel500, 2));
  c.add(rect(80, 104, 320, 486, "#000000", { "fill-opacity": 0.07 }));
  c.add(
    // Behind an open or glass door: the default cabin (lib/cabin.mjs).
    door(c, { x: 92, y: 118, w: 296, h: 472 }, spec),
  );
  c.add(indicator(c, 240, 66, 1.1, "3"));
  c.add(hallButton(c, 426, 356, 1.1));
  c.add(
    path(
      R(92, 592, 296, 48),
      c.lin([
        [0, "#FFFFFF", 0.35],
        [1, "#FFFFFF", 0],
      ]),
    ),
  );
  return String(c);
};

const scene = (W, H, fn, o) => {
  const c = new Doc(W, H);
  c.add(fn(c, W, H, o));
  return String(c);
};

export const GALLERY = {
  "capsule-atrium": [capsuleView, { carAt: 0.4 }],
  "passenger-residential-tower": [exterior, { type: "passenger", seed: 12 }],
  "hospital-bed-lift": [cabinView, { type: "hospital" }],
  "hydraulic-villa": [exterior, { type: "hydraulic", night: true }],
  "home-lift-bungalow": [exterior, { type: "home" }],
  "goods-warehouse": [exterior, { type: "goods" }],
  "car-parking-lift": [loadingView, { type: "goods", car: true }],
  "freight-elevator": [cabinView, { type: "goods" }],
  "mall-capsule-pair": [capsuleView, { night: true, pair: true, carAt: 0.2 }],
  "office-lobby-bank": [lobbyBank, {}],
};

export const writeCatalogue = (write) => {
  for (const [name, spec] of Object.entries(CABINS))
    write(`content/images/cabins/${name}.svg`, cabinImage(spec));
  for (const [name, spec] of Object.entries(DOORS))
    write(`content/images/doors/${name}.svg`, doorImage(spec));
  for (const [name, [fn, o]] of Object.entries(GALLERY))
    write(`content/images/gallery/${name}.svg`, scene(800, 600, fn, o));
};
