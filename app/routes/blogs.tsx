import { pages } from "../../content/pages.ts";
import { bannerPage } from "../banner-page.tsx";
import { BlogList } from "../sections/blogs/BlogList.tsx";

const banner = { title: "Blogs", subtitle: "Guides from our engineers" };
const page = bannerPage(pages.blogs, banner, [BlogList]);
export const meta = page.meta;
export default page.Page;
