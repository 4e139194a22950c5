/**
 * The six elevator type pages: one shared layout, content chosen by the path. Each type
 * has an intro (mainContent), a four-slide image-pair carousel, a benefits list (leftContent) and
 * CIVIL DIMENSIONS tables (mm and kg). A table here only names its columns and which lift models it
 * lists: the figures are the models' own (content/lift-models.ts), so the tables and the lift planner
 * never disagree. Values are typical for our standard designs; a site survey confirms them.
 */
import type { Locale } from "../contracts/locales.ts";
import type { ElevatorType } from "./elevator-types.schema.ts";
import type { LiftType } from "./lift-types.ts";
import { elevatorTypes as gu } from "./locales/gu/elevator-types.ts";
import { elevatorTypes as hi } from "./locales/hi/elevator-types.ts";
import { type Localized, localized } from "./localize.ts";
import { servicesMenu } from "./navigation.ts";

export type { ElevatorType } from "./elevator-types.schema.ts";

type TypeSlide = ElevatorType["slides"][number];

/** A type's slides, in order: slide n pairs types/<slug>-<n>-a.svg and -b.svg under one caption. */
function slides(slug: LiftType, captioned: [caption: string, altA: string, altB: string][]): TypeSlide[] {
  return captioned.map(([caption, altA, altB], index) => ({
    caption,
    images: [
      { src: `types/${slug}-${index + 1}-a.svg`, alt: altA },
      { src: `types/${slug}-${index + 1}-b.svg`, alt: altB },
    ],
  }));
}

/** A type page's path and its name, as the Services menu (content/navigation.ts) lists it. */
function menuEntry(path: string): Pick<ElevatorType, "path" | "name"> {
  const link = servicesMenu.find((entry) => entry.href === path);
  if (!link) throw new Error(`${path} is not in the Services menu (content/navigation.ts)`);
  return { path, name: link.name };
}

const SURVEY_NOTE =
  "Typical values for our standard designs at the rated speed shown. Final dimensions are confirmed by our engineers after a site survey and depend on the number of stops, travel, door type and local building rules.";

/** Columns of the passenger-style tables (mm and kg); the goods table drops Persons. */
const STANDARD_COLUMNS = [
  { header: "Persons", field: "persons" },
  { header: "Capacity (kg)", field: "ratedLoad" },
  { header: "Car inside W × D (mm)", field: "car" },
  { header: "Shaft W × D (mm)", field: "shaft" },
  { header: "Door opening (mm)", field: "doorWidth" },
  { header: "Pit (mm)", field: "pit" },
  { header: "Overhead (mm)", field: "overhead" },
  { header: "Machine room W × D (mm)", field: "machineRoom" },
] as const;

/** The capsule table's lettered columns: the figure each letter shows and, for the legend, its meaning. */
const CAPSULE_LETTERS = {
  A: { field: "carWidth", meaning: "Car inside width" },
  B: { field: "carDepth", meaning: "Car inside depth" },
  C: { field: "shaftWidth", meaning: "Shaft width" },
  D: { field: "shaftDepth", meaning: "Shaft depth" },
  E: { field: "doorWidth", meaning: "Clear door opening" },
  F: { field: "doorHeight", meaning: "Clear door height" },
  G: { field: "pit", meaning: "Pit depth" },
  H: { field: "overhead", meaning: "Overhead (top floor level to shaft ceiling)" },
  I: { field: "machineRoomHeight", meaning: "Machine room clear height" },
} as const;

const CAPSULE_COLUMNS = [
  ...STANDARD_COLUMNS.slice(0, 2),
  ...Object.entries(CAPSULE_LETTERS).map(([letter, { field }]) => ({ header: letter, field })),
];

