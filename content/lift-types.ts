/**
 * The lift types the company builds and the rule its tables use to turn persons into load.
 * Kept free of zod and of the long type-page texts, so the planner's browser code can import it.
 */

/** Rated load per person, as the company's tables use it (8 persons = 544 kg). */
export const KG_PER_PERSON = 68;

export const LIFT_TYPES = ["capsule", "passenger", "hospital", "hydraulic", "home", "goods"] as const;
export type LiftType = (typeof LIFT_TYPES)[number];

export const DOOR_ARRANGEMENTS = ["centre-opening", "telescopic", "side-opening"] as const;
export type DoorArrangement = (typeof DOOR_ARRANGEMENTS)[number];

export function isLiftType(value: unknown): value is LiftType {
  return (LIFT_TYPES as readonly unknown[]).includes(value);
}
