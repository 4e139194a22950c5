import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { Certificates } from "../sections/certification/Certificates.tsx";
import type { Route } from "./+types/certification";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("certification", request);

const page = bannerPage([Certificates]);
export const meta = page.meta;
export default page.Page;
