// Blog headers (1200x675), FAQ side images (600x700) and the About intro (800x600).
import { C, circle, Doc, P, path, range, rect, stroke } from "../lib/core.mjs";
import { word } from "../lib/font.mjs";
import { cabin, door, indicator, paper, person, R, shadow } from "../lib/parts.mjs";
import { carSling, clipboard } from "../lib/props.mjs";
import { copView, doorView, exterior, TYPE_CABIN } from "./kit.mjs";

const bubble = (x, y, r, glyph = "?") =>
  [
    path(
      P`M${x - r * 0.5} ${y + r * 0.8}L${x - r * 0.9} ${y + r * 1.4}L${x - r * 0.05} ${y + r * 0.95}Z`,
      C.amber500,
    ),
    circle(x, y, r, C.amber500),
    word(glyph, { x, y: y + r * 0.45, size: r * 0.9, sw: r * 0.16, color: C.navy900, anchor: "middle" }).svg,
  ].join("");

/** Maintenance barrier stand. */
const barrier = (x, y, w) =>
  [
    stroke(
      P`M${x + 8} ${y}L${x + 20} ${y - w * 0.7}M${x + w - 8} ${y}L${x + w - 20} ${y - w * 0.7}`,
      C.navy800,
      5,
    ),
    rect(x, y - w * 0.72, w, w * 0.16, C.amber500, { rx: 3 }),
    path(
      range(5)
        .map(
          (k) =>
            P`M${x + 10 + k * (w / 5)} ${y - w * 0.72}l${w * 0.08} 0l${-w * 0.1} ${w * 0.16}h${-w * 0.08}Z`,
        )
        .join(""),
      C.navy900,
    ),
  ].join("");

export const blog1 = () => {
  const c = new Doc(1200, 675);
  c.add(doorView(c, 1200, 675, { type: "passenger", open: 0.9 }));
  c.add(barrier(470, 640, 260));
  c.add(
    person(c, 880, 660, 420, {
      hat: C.amber500,
      vest: true,
      shirt: C.navy700,
      pose: "tablet",
      skin: C.skin1,
    }),
  );
  c.add(`<g transform="rotate(-6 230 380)">${clipboard(c, 110, 200, 250, 340)}</g>`);
  c.add(
    rect(960, 560, 150, 80, C.red700, { rx: 6 }),
    rect(1010, 548, 50, 14, C.navy900, { rx: 4 }),
    rect(960, 590, 150, 6, "#000000", { "fill-opacity": 0.2 }),
  );
  return String(c);
};

export const blog2 = () => {
  const c = new Doc(1200, 675);
  c.add(exterior(c, 1200, 675, { type: "home" }));
  // inset: compact home-lift cabin
  c.add(shadow(1010, 620, 140, 10));
  c.add(
    rect(880, 150, 260, 470, "#FFFFFF", { rx: 12 }),
    rect(880, 150, 260, 470, "none", { rx: 12, stroke: C.steel200, "stroke-width": 2 }),
  );
  c.add(rect(900, 170, 220, 396, C.navy900, { rx: 4 }));
  c.add(cabin(c, { x: 906, y: 176, w: 208, h: 384 }, TYPE_CABIN.home));
  c.add(rect(900, 578, 120, 10, C.navy800, { rx: 5 }), rect(900, 596, 80, 8, C.steel300, { rx: 4 }));
  return String(c);
};

export const blog3 = () => {
  const c = new Doc(1200, 675);
  c.add(paper(c, 1200, 675));
  const fy = 600;
  c.add(rect(0, fy, 1200, 75, c.fade("#C8C2B8", "#A89F92")), stroke(`M0 ${fy}H1200`, C.steel500, 2));
  // before: old collapsible-gate lift, muted
  c.add(rect(90, 150, 360, 450, "#8F8A80"), rect(110, 170, 320, 430, "#3D3A36"));
  c.add(
    stroke(
      range(13)
        .map((k) => P`M${118 + k * 25} 176V600`)
        .join(""),
      "#77726A",
      4,
    ),
  );
  c.add(
    stroke(
      range(12)
        .map(
          (k) =>
            P`M${118 + k * 25} 176L${143 + k * 25} 388L${118 + k * 25} 600M${143 + k * 25} 176L${118 + k * 25} 388L${143 + k * 25} 600`,
        )
        .join(""),
      "#6A655D",
      2,
    ),
  );
  c.add(rect(230, 110, 80, 26, "#5E5A54", { rx: 3 }), circle(470, 380, 12, "#6A655D"));
  // the arrow from the old gate to the new door says "before and after" without words: the
  // picture is shared by every language's page
  c.add(path("M520 360H640V330L700 380L640 430V400H520Z", C.amber500));
  // after: modern door
  c.add(door(c, { x: 760, y: 150, w: 330, h: 450 }, { finish: "hairline", type: "glassPanel", open: 0 }));
  c.add(indicator(c, 925, 106, 1.1, "3"));
  c.add(
    path(
      R(760, fy + 2, 330, 70),
      c.lin([
        [0, "#FFFFFF", 0.35],
        [1, "#FFFFFF", 0],
      ]),
    ),
  );
  return String(c);
};

