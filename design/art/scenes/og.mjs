// Open Graph cards (1200x630 PNG): brand lockup, page title, one small illustration.
import { C, Doc, path, rect } from "../lib/core.mjs";
import { layout, word } from "../lib/font.mjs";
import { cabin, copPanel, door, night, person } from "../lib/parts.mjs";
import { clipboard, glassShaft, shield } from "../lib/props.mjs";
import { markParts } from "./brand.mjs";
import { TYPE_CABIN } from "./kit.mjs";

const W = 1200;
const H = 630;

const art = {
  capsule: (c) => glassShaft(c, 960, 0, H, 170, 170, 240),
  door: (c) =>
    door(
      c,
      { x: 830, y: 120, w: 280, h: 420 },
      { finish: "hairline", open: 0.8, inside: TYPE_CABIN.passenger },
    ),
  cabin: (c) =>
    rect(826, 96, 288, 448, C.navy900) + cabin(c, { x: 832, y: 102, w: 276, h: 436 }, TYPE_CABIN.home),
  blog: (c) => clipboard(c, 850, 120, 260, 380),
  cop: (c) => copPanel(c, 900, 90, 130, 460),
  engineer: (c) => person(c, 970, 600, 480, { hat: C.amber500, vest: true, pose: "tablet", skin: C.skin1 }),
  shield: (_c) => shield(970, 320, 2.6),
  gallery: (c) =>
    door(c, { x: 780, y: 170, w: 170, h: 370 }, { finish: "hairline" }) +
    door(
      c,
      { x: 980, y: 170, w: 170, h: 370 },
      { finish: "hairline", open: 0.85, inside: TYPE_CABIN.capsule },
    ),
};

export const PAGES = {
  default: ["ELEVATORS & LIFTS", "Surat, Gujarat - since 2014", "capsule"],
  home: ["ALL ELEVATOR SOLUTIONS", "One stop solution since 2014", "capsule"],
  about: ["ABOUT US", "Manufacturing and service, Surat", "engineer"],
  services: ["OUR SERVICES", "Capsule, passenger, hospital, hydraulic, home, goods", "door"],
  cabins: ["CABIN DESIGNS", "Finishes for walls, ceilings and floors", "cabin"],
  blog: ["BLOG", "Maintenance, modernisation and buying guides", "blog"],
  gallery: ["GALLERY", "Elevators and doors we have built", "gallery"],
  faq: ["FAQ", "Answers to common questions", "cop"],
  contact: ["CONTACT US", "Enquiries, quotes and service calls", "cop"],
  career: ["CAREERS", "Build and service lifts with us", "engineer"],
  certification: ["CERTIFICATION", "Quality and safety commitments", "shield"],
};

export const ogSvg = ([title, sub, kind]) => {
  const c = new Doc(W, H);
  c.add(night(c, W, H));
  c.add(rect(720, 0, 480, H, C.navy800, { "fill-opacity": 0.5 }));
  c.add(art[kind](c));
  c.add(
    rect(
      0,
      0,
      W,
      H,
      c.lin(
        [
          [0, C.navy900, 0.95],
          [0.55, C.navy900, 0.8],
          [0.66, C.navy900, 0],
          [1, C.navy900, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  c.add(markParts(c, { x: 80, y: 70, s: 64 }));
  c.add(word("URDHVA ELEVATORS", { x: 164, y: 114, size: 26, sw: 3.6, track: 2, color: C.white }).svg);
  const fitSize = (str, max, target) => {
    const w = layout(str, { size: max, sw: max * 0.12, track: max * 0.06 }).width;
    return Math.min(max, (max * target) / w);
  };
  const size = fitSize(title, 64, 600);
  c.add(word(title, { x: 80, y: 330, size, sw: size * 0.12, track: size * 0.06, color: C.white }).svg);
  c.add(rect(80, 370, 120, 6, C.amber500));
  const subText = sub.toUpperCase();
  const subSize = Math.min(17, (17 * 600) / layout(subText, { size: 17, sw: 2.2, track: 1.6 }).width);
  c.add(
    word(subText, {
      x: 80,
      y: 430,
      size: subSize,
      sw: subSize * 0.13,
      track: subSize * 0.094,
      color: C.steel200,
    }).svg,
  );
  c.add(path("M80 540H640", "none", { stroke: "#3C6C96", "stroke-width": 1 }));
  c.add(
    word("SURAT, GUJARAT - INDIA", { x: 80, y: 575, size: 13, sw: 1.8, track: 2, color: C.steel400 }).svg,
  );
  return String(c);
};

export const writeOg = async (write) => {
  const sharp = (await import("sharp")).default;
  for (const [name, spec] of Object.entries(PAGES)) {
    const png = await sharp(Buffer.from(ogSvg(spec)))
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toBuffer();
    write(`public/og/${name}.png`, png);
  }
};
