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

/** What `readHiddenLine` needs of a terminal's input: raw mode, and its keys as data. */
export interface TerminalInput extends NodeJS.EventEmitter {
  setRawMode(raw: boolean): unknown;
  resume(): unknown;
  pause(): unknown;
}

/** Ctrl-C or Ctrl-D at the prompt: the operator gave up. */
export class InputAborted extends Error {}

/**
 * Asks for a secret on a terminal: writes `prompt` to `output`, turns echo off (raw mode), and
 * reads keys up to Enter, with Backspace working. Ctrl-C and Ctrl-D abort (InputAborted). Nothing
 * typed is shown or kept in the shell's history.
 */
export function readHiddenLine(
  prompt: string,
  input: TerminalInput,
  output: NodeJS.WritableStream,
): Promise<string> {
  output.write(prompt);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let line = "";
    const finish = (end: () => void) => {
      input.removeListener("data", onData);
      input.setRawMode(false);
      input.pause();
      output.write("\n");
      end();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === "\r" || char === "\n") return finish(() => resolve(line));
        if (char === "\u0003" || char === "\u0004")
          return finish(() => reject(new InputAborted("Cancelled.")));
        if (char === "\u007f" || char === "\b") line = Array.from(line).slice(0, -1).join("");
        else line += char;
      }
    };
    input.on("data", onData);
  });
}
