/**
 * A PDF's text, page by page, and its title, as pdf.js reads them (for tests that check what a
 * generated PDF says).
 */
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const root = path.resolve(import.meta.dirname, "../..");

export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; title: unknown }> {
  // pdf.js takes ownership of the buffer it is given (and refuses a Buffer): it reads a copy.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: path.join(root, "node_modules/pdfjs-dist/standard_fonts/"),
  }).promise;
  const { info } = await pdf.getMetadata();
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return { pages, title: (info as { Title?: string }).Title };
}
