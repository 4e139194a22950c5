/** Blog posts (SPEC 2.11): ids 1 and 2 exist. */
export interface BlogSummary {
  id: string;
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  published: string;
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
  },
  {
    id: "2",
    title: "Choosing a home lift for your bungalow",
    summary:
      "Space, pit depth, power supply and cabin finish: what to decide before you install a lift at home.",
    image: "blogs/blog-2.svg",
    imageAlt: "A compact home lift beside the staircase of a bungalow",
    published: "2026-10-20",
  },
];

export function blogById(id: string | undefined) {
  return blogs.find((blog) => blog.id === id);
}
