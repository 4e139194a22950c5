/**
 * Writes uploads/WarrantyPdf/warranty.pdf: the sample warranty document of our placeholder brand
 * (SPEC 2.15, PRODUCT.md item 6), three A4 pages, company facts from content/company.ts.
 * Hand-rolled PDF 1.7 with the standard Helvetica fonts (nothing embedded), deterministic output.
 *
 *   node --import tsx scripts/make-warranty-pdf.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { company, formatTime } from "../content/company.ts";

const OUT = path.resolve(import.meta.dirname, "../uploads/WarrantyPdf/warranty.pdf");
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 70, bottom: 72 };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const ISSUED = "2026-01-01";

const NAVY = [0.071, 0.188, 0.302];
const INK = [0.043, 0.122, 0.2];
const MUTED = [0.29, 0.357, 0.424];
const AMBER = [0.89, 0.608, 0.176];
const RED = [0.706, 0.137, 0.094];
const RULE = [0.835, 0.867, 0.898];

// Helvetica advance widths (1/1000 em) for printable ASCII 32..126, from the standard AFM metrics.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** WinAnsiEncoding bytes for the few non-ASCII characters we use. */
const WIN_ANSI = { "•": 0x95, "–": 0x96, "—": 0x97, "’": 0x92 };
const EXTRA_WIDTH = { "•": 350, "–": 556, "—": 1000, "’": 222 };

function textWidth(text, size, bold = false) {
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    units += EXTRA_WIDTH[char] ?? HELVETICA[code - 32] ?? 556;
  }
  // Helvetica-Bold runs about 7% wider than the regular cut; wrap conservatively.
  return ((units * size) / 1000) * (bold ? 1.08 : 1);
}

function pdfString(text) {
  let out = "(";
  for (const char of text) {
    if (char === "\\" || char === "(" || char === ")") out += `\\${char}`;
    else if (WIN_ANSI[char]) out += `\\${WIN_ANSI[char].toString(8)}`;
    else if (char.charCodeAt(0) < 32 || char.charCodeAt(0) > 126)
      throw new Error(`unsupported character ${char}`);
    else out += char;
  }
  return `${out})`;
}

function wrap(text, size, width, bold = false) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const rgb = ([r, g, b], stroke = false) => `${r} ${g} ${b} ${stroke ? "RG" : "rg"}`;

/** Lays out blocks of text over as many pages as needed. */
class Layout {
  pages = [];
  constructor() {
    this.newPage();
  }
  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE.height - MARGIN.top;
  }
  ensure(height) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }
  text(x, y, text, { size = 10, bold = false, color = INK } = {}) {
    this.ops.push(
      `BT /${bold ? "F2" : "F1"} ${size} Tf ${rgb(color)} ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }
  rect(x, y, w, h, color) {
    this.ops.push(`${rgb(color)} ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
  }
  line(x1, y1, x2, y2, color, width = 0.75) {
    this.ops.push(`${rgb(color, true)} ${width} w ${x1} ${y1.toFixed(2)} m ${x2} ${y2.toFixed(2)} l S`);
  }
  heading(number, title) {
    this.ensure(60);
    this.y -= 14;
    this.rect(MARGIN.left, this.y - 3, 4, 16, AMBER);
    this.text(MARGIN.left + 12, this.y, `${number}. ${title}`, { size: 13, bold: true, color: NAVY });
    this.y -= 20;
  }
  paragraph(text, { size = 10, color = INK, bold = false, indent = 0, gap = 8 } = {}) {
    const leading = size * 1.45;
    for (const line of wrap(text, size, TEXT_WIDTH - indent, bold)) {
      this.ensure(leading);
      this.text(MARGIN.left + indent, this.y, line, { size, color, bold });
      this.y -= leading;
    }
    this.y -= gap;
  }
  bullets(items, size = 10) {
    const leading = size * 1.45;
    for (const item of items) {
      const lines = wrap(item, size, TEXT_WIDTH - 16);
      this.ensure(leading * Math.min(lines.length, 2));
      lines.forEach((line, index) => {
        this.ensure(leading);
        if (index === 0) this.text(MARGIN.left + 4, this.y, "•", { size, color: AMBER, bold: true });
        this.text(MARGIN.left + 16, this.y, line, { size });
        this.y -= leading;
      });
      this.y -= 3;
    }
    this.y -= 6;
  }
  /** Two-column rows: label, value. */
  table(rows, size = 10) {
    const leading = size * 1.45;
    const labelWidth = 150;
    for (const [label, value] of rows) {
      const lines = wrap(value, size, TEXT_WIDTH - labelWidth - 8);
      this.ensure(leading * lines.length + 8);
      this.text(MARGIN.left, this.y, label, { size, bold: true, color: NAVY });
      lines.forEach((line, index) => {
        this.text(MARGIN.left + labelWidth, this.y - index * leading, line, { size });
      });
      this.y -= leading * lines.length + 4;
      this.line(
        MARGIN.left,
        this.y + leading * 0.55,
        PAGE.width - MARGIN.right,
        this.y + leading * 0.55,
        RULE,
        0.5,
      );
      this.y -= 4;
    }
    this.y -= 8;
  }
}

