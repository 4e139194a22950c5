/**
 * How wide a blog post's page shows its pictures (blog-article.css: a column of 48rem at most, the
 * screen's width below): the `sizes` of its main picture and of the photos in its article.
 */
export const ARTICLE_PICTURE_SIZES = "(min-width: 50rem) 48rem, 100vw";
