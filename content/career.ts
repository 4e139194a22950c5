/** Career page content, in every language (`careerIn`). The careers email comes from content/company.ts. */
import type { Job } from "./info.schema.ts";
import { career as gu } from "./locales/gu/career.ts";
import { career as hi } from "./locales/hi/career.ts";
import { type Localized, localized, type Translation } from "./localize.ts";

export type { Job } from "./info.schema.ts";

export const career = {
  why: {
    title: "Why build your career with us",
    paragraphs: [
      "Lifts carry people every minute of the day, so our work is about responsibility as much as engineering. At Urdhva Elevators you learn the trade properly: you work beside experienced engineers on real installations, follow written safety procedures on every job, and take on more responsibility as your skills grow.",
      "We are a growing team across Surat, Ahmedabad, Vadodara, Rajkot and Vapi. Most of our supervisors and engineers joined as technicians or interns, and we would like the next generation to grow the same way.",
    ],
  },
  benefits: [
    { title: "14 paid holidays", text: "Fourteen paid holidays a year, in addition to your earned leave." },
    {
      title: "4 hours a month for volunteering",
      text: "Four paid hours every month to volunteer for a cause you care about.",
    },
    {
      title: "Training and certification",
      text: "Structured training on safety, controllers and drives, with sponsored certification courses.",
    },
    {
      title: "Health insurance",
      text: "Group medical insurance for you and your family, and accident cover for field staff.",
    },
    {
      title: "Safety first",
      text: "Full personal protective equipment, harnesses and tools, inspected and replaced on schedule.",
    },
    {
      title: "Growth from within",
      text: "Supervisor and engineer positions are offered to our own people first.",
    },
  ],
  internships: {
    title: "Internships",
    text: "Six-month internships for diploma and degree students in electrical, mechanical and electronics engineering. Interns spend time in our Surat workshop, on installation sites and with the service team, with a stipend and a certificate at the end. Good interns are offered a place in our trainee programme.",
    points: [
      "Intake twice a year, in January and July",
      "Open to final-year diploma and B.E./B.Tech students",
      "Monthly stipend and travel allowance for site work",
    ],
  },
  jobs: [
    {
      id: "service-technician",
      title: "Lift Service Technician",
      location: "Surat, Ahmedabad, Vadodara",
      type: "Full time",
      experience: "1 to 4 years",
      summary:
        "Carry out monthly preventive maintenance and attend breakdown calls on passenger, home and goods lifts, and keep clear service records for every visit.",
      requirements: [
        "ITI or diploma in electrical or electronics",
        "Comfortable reading wiring diagrams and working at height",
        "Two-wheeler and driving licence",
      ],
    },
    {
      id: "installation-engineer",
      title: "Installation Engineer",
      location: "Surat (travel across Gujarat)",
      type: "Full time",
      experience: "3 to 6 years",
      summary:
        "Lead installation teams from rail alignment to final testing, coordinate with builders on shaft readiness, and prepare test reports for the lift licence.",
      requirements: [
        "Diploma or B.E. in mechanical or electrical engineering",
        "Experience installing traction or hydraulic lifts",
        "Working knowledge of IS 14665 and site safety practice",
      ],
    },
    {
      id: "sales-engineer",
      title: "Sales Engineer",
      location: "Ahmedabad, Rajkot",
      type: "Full time",
      experience: "2 to 5 years",
      summary:
        "Meet architects, builders and home owners, survey sites, recommend the right lift and prepare clear technical offers.",
      requirements: [
        "B.E. in any engineering discipline",
        "Experience selling elevators or building equipment",
        "Good spoken Gujarati, Hindi and English",
      ],
    },
    {
      id: "controls-engineer",
      title: "Controls & Drives Engineer (R&D)",
      location: "Surat",
      type: "Full time",
      experience: "2 to 5 years",
      summary:
        "Configure and test PLC controllers and VVVF drives, improve our fault diagnostics and support the service team on complex breakdowns.",
      requirements: [
        "B.E. in electrical, electronics or instrumentation",
        "Hands-on PLC programming and drive commissioning",
      ],
    },
  ] satisfies Job[],
  apply: {
    title: "How to apply",
    text: "Email your CV with the position in the subject line. Tell us where you would like to work and when you could join. We reply to every application within two weeks.",
    subject: "Job application: [position]",
  },
  /** Signed by this person from content/specialists.ts. */
  director: {
    specialistId: "managing-director-1",
    message:
      "We hire people who take safety personally and who are proud of neat, careful work. If that sounds like you, we would like to hear from you.",
  },
} as const;

/** The career page's content, in any language. */
export type Career = typeof career;
export type CareerTexts = Translation<typeof career>;

/** The career page's content in a page's language. */
export const careerIn: Localized<Career> = localized("career", career, { gu, hi });