// ---------------------------------------------------------------------------------------------
// The document
const office = company.headOffice;
const hours = company.hours
  .map(
    (slot) =>
      `${slot.days}: ${slot.opens && slot.closes ? `${formatTime(slot.opens)} – ${formatTime(slot.closes)}` : "closed"}`,
  )
  .join("; ");

const doc = new Layout();

// Title block on page 1 (the running header is drawn on every page afterwards).
doc.y -= 14;
doc.text(MARGIN.left, doc.y, "Elevator Warranty", { size: 26, bold: true, color: NAVY });
doc.y -= 22;
doc.text(MARGIN.left, doc.y, "Terms of the limited warranty on new lifts, and how to claim", {
  size: 12,
  color: MUTED,
});
doc.y -= 26;
doc.rect(MARGIN.left, doc.y - 30, TEXT_WIDTH, 42, [0.996, 0.953, 0.902]);
doc.rect(MARGIN.left, doc.y - 30, 4, 42, RED);
doc.text(MARGIN.left + 14, doc.y - 3, "SAMPLE DOCUMENT", { size: 10, bold: true, color: RED });
doc.text(
  MARGIN.left + 14,
  doc.y - 18,
  `${company.name} is a placeholder brand. These terms illustrate the website and bind no one.`,
  { size: 9.5, color: INK },
);
doc.y -= 56;

doc.paragraph(
  `Thank you for choosing ${company.name}. Every lift we supply is designed, installed and tested by our own engineers before it is handed over. This document explains what the warranty covers, for how long, what it does not cover, and what to do if something goes wrong.`,
);

doc.heading(1, "Who and what this warranty covers");
doc.paragraph(
  `The warranty is given by ${company.legalName} ("we") to the purchaser named in the handover certificate ("you") for a new lift supplied and installed by us at the site named there. It covers the lift equipment we supplied: machine, controller and drive, car and landing doors, door operator, car frame and cabin, guide rails, safety gear, governor, buffers, wiring and fixtures.`,
);

doc.heading(2, "Warranty period");
doc.table([
  [
    "Parts and workmanship",
    "12 months from the date of handover, or 18 months from delivery of the material to site, whichever ends first.",
  ],
  ["Machine and gearbox", "24 months from the date of handover, for manufacturing defects."],
  ["Free maintenance", "Monthly preventive maintenance visits during the 12-month warranty period."],
  [
    "Repaired parts",
    "A part repaired or replaced under warranty is covered for the rest of the original period.",
  ],
]);

doc.heading(3, "What we will do");
doc.bullets([
  "Repair or, at our choice, replace any part that fails because of a defect in material or workmanship, free of charge, including labour and travel.",
  "Attend breakdown calls at any hour through our 24/7 support line, and free a trapped passenger as the first priority.",
  "Keep a service record of every visit and repair, signed by our technician and your representative.",
  "Use only genuine or equivalent-quality spare parts that meet the original specification.",
]);

doc.heading(4, "What is not covered");
doc.paragraph("The warranty does not cover failures or damage caused by:");
doc.bullets([
  "Misuse, overloading beyond the rated capacity, vandalism, or use of a passenger lift to carry goods or construction material.",
  "Water entering the pit, shaft or machine room, fire, flood, earthquake, lightning or other events beyond our control.",
  "Voltage fluctuations, a missing or faulty earth, or an electrical supply outside the limits stated in our drawings; we recommend a stabiliser and a separate earth pit.",
  "Work on the lift by anyone other than our engineers, or changes to the lift without our written approval.",
  "Civil work, lift-well finishes, landing door frames grouted by others, and building services not supplied by us.",
  "Consumables and wear items such as bulbs, fuses, batteries of the rescue device after 6 months, and door-shoe inserts.",
  "Cosmetic marks on stainless steel or glass after handover, and normal wear and tear.",
]);

doc.heading(5, "Maintenance and AMC after the warranty");
doc.paragraph(
  "A lift is safe only when it is maintained. During the warranty we service the lift every month at no charge. When the warranty ends we offer an annual maintenance contract (AMC) so that care continues without a gap:",
);
doc.bullets([
  "Standard AMC: monthly preventive maintenance, lubrication, safety checks, 24/7 breakdown calls and a written report after every visit. Spare parts are charged.",
  "Comprehensive AMC: everything in the standard AMC plus spare parts, except parts damaged by the causes listed in section 4.",
  "Annual renewal of the lift licence with the office of the Chief Electrical Inspector, on request.",
]);
doc.paragraph(
  "If the lift is not maintained by us or another competent lift company for more than 60 days after the warranty ends, we may inspect it and quote for repairs before taking it under an AMC.",
);

doc.heading(6, "How to make a claim");
doc.bullets([
  `Call our 24/7 support line on ${company.phones.support.display} or email ${company.emails.support}. If someone is trapped, say so first.`,
  "Tell us the site address, the lift number from the handover certificate, and what happened. Photos or a short video help.",
  "Switch the lift off at the main switch if it is unsafe, and keep people out of it until our technician arrives.",
  "Our technician inspects the lift, explains the cause and repairs it. If a part must be ordered, we tell you when it will be fitted.",
  "If you are not satisfied with how a claim was handled, write to us and a senior engineer will review it within 7 working days.",
]);

