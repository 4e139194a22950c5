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

/** The blog posts as the repository holds them, the seed (scripts/vite-plugins/markdown.ts); server code only. */
declare module "virtual:blog-posts" {
  const seed: import("../content/blog-posts.ts").BlogPostsCollection;
  export default seed;
}

/** Canonical origin of the site, fixed at build time (SITE_URL or content/company.ts). */
declare const __SITE_URL__: string;
