// Gradient stops and textures of every material finish (data for finish.mjs).
import { C } from "./core.mjs";

/** Brushed metal: five bands along a slight diagonal, with the hairline texture. */
const brushed = (...colors) => ({
  stops: [0, 0.3, 0.55, 0.8, 1].map((offset, k) => [offset, colors[k]]),
  dir: [0, 0, 1, 0.15],
  tex: "hair",
});

/** Polished metal: six bands at these offsets along a steep diagonal, with streaks of light. */
const polished = (offsets, ...colors) => ({
  stops: offsets.map((offset, k) => [offset, colors[k]]),
  dir: [0, 0, 1, 0.6],
  tex: "streak",
});
/** Band offsets of the steel mirror and of the coloured (PVD) mirrors. */
const STEEL_MIRROR = [0, 0.28, 0.42, 0.62, 0.78, 1];
const PVD_MIRROR = [0, 0.28, 0.45, 0.65, 0.82, 1];

/** Two colours, `from` to `to`, in direction `dir`, with texture `tex` (or none). */
const twoTone = (from, to, dir, tex = null) => ({
  stops: [
    [0, from],
    [1, to],
  ],
  dir,
  tex,
});

/** Gradient stops per finish; direction [x1,y1,x2,y2] in bounding-box units. */
export const FIN = {
  hairline: brushed("#9DA9B5", "#E3E8ED", "#BCC6D0", "#EEF2F5", "#A3AEBA"),
  steelDark: {
    stops: [
      [0, "#5E6E7E"],
      [0.5, "#8D9BA9"],
      [1, "#5A6A7A"],
    ],
    dir: [0, 0, 1, 0],
    tex: "hair",
  },
  mirror: polished(STEEL_MIRROR, "#7F8D9A", "#F4F7FA", "#A7B3BF", "#DCE3EA", "#8796A5", "#E9EEF3"),
  gold: brushed(C.gold1, C.gold3, C.gold2, "#F7EAC2", "#A88436"),
  goldMirror: polished(PVD_MIRROR, "#8E6B22", "#FBEFC6", "#B8953F", "#EED898", "#9C7A2A", "#F5E3AE"),
  rose: brushed(C.rose1, C.rose3, C.rose2, "#F6DDD1", "#A96F5E"),
  roseMirror: polished(PVD_MIRROR, "#94584A", "#FBE4D9", "#C08672", "#EFC6B4", "#A0685A", "#F5D8CB"),
  champagne: brushed(C.champ1, C.champ3, C.champ2, "#F7F0E2", "#AE9C80"),
  wood: {
    stops: [
      [0, C.wood1],
      [0.4, C.wood2],
      [0.7, C.wood3],
      [1, C.wood2],
    ],
    dir: [0, 0, 1, 0.1],
    tex: "grain",
  },
  blackGlass: {
    stops: [
      [0, "#1A222C"],
      [0.45, "#2C3845"],
      [0.5, "#4A5866"],
      [0.56, "#242E39"],
      [1, "#10161D"],
    ],
    dir: [0, 0, 1, 0.9],
    tex: "streak",
  },
  glass: {
    stops: [
      [0, "#BFE3E4", 0.75],
      [0.5, "#E6F4F4", 0.55],
      [1, "#9CCFD2", 0.75],
    ],
    dir: [0, 0, 1, 0.4],
    tex: "streak",
  },
  scarlet: {
    stops: [
      [0, "#7E1419"],
      [0.45, C.scarletHi],
      [0.6, C.scarlet],
      [1, "#86161C"],
    ],
    dir: [0, 0, 1, 0.3],
    tex: "streak",
  },
  sky: twoTone(C.sky2, C.sky1, [0, 0, 0, 1]),
  marble: twoTone("#FBFAF7", "#E7E2DA", [0, 0, 1, 1], "marble"),
  granite: twoTone("#3E4348", "#5C6268", [0, 0, 1, 1], "granite"),
  chequer: {
    stops: [
      [0, "#8E9BA8"],
      [0.5, "#C3CCD5"],
      [1, "#8997A4"],
    ],
    dir: [0, 0, 1, 1],
    tex: "chequer",
  },
  vinyl: twoTone("#7FA8A4", "#A9C6C2", [0, 0, 0, 1], "granite"),
  laminate: twoTone("#E9E3D8", "#D6CCBB", [0, 0, 1, 0]),
  paint: twoTone("#C9D2DB", "#AEB9C4", [0, 0, 1, 0]),
};
