/**
 * Every standard lift model, as numbers: persons, rated load (kg), speed (m/s) and the car, shaft,
 * door, pit, overhead and machine room sizes (mm). The CIVIL DIMENSIONS tables of the type pages and
 * the lift planner both read these records; content/lift-models.schema.ts checks them at build.
 * Values are typical for the standard designs; the final figures follow a site survey.
 *
 * The models come in families, one table of a type page each. A family states once what all its
 * models share (type, doors, speed, where the machine room sits, any size they all have); each model
 * gives only its own figures. A model's rated load is its persons × KG_PER_PERSON (68 kg) unless it
 * gives its own; goods lifts are rated by load only.
 *
 * This is the seed of the `lift-models` content document (content/documents.ts): once the company
 * publishes its own figures in the staff area, the pages and the planner read those.
 */
import type { LiftModel } from "./lift-models.schema.ts";
import { KG_PER_PERSON } from "./lift-types.ts";
import { type Localized, sameInEveryLanguage } from "./localize.ts";

export type { LiftModel } from "./lift-models.schema.ts";

type MachineRoom = LiftModel["machineRoom"];

/** What every model of a family has. */
interface Family extends Partial<Omit<LiftModel, "id" | "door" | "machineRoom">> {
  type: LiftModel["type"];
  speed: number;
  door?: Partial<LiftModel["door"]>;
  machineRoom: Pick<MachineRoom, "placement">;
}

/** One model's own figures: those its family does not give. */
interface OwnFigures extends Partial<Omit<LiftModel, "type" | "doors" | "speed" | "door" | "machineRoom">> {
  id: string;
  car: LiftModel["car"];
  shaft: LiftModel["shaft"];
  door: Partial<LiftModel["door"]>;
  machineRoom: Omit<MachineRoom, "placement">;
}

function family({ door, machineRoom, ...shared }: Family, models: OwnFigures[]): LiftModel[] {
  // Whether a family and its models together give every figure is checked by the schema at build.
  return models.map(
    (own) =>
      ({
        ...shared,
        ratedLoad: own.persons && own.persons * KG_PER_PERSON,
        ...own,
        door: { ...door, ...own.door },
        machineRoom: { ...machineRoom, ...own.machineRoom },
      }) as LiftModel,
  );
}

/** The standard traction design at 1.0 m/s: a 1600 mm pit and the machine room above the shaft. */
const STANDARD_TRACTION = { speed: 1.0, pit: 1600, machineRoom: { placement: "above" } } as const;

/** Capsule, half-round car with one glass side: the type page shows these as columns A to I. */
const capsule = family({ type: "capsule", ...STANDARD_TRACTION, door: { height: 2100 } }, [
  {
    id: "capsule-8",
    persons: 8,
    car: { width: 1200, depth: 1100 },
    shaft: { width: 1900, depth: 1800 },
    door: { width: 800 },
    overhead: 4500,
    machineRoom: { clearHeight: 2400 },
  },
  {
    id: "capsule-10",
    persons: 10,
    car: { width: 1400, depth: 1200 },
    shaft: { width: 2100, depth: 1900 },
    door: { width: 800 },
    overhead: 4600,
    machineRoom: { clearHeight: 2400 },
  },
  {
    id: "capsule-13",
    persons: 13,
    car: { width: 1600, depth: 1300 },
    shaft: { width: 2300, depth: 2000 },
    door: { width: 900 },
    overhead: 4700,
    machineRoom: { clearHeight: 2500 },
  },
  {
    id: "capsule-16",
    persons: 16,
    ratedLoad: 1068, // the published rating of this car, below 16 × 68 kg
    car: { width: 1800, depth: 1400 },
    shaft: { width: 2500, depth: 2200 },
    door: { width: 1000 },
    overhead: 4800,
    machineRoom: { clearHeight: 2500 },
  },
]);

/** Passenger, centre-opening doors */
const passengerCentre = family({ type: "passenger", doors: "centre-opening", ...STANDARD_TRACTION }, [
  {
    id: "passenger-centre-6",
    persons: 6,
    car: { width: 1100, depth: 900 },
    shaft: { width: 1650, depth: 1500 },
    door: { width: 700 },
    overhead: 4500,
    machineRoom: { width: 2500, depth: 3500 },
  },
  {
    id: "passenger-centre-8",
    persons: 8,
    car: { width: 1100, depth: 1100 },
    shaft: { width: 1700, depth: 1700 },
    door: { width: 800 },
    overhead: 4500,
    machineRoom: { width: 2500, depth: 3700 },
  },
  {
    id: "passenger-centre-10",
    persons: 10,
    car: { width: 1300, depth: 1100 },
    shaft: { width: 1900, depth: 1700 },
    door: { width: 800 },
    overhead: 4500,
    machineRoom: { width: 2700, depth: 3700 },
  },
  {
    id: "passenger-centre-12",
    persons: 12,
    car: { width: 1400, depth: 1300 },
    shaft: { width: 2000, depth: 1900 },
    door: { width: 900 },
    overhead: 4600,
    machineRoom: { width: 2800, depth: 3900 },
  },
  {
    id: "passenger-centre-16",
    persons: 16,
    car: { width: 1600, depth: 1400 },
    shaft: { width: 2300, depth: 2000 },
    door: { width: 1000 },
    overhead: 4700,
    machineRoom: { width: 3100, depth: 4000 },
  },
  {
    id: "passenger-centre-20",
    persons: 20,
    car: { width: 1800, depth: 1600 },
    shaft: { width: 2500, depth: 2200 },
    door: { width: 1100 },
    overhead: 4800,
    machineRoom: { width: 3300, depth: 4200 },
  },
]);

