/**
 * The state machine of a lead form: idle -> loading -> success | error.
 *
 * The inputs are uncontrolled, so the prerendered form works before hydration and without
 * JavaScript (a native POST to the API), keeps what the visitor typed on error, and resets to its
 * default values (category Individual) with the browser's own `form.reset()` on success.
 * Errors show on submit and, after a first attempt, follow every change the visitor makes.
 *
 * Validation and sending (lead-client.ts, with zod) load when the visitor first focuses the form,
 * so pages do not carry them up front. Should that load fail, the form posts natively instead.
 */
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { LeadKind } from "../../contracts/lead-forms.ts";
import { formText } from "../../contracts/lead-texts.ts";
import type { FieldErrors } from "../../contracts/leads.ts";
import type { Locale } from "../../contracts/locales.ts";
import type { SendOptions, Values } from "./lead-client.ts";

type LeadClient = typeof import("./lead-client.ts");

let clientPromise: Promise<LeadClient> | undefined;

/** Loads lead-client.ts once; a failed load may be retried later. */
export function loadLeadClient(): Promise<LeadClient> {
  clientPromise ??= import("./lead-client.ts").catch((error: unknown) => {
    clientPromise = undefined;
    throw error;
  });
  return clientPromise;
}

export type LeadFormStatus = "idle" | "loading" | "success" | "error";

export interface LeadFormState {
  status: LeadFormStatus;
  /** The success or error text shown in the form's live region. */
  message: string;
}

export interface LeadForm {
  kind: LeadKind;
  formRef: React.RefObject<HTMLFormElement | null>;
  status: LeadFormStatus;
  message: string;
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
}

function readValues(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The form of `kind` on a page in `locale`: its messages are in that language. */
export function useLeadForm(kind: LeadKind, locale: Locale, options: LeadFormOptions = {}): LeadForm {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<LeadFormState>({ status: "idle", message: "" });
  const [errors, setErrors] = useState<FieldErrors>(options.initial?.errors ?? {});
  /** Bumped whenever focus should move to the first invalid field once it has rendered. */
  const [focusRequest, setFocusRequest] = useState(0);
  const client = useRef<LeadClient | null>(null);
  /** After a first attempt (here or, for a form shown again, by the server) errors follow changes. */
  const attempted = useRef(options.initial !== undefined);
  /** Set from the submit until the outcome: a second submit meanwhile does nothing. */
  const busy = useRef(false);
  /** One key per filled form: reused for a retry of the same content, renewed when it changes. */
  const idempotency = useRef<{ key: string; body: string } | null>(null);
  /** The submit button that had focus when the request started (disabling it drops focus). */
  const returnFocus = useRef<HTMLElement | null>(null);
  const send = options.send;

  // With JavaScript the form shows its own messages; without it the browser's checks still apply.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

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
    loadLeadClient().then(
      (loaded) => {
        client.current = loaded;
      },
      () => {},
    );
  }, []);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      if (!attempted.current || !client.current) return;
      const result = client.current.validateLead(kind, readValues(event.currentTarget), { locale });
      setErrors(result.ok ? {} : result.errors);
    },
    [kind, locale],
  );

  const submit = useCallback(
    async (form: HTMLFormElement, submitter: HTMLElement | null) => {
      let lead: LeadClient;
      try {
        lead = client.current ?? (await loadLeadClient());
        client.current = lead;
      } catch {
        // The validation code could not load (connection lost, or a new release replaced it):
        // the form still works as a plain POST, answered by the API's own pages.
        HTMLFormElement.prototype.submit.call(form);
        return;
      }

      attempted.current = true;
      const result = lead.validateLead(kind, readValues(form), { locale });
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
      const outcome = await lead.sendLead(kind, result.payload, {
        ...send,
        idempotencyKey: idempotency.current.key,
        locale,
      });
      // Disabling the focused submit button drops focus to <body>; it goes back once enabled
      // (unless focus moves to a field the server found invalid).
      const fieldErrors = outcome.ok ? undefined : outcome.errors;
      returnFocus.current = fieldErrors ? null : submitter;
      if (outcome.ok) {
        form.reset();
        attempted.current = false;
        idempotency.current = null;
        setErrors({});
        setState({ status: "success", message: formText(kind, "success", locale) });
        return;
      }
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFocusRequest((count) => count + 1);
      }
      setState({ status: "error", message: outcome.message });
    },
    [kind, locale, send],
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
    kind,
    formRef,
    status: state.status,
    message: state.message,
    errors,
    onSubmit,
    onChange,
    onFocus,
  };
}
