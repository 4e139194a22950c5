/** Per-kind texts the API, the server-rendered pages and the notification emails share. */
import type { LeadKind } from "../../contracts/leads.ts";

export interface KindInfo {
  /** Success message (SPEC section 8; the newsletter's is ours). */
  success: string;
  /** Failure fallback the site shows when the server gives no message (SPEC section 8). */
  failure: string;
  /** What the visitor sent, for sentences: "your appointment request". */
  noun: string;
  /** The page the no-JavaScript error page links back to when the Referer does not help. */
  backPath: string;
  /** Field labels in display order (the stored JSON may hold only some of them). */
  fields: Readonly<Record<string, string>>;
}

export const KINDS: Readonly<Record<LeadKind, KindInfo>> = {
  appointment: {
    success: "Appointment scheduled successfully!",
    failure: "Failed to schedule appointment. Please try again.",
    noun: "appointment request",
    backPath: "/#appointment",
    fields: {
      name: "Name",
      mobileNo: "Mobile number",
      email: "Email",
      jobTitle: "Job title",
      category: "Category",
      projectType: "Project type",
      timeframe: "Timeframe",
      companyName: "Company name",
      comments: "Comments",
      appointmentDate: "Preferred date",
    },
  },
  webInquiry: {
    success: "Message sent successfully!",
    failure: "Failed to send message. Please try again.",
    noun: "message",
    backPath: "/contact-us",
    fields: {
      name: "Name",
      mobileNo: "Mobile number",
      email: "Email",
      subject: "Subject",
      message: "Message",
    },
  },
  question: {
    success: "Question submitted successfully!",
    failure: "Failed to submit question. Please try again.",
    noun: "question",
    backPath: "/faq",
    fields: { name: "Name", email: "Email", generalQuestions: "Category", questions: "Question" },
  },
  newsletter: {
    success: "Thank you for subscribing!",
    failure: "Failed to subscribe. Please try again.",
    noun: "newsletter subscription",
    backPath: "/about-us",
    fields: { email: "Email" },
  },
};
