/** Per-form texts: button labels (SPEC 2.10, 4) and outcome messages (SPEC 8). No zod here. */
import type { LeadKind } from "../../contracts/leads.ts";

export interface FormTexts {
  /** The submit button's idle text. */
  submit: string;
  /** The submit button's text while the request is in flight. */
  busy: string;
  success: string;
  /** Shown when the server sends no message of its own. */
  failure: string;
  /** The form's accessible name when no heading labels it. */
  label: string;
}

/** SPEC 2.10, 4 and 8 (the newsletter's texts are ours; the API's no-JS pages use the same ones). */
export const FORM_TEXTS: Readonly<Record<LeadKind, FormTexts>> = {
  appointment: {
    submit: "BOOK NOW",
    busy: "Submitting...",
    success: "Appointment scheduled successfully!",
    failure: "Failed to schedule appointment. Please try again.",
    label: "Book an appointment",
  },
  webInquiry: {
    submit: "SEND MESSAGE",
    busy: "Sending...",
    success: "Message sent successfully!",
    failure: "Failed to send message. Please try again.",
    label: "Send us a message",
  },
  question: {
    submit: "SUBMIT QUESTION",
    busy: "Submitting...",
    success: "Question submitted successfully!",
    failure: "Failed to submit question. Please try again.",
    label: "Ask your question",
  },
  newsletter: {
    submit: "SUBSCRIBE",
    busy: "Subscribing...",
    success: "Thank you for subscribing!",
    failure: "Failed to subscribe. Please try again.",
    label: "Subscribe to our newsletter",
  },
};
