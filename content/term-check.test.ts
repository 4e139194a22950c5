/**
 * The term base's check (term-check.ts): it refuses a word the base replaces, the spelling it does
 * not write, an English word left in a Gujarati or Hindi text (full-width letters too), a letter of
 * another script, an invisible character and a figure in the script's digits, naming the file and
 * the key; it lets names, placeholders, allowed abbreviations and the joiners the scripts need
 * pass; it finds where a translation's figures, addresses, links and pictures differ from its
 * English; every text of the site passes it; and no file holds Gujarati or Hindi texts it does
 * not read.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  characterName,
  check,
  checkAll,
  describe as describeFinding,
  mismatches,
  readTexts,
  spellingList,
  termTable,
  textFiles,
} from "./term-check.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A checkout of its own holding `files`, for the check to read. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "term-check-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("the term check", () => {
  it("refuses a forbidden term, the other spelling of a pair and an English word, naming the file and the key", async () => {
    const dir = fixture({
      "messages/hi.json": JSON.stringify({
        $schema: "https://inlang.com/schema/inlang-message-format",
        trapped_advice: "लिफ्ट की कार में काफ़ी हवा है।",
        track_intro: "हमारी टीम जांच करती है, फिर जाँच की रिपोर्ट भेजती है।",
        track_call: "Please {phone} पर कॉल करें।",
      }),
      "content/blogs/gu/1.md": "---\ntitle: લિફ્ટની કારમાં શું તપાસીએ\n---\n\nદરેક ઓફિસમાં\n",
    });
    const findings = [
      ...(await readTexts(dir, "messages/hi.json")),
      ...(await readTexts(dir, "content/blogs/gu/1.md")),
    ].flatMap(check);
    const summary = findings.map(({ file, key, kind, found }) => ({ file, key, kind, found }));
    expect(summary).toEqual([
      { file: "messages/hi.json", key: "trapped_advice", kind: "term", found: "कार" },
      { file: "messages/hi.json", key: "track_intro", kind: "spelling", found: "जांच" },
      { file: "messages/hi.json", key: "track_call", kind: "latin", found: "Please" },
      { file: "content/blogs/gu/1.md", key: "title", kind: "term", found: "કારમાં" },
      { file: "content/blogs/gu/1.md", key: "line 5", kind: "spelling", found: "ઓફિસ" },
    ]);
    // Each finding says what to write instead.
    expect(describeFinding(findings[0]!)).toBe(
      'messages/hi.json › trapped_advice (hi): word the term base replaces "कार"; use केबिन',
    );
    expect(findings[1]!.use).toMatch(/^जाँच/);
    expect(describeFinding(findings[2]!)).toContain(
      'messages/hi.json › track_call (hi): English word "Please"',
    );
  });

  it("reads { en, gu, hi } records and content translations by their keys", async () => {
    const dir = fixture({
      "contracts/texts.ts": `export const TEXTS = { en: { call: "Call" }, gu: { call: "કૉલ કરો {phone}" }, hi: { call: "कॉल करें {phone}" } };`,
      "content/locales/gu/things.ts": `export const things = [{ name: "કાર" }];`,
    });
    expect(await readTexts(dir, "contracts/texts.ts")).toEqual([
      { file: "contracts/texts.ts", key: "TEXTS.gu.call", language: "gu", text: "કૉલ કરો {phone}" },
      { file: "contracts/texts.ts", key: "TEXTS.hi.call", language: "hi", text: "कॉल करें {phone}" },
    ]);
    const [thing] = await readTexts(dir, "content/locales/gu/things.ts");
    expect(thing).toMatchObject({ key: "things[0].name", language: "gu" });
    expect(check(thing!).map((finding) => finding.use)).toEqual(["કેબિન"]);
  });

  it("lets names, placeholders, allowed abbreviations and a car lift pass", () => {
    const text = (language: "gu" | "hi", value: string) => ({ file: "x", key: "k", language, text: value });
    expect(
      check(
        text("gu", "Urdhva Elevatorsની AMC, {phone} પર કૉલ કરો; બેઝમેન્ટની કાર લિફ્ટ, Formonic Imperia કેબિન"),
      ),
    ).toEqual([]);
    expect(check(text("hi", "नौकरी के लिए आवेदन: [position], ईमेल name@example.com, कार पार्किंग लिफ्ट"))).toEqual(
      [],
    );
    expect(check(text("gu", "આ કારણે"))).toEqual([]);
  });

  it("refuses invisible characters but the joiners, another script's letters, native digits and full-width English", () => {
    const found = (value: string) =>
      check({ file: "x", key: "k", language: "gu", text: value }).map(({ kind, found, after }) => ({
        kind,
        found,
        ...(after === undefined ? {} : { after }),
      }));
    for (const character of [
      "\u200B",
      "\u200E",
      "\u200F",
      "\u061C",
      "\uFEFF",
      "\u00AD",
      "\u202E",
      "\u2066",
      "\u0007",
    ])
      expect(found(`ગ્રાહકોના ${character}પ્રશ્નો`), characterName(character)).toEqual([
        { kind: "invisible", found: character, after: "ગ્રાહકોના" },
      ]);
    // ZWJ and ZWNJ shape Gujarati and Devanagari letters; a word joiner follows a speed's slash.
    expect(found("ર\u200D્ ક\u200Cષ 1.0 મીટર/\u2060સેકન્ડ\r\n\tલિફ્ટ")).toEqual([]);
    expect(found("\u200Bલિફ્ટ\u200B")).toEqual([{ kind: "invisible", found: "\u200B", after: "" }]);
    expect(characterName("\u200B")).toBe("the zero-width space (U+200B)");
    expect(characterName("\u2063")).toBe("an invisible formatting character (U+2063)");
    expect(found("ગ્રાहक")).toEqual([{ kind: "script", found: "ह" }]);
    expect(found("૨૫ વ્યક્તિ, १,५०० કિગ્રા")).toEqual([
      { kind: "digits", found: "૨૫" },
      { kind: "digits", found: "१,५००" },
    ]);
    expect(check({ file: "x", key: "k", language: "gu", text: "૨૫" })[0]?.use).toBe("25");
    // Read as NFKC normalises it: full-width Latin is the English word it spells.
    expect(found("લિફ્ટની ｓｅｒｖｉｃｅ")).toEqual([{ kind: "latin", found: "service" }]);
  });

  it("finds where a translation's figures, addresses, links and pictures differ from its English", () => {
    expect(mismatches("13 persons / 884 kg", "25 વ્યક્તિ / 1700 કિગ્રા")).toEqual([
      { kind: "figures", english: ["13", "884"], translation: ["25", "1700"] },
    ]);
    expect(mismatches("14 paid holidays", "પગાર સાથે 40 રજાઓ")).toEqual([
      { kind: "figures", english: ["14"], translation: ["40"] },
    ]);
    expect(mismatches("How often?", "12345")).toEqual([
      { kind: "figures", english: [], translation: ["12345"] },
    ]);
    // The same figures in any order and form: separators, decimals, the script's digits by value.
    expect(
      mismatches("a 24/7 line, 1,500 × 2,400 mm, 2.50 m", "7 દિવસ, 24 કલાક; 1500 × ૨,૪૦૦ મિમી, 2.5 મી"),
    ).toEqual([]);
    expect(mismatches("twice 5 and 5", "5")).toEqual([{ kind: "figures", english: ["5"], translation: [] }]);
    expect(
      mismatches(
        "Call us on +91 98250 12345 or write to info@urdhva.example (https://urdhva.example/contact).",
        "+91 98250 12345 પર કૉલ કરો, INFO@urdhva.example પર લખો (https://urdhva.example/contact).",
      ),
    ).toEqual([]);
    expect(
      mismatches(
        "Call us any time.",
        "98765 43210 પર અથવા hacker@evil.example, https://evil.example/x. અને www.evil.example પર",
      ),
    ).toEqual([
      { kind: "figures", english: [], translation: ["98765", "43210"] },
      {
        kind: "addresses",
        english: [],
        translation: ["hacker@evil.example", "https://evil.example/x", "www.evil.example"],
      },
    ]);
    const english =
      "Read [the guide](/blog-detail/2), then [call us](/contact-us).\n\n![A lift](/images/a.svg)";
    expect(
      mismatches(
        english,
        "[અમને કૉલ કરો](/contact-us), [માર્ગદર્શિકા](/blog-detail/2)\n\n![લિફ્ટ](/images/a.svg)",
      ),
    ).toEqual([]);
    expect(
      mismatches(
        english,
        "[માર્ગદર્શિકા](/blog-detail/2), [અમને](https://example.org/x) [અહીં](https://example.org/y)\n\n![ચિત્ર](/images/not-there.svg)",
      ),
    ).toEqual([
      {
        kind: "links",
        english: ["/contact-us"],
        translation: ["https://example.org/x", "https://example.org/y"],
      },
      { kind: "pictures", english: ["/images/a.svg"], translation: ["/images/not-there.svg"] },
    ]);
  });

  it("finds nothing in the site's Gujarati and Hindi texts", async () => {
    const findings = await checkAll(root);
    expect(findings.map(describeFinding)).toEqual([]);
  });
});

/**
 * Source files outside the ones the check reads that may hold Gujarati or Devanagari letters in
 * code: the languages' own names, and the term base and its check.
 */