/** Passenger, telescopic side-opening doors */
const passengerTelescopic = family({ type: "passenger", doors: "telescopic", ...STANDARD_TRACTION }, [
  {
    id: "passenger-telescopic-6",
    persons: 6,
    car: { width: 1100, depth: 900 },
    shaft: { width: 1550, depth: 1550 },
    door: { width: 700 },
    overhead: 4500,
    machineRoom: { width: 2400, depth: 3500 },
  },
  {
    id: "passenger-telescopic-8",
    persons: 8,
    car: { width: 1100, depth: 1100 },
    shaft: { width: 1600, depth: 1750 },
    door: { width: 800 },
    overhead: 4500,
    machineRoom: { width: 2400, depth: 3700 },
  },
  {
    id: "passenger-telescopic-10",
    persons: 10,
    car: { width: 1300, depth: 1100 },
    shaft: { width: 1800, depth: 1750 },
    door: { width: 800 },
    overhead: 4500,
    machineRoom: { width: 2600, depth: 3700 },
  },
  {
    id: "passenger-telescopic-12",
    persons: 12,
    car: { width: 1400, depth: 1300 },
    shaft: { width: 1900, depth: 1950 },
    door: { width: 900 },
    overhead: 4600,
    machineRoom: { width: 2700, depth: 3900 },
  },
  {
    id: "passenger-telescopic-16",
    persons: 16,
    car: { width: 1600, depth: 1400 },
    shaft: { width: 2100, depth: 2050 },
    door: { width: 1000 },
    overhead: 4700,
    machineRoom: { width: 2900, depth: 4000 },
  },
  {
    id: "passenger-telescopic-20",
    persons: 20,
    car: { width: 1800, depth: 1600 },
    shaft: { width: 2300, depth: 2250 },
    door: { width: 1100 },
    overhead: 4800,
    machineRoom: { width: 3100, depth: 4200 },
  },
]);

/** Hospital bed lifts, telescopic doors */
const hospital = family({ type: "hospital", doors: "telescopic", ...STANDARD_TRACTION }, [
  {
    id: "hospital-10",
    persons: 10,
    car: { width: 900, depth: 2000 },
    shaft: { width: 1700, depth: 2600 },
    door: { width: 800 },
    overhead: 4600,
    machineRoom: { width: 2600, depth: 4200 },
  },
  {
    id: "hospital-15",
    persons: 15,
    car: { width: 1200, depth: 2100 },
    shaft: { width: 2000, depth: 2700 },
    door: { width: 900 },
    overhead: 4600,
    machineRoom: { width: 2900, depth: 4300 },
  },
  {
    id: "hospital-20",
    persons: 20,
    car: { width: 1400, depth: 2200 },
    shaft: { width: 2200, depth: 2800 },
    door: { width: 1100 },
    overhead: 4700,
    machineRoom: { width: 3100, depth: 4400 },
  },
  {
    id: "hospital-26",
    persons: 26,
    car: { width: 1500, depth: 2500 },
    shaft: { width: 2400, depth: 3100 },
    door: { width: 1200 },
    overhead: 4800,
    machineRoom: { width: 3300, depth: 4700 },
  },
]);

/** Hydraulic, up to G + 5: the power unit room sits beside the shaft at the lowest floor */
const hydraulic = family(
  { type: "hydraulic", speed: 0.5, maxStops: 6, machineRoom: { placement: "beside" } },
  [
    {
      id: "hydraulic-6",
      persons: 6,
      car: { width: 1100, depth: 900 },
      shaft: { width: 1600, depth: 1450 },
      door: { width: 700 },
      pit: 1200,
      overhead: 3600,
      machineRoom: { width: 1800, depth: 2000 },
    },
    {
      id: "hydraulic-8",
      persons: 8,
      car: { width: 1100, depth: 1100 },
      shaft: { width: 1650, depth: 1650 },
      door: { width: 800 },
      pit: 1200,
      overhead: 3600,
      machineRoom: { width: 1800, depth: 2000 },
    },
    {
      id: "hydraulic-10",
      persons: 10,
      car: { width: 1300, depth: 1100 },
      shaft: { width: 1850, depth: 1650 },
      door: { width: 800 },
      pit: 1200,
      overhead: 3700,
      machineRoom: { width: 2000, depth: 2000 },
    },
    {
      id: "hydraulic-13",
      persons: 13,
      car: { width: 1500, depth: 1200 },
      shaft: { width: 2050, depth: 1750 },
      door: { width: 900 },
      pit: 1300,
      overhead: 3700,
      machineRoom: { width: 2000, depth: 2200 },
    },
    {
      id: "hydraulic-16",
      persons: 16,
      car: { width: 1600, depth: 1400 },
      shaft: { width: 2200, depth: 1950 },
      door: { width: 1000 },
      pit: 1300,
      overhead: 3800,
      machineRoom: { width: 2200, depth: 2200 },
    },
    {
      id: "hydraulic-20",
      persons: 20,
      car: { width: 1800, depth: 1600 },
      shaft: { width: 2400, depth: 2150 },
      door: { width: 1100 },
      pit: 1400,
      overhead: 3900,
      machineRoom: { width: 2200, depth: 2500 },
    },
  ],
);

