// Brand: mark, horizontal lockups, favicon artwork.
import { C, Doc, P, path, rect } from "../lib/core.mjs";
import { fitTrack, layout, word } from "../lib/font.mjs";

/**
 * The mark: a rounded square "shaft" holding a U (the car's guide rails, and the U of Urdhva,
 * "upward") with an amber up-arrow rising inside it.
 */
export const markParts = (c, { x = 0, y = 0, s = 48, dark = false, flat = false } = {}) => {
  const k = s / 48;
  const bg = flat
    ? C.navy800
    : c.lin(
        [
          [0, C.navy700],
          [1, C.navy900],
        ],
        0,
        0,
        1,
        1,
      );
  const out = [rect(x, y, s, s, bg, { rx: 10 * k })];
  if (dark)
    out.push(
      rect(x + 0.5, y + 0.5, s - 1, s - 1, "none", { rx: 9.6 * k, stroke: C.steel600, "stroke-width": 1 }),
    );
  out.push(
    path(
      P`M${x + 14 * k} ${y + 11 * k}V${y + 26 * k}A${10 * k} ${10 * k} 0 0 0 ${x + 34 * k} ${y + 26 * k}V${y + 11 * k}`,
      "none",
      {
        stroke: C.white,
        "stroke-width": 4.4 * k,
        "stroke-linecap": "butt",
      },
    ),
    path(P`M${x + 24 * k} ${y + 11 * k}L${x + 31 * k} ${y + 22 * k}H${x + 17 * k}Z`, C.amber500),
    rect(x + 21 * k, y + 25 * k, 6 * k, 3 * k, C.amber500),
  );
  return out.join("");
};

export const mark = () => {
  const c = new Doc(48, 48);
  c.add(markParts(c));
  return String(c);
};

/** Horizontal lockup; 232 x 56. */
export const logo = ({ dark = false } = {}) => {
  const W = 232;
  const H = 56;
  const c = new Doc(W, H);
  c.add(markParts(c, { x: 0, y: 4, s: 48, dark }));
  const tx = 60;
  const top = word("URDHVA", {
    x: tx,
    y: 30,
    size: 22,
    sw: 3.6,
    track: 2.2,
    color: dark ? C.white : C.navy900,
  });
  const w = top.width;
  const opts = { size: 8.4, sw: 1.5 };
  const track = fitTrack("ELEVATORS", w, opts);
  const bottom = word("ELEVATORS", { x: tx, y: 46, ...opts, track, color: dark ? C.steel200 : C.steel600 });
  c.add(top.svg, bottom.svg);
  // trim width to content
  c.w = Math.ceil(tx + Math.max(w, layout("ELEVATORS", { ...opts, track }).width) + 3);
  return String(c);
};

/** Favicon SVG: the mark, simplified for 16-32 px. */
export const favicon = ({ maskable = false } = {}) => {
  const c = new Doc(512, 512);
  if (maskable) {
    c.add(rect(0, 0, 512, 512, C.navy800));
    c.add(markParts(c, { x: 106, y: 106, s: 300, flat: true }).replace(/<rect[^>]*rx[^>]*\/>/, ""));
  } else {
    c.add(markParts(c, { x: 0, y: 0, s: 512, flat: true }));
  }
  return String(c);
};

export const writeBrand = async (write) => {
  const sharp = (await import("sharp")).default;
  write("content/images/brand/logo.svg", logo());
  write("content/images/brand/logo-on-dark.svg", logo({ dark: true }));
  write("content/images/brand/mark.svg", mark());
  const fav = favicon();
  write("public/favicon.svg", fav);
  const png = (svg, size) =>
    sharp(Buffer.from(svg), { density: 72 * (size / 512) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  const ico32 = await png(fav, 32);
  // PNG-in-ICO container: ICONDIR (6 bytes) + one ICONDIRENTRY (16 bytes) + PNG data.
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // count
  head.writeUInt8(32, 6); // width
  head.writeUInt8(32, 7); // height
  head.writeUInt8(0, 8); // palette colours
  head.writeUInt8(0, 9); // reserved
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(ico32.length, 14); // size of PNG data
  head.writeUInt32LE(22, 18); // offset of PNG data
  write("public/favicon.ico", Buffer.concat([head, ico32]));
  write("public/apple-touch-icon.png", await png(favicon({ maskable: true }), 180));
  write("public/icon-192.png", await png(fav, 192));
  write("public/icon-512.png", await png(fav, 512));
  write("public/icon-maskable-512.png", await png(favicon({ maskable: true }), 512));
  const manifest = {
    name: "Urdhva Elevators",
    short_name: "Urdhva",
    description:
      "Elevators and lifts from Surat, Gujarat: capsule, passenger, hospital, hydraulic, home and goods lifts.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: C.navy900,
    background_color: C.white,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  write("public/site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
};
