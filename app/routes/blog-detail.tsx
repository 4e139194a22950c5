/**
 * A blog post as the company published it (the `blogs` content document, in the page's language),
 * its markdown rendered on the server; an id without a post goes to the home page of the page's
 * language. A post published after the build is rendered on request like any path no file was
 * prerendered for. The post and its article come from the loader, so they land in the page's HTML
 * and .data file, not in its JavaScript.
 */
import { redirect } from "react-router";
import { pagesIn } from "../../content/pages.ts";
import { LOCALE_TAGS, type Locale, localeOfPath, localizedPath } from "../../contracts/locales.ts";
import type { PagePhotos } from "../../contracts/page-photo.ts";
import { m } from "../../messages/compiled/messages.js";
import { type BlogSummary, formatPublished } from "../blog-index.ts";
import { blogArticle, blogPostsIn, blogSummary } from "../blog-posts.server.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { companyOfMeta } from "../components/chrome.ts";
import { imageFileOf } from "../components/Image.tsx";
import { useLocale } from "../i18n.ts";
import { localeOfRequest } from "../page-data.ts";
import { withPhotos } from "../page-photos.ts";
import { BlogArticle } from "../sections/blog-detail/BlogArticle.tsx";
import { absoluteUrl, seo } from "../seo.ts";
import type { Route } from "./+types/blog-detail";

function blogPostingJsonLd(blog: BlogSummary, locale: Locale, companyName: string, photos?: PagePhotos) {
  const url = absoluteUrl(localizedPath(blog.path, locale));
  const image = imageFileOf(blog.image, photos);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    mainEntityOfPage: url,
    headline: blog.title,
    description: blog.summary,
    image: absoluteUrl(image ?? "/og/blog.png"),
    datePublished: blog.published,
    dateModified: blog.published,
    inLanguage: LOCALE_TAGS[locale],
    author: { "@type": "Organization", name: `${companyName} ${blog.author}`, url: absoluteUrl("/") },
    publisher: { "@id": absoluteUrl("/#organization"), "@type": "Organization", name: companyName },
  };
}

/** The blog list in the breadcrumb trail, named as the page's language names it. */

/**
 * The post in the page's language, its article, and the post to read next. An id without a post is
 * a 302 to the home page of the page's language.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const posts = blogPostsIn(context, locale);
  const post = posts.find((candidate) => candidate.id === params.id);
  if (!post) throw redirect(localizedPath("/", locale), 302);
  const blog = blogSummary(post);
  const next = posts.map(blogSummary).find((candidate) => candidate.id !== blog.id);
  return withPhotos(context, {
    blog,
    publishedText: formatPublished(blog.published, locale),
    article: blogArticle(post, locale, context?.photos),
    next: next && { path: next.path, title: next.title },
    /** The blog list in the breadcrumbs, by its name in the page's language. */
    blogsCrumb: { name: pagesIn(locale).blogs.banner.title, href: "/blogs" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const blog = loaderData?.blog;
  if (!blog) return [];
  const locale = localeOfPath(location.pathname);
  // Search results cut titles after about 70 characters: long post titles go without the brand.
  const companyName = companyOfMeta(matches).name;
  const branded = `${blog.title} | ${companyName}`;
  return seo({
    matches,
    path: blog.path,
    locale,
    title: branded.length <= 70 ? branded : blog.title,
    description: blog.summary,
    ogImage: "/og/blog.png",
    ogType: "article",
    breadcrumbs: [loaderData.blogsCrumb],
    breadcrumbName: blog.title,
    jsonLd: [blogPostingJsonLd(blog, locale, companyName, loaderData.photos)],
  });
};

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <BreadcrumbBanner
        title={loaderData.blog.title}
        subtitle={m.blog_detail_subtitle({}, { locale })}
        trail={[loaderData.blogsCrumb]}
      />
      <BlogArticle {...loaderData} />
    </>
  );
}
