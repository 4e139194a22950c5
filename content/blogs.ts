/**
 * Blog posts (SPEC 2.11): ids 1 and 2 exist. The articles themselves are markdown files in
 * content/blogs/<id>.md, rendered to HTML at build time (scripts/vite-plugins/markdown.ts).
 *
 * This list is the index of those files: the home page, the blog list and the prerender list read
 * it without loading any article. Its fields are the posts' frontmatter, and the build checks
 * that they agree (content/validate.ts: a post whose frontmatter differs from its entry here, or a
 * post missing on either side, fails the build).
 */
export interface BlogSummary {
  id: string;
  title: string;
  summary: string;
  /** Path under content/images (1200x675). */
  image: string;
  imageAlt: string;
  /** ISO date, YYYY-MM-DD. */
  published: string;
  author: string;
}

/** What a `content/blogs/*.md` import gives at build time. */
export interface BlogPostModule {
  frontmatter: Record<keyof BlogSummary, string>;
  html: string;
}

export const blogs: BlogSummary[] = [
  {
    id: "1",
    title: "How often should a lift be serviced? A monthly maintenance checklist",
    summary:
      "What our engineers check every month, and why preventive maintenance avoids wear, tear and sudden failure.",
    image: "blogs/blog-1.svg",
    imageAlt: "A technician checking a lift control panel with a checklist",
    published: "2026-09-15",
    author: "Service Engineering Team",
  },
  {
    id: "2",
    title: "Choosing a home lift for your bungalow",
    summary:
      "Space, pit depth, power supply and cabin finish: what to decide before you install a lift at home.",
    image: "blogs/blog-2.svg",
    imageAlt: "A compact home lift beside the staircase of a bungalow",
    published: "2026-10-20",
    author: "Home Lift Design Team",
  },
];

export function blogById(id: string | undefined) {
  return blogs.find((blog) => blog.id === id);
}

/** "15 September 2026" (en-IN), independent of the visitor's time zone. */
export function formatPublished(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
