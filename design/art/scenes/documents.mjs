// Sample documents (850x1100): certificate, quality policy, business-directory listing.
// All clearly marked SAMPLE; issuers are invented; no real certification body's mark is used.
import { C, circle, Doc, FONT, P, path, rect, stroke, text } from "../lib/core.mjs";
import { layout, word } from "../lib/font.mjs";
import { markParts } from "./brand.mjs";

const W = 850;
const H = 1100;
const T = (x, y, s, size, o = {}) =>
  text(x, y, s, {
    "font-family": FONT,
    "font-size": size,
    fill: o.fill || C.navy900,
    "font-weight": o.weight,
    "text-anchor": o.anchor,
    "letter-spacing": o.ls,
  });

/** Label/value rows of a form-like document: grey labels at `x`, values at `valueX`. */
const fieldRows = (rows, { x, valueX, y, step, size, weight }) =>
  rows
    .map(
      ([label, value], i) =>
        T(x, y + i * step, label, size, { fill: C.steel600 }) +
        T(valueX, y + i * step, value, size, { weight }),
    )
    .join("");

const watermark = () =>
  `<g transform="rotate(-32 425 560)" opacity="0.12">${word("SAMPLE", { x: 425, y: 610, size: 120, sw: 16, track: 24, color: C.red700, anchor: "middle" }).svg}</g>`;

const frame = (_c, accent) =>
  [
    rect(0, 0, W, H, "#FFFFFF"),
    rect(24, 24, W - 48, H - 48, "none", { stroke: C.navy800, "stroke-width": 6 }),
    rect(40, 40, W - 80, H - 80, "none", { stroke: accent, "stroke-width": 2 }),
    path(
      P`M40 40h60v8h-52v52h-8ZM810 40h-60v8h52v52h8ZM40 1060h60v-8h-52v-52h-8ZM810 1060h-60v-8h52v-52h8Z`,
      accent,
    ),
  ].join("");

const seal = (cx, cy, label) =>
  [
    circle(cx, cy, 62, C.amber500),
    circle(cx, cy, 52, "none", { stroke: "#FFFFFF", "stroke-width": 2, "stroke-dasharray": "4 4" }),
    path(
      P`M${cx - 30} ${cy + 56}L${cx - 44} ${cy + 120}L${cx - 22} ${cy + 106}L${cx - 10} ${cy + 126}L${cx - 2} ${cy + 60}ZM${cx + 30} ${cy + 56}L${cx + 44} ${cy + 120}L${cx + 22} ${cy + 106}L${cx + 10} ${cy + 126}L${cx + 2} ${cy + 60}Z`,
      C.amber700,
    ),
    word(label, { x: cx, y: cy + 8, size: 16, sw: 2.6, track: 2, color: C.navy900, anchor: "middle" }).svg,
  ].join("");

const signature = (x, y, name, role) =>
  [
    stroke(P`M${x} ${y}c10-30 22-30 20 0s16-26 26-6 10 8 22-10 14 12 30 4 20-6 40-2`, C.navy700, 2.4, {
      "stroke-linecap": "round",
    }),
    stroke(P`M${x - 10} ${y + 14}H${x + 200}`, C.steel400, 1.5),
    T(x, y + 38, name, 17, { weight: 700 }),
    T(x, y + 60, role, 15, { fill: C.steel600 }),
  ].join("");

