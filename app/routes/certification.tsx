import { bannerPage } from "../banner-page.tsx";
import { Certificates } from "../sections/certification/Certificates.tsx";

const page = bannerPage("certification", [Certificates]);
export const meta = page.meta;
export default page.Page;
