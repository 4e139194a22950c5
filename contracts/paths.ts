/**
 * The addresses of feature pages that the site's shared code names (the footer, the language
 * switcher, the route list), kept apart from the features' modules so the code every page loads
 * carries nothing else of them.
 */

/** The full privacy notice (in each language under its prefix): the page, the footer's link, the forms' links. */
export const PRIVACY_PATH = "/privacy";

/** The service request form (a breakdown or a service visit): the page, its links and where a refused native post is shown again. */
export const SERVICE_PATH = "/service";

/** Where a ticket is followed: its private link, `/track/<token>`. */
export const TRACK_PATH_PREFIX = "/track/";

/** Where a personal privacy link points: this prefix and the token. */
export const PRIVACY_REQUEST_PREFIX = "/privacy/request/";
/** Where the request page goes after an action: `?outcome=withdrawn|erased&lang=<locale>`. */
export const PRIVACY_DONE_PATH = "/privacy/done";

export function privacyRequestPath(token: string): string {
  return `${PRIVACY_REQUEST_PREFIX}${token}`;
}
