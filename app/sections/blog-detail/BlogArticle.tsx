/**
 * One blog post: image, published date, author, reading time, the full text (markdown rendered to
 * HTML at build time; no parser in the browser), a link back to the list and one to another post.
 */

import { type BlogSummary, blogs, formatPublished } from "../../blog-index.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import "./blog-article.css";

const posts = import.meta.glob<{ html: string }>("../../../content/blogs/*.md", {
  eager: true,
  import: "default",
});

export function postHtml(id: string): string {
  const post = posts[`../../../content/blogs/${id}.md`];
  if (!post) throw new Error(`content/blogs/${id}.md is missing`);
  return post.html;
}

/** Minutes to read at about 200 words a minute. */
function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function BlogArticle({ blog }: { blog: BlogSummary }) {
  const html = postHtml(blog.id);
  const other = blogs.find((post) => post.id !== blog.id);
  return (
    <article className="section blog-article">
      <div className="container blog-article__inner">
        <Link to="/blogs" className="blog-article__back">
          <Icon name="chevronLeft" size={18} />
          All blogs
        </Link>
        <p className="blog-article__meta">
          Published <time dateTime={blog.published}>{formatPublished(blog.published)}</time>
          <span aria-hidden="true"> · </span>
          {blog.author}
          <span aria-hidden="true"> · </span>
          {readingMinutes(html)} min read
        </p>
        <div className="blog-article__image">
          <Image src={blog.image} alt={blog.imageAlt} priority sizes="(min-width: 50rem) 48rem, 100vw" />
        </div>
        <p className="blog-article__lead">{blog.summary}</p>
        <div
          className="prose blog-article__body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered at build time
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <footer className="spread blog-article__footer">
          <ButtonLink to="/blogs" variant="outline">
            <Icon name="chevronLeft" size={18} />
            Back to all blogs
          </ButtonLink>
          {other && (
            <Link to={other.path} className="blog-article__next">
              <span className="blog-article__next-label">Read next</span>
              {other.title}
            </Link>
          )}
        </footer>
      </div>
    </article>
  );
}
