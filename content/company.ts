/**
 * Every company fact in one place: name, contacts, addresses, branches, hours, social links, and
 * the facts of how it keeps personal data (contact, response time, retention, processors).
 * Pages render these; they never hold their own copies. Placeholder values are deliberately
 * obvious sample values (example.com addresses, +91 90000 000xx numbers) until the company supplies
 * its own. Its schema, with a note per field, is companySchema in content/site.schema.ts.
 */
import { LOCALE_TAGS, type Locale } from "../contracts/locales.ts";
import { companyTexts as gu } from "./locales/gu/company.ts";
import { companyTexts as hi } from "./locales/hi/company.ts";
import { type Localized, localized, type Translation } from "./localize.ts";
import type { Company } from "./site.schema.ts";

export type { Company };

export const company: Company = {
  name: "Urdhva Elevators",
  shortName: "Urdhva",
  legalName: "Urdhva Elevators Pvt. Ltd. (sample)",
  tagline: "All elevator & lift solutions under one roof",
  foundedYear: 2014,
  logo: "brand/logo.svg",
  logoOnDark: "brand/logo-on-dark.svg",
  /** Canonical origin used when SITE_URL is not set at build time. */
  siteUrl: "https://www.example.com",
  phones: {
    sales: { label: "Sales", display: "+91 90000 00001", tel: "+919000000001" },
    support: { label: "24/7 Support", display: "+91 90000 00002", tel: "+919000000002" },
  },
  whatsapp: { display: "+91 90000 00001", number: "919000000001" },
  emails: {
    sales: "sales@example.com",
    support: "support@example.com",
    careers: "careers@example.com",
  },
  headOffice: {
    name: "Head office & factory",
    street: "Plot 00, Sample Industrial Estate, Udhna",
    city: "Surat",
    region: "Gujarat",
    postalCode: "394210",
    country: "IN",
  },
  branches: [
    {
      city: "Surat",
      street: "Sample Plaza, Ring Road",
      postalCode: "395002",
      phone: "+91 90000 00011",
      tel: "+919000000011",
      email: "surat@example.com",
    },
    {
      city: "Ahmedabad",
      street: "Sample Tower, S.G. Highway",
      postalCode: "380054",
      phone: "+91 90000 00012",
      tel: "+919000000012",
      email: "ahmedabad@example.com",
    },
    {
      city: "Vadodara",
      street: "Sample Complex, Alkapuri",
      postalCode: "390007",
      phone: "+91 90000 00013",
      tel: "+919000000013",
      email: "vadodara@example.com",
    },
    {
      city: "Rajkot",
      street: "Sample House, Kalawad Road",
      postalCode: "360005",
      phone: "+91 90000 00014",
      tel: "+919000000014",
      email: "rajkot@example.com",
    },
    {
      city: "Vapi",
      street: "Sample Estate, GIDC",
      postalCode: "396195",
      phone: "+91 90000 00015",
      tel: "+919000000015",
      email: "vapi@example.com",
    },
  ],
  /** Working hours, written only here: the footer and the About page both read them. */
  hours: [
    {
      days: "Monday to Friday",
      opens: "09:00",
      closes: "18:00",
      schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    },
    { days: "Saturday", opens: "10:00", closes: "15:00", schemaDays: ["Saturday"] },
    { days: "Sunday", opens: null, closes: null, schemaDays: ["Sunday"] },
  ],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/example" },
    { name: "Instagram", href: "https://www.instagram.com/example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    { name: "YouTube", href: "https://www.youtube.com/@example" },
  ],
  footerTags: ["Safety", "Quality", "Innovation", "Service"],
  privacy: {
    contact: { name: "Data Protection Officer (sample)", email: "privacy@example.com" },
    grievanceResponseDays: 30,
    retentionMonths: { leads: 24, closedTickets: 24, securityLogs: 12, audit: 12 },
    processors: [{ name: "Sample Mail Services (sample)", purpose: "sends our emails" }],
  },
};

/**
 * The company facts a page shows as text (names of the company, its products and its social
 * profiles stay as they are): with its privacy facts' texts, the contact's name and what each
 * processor does (the privacy notice, the personal link's pages and the privacy emails name them).
 */
export type CompanyTexts = Translation<
  Pick<Company, "tagline" | "phones" | "headOffice" | "branches" | "hours" | "footerTags"> & {
    privacy: Pick<Company["privacy"], "contact" | "processors">;
  }
>;

/** The company in a page's language. */
export const companyIn: Localized<Company> = localized<Company, CompanyTexts>("company", company, {
  gu,
  hi,
});

/**
 * "09:00" -> "9:00 AM" on English pages; on Gujarati and Hindi pages the part of the day in words,
 * before the time as people say it ("સવારે 9:00", "सुबह 9:00"), from `Intl`, with Western digits.
 */
function formatTime(time: string, locale: Locale = "en"): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  if (locale === "en") {
    const suffix = h >= 12 ? "PM" : "AM";
    const hour = h % 12 === 0 ? 12 : h % 12;
    return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
  }
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).formatToParts(Date.UTC(2000, 0, 1, h, m));
  const period = parts.find((part) => part.type === "dayPeriod")?.value ?? "";
  const clock = parts
    .filter(
      (part) =>
        part.type === "hour" || part.type === "minute" || (part.type === "literal" && part.value === ":"),
    )
    .map((part) => part.value)
    .join("");
  return `${period} ${clock}`.trim();
}

const openingTimesByLocale = new Map<Locale, (string | null)[]>();

/**
 * Each slot of the working hours as a page shows it ("9:00 AM – 6:00 PM"), or null on a closed day:
 * of `hours`, the company's as published, else as written here.
 * Made where the page's data is made (the root loader for Gujarati and Hindi): a browser's first
 * `Intl.DateTimeFormat` costs milliseconds, and the page would pay them while it hydrates.
 */
export function openingTimes(locale: Locale, hours: Company["hours"] = company.hours): (string | null)[] {
  // The written hours' times are made once per language: pages rendered on request ask for them on every request.
  const known = hours === company.hours ? openingTimesByLocale.get(locale) : undefined;
  if (known) return known;
  const times = hours.map((slot) =>
    slot.opens && slot.closes
      ? `${formatTime(slot.opens, locale)} – ${formatTime(slot.closes, locale)}`
      : null,
  );
  if (hours === company.hours) openingTimesByLocale.set(locale, times);
  return times;
}
