/**
 * The home page's sections' content in one language, as JSON (contracts/home-sections.ts):
 * prerendered to /home-sections.json, /gu/home-sections.json and /hi/home-sections.json, and
 * rendered on request from the published content once the company has published (as the pages).
 */
import { localeOfRequest } from "../page-data.ts";
import { homeSectionsIn } from "../sections/home/sections-data.ts";
import type { Route } from "./+types/home-sections";

export function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(homeSectionsIn(localeOfRequest(request), context));
}
