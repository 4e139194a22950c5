// Parameterised scene compositions shared by service cards, type-page pairs and the gallery.
// Every scene is (c, W, H, o) and lays itself out relative to the canvas size.
export * from "./kit-exterior.mjs";
export * from "./kit-interior.mjs";
export * from "./kit-shaft.mjs";
