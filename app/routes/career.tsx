import { careerIn } from "../../content/career.ts";
import { specialistsIn } from "../../content/specialists.ts";
import { bannerPage } from "../banner-page.tsx";
import { fixedPageData, localeOfRequest } from "../page-data.ts";
import { Apply } from "../sections/career/Apply.tsx";
import { Benefits } from "../sections/career/Benefits.tsx";
import { CareerIntro } from "../sections/career/CareerIntro.tsx";
import { Openings } from "../sections/career/Openings.tsx";
import type { Route } from "./+types/career";

/**
 * The page's content in its language, with the name and post of the person who signs it: in the
 * prerendered HTML and .data, not the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const career = careerIn(locale);
  const signatory = specialistsIn(locale).find((person) => person.id === career.director.specialistId);
  return {
    ...fixedPageData("career", request),
    career,
    signatory: signatory && { name: signatory.title, post: signatory.post },
  };
}
const page = bannerPage<typeof loader>([CareerIntro, Benefits, Openings, Apply]);
export const meta = page.meta;
export default page.Page;
