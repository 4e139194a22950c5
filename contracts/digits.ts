/**
 * Digits as visitors type them: a phone's Gujarati or Hindi keyboard types ૦–૯ or ०–९. Plain code
 * (no zod), so the lead contracts and the lift planner's query read numbers with this one function.
 */

/** The first code point of the Gujarati and the Devanagari digits (zero); the nine others follow it. */
const NATIVE_ZEROS = [0x0ae6, 0x0966];

/** The Gujarati and the Devanagari digits, as a regular expression's character class. */
export const NATIVE_DIGITS = "[\u0AE6-\u0AEF\u0966-\u096F]";

/** Gujarati (૦–૯) and Devanagari (०–९) digits as 0–9: a phone keyboard in either script types them. */
export function westernDigits(value: string): string {
  return value.replace(new RegExp(NATIVE_DIGITS, "g"), (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = NATIVE_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}
