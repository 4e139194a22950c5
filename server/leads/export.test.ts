import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storedLead } from "../testing/fixtures.ts";
import { CSV_COLUMNS, csvCell, csvDay, csvRow, csvTime, leadToCsv } from "./export.ts";

/** A strict RFC 4180 reader, to check the writer round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

describe("CSV export", () => {
  it("quotes cells with quotes, commas and line breaks", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell("ગુજરાતી")).toBe("ગુજરાતી");
  });

  it("neutralises formula cells with a leading quote", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+91 1")).toBe("'+91 1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("round-trips any text, and no cell starts a formula", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 6 }), (cells) => {
        const [parsed] = parseCsv(csvRow(cells));
        expect(parsed).toHaveLength(cells.length);
        parsed!.forEach((cell, index) => {
          const original = cells[index]!;
          expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        });
      }),
    );
  });

  it("writes one row per lead with every column", () => {
    const row = leadToCsv(
      storedLead({
        kind: "question",
        data: {
          name: "=cmd|' /C calc'!A0",
          email: "a@b.co",
          generalQuestions: "General Questions",
          questions: "x\ny",
        },
        createdAt: new Date("2026-01-02T03:04:05.000Z"),
      }),
    );
    const [cells] = parseCsv(row);
    expect(cells).toHaveLength(CSV_COLUMNS.length);
    const get = (column: string) => cells![CSV_COLUMNS.indexOf(column)];
    expect(get("name")).toBe("'=cmd|' /C calc'!A0");
    expect(get("questions")).toBe("x\ny");
    // India's time, as the header says: 03:04:05 UTC is 08:34:05 IST.
    expect(get("created_at_ist")).toBe("2026-01-02 08:34:05");
    expect(CSV_COLUMNS.filter((column) => column.endsWith("_at"))).toEqual([]);
    expect(get("flagged")).toBe("no");
    expect(get("subject")).toBe("");
  });

  it("writes every time in India's time, and names the day by India's calendar", () => {
    // A ticket reported at 04:46 on 2 December in Surat is 23:16 on 1 December in UTC.
    const reported = new Date("2026-12-01T23:16:01Z");
    expect(csvTime(reported)).toBe("2026-12-02 04:46:01");
    expect(csvDay(reported)).toBe("2026-12-02");
    expect(csvTime(null)).toBe("");
    expect(csvTime(new Date("2026-06-30T18:29:59.999Z"))).toBe("2026-06-30 23:59:59");
  });
});
