/**
 * One blog post: image, published date, author, reading time, the full text (markdown rendered to
 * HTML on the server, its photos with it; no parser in the browser), a link back to the list and
 * one to another post.
 */

import { m } from "../../../messages/compiled/messages.js";
import type { BlogSummary } from "../../blog-index.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { useLocale } from "../../i18n.ts";
import { ARTICLE_PICTURE_SIZES } from "./article-column.ts";
import "./blog-article.css";
import { ContentText, inPageLanguage, langOf } from "../../components/content-text.tsx";

interface BlogArticleProps {
  blog: BlogSummary;
  /** The date in the page's language. */
  publishedText: string;
  article: { html: string; minutes: number };
  next?: { path: string; title: string };
}

export function BlogArticle({ blog, publishedText, article, next }: BlogArticleProps) {
  const locale = useLocale();
  return (
    <article className="section blog-article">
      <div className="container blog-article__inner">
        <Link to="/blogs" className="blog-article__back">
          <Icon name="chevronLeft" size={18} />
          {m.blog_all_blogs({}, { locale })}
        </Link>
        <p className="blog-article__meta">
          {m.blog_published({}, { locale })} <time dateTime={blog.published}>{publishedText}</time>
          <span aria-hidden="true"> · </span>
          {inPageLanguage(blog.author, locale)}
          <span aria-hidden="true"> · </span>
          {m.blog_reading_time({ minutes: article.minutes }, { locale })}
        </p>
        <div className="blog-article__image">
          <Image src={blog.image} alt={blog.imageAlt} priority sizes={ARTICLE_PICTURE_SIZES} />
        </div>
        <ContentText as="p" className="blog-article__lead">
          {blog.summary}
        </ContentText>
        <div
          className="prose blog-article__body"
          lang={langOf(article.html, locale)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered at build time
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <footer className="spread blog-article__footer">
          <ButtonLink to="/blogs" variant="outline">
            <Icon name="chevronLeft" size={18} />
            {m.blog_back_to_all({}, { locale })}
          </ButtonLink>
          {next && (
            <Link to={next.path} className="blog-article__next">
              <span className="blog-article__next-label">{m.blog_read_next({}, { locale })}</span>
              {inPageLanguage(next.title, locale)}
            </Link>
          )}
        </footer>
      </div>
    </article>
  );
}
