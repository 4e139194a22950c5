import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { Branches } from "../sections/contact/Branches.tsx";
import { CallUs } from "../sections/contact/CallUs.tsx";
import { ContactDetails } from "../sections/contact/ContactDetails.tsx";
import { localBusinessesJsonLd } from "../seo.ts";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("contact", request);

const page = bannerPage([ContactDetails, CallUs, Branches], localBusinessesJsonLd);
export const meta = page.meta;
export default page.Page;
