/**
 * Reads every Gujarati and Hindi text of the site against the term base (content/term-base.ts):
 * a word it says not to use, a spelling it says not to write, and a Latin-script word outside
 * the names, units and abbreviations it allows; and against how the site writes: no letter of
 * another script, no invisible character (but the joiners the scripts need), digits 0-9. Each
 * finding names the file, the text's key and what to write instead. Run by `npm run terms` (in
 * `npm run validate`), by term-check.test.ts, and on every translation the content editor saves
 * (server/content/documents.ts), which also compares each text with its English (`mismatches`):
 * the same figures, no email or web address the English does not have, the same links and pictures.
 *
 * Where the texts live (docs/translations.md): the message files, the content translations, the
 * privacy and service desk texts kept in { en, gu, hi } records, and the blog articles.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { NATIVE_DIGITS, westernDigits } from "../contracts/digits.ts";
import { LOCALE_SCRIPTS } from "../contracts/locales.ts";
import { markdownTargets } from "../contracts/markdown.ts";
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
  readonly kind: "term" | "spelling" | "latin" | "script" | "invisible" | "digits";
  /** What the text has (an invisible character: the character itself, see characterName). */
  readonly found: string;
  /** What to write instead. */
  readonly use: string;
  /** Where an invisible character is: the words before it on its line ("" at the start). */
  readonly after?: string;
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

/** A Markdown link's or picture's target: `](/contact-us)`. */
const LINK_TARGET = /\]\([^)]*\)/g;
/**
 * An email address, or a web address (http://, https://, www.) up to a character no address has
 * (a space, a bracket, a quote, a letter of another script); its end loses a sentence's punctuation.
 */
const ADDRESS =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)[\w\-.~:/?#@!$&*+,;=%]*[\w\-~/#@$&*+=%]/giu;

/** The text without its link targets and addresses, which are no words (`mismatches` compares them). */
const withoutAddresses = (text: string) => text.replace(LINK_TARGET, "] ").replace(ADDRESS, " ");

/** The text as a reader sees it: no web or email addresses, link targets, placeholders ({name}, [position]) or names kept as they are. */
function readable(text: string): string {
  let result = withoutAddresses(text).replace(/\{\w+\}|\[\w+\]/g, " ");
  for (const phrase of KEPT_PHRASES) result = result.split(phrase).join(" ");
  return result;
}

const LATIN_WORD = /[A-Za-z](?:[A-Za-z0-9&]|\.(?=[A-Za-z]))*\.?/g;

// --- Characters ----------------------------------------------------------------------------

/**
 * The invisible characters a text may not hold: control and formatting characters (a zero-width
 * space, a mark or override that reorders the text, a soft hyphen, a byte order mark…). Not the
 * joiners Gujarati and Devanagari need (ZWNJ U+200C, ZWJ U+200D), the word joiner the term base
 * puts after a unit's slash (U+2060), emoji's variation selectors, line breaks and tabs.
 */
const INVISIBLE =
  /(?!\u200C|\u200D|[\uFE00-\uFE0F]|[\t\n\r\u2060])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;

const INVISIBLE_NAMES: Readonly<Record<string, string>> = {
  "\u00AD": "the soft hyphen",
  "\u061C": "the Arabic letter mark",
  "\u180E": "the Mongolian vowel separator",
  "\u200B": "the zero-width space",
  "\u200E": "the left-to-right mark",
  "\u200F": "the right-to-left mark",
  "\u2028": "the line separator",
  "\u2029": "the paragraph separator",
  "\u202A": "the left-to-right embedding",
  "\u202B": "the right-to-left embedding",
  "\u202C": "the pop directional formatting",
  "\u202D": "the left-to-right override",
  "\u202E": "the right-to-left override",
  "\u2066": "the left-to-right isolate",
  "\u2067": "the right-to-left isolate",
  "\u2068": "the first strong isolate",
  "\u2069": "the pop directional isolate",
  "\uFEFF": "the byte order mark (zero-width no-break space)",
};

/** An invisible character in words: "the zero-width space (U+200B)". */
export function characterName(character: string): string {
  const code = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
  const name =
    INVISIBLE_NAMES[character] ??
    (/\p{Cc}/u.test(character) ? "a control character" : "an invisible formatting character");
  return `${name} (U+${code})`;
}

/** Whether an invisible character reorders the text around it (a bidirectional control). */
export const reordersText = (character: string) => /\p{Bidi_Control}/u.test(character);

/** The words before `index` on its line, as a reader sees them: where an invisible character is. */
function wordsBefore(text: string, index: number): string {
  const line = text.slice(0, index).split("\n").at(-1) ?? "";
  const words = line.replace(INVISIBLE, "").trim().split(/\s+/).slice(-2).join(" ");
  return words.length > 30 ? `…${words.slice(-30)}` : words;
}

/** Letters that are neither Latin (the term base judges those) nor common to every script. */
const NON_LATIN_LETTER = /(?![\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}])\p{L}/gu;

/** A figure written in Gujarati or Devanagari digits ("૨૫", "१,५००"). */
const NATIVE_FIGURE = new RegExp(`${NATIVE_DIGITS}+(?:[.,]${NATIVE_DIGITS}+)*`, "gu");

/**
 * How the text is written: each invisible character (once, where it first is), the first letter
 * of another script, and each figure written in the script's digits (the term base: 0-9 always).
 */
