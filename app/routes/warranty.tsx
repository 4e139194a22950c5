/** The warranty document, shown in the page. The id is read but does not change the document. */
import { bannerPage } from "../banner-page.tsx";
import { fixedPageLoader } from "../page-data.ts";
import { WarrantyViewer } from "../sections/warranty/WarrantyViewer.tsx";

export const loader = fixedPageLoader("warranty");

const page = bannerPage([WarrantyViewer]);
export const meta = page.meta;
export default page.Page;
