/**
 * The state machine of a lead form: idle -> loading -> success | error (SPEC 4).
 *
 * The inputs are uncontrolled, so the prerendered form works before hydration and without
 * JavaScript (a native POST to the API), keeps what the visitor typed on error, and resets to its
 * default values (category Individual) with the browser's own `form.reset()` on success.
 * Errors show on submit and, after a first attempt, follow every change the visitor makes.
 */
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors, LeadKind } from "../../contracts/leads.ts";
import {
  FORM_TEXTS,
  newIdempotencyKey,
  type SendOptions,
  sendLead,
  type Values,
  validateLead,
} from "./lead-client.ts";

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
}

export interface LeadFormOptions {
  /** For tests: a stand-in for `fetch` and a shorter timeout. */
  send?: Pick<SendOptions, "fetchImpl" | "timeoutMs">;
}

function readValues(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

function isFocusable(element: Element): element is HTMLElement & { name: string } {
  return element instanceof HTMLElement && "name" in element && typeof element.name === "string";
}

export function useLeadForm(kind: LeadKind, options: LeadFormOptions = {}): LeadForm {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<LeadFormState>({ status: "idle", message: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Bumped whenever focus should move to the first invalid field once it has rendered. */
  const [focusRequest, setFocusRequest] = useState(0);
  const attempted = useRef(false);
  const inFlight = useRef(false);
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
      (element) => isFocusable(element) && element.getAttribute("aria-invalid") === "true",
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

  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      if (!attempted.current) return;
      const form = event.currentTarget;
      const result = validateLead(kind, readValues(form));
      setErrors(result.ok ? {} : result.errors);
    },
    [kind],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (inFlight.current) return;
      attempted.current = true;
      const result = validateLead(kind, readValues(form));
      if (!result.ok) {
        setErrors(result.errors);
        setState({ status: "idle", message: "" });
        setFocusRequest((count) => count + 1);
        return;
      }
      setErrors({});
      const body = JSON.stringify(result.payload);
      if (idempotency.current?.body !== body) idempotency.current = { key: newIdempotencyKey(), body };
      const submitter = (event.nativeEvent as SubmitEvent).submitter;

      inFlight.current = true;
      setState({ status: "loading", message: "" });
      void sendLead(kind, result.payload, { ...send, idempotencyKey: idempotency.current.key }).then(
        (outcome) => {
          inFlight.current = false;
          // Disabling the focused submit button drops focus to <body>; it goes back once enabled
          // (unless focus moves to a field the server found invalid).
          const fieldErrors = outcome.ok ? undefined : outcome.errors;
          returnFocus.current = !fieldErrors && submitter instanceof HTMLElement ? submitter : null;
          if (outcome.ok) {
            form.reset();
            attempted.current = false;
            idempotency.current = null;
            setErrors({});
            setState({ status: "success", message: FORM_TEXTS[kind].success });
            return;
          }
          if (fieldErrors) {
            setErrors(fieldErrors);
            setFocusRequest((count) => count + 1);
          }
          setState({ status: "error", message: outcome.message });
        },
      );
    },
    [kind, send],
  );

  return { kind, formRef, status: state.status, message: state.message, errors, onSubmit, onChange };
}
