/**
 * The six elevator type pages (SPEC 2.9): one shared layout, content chosen by the path.
 */
export interface ElevatorTypeSummary {
  slug: "capsule" | "passenger" | "hospital" | "hydraulic" | "home" | "goods";
  path: string;
  /** Name as the side menu and cards show it. */
  name: string;
  headerTitle: string;
  metaTitle: string;
  metaDescription: string;
}

export const elevatorTypes = [
  {
    slug: "capsule",
    path: "/capsule-elevators",
    name: "Capsule Elevators",
    headerTitle: "Capsule Elevators",
    metaTitle: "Capsule Elevators: Glass Panoramic Lifts | Urdhva Elevators",
    metaDescription:
      "Panoramic glass capsule lifts for malls, hotels and atriums: 8 to 16 persons, 544 to 1068 kg, civil dimensions and benefits.",
  },
  {
    slug: "passenger",
    path: "/passenger-elevators",
    name: "Passenger Elevators",
    headerTitle: "Passenger Elevators",
    metaTitle: "Passenger Elevators: 408–1360 kg, 1.0–2.0 m/s | Urdhva Elevators",
    metaDescription:
      "Passenger lifts for low, mid and high-rise buildings: 6 to 20 persons, speeds 1.0 to 2.0 m/s, centre-opening and telescopic doors.",
  },
  {
    slug: "hospital",
    path: "/hospital-elevators",
    name: "Hospital Elevators",
    headerTitle: "Hospital Elevators",
    metaTitle: "Hospital Bed Elevators: 10–26 Persons | Urdhva Elevators",
    metaDescription:
      "Smooth, precise stretcher and bed lifts for hospitals: 10 to 26 persons (680 to 1768 kg) with ARD rescue and hygienic cabins.",
  },
  {
    slug: "hydraulic",
    path: "/hydraulic-elevators",
    name: "Hydraulic Elevators",
    headerTitle: "Hydraulic Elevators",
    metaTitle: "Hydraulic Elevators: Low-Rise, No Machine Room | Urdhva Elevators",
    metaDescription:
      "Hydraulic lifts for low-rise buildings and heavy loads: 6 to 20 persons, shallow pit, no machine room on top, smooth ride.",
  },
  {
    slug: "home",
    path: "/bunglow-lift",
    name: "Bunglow/Home Lifts",
    headerTitle: "Bungalow & Home Lifts",
    metaTitle: "Home & Bungalow Lifts for 4–6 People | Urdhva Elevators",
    metaDescription:
      "Compact, quiet home lifts for bungalows and villas carrying 4 to 6 people, with custom cabins and low running costs.",
  },
  {
    slug: "goods",
    path: "/goods-lift",
    name: "Goods Lifts",
    headerTitle: "Goods Lifts",
    metaTitle: "Goods Lifts & Freight Elevators: 500–5000 kg | Urdhva Elevators",
    metaDescription:
      "Heavy-duty goods lifts for factories, warehouses and shops: 500 to 5000 kg capacity with robust cabins and doors.",
  },
] as const satisfies readonly ElevatorTypeSummary[];

export function elevatorTypeByPath(path: string) {
  return elevatorTypes.find((type) => type.path === path);
}
