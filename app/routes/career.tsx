import { bannerPage } from "../banner-page.tsx";
import { Apply } from "../sections/career/Apply.tsx";
import { Benefits } from "../sections/career/Benefits.tsx";
import { CareerIntro } from "../sections/career/CareerIntro.tsx";
import { Openings } from "../sections/career/Openings.tsx";

const page = bannerPage("career", [CareerIntro, Benefits, Openings, Apply]);
export const meta = page.meta;
export default page.Page;
