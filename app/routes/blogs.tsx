import { bannerPage } from "../banner-page.tsx";
import { blogsIn, formatPublished } from "../blog-index.ts";
import { fixedPageData, localeOfRequest } from "../page-data.ts";
import { BlogList } from "../sections/blogs/BlogList.tsx";
import type { Route } from "./+types/blogs";

/** The posts in the page's language, with their dates written for it. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    ...fixedPageData("blogs", request),
    blogs: blogsIn(locale).map((blog) => ({
      ...blog,
      publishedText: formatPublished(blog.published, locale),
    })),
  };
}

const page = bannerPage<typeof loader>([BlogList]);
export const meta = page.meta;
export default page.Page;
