/**
 * The files the build stores compressed beside themselves (`<file>.br`, `<file>.gz`, when that is
 * smaller: scripts/postbuild.mjs), by their names. The server answers these in the encoding a
 * request accepts, so it says that they vary by it (routes/site.ts).
 */
export const PRECOMPRESSED = /\.(html|js|css|svg|json|xml|txt|webmanifest|ico|map)$/;
