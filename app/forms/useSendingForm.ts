/**
 * The state machine of a form that sends JSON (the lead forms, the service request):
 * idle -> loading -> success | error, over the form's own client code (validation and sending,
 * loaded on first use). `useLeadForm` (useLeadForm.ts) is it for a lead form of a kind. Free of
 * any form's texts, so a form loads only its own.
 *
 * The inputs are uncontrolled, so the prerendered form works before hydration and without
 * JavaScript (a native POST to its page), keeps what the visitor typed on error, and resets to its
 * default values (category Individual) with the browser's own `form.reset()` on success.
 * Errors show on submit and, after a first attempt, follow every change the visitor makes.
 *
 * Validation and sending (lead-client.ts, with zod) load when the visitor first focuses the form,
 * so pages do not carry them up front. Should that load fail, the form posts natively instead.
 *
 * A form with a `draft` id keeps what the visitor typed for the tab until it is sent
 * (form-draft.ts): the same page in another language and the page found again with Back start
 * with it.
 */
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../contracts/leads/schema.ts";
import type { Locale } from "../../contracts/locales.ts";
import { clearDraft, draftKey, restoreDraft, saveDraft } from "./form-draft.ts";
import type { SendOptions, SendResult, Validation, Values } from "./post-form.ts";

/** A module loaded once on first use; a failed load may be retried later. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    });
    return promise;
  };
}

/** What a form's code loaded on first use does: check the values, send them, make a key. */
export interface FormClient<Answer = undefined> {
  validate(values: Values, locale: Locale): Validation;
  send(payload: Record<string, string>, options: SendOptions): Promise<SendResult<Answer>>;
  newIdempotencyKey(): string;
}

export type LeadFormStatus = "idle" | "loading" | "success" | "error";

export interface LeadFormState<Answer = undefined> {
  status: LeadFormStatus;
  /** The success or error text shown in the form's live region. */
  message: string;
  /** What the server answered a success with, when the form reads it (the service request's ticket). */
  answer?: Answer | undefined;
}

export interface SendingForm<Answer = undefined> {
  formRef: React.RefObject<HTMLFormElement | null>;
  status: LeadFormStatus;
  message: string;
  answer: Answer | undefined;
  errors: FieldErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: ChangeEvent<HTMLFormElement>) => void;
  /** Starts loading validation as soon as the visitor reaches the form. */
  onFocus: () => void;
}

/** A form shown again after the server refused what was posted without JavaScript. */
export interface LeadFormInitial {
  /** What the visitor sent: the fields start with it. */
  values: Readonly<Values>;
  /** The server's message per field, shown next to each field. */
  errors: FieldErrors;
}

export interface LeadFormOptions {
  /** For tests: a stand-in for `fetch` and a shorter timeout. */
  send?: Pick<SendOptions, "fetchImpl" | "timeoutMs">;
  initial?: LeadFormInitial;
  /**
   * The form's id for its draft (form-draft.ts): what the visitor types is kept for the tab, in
   * any language of the page, until the form is sent. A form shown again by the server
   * (`initial`) starts with what was sent instead.
   */
  draft?: string;
  /** Told what a kept draft put back into the fields, once they hold it. */
  onRestore?: (values: Values) => void;
}

