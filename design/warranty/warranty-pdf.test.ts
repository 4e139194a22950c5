import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { pdfText } from "./pdf-text.ts";
import { buildWarrantyPdf, WARRANTY_PDF_PATH } from "./warranty-pdf.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("warranty PDF", () => {
  let bytes: Uint8Array;
  let pages: string[];
  let title: unknown;

  beforeAll(async () => {
    bytes = await buildWarrantyPdf();
    ({ pages, title } = await pdfText(bytes));
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