function characterFindings(text: Text, normalized: string): Finding[] {
  const at = { file: text.file, key: text.key, language: text.language };
  const invisible = new Map<string, number>();
  for (const match of text.text.matchAll(INVISIBLE))
    if (!invisible.has(match[0])) invisible.set(match[0], match.index);
  const foreign = [...normalized.matchAll(NON_LATIN_LETTER)].find(
    ([letter]) => !LOCALE_SCRIPTS[text.language].test(letter),
  );
  return [
    ...[...invisible].map(
      ([character, index]): Finding => ({
        ...at,
        kind: "invisible",
        found: character,
        use: "nothing: type the text again without it",
        after: wordsBefore(text.text, index),
      }),
    ),
    ...(foreign ? [{ ...at, kind: "script" as const, found: foreign[0], use: "the text's own script" }] : []),
    ...[...normalized.matchAll(NATIVE_FIGURE)].map(
      ([figure]): Finding => ({ ...at, kind: "digits", found: figure, use: westernDigits(figure) }),
    ),
  ];
}

/**
 * What is wrong with one text: an invisible character, a letter of another script, a figure in the
 * script's digits, words and spellings the term base refuses, and Latin words it does not allow.
 * The words are read as NFKC normalises them, so full-width "ｓｅｒｖｉｃｅ" is the English "service".
 */
export function check(text: Text): Finding[] {
  const normalized = text.text.normalize("NFKC");
  const findings = characterFindings(text, normalized);
  const at = { file: text.file, key: text.key, language: text.language };
  for (const rule of RULES[text.language]) {
    for (const match of normalized.matchAll(rule.pattern))
      findings.push({ ...at, kind: rule.kind, found: match[0], use: rule.use });
  }
  for (const match of readable(normalized).matchAll(LATIN_WORD)) {
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
  const what = {
    term: "word the term base replaces",
    spelling: "spelling",
    latin: "English word",
    script: "letter of another script",
    invisible: "invisible character",
    digits: "figure in the script's digits",
  }[finding.kind];
  const found = finding.kind === "invisible" ? characterName(finding.found) : `"${finding.found}"`;
  return `${finding.file} › ${finding.key} (${finding.language}): ${what} ${found}; use ${finding.use}`;
}

/** Every finding in every text under `root`. */
export async function checkAll(root: string): Promise<Finding[]> {
  return (await allTexts(root)).flatMap(check);
}

// --- What a translation keeps of its English -------------------------------------------------

/** What a translated text writes otherwise than its English, in what only the English may change. */
export interface Mismatch {
  readonly kind: "figures" | "addresses" | "links" | "pictures";
  /** What the English has that the translation does not, as the English writes it. */
  readonly english: readonly string[];
  /** What the translation has that the English does not, as it writes it. */
  readonly translation: readonly string[];
}

/** Something a text holds, as it writes it and as it is compared ("1,500" is 1500). */
interface Held {
  readonly written: string;
  readonly value: string;
}

/** A figure: digits, with thousands separators and a decimal point ("1,500", "1,50,000", "2.5"). */
const FIGURE = new RegExp(`(?:[0-9]|${NATIVE_DIGITS})+(?:[.,](?:[0-9]|${NATIVE_DIGITS})+)*`, "gu");

/** The figures of a text, by their values: "1,500" is 1500, "2.50" is 2.5, "૨૫" is 25. */
function figures(text: string): Held[] {
  return [...withoutAddresses(text).matchAll(FIGURE)].map(([written]) => {
    const digits = westernDigits(written).replaceAll(",", "");
    const value = Number(digits);
    return { written, value: Number.isFinite(value) ? String(value) : digits };
  });
}

/** The email and web addresses a text writes (not a link's target: `markdownTargets` reads those). */
const addresses = (text: string): Held[] =>
  [...text.replace(LINK_TARGET, "] ").matchAll(ADDRESS)].map(([written]) => ({
    written,
    value: written.toLowerCase(),
  }));

const targets = (text: string, kind: "link" | "picture"): Held[] =>
  markdownTargets(text)
    .filter((target) => target.kind === kind)
    .map(({ target }) => ({ written: target, value: target }));

/** What each side holds that the other does not, each as many times as it holds it more. */
function difference(english: readonly Held[], translation: readonly Held[]) {
  const left = [...translation];
  const onlyEnglish: string[] = [];
  for (const held of english) {
    const index = left.findIndex((other) => other.value === held.value);
    if (index >= 0) left.splice(index, 1);
    else onlyEnglish.push(held.written);
  }
  return { english: onlyEnglish, translation: left.map((held) => held.written) };
}

/**
 * How a translated text differs from its English in what a translator may not change: its figures
 * (the same, as many times), an email or web address the English does not have, its links and
 * its pictures (the same targets, as many times, in any order). Both are read NFKC-normalised.
 */
export function mismatches(english: string, translation: string): Mismatch[] {
  const [source, text] = [english.normalize("NFKC"), translation.normalize("NFKC")];
  const known = new Set(addresses(source).map((held) => held.value));
  const added = addresses(text).filter((held) => !known.has(held.value));
  const found: Mismatch[] = [
    { kind: "figures", ...difference(figures(source), figures(text)) },
    { kind: "addresses", english: [], translation: [...new Set(added.map((held) => held.written))] },
    { kind: "links", ...difference(targets(source, "link"), targets(text, "link")) },
    { kind: "pictures", ...difference(targets(source, "picture"), targets(text, "picture")) },
  ];
  return found.filter((mismatch) => mismatch.english.length + mismatch.translation.length > 0);
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
