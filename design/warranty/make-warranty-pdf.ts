/**
 * Regenerates the warranty PDF the site serves: `npm run warranty-pdf`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildWarrantyPdf, WARRANTY_PDF_PATH } from "./warranty-pdf.ts";

const out = path.resolve(import.meta.dirname, "../..", WARRANTY_PDF_PATH);
const bytes = await buildWarrantyPdf();
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, bytes);
console.log(`${WARRANTY_PDF_PATH}: ${bytes.length} bytes`);
