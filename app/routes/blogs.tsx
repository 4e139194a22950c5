import { bannerPage } from "../banner-page.tsx";
import { BlogList } from "../sections/blogs/BlogList.tsx";

const page = bannerPage("blogs", [BlogList]);
export const meta = page.meta;
export default page.Page;
