/** A blog post (content/blogs/<id>.md); an id without a post goes home. */
import images from "virtual:content-images";
import { Navigate, redirect, useParams } from "react-router";
import { company } from "../../content/company.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import { type BlogSummary, blogById } from "../blog-index.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { BlogArticle } from "../sections/blog-detail/BlogArticle.tsx";
import { absoluteUrl, seo } from "../seo.ts";
import type { Route } from "./+types/blog-detail";

function blogPostingJsonLd(blog: BlogSummary) {
  const url = absoluteUrl(blog.path);
  const image = images[blog.image];
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    mainEntityOfPage: url,
    headline: blog.title,
    description: blog.summary,
    image: image ? absoluteUrl(image.src) : absoluteUrl("/og/blog.png"),
    datePublished: blog.published,
    dateModified: blog.published,
    inLanguage: "en-IN",
    author: { "@type": "Organization", name: `${company.name} ${blog.author}`, url: absoluteUrl("/") },
    publisher: { "@id": absoluteUrl("/#organization"), "@type": "Organization", name: company.name },
  };
}

/** An id without a post is a 302 to the home page when the page is asked of the server. */
export const loader = ({ params }: Route.LoaderArgs) => {
  if (!blogById(params.id)) throw redirect("/", 302);
  return null;
};

export const meta: Route.MetaFunction = ({ params, location, matches }) => {
  const blog = blogById(params.id);
  if (!blog) return [];
  // Search results cut titles after about 70 characters: long post titles go without the brand.
  const branded = `${blog.title} | ${company.name}`;
  return seo({
    matches,
    path: blog.path,
    locale: localeOfPath(location.pathname),
    title: branded.length <= 70 ? branded : blog.title,
    description: blog.summary,
    ogImage: "/og/blog.png",
    ogType: "article",
    breadcrumbs: [{ name: "Blogs", href: "/blogs" }],
    breadcrumbName: blog.title,
    jsonLd: [blogPostingJsonLd(blog)],
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
      <BlogArticle blog={blog} />
    </>
  );
}
