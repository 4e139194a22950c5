/**
 * Search-engine metadata of every fixed page, keyed by page, with the title and subtitle of its
 * banner (also its name in breadcrumbs). Type, cabin and
 * blog pages take theirs from their own collections.
 */
import { PRIVACY_PATH, SERVICE_PATH } from "../contracts/paths.ts";
import { pages as gu } from "./locales/gu/pages.ts";
import { pages as hi } from "./locales/hi/pages.ts";
import { type Localized, localized, type Translation } from "./localize.ts";
import type { PageMeta } from "./site.schema.ts";

export type { PageMeta };

export const pages = {
  home: {
    path: "/",
    title: "Urdhva Elevators | Elevator & Lift Manufacturer in Surat, Gujarat",
    description:
      "Capsule, passenger, hospital, hydraulic, home and goods lifts designed, installed and serviced across Gujarat since 2014. Book a free site visit.",
    ogImage: "/og/home.png",
  },
  about: {
    path: "/about-us",
    title: "About Us | Urdhva Elevators, Surat",
    description:
      "Since 2014 we have designed, installed and maintained elevators across Gujarat with 24/7 support, certified quality and trained engineers.",
    ogImage: "/og/about.png",
    banner: { title: "About", subtitle: "Get to know us better" },
  },
  contact: {
    path: "/contact-us",
    title: "Contact Urdhva Elevators | Five Branches Across Gujarat",
    description:
      "Call, email or send an inquiry to Urdhva Elevators. Branches in Surat, Ahmedabad, Vadodara, Rajkot and Vapi; we reply within one working day.",
    ogImage: "/og/contact.png",
    banner: { title: "Contact", subtitle: "We reply within one working day" },
  },
  certification: {
    path: "/certification",
    title: "Certification & Quality Policy | Urdhva Elevators",
    description:
      "Our ISO quality management certification, quality policy and verified business listing: how we keep every lift safe and reliable.",
    ogImage: "/og/certification.png",
    banner: { title: "Certification", subtitle: "Quality you can verify" },
  },
  doorDesign: {
    path: "/door-design",
    title: "Elevator Door Designs in 304 Stainless Steel | Urdhva Elevators",
    description:
      "Eight landing and car door designs in 304 stainless steel: hairline, mirror, etched, gold titanium and glass vision panels. Zoom in on each.",
    ogImage: "/og/services.png",
    banner: { title: "Door Design", subtitle: "304 stainless steel, eight finishes" },
  },
  blogs: {
    path: "/blogs",
    title: "Blog: Lift Maintenance, Home Lifts & Modernisation | Urdhva",
    description:
      "Practical guides from our engineers on lift maintenance, choosing a home lift and when to modernise an old elevator.",
    ogImage: "/og/blog.png",
    banner: { title: "Blogs", subtitle: "Guides from our engineers" },
  },
  elevatorsGallery: {
    path: "/elevators-lift",
    title: "Elevator Gallery: Our Installations | Urdhva Elevators",
    description:
      "Capsule, passenger, hospital, hydraulic, home, goods and car-parking lifts we have installed across Gujarat.",
    ogImage: "/og/gallery.png",
    banner: { title: "Elevators Gallery", subtitle: "Lifts we have installed" },
  },
  doorsGallery: {
    path: "/doors",
    title: "Door Gallery: Stainless Steel Elevator Doors | Urdhva Elevators",
    description:
      "Browse our eight 304 stainless steel elevator door finishes and open each in a larger view.",
    ogImage: "/og/gallery.png",
    banner: { title: "Doors Gallery", subtitle: "Stainless steel door finishes" },
  },
  faq: {
    path: "/faq",
    title: "FAQ's: Elevator Service, Cost & Safety | Urdhva Elevators",
    description:
      "Answers on maintenance frequency, modernisation, costs and our services, and a form to ask our engineers your own question.",
    ogImage: "/og/faq.png",
    banner: { title: "FAQ's", subtitle: "Answers to common questions" },
  },
  career: {
    path: "/career",
    title: "Careers at Urdhva Elevators | Jobs & Internships in Surat",
    description:
      "Build a career in vertical transportation: engineering jobs, internships, 14 paid holidays and time for volunteering. Apply by email.",
    ogImage: "/og/career.png",
    banner: { title: "Career", subtitle: "Grow with us" },
  },
  liftPlanner: {
    path: "/lift-planner",
    title: "Lift Planner: Which Lift Fits Your Building? | Urdhva Elevators",
    description:
      "Enter persons or load and your shaft, pit and overhead in mm: see which of our lifts fit, why others do not, and book a site visit.",
    ogImage: "/og/services.png",
    banner: { title: "Lift Planner", subtitle: "Which of our lifts fits your building?" },
  },
  warranty: {
    path: "/warranty/1",
    title: "Warranty Document | Urdhva Elevators",
    description: "Read or download the Urdhva Elevators warranty document.",
    ogImage: "/og/default.png",
    banner: { title: "Warranty", subtitle: "Your elevator's warranty document" },
  },
  privacy: {
    path: PRIVACY_PATH,
    title: "Privacy Notice | Urdhva Elevators",
    description:
      "What our website's forms collect and why, how long we keep it, who processes it, your rights over your data and whom to write to.",
    ogImage: "/og/default.png",
    banner: { title: "Privacy notice", subtitle: "Your data, your rights" },
  },
  service: {
    path: SERVICE_PATH,
    title: "Report a Lift Breakdown or Ask for Service | Urdhva Elevators",
    description:
      "Lift stopped, doors stuck or someone trapped? Report it online, get a ticket number and follow our engineer's visit step by step. 24/7 line for emergencies.",
    ogImage: "/og/services.png",
    banner: { title: "Service Request", subtitle: "Report a breakdown and follow it step by step" },
  },
} satisfies Record<string, PageMeta>;

export type Pages = typeof pages;
export type PageKey = keyof Pages;
export type PagesTexts = Translation<Pages>;

/** Every fixed page's metadata and banner in a page's language. */
export const pagesIn: Localized<Pages> = localized("pages", pages, { gu, hi });
