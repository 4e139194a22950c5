// Hero slides 3 and 4: the lobby with its lift bank, and the safety gear in the shaft.
import { C, circle, Doc, P, path, range, rect, stroke } from "../lib/core.mjs";
import { buffer, door, governor, hallButton, indicator, night, person, R, scrim } from "../lib/parts.mjs";
import { carSling, rails, shield } from "../lib/props.mjs";
import { H, W } from "./hero-size.mjs";

/** 3: lobby with a lift bank: polished floor, three stainless doors, one open. */
export const slide3 = () => {
  const c = new Doc(W, H);
  c.add(rect(0, 0, W, H, C.navy900));
  // back wall: stone panels
  c.add(rect(0, 80, W, 620, c.fade("#E9E3D8", "#CFC5B5")));
  c.add(
    stroke(
      range(9)
        .map((k) => P`M${k * 200} 80V700`)
        .join(""),
      "#B8AD9B",
      2,
    ),
  );
  // ceiling with downlights
  c.add(rect(0, 0, W, 80, "#F4F1EC"));
  c.add(
    path(
      range(8)
        .map((k) => P`M${120 + k * 200} 56h60v8h-60Z`)
        .join(""),
      C.light,
    ),
  );
  c.add(
    path(
      range(8)
        .map((k) => P`M${120 + k * 200} 64h60l50 160h-160Z`)
        .join(""),
      "#FFFFFF",
      { "fill-opacity": 0.12 },
    ),
  );
  // floor: polished marble with reflections
  c.add(rect(0, 700, W, 200, c.fade("#D9D2C6", "#A79D8E")));
  c.add(
    stroke(
      range(12)
        .map((k) => P`M${800 + (k - 6) * 150} 700L${800 + (k - 6) * 330} 900`)
        .join("") + P`M0 760H1600M0 830H1600`,
      "#8E8475",
      1.5,
      { "stroke-opacity": 0.5 },
    ),
  );
  // three landing doors
  const doors = [
    { x: 880, open: 0, fin: "hairline" },
    { x: 1100, open: 0.85, fin: "hairline" },
    { x: 1320, open: 0, fin: "hairline" },
  ];
  for (const d of doors) {
    c.add(rect(d.x - 20, 200, 220, 510, "#2A2F36", { "fill-opacity": 0.12 }));
    c.add(
      door(
        c,
        { x: d.x, y: 250, w: 180, h: 450 },
        {
          finish: d.fin,
          open: d.open,
          inside: { wall: "wood", floor: "granite", ceiling: { kind: "hairline", lights: "panel" } },
        },
      ),
    );
    c.add(indicator(c, d.x + 90, 210, 1, d.open ? "5" : "3"));
    // reflection on the floor
    c.add(
      path(
        R(d.x + 8, 702, 164, 120),
        c.lin([
          [0, "#FFFFFF", d.open ? 0.35 : 0.22],
          [1, "#FFFFFF", 0],
        ]),
      ),
    );
  }
  c.add(hallButton(c, 1080, 470, 0.9), hallButton(c, 1300, 470, 0.9));
  // light spill from the open car
  c.add(path(P`M1130 700H1250L1300 900H1080Z`, C.light, { "fill-opacity": 0.25 }));
  // people waiting
  c.add(person(c, 1010, 840, 250, { shirt: C.teal600, pants: C.navy900, skin: C.skin2 }));
  c.add(
    person(c, 1250, 860, 240, {
      shirt: C.amber700,
      pants: C.navy800,
      skin: C.skin3,
      long: true,
      skirt: true,
    }),
  );
  c.add(scrim(c, W, H, 0.58));
  return String(c);
};

/** 4: safety: car in the shaft with safety gear, governor, buffers, and a shield. */
export const slide4 = () => {
  const c = new Doc(W, H);
  c.add(night(c, W, H));
  // shaft walls
  c.add(
    rect(
      940,
      0,
      480,
      H,
      c.lin(
        [
          [0, "#163A5C"],
          [0.5, "#1F4B74"],
          [1, "#163A5C"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  c.add(stroke(P`M940 0V900M1420 0V900`, "#3C6C96", 3));
  c.add(
    stroke(
      range(10)
        .map((k) => P`M940 ${k * 100 + 40}H1420`)
        .join(""),
      "#3C6C96",
      1,
      { "stroke-opacity": 0.35 },
    ),
  );
  // rails
  c.add(rails(1000, 1360, 0, 860));
  // governor at the top and its rope
  c.add(stroke(P`M1395 70V860M1425 70V860`, C.steel300, 2));
  c.add(governor(c, 1410, 70, 34));
  // car
  c.add(carSling(c, 1180, 300, 330, 330));
  c.add(door(c, { x: 1062, y: 330, w: 236, h: 262 }, { finish: "hairline" }));
  // rope connection from governor to safety gear
  c.add(stroke(P`M1395 596H1355`, C.amber500, 3));
  // counterweight
  c.add(rect(1300, 150, 40, 140, C.steel600), rect(1306, 160, 28, 120, C.steel500));
  // pit with buffers
  c.add(rect(940, 860, 480, 40, C.navy900));
  c.add(buffer(c, 1110, 860, 44, 90), buffer(c, 1250, 860, 44, 90));
  // shield motif
  c.add(
    circle(1500, 640, 86, C.navy900, { "fill-opacity": 0.8 }),
    circle(1500, 640, 86, "none", { stroke: C.amber500, "stroke-width": 3 }),
  );
  c.add(shield(1500, 636, 0.95));
  // callout rings
  c.add(circle(1410, 70, 50, "none", { stroke: C.amber500, "stroke-width": 2, "stroke-dasharray": "6 6" }));
  c.add(circle(1000, 615, 34, "none", { stroke: C.amber500, "stroke-width": 2, "stroke-dasharray": "6 6" }));
  c.add(scrim(c, W, H, 0.58));
  return String(c);
};
