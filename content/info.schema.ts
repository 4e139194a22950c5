/**
 * Schemas of the information pages' collections: About counters (content/about.ts), FAQ groups
 * (content/faqs.ts), partners, certificates and the career page.
 */
import { z } from "zod";
import { entryKey, pageLinkSchema, picture } from "./schema-parts.ts";
import {
  eyebrowText,
  headingText,
  imageRef,
  labelText,
  listWithUniqueIds,
  nameText,
  slug,
  text,
} from "./schemas.ts";

/** The largest number an About counter shows. */
export const COUNTER_MOST = 99_999;

export const counterSchema = z.object({
  id: entryKey("counter"),
  // Measured at 375 px: "99,999+" fills a counter's half of the row; "9,99,999+" runs into the next.
  value: z
    .number()
    .int()
    .positive()
    .max(COUNTER_MOST, "Keep it to 99,999 or less: a larger number does not fit on a phone's screen.")
    .describe("The number the About page counts up to, 1 to 99,999"),
  suffix: z
    .string()
    .max(1, 'Keep it to one character, such as "+" or "%": a longer one does not fit on a phone\'s screen.')
    .describe('Shown right after the number, e.g. "+"; may be empty'),
  label: labelText.describe("What the number counts, shown under it"),
});
export type Counter = z.infer<typeof counterSchema>;

/** The About page's introduction and counters (content/about.ts). */
export const aboutSchema = z.object({
  intro: z
    .object({
      eyebrow: eyebrowText.describe("Small line above the heading"),
      title: headingText.describe("The introduction's heading"),
      paragraphs: z.array(text).min(1).describe("Paragraphs of the introduction"),
    })
    .describe("The page's introduction"),
  counters: z.array(counterSchema).describe("The counters under the introduction"),
});

export const faqSchema = z.object({
  question: text.max(160).describe("The question, the accordion button's text"),
  answer: text.min(40).describe("Plain-text answer; also goes into the page's FAQ structured data"),
  link: pageLinkSchema.optional().describe("A page that tells more, shown after the answer"),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqGroupSchema = z.object({
  id: slug.describe("Unique key of the group, also the anchor of its heading on the FAQ page"),
  title: headingText.describe("Heading of the group on the FAQ page"),
  faqs: z.array(faqSchema).min(3).describe("The group's questions, in the order shown"),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

export const partnerSchema = z.object({
  name: nameText.describe("Partner's name"),
  supplies: text.describe("What we source from them; part of the logo's alt text"),
  logo: imageRef.describe("Logo in the About page's partner carousel"),
});
export type Partner = z.infer<typeof partnerSchema>;

export const certificateSchema = z.object({
  id: entryKey("certificate", slug),
  title: headingText.describe("Name of the document, shown under its image and in the zoomed view"),
  caption: text.describe("One line about what the document certifies"),
  ...picture("Scan of the document (portrait, 850 x 1100)"),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const jobSchema = z.object({
  id: entryKey("opening", slug),
  title: headingText.describe("Job title, the heading of the opening"),
  location: text.describe("Where the job is (cities)"),
  type: text.describe('"Full time", "Internship"…'),
  experience: text.describe('Experience asked for, e.g. "1 to 4 years"'),
  summary: text.describe("What the job is, in one or two sentences"),
  requirements: z.array(text).min(1).describe("What we ask of candidates, one point each"),
});
export type Job = z.infer<typeof jobSchema>;

export const careerSchema = z.object({
  why: z
    .object({ title: headingText, paragraphs: z.array(text).min(1) })
    .describe("Opening block of the career page: a heading and paragraphs"),
  benefits: z
    .array(
      z.object({
        title: headingText.describe("Benefit in a few words"),
        text: text.describe("One sentence about it"),
      }),
    )
    .min(2)
    .describe("Benefit cards"),
  internships: z
    .object({ title: headingText, text, points: z.array(text).describe("Short facts shown as a list") })
    .describe("Internships block"),
  jobs: listWithUniqueIds(jobSchema).min(1).describe("Open positions, in the order shown"),
  apply: z
    .object({
      title: headingText.describe("Heading of the how-to-apply block"),
      text: text.describe("How to apply"),
      subject: text.describe("Email subject suggested for applications"),
    })
    .describe("How-to-apply block; the address is the company's careers email"),
  director: z
    .object({
      specialistId: text.describe(
        'Who signs it: the Id of one of our specialists (the document "Home and About pages: our specialists"), such as managing-director-1',
      ),
      message: text.describe("A short message signed by that person"),
    })
    .describe("Message from a director at the end of the page"),
});
export type Career = z.infer<typeof careerSchema>;
