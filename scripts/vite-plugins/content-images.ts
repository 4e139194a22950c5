/**
 * `virtual:content-images`: every image under content/images, keyed by its path there
 * ("hero/slide-1.svg"), with its URL and intrinsic size. Raster images (jpg/png/webp/avif) go
 * through vite-imagetools and come out resized to several widths in AVIF and WebP, so a photo
 * dropped into content/images is served in modern formats without touching code.
 *
 * SVGs are copied to /images/<path> and addressed with one version for the whole set (`?v=` a hash
 * of every SVG), so the table every page carries stays small (about 1 KiB brotli for the whole
 * site's art) while URLs change whenever any file does (the server caches /images/ as immutable;
 * changing one drawing makes browsers fetch the others once more, which is rare and cheap).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:content-images";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
export const RASTER_WIDTHS = [480, 960, 1600];
const RASTER = /\.(jpe?g|png|webp|avif)$/i;

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return /\.(svg|jpe?g|png|webp|avif)$/i.test(entry.name)
      ? [path.relative(base, full).split(path.sep).join("/")]
      : [];
  });
}

/** Reads width/height from an SVG's root element (both are required; the art test enforces it). */
export function svgSize(source: string): { width: number; height: number } {
  const root = source.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const width = Number(root.match(/\swidth="([\d.]+)"/)?.[1]);
  const height = Number(root.match(/\sheight="([\d.]+)"/)?.[1]);
  if (!width || !height) throw new Error("SVG root needs numeric width and height attributes");
  return { width, height };
}

export function contentImages(imagesDir: string): Plugin {
  let building = false;
  return {
    name: "content-images",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(imagesDir);
      const files = listFiles(imagesDir).sort();
      const imports: string[] = [];
      const entries: string[] = [];
      const svgTable: Record<string, [number, number]> = {};
      const version = createHash("sha256");
      for (const [index, file] of files.entries()) {
        const absolute = path.join(imagesDir, file).split(path.sep).join("/");
        if (file.endsWith(".svg")) {
          const source = readFileSync(absolute);
          let size: { width: number; height: number };
          try {
            size = svgSize(source.toString("utf8"));
          } catch (error) {
            throw new Error(`content/images/${file}: ${(error as Error).message}`);
          }
          version.update(file).update(source);
          svgTable[file] = [size.width, size.height];
          if (building) this.emitFile({ type: "asset", fileName: `images/${file}`, source });
        } else if (RASTER.test(file)) {
          const { default: sharp } = await import("sharp");
          const meta = await sharp(absolute).metadata();
          const query = `?w=${RASTER_WIDTHS.join(";")}&format=avif;webp;jpg&as=picture`;
          imports.push(`import i${index} from ${JSON.stringify(absolute + query)};`);
          entries.push(
            `${JSON.stringify(file)}: { src: i${index}.img.src, width: ${meta.width}, height: ${meta.height}, sources: i${index}.sources }`,
          );
        }
      }
      const base = building ? "/images/" : "/content/images/";
      return [
        ...imports,
        `const images = {\n${entries.join(",\n")}\n};`,
        `const svgs = ${JSON.stringify(svgTable)};`,
        `const version = ${JSON.stringify(version.digest("hex").slice(0, 10))};`,
        "for (const [file, [width, height]] of Object.entries(svgs)) {",
        `  images[file] = { src: ${JSON.stringify(base)} + file + "?v=" + version, width, height };`,
        "}",
        "export default images;",
      ].join("\n");
    },
  };
}
