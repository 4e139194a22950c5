/**
 * Reads every Gujarati and Hindi text of the site against the term base (content/term-base.ts):
 * a word it says not to use, a spelling it says not to write, and a Latin-script word outside
 * the names, units and abbreviations it allows. Each finding names the file, the text's key and
 * what to write instead. Run by `npm run terms` (in `npm run validate`) and by term-check.test.ts.
 *
 * Where the texts live (docs/translations.md): the message files, the content translations, the
 * privacy and service desk texts kept in { en, gu, hi } records, and the blog articles.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { KEPT_NAMES } from "./locales/kept-names.ts";
import { ALLOWED_LATIN, type Avoid, type Language, SPELLINGS, type Spelling, TERMS } from "./term-base.ts";

export const LANGUAGES: readonly Language[] = ["gu", "hi"];

/** One text: the file it is written in, its key there, its language. */
export interface Text {
  readonly file: string;
  readonly key: string;
  readonly language: Language;
  readonly text: string;
}

export interface Finding {
  readonly file: string;
  readonly key: string;
  readonly language: Language;
  readonly kind: "term" | "spelling" | "latin";
  /** What the text has. */
  readonly found: string;
  /** What to write instead. */
  readonly use: string;
}

/** The files that hold { en, gu, hi } records. */
const RECORD_FILES = ["content/privacy-notice.ts"];

const listed = (root: string, folder: string, extension: string) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension) && !name.endsWith(`.test${extension}`))
    .sort()
    .map((name) => `${folder}/${name}`);

/** Every file that holds Gujarati or Hindi texts, relative to `root`. */
export function textFiles(root: string): string[] {
  return [
    ...LANGUAGES.map((language) => `messages/${language}.json`),
    ...LANGUAGES.flatMap((language) => listed(root, `content/locales/${language}`, ".ts")),
    ...RECORD_FILES,
    ...LANGUAGES.flatMap((language) => listed(root, `content/blogs/${language}`, ".md")),
  ];
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Every string under `value`, with its path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/** The Gujarati and Hindi strings of a { en, gu, hi } record, wherever they sit under `value`. */
function recordStrings(value: unknown, path: string): [Language, string, string][] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  if ("en" in record && LANGUAGES.some((language) => language in record))
    return LANGUAGES.flatMap((language) =>
      strings(record[language], `${path}.${language}`).map(([key, text]): [Language, string, string] => [
        language,
        key,
        text,
      ]),
    );
  return Object.entries(record).flatMap(([key, item]) => recordStrings(item, path ? `${path}.${key}` : key));
}

/** The texts of one file (`file` relative to `root`): a message file, a content module, a record file or an article. */
export async function readTexts(root: string, file: string): Promise<Text[]> {
  const path = resolve(root, file);
  if (file.endsWith(".json")) {
    const language = basename(file, ".json");
    if (!isLanguage(language)) return [];
    const messages: Record<string, unknown> = JSON.parse(readFileSync(path, "utf8"));
    return Object.entries(messages)
      .filter(([key, text]) => key !== "$schema" && typeof text === "string")
      .map(([key, text]) => ({ file, key, language, text: text as string }));
  }
  if (file.endsWith(".md")) {
    const language = basename(dirname(file));
    if (!isLanguage(language)) return [];
    const lines = readFileSync(path, "utf8").split("\n");
    const end = lines[0] === "---" ? lines.indexOf("---", 1) : -1;
    return lines.flatMap((line, index) => {
      if (line.trim() === "" || line === "---") return [];
      if (index < end) {
        const field = /^(\w+):\s*(.*)$/.exec(line);
        return field?.[1] && field[2] !== undefined
          ? [{ file, key: field[1], language, text: field[2] }]
          : [];
      }
      return [{ file, key: `line ${index + 1}`, language, text: line }];
    });
  }
  const module: Record<string, unknown> = await import(pathToFileURL(path).href);
  const folder = basename(dirname(file));
  if (isLanguage(folder))
    return Object.entries(module).flatMap(([name, value]) =>
      strings(value, name).map(([key, text]) => ({ file, key, language: folder, text })),
    );
  return Object.entries(module).flatMap(([name, value]) =>
    recordStrings(value, name).map(([language, key, text]) => ({ file, key, language, text })),
  );
}

/** Every Gujarati and Hindi text of the site. */
export async function allTexts(root: string): Promise<Text[]> {
  const files = textFiles(root);
  return (await Promise.all(files.map((file) => readTexts(root, file)))).flat();
}

// --- Matching -------------------------------------------------------------------------------

const LETTER = "[\\p{L}\\p{M}]";
/** Endings Gujarati attaches to a word, and Hindi's plural endings. */
const ENDINGS: Readonly<Record<Language, string>> = {
  gu: "માંથી|ના|ની|નું|નો|નાં|ને|માં|થી|એ",
  hi: "ों|ें|े|ी",
};
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function wordPattern(word: string, language: Language, except: readonly string[] = []): RegExp {
  const after = except.length ? `(?!\\s*-?(?:${except.map(literal).join("|")}))` : "";
  return new RegExp(`(?<!${LETTER})${literal(word)}(?:${ENDINGS[language]})?(?!${LETTER})${after}`, "gu");
}

interface Rule {
  readonly kind: "term" | "spelling";
  readonly pattern: RegExp;
  readonly use: string;
}