export const elevatorTypes: ElevatorType[] = [
  {
    slug: "capsule",
    ...menuEntry("/capsule-elevators"),
    headerTitle: "Capsule Elevators",
    tagline: "Panoramic glass lifts for malls, hotels and atriums",
    metaTitle: "Capsule Elevators: Glass Panoramic Lifts | Urdhva Elevators",
    metaDescription:
      "Panoramic glass capsule lifts for malls, hotels and atriums: 8 to 16 persons, 544 to 1068 kg, civil dimensions and benefits.",
    mainContent: [
      "A capsule elevator turns a journey between floors into a view. The car is built with laminated, toughened glass on one or more sides and travels in an open or glass shaft, so passengers see the atrium, the street or the skyline as they ride. For a mall, hotel or showroom it is both transport and a landmark.",
      "We design each capsule lift around its building: round, half-round or octagonal cars; glass or steel shafts; machine-room or machine-room-less gearless drives. The car, the landing doors and the lighting are detailed together so that the lift looks right from every floor, by day and by night.",
      "Standard capsule cars carry 8 to 16 persons (544 to 1068 kg) at 1.0 to 1.75 m/s, with the same safety equipment as every lift we build: overspeed governor and safety gear, automatic rescue device, overload sensor and a full-height door sensor.",
    ],
    highlights: [
      { value: "8–16", label: "persons per car" },
      { value: "544–1068 kg", label: "rated load" },
      { value: "1.0–1.75 m/s", label: "speed" },
      { value: "Laminated", label: "toughened safety glass" },
    ],
    slides: slides("capsule", [
      [
        "A glass capsule on an office façade",
        "A glass capsule lift with two passengers on the outside of a blue glass office block",
        "Inside a capsule car: glass rear wall, steel handrail and a view of the city",
      ],
      [
        "Lit for the evening",
        "A lit capsule lift rising through a dark glass atrium with two passengers",
        "An office block at dusk with its capsule lift glowing on the corner",
      ],
      [
        "Glass landing doors",
        "Closed landing doors with glass panels and a floor indicator above",
        "The landing doors open onto the capsule car",
      ],
      [
        "Drive and controls",
        "Cut-away drawing of the shaft: car, guide rails and gearless machine at the top",
        "Car operating panel with floor buttons, display and alarm in brushed steel",
      ],
    ]),
    leftContent: {
      title: "Why building owners choose our capsule lifts",
      lists: [
        {
          title: "Benefits",
          items: [
            "A landmark feature that draws visitors to the upper floors of a mall or hotel",
            "Laminated toughened glass that stays in one piece even if it cracks",
            "Gearless drives that are quiet, smooth and up to 40% more efficient than geared machines",
            "LED car lighting and optional façade lighting for night-time views",
            "Round, half-round or octagonal cars to suit the architecture",
          ],
        },
        {
          title: "Where they fit",
          items: [
            "Shopping malls and atriums",
            "Hotels and resorts",
            "Office façades",
            "Showrooms and towers",
          ],
        },
      ],
    },
    dimensions: {
      intro:
        "Capsule cars are drawn with lettered dimensions (A to I) because the car shape changes with the design. The values below are for a half-round car with one glass side.",
      tables: [
        {
          title: "Capsule elevator, half-round car",
          caption: "Capsule elevator: civil dimensions A to I in mm for 8 to 16 persons",
          columns: CAPSULE_COLUMNS,
        },
      ],
      legend: Object.entries(CAPSULE_LETTERS).map(([letter, { meaning }]) => ({ key: letter, meaning })),
      note: SURVEY_NOTE,
    },
  },
  {
    slug: "passenger",
    ...menuEntry("/passenger-elevators"),
    headerTitle: "Passenger Elevators",
    tagline: "Reliable lifts for apartments, offices and commercial buildings",
    metaTitle: "Passenger Elevators: 408–1360 kg, 1.0–2.0 m/s | Urdhva Elevators",
    metaDescription:
      "Passenger lifts for low, mid and high-rise buildings: 6 to 20 persons, speeds 1.0 to 2.0 m/s, centre-opening and telescopic doors.",
    mainContent: [
      "Our passenger elevators move people in residential towers, offices, hotels and commercial complexes every day, quietly and on time. Each lift is sized to the building's traffic: the number of floors, the number of people on them and the peak hours when everyone arrives or leaves together.",
      "We offer standard load capacities of 408, 544, 680, 816 and 1088 kg, and up to 1360 kg (20 persons) for busy buildings, at speeds from 1.0 to 2.0 m/s. Low-rise buildings of up to 6 stops are served well at 1.0 m/s; mid-rise buildings of 6 to 15 stops at 1.5 m/s; high-rise buildings of 16 stops and more at 1.75 to 2.0 m/s with group control.",
      "Every passenger lift comes with a VVVF drive for smooth starts and accurate stops, an automatic rescue device for power cuts, an overload sensor with audio warning and a full-height door sensor, and is maintained by our own service engineers after handover.",
    ],
    highlights: [
      { value: "6–20", label: "persons per car" },
      { value: "408–1360 kg", label: "rated load" },
      { value: "1.0–2.0 m/s", label: "speed" },
      { value: "2 door types", label: "centre-opening or telescopic" },
    ],
    slides: slides("passenger", [
      [
        "Residential towers",
        "A twelve-storey residential tower with two residents walking in front",
        "A passenger lift car with mirror rear wall, steel handrail and LED ceiling",
      ],
      [
        "Centre-opening doors",
        "Closed centre-opening landing doors in hairline steel",
        "The landing doors open onto the car with a resident waiting beside them",
      ],
      [
        "Installed and serviced by our engineers",
        "A service engineer in a hard hat checking the lift controller",
        "Cut-away drawing of the shaft with the car, guide rails and machine",
      ],
      [
        "Built for busy buildings",
        "An apartment tower at night with lights on in many flats",
        "Car operating panel with floor buttons, digital display and alarm button",
      ],
    ]),
    leftContent: {
      title: "Benefits of our passenger elevators",
      lists: [
        {
          title: "Benefits",
          items: [
            "Load capacities of 408, 544, 680, 816 and 1088 kg, up to 1360 kg",
            "Speeds from 1.0 to 2.0 m/s, matched to the height of the building",
            "VVVF drive: smooth ride, accurate levelling and lower electricity bills",
            "Automatic rescue device brings the car to a floor in a power cut",
            "Group control for two or more lifts to cut waiting at peak hours",
          ],
        },
        {
          title: "Sized to your building",
          items: [
            "Low-rise: up to 6 stops, 1.0 m/s",
            "Mid-rise: 6 to 15 stops, 1.5 m/s",
            "High-rise: 16 stops and more, 1.75 to 2.0 m/s",
          ],
        },
      ],
    },
    dimensions: {
      intro:
        "Centre-opening doors are faster and suit wider shafts; telescopic side-opening doors give the same clear opening in a narrower shaft.",
      tables: [
        {
          title: "Passenger elevator, centre-opening doors",
          caption: "Passenger elevator with centre-opening doors: civil dimensions in mm, capacity in kg",
          doors: "centre-opening",
          columns: [...STANDARD_COLUMNS],
        },
        {
          title: "Passenger elevator, telescopic side-opening doors",
          caption: "Passenger elevator with telescopic doors: civil dimensions in mm, capacity in kg",
          doors: "telescopic",
          columns: [...STANDARD_COLUMNS],
        },
      ],
      legend: [],
      note: SURVEY_NOTE,
    },
  },
  {
    slug: "hospital",
    ...menuEntry("/hospital-elevators"),
    headerTitle: "Hospital Elevators",
    tagline: "Bed and stretcher lifts with a smooth, precise ride",
    metaTitle: "Hospital Bed Elevators: 10–26 Persons | Urdhva Elevators",
    metaDescription:
      "Smooth, precise stretcher and bed lifts for hospitals: 10 to 26 persons (680 to 1768 kg) with ARD rescue and hygienic cabins.",
    mainContent: [
      "In a hospital the lift is part of patient care. A bed lift must carry a patient on a stretcher or bed, with attendants and equipment, without a jolt, and stop exactly level with the floor so that wheels roll straight in and out.",
      "Our hospital elevators use deep cars, wide telescopic doors and VVVF drives with soft start and stop, and level to within ±5 mm. Cabins are lined with stainless steel and anti-skid, easy-to-clean flooring, and the door sensor watches the full height of the opening so that drips, trolleys and people are never caught.",
      "For emergencies we add a hospital service mode that lets staff call a lift straight to a floor without stopping on the way, and an automatic rescue device that brings the car to the nearest floor and opens its doors in a power cut.",
    ],
    highlights: [
      { value: "10–26", label: "persons per car" },
      { value: "680–1768 kg", label: "rated load" },
      { value: "±5 mm", label: "levelling accuracy" },
      { value: "Telescopic", label: "wide side-opening doors" },
    ],
    slides: slides("hospital", [
      [
        "Built for hospitals",
        "A hospital building with a green cross on the façade and visitors at the entrance",
        "A deep lift car with a stretcher trolley inside and a green anti-skid floor",
      ],
      [
        "Wide doors for beds and stretchers",
        "Wide closed landing doors of a hospital lift",
        "A nurse beside a hospital bed at the open lift doors",
      ],
      [
        "Clear controls, clean cabins",
        "Car operating panel with large buttons, Braille and an emergency sign",
        "A hospital lift cabin in brushed steel with a handrail and a green floor",
      ],
      [
        "Installed and serviced by our engineers",
        "A service engineer checking the controller in the machine room",
        "Cut-away drawing of the shaft with the car, guide rails and machine",
      ],
    ]),
    leftContent: {
      title: "Benefits of our hospital elevators",
      lists: [
        {
          title: "Benefits",
          items: [
            "Deep cars that take a bed or stretcher with two attendants",
            "Soft start and stop with ±5 mm levelling, so wheels roll in and out easily",
            "Telescopic doors with a full-height sensor for a wide, safe entrance",
            "Hospital service mode to send a lift straight to an emergency",
            "Stainless steel cabins and anti-skid floors that are easy to disinfect",
          ],
        },
        {
          title: "Where they fit",
          items: ["Multi-speciality hospitals", "Nursing homes and clinics", "Diagnostic centres"],
        },
      ],
    },
    dimensions: {
      intro: "Hospital lifts use telescopic side-opening doors so that the full width of a bed can pass.",
      tables: [
        {
          title: "Hospital bed elevator, telescopic doors",
          caption: "Hospital elevator: civil dimensions in mm, capacity in kg, for 10 to 26 persons",
          columns: [...STANDARD_COLUMNS],
        },
      ],
      legend: [],
      note: SURVEY_NOTE,
    },
  },
  {
    slug: "hydraulic",
    ...menuEntry("/hydraulic-elevators"),
    headerTitle: "Hydraulic Elevators",
    tagline: "No machine room on the roof, a shallow pit and a smooth ride",
    metaTitle: "Hydraulic Elevators: Low-Rise, No Machine Room | Urdhva Elevators",
    metaDescription:
      "Hydraulic lifts for low-rise buildings and heavy loads: 6 to 20 persons, shallow pit, no machine room on top, smooth ride.",
    mainContent: [
      "A hydraulic elevator is lifted by an oil-driven jack instead of ropes and a machine overhead. The power unit sits in a small room beside the shaft at the lowest floor, so the building needs no machine room on the roof and less headroom above the top floor.",
      "That makes hydraulic lifts the natural choice for low-rise buildings of up to five or six floors, for existing buildings where a machine room cannot be added, and for heritage or villa projects where the roofline must stay as it is. They also carry heavy loads gently, which is why they are popular for goods and car lifts.",
      "Our hydraulic lifts carry 6 to 20 persons at up to 0.63 m/s, with a descent valve that lowers the car to the nearest floor in a power cut, pipe-rupture valves and an overload sensor.",
    ],
    highlights: [
      { value: "6–20", label: "persons per car" },
      { value: "up to 0.63 m/s", label: "speed" },
      { value: "G + 5", label: "typical maximum travel" },
      { value: "No", label: "machine room on the roof" },
    ],
    slides: slides("hydraulic", [
      [
        "Made for villas and low-rise buildings",
        "A two-storey villa with a glass lift shaft beside the entrance",
        "A hydraulic lift cabin with beige panels and a marble floor",
      ],
      [
        "The power unit sits beside the shaft",
        "A service engineer beside the hydraulic power unit and jack",
        "Cut-away drawing of a hydraulic shaft with the jack below the car",
      ],
      [
        "Champagne steel doors",
        "Closed champagne-finish landing doors",
        "The landing doors open onto a champagne-finish car",
      ],
      [
        "Controls and cabin",
        "Champagne-finish car operating panel with floor buttons",
        "A hydraulic lift cabin in brushed steel with a handrail",
      ],
    ]),
    leftContent: {
      title: "Benefits of our hydraulic elevators",
      lists: [
        {
          title: "Benefits",
          items: [
            "No machine room on the roof; the power unit fits beside the shaft",
            "Less overhead above the top floor and a shallow pit",
            "Very smooth starts and stops, even with heavy loads",
            "Lowers itself to the nearest floor in a power cut",
            "Lighter loads on the building structure: the jack stands on the pit floor",
          ],
        },
        {
          title: "Where they fit",
          items: [
            "Villas and bungalows",
            "Low-rise offices and shops",
            "Heritage buildings",
            "Goods and car lifts",
          ],
        },
      ],
    },
    dimensions: {
      intro:
        "The machine room column gives the size of the power unit room beside the shaft at the lowest floor.",
      tables: [
        {
          title: "Hydraulic elevator, up to G + 5",
          caption: "Hydraulic elevator: civil dimensions in mm, capacity in kg, for 6 to 20 persons",
          columns: [...STANDARD_COLUMNS],
        },
      ],
      legend: [],
      note: SURVEY_NOTE,
    },
  },
  {
    slug: "home",
    ...menuEntry("/bunglow-lift"),
    headerTitle: "Bungalow & Home Lifts",
    tagline: "Compact, quiet lifts for bungalows, villas and row houses",
    metaTitle: "Home & Bungalow Lifts for 4–6 People | Urdhva Elevators",
    metaDescription:
      "Compact, quiet home lifts for bungalows and villas carrying 4 to 6 people, with custom cabins and low running costs.",
    mainContent: [
      "A home lift makes every floor of your house easy to reach: for parents who find the stairs hard, for a family member in a wheelchair, or simply for carrying shopping and luggage. Our home lifts carry 4 to 6 people in a compact car, run quietly and use little electricity.",
      "We fit them inside the house, in a staircase void or a stack of small rooms, or outside in a new RCC or glass shaft against the wall of an existing bungalow. Cabins are finished to match your interiors, from warm wood-grain to champagne steel or glass.",
      "For larger villas, farmhouses and guest houses we also build bungalow lifts of 6 to 20 persons. Every home lift includes automatic doors with a sensor, an automatic rescue device for power cuts, an overload sensor and an alarm that reaches a family member or our service desk.",
    ],
    highlights: [
      { value: "4–6", label: "people in a home lift" },
      { value: "up to 20", label: "persons for villas" },
      { value: "0.4–1.0 m/s", label: "speed" },
      { value: "ARD", label: "rescue in a power cut" },
    ],
    slides: slides("home", [
      [
        "A lift for the whole family",
        "A bungalow with a slim lift shaft built against the outside wall",
        "A home lift cabin with beige wood-grain panels and a pale floor",
      ],
      [
        "Wood-finish doors and cabin",
        "The same bungalow with its owner at the door beside the lift shaft",
        "A home lift cabin in warm wood-grain with a steel handrail",
      ],
      [
        "Doors that match your interiors",
        "Closed landing doors in a wood finish with slim glass strips",
        "The wood-finish doors open onto the cabin",
      ],
      [
        "Quiet machine, simple controls",
        "Cut-away drawing of a home lift shaft with a compact gold-finish car",
        "Gold-finish car operating panel mounted on a wooden wall",
      ],
    ]),
    leftContent: {
      title: "Benefits of our home lifts",
      lists: [
        {
          title: "Benefits",
          items: [
            "Carries 4 to 6 people, or a wheelchair with an attendant",
            "Fits inside the house or in a new shaft against an outside wall",
            "Quiet enough for bedrooms; low running cost on three-phase or single-phase supply",
            "Automatic rescue device brings the car to a floor in a power cut",
            "Cabins finished to match your home: wood-grain, steel, glass",
          ],
        },
        {
          title: "Plan it early",
          items: [
            "Standard drawings use a 1600 mm pit and 4500 mm overhead",
            "Low-pit and hydraulic designs for existing houses",
            "A free site survey confirms the exact size",
          ],
        },
      ],
    },
    dimensions: {
      intro:
        "Bungalow and villa lifts, 6 to 20 persons. Compact 4-person home lifts for existing houses are drawn after a site survey.",
      tables: [
        {
          title: "Bungalow lift",
          caption: "Bungalow and home lift: civil dimensions in mm, capacity in kg, for 6 to 20 persons",
          columns: [...STANDARD_COLUMNS],
        },
      ],
      legend: [],
      note: SURVEY_NOTE,
    },
  },
  {
    slug: "goods",
    ...menuEntry("/goods-lift"),
    headerTitle: "Goods Lifts",
    tagline: "Heavy-duty lifts for factories, warehouses and shops",
    metaTitle: "Goods Lifts & Freight Elevators: 500–5000 kg | Urdhva Elevators",
    metaDescription:
      "Heavy-duty goods lifts for factories, warehouses and shops: 500 to 5000 kg capacity with robust cabins and doors.",
    mainContent: [
      "Goods lifts carry what people cannot: pallets of textiles, machine parts, cartons of stock and trolleys of supplies. Ours are built for 500 to 5000 kg, with strong car frames, chequered steel floors, wall guards and doors wide enough for a loaded pallet truck.",
      "We size each goods lift to the heaviest single item you move and the way it is loaded. Loading with a hand-pallet truck or forklift puts extra force on the car sill and floor, so the frame, guide rails and floor plate are chosen for it from the start.",
      "Choose automatic side-opening doors for busy loading bays, or manual collapsible gates where cost matters most. Every goods lift has an overload sensor, safety gear and landing door locks; where staff travel with the goods, it is built to passenger safety standards as well.",
    ],
    highlights: [
      { value: "500–5000 kg", label: "rated load" },
      { value: "0.25–1.0 m/s", label: "speed" },
      { value: "Chequered", label: "steel floor plate" },
      { value: "Pallet-truck", label: "and forklift loading" },
    ],
    slides: slides("goods", [
      [
        "Warehouses and factories",
        "A warehouse with a worker beside a pallet of cartons at the open goods lift",
        "A steel goods lift car with cartons stacked on a pallet",
      ],
      [
        "Wide doors for pallets",
        "Closed wide landing doors of a goods lift in grey steel",
        "A worker guiding a pallet truck into the open goods lift",
      ],
      [
        "Installed and serviced by our engineers",
        "A service engineer checking the controller of a goods lift",
        "Cut-away drawing of a goods lift shaft with the car and machine",
      ],
      [
        "Robust car and controls",
        "Car operating panel on a grey steel wall with floor buttons and alarm",
        "A goods lift car with steel walls and a chequered floor plate",
      ],
    ]),
    leftContent: {
      title: "Benefits of our goods lifts",
      lists: [
        {
          title: "Benefits",
          items: [
            "Capacities from 500 to 5000 kg, sized to your heaviest load",
            "Chequered steel floor plate and wall guards that take daily knocks",
            "Wide side-opening automatic doors or manual collapsible gates",
            "Floor and sill built for pallet trucks and forklift loading",
            "Overload sensor and safety gear as standard",
          ],
        },
        {
          title: "Where they fit",
          items: [
            "Warehouses and godowns",
            "Textile and diamond units",
            "Shops and malls",
            "Hotels and hospitals",
          ],
        },
      ],
    },
    dimensions: {
      intro: "Goods lifts use side-opening doors; heavier lifts need a deeper pit and more overhead.",
      tables: [
        {
          title: "Goods lift, side-opening doors",
          caption: "Goods lift: civil dimensions in mm for 500 to 5000 kg",
          columns: STANDARD_COLUMNS.slice(1),
        },
      ],
      legend: [],
      note: SURVEY_NOTE,
    },
  },
];

/** The six types in a page's language (texts from content/locales/<language>/elevator-types.ts). */
export const elevatorTypesIn: Localized<ElevatorType[]> = localized("elevator-types", elevatorTypes, {
  gu,
  hi,
});

/** The type whose page is at `path` (without a language prefix), in `locale`. */
export function elevatorTypeByPath(path: string, locale: Locale = "en"): ElevatorType | undefined {
  return elevatorTypesIn(locale).find((type) => type.path === path);
}
