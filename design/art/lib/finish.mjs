// Material finishes: a gradient base plus an optional texture overlay, applied to any path.
import { C, el, P, path, range, rng } from "./core.mjs";
import { FIN } from "./finishes.mjs";

const texture = (c, tex) => {
  switch (tex) {
    case "hair":
      return c.pattern(
        "hair",
        5,
        64,
        `${path("M0.5 0V64M3 0V64", "none", { stroke: "#FFFFFF", "stroke-opacity": 0.32, "stroke-width": 0.8 })}${path(
          "M1.8 0V64M4.2 0V64",
          "none",
          { stroke: "#1B2631", "stroke-opacity": 0.1, "stroke-width": 0.6 },
        )}`,
      );
    case "grain": {
      const r = rng(7);
      const lines = range(14)
        .map((i) => {
          const x = i * 6 + r() * 3;
          const a = 1 + r() * 3;
          return P`M${x} 0C${x + a} 60 ${x - a} 120 ${x + a * 0.5} 180S${x - a} 260 ${x} 320`;
        })
        .join("");
      return c.pattern(
        "grain",
        84,
        320,
        `${path(lines, "none", { stroke: "#3B1F0C", "stroke-opacity": 0.28, "stroke-width": 1 })}${path(
          P`M20 90C24 100 16 112 20 124M58 200C62 214 54 224 58 236`,
          "none",
          { stroke: "#3B1F0C", "stroke-opacity": 0.35, "stroke-width": 1.4 },
        )}`,
      );
    }
    case "granite": {
      const r = rng(11);
      const dots = (col, n, rr) =>
        path(
          range(n)
            .map(() => {
              const x = r() * 40;
              const y = r() * 40;
              return P`M${x} ${y}h${rr}v${rr}h${-rr}Z`;
            })
            .join(""),
          col,
        );
      return c.pattern(
        "granite",
        40,
        40,
        dots("#FFFFFF", 26, 1.2).replace("/>", ' fill-opacity="0.35"/>') +
          dots("#000000", 22, 1.4).replace("/>", ' fill-opacity="0.3"/>'),
      );
    }
    case "marble":
      return c.pattern(
        "marble",
        220,
        220,
        path(
          "M0 40C40 52 62 30 96 58S150 120 220 104M20 220C48 170 70 176 104 150S170 150 220 180M120 0C128 30 150 44 160 70M0 150C20 140 30 150 44 132",
          "none",
          { stroke: C.vein, "stroke-width": 1.2, "stroke-opacity": 0.7 },
        ),
      );
    case "chequer":
      return c.pattern(
        "chequer",
        24,
        24,
        path("M3 6l6-4 1.5 2-6 4ZM15 18l6-4 1.5 2-6 4ZM15 2l4 6-2 1.5-4-6ZM3 14l4 6-2 1.5-4-6Z", "#FFFFFF", {
          "fill-opacity": 0.35,
        }),
      );
    default:
      return null;
  }
};

/** Light streaks on polished surfaces: clear white with one bright and one faint band ([offset, opacity]). */
const STREAKS = [
  [0, 0],
  [0.3, 0],
  [0.34, 0.45],
  [0.4, 0],
  [0.44, 0.25],
  [0.47, 0],
  [1, 0],
].map(([offset, opacity]) => [offset, "#FFFFFF", opacity]);

/** Paint path `d` with finish `kind`. opts.shade (0..1) darkens, opts.box sets gradient units. */
export const surface = (c, d, kind, opts = {}) => {
  const fin = FIN[kind] || FIN.hairline;
  const [x1, y1, x2, y2] = opts.dir || fin.dir;
  const out = [path(d, c.lin(fin.stops, x1, y1, x2, y2))];
  const tex = opts.tex === undefined ? fin.tex : opts.tex;
  if (tex === "streak") {
    out.push(path(d, c.lin(STREAKS, 0, 0, 1, 1)));
  } else if (tex) {
    const pat = texture(c, tex);
    if (pat) out.push(path(d, pat, opts.texTransform ? {} : {}));
  }
  if (opts.shade) out.push(path(d, "#0B1F33", { "fill-opacity": opts.shade }));
  if (opts.light) out.push(path(d, "#FFFFFF", { "fill-opacity": opts.light }));
  return out.join("");
};

/** Etched motifs: pattern tile width, height and the path drawn in it. */
const ETCHES = {
  lattice: [36, 36, "M18 0L36 18L18 36L0 18ZM18 8L28 18L18 28L8 18Z"],
  iris: [
    60,
    60,
    "M30 30C24 18 26 10 30 4C34 10 36 18 30 30C42 24 50 26 56 30C50 34 42 36 30 30C36 42 34 50 30 56C26 50 24 42 30 30C18 36 10 34 4 30C10 26 18 24 30 30ZM0 0A6 6 0 0 1 0 0M30 30m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0",
  ],
  waves: [40, 20, "M0 10C10 0 10 20 20 10S30 0 40 10"],
  floral: [
    48,
    48,
    "M24 12C28 18 28 22 24 24C20 22 20 18 24 12ZM24 36C20 30 20 26 24 24C28 26 28 30 24 36ZM12 24C18 20 22 20 24 24C22 28 18 28 12 24ZM36 24C30 28 26 28 24 24C26 20 30 20 36 24ZM0 0L8 8M48 0L40 8M0 48L8 40M48 48L40 40",
  ],
};

/** Decorative etched motifs drawn as a pattern of fine lines (lighter than the metal). */
export const etch = (c, kind, color = "#FFFFFF", op = 0.55) => {
  const motif = ETCHES[kind];
  if (!motif) return "none";
  const [w, h, d] = motif;
  const lines = { d, fill: "none", stroke: color, "stroke-opacity": op, "stroke-width": 1 };
  return c.pattern(`etch-${kind}${color}`, w, h, el("path", lines));
};
