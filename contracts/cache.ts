/**
 * How a page may be cached: by any cache, but checked with the server before every use, so a
 * deploy or a new answer shows at once. Prerendered pages and their route data are served with
 * it, and so is the lift planner's answer rendered on request.
 */
export const REVALIDATE_EVERY_USE = "public, max-age=0, must-revalidate";
