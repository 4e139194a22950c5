/**
 * The home page's sections' content in one language, as JSON (contracts/home-sections.ts):
 * prerendered to /home-sections.json, /gu/home-sections.json and /hi/home-sections.json.
 */
import { homeSectionsIn } from "../../content/home.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import type { Route } from "./+types/home-sections";

export function loader({ request }: Route.LoaderArgs) {
  return Response.json(homeSectionsIn(localeOfPath(new URL(request.url).pathname)));
}