export const iso = () => {
  const c = new Doc(W, H);
  c.add(frame(c, C.amber500));
  c.add(
    T(425, 130, "SAMPLE CERTIFICATION BODY", 20, { anchor: "middle", weight: 700, fill: C.steel600, ls: 3 }),
  );
  c.add(
    T(425, 158, "(an invented issuer, for illustration only)", 15, { anchor: "middle", fill: C.steel600 }),
  );
  c.add(
    word("CERTIFICATE", { x: 425, y: 250, size: 46, sw: 5, track: 6, color: C.navy900, anchor: "middle" })
      .svg,
  );
  c.add(
    T(425, 296, "This is to certify that the quality management system of", 19, {
      anchor: "middle",
      fill: C.steel600,
    }),
  );
  const nameW = layout("URDHVA ELEVATORS", { size: 22, sw: 3.2, track: 1.5 }).width;
  const nx = 425 - (nameW + 56) / 2;
  c.add(markParts(c, { x: nx, y: 330, s: 44 }));
  c.add(
    word("URDHVA ELEVATORS", { x: nx + 56, y: 364, size: 22, sw: 3.2, track: 1.5, color: C.navy900 }).svg,
  );
  c.add(
    T(425, 410, "Surat, Gujarat, India (placeholder address)", 17, { anchor: "middle", fill: C.steel600 }),
  );
  c.add(
    T(425, 470, "has been assessed against the requirements of", 19, { anchor: "middle", fill: C.steel600 }),
  );
  c.add(
    word("ISO 9001:2015-STYLE", {
      x: 425,
      y: 530,
      size: 30,
      sw: 3.6,
      track: 3,
      color: C.amber700,
      anchor: "middle",
    }).svg,
  );
  c.add(T(425, 580, "for the following scope:", 18, { anchor: "middle", fill: C.steel600 }));
  c.add(
    T(425, 616, "Design, manufacture, installation and maintenance of passenger,", 18, { anchor: "middle" }),
  );
  c.add(T(425, 642, "capsule, hospital, hydraulic, home and goods elevators.", 18, { anchor: "middle" }));
  const rows = [
    ["Certificate No.", "SAMPLE-0000-0000"],
    ["First issued", "01 Jan 2020 (sample)"],
    ["Valid until", "31 Dec 2099 (sample)"],
  ];
  c.add(fieldRows(rows, { x: 220, valueX: 420, y: 720, step: 34, size: 17, weight: 700 }));
  c.add(stroke("M200 696H650M200 800H650", C.steel200, 1.5));
  c.add(signature(130, 920, "A. Sample", "Director, Sample Certification Body"));
  c.add(seal(640, 880, "SAMPLE"));
  c.add(
    T(
      425,
      1030,
      "This document is a sample illustration. It is not a certificate and carries no accreditation.",
      13,
      { anchor: "middle", fill: C.red700 },
    ),
  );
  c.add(watermark());
  return String(c);
};

export const policy = () => {
  const c = new Doc(W, H);
  c.add(frame(c, C.teal600));
  c.add(markParts(c, { x: 90, y: 90, s: 60 }));
  c.add(word("URDHVA ELEVATORS", { x: 166, y: 132, size: 24, sw: 3.4, track: 1.6, color: C.navy900 }).svg);
  c.add(
    word("QUALITY POLICY", {
      x: 425,
      y: 250,
      size: 40,
      sw: 4.6,
      track: 5,
      color: C.navy900,
      anchor: "middle",
    }).svg,
  );
  c.add(rect(365, 276, 120, 4, C.amber500));
  const lines = [
    "We design, manufacture, install and maintain elevators that are safe,",
    "reliable and comfortable, and we deliver them on the date we promise.",
    "",
    "To achieve this we commit to:",
  ];
  lines.forEach((l, i) => {
    c.add(T(110, 340 + i * 32, l, 19));
  });
  const points = [
    "meet every applicable safety code and statutory requirement;",
    "inspect materials and components before they enter production;",
    "test every lift for load, speed and safety devices before handover;",
    "answer breakdown calls promptly and keep service records;",
    "train our engineers and technicians continually;",
    "measure customer satisfaction and act on every complaint;",
    "improve our quality management system year after year.",
  ];
  points.forEach((p, i) => {
    c.add(rect(118, 470 + i * 44 - 13, 12, 12, C.teal600, { rx: 2 }));
    c.add(T(146, 470 + i * 44, p, 19));
  });
  c.add(
    T(110, 820, "This policy is communicated to every employee and reviewed annually.", 18, {
      fill: C.steel600,
    }),
  );
  c.add(signature(110, 930, "Managing Director", "Urdhva Elevators (sample)"));
  c.add(T(560, 968, "Date: 01 April (sample)", 16, { fill: C.steel600 }));
  c.add(T(425, 1030, "Sample document of a placeholder brand.", 13, { anchor: "middle", fill: C.red700 }));
  c.add(watermark());
  return String(c);
};