function readValues(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * A form whose code (`load`) checks and sends what the visitor entered, on a page in `locale`;
 * `success` writes the live region's text for the server's answer.
 */
export function useSendingForm<Answer = undefined>(
  load: () => Promise<FormClient<Answer>>,
  success: (answer: Answer | undefined) => string,
  locale: Locale,
  options: LeadFormOptions = {},
): SendingForm<Answer> {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<LeadFormState<Answer>>({ status: "idle", message: "" });
  const [errors, setErrors] = useState<FieldErrors>(options.initial?.errors ?? {});
  /** Bumped whenever focus should move to the first invalid field once it has rendered. */
  const [focusRequest, setFocusRequest] = useState(0);
  const client = useRef<FormClient<Answer> | null>(null);
  /** After a first attempt (here or, for a form shown again, by the server) errors follow changes. */
  const attempted = useRef(options.initial !== undefined);
  /** Set from the submit until the outcome: a second submit meanwhile does nothing. */
  const busy = useRef(false);
  /** One key per filled form: reused for a retry of the same content, renewed when it changes. */
  const idempotency = useRef<{ key: string; body: string } | null>(null);
  /** The submit button that had focus when the request started (disabling it drops focus). */
  const returnFocus = useRef<HTMLElement | null>(null);
  const send = options.send;
  const { draft } = options;
  const onRestore = useRef(options.onRestore);
  onRestore.current = options.onRestore;
  const restoresDraft = options.initial === undefined;

  // With JavaScript the form shows its own messages; without it the browser's checks still apply.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (!draft || !restoresDraft || !formRef.current) return;
    const restored = restoreDraft(formRef.current, draftKey(draft));
    if (restored) onRestore.current?.(restored);
  }, [draft, restoresDraft]);

  useEffect(() => {
    if (focusRequest === 0 || !formRef.current) return;
    const first = Array.from(formRef.current.elements).find(
      (element) => element instanceof HTMLElement && element.getAttribute("aria-invalid") === "true",
    );
    if (first instanceof HTMLElement) first.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (state.status === "loading" || !returnFocus.current) return;
    const target = returnFocus.current;
    returnFocus.current = null;
    if (document.activeElement === document.body || document.activeElement === null) {
      target.focus({ preventScroll: true });
    }
  }, [state]);

  const onFocus = useCallback(() => {
    if (client.current) return;
    load().then(
      (loaded) => {
        client.current = loaded;
      },
      () => {},
    );
  }, [load]);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      if (draft) saveDraft(event.currentTarget, draftKey(draft));
      if (!attempted.current || !client.current) return;
      const result = client.current.validate(readValues(event.currentTarget), locale);
      setErrors(result.ok ? {} : result.errors);
    },
    [locale, draft],
  );

  const submit = useCallback(
    async (form: HTMLFormElement, submitter: HTMLElement | null) => {
      let lead: FormClient<Answer>;
      try {
        lead = client.current ?? (await load());
        client.current = lead;
      } catch {
        // The validation code could not load (connection lost, or a new release replaced it):
        // the form still works as a plain POST, answered by the API's own pages.
        HTMLFormElement.prototype.submit.call(form);
        return;
      }

      attempted.current = true;
      const result = lead.validate(readValues(form), locale);
      if (!result.ok) {
        setErrors(result.errors);
        setState({ status: "idle", message: "" });
        setFocusRequest((count) => count + 1);
        return;
      }
      setErrors({});
      const body = JSON.stringify(result.payload);
      if (idempotency.current?.body !== body) {
        idempotency.current = { key: lead.newIdempotencyKey(), body };
      }

      setState({ status: "loading", message: "" });
      const outcome = await lead.send(result.payload, {
        ...send,
        idempotencyKey: idempotency.current.key,
        locale,
      });
      // Disabling the focused submit button drops focus to <body>; it goes back once enabled
      // (unless focus moves to a field the server found invalid).
      const fieldErrors = outcome.ok ? undefined : outcome.errors;
      returnFocus.current = fieldErrors ? null : submitter;
      if (outcome.ok) {
        if (draft) clearDraft(draftKey(draft));
        form.reset();
        attempted.current = false;
        idempotency.current = null;
        setErrors({});
        setState({ status: "success", message: success(outcome.answer), answer: outcome.answer });
        return;
      }
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFocusRequest((count) => count + 1);
      }
      setState({ status: "error", message: outcome.message });
    },
    [load, success, locale, send, draft],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void submit(event.currentTarget, submitter instanceof HTMLElement ? submitter : null).finally(() => {
        busy.current = false;
      });
    },
    [submit],
  );

  return {
    formRef,
    status: state.status,
    message: state.message,
    answer: state.answer,
    errors,
    onSubmit,
    onChange,
    onFocus,
  };
}
