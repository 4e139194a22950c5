/**
 * Valid submissions for every lead kind, shared by the API, property, crash and outbox tests, with
 * the endpoint and the success message the API answers (from the forms table).
 */
import { LEAD_FORMS } from "../../contracts/lead-forms.ts";

const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export const VALID = {
  appointment: {
    path: LEAD_FORMS.appointment.path,
    body: {
      name: "Asha Patel",
      mobileNo: "9876543210",
      email: "asha@example.com",
      jobTitle: "DevelOtherpers",
      category: "Corporate",
      projectType: "New Construction",
      timeframe: "1-3 months",
      companyName: "Patel Builders",
      comments: "Six floors, G+5",
      appointmentDate: future,
    },
    message: LEAD_FORMS.appointment.success,
  },
  webInquiry: {
    path: LEAD_FORMS.webInquiry.path,
    body: {
      name: "Ravi",
      mobileNo: "98765 43210",
      email: "ravi@example.com",
      subject: "AMC",
      message: "Quote?",
    },
    message: LEAD_FORMS.webInquiry.success,
  },
  question: {
    path: LEAD_FORMS.question.path,
    body: {
      name: "Meera",
      email: "meera@example.com",
      generalQuestions: "General Questions",
      questions: "How often?",
    },
    message: LEAD_FORMS.question.success,
  },
  newsletter: {
    path: LEAD_FORMS.newsletter.path,
    body: { email: "news@example.com" },
    message: LEAD_FORMS.newsletter.success,
  },
} as const;
