/** A blog post (SPEC 2.11): ids 1 and 2 exist; any other id goes home. */
import { Navigate, useParams } from "react-router";
import { blogById } from "../../content/blogs.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { seo } from "../seo.ts";
import type { Route } from "./+types/blog-detail";

export const meta = ({ params }: Route.MetaArgs) => {
  const blog = blogById(params.id);
  if (!blog) return [];
  return seo({
    path: `/blog-detail/${blog.id}`,
    title: `${blog.title} | Urdhva Elevators`,
    description: blog.summary,
    ogImage: "/og/blog.png",
    ogType: "article",
    breadcrumbs: [{ name: "Blogs", href: "/blogs" }],
    breadcrumbName: blog.title,
  });
};

export default function BlogDetail() {
  const blog = blogById(useParams().id);
  if (!blog) return <Navigate to="/" replace />;
  return (
    <>
      <BreadcrumbBanner
        title={blog.title}
        subtitle="From our blog"
        trail={[{ name: "Blogs", href: "/blogs" }]}
      />
      <article className="section container prose">
        <p>{blog.summary}</p>
      </article>
    </>
  );
}
