import { readFileSync } from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { buildWarrantyPdf, WARRANTY_PDF_PATH } from "./warranty-pdf.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("warranty PDF", () => {
  let bytes: Uint8Array;
  let pages: string[];
  let title: unknown;

  beforeAll(async () => {
    bytes = await buildWarrantyPdf();
    // pdf.js takes ownership of the buffer it is given, so it reads a copy.
    const pdf = await getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      standardFontDataUrl: path.join(root, "node_modules/pdfjs-dist/standard_fonts/"),
    }).promise;
    const { info } = await pdf.getMetadata();
    title = (info as { Title?: string }).Title;
    pages = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    await pdf.destroy();
  });

  it("is the committed file, byte for byte (regenerate with `npm run warranty-pdf`)", () => {
    expect(Buffer.from(bytes).equals(readFileSync(path.join(root, WARRANTY_PDF_PATH)))).toBe(true);
  });

  it("has three A4 pages, each with the header and its page number", () => {
    expect(pages).toHaveLength(3);
    pages.forEach((text, index) => {
      expect(text).toContain(company.name.toUpperCase());
      expect(text).toContain(`Page ${index + 1} of 3`);
    });
    expect(title).toBe(`${company.name}: Elevator Warranty (sample)`);
  });

  it("has the eight sections in order", () => {
    const text = pages.join(" ");
    const positions = [
      "1. Who and what this warranty covers",
      "2. Warranty period",
      "3. What we will do",
      "4. What is not covered",
      "5. Maintenance and AMC after the warranty",
      "6. How to make a claim",
      "7. Your responsibilities",
      "8. Contacts",
    ].map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("reads the company's contacts from the company facts", () => {
    const text = pages.join(" ");
    expect(text).toContain(company.phones.support.display);
    expect(text).toContain(company.emails.support);
    expect(text).toContain(company.headOffice.postalCode);
    for (const branch of company.branches) expect(text).toContain(`${branch.city} branch`);
  });
});
