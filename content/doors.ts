/**
 * The landing and car door designs, shown on /door-design and /doors. Every door is
 * made of 304 grade stainless steel; the finish and opening type differ.
 */
import { doors as guDoors, doorStandards as guStandards } from "./locales/gu/doors.ts";
import { doors as hiDoors, doorStandards as hiStandards } from "./locales/hi/doors.ts";
import { type Localized, localized } from "./localize.ts";
import type { Door } from "./products.schema.ts";

export type { Door };

export const doors: Door[] = [
  {
    id: "hairline-centre-opening",
    name: "Hairline Centre Opening",
    image: "doors/hairline-centre-opening.svg",
    alt: "Closed two-panel centre-opening lift door in brushed hairline stainless steel",
    description:
      "Our most specified door: two panels that part from the middle in a fine brushed hairline finish. It hides fingerprints and small scratches, and opens fast enough for busy residential and office lobbies.",
    material: "304 SS",
    opening: "Centre opening, 2 panels",
  },
  {
    id: "mirror-finish",
    name: "Mirror Finish",
    image: "doors/mirror-finish.svg",
    alt: "Centre-opening lift door polished to a mirror finish, reflecting the lobby",
    description:
      "Panels polished to a No. 8 mirror that reflects the lobby and makes a compact landing feel wider. Best for hotel and showroom lobbies where the doors are cleaned every day.",
    material: "304 SS",
    opening: "Centre opening, 2 panels",
  },
  {
    id: "glass-vision-panel",
    name: "Glass Vision Panel",
    image: "doors/glass-vision-panel.svg",
    alt: "Hairline steel lift door with a narrow vertical glass strip in each panel",
    description:
      "Hairline steel panels with a slim toughened-glass vision strip in each leaf, so passengers can see the car arrive. A good choice for hospitals, schools and offices where people wait close to the door.",
    material: "304 SS",
    opening: "Centre opening, 2 panels",
  },
  {
    id: "etched-pattern",
    name: "Etched Pattern",
    image: "doors/etched-pattern.svg",
    alt: "Lift door with a fine repeating pattern etched into satin stainless steel",
    description:
      "A fine repeating motif acid-etched into satin steel. The pattern adds character to an apartment lobby and keeps the door looking clean between services.",
    material: "304 SS",
    opening: "Centre opening, 2 panels",
  },
  {
    id: "telescopic-side-opening",
    name: "Telescopic Side Opening",
    image: "doors/telescopic-side-opening.svg",
    alt: "Two-speed telescopic lift door sliding open to one side",
    description:
      "Two panels slide to one side at different speeds, giving the widest clear opening for a narrow shaft. We fit it on hospital bed lifts, goods lifts and any car that must take stretchers or trolleys.",
    material: "304 SS",
    opening: "Telescopic side opening, 2 panels",
  },
  {
    id: "gold-titanium-hairline",
    name: "Gold Titanium Hairline",
    image: "doors/gold-titanium-hairline.svg",
    alt: "Centre-opening lift door in gold titanium-coated hairline steel",
    description:
      "Hairline steel with a PVD titanium coating in warm gold. The coating is hard and colour-fast, so the door keeps its tone for years in premium residences and hotels.",
    material: "304 SS",
    opening: "Centre opening, 2 panels",
  },
  {
    id: "rose-gold-mirror-etched",
    name: "Rose Gold Mirror Etched",
    image: "doors/rose-gold-mirror-etched.svg",
    alt: "Rose-gold mirror lift door with an etched diagonal design",
    description:
      "A rose-gold PVD mirror finish with an etched design across both panels. It pairs with our Adenium Aura cabin for a matching landing and car.",
    material: "304 SS",
    opening: "Centre opening, 2 panels",
  },
  {
    id: "full-vision-glass",
    name: "Full Vision Glass",
    image: "doors/full-vision-glass.svg",
    alt: "Lift door with full-height toughened glass panels in slim steel frames",
    description:
      "Full-height laminated toughened glass held in slim steel frames, for capsule and panoramic lifts where the view is the point. The glass meets the safety requirements for lift landing doors.",
    material: "304 SS",
    opening: "Centre opening, 2 panels",
  },
];

/** What every door we fit includes, whatever the finish (shown on /door-design). */
export const doorStandards: { title: string; text: string }[] = [
  {
    title: "304 stainless steel throughout",
    text: "Door skins of 1.2 to 1.5 mm 304 grade steel on a stiffened frame. It does not rust in coastal humidity and cleans with a soft cloth and mild soap.",
  },
  {
    title: "Automatic VVVF door operator",
    text: "A variable-frequency operator opens and closes the doors smoothly at a controlled speed, without the slam of older relay-driven doors.",
  },
  {
    title: "Full-height infrared light curtain",
    text: "A curtain of infrared beams across the opening reopens the doors before they touch a passenger, a pram or a trolley.",
  },
  {
    title: "Interlocks on every landing",
    text: "The car cannot move unless every landing door is locked, and a landing door cannot be opened unless the car is at that floor.",
  },
  {
    title: "Clear openings from 700 to 1200 mm",
    text: "Centre opening for quick passenger traffic; telescopic side opening for the widest entrance in a narrow shaft, for beds, stretchers and goods.",
  },
  {
    title: "Emergency release key",
    text: "Each landing door has a triangular-key release so that trained staff can open it safely during a rescue.",
  },
];

/** The doors in a page's language (texts from content/locales/<language>/doors.ts). */
export const doorsIn: Localized<Door[]> = localized("doors", doors, { gu: guDoors, hi: hiDoors });

/** What every door includes, in a page's language. */
export const doorStandardsIn: Localized<typeof doorStandards> = localized("door-standards", doorStandards, {
  gu: guStandards,
  hi: hiStandards,
});
