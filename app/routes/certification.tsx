import { pages } from "../../content/pages.ts";
import { bannerPage } from "../banner-page.tsx";
import { Certificates } from "../sections/certification/Certificates.tsx";

const banner = { title: "Certification", subtitle: "Quality you can verify" };
const page = bannerPage(pages.certification, banner, [Certificates]);
export const meta = page.meta;
export default page.Page;