export const faq1 = () => {
  const c = new Doc(600, 700);
  c.add(doorView(c, 600, 700, { type: "passenger", open: 0 }));
  c.add(
    person(c, 140, 690, 330, { shirt: C.teal600, skin: C.skin3, long: true, skirt: true, pants: C.navy800 }),
  );
  c.add(bubble(220, 200, 46));
  return String(c);
};

export const faq2 = () => {
  const c = new Doc(600, 700);
  c.add(copView(c, 600, 700, { type: "passenger" }));
  c.add(bubble(470, 560, 44, "+"));
  return String(c);
};

export const about = () => {
  const c = new Doc(800, 600);
  // workshop shed interior
  c.add(rect(0, 0, 800, 600, c.fade("#D3DCE4", "#EEF2F6")));
  c.add(
    stroke(
      range(9)
        .map((k) => P`M${k * 100} 0L${k * 100 + 50} 90L${k * 100 + 100} 0M${k * 100} 90H${k * 100 + 100}`)
        .join(""),
      C.steel500,
      3,
    ),
  );
  c.add(rect(0, 90, 800, 8, C.steel600));
  // skylights
  c.add(
    path(
      range(4)
        .map((k) => R(60 + k * 200, 100, 120, 40))
        .join(""),
      "#FFFFFF",
      { "fill-opacity": 0.7 },
    ),
  );
  // gantry crane
  c.add(rect(0, 150, 800, 16, C.amber500), rect(0, 166, 800, 4, C.amber700));
  c.add(
    rect(330, 166, 40, 24, C.navy800),
    stroke("M350 190V250", C.steel600, 3),
    path("M340 250h20l-4 14h-12Z", C.navy800),
  );
  // floor
  c.add(rect(0, 470, 800, 130, c.fade("#9AA7B3", "#7D8A97")), stroke("M0 470H800", C.steel600, 2));
  c.add(stroke("M0 540H800", C.amber500, 4, { "stroke-dasharray": "24 16" }));
  // cars on assembly stands
  c.add(rect(60, 450, 220, 20, C.navy700), carSling(c, 170, 250, 200, 200));
  c.add(rect(470, 450, 240, 20, C.navy700), rect(490, 250, 200, 200, C.navy900));
  c.add(
    cabin(
      c,
      { x: 494, y: 254, w: 192, h: 196 },
      { ...TYPE_CABIN.passenger, cop: false, backH: 0.6, top: 0.18 },
    ),
  );
  c.add(stroke("M350 264C360 300 420 260 490 290", C.steel600, 2));
  // workers
  c.add(
    person(c, 330, 560, 190, { hat: C.amber500, vest: true, shirt: C.navy700, pose: "reach", skin: C.skin1 }),
  );
  c.add(person(c, 740, 566, 180, { hat: C.white, shirt: C.teal600, pose: "tablet", skin: C.skin2 }));
  // welding sparks
  c.add(
    path(
      range(8)
        .map((k) => {
          const a = (k / 8) * Math.PI * 2;
          return P`M${280 + Math.cos(a) * 6} ${420 + Math.sin(a) * 6}L${280 + Math.cos(a) * 18} ${420 + Math.sin(a) * 18}`;
        })
        .join(""),
      "none",
      { stroke: C.amber500, "stroke-width": 3, "stroke-linecap": "round" },
    ),
  );
  c.add(circle(280, 420, 5, C.light));
  // stacked door panels
  c.add(
    path(
      range(5)
        .map((k) => R(20 + k * 8, 330 - k * 4, 14, 140 + k * 4))
        .join(""),
      C.steel400,
    ),
    path(
      range(5)
        .map((k) => R(20 + k * 8, 330 - k * 4, 3, 140 + k * 4))
        .join(""),
      "#FFFFFF",
      { "fill-opacity": 0.6 },
    ),
  );
  return String(c);
};

export const writeEditorial = (write) => {
  write("content/images/blogs/blog-1.svg", blog1());
  write("content/images/blogs/blog-2.svg", blog2());
  write("content/images/blogs/blog-3.svg", blog3());
  write("content/images/faq/faq-1.svg", faq1());
  write("content/images/faq/faq-2.svg", faq2());
  write("content/images/about/intro.svg", about());
};
