/// <reference types="vite/client" />

declare module "virtual:content-images" {
  export interface ContentImage {
    src: string;
    width: number;
    height: number;
    /** Raster images only: srcset strings per format (avif, webp, jpg). */
    sources?: Record<string, string>;
  }
  const images: Record<string, ContentImage>;
  export default images;
}

/** The blog index per language, read at build time from the posts' frontmatter (scripts/vite-plugins/markdown.ts). */
declare module "virtual:blog-index" {
  const blogIndex: Record<
    import("../contracts/locales.ts").Locale,
    import("../content/blog-posts.ts").BlogSummary[]
  >;
  export default blogIndex;
}

/** A markdown file, rendered to HTML at build time (scripts/vite-plugins/markdown.ts). */
declare module "*.md" {
  const document: { html: string };
  export default document;
}

/** Canonical origin of the site, fixed at build time (SITE_URL or content/company.ts). */
declare const __SITE_URL__: string;
