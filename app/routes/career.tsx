import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { Apply } from "../sections/career/Apply.tsx";
import { Benefits } from "../sections/career/Benefits.tsx";
import { CareerIntro } from "../sections/career/CareerIntro.tsx";
import { Openings } from "../sections/career/Openings.tsx";
import type { Route } from "./+types/career";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("career", request);

const page = bannerPage([CareerIntro, Benefits, Openings, Apply]);
export const meta = page.meta;
export default page.Page;
