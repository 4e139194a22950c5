/**
 * Any other path redirects to the home page of its language (`/gu/nothing` -> `/gu/`): a 302 from
 * the server, or a client-side redirect.
 */
import { redirect } from "react-router";
import { localeOfPath, localizedPath } from "../../contracts/locales.ts";
import type { Route } from "./+types/redirect-home";

export const loader = ({ request }: Route.LoaderArgs) =>
  redirect(localizedPath("/", localeOfPath(new URL(request.url).pathname)), 302);

export default function RedirectHome() {
  return null;
}
