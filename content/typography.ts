/** An invisible character that forbids a line break where it stands (a unit's slash: "मी॰/से॰"). */
export const WORD_JOINER = "\u2060";
