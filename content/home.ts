/**
 * The home page's content below its first screen: service cards, the "Amazing Solutions"
 * service-call steps, safety features and the home FAQs, in English; the Gujarati and Hindi texts
 * are in content/locales/<language>/home.ts. A file per language carries them to the page
 * (app/sections/home/sections-data.ts), so no browser code imports this module. The "Our Latest
 * Blogs" cards are the newest blog posts (app/blog-index.ts). The hero slides are in home-hero.ts,
 * the introduction in home-intro.ts, the value cards
 * (the About page shows them too) in value-cards.ts; testimonials and specialists in their own
 * files (the About page shows them too).
 */

import { SERVICE_PATH } from "../contracts/paths.ts";
import type { FaqEntry, SafetyFeature, ServiceCard, ServiceStep } from "./home.schema.ts";
import { home as gu } from "./locales/gu/home.ts";
import { home as hi } from "./locales/hi/home.ts";
import { type Localized, localized } from "./localize.ts";

export type {
  FaqEntry,
  HomeLink,
  SafetyFeature,
  ServiceCard,
  ServiceStep,
  StepColor,
} from "./home.schema.ts";

export const serviceCards: ServiceCard[] = [
  {
    id: "home",
    title: "Home / Bungalow Lifts",
    description:
      "Compact lifts for bungalows and villas, from 2 to 6 stops, running on a single-phase supply with a shallow pit and an elegant cabin.",
    image: "services/home-lift.svg",
    alt: "A compact home lift beside a staircase in a bungalow",
    href: "/bunglow-lift",
  },
  {
    id: "passenger",
    title: "Passenger Elevator",
    description:
      "Smooth, quiet lifts for apartments and offices: 6 to 20 persons, speeds of 1.0 to 2.0 m/s, centre-opening or telescopic doors.",
    image: "services/passenger.svg",
    alt: "A passenger elevator with brushed steel doors in an office lobby",
    href: "/passenger-elevators",
  },
  {
    id: "hydraulic",
    title: "Hydraulic Elevator",
    description:
      "Hydraulic lifts for low-rise buildings where no overhead machine room is possible, with soft starts and stops and a manual lowering valve.",
    image: "services/hydraulic.svg",
    alt: "A hydraulic elevator with its piston and power unit",
    href: "/hydraulic-elevators",
  },
  {
    id: "hospital",
    title: "Hospital Elevator",
    description:
      "Bed and stretcher lifts for 10 to 26 persons with precise levelling, hygienic stainless-steel cabins and automatic rescue on power failure.",
    image: "services/hospital.svg",
    alt: "A hospital bed elevator with wide doors and a stretcher inside",
    href: "/hospital-elevators",
  },
  {
    id: "capsule",
    title: "Capsule Elevator",
    description:
      "Panoramic glass capsule lifts that make a statement in malls, hotels and atriums: 8 to 16 persons with a clear view on three sides.",
    image: "services/capsule.svg",
    alt: "A glass capsule elevator in a shopping mall atrium",
    href: "/capsule-elevators",
  },
  {
    id: "goods",
    title: "Goods Lift",
    description:
      "Heavy-duty goods lifts for factories, warehouses and showrooms, from 500 to 5000 kg, with chequered-plate floors and collapsible or shutter doors.",
    image: "services/goods.svg",
    alt: "A heavy-duty goods lift loaded with pallets in a warehouse",
    href: "/goods-lift",
  },
];

export const enquirySteps = {
  title: "Enquiry Followup Steps",
  eyebrow: "Preventive Maintenance",
  paragraphs: [
    "Preventive maintenance is done every month. Our engineer inspects the machine, ropes, brakes, doors, safety circuits and controller, lubricates the guide rails and records the readings, so worn parts are replaced before they cause a sudden breakdown.",
    "When something does go wrong, every call follows the same steps, and you know who is coming and when. Calls are logged the moment you ring, assigned to the engineer nearest to your site and closed only when you sign off the work.",
  ],
  checklist: [
    "Monthly inspection and lubrication",
    "Safety circuit and brake tests",
    "Genuine spares, fitted by our engineers",
    "24/7 breakdown line",
  ],
  panelTitle: "Amazing Solutions",
  /** Under the steps: where a customer starts them online (the service request form). */
  serviceLink: { text: "Report a breakdown or ask for service online", href: SERVICE_PATH },
};

/** In the order they happen; the list shows the newest first. */
export const serviceSteps: ServiceStep[] = [
  {
    id: "call",
    name: "Call from Customer",
    description: "Your call or WhatsApp message is logged with a ticket number.",
    time: "0 min",
    icon: "phone",
    color: "navy",
  },
  {
    id: "inform",
    name: "Inform to Engineer",
    description: "The engineer nearest to your site is assigned and calls you back.",
    time: "15 min",
    icon: "headset",
    color: "teal",
  },
  {
    id: "visit",
    name: "Site Visit & Meet",
    description: "The engineer reaches your building and checks the lift with you.",
    time: "within 4 hrs",
    icon: "mapPin",
    color: "amber",
  },
  {
    id: "work",
    name: "Work On Site",
    description: "The fault is repaired with genuine spares and every safety circuit tested.",
    time: "same day",
    icon: "wrench",
    color: "steel",
  },
  {
    id: "meet",
    name: "Meet to Client",
    description: "We explain what was done and what to watch for, and answer questions.",
    time: "on completion",
    icon: "users",
    color: "teal",
  },
  {
    id: "complete",
    name: "Completion of Call",
    description: "You sign off the service report and the ticket is closed.",
    time: "within 24 hrs",
    icon: "check",
    color: "navy",
  },
];

