// Hero slides, 1600x900: calm dark left (text overlay), subject on the right.
import { C, Doc, ellipse, P, path, range, rect, stroke } from "../lib/core.mjs";
import { block, controller, machine, night, person, R, scrim } from "../lib/parts.mjs";
import { glassShaft, tree } from "../lib/props.mjs";
import { slide3, slide4 } from "./hero-indoor.mjs";
import { H, W } from "./hero-size.mjs";

const ground = (c, y) =>
  [
    rect(0, y, W, H - y, c.fade("#163A5C", C.navy900)),
    stroke(P`M0 ${y}H${W}`, "#3C6C96", 2, { "stroke-opacity": 0.6 }),
  ].join("");

/** 1: modern glass building with a panoramic capsule lift; dusk. */
export const slide1 = () => {
  const c = new Doc(W, H);
  c.add(night(c, W, H));
  c.add(rect(0, 0, W, H, c.glow(C.amber500, 0.35, 0.85, 0.85, 0.5)));
  // distant skyline
  const sky = range(16).map((k) => {
    const x = 620 + k * 62;
    const h = 120 + ((k * 53) % 140);
    return R(x, 760 - h, 50, h);
  });
  c.add(path(sky.join(""), "#1E4A70", { "fill-opacity": 0.55 }));
  c.add(ground(c, 760));
  // secondary block
  c.add(
    block(c, {
      cx: 1460,
      yTop: 300,
      yBase: 770,
      lw: 110,
      rw: 160,
      hy: 700,
      rows: 9,
      colsL: 3,
      colsR: 4,
      left: "#1C476D",
      right: "#235A88",
      winL: "#173E61",
      winR: "#1D4E78",
      lit: 0.35,
      seed: 7,
    }).svg,
  );
  // main tower
  const b = block(c, {
    cx: 1150,
    yTop: 90,
    yBase: 800,
    lw: 250,
    rw: 200,
    hy: 700,
    rows: 16,
    colsL: 6,
    colsR: 5,
    curtain: true,
    left: "#1F4E7A",
    right: "#2F6A9C",
    mullion: "#8FB0CC",
    lit: 0.22,
    seed: 5,
  });
  c.add(b.svg);
  // reflections on the curtain wall
  c.add(
    path(
      b.mR.rect(0.1, 0, 0.45, 1),
      c.lin(
        [
          [0, "#FFFFFF", 0.12],
          [1, "#FFFFFF", 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // entrance canopy
  c.add(path(b.mL.rect(0.35, 0.93, 0.95, 1), C.light), path(b.mL.rect(0.3, 0.9, 1, 0.93), C.steel300));
  // glass capsule lift on the left face
  const shaftX = 930;
  c.add(glassShaft(c, shaftX, 130, 800, 120, 300, 190));
  c.add(rect(shaftX - 68, 120, 136, 14, C.steel300), rect(shaftX - 68, 796, 136, 10, C.steel400));
  // plaza: trees and people
  c.add(tree(1330, 800, 120, "#0E5E58"), tree(1560, 800, 150, "#0E5E58"), tree(870, 800, 110, "#0E5E58"));
  c.add(
    person(c, 1060, 812, 80, { shirt: C.amber500, pants: C.navy900 }),
    person(c, 1085, 814, 76, { shirt: C.steel200, pants: C.navy800, long: true }),
  );
  c.add(
    rect(
      0,
      800,
      W,
      100,
      c.lin([
        [0, C.navy900, 0],
        [1, C.navy900, 0.7],
      ]),
    ),
  );
  c.add(scrim(c, W, H));
  return String(c);
};

/** 2: engineer servicing the machine room: traction machine + controller. */
export const slide2 = () => {
  const c = new Doc(W, H);
  c.add(night(c, W, H));
  // room: back wall and floor in perspective
  c.add(rect(0, 0, 1600, 720, c.fade("#1E4A70", "#2A5D8A")));
  c.add(path(P`M700 720H1600V900H520Z`, c.fade("#2F628F", C.navy800)));
  c.add(
    stroke(
      range(8)
        .map((k) => P`M${760 + k * 120} 720L${620 + k * 150} 900`)
        .join(""),
      "#3C6C96",
      1.5,
      { "stroke-opacity": 0.5 },
    ),
  );
  // trap door hatch & light
  c.add(rect(900, 0, 520, 720, c.glow("#FFFFFF", 0.18, 0.5, 0.05, 0.7)));
  c.add(path(P`M1060 0H1260L1230 40H1090Z`, C.light, { "fill-opacity": 0.9 }));
  // machine on its bedplate
  c.add(machine(c, 850, 470, 1.45));
  // controller cabinet with open door
  c.add(controller(c, 1230, 300, 230, 420));
  // engineer checking the drive with a tablet
  c.add(
    person(c, 1170, 760, 330, {
      hat: C.amber500,
      shirt: C.navy700,
      pants: C.navy900,
      vest: true,
      pose: "tablet",
      skin: C.skin1,
    }),
  );
  c.add(ellipse(1170, 760, 60, 8, "#0B1F33", { "fill-opacity": 0.35 }));
  c.add(scrim(c, W, H, 0.6));
  return String(c);
};

export const hero = { "slide-1": slide1, "slide-2": slide2, "slide-3": slide3, "slide-4": slide4 };

export const writeHero = (write) => {
  for (const [name, make] of Object.entries(hero)) write(`content/images/hero/${name}.svg`, make());
};
