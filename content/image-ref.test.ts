import { describe, expect, it } from "vitest";
import { drawingIn, drawingShown, photoRef, photoRefOf, STAND_IN_DRAWING } from "./image-ref.ts";
import { drawingRef, imageRef } from "./schemas.ts";

const ID = "0123456789abcdef0123456789abcdef";

describe("an image field's reference", () => {
  it("names a photo with the drawing it replaced, kept from the field", () => {
    expect(photoRef(ID, "doors/mirror-finish.svg")).toBe(`photo:${ID}|doors/mirror-finish.svg`);
    // Another photo over a photo keeps the first's drawing.
    expect(photoRef(ID, `photo:${"f".repeat(32)}|doors/mirror-finish.svg`)).toBe(
      `photo:${ID}|doors/mirror-finish.svg`,
    );
    expect(photoRef(ID, "")).toBe(`photo:${ID}`);
    expect(photoRefOf(`photo:${ID}|doors/mirror-finish.svg`)).toEqual({
      id: ID,
      drawing: "doors/mirror-finish.svg",
    });
    expect(photoRefOf("doors/mirror-finish.svg")).toBeUndefined();
  });

  it("shows the drawing behind a photo, or the company's mark when it had none", () => {
    expect(drawingShown(`photo:${ID}|doors/mirror-finish.svg`)).toBe("doors/mirror-finish.svg");
    expect(drawingShown(`photo:${ID}`)).toBe(STAND_IN_DRAWING);
    expect(drawingShown("doors/mirror-finish.svg")).toBe("doors/mirror-finish.svg");
    expect(drawingIn(`photo:${ID}`)).toBeUndefined();
  });

  it("is judged by the schema: a photo with an existing drawing, or a drawing", () => {
    expect(imageRef.safeParse(`photo:${ID}|doors/mirror-finish.svg`).success).toBe(true);
    expect(imageRef.safeParse(`photo:${ID}`).success).toBe(true);
    expect(imageRef.safeParse("doors/mirror-finish.svg").success).toBe(true);
    expect(imageRef.safeParse(`photo:${ID}|doors/nothing.svg`).error?.issues[0]?.message).toBe(
      "image file does not exist under content/images",
    );
    expect(imageRef.safeParse("photo:123").error?.issues[0]?.message).toMatch(/photo:<the photo's id>/);
    expect(imageRef.safeParse("Doors/x.svg").error?.issues[0]?.message).toBe(
      "must be a path under content/images",
    );
    // A logo is a drawing only.
    expect(drawingRef.safeParse(`photo:${ID}`).success).toBe(false);
  });
});
