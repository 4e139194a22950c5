// People: simple geometric figures in front view.
import { C, circle, ellipse, P, path, R, rect, stroke } from "./core.mjs";

/* ------------------------------------------------------------------ people */

/**
 * Standing figure, front view, feet at (x, y), height h.
 * o: { skin, shirt, pants, hair, hat (color|false), pose: stand|reach|tablet|point, long (hair), vest, dupatta }
 */
export const person = (_c, x, y, h, o = {}) => {
  const skin = o.skin || C.skin2;
  const shirt = o.shirt || C.navy700;
  const pants = o.pants || C.navy900;
  const hairC = o.hair || C.hair;
  const u = h / 100;
  const out = [];
  const shoulderY = y - 81 * u;
  const hipY = y - 47 * u;
  // legs
  if (o.skirt) {
    out.push(
      path(
        P`M${x - 10 * u} ${hipY - 2 * u}L${x - 13 * u} ${y - 8 * u}H${x + 13 * u}L${x + 10 * u} ${hipY - 2 * u}Z`,
        pants,
      ),
    );
    out.push(path(R(x - 7 * u, y - 8 * u, 4 * u, 7 * u) + R(x + 3 * u, y - 8 * u, 4 * u, 7 * u), skin));
  } else {
    out.push(
      path(
        P`M${x - 10 * u} ${hipY - 2 * u}L${x - 9 * u} ${y - 1.5 * u}H${x - 2 * u}L${x - 0.5 * u} ${hipY + 6 * u}L${x + 0.5 * u} ${hipY + 6 * u}L${x + 2 * u} ${y - 1.5 * u}H${x + 9 * u}L${x + 10 * u} ${hipY - 2 * u}Z`,
        pants,
      ),
    );
  }
  out.push(
    path(
      P`M${x - 10 * u} ${y}a1 1 0 0 1 0-${3 * u}h${8.5 * u}v${3 * u}ZM${x + 10 * u} ${y}a1 1 0 0 0 0-${3 * u}h${-8.5 * u}v${3 * u}Z`,
      C.black,
    ),
  );
  // arms (behind torso edges)
  const arm = (side, pose) => {
    const sx = x + side * 11.5 * u;
    const sy = shoulderY + 3 * u;
    let d;
    if (pose === "reach") {
      d = P`M${sx} ${sy}L${sx + side * 6 * u} ${sy - 16 * u}L${sx + side * 9 * u} ${sy - 30 * u}`;
    } else if (pose === "tablet") {
      d = P`M${sx} ${sy}L${sx + side * 1 * u} ${sy + 18 * u}L${x + side * 2 * u} ${sy + 22 * u}`;
    } else if (pose === "point") {
      d = P`M${sx} ${sy}L${sx + side * 10 * u} ${sy + 12 * u}L${sx + side * 22 * u} ${sy + 6 * u}`;
    } else {
      d = P`M${sx} ${sy}L${sx + side * 2 * u} ${sy + 18 * u}L${sx + side * 2.5 * u} ${sy + 33 * u}`;
    }
    return (
      stroke(d, o.sleeve || shirt, 6.4 * u, { "stroke-linecap": "round", "stroke-linejoin": "round" }) +
      handAt(d, side)
    );
  };
  const handAt = (d, _side) => {
    const nums = d.match(/-?\d+(\.\d+)?/g).map(Number);
    const hx = nums[nums.length - 2];
    const hy = nums[nums.length - 1];
    return circle(hx, hy, 3 * u, skin);
  };
  out.push(arm(-1, o.poseL || "stand"));
  out.push(arm(1, o.pose || "stand"));
  // torso
  out.push(
    path(
      P`M${x - 13 * u} ${shoulderY + 5 * u}Q${x - 13 * u} ${shoulderY} ${x - 7 * u} ${shoulderY - 0.5 * u}H${x + 7 * u}Q${x + 13 * u} ${shoulderY} ${x + 13 * u} ${shoulderY + 5 * u}L${x + 10.5 * u} ${hipY}H${x - 10.5 * u}Z`,
      shirt,
    ),
  );
  if (o.vest) {
    out.push(
      path(
        P`M${x - 11 * u} ${shoulderY + 14 * u}H${x + 11 * u}v${2.5 * u}H${x - 11 * u}ZM${x - 10.6 * u} ${shoulderY + 24 * u}H${x + 10.6 * u}v${2.5 * u}H${x - 10.6 * u}Z`,
        C.steel200,
        { opacity: 0.9 },
      ),
    );
  }
  if (o.tie) {
    out.push(
      path(
        P`M${x - 4 * u} ${shoulderY - 0.5 * u}L${x} ${shoulderY + 6 * u}L${x + 4 * u} ${shoulderY - 0.5 * u}Z`,
        C.white,
      ),
    );
    out.push(
      path(
        P`M${x - 1.2 * u} ${shoulderY + 2 * u}H${x + 1.2 * u}L${x + 1.8 * u} ${shoulderY + 16 * u}L${x} ${shoulderY + 18 * u}L${x - 1.8 * u} ${shoulderY + 16 * u}Z`,
        o.tie,
      ),
    );
  }
  if (o.dupatta) {
    out.push(
      path(
        P`M${x - 9 * u} ${shoulderY}L${x + 12 * u} ${hipY - 6 * u}L${x + 12 * u} ${hipY + 2 * u}L${x - 12 * u} ${shoulderY + 6 * u}Z`,
        o.dupatta,
      ),
    );
  }
  if ((o.pose || "stand") === "tablet") {
    out.push(rect(x - 8 * u, shoulderY + 14 * u, 16 * u, 11 * u, C.navy900, { rx: 1.5 * u }));
    out.push(rect(x - 6.5 * u, shoulderY + 15.5 * u, 13 * u, 8 * u, C.teal600));
  }
  // neck and head
  out.push(path(R(x - 2.6 * u, shoulderY - 5 * u, 5.2 * u, 5 * u), skin));
  out.push(ellipse(x, shoulderY - 11 * u, 5.6 * u, 6.8 * u, skin));
  if (o.long) {
    out.push(
      path(
        P`M${x - 6 * u} ${shoulderY - 11 * u}C${x - 7 * u} ${shoulderY - 20 * u} ${x + 7 * u} ${shoulderY - 20 * u} ${x + 6 * u} ${shoulderY - 11 * u}L${x + 6.6 * u} ${shoulderY + 2 * u}H${x + 3.6 * u}L${x + 4.6 * u} ${shoulderY - 12 * u}C${x + 2 * u} ${shoulderY - 15 * u} ${x - 2 * u} ${shoulderY - 15 * u} ${x - 4.6 * u} ${shoulderY - 12 * u}L${x - 3.6 * u} ${shoulderY + 2 * u}H${x - 6.6 * u}Z`,
        hairC,
      ),
    );
  } else if (!o.hat) {
    out.push(
      path(
        P`M${x - 5.9 * u} ${shoulderY - 11 * u}C${x - 7 * u} ${shoulderY - 20 * u} ${x + 7 * u} ${shoulderY - 20 * u} ${x + 5.9 * u} ${shoulderY - 11 * u}C${x + 4 * u} ${shoulderY - 15 * u} ${x - 3 * u} ${shoulderY - 14 * u} ${x - 5.9 * u} ${shoulderY - 11 * u}Z`,
        hairC,
      ),
    );
  }
  if (o.hat) {
    out.push(
      path(
        P`M${x - 7.5 * u} ${shoulderY - 13.5 * u}C${x - 7.5 * u} ${shoulderY - 22 * u} ${x + 7.5 * u} ${shoulderY - 22 * u} ${x + 7.5 * u} ${shoulderY - 13.5 * u}Z`,
        o.hat,
      ),
    );
    out.push(path(R(x - 8.5 * u, shoulderY - 14 * u, 17 * u, 1.8 * u), o.hat));
    out.push(path(R(x - 0.8 * u, shoulderY - 20.5 * u, 1.6 * u, 6 * u), "#FFFFFF", { "fill-opacity": 0.3 }));
  }
  return out.join("");
};
