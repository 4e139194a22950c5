/**
 * Stored text on an operator's terminal. Names, emails, searches and error texts come from
 * visitors, staff and mail servers; printed raw, an ESC sequence in one of them can clear the
 * screen, move the cursor over earlier lines, retitle the window, or a line break can forge an
 * audit line. Every value the CLI prints from storage goes through `printable`, which shows such
 * characters as escapes (`\x1b`, `\n`, `\u202e`) instead of letting the terminal act on them.
 *
 * Everything else, non-Latin scripts and emoji included, is printed as it is. A backslash is left
 * alone, so text that needs no escaping reads exactly as typed.
 */

/**
 * What a terminal acts on instead of showing: C0 controls (ESC, BEL, CR, LF, tab…), DEL, C1
 * controls (U+009B is a one-character CSI on some terminals), the line and paragraph separators,
 * and the bidirectional formatting characters that reorder the text after them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function escaped(char: string): string {
  const code = char.charCodeAt(0);
  return (
    NAMED[char] ??
    (code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`)
  );
}

/** `text` with every character a terminal would act on shown as an escape. */
export function printable(text: string): string {
  return text.replace(UNSAFE, escaped);
}
