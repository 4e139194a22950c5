// Contact sheet for reviewing the artwork: node design/art/sheet.mjs <out.png> <files...>
import { readFileSync } from "node:fs";
import sharp from "sharp";

const [out, ...files] = process.argv.slice(2);
const cell = Number(process.env.CELL || 400);
const cols = Number(process.env.COLS || 4);
const tiles = await Promise.all(
  files.map(async (file) =>
    sharp(readFileSync(file), { density: 96 })
      .resize(cell, cell, { fit: "contain", background: "#c8c8c8" })
      .png()
      .toBuffer(),
  ),
);
const rows = Math.ceil(tiles.length / cols);
await sharp({
  create: { width: cols * (cell + 8), height: rows * (cell + 8), channels: 3, background: "#888" },
})
  .composite(
    tiles.map((input, i) => ({
      input,
      left: (i % cols) * (cell + 8) + 4,
      top: Math.floor(i / cols) * (cell + 8) + 4,
    })),
  )
  .png()
  .toFile(out);
console.log(out);
