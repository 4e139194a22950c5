// Service cards (800x600) and type-page image pairs (600x450), composed from the scene kit.
import { C, Doc } from "../lib/core.mjs";
import {
  cabinView,
  capsuleView,
  copView,
  doorView,
  exterior,
  loadingView,
  machineView,
  shaftView,
} from "./kit.mjs";

const scene = (W, H, fn, o) => {
  const c = new Doc(W, H);
  c.add(fn(c, W, H, o));
  return String(c);
};

export const SERVICES = {
  "home-lift": [exterior, { type: "home" }],
  passenger: [
    doorView,
    { type: "passenger", open: 0.9, person: { shirt: C.navy700, tie: C.amber700, skin: C.skin2 } },
  ],
  hydraulic: [machineView, { type: "hydraulic" }],
  hospital: [loadingView, { type: "hospital" }],
  capsule: [capsuleView, { type: "capsule" }],
  goods: [loadingView, { type: "goods" }],
};

export const writeServices = (write) => {
  for (const [name, [fn, o]] of Object.entries(SERVICES))
    write(`content/images/services/${name}.svg`, scene(800, 600, fn, o));
};

/** Four complementary pairs per lift type. */
export const PAIRS = {
  capsule: [
    [
      [exterior, {}],
      [cabinView, {}],
    ],
    [
      [capsuleView, { night: true, carAt: 0.45 }],
      [exterior, { night: true, carAt: 180 }],
    ],
    [
      [doorView, { open: 0 }],
      [doorView, { open: 0.9 }],
    ],
    [
      [shaftView, {}],
      [copView, {}],
    ],
  ],
  passenger: [
    [
      [exterior, {}],
      [cabinView, {}],
    ],
    [
      [doorView, { open: 0 }],
      [
        doorView,
        { open: 0.9, person: { shirt: C.teal600, skin: C.skin3, long: true, skirt: true, pants: C.navy800 } },
      ],
    ],
    [
      [machineView, {}],
      [shaftView, {}],
    ],
    [
      [exterior, { night: true, seed: 9 }],
      [copView, {}],
    ],
  ],
  hospital: [
    [
      [exterior, {}],
      [cabinView, {}],
    ],
    [
      [doorView, { open: 0 }],
      [loadingView, {}],
    ],
    [
      [copView, {}],
      [cabinView, { bed: false, spec: { floor: "vinyl", wall: "paint" } }],
    ],
    [
      [machineView, {}],
      [shaftView, {}],
    ],
  ],
  hydraulic: [
    [
      [exterior, {}],
      [cabinView, {}],
    ],
    [
      [machineView, {}],
      [shaftView, {}],
    ],
    [
      [doorView, { open: 0, finish: "champagne" }],
      [doorView, { open: 0.9, finish: "champagne" }],
    ],
    [
      [copView, {}],
      [cabinView, { spec: { wall: "hairline", floor: "granite" } }],
    ],
  ],
  home: [
    [
      [exterior, {}],
      [cabinView, {}],
    ],
    [
      [doorView, { open: 0, finish: "wood", wall: "#F1ECE4" }],
      [doorView, { open: 0.9, finish: "wood", wall: "#F1ECE4" }],
    ],
    [
      [shaftView, {}],
      [copView, {}],
    ],
    [
      [machineView, {}],
      [cabinView, { spec: { wall: "rose", corner: "rose", ceiling: { kind: "rose", lights: "spots" } } }],
    ],
  ],
  goods: [
    [
      [exterior, {}],
      [cabinView, {}],
    ],
    [
      [doorView, { open: 0 }],
      [loadingView, {}],
    ],
    [
      [machineView, {}],
      [shaftView, {}],
    ],
    [
      [copView, {}],
      [cabinView, { load: false }],
    ],
  ],
};

export const writeTypes = (write) => {
  for (const [type, pairs] of Object.entries(PAIRS))
    pairs.forEach((pair, i) => {
      pair.forEach(([fn, o], j) => {
        write(
          `content/images/types/${type}-${i + 1}-${j ? "b" : "a"}.svg`,
          scene(600, 450, fn, { type, ...o }),
        );
      });
    });
};
