/**
 * The AMC covers' names in each language: the form's cards show them, and the inbox and the
 * company's notification show the English one instead of the stored code.
 */
import { m } from "../../../messages/compiled/messages.js";
import type { AmcCover } from "../amc-quote-fields.ts";
import type { Message } from "./texts.ts";

export const AMC_COVER_NAMES: Readonly<Record<AmcCover, Message>> = {
  comprehensive: m.amc_cover_comprehensive,
  "semi-comprehensive": m.amc_cover_semi_comprehensive,
  "non-comprehensive": m.amc_cover_non_comprehensive,
};
