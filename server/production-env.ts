/**
 * The production server renders pages with React: its production build is several times faster
 * than the development one and prints no development warnings. React chooses by NODE_ENV when it
 * is first imported, so server.ts imports this module first. An explicit NODE_ENV is kept.
 */
process.env.NODE_ENV ??= "production";
