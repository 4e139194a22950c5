/** The addresses of the full privacy notice, of a person's privacy link and of the page its actions end on. */

/** The full notice (in each language under its prefix): the page, the footer's link, the forms' links. */
export const PRIVACY_PATH = "/privacy";

/** Where a personal link points: this prefix and the token. */
export const PRIVACY_REQUEST_PREFIX = "/privacy/request/";
/** Where the request page goes after an action: `?outcome=withdrawn|erased&lang=<locale>`. */
export const PRIVACY_DONE_PATH = "/privacy/done";

export function privacyRequestPath(token: string): string {
  return `${PRIVACY_REQUEST_PREFIX}${token}`;
}