doc.heading(7, "Your responsibilities");
doc.bullets([
  "Keep the machine room and pit dry, clean, locked and free of stored material.",
  "Provide a stable three-phase supply, a separate earth and the lighting and ventilation shown in our drawings.",
  "Do not allow anyone other than our engineers to work on the lift during the warranty.",
  "Keep the lift licence valid and display the rated load and emergency instructions in the car.",
]);

doc.heading(8, "Contacts");
doc.table([
  ["24/7 support", `${company.phones.support.display}  |  ${company.emails.support}`],
  ["Sales and AMC", `${company.phones.sales.display}  |  ${company.emails.sales}`],
  ["WhatsApp", company.whatsapp.display],
  [
    office.name,
    `${company.name}, ${office.street}, ${office.city} ${office.postalCode}, ${office.region}, India`,
  ],
  ...company.branches.map((branch) => [`${branch.city} branch`, `${branch.phone}  |  ${branch.email}`]),
  ["Office hours", `${hours}. Breakdown support answers 24/7.`],
]);
doc.paragraph(
  "This warranty is in addition to your rights under Indian consumer law and does not limit them. Keep this document with the handover certificate and the lift licence.",
  { size: 9, color: MUTED },
);

// Running header and footer on every page.
const pageCount = doc.pages.length;
doc.pages.forEach((ops, index) => {
  const header = [
    `${rgb(NAVY)} 0 ${PAGE.height - 44} ${PAGE.width} 44 re f`,
    `${rgb(AMBER)} 0 ${PAGE.height - 47} ${PAGE.width} 3 re f`,
    `BT /F2 13 Tf ${rgb([1, 1, 1])} ${MARGIN.left} ${PAGE.height - 28} Td ${pdfString(company.name.toUpperCase())} Tj ET`,
    `BT /F1 9 Tf ${rgb([0.765, 0.812, 0.859])} ${PAGE.width - MARGIN.right - textWidth("Warranty terms  |  Sample document", 9)} ${PAGE.height - 27} Td ${pdfString("Warranty terms  |  Sample document")} Tj ET`,
  ];
  const footerText = `${company.legalName}  |  Sample warranty document, issued ${ISSUED}`;
  const pageText = `Page ${index + 1} of ${pageCount}`;
  const footer = [
    `${rgb(RULE, true)} 0.5 w ${MARGIN.left} 50 m ${PAGE.width - MARGIN.right} 50 l S`,
    `BT /F1 8 Tf ${rgb(MUTED)} ${MARGIN.left} 36 Td ${pdfString(footerText)} Tj ET`,
    `BT /F1 8 Tf ${rgb(MUTED)} ${(PAGE.width - MARGIN.right - textWidth(pageText, 8)).toFixed(2)} 36 Td ${pdfString(pageText)} Tj ET`,
  ];
  ops.unshift(...header);
  ops.push(...footer);
});

// ---------------------------------------------------------------------------------------------
// Serialise
const objects = [];
const add = (body) => {
  objects.push(body);
  return objects.length;
};
const stream = (content) => {
  const data = deflateSync(Buffer.from(content, "latin1"), { level: 9 });
  return Buffer.concat([
    Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
};

const catalog = add(null);
const pagesId = add(null);
const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
const pageIds = doc.pages.map((ops) => {
  const content = add(stream(ops.join("\n")));
  return add(
    `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
  );
});
objects[pagesId - 1] =
  `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
objects[catalog - 1] =
  `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (en-IN) /ViewerPreferences << /DisplayDocTitle true >> >>`;
const date = `D:${ISSUED.replaceAll("-", "")}000000Z`;
const info = add(
  `<< /Title ${pdfString(`${company.name}: Elevator Warranty (sample)`)} /Author ${pdfString(company.legalName)} ` +
    `/Subject (Terms of the limited warranty on new lifts) /Creator (scripts/make-warranty-pdf.mjs) ` +
    `/CreationDate (${date}) /ModDate (${date}) >>`,
);

const chunks = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
let offset = chunks[0].length;
const offsets = [];
objects.forEach((body, index) => {
  offsets.push(offset);
  const head = Buffer.from(`${index + 1} 0 obj\n`, "latin1");
  const content = Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1");
  const tail = Buffer.from("\nendobj\n", "latin1");
  chunks.push(head, content, tail);
  offset += head.length + content.length + tail.length;
});
const xref = [
  "xref",
  `0 ${objects.length + 1}`,
  "0000000000 65535 f ",
  ...offsets.map((value) => `${String(value).padStart(10, "0")} 00000 n `),
  "trailer",
  `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>`,
  "startxref",
  String(offset),
  "%%EOF\n",
].join("\n");
chunks.push(Buffer.from(xref, "latin1"));

mkdirSync(path.dirname(OUT), { recursive: true });
const pdf = Buffer.concat(chunks);
writeFileSync(OUT, pdf);
console.log(`${path.relative(process.cwd(), OUT)}: ${pageCount} pages, ${pdf.length} bytes`);
