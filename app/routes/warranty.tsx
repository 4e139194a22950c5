/** The warranty document, shown in the page. The id is read but does not change the document. */
import { bannerPage } from "../banner-page.tsx";
import { fixedPageData } from "../page-data.ts";
import { WarrantyViewer } from "../sections/warranty/WarrantyViewer.tsx";
import type { Route } from "./+types/warranty";

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("warranty", request);

const page = bannerPage([WarrantyViewer]);
export const meta = page.meta;
export default page.Page;
