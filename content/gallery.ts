/**
 * The elevators gallery: kinds of installation, each with an image, a name and the
 * details shown on hover, on keyboard focus and (on phones) below the image. Gujarati and Hindi
 * texts: content/locales/<language>/gallery.ts.
 */
import { galleryItems as gu } from "./locales/gu/gallery.ts";
import { galleryItems as hi } from "./locales/hi/gallery.ts";
import { type Localized, localized, type Translation } from "./localize.ts";
import type { GalleryItem } from "./products.schema.ts";

export type { GalleryItem };

export const galleryItems: GalleryItem[] = [
  {
    id: "capsule-atrium",
    name: "Capsule Lift in a Shopping Atrium",
    image: "gallery/capsule-atrium.svg",
    alt: "A round glass capsule lift with two passengers rising through a multi-storey atrium",
    details:
      "A panoramic capsule car on a glass shaft, so shoppers can see every floor on the way up. Laminated glass, LED-lit car roof and a machine-room-less gearless drive.",
    facts: ["13 persons / 884 kg", "1.0 m/s", "G + 4 floors"],
    href: "/capsule-elevators",
  },
  {
    id: "passenger-residential-tower",
    name: "Passenger Lifts for a Residential Tower",
    image: "gallery/passenger-residential-tower.svg",
    alt: "A fourteen-storey residential tower with residents walking in front",
    details:
      "Two passenger lifts working as a group for a high-rise apartment tower, with ARD rescue that brings the car to the nearest floor in a power cut.",
    facts: ["10 persons / 680 kg", "1.5 m/s", "G + 14 floors"],
    href: "/passenger-elevators",
  },
  {
    id: "hospital-bed-lift",
    name: "Hospital Bed Lift",
    image: "gallery/hospital-bed-lift.svg",
    alt: "A deep hospital lift car with a stretcher trolley inside and a green anti-skid floor",
    details:
      "A deep car that takes a bed or stretcher with two attendants, with telescopic doors, levelling accuracy of ±5 mm and a hygienic, easy-to-clean interior.",
    facts: ["20 persons / 1360 kg", "1.0 m/s", "G + 6 floors"],
    href: "/hospital-elevators",
  },
  {
    id: "hydraulic-villa",
    name: "Hydraulic Lift for a Villa",
    image: "gallery/hydraulic-villa.svg",
    alt: "A two-storey villa at dusk with a lit glass lift shaft beside the entrance",
    details:
      "A hydraulic lift in a villa where a machine room on the roof was not allowed. The power unit sits beside the shaft on the ground floor.",
    facts: ["6 persons / 408 kg", "0.5 m/s", "G + 2 floors"],
    href: "/hydraulic-elevators",
  },
  {
    id: "home-lift-bungalow",
    name: "Home Lift in a Bungalow",
    image: "gallery/home-lift-bungalow.svg",
    alt: "A bungalow with a slim glass lift shaft added at one side of the house",
    details:
      "A compact home lift added to an existing bungalow, in a shaft built against the outside wall. Single-phase supply, wooden cabin and a quiet ride.",
    facts: ["4 persons / 272 kg", "0.4 m/s", "G + 2 floors"],
    href: "/bunglow-lift",
  },
  {
    id: "goods-warehouse",
    name: "Goods Lift for a Warehouse",
    image: "gallery/goods-warehouse.svg",
    alt: "A warehouse with a worker moving a loaded pallet towards the open goods lift",
    details:
      "A heavy-duty goods lift for pallets and hand-pallet trucks, with a chequered steel floor, wall guards and a wide side-opening door.",
    facts: ["2000 kg", "0.5 m/s", "G + 2 floors"],
    href: "/goods-lift",
  },
  {
    id: "car-parking-lift",
    name: "Car Parking Lift",
    image: "gallery/car-parking-lift.svg",
    alt: "A red car inside a wide steel lift car with a staff member guiding it",
    details:
      "A car lift that moves vehicles between a basement and the ground floor where there is no room for a ramp. Wide car, heavy-duty guide rails and signals for the driver.",
    facts: ["3000 kg", "0.3 m/s", "B2 to G"],
    href: "/goods-lift",
  },
  {
    id: "freight-elevator",
    name: "Freight Elevator",
    image: "gallery/freight-elevator.svg",
    alt: "A steel freight lift car loaded with boxes on a pallet",
    details:
      "A freight elevator for a textile unit, sized for trolleys of fabric rolls, with a steel-lined car and a manual collapsible gate option.",
    facts: ["1500 kg", "0.5 m/s", "G + 3 floors"],
    href: "/goods-lift",
  },
  {
    id: "mall-capsule-pair",
    name: "Twin Capsule Lifts for a Mall",
    image: "gallery/mall-capsule-pair.svg",
    alt: "Two glass capsule lifts at different heights in a glass-fronted mall at night",
    details:
      "Two capsule lifts side by side on the façade of a mall, controlled as a pair so the next car arrives quickly, lit for night-time views.",
    facts: ["16 persons / 1068 kg each", "1.0 m/s", "G + 5 floors"],
    href: "/capsule-elevators",
  },
  {
    id: "office-lobby-bank",
    name: "Office Lobby Lift Bank",
    image: "gallery/office-lobby-bank.svg",
    alt: "An office lobby with three lifts in a row, one with its doors open",
    details:
      "A bank of three passenger lifts with group control for a commercial complex, sending the nearest car to each call to cut waiting at peak hours.",
    facts: ["13 persons / 884 kg", "1.75 m/s", "G + 12 floors"],
    href: "/passenger-elevators",
  },
];

/** The gallery's texts in another language, item by item in the order above. */
export type GalleryTexts = Translation<GalleryItem[]>;

/** The gallery in a page's language. */
export const galleryItemsIn: Localized<GalleryItem[]> = localized("gallery", galleryItems, {
  gu,
  hi,
});
