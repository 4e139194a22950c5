/**
 * The home page's sections' content in one language, as JSON (contracts/home-sections.ts):
 * prerendered to /home-sections.json, /gu/home-sections.json and /hi/home-sections.json.
 */
import { homeSectionsIn } from "../../content/home.ts";
import { localeOfRequest } from "../page-data.ts";
import type { Route } from "./+types/home-sections";

export function loader({ request }: Route.LoaderArgs) {
  return Response.json(homeSectionsIn(localeOfRequest(request)));
}