function avoidRule(avoid: Avoid, language: Language, use: string): Rule {
  if (typeof avoid === "string") return { kind: "term", pattern: wordPattern(avoid, language), use };
  if ("word" in avoid) return { kind: "term", pattern: wordPattern(avoid.word, language, avoid.except), use };
  return { kind: "term", pattern: new RegExp(avoid.pattern, "gu"), use: `${use} (not ${avoid.why})` };
}

function spellingRule(spelling: Spelling, language: Language): Rule {
  const use = `${spelling.use} (${spelling.why})`;
  if (spelling.match === "pattern")
    return { kind: "spelling", pattern: new RegExp(spelling.avoid, "gu"), use };
  if (spelling.match === "word")
    return { kind: "spelling", pattern: wordPattern(spelling.avoid, language), use };
  // Not followed by a nukta: "दस्तावेज" is refused, "दस्तावेज़" is not.
  return {
    kind: "spelling",
    pattern: new RegExp(`(?<!${LETTER})${literal(spelling.avoid)}(?!\u093C)`, "gu"),
    use,
  };
}

const RULES: Readonly<Record<Language, readonly Rule[]>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    [
      ...TERMS.flatMap((term) =>
        (term[language].avoid ?? []).map((avoid) => avoidRule(avoid, language, term[language].use)),
      ),
      ...SPELLINGS[language].map((spelling) => spellingRule(spelling, language)),
    ],
  ]),
) as Record<Language, Rule[]>;

/** Names and allowed words of several words or with signs, removed before the words are read. */
const KEPT_PHRASES = [...KEPT_NAMES, ...ALLOWED_LATIN]
  .filter((name) => /[^A-Za-z0-9]/.test(name))
  .sort((a, b) => b.length - a.length);
const ALLOWED_WORDS = new Set([...KEPT_NAMES, ...ALLOWED_LATIN].flatMap((name) => name.split(/\s+/)));

/** The text as a reader sees it: no placeholders ({name}, [position]), web or email addresses, link targets or names kept as they are. */
function readable(text: string): string {
  let result = text
    .replace(/\{\w+\}|\[\w+\]/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  for (const phrase of KEPT_PHRASES) result = result.split(phrase).join(" ");
  return result;
}

const LATIN_WORD = /[A-Za-z](?:[A-Za-z0-9&]|\.(?=[A-Za-z]))*\.?/g;

/** What is wrong with one text: words and spellings the term base refuses, and Latin words it does not allow. */
export function check(text: Text): Finding[] {
  const findings: Finding[] = [];
  const at = { file: text.file, key: text.key, language: text.language };
  for (const rule of RULES[text.language]) {
    for (const match of text.text.matchAll(rule.pattern))
      findings.push({ ...at, kind: rule.kind, found: match[0], use: rule.use });
  }
  for (const match of readable(text.text).matchAll(LATIN_WORD)) {
    const word = match[0];
    if (ALLOWED_WORDS.has(word) || ALLOWED_WORDS.has(word.replace(/\.$/, ""))) continue;
    findings.push({
      ...at,
      kind: "latin",
      found: word,
      use: "the word in the script, or an allowed name or abbreviation (ALLOWED_LATIN in content/term-base.ts)",
    });
  }
  return findings;
}

/** A finding as one line: where, what, and what to write instead. */
export function describe(finding: Finding): string {
  const what = { term: "word the term base replaces", spelling: "spelling", latin: "English word" }[
    finding.kind
  ];
  return `${finding.file} › ${finding.key} (${finding.language}): ${what} "${finding.found}"; use ${finding.use}`;
}

/** Every finding in every text under `root`. */
export async function checkAll(root: string): Promise<Finding[]> {
  return (await allTexts(root)).flatMap(check);
}

// --- The table docs/translations.md shows --------------------------------------------------------

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const avoidText = (avoid: Avoid): string =>
  typeof avoid === "string"
    ? avoid
    : "word" in avoid
      ? `${avoid.word} (but ${avoid.except?.map((after) => `${avoid.word} ${after}`).join(", ")})`
      : avoid.why;
const choiceText = (choice: { use: string; avoid?: readonly Avoid[] }) =>
  choice.avoid?.length ? `${choice.use}; not ${choice.avoid.map(avoidText).join(", ")}` : choice.use;

/** The term base as the Markdown table docs/translations.md shows (term-check.test.ts keeps the two the same). */
export function termTable(): string {
  const rows = TERMS.map(
    (term) =>
      `| ${cell(term.en)} | ${cell(choiceText(term.gu))} | ${cell(choiceText(term.hi))} | ${cell(term.note ?? "")} |`,
  );
  return ["| English | Gujarati | Hindi | Note |", "|---|---|---|---|", ...rows].join("\n");
}

/** The spelling rules as the Markdown list docs/translations.md shows. */
export function spellingList(): string {
  return LANGUAGES.flatMap((language) => {
    const byWhy = new Map<string, string[]>();
    for (const spelling of SPELLINGS[language]) {
      const shown = spelling.match === "pattern" ? spelling.use : `${spelling.use} (not ${spelling.avoid})`;
      byWhy.set(spelling.why, [...(byWhy.get(spelling.why) ?? []), shown]);
    }
    const name = language === "gu" ? "Gujarati" : "Hindi";
    return [...byWhy].map(([why, words]) => `- ${name}, ${why}: ${words.join(", ")}`);
  }).join("\n");
}
