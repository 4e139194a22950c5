/** Schemas of the site-wide facts: the company (content/company.ts) and page metadata (content/pages.ts). */
import { z } from "zod";
import {
  drawingRef,
  email,
  headingText,
  labelText,
  nameText,
  pagePath,
  phone,
  siteAddress,
  tel,
  text,
  time,
  webAddress,
} from "./schemas.ts";

/** The days of the week as structured data names them, Sunday first (as `Date.getDay()` counts). */
export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const digits = (number: string) => number.replace(/\D/g, "");

/** A number shown and the one a tap dials (`tel:`, wa.me) must be the same, or a lead calls a stranger. */
const dialsShown =
  <Key extends string>(shown: "display" | "phone", dialled: Key) =>
  (line: Record<string, unknown>, context: z.core.$RefinementCtx) => {
    const [a, b] = [line[shown], line[dialled]];
    if (typeof a === "string" && typeof b === "string" && digits(a) !== digits(b))
      context.addIssue({ code: "custom", path: [dialled], message: "must dial the number shown" });
  };

const phoneLine = z
  .object({
    label: labelText.describe('What the number is for, shown before it ("Sales", "24/7 Support")'),
    display: phone.describe("The number as people read it: +91 XXXXX XXXXX"),
    tel: tel.describe("The same number for tel: links: +91 and ten digits, no spaces"),
  })
  .superRefine(dialsShown("display", "tel"));

export const branchSchema = z
  .object({
    city: nameText.describe("City of the branch office; its heading on the contact page"),
    street: text.describe("Street address line"),
    postalCode: text.describe("PIN code"),
    phone: phone.describe("Branch phone as displayed: +91 XXXXX XXXXX"),
    tel: tel.describe("The same phone for tel: links"),
    email: email.describe("Branch email address"),
  })
  .superRefine(dialsShown("phone", "tel"));

/**
 * How many months a kind of record is kept: at least `least` (the message says why), at most ten
 * years. The law gives up to 90 days to answer a request about personal data, and a request's own
 * record is kept as long as the leads after it is answered: three months at least. India's CERT-In
 * directions (2022) ask for 180 days of the logs of a company's systems: six months for the staff
 * inbox's sign-in records and its audit trail.
 */
const retentionMonths = (least: number, why: string) =>
  z
    .number()
    .int()
    .min(least, `Keep them at least ${least} months: ${why}.`)
    .max(120, "Keep them at most 120 months (ten years).");
const ANSWER_TIME = "a person may ask about their data, and the law gives up to 90 days to answer";
const LOGS_TIME = "India's CERT-In rules ask companies to keep the logs of their systems for 180 days";

/** What the privacy notices, the visitor's rights and the daily retention job read. */
export const privacySchema = z.object({
  contact: z
    .object({
      name: nameText.describe("The person who answers questions about personal data (the notices name them)"),
      email: email.describe("Where people write about their data: requests, complaints"),
    })
    .describe("Contact for data questions and grievances"),
  grievanceResponseDays: z
    .number()
    .int()
    .min(1)
    .max(90, "Write at most 90 days: the law allows no longer to answer.")
    .describe("Days within which a request or complaint about personal data is answered"),
  retentionMonths: z
    .object({
      leads: retentionMonths(3, ANSWER_TIME).describe(
        "Appointments, inquiries and questions, counted from when they arrived: 3 to 120 months",
      ),
      closedTickets: retentionMonths(3, ANSWER_TIME).describe(
        "Service tickets, counted from when they were closed: 3 to 120 months",
      ),
      securityLogs: retentionMonths(6, LOGS_TIME).describe(
        "Sign-in records of the staff inbox: 6 to 120 months",
      ),
      audit: retentionMonths(6, LOGS_TIME).describe(
        "The inbox's audit trail (who did what), erasure records included: 6 to 120 months",
      ),
    })
    .describe("How long each kind of record is kept; the newsletter is kept until the person withdraws"),
  processors: z
    .array(
      z.object({
        name: nameText.describe("Who processes personal data for the company"),
        purpose: text.describe("What they do with it, in a few words"),
      }),
    )
    .min(1)
    .describe("Processors named in the privacy notice (the mail provider)"),
});
export type CompanyPrivacy = z.infer<typeof privacySchema>;

