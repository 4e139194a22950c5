/**
 * The addresses that hold a personal token (a ticket's tracking page, a privacy link's page), and
 * the page a privacy link's actions end on. Kept apart from the modules that use them, so the
 * site's shared code (the language switcher hides itself on these pages) carries nothing else.
 */

/** Where a ticket is followed: its private link, `/track/<token>`. */
export const TRACK_PATH_PREFIX = "/track/";

/** Where a personal privacy link points: this prefix and the token. */
export const PRIVACY_REQUEST_PREFIX = "/privacy/request/";
/** Where the request page goes after an action: `?outcome=withdrawn|erased&lang=<locale>`. */
export const PRIVACY_DONE_PATH = "/privacy/done";

export function privacyRequestPath(token: string): string {
  return `${PRIVACY_REQUEST_PREFIX}${token}`;
}
