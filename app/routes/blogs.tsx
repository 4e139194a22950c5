import { bannerPage } from "../banner-page.tsx";
import { blogsIn, formatPublished } from "../blog-index.ts";
import { fixedPageLoader } from "../page-data.ts";
import { BlogList } from "../sections/blogs/BlogList.tsx";

/** The posts in the page's language, with their dates written for it. */
export const loader = fixedPageLoader("blogs", (locale) => ({
  blogs: blogsIn(locale).map((blog) => ({ ...blog, publishedText: formatPublished(blog.published, locale) })),
}));

const page = bannerPage<typeof loader>([BlogList]);
export const meta = page.meta;
export default page.Page;
