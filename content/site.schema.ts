/** Schemas of the site-wide facts: the company (content/company.ts) and page metadata (content/pages.ts). */
import { z } from "zod";
import { drawingRef, email, internalPath, phone, tel, text, time, webAddress } from "./schemas.ts";

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
    label: text.describe('What the number is for, shown before it ("Sales", "24/7 Support")'),
    display: phone.describe("The number as people read it: +91 XXXXX XXXXX"),
    tel: tel.describe("The same number for tel: links: +91 and ten digits, no spaces"),
  })
  .superRefine(dialsShown("display", "tel"));

export const branchSchema = z
  .object({
    city: text.describe("City of the branch office; its heading on the contact page"),
    street: text.describe("Street address line"),
    postalCode: text.describe("PIN code"),
    phone: phone.describe("Branch phone as displayed: +91 XXXXX XXXXX"),
    tel: tel.describe("The same phone for tel: links"),
    email: email.describe("Branch email address"),
  })
  .superRefine(dialsShown("phone", "tel"));

const retentionMonths = z.number().int().min(1).max(120);

/** What the privacy notices, the visitor's rights and the daily retention job read. */
export const privacySchema = z.object({
  contact: z
    .object({
      name: text.describe("The person who answers questions about personal data (the notices name them)"),
      email: email.describe("Where people write about their data: requests, complaints"),
    })
    .describe("Contact for data questions and grievances"),
  grievanceResponseDays: z
    .number()
    .int()
    .min(1)
    .max(90, "the law allows at most 90 days")
    .describe("Days within which a request or complaint about personal data is answered"),
  retentionMonths: z
    .object({
      leads: retentionMonths.describe(
        "Appointments, inquiries and questions, counted from when they arrived",
      ),
      closedTickets: retentionMonths.describe("Service tickets, counted from when they were closed"),
      securityLogs: retentionMonths.describe("Sign-in records of the staff inbox"),
      audit: retentionMonths.describe("The inbox's audit trail (who did what), erasure records included"),
    })
    .describe("How long each kind of record is kept; the newsletter is kept until the person withdraws"),
  processors: z
    .array(
      z.object({
        name: text.describe("Who processes personal data for the company"),
        purpose: text.describe("What they do with it, in a few words"),
      }),
    )
    .min(1)
    .describe("Processors named in the privacy notice (the mail provider)"),
});
export type CompanyPrivacy = z.infer<typeof privacySchema>;

export const companySchema = z.object({
  name: text.describe("Trading name: page titles, logo alt texts, structured data"),
  shortName: text.describe("Short form of the name (not shown on the pages today)"),
  legalName: text.describe("Registered company name: the footer's copyright line and structured data"),
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
  siteUrl: webAddress.meta({
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
      name: text.describe("Heading of the head office address"),
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
          days: text.describe('Days as displayed ("Monday to Friday")'),
          opens: time.nullable().describe("Opening time HH:MM (24-hour); null when closed"),
          closes: time.nullable().describe("Closing time HH:MM (24-hour); null when closed"),
          schemaDays: z
            .array(text)
            .min(1)
            .describe("The same days as English day names, for structured data"),
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
    .describe("Office hours: footer, contact page, structured data"),
  social: z
    .array(z.object({ name: text.describe("Network name, the link's label"), href: webAddress }))
    .describe("Social network links in the footer"),
  footerTags: z.array(text).describe("Short words shown as tags in the footer"),
  privacy: privacySchema.describe("Personal data: contact, response time, retention, processors"),
});
export type Company = z.infer<typeof companySchema>;

export const pageMetaSchema = z.object({
  path: internalPath.describe('The page\'s path ("/about-us"); also its canonical URL and sitemap entry'),
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