export const listing = () => {
  const c = new Doc(W, H);
  c.add(rect(0, 0, W, H, C.steel100));
  c.add(rect(60, 60, 730, 980, "#FFFFFF", { rx: 18, stroke: C.steel200, "stroke-width": 2 }));
  c.add(path(P`M60 78a18 18 0 0 1 18-18h694a18 18 0 0 1 18 18v102H60Z`, C.teal600));
  c.add(
    word("SAMPLE BUSINESS DIRECTORY", { x: 100, y: 132, size: 24, sw: 3.2, track: 2, color: C.white }).svg,
  );
  c.add(T(100, 164, "an invented directory, for illustration only", 16, { fill: "#D8F0EC" }));
  c.add(rect(100, 220, 120, 120, C.steel100, { rx: 12 }));
  c.add(markParts(c, { x: 120, y: 240, s: 80 }));
  c.add(word("URDHVA ELEVATORS", { x: 250, y: 262, size: 24, sw: 3.2, track: 1.4, color: C.navy900 }).svg);
  c.add(T(250, 296, "Elevator manufacturer and service provider", 18, { fill: C.steel600 }));
  c.add(rect(250, 312, 190, 34, C.green700, { rx: 17 }));
  c.add(
    path("M266 329l7 7 13-14", "none", {
      stroke: "#FFFFFF",
      "stroke-width": 3.5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  c.add(T(296, 335, "Verified listing", 16, { fill: "#FFFFFF", weight: 700 }));
  // star rating
  const star = (x, y, fill) =>
    path(
      P`M${x} ${y - 12}L${x + 3.5} ${y - 4}L${x + 12} ${y - 3.5}L${x + 5.5} ${y + 2}L${x + 7.5} ${y + 10.5}L${x} ${y + 6}L${x - 7.5} ${y + 10.5}L${x - 5.5} ${y + 2}L${x - 12} ${y - 3.5}L${x - 3.5} ${y - 4}Z`,
      fill,
    );
  for (let i = 0; i < 5; i++) c.add(star(470 + i * 30, 328, i < 4 ? C.amber500 : C.steel200));
  c.add(T(630, 335, "4.5 (sample)", 16, { fill: C.steel600 }));
  c.add(stroke("M100 380H750", C.steel200, 2));
  const rows = [
    ["Established", "2014"],
    ["City", "Surat, Gujarat"],
    ["Products", "Capsule, passenger, hospital, hydraulic,"],
    ["", "home and goods lifts; doors and cabins"],
    ["Services", "Installation, AMC, modernisation"],
    ["Phone", "+91 00000 00000 (sample)"],
    ["Email", "info@example.com"],
    ["Listing ID", "SAMPLE-LISTING-0001"],
  ];
  c.add(fieldRows(rows, { x: 100, valueX: 290, y: 430, step: 44, size: 18, weight: 600 }));
  c.add(stroke("M100 800H750", C.steel200, 2));
  c.add(rect(100, 830, 650, 130, C.steel100, { rx: 10 }));
  c.add(T(126, 872, "Verification status: documents checked (sample).", 17));
  c.add(T(126, 904, "Member since 2019 (sample). Last reviewed: sample date.", 17, { fill: C.steel600 }));
  c.add(
    T(126, 936, "This card is illustrative and not issued by any real directory.", 15, { fill: C.red700 }),
  );
  c.add(watermark());
  return String(c);
};

export const writeDocuments = (write) => {
  write("content/images/certificates/iso-certificate.svg", iso());
  write("content/images/certificates/quality-policy.svg", policy());
  write("content/images/certificates/business-directory-listing.svg", listing());
};
