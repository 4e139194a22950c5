/** The addresses of a person's privacy link and of the page its actions end on. */

/** Where a personal link points: this prefix and the token. */
export const PRIVACY_REQUEST_PREFIX = "/privacy/request/";
/** Where the request page goes after an action: `?outcome=withdrawn|erased&lang=<locale>`. */
export const PRIVACY_DONE_PATH = "/privacy/done";

export function privacyRequestPath(token: string): string {
  return `${PRIVACY_REQUEST_PREFIX}${token}`;
}
