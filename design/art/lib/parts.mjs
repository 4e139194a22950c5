// Shared drawing primitives, one module per subject; scenes import them from here.
// All positions in px of the target document.

export * from "./backdrop.mjs";
export * from "./building.mjs";
export * from "./cabin.mjs";
export { R, rr } from "./core.mjs";
export * from "./door.mjs";
export * from "./machine-room.mjs";
export * from "./person.mjs";
