/**
 * Schemas of the home page's collections (content/home-hero.ts, content/home.ts) and of the
 * testimonials and specialists that the home and About pages share.
 */
import { z } from "zod";
import { entryKey, icon, pageLinkSchema, picture } from "./schema-parts.ts";
import {
  eyebrowText,
  headingText,
  homeHref,
  imageRef,
  internalPath,
  labelText,
  nameText,
  text,
} from "./schemas.ts";

export const homeLinkSchema = z.object({
  label: labelText.describe("Link or button text"),
  href: homeHref.describe('A page ("/about-us") or a section of the home page ("#services")'),
});
export type HomeLink = z.infer<typeof homeLinkSchema>;

export const heroSlideSchema = z.object({
  id: entryKey("slide"),
  subTitle: eyebrowText.describe("Small line above the title"),
  title: headingText.describe("The slide's big title"),
  description: text
    .max(220, "Keep it to 220 characters: a longer one does not fit on the slide.")
    .describe("One or two sentences under the title"),
  ...picture("Full-width background picture", "picture"),
  cta: homeLinkSchema.describe("The slide's button"),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const valueCardSchema = z.object({
  id: entryKey("card"),
  title: headingText.describe("The card's heading"),
  description: text.describe("A few sentences under the heading"),
  icon: icon(["shield", "lightbulb", "award"], "Icon above the heading"),
  link: pageLinkSchema.describe("'View more' link at the bottom of the card"),
});
export type ValueCard = z.infer<typeof valueCardSchema>;

export const serviceCardSchema = z.object({
  id: entryKey("card"),
  title: headingText.describe("Kind of lift, the card's heading in the services slider"),
  description: text.describe("One or two sentences under the heading"),
  ...picture("Picture of the lift", "picture"),
  href: internalPath.describe("The page of that kind of lift"),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const serviceStepSchema = z.object({
  id: entryKey("step"),
  name: labelText.describe("The step in a few words"),
  description: text.describe("One sentence about the step"),
  time: text.describe("When the step happens, relative to the customer's call"),
  icon: icon(["phone", "headset", "mapPin", "wrench", "users", "check"], "Icon of the step"),
  color: z.enum(["navy", "amber", "teal", "steel"]).describe("Accent colour of the step's icon"),
});
export type ServiceStep = z.infer<typeof serviceStepSchema>;
export type StepColor = ServiceStep["color"];

export const safetyFeatureSchema = z.object({
  id: entryKey("feature"),
  title: headingText.describe("The feature's name, the card's heading"),
  summary: text.describe("Shown on the card"),
  details: text.describe("The rest of the text, shown by 'SHOW MORE'"),
  icon: icon(
    ["gauge", "battery", "weight", "shield", "spring", "fan", "headset", "cpu", "sensor"],
    "Icon of the card",
  ),
});
export type SafetyFeature = z.infer<typeof safetyFeatureSchema>;

export const faqEntrySchema = z.object({
  id: entryKey("question"),
  question: text.describe("The question, the accordion button's text"),
  answer: text.describe("Plain-text answer; also goes into the FAQ page's structured data"),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const testimonialSchema = z.object({
  id: entryKey("testimonial"),
  logo: imageRef.describe("The customer company's logo"),
  name: nameText.describe("The customer company's name"),
  position: nameText.describe("The reviewer's position at the company"),
  rating: z
    .number()
    .min(0)
    .max(5)
    .multipleOf(0.5, "Give the rating in whole or half stars, such as 4 or 4.5.")
    .describe("Out of 5, in whole or half stars: 4.5 shows four stars and half of a fifth"),
  review: text.describe("The review, quoted"),
  alt: text.describe("Alt text of the logo"),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const specialistSchema = z.object({
  id: entryKey("person"),
  title: nameText.describe("The person's name"),
  post: nameText.describe("Their role"),
  description: text.describe("A few sentences about them"),
  ...picture("Portrait", "portrait"),
  href: internalPath.describe("Where 'View more' leads: the About page's leadership section"),
});
export type Specialist = z.infer<typeof specialistSchema>;

/** The home page's introduction (content/home-intro.ts). */
export const introSchema = z.object({
  eyebrow: eyebrowText.describe("Small line above the heading"),
  title: headingText.describe("The introduction's heading"),
  paragraphs: z.array(text).min(1).describe("Paragraphs of the introduction"),
  readMore: homeLinkSchema.describe("First button: the About page"),
  viewServices: homeLinkSchema.describe("Second button: the services"),
});

/** The home page's sections below the hero that content/home.ts holds, as one document. */
export const homeContentSchema = z.object({
  serviceCards: z.array(serviceCardSchema).min(1).describe("Cards of the services slider"),
  enquirySteps: z
    .object({
      title: headingText.describe("Heading of the block"),
      eyebrow: eyebrowText.describe("Small line above the heading"),
      paragraphs: z.array(text).min(1).describe("Paragraphs beside the steps"),
      checklist: z.array(text).min(1).describe("Ticked points under the paragraphs"),
      panelTitle: headingText.describe("Heading of the steps panel"),
      serviceLink: z
        .object({
          text: text.describe("Link text"),
          href: internalPath.describe("Page inside the site"),
        })
        .describe("Under the steps: the online service request"),
    })
    .describe("The service call block: texts around the steps"),
  serviceSteps: z
    .array(serviceStepSchema)
    .min(1)
    .describe("A service call's steps, in the order they happen"),
  safetyFeatures: z
    .array(safetyFeatureSchema)
    .length(9)
    .describe("The safety grid's cards: three rows of three"),
  homeFaqs: z.array(faqEntrySchema).min(1).describe("The home page's questions"),
  faqImages: z
    .array(z.object(picture("Picture beside the questions", "picture")))
    .describe("Pictures beside the questions"),
});
