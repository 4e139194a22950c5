/** Valid submissions for every lead kind, shared by the API, property, crash and outbox tests. */
const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export const VALID = {
  appointment: {
    path: "/api/appointment/insert",
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
    message: "Appointment scheduled successfully!",
  },
  webInquiry: {
    path: "/api/webInquiry/insert",
    body: {
      name: "Ravi",
      mobileNo: "98765 43210",
      email: "ravi@example.com",
      subject: "AMC",
      message: "Quote?",
    },
    message: "Message sent successfully!",
  },
  question: {
    path: "/api/faqs/insert",
    body: {
      name: "Meera",
      email: "meera@example.com",
      generalQuestions: "General Questions",
      questions: "How often?",
    },
    message: "Question submitted successfully!",
  },
  newsletter: {
    path: "/api/newsletter/subscribe",
    body: { email: "news@example.com" },
    message: "Thank you for subscribing!",
  },
} as const;
