/** A lead form of one kind: the sending form's state machine (useSendingForm.ts) over lead-client.ts. */
import { useCallback } from "react";
import type { FormTexts } from "../../contracts/leads/form-texts/texts.ts";
import type { LeadKind } from "../../contracts/leads/forms.ts";
import type { Locale } from "../../contracts/locales.ts";
import {
  type FormClient,
  type LeadFormOptions,
  loadOnce,
  type SendingForm,
  useSendingForm,
} from "./useSendingForm.ts";

export type { LeadFormInitial, LeadFormOptions, LeadFormStatus } from "./useSendingForm.ts";

/** Loads lead-client.ts once. */
export const loadLeadClient = loadOnce(() => import("./lead-client.ts"));

export interface LeadForm extends SendingForm {
  kind: LeadKind;
}

/**
 * The form of `kind` on a page in `locale`, with the form's own `texts` (form-texts/): its success
 * and failure texts and its messages are in that language.
 */
export function useLeadForm(
  kind: LeadKind,
  texts: FormTexts,
  locale: Locale,
  options: LeadFormOptions = {},
): LeadForm {
  const load = useCallback(
    () => loadLeadClient().then((lead): FormClient => lead.leadClient(kind, texts.failure)),
    [kind, texts],
  );
  const success = useCallback(() => texts.success({}, { locale }), [texts, locale]);
  return { kind, ...useSendingForm(load, success, locale, { draft: kind, ...options }) };
}
