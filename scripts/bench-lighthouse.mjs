/**
 * Lighthouse's options as the benchmarks run it (`npm run bench`, `npm run bench:ab`): mobile preset
 * (its default), JSON, and every run a visitor's first visit. Lighthouse 12 empties the HTTP cache
 * and some of the origin's storage before each run but keeps its `localStorage`, where an English
 * page notes that the web font is cached (app/components/web-font.ts): every run after a route's
 * first then measured a returning visitor whose cache had been emptied, whose page asks for the
 * font from its stylesheet, a state a first visit never is in. So `localStorage` is cleared too.
 * BENCH_KEEP_STORAGE=1 keeps Lighthouse's own choice, to measure that returning visitor.
 */
const FIRST_VISIT = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"];

export function lighthouseOptions(port) {
  return {
    port,
    logLevel: "error",
    output: "json",
    ...(process.env.BENCH_KEEP_STORAGE ? {} : { clearStorageTypes: FIRST_VISIT }),
  };
}
