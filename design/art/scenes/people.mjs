// Specialist portraits (480x480): calm, illustrated busts of Indian professionals.
import { C, circle, Doc, ellipse, path, rect, stroke } from "../lib/core.mjs";

const bust = (o) => {
  const c = new Doc(480, 480);
  const skin = o.skin;
  const shade = o.skinShade;
  c.add(
    rect(
      0,
      0,
      480,
      480,
      c.lin(
        [
          [0, C.steel100],
          [1, C.steel200],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  c.add(circle(240, 230, 190, c.glow("#FFFFFF", 0.9)));
  // faint shaft lines behind (brand motif)
  c.add(stroke("M96 0V480M384 0V480", C.steel200, 10, { "stroke-opacity": 0.8 }));
  // long hair behind the shoulders
  if (o.hairBack) c.add(path(o.hairBack, C.hair));
  // torso
  c.add(path("M40 480C44 396 96 356 170 338L240 360L310 338C384 356 436 396 440 480Z", o.jacket));
  if (o.shirt) c.add(path("M196 336L240 420L284 336L270 320H210Z", o.shirt));
  if (o.tie)
    c.add(path("M232 352H248L254 410L240 432L226 410Z", o.tie), path("M230 340H250L246 356H234Z", o.tie));
  if (o.lapels)
    c.add(
      path("M170 338L214 340L240 430L200 376L214 368ZM310 338L266 340L240 430L280 376L266 368Z", o.lapels),
    );
  if (o.vis)
    c.add(
      path("M150 346L190 470H222L176 342ZM330 346L290 470H258L304 342Z", C.amber500),
      path("M160 380L200 376L206 396L166 402ZM320 380L280 376L274 396L314 402Z", C.steel200),
    );
  if (o.badge) c.add(rect(300, 400, 44, 10, o.badge, { rx: 2 }));
  // neck
  c.add(
    path("M206 262V334C220 352 260 352 274 334V262Z", skin),
    path("M206 300C222 316 258 316 274 300V280H206Z", shade, { "fill-opacity": 0.55 }),
  );
  // ears
  c.add(ellipse(176, 214, 13, 22, skin), ellipse(304, 214, 13, 22, skin));
  if (o.earrings) c.add(circle(176, 240, 5, C.gold2), circle(304, 240, 5, C.gold2));
  // head
  c.add(
    path(
      "M240 112C286 112 308 146 308 196C308 250 282 292 240 292C198 292 172 250 172 196C172 146 194 112 240 112Z",
      skin,
    ),
  );
  c.add(path("M240 292C270 292 292 270 302 238C290 262 268 276 240 278Z", shade, { "fill-opacity": 0.5 }));
  // face
  c.add(
    stroke(o.brows || "M196 184Q210 176 224 182M256 182Q270 176 284 184", C.hair, 5, {
      "stroke-linecap": "round",
    }),
  );
  c.add(ellipse(211, 202, 6, 4.5, C.hair), ellipse(269, 202, 6, 4.5, C.hair));
  c.add(
    stroke("M240 204Q236 228 230 236Q238 242 248 238", shade, 3.5, {
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  if (o.beard)
    c.add(
      path(
        "M176 214C178 262 204 292 240 292C276 292 302 262 304 214C298 246 286 262 270 266Q240 256 210 266C194 262 182 246 176 214Z",
        C.hair,
        { "fill-opacity": 0.85 },
      ),
    );
  c.add(
    stroke("M222 258Q240 268 258 258", o.lip || (o.beard ? "#C9A48C" : "#6B3A2E"), 4, {
      "stroke-linecap": "round",
    }),
  );
  if (o.moustache)
    c.add(path("M218 250Q230 240 240 246Q250 240 262 250Q250 252 240 250Q230 252 218 250Z", C.hair));
  if (o.bindi) c.add(circle(240, 170, 4, "#8E1B24"));
  // hair
  if (o.hair) c.add(path(o.hair, C.hair));
  if (o.grey) c.add(path(o.grey, "#8F8A86"));
  if (o.glasses) {
    c.add(
      rect(190, 190, 100, 26, "#CFE6EA", {
        rx: 10,
        "fill-opacity": 0.18,
        stroke: C.navy800,
        "stroke-width": 4,
      }),
    );
    c.add(stroke("M190 200L174 196M290 200L306 196", C.navy800, 4));
  }
  if (o.hat) {
    c.add(path("M160 170C160 98 200 74 240 74C280 74 320 98 320 170Z", o.hat));
    c.add(
      rect(150, 160, 180, 16, o.hat, { rx: 8 }),
      rect(150, 168, 180, 8, "#000000", { rx: 4, "fill-opacity": 0.15 }),
    );
    c.add(path("M232 78H248V162H232Z", "#FFFFFF", { "fill-opacity": 0.25 }));
    c.add(
      rect(200, 120, 80, 22, C.navy800, { rx: 4 }),
      path("M214 136L222 126L230 136ZM236 128h30v4h-30ZM236 134h20v3h-20Z", C.white),
    );
  }
  return String(c);
};

export const SPECIALISTS = {
  "managing-director-1": {
    skin: C.skin2,
    skinShade: C.skin1,
    jacket: C.navy800,
    lapels: C.navy900,
    shirt: C.white,
    tie: C.amber700,
    moustache: true,
    hair: "M172 196C166 130 196 100 240 100C288 100 316 132 308 196C302 168 296 150 284 142C262 150 226 148 196 140C186 152 178 170 172 196Z",
    grey: "M172 196C172 182 174 172 178 164L182 170C178 178 176 186 176 196ZM308 196C308 182 306 172 302 164L298 170C302 178 304 186 304 196Z",
    badge: C.amber500,
  },
  "managing-director-2": {
    skin: C.skin3,
    skinShade: C.skin2,
    jacket: C.teal600,
    lapels: "#0B5A54",
    shirt: C.steel100,
    bindi: true,
    earrings: true,
    lip: "#8A3B3B",
    brows: "M198 184Q211 178 224 183M256 183Q269 178 282 184",
    hairBack:
      "M168 200C160 120 196 98 240 98C284 98 320 120 312 200C318 260 322 300 336 344L300 352C296 320 298 290 300 250H180C182 290 184 320 180 352L144 344C158 300 162 260 168 200Z",
    hair: "M170 206C164 134 198 104 240 104C282 104 316 134 310 206C304 176 292 152 270 140C256 152 232 158 240 122C226 150 196 160 184 170C178 180 174 192 170 206Z",
  },
  "rnd-head": {
    skin: C.skin1,
    skinShade: "#6E4530",
    jacket: C.navy700,
    shirt: C.steel200,
    vis: true,
    glasses: true,
    beard: true,
    hat: C.amber500,
  },
};

export const writePeople = (write) => {
  for (const [name, o] of Object.entries(SPECIALISTS))
    write(`content/images/specialists/${name}.svg`, bust(o));
};
