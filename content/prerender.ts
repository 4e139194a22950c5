/** Every path that is built to a static HTML file (react-router.config.ts, sitemap.xml, tests). */
import { readBlogIndex } from "./blog-posts.ts";
import { cabins } from "./cabins.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { pages } from "./pages.ts";

export const prerenderPaths: string[] = [
  ...Object.values(pages).map((page) => page.path),
  ...elevatorTypes.map((type) => type.path),
  ...cabins.map((cabin) => cabin.path),
  ...readBlogIndex().map((blog) => blog.path),
];
