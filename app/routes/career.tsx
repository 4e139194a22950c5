import { careerIn } from "../../content/career.ts";
import { specialistsIn } from "../../content/specialists.ts";
import { bannerPage } from "../banner-page.tsx";
import { contentIn, fixedPageLoader } from "../page-data.ts";
import { Apply } from "../sections/career/Apply.tsx";
import { Benefits } from "../sections/career/Benefits.tsx";
import { CareerIntro } from "../sections/career/CareerIntro.tsx";
import { Openings } from "../sections/career/Openings.tsx";

/**
 * The page's content in its language, with the name and post of the person who signs it: in the
 * prerendered HTML and .data, not the JavaScript.
 */
export const loader = fixedPageLoader("career", (locale, context) => {
  const career = contentIn(context, "career", locale, careerIn);
  const signatory = contentIn(context, "specialists", locale, specialistsIn).find(
    (person) => person.id === career.director.specialistId,
  );
  return { career, signatory: signatory && { name: signatory.title, post: signatory.post } };
});
const page = bannerPage<typeof loader>([CareerIntro, Benefits, Openings, Apply]);
export const meta = page.meta;
export default page.Page;
