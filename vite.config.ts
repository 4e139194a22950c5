import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { company } from "./content/company.ts";
import { validateContent } from "./content/validate.ts";
import { contentImages } from "./scripts/vite-plugins/content-images.ts";
import { markdown } from "./scripts/vite-plugins/markdown.ts";

const siteUrl = (process.env.SITE_URL || company.siteUrl).replace(/\/+$/, "");
const apiPort = Number(process.env.API_PORT || 3001);

/** Validates every content collection when a build starts: a bad entry fails the build. */
function validateContentPlugin(): Plugin {
  return {
    name: "validate-content",
    buildStart() {
      validateContent();
    },
  };
}

export default defineConfig({
  plugins: [
    validateContentPlugin(),
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
    // One stylesheet for the whole site: one render-blocking request, cached across pages.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // Fold tiny shared chunks into their importers: fewer requests on slow networks.
        experimentalMinChunkSize: 8 * 1024,
        // Data read only by sections below the fold and a few pages stays in chunks of its own:
        // folding would move it into a chunk that every page loads. Such a module imports no
        // other module at run time (a manual chunk takes its imports along).
        manualChunks: (id) =>
          id.endsWith("/content/home.ts")
            ? "home-content"
            : id.endsWith("/content/value-cards.ts")
              ? "value-cards"
              : undefined,
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/thank-you": `http://127.0.0.1:${apiPort}`,
      "/uploads": `http://127.0.0.1:${apiPort}`,
    },
  },
});
