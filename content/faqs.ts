/**
 * FAQ page groups. Answers are plain text: they also feed the page's FAQPage JSON-LD.
 * "Customers FAQ's" starts with the home page's three questions (content/home.ts). In English; the
 * Gujarati and Hindi texts are in content/locales/<language>/faqs.ts.
 */
import { homeFaqs } from "./home.ts";
import type { FaqGroup } from "./info.schema.ts";
import { faqGroups as gu } from "./locales/gu/faqs.ts";
import { faqGroups as hi } from "./locales/hi/faqs.ts";
import { type Localized, localized } from "./localize.ts";

export type { Faq, FaqGroup } from "./info.schema.ts";

export const faqGroups: FaqGroup[] = [
  {
    id: "customers",
    title: "Customers FAQ's",
    faqs: [
      ...homeFaqs.map(({ question, answer }) => ({ question, answer })),
      {
        question: "What happens if the power fails while I am inside the lift?",
        answer:
          "Every lift we install has an Automatic Rescue Device (ARD). When mains power fails it runs the car on battery to the nearest floor and opens the doors, usually within a minute. The emergency light and the 1+1 intercom keep working so you can speak to the building and to our support line.",
      },
      {
        question: "How quickly do you respond to a breakdown?",
        answer:
          "Our support line is open 24 hours a day, 7 days a week. For customers on an annual maintenance contract, a technician reaches a stuck-passenger call within 60 minutes in city limits and other breakdowns the same day.",
      },
    ],
  },
  {
    id: "general",
    title: "General Questions",
    faqs: [
      {
        question: "Which areas do you serve?",
        answer:
          "We install and maintain lifts across Gujarat from our head office in Surat and our branches in Ahmedabad, Vadodara, Rajkot and Vapi. For larger projects we also work in neighbouring states; call us to check your location.",
      },
      {
        question: "How long does it take to install a new elevator?",
        answer:
          "Once the shaft is ready, a passenger lift for a G+4 building typically takes four to six weeks to install and test; a home lift takes two to three weeks. Manufacturing the cabin and doors takes four to eight weeks after the design is approved, so we plan both together with your builder.",
      },
      {
        question: "Do I need permission to install a lift?",
        answer:
          "Yes. In Gujarat a lift needs a licence from the office of the Chief Electrical Inspector before it is put into use, and annual renewal after that. We prepare the drawings and test reports and apply on your behalf as part of the installation.",
      },
      {
        question: "What standards do your lifts follow?",
        answer:
          "Our lifts are designed and tested to the Indian standards IS 14665 (electric traction lifts) and IS 15785 (installation and maintenance), with safety components such as governors, safety gear and buffers from certified suppliers. Our processes are certified to ISO 9001:2015.",
      },
      {
        question: "What warranty do you give?",
        answer:
          "Every new lift carries a 12-month warranty on parts and workmanship from the date of handover, with free preventive maintenance during that period. You can read the full terms in our warranty document.",
        link: { label: "Read the warranty document", href: "/warranty/1" },
      },
    ],
  },
  {
    id: "services",
    title: "About Services",
    faqs: [
      {
        question: "What is included in an annual maintenance contract (AMC)?",
        answer:
          "A standard AMC covers monthly preventive maintenance, lubrication, safety checks, breakdown calls at any hour and a service report after every visit. A comprehensive AMC also covers the cost of spare parts, except for parts damaged by misuse, water or voltage surges.",
      },
      {
        question: "Can you maintain a lift installed by another company?",
        answer:
          "Yes. We first inspect the lift and give you a written report on its condition and any repairs needed to make it safe. Once those are done we take it under our maintenance contract like any of our own installations.",
      },
      {
        question: "Can a home lift be installed in an existing bungalow?",
        answer:
          "Usually yes. Our home lifts need a small pit of about 100 to 300 mm or none at all with hydraulic drives, and they can run inside the staircase well or in a glass shaft outside the building. We visit the site, measure and suggest the best position before giving a quotation.",
      },
      {
        question: "Which lift is right for a hospital?",
        answer:
          "A hospital lift needs a deep car for a stretcher or bed, typically 1,500 x 2,400 mm for 20 to 26 persons, smooth starts and stops, wide centre-opening doors and an ARD. We also fit a priority switch so the staff can take the lift in an emergency.",
      },
      {
        question: "Do you modernise old lifts?",
        answer:
          "Yes. We replace relay controls with a PLC-based controller and VVVF drive, fit automatic doors, ARD and overload sensors, and refresh the cabin interior. Modernisation keeps the existing shaft and rails where they are sound, so it is faster and cheaper than a new lift.",
      },
    ],
  },
];

/** The FAQ groups in a page's language. */
export const faqGroupsIn: Localized<FaqGroup[]> = localized("faqs", faqGroups, { gu, hi });