export const companySchema = z.object({
  name: nameText.describe("Trading name: page titles, logo alt texts, structured data"),
  shortName: nameText.describe("Short form of the name (not shown on the pages today)"),
  legalName: nameText.describe("Registered company name: the footer's copyright line and structured data"),
  tagline: text.describe("One-line promise that opens the footer's brand text"),
  foundedYear: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .describe('Year the company started: footer ("since …"), home introduction, structured data'),
  // Drawings only: the header and footer are in every page's JavaScript, and a logo stays sharp at
  // any size as a drawing.
  logo: drawingRef.describe("Logo on light backgrounds (header), path under content/images"),
  logoOnDark: drawingRef.describe("Logo on the dark footer, path under content/images"),
  // Baked into the pages at build: the editor shows it read-only and refuses a change (readOnly).
  siteUrl: siteAddress.meta({
    description:
      "Read only: the site's address is set when the site is built and deployed (SITE_URL), not here",
    readOnly: true,
  }),
  phones: z
    .object({ sales: phoneLine, support: phoneLine })
    .describe("Sales and 24/7 support lines: header, footer, contact page, lead emails"),
  whatsapp: z
    .object({
      display: phone.describe("WhatsApp number as displayed"),
      number: z
        .string()
        .regex(/^91\d{10}$/, "must be 91 followed by 10 digits")
        .describe("The same number for wa.me links: 91 and ten digits"),
    })
    .superRefine(dialsShown("display", "number"))
    .describe("WhatsApp chat button and contact page"),
  emails: z
    .object({
      sales: email.describe("Enquiries and quotes: footer, contact page, home appointment section"),
      support: email.describe("Service and breakdowns: support box and contact page"),
      careers: email.describe("Job applications (career page)"),
    })
    .describe("Public email addresses"),
  headOffice: z
    .object({
      name: headingText.describe("Heading of the head office address"),
      street: text,
      city: text,
      region: text.describe("State"),
      postalCode: text.describe("PIN code"),
      country: text,
    })
    .describe("Head office address: footer, contact page, structured data"),
  branches: z
    .array(branchSchema)
    .describe("Branch offices, listed on the contact page and counted on the home page"),
  hours: z
    .array(
      z
        .object({
          days: labelText.describe('Days as displayed ("Monday to Friday")'),
          opens: time.nullable().describe("Opening time HH:MM (24-hour); null when closed"),
          closes: time.nullable().describe("Closing time HH:MM (24-hour); null when closed"),
          schemaDays: z
            .array(
              z.enum(WEEKDAYS, {
                error: "Choose a day of the week, written in English: Monday, Tuesday, …, Sunday.",
              }),
            )
            .min(1)
            .refine((days) => new Set(days).size === days.length, "Name each day once.")
            .describe("The same days as English day names, for structured data and the service desk's clock"),
        })
        .refine(
          ({ opens, closes }) =>
            (opens === null) === (closes === null) && (opens === null || closes! > opens!),
          {
            path: ["closes"],
            message: "must close after it opens",
          },
        ),
    )
    .min(1)
    .superRefine((slots, context) => {
      // A day in two slots would have two sets of hours, in the search results and on the clock.
      const seen = new Set<string>();
      slots.forEach((slot, index) => {
        const twice = slot.schemaDays.filter((day) => seen.has(day));
        for (const day of slot.schemaDays) seen.add(day);
        if (twice.length > 0)
          context.addIssue({
            code: "custom",
            path: [index, "schemaDays"],
            message: `${twice.join(", ")} already has its hours in an earlier slot: name each day in one slot only.`,
          });
      });
    })
    .describe("Office hours: footer, contact page, structured data"),
  social: z
    .array(z.object({ name: labelText.describe("Network name, the link's label"), href: webAddress }))
    .describe("Social network links in the footer"),
  footerTags: z.array(labelText).describe("Short words shown as tags in the footer"),
  privacy: privacySchema.describe("Personal data: contact, response time, retention, processors"),
});
export type Company = z.infer<typeof companySchema>;

export const pageMetaSchema = z.object({
  path: pagePath.describe('The page\'s path ("/about-us"); also its canonical URL and sitemap entry'),
  title: text
    .max(70, "keep titles to 70 characters (search results cut longer ones)")
    .describe("Browser tab and search result title"),
  description: text
    .min(50)
    .max(170, "keep descriptions between 50 and 170 characters")
    .describe("Search result snippet and social share text"),
  ogImage: z
    .string()
    .regex(/^\/og\/[a-z-]+\.png$/)
    .describe("Social share image under public/og/ (1200 x 630 PNG)"),
  banner: z
    .object({ title: text, subtitle: text })
    .optional()
    .describe("The page's banner heading and line under it; the title is also its breadcrumb name"),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
