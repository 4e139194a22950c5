/**
 * Search-engine metadata of every fixed page, keyed by page. Type, cabin and
 * blog pages take theirs from their own collections.
 */
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
  },
  contact: {
    path: "/contact-us",
    title: "Contact Urdhva Elevators | Five Branches Across Gujarat",
    description:
      "Call, email or send an inquiry to Urdhva Elevators. Branches in Surat, Ahmedabad, Vadodara, Rajkot and Vapi; we reply within one working day.",
    ogImage: "/og/contact.png",
  },
  certification: {
    path: "/certification",
    title: "Certification & Quality Policy | Urdhva Elevators",
    description:
      "Our ISO quality management certification, quality policy and verified business listing: how we keep every lift safe and reliable.",
    ogImage: "/og/certification.png",
  },
  doorDesign: {
    path: "/door-design",
    title: "Elevator Door Designs in 304 Stainless Steel | Urdhva Elevators",
    description:
      "Eight landing and car door designs in 304 stainless steel: hairline, mirror, etched, gold titanium and glass vision panels. Zoom in on each.",
    ogImage: "/og/services.png",
  },
  blogs: {
    path: "/blogs",
    title: "Blog: Lift Maintenance, Home Lifts & Modernisation | Urdhva",
    description:
      "Practical guides from our engineers on lift maintenance, choosing a home lift and when to modernise an old elevator.",
    ogImage: "/og/blog.png",
  },
  elevatorsGallery: {
    path: "/elevators-lift",
    title: "Elevator Gallery: Our Installations | Urdhva Elevators",
    description:
      "Capsule, passenger, hospital, hydraulic, home, goods and car-parking lifts we have installed across Gujarat.",
    ogImage: "/og/gallery.png",
  },
  doorsGallery: {
    path: "/doors",
    title: "Door Gallery: Stainless Steel Elevator Doors | Urdhva Elevators",
    description:
      "Browse our eight 304 stainless steel elevator door finishes and open each in a larger view.",
    ogImage: "/og/gallery.png",
  },
  faq: {
    path: "/faq",
    title: "FAQ's: Elevator Service, Cost & Safety | Urdhva Elevators",
    description:
      "Answers on maintenance frequency, modernisation, costs and our services, and a form to ask our engineers your own question.",
    ogImage: "/og/faq.png",
  },
  career: {
    path: "/career",
    title: "Careers at Urdhva Elevators | Jobs & Internships in Surat",
    description:
      "Build a career in vertical transportation: engineering jobs, internships, 14 paid holidays and time for volunteering. Apply by email.",
    ogImage: "/og/career.png",
  },
  warranty: {
    path: "/warranty/1",
    title: "Warranty Document | Urdhva Elevators",
    description: "Read or download the Urdhva Elevators warranty document.",
    ogImage: "/og/default.png",
  },
} satisfies Record<string, PageMeta>;