const NAMES_ONLY = new Set(["contracts/locales.ts", "content/term-base.ts", "content/term-check.ts"]);
const GUJARATI_OR_DEVANAGARI = /[\u0900-\u097F\u0A80-\u0AFF]/;
const COMMENT = /^\s*(?:\/\/|\/\*\*?|\*)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    // Test support (server/testing) holds typed input, like the tests themselves, not texts to read.
    if (name === "node_modules" || name === "paraglide" || path === join("server", "testing")) return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|json|md)$/.test(name) && !/\.(test|e2e)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("docs/translations.md", () => {
  it("shows the term base as it is (generated from content/term-base.ts, never a second copy)", () => {
    const doc = readFileSync(join(root, "docs/translations.md"), "utf8");
    const shown = doc.slice(
      doc.indexOf("<!-- term-base:start -->\n") + 25,
      doc.indexOf("\n<!-- term-base:end -->"),
    );
    expect(shown).toBe(`${termTable()}\n\n${spellingList()}`);
  });
});

describe("where the texts live", () => {
  it("the check reads every source file holding Gujarati or Hindi texts", () => {
    const read = new Set(textFiles(root));
    const unread = ["app", "content", "contracts", "server", "messages"]
      .flatMap(sourceFiles)
      .map((path) => relative(root, join(root, path)))
      .filter((path) => !read.has(path) && !NAMES_ONLY.has(path))
      .filter((path) =>
        readFileSync(join(root, path), "utf8")
          .split("\n")
          .some((line) => GUJARATI_OR_DEVANAGARI.test(line) && !COMMENT.test(line)),
      );
    expect(unread).toEqual([]);
  });
});
