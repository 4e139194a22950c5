// Gradient stops and textures of every material finish (data for finish.mjs).
import { C } from "./core.mjs";

/** Gradient stops per finish; direction [x1,y1,x2,y2] in bounding-box units. */
export const FIN = {
  hairline: {
    stops: [
      [0, "#9DA9B5"],
      [0.3, "#E3E8ED"],
      [0.55, "#BCC6D0"],
      [0.8, "#EEF2F5"],
      [1, "#A3AEBA"],
    ],
    dir: [0, 0, 1, 0.15],
    tex: "hair",
  },
  steelDark: {
    stops: [
      [0, "#5E6E7E"],
      [0.5, "#8D9BA9"],
      [1, "#5A6A7A"],
    ],
    dir: [0, 0, 1, 0],
    tex: "hair",
  },
  mirror: {
    stops: [
      [0, "#7F8D9A"],
      [0.28, "#F4F7FA"],
      [0.42, "#A7B3BF"],
      [0.62, "#DCE3EA"],
      [0.78, "#8796A5"],
      [1, "#E9EEF3"],
    ],
    dir: [0, 0, 1, 0.6],
    tex: "streak",
  },
  gold: {
    stops: [
      [0, C.gold1],
      [0.3, C.gold3],
      [0.55, C.gold2],
      [0.8, "#F7EAC2"],
      [1, "#A88436"],
    ],
    dir: [0, 0, 1, 0.15],
    tex: "hair",
  },
  goldMirror: {
    stops: [
      [0, "#8E6B22"],
      [0.28, "#FBEFC6"],
      [0.45, "#B8953F"],
      [0.65, "#EED898"],
      [0.82, "#9C7A2A"],
      [1, "#F5E3AE"],
    ],
    dir: [0, 0, 1, 0.6],
    tex: "streak",
  },
  rose: {
    stops: [
      [0, C.rose1],
      [0.3, C.rose3],
      [0.55, C.rose2],
      [0.8, "#F6DDD1"],
      [1, "#A96F5E"],
    ],
    dir: [0, 0, 1, 0.15],
    tex: "hair",
  },
  roseMirror: {
    stops: [
      [0, "#94584A"],
      [0.28, "#FBE4D9"],
      [0.45, "#C08672"],
      [0.65, "#EFC6B4"],
      [0.82, "#A0685A"],
      [1, "#F5D8CB"],
    ],
    dir: [0, 0, 1, 0.6],
    tex: "streak",
  },
  champagne: {
    stops: [
      [0, C.champ1],
      [0.3, C.champ3],
      [0.55, C.champ2],
      [0.8, "#F7F0E2"],
      [1, "#AE9C80"],
    ],
    dir: [0, 0, 1, 0.15],
    tex: "hair",
  },
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
  sky: {
    stops: [
      [0, C.sky2],
      [1, C.sky1],
    ],
    dir: [0, 0, 0, 1],
    tex: null,
  },
  marble: {
    stops: [
      [0, "#FBFAF7"],
      [1, "#E7E2DA"],
    ],
    dir: [0, 0, 1, 1],
    tex: "marble",
  },
  granite: {
    stops: [
      [0, "#3E4348"],
      [1, "#5C6268"],
    ],
    dir: [0, 0, 1, 1],
    tex: "granite",
  },
  chequer: {
    stops: [
      [0, "#8E9BA8"],
      [0.5, "#C3CCD5"],
      [1, "#8997A4"],
    ],
    dir: [0, 0, 1, 1],
    tex: "chequer",
  },
  vinyl: {
    stops: [
      [0, "#7FA8A4"],
      [1, "#A9C6C2"],
    ],
    dir: [0, 0, 0, 1],
    tex: "granite",
  },
  laminate: {
    stops: [
      [0, "#E9E3D8"],
      [1, "#D6CCBB"],
    ],
    dir: [0, 0, 1, 0],
    tex: null,
  },
  paint: {
    stops: [
      [0, "#C9D2DB"],
      [1, "#AEB9C4"],
    ],
    dir: [0, 0, 1, 0],
    tex: null,
  },
};