/** Bungalow and home lifts */
const home = family({ type: "home", ...STANDARD_TRACTION, overhead: 4500 }, [
  {
    id: "home-6",
    persons: 6,
    car: { width: 1000, depth: 1000 },
    shaft: { width: 1550, depth: 1550 },
    door: { width: 700 },
    machineRoom: { width: 2300, depth: 3200 },
  },
  {
    id: "home-8",
    persons: 8,
    car: { width: 1100, depth: 1100 },
    shaft: { width: 1700, depth: 1650 },
    door: { width: 800 },
    machineRoom: { width: 2500, depth: 3500 },
  },
  {
    id: "home-10",
    persons: 10,
    car: { width: 1300, depth: 1100 },
    shaft: { width: 1900, depth: 1700 },
    door: { width: 800 },
    machineRoom: { width: 2700, depth: 3700 },
  },
  {
    id: "home-13",
    persons: 13,
    car: { width: 1500, depth: 1200 },
    shaft: { width: 2100, depth: 1800 },
    door: { width: 900 },
    machineRoom: { width: 2800, depth: 3800 },
  },
  {
    id: "home-16",
    persons: 16,
    car: { width: 1600, depth: 1400 },
    shaft: { width: 2300, depth: 2000 },
    door: { width: 1000 },
    machineRoom: { width: 3100, depth: 4000 },
  },
  {
    id: "home-20",
    persons: 20,
    car: { width: 1800, depth: 1600 },
    shaft: { width: 2500, depth: 2200 },
    door: { width: 1100 },
    machineRoom: { width: 3300, depth: 4200 },
  },
]);

/** Goods lifts, side-opening doors: rated by load only */
const goods = family(
  { type: "goods", doors: "side-opening", speed: 0.5, machineRoom: { placement: "above" } },
  [
    {
      id: "goods-500",
      ratedLoad: 500,
      car: { width: 1200, depth: 1400 },
      shaft: { width: 1900, depth: 1800 },
      door: { width: 1000 },
      pit: 1600,
      overhead: 4500,
      machineRoom: { width: 2600, depth: 3500 },
    },
    {
      id: "goods-1000",
      ratedLoad: 1000,
      car: { width: 1500, depth: 2000 },
      shaft: { width: 2200, depth: 2400 },
      door: { width: 1300 },
      pit: 1600,
      overhead: 4600,
      machineRoom: { width: 2900, depth: 4000 },
    },
    {
      id: "goods-1500",
      ratedLoad: 1500,
      car: { width: 1800, depth: 2200 },
      shaft: { width: 2500, depth: 2600 },
      door: { width: 1500 },
      pit: 1600,
      overhead: 4700,
      machineRoom: { width: 3200, depth: 4300 },
    },
    {
      id: "goods-2000",
      ratedLoad: 2000,
      car: { width: 2000, depth: 2500 },
      shaft: { width: 2700, depth: 2900 },
      door: { width: 1700 },
      pit: 1600,
      overhead: 4800,
      machineRoom: { width: 3400, depth: 4600 },
    },
    {
      id: "goods-3000",
      ratedLoad: 3000,
      car: { width: 2400, depth: 3000 },
      shaft: { width: 3200, depth: 3500 },
      door: { width: 2000 },
      pit: 1800,
      overhead: 5000,
      machineRoom: { width: 3800, depth: 5000 },
    },
    {
      id: "goods-4000",
      ratedLoad: 4000,
      car: { width: 2700, depth: 3500 },
      shaft: { width: 3500, depth: 4000 },
      door: { width: 2300 },
      pit: 1800,
      overhead: 5100,
      machineRoom: { width: 4100, depth: 5500 },
    },
    {
      id: "goods-5000",
      ratedLoad: 5000,
      car: { width: 3000, depth: 4000 },
      shaft: { width: 3800, depth: 4500 },
      door: { width: 2500 },
      pit: 2000,
      overhead: 5200,
      machineRoom: { width: 4400, depth: 6000 },
    },
  ],
);

export const liftModels: LiftModel[] = [
  ...capsule,
  ...passengerCentre,
  ...passengerTelescopic,
  ...hospital,
  ...hydraulic,
  ...home,
  ...goods,
];

/** The models as a content document: numbers and ids only, nothing to translate. */
export const liftModelsIn: Localized<LiftModel[]> = sameInEveryLanguage("liftModels", liftModels);