export const safetyFeatures: SafetyFeature[] = [
  {
    id: "overspeed-governor",
    title: "Overspeed Governor",
    summary: "Stops the car if it ever travels faster than it should.",
    details:
      "The governor rope runs with the car. If the speed goes beyond about 115% of rated speed, the governor first cuts the motor supply and then trips the safety gear, which grips the guide rails and brings the car to a controlled stop. We test it at every annual inspection.",
    icon: "gauge",
  },
  {
    id: "ard",
    title: "ARD System",
    summary: "Automatic rescue device: brings passengers out when the power fails.",
    details:
      "When the mains supply fails, the ARD switches to its battery, moves the car at slow speed to the nearest floor and opens the doors, usually within a minute. Nobody is left trapped between floors during a power cut, which matters in Gujarat's summer outages.",
    icon: "battery",
  },
  {
    id: "overload-sensor",
    title: "Overload Sensor with Audio Indication",
    summary: "The lift will not move while it carries more than its rated load.",
    details:
      "A load cell under the car floor weighs every trip. Above the rated load, a buzzer sounds, an 'Overload' indicator lights up and the doors stay open until someone steps out, protecting the ropes, brakes and motor from strain.",
    icon: "weight",
  },
  {
    id: "safety-gear",
    title: "Elevator Safety Gear",
    summary: "Grips the guide rails and holds the car if it overspeeds downwards.",
    details:
      "Mounted on the car frame and triggered by the governor, progressive safety gear clamps the guide rails and stops the car smoothly within a short distance, even with a full load. It is a mechanical device that works without electricity.",
    icon: "shield",
  },
  {
    id: "spring-buffers",
    title: "Spring Buffers",
    summary: "Cushion the car and counterweight at the bottom of the shaft.",
    details:
      "Heavy-duty springs in the pit absorb the energy if the car or counterweight travels past the lowest floor. Sized for the lift's speed and load, they are the last line of protection in the pit and are checked during every monthly visit.",
    icon: "spring",
  },
  {
    id: "fan-automatic",
    title: "Fan Automatic System",
    summary: "Keeps the cabin ventilated while in use and saves power when idle.",
    details:
      "The cabin fan and light switch on when the lift is called and switch off after a few minutes without use. Passengers always have fresh air, and the building saves electricity on a lift that stands idle through the night.",
    icon: "fan",
  },
  {
    id: "intercom",
    title: "1+1 Intercom Technology",
    summary: "Two-way talk between the cabin and the building's security desk.",
    details:
      "A hands-free intercom connects the cabin with the security cabin or reception, with a second link to the machine room for our engineers. It runs on battery backup, so a passenger can always speak to someone, even during a power cut.",
    icon: "headset",
  },
  {
    id: "plc-vvvf",
    title: "PLC Based Control System VVVF Drive",
    summary: "Smooth starts and stops, accurate levelling and lower power bills.",
    details:
      "A programmable logic controller manages calls and safety circuits, while the variable-voltage variable-frequency drive ramps the motor speed gently. The result is a jerk-free ride, levelling within a few millimetres and up to 40% less energy than older two-speed lifts.",
    icon: "cpu",
  },
  {
    id: "door-sensor",
    title: "Car Door Detector / Sensor",
    summary: "A light curtain reopens the doors before they touch anyone.",
    details:
      "Dozens of infrared beams across the full height of the door opening detect a hand, a bag or a child. If any beam is broken while the doors close, they reopen at once, far more reliable than the old single-beam photocell or a rubber edge alone.",
    icon: "sensor",
  },
];

/** The home FAQs: service frequency, when to modernize, cost of quality service. */
export const homeFaqs: FaqEntry[] = [
  {
    id: "home-faq-service-frequency",
    question: "How often should an elevator be serviced?",
    answer:
      "About once a month. A monthly preventive visit covers lubrication, brake and door adjustment, safety-circuit tests and a check of ropes and controller. Lifts in heavy use, such as hospitals and malls, may need a visit every two weeks. Regular service avoids wear and tear and sudden failures, and keeps the lift ready for its periodic statutory inspection.",
  },
  {
    id: "home-faq-modernize",
    question: "When should an old elevator be modernized?",
    answer:
      "Elevators and escalators last about 20 to 25 years on average. Consider modernization earlier if breakdowns are becoming frequent, spares are hard to find, the lift stops unevenly or still runs on relay controls. Replacing the controller, drive and doors with a PLC and VVVF system often gives an old lift another 15 years at a fraction of the cost of a new one.",
  },
  {
    id: "home-faq-cost",
    question: "What does quality elevator service cost?",
    answer:
      "It depends on the lift's type, age, number of stops and usage. A comprehensive AMC includes the cost of most spares, while a non-comprehensive AMC covers labour and consumables only. Ask us for a free inspection and a written quote: a well-maintained lift costs far less over its life than repeated breakdown repairs.",
  },
];

export const faqImages = [
  { image: "faq/faq-1.svg", alt: "A visitor waiting at a lift door with a question" },
  { image: "faq/faq-2.svg", alt: "A lift's car operating panel with its floor buttons and intercom" },
];

/** Everything above as one collection, for its translations (content/locales/<language>/home.ts). */
export const homeContent = {
  serviceCards,
  enquirySteps,
  serviceSteps,
  safetyFeatures,
  homeFaqs,
  faqImages,
};
export type HomeContent = typeof homeContent;

/** The home page's content in a page's language. */
export const homeContentIn: Localized<HomeContent> = localized("home", homeContent, { gu, hi });
