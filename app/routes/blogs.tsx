import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { BlogList } from "../sections/blogs/BlogList.tsx";
import type { Route } from "./+types/blogs";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("blogs", request);

const page = bannerPage([BlogList]);
export const meta = page.meta;
export default page.Page;
