import { bannerPage } from "../banner-page.tsx";
import { formatPublished, newestFirst } from "../blog-index.ts";
import { blogSummariesIn } from "../blog-posts.server.ts";
import { fixedPageLoader } from "../page-data.ts";
import { BlogList } from "../sections/blogs/BlogList.tsx";

/** The published posts in the page's language, newest first, with their dates written for it. */
export const loader = fixedPageLoader("blogs", (locale, context) => ({
  blogs: newestFirst(blogSummariesIn(context, locale)).map((blog) => ({
    ...blog,
    publishedText: formatPublished(blog.published, locale),
  })),
}));

const page = bannerPage<typeof loader>([BlogList]);
export const meta = page.meta;
export default page.Page;
