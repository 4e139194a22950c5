/** The blog list: image, date, author, title, summary and a 'View more' link per post. */

import { m } from "../../../messages/compiled/messages.js";
import type { BlogSummary } from "../../blog-index.ts";
import { CardLink } from "../../components/Card.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./blog-list.css";
import { ContentText, inPageLanguage, langOf } from "../../components/content-text.tsx";

/** A post as the list shows it: its summary and its date written in the page's language. */
export type BlogCard = BlogSummary & { publishedText: string };

export function BlogList({ blogs }: { blogs: BlogCard[] }) {
  const locale = useLocale();
  return (
    <Section
      heading={headingOf("blog-list-title", locale, m.blog_list_eyebrow, m.blog_list_title, m.blog_list_lead)}
    >
      <ul className="card-grid blog-list">
        {blogs.map((blog, index) => {
          const href = blog.path;
          return (
            <li key={blog.id} className="card card--framed card--media blog-card">
              <Link to={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
                <Image
                  src={blog.image}
                  alt=""
                  priority={index === 0}
                  sizes="(min-width: 64rem) 36rem, 100vw"
                />
              </Link>
              <div className="card__body blog-card__body">
                <p className="blog-card__meta">
                  <time dateTime={blog.published}>{blog.publishedText}</time>
                  <span aria-hidden="true"> · </span>
                  {inPageLanguage(blog.author, locale)}
                </p>
                <h2 className="blog-card__title" lang={langOf(blog.title, locale)}>
                  <Link to={href}>{blog.title}</Link>
                </h2>
                <ContentText as="p" className="blog-card__summary">
                  {blog.summary}
                </ContentText>
                <CardLink
                  to={href}
                  label={m.blog_view_more({}, { locale })}
                  context={blog.title}
                  className="card-link--accent"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
