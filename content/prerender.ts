/** Every path that is built to a static HTML file (react-router.config.ts, sitemap.xml, tests). */
import { blogs } from "./blogs.ts";
import { cabins } from "./cabins.ts";
import { elevatorTypes } from "./elevator-types.ts";
import { pages } from "./pages.ts";

export const prerenderPaths: string[] = [
  ...Object.values(pages).map((page) => page.path),
  ...elevatorTypes.map((type) => type.path),
  ...cabins.map((cabin) => cabin.path),
  ...blogs.map((blog) => `/blog-detail/${blog.id}`),
];
