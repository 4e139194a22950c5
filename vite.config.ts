import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import { minify } from "terser";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { imagetools } from "vite-imagetools";
import { company } from "./content/company.ts";
import { validateContent } from "./content/validate.ts";
import { contentImages } from "./scripts/vite-plugins/content-images.ts";
import { markdown } from "./scripts/vite-plugins/markdown.ts";

const siteUrl = (process.env.SITE_URL?.trim() || company.siteUrl).replace(/\/+$/, "");
const apiPort = Number(process.env.API_PORT || 3001);

/** Modules every page loads at start (see manualChunks below). */
const SITE_CHUNK =
  /\/app\/components\/(Icon|Header|DesktopNav|MobileMenu|Footer|Button|Image|deferred|ContactLine|MenuLinks|Section)\.tsx$|\/useHideOnScroll\.ts$|\/usePrefersReducedMotion\.ts$|\/app\/(motion|seo)\.ts$|\/content\/(navigation|pages|company)\.ts$|vite\/preload-helper/;

/**
 * Interface texts compiled one module per message (messages/compiled/messages/<key>.js): the site
 * chrome's messages go with the "site" chunk; any other message goes to a chunk of its area (the
 * prefix of its key: about_, career_…), so a page loads its own sections' texts, not every page's.
 */
const PARAGLIDE_RUNTIME =
  /\/messages\/compiled\/(runtime|messages|messages\/_index)\.js$|\/app\/message-runtime\.ts$/;
const MESSAGE = /\/messages\/compiled\/messages\/([a-z]+)_(?:([a-z]+)_)?\w+\.js$/;
const SITE_MESSAGE_AREAS = new Set([
  "skip",
  "nav",
  "header",
  "language",
  "breadcrumb",
  "footer",
  "hours",
  "error",
]);

/**
 * Interface texts: messages/<language>.json compiled into one module per message in messages/compiled/
 * (generated, not committed). Pages pass their language to every message, so no locale detection.
 */
export const PARAGLIDE = {
  project: "./project.inlang",
  outdir: "./messages/compiled",
  strategy: ["baseLocale" as const],
  // The same files in every compile: the plugin's own default under vitest (one module per
  // language) would change the build's inputs, and the browser tests would rebuild the site.
  outputStructure: "message-modules" as const,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  emitTsDeclarations: true,
} satisfies Parameters<typeof paraglideVitePlugin>[0];

/**
 * Compiled messages import Paraglide's runtime for its locale detection only; ours always pass
 * the locale, so they get a three-line stand-in (app/message-runtime.ts) instead.
 */
function messageRuntimePlugin(): Plugin {
  const standIn = path.resolve("app/message-runtime.ts");
  return {
    name: "message-runtime",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../runtime.js" && importer?.includes("/messages/compiled/messages/")) return standIn;
      return null;
    },
  };
}

/** Validates every content collection when a build starts: a bad entry fails the build. */
function validateContentPlugin(): Plugin {
  return {
    name: "validate-content",
    buildStart() {
      validateContent();
    },
  };
}

/**
 * The browser build's chunks, once esbuild has minified them, go through Terser, which finds
 * what esbuild leaves: the home page's JavaScript is about 3 KiB (brotli) smaller. The PDF
 * viewer's chunks, a library ten times the size of the rest, are skipped (Terser would spend most
 * of the build's time on them for little), and so is the server's build.
 * An output plugin, so that it runs after Vite's own minifier.
 */
function terserPlugin(): Rollup.Plugin {
  return {
    name: "terser-site-chunks",
    async renderChunk(code, chunk, output) {
      if (!output.dir?.endsWith(path.join("build", "client"))) return null;
      if (chunk.moduleIds.some((id) => id.includes("/node_modules/pdfjs-dist/"))) return null;
      const result = await minify(code, { module: true, safari10: true });
      return { code: result.code ?? code, map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    validateContentPlugin(),
    paraglideVitePlugin(PARAGLIDE),
    messageRuntimePlugin(),
    contentImages(path.resolve("content/images")),
    imagetools(),
    markdown(),
    reactRouter(),
  ],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: {
    // Keep images as files (cacheable, lazy) instead of base64 inside the JavaScript.
    assetsInlineLimit: (file) => (/\.(svg|png|jpe?g|webp|avif|woff2?)$/i.test(file) ? false : undefined),
    target: "es2022",
    modulePreload: false,
    // One stylesheet for the whole site: one render-blocking request, cached across pages.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        plugins: [terserPlugin()],
        // Chunks are grouped by hand, not folded by size: Rollup's small-chunk folding
        // (`experimentalMinChunkSize`) merged whatever was small into whatever it liked, so pages
        // started loading other pages' sections and data (e.g. the about page's deferred value
        // cards). Instead:
        // - "site": the modules every page runs (header/footer with their contact lines and menu
        //   links, sections, icons, images, page metadata, deferred-section helper), with the libraries they import (a manual chunk takes its
        //   static imports along: React and React Router land here too). One cached file, better
        //   compressed than ten small ones.
        // - "messages-<area>": the interface texts of one area's sections (see MESSAGE above).
        // - "value-cards": data read only by sections below the fold and by a few pages, in a chunk
        //   of its own so no other page loads it. Such a module imports no
        //   other module at run time.
        // Everything else keeps Rollup's default chunks (one per route and per deferred section).
        // `npm run budget` prints every route's bytes: check it after changing this.
        manualChunks: (id) => {
          if (SITE_CHUNK.test(id)) return "site";
          // The carousel's modules in one file (most pages show one; its small hooks cost more as files of their own).
          if (id.includes("/app/components/carousel/")) return "carousel";
          if (PARAGLIDE_RUNTIME.test(id)) return "site";
          // The lead forms' validation messages load with the validation code, on a form's first use.
          if (/\/compiled\/messages\/forms_error_/.test(id)) return "messages-forms-errors";
          const [, messageArea, section] = MESSAGE.exec(id) ?? [];
          if (messageArea && SITE_MESSAGE_AREAS.has(messageArea)) return "site";
          // The home page's sections hydrate one by one as they come near: each brings its own texts;
          // the hero's and the sections' shared link's load with the page.
          if (messageArea === "home") {
            return section === "hero" || section === "view"
              ? "messages-home-page"
              : `messages-home-${section}`;
          }
          // Texts shared by components of several pages (carousel, support box…), per component.
          if (messageArea === "common") return `messages-common-${section}`;
          if (messageArea) return `messages-${messageArea}`;
          if (id.endsWith("/content/value-cards.ts")) return "value-cards";
          return undefined;
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: {
      // The Host header stays the page's (Vite's shorthand would rewrite it to the API's), so the
      // lead API's origin check sees a post from the page's own host as its own.
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/uploads": `http://127.0.0.1:${apiPort}`,
    },
  },
});
