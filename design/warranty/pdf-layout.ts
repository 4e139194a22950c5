/**
 * A small flowing-text layout on top of pdf-lib: headings, wrapped paragraphs, bullet lists and
 * label/value tables run down an A4 page and continue on a new page when the space runs out. The
 * running header and footer are drawn at the end, when the page count is known.
 */
import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { left: 56, right: 56, top: 70, bottom: 72 };
const RIGHT_EDGE = PAGE.width - MARGIN.right;
export const TEXT_WIDTH = RIGHT_EDGE - MARGIN.left;
const LINE_HEIGHT = 1.45;

export const COLORS = {
  navy: rgb(0.071, 0.188, 0.302),
  ink: rgb(0.043, 0.122, 0.2),
  muted: rgb(0.29, 0.357, 0.424),
  amber: rgb(0.89, 0.608, 0.176),
  red: rgb(0.706, 0.137, 0.094),
  rule: rgb(0.835, 0.867, 0.898),
  notice: rgb(0.996, 0.953, 0.902),
  headerText: rgb(0.765, 0.812, 0.859),
  white: rgb(1, 1, 1),
};

/** One row of a table: a bold label and its wrapped value. */
export type TableRow = [label: string, value: string];

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
}

export class FlowLayout {
  private page!: PDFPage;
  /** Baseline of the next line, in points from the bottom of the page. */
  y = 0;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  /** Helvetica and Helvetica-Bold are standard PDF fonts: every reader has them, nothing is embedded. */
  static async create(pdf: PDFDocument): Promise<FlowLayout> {
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new FlowLayout(pdf, regular, bold);
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  private ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  private font(bold: boolean) {
    return bold ? this.bold : this.regular;
  }

  private wrap(text: string, size: number, width: number, bold = false): string[] {
    const font = this.font(bold);
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(x: number, y: number, text: string, { size = 10, bold = false, color = COLORS.ink }: TextStyle = {}) {
    this.page.drawText(text, { x, y, size, font: this.font(bold), color });
  }

  /** Text whose right end sits on the right margin. */
  private textFromRight(y: number, text: string, size: number, color: Color, page: PDFPage) {
    const x = RIGHT_EDGE - this.regular.widthOfTextAtSize(text, size);
    page.drawText(text, { x, y, size, font: this.regular, color });
  }

  rect(x: number, y: number, width: number, height: number, color: Color) {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  private rule(y: number, page = this.page) {
    page.drawLine({
      start: { x: MARGIN.left, y },
      end: { x: RIGHT_EDGE, y },
      thickness: 0.5,
      color: COLORS.rule,
    });
  }

  /** A numbered section title with an amber bar in front. */
  heading(number: number, title: string) {
    this.ensure(60);
    this.y -= 14;
    this.rect(MARGIN.left, this.y - 3, 4, 16, COLORS.amber);
    this.text(MARGIN.left + 12, this.y, `${number}. ${title}`, { size: 13, bold: true, color: COLORS.navy });
    this.y -= 20;
  }

  paragraph(text: string, { size = 10, color = COLORS.ink, gap = 8 }: TextStyle & { gap?: number } = {}) {
    const leading = size * LINE_HEIGHT;
    for (const line of this.wrap(text, size, TEXT_WIDTH)) {
      this.ensure(leading);
      this.text(MARGIN.left, this.y, line, { size, color });
      this.y -= leading;
    }
    this.y -= gap;
  }

  bullets(items: string[], size = 10) {
    const leading = size * LINE_HEIGHT;
    for (const item of items) {
      const lines = this.wrap(item, size, TEXT_WIDTH - 16);
      // Never leave the first line of a two-line item alone at the foot of a page.
      this.ensure(leading * Math.min(lines.length, 2));
      lines.forEach((line, index) => {
        this.ensure(leading);
        if (index === 0) this.text(MARGIN.left + 4, this.y, "•", { size, color: COLORS.amber, bold: true });
        this.text(MARGIN.left + 16, this.y, line, { size });
        this.y -= leading;
      });
      this.y -= 3;
    }
    this.y -= 6;
  }

  /** Rows of a bold label and a wrapped value, each row kept on one page and ruled below. */
  table(rows: TableRow[], size = 10) {
    const leading = size * LINE_HEIGHT;
    const labelWidth = 150;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, size, TEXT_WIDTH - labelWidth - 8);
      this.ensure(leading * lines.length + 8);
      this.text(MARGIN.left, this.y, label, { size, bold: true, color: COLORS.navy });
      lines.forEach((line, index) => {
        this.text(MARGIN.left + labelWidth, this.y - index * leading, line, { size });
      });
      this.y -= leading * lines.length + 4;
      this.rule(this.y + leading * 0.55);
      this.y -= 4;
    }
    this.y -= 8;
  }

  /** Draws the navy header band and the footer (with "Page n of N") on every page. */
  frame({ brand, title, footer }: { brand: string; title: string; footer: string }) {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      page.drawRectangle({ x: 0, y: PAGE.height - 44, width: PAGE.width, height: 44, color: COLORS.navy });
      page.drawRectangle({ x: 0, y: PAGE.height - 47, width: PAGE.width, height: 3, color: COLORS.amber });
      page.drawText(brand, {
        x: MARGIN.left,
        y: PAGE.height - 28,
        size: 13,
        font: this.bold,
        color: COLORS.white,
      });
      this.textFromRight(PAGE.height - 27, title, 9, COLORS.headerText, page);
      this.rule(50, page);
      page.drawText(footer, { x: MARGIN.left, y: 36, size: 8, font: this.regular, color: COLORS.muted });
      this.textFromRight(36, `Page ${index + 1} of ${pages.length}`, 8, COLORS.muted, page);
    });
  }
}
