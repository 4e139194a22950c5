import { describe, expect, it } from "vitest";
import { eachPhotoIn, type NamedPhoto, photoIdsIn } from "./photos-named.ts";

const ID = "0123456789abcdef0123456789abcdef";
const OTHER = "fedcba9876543210fedcba9876543210";

describe("the photos the content names", () => {
  it("finds every photo a document names, once", () => {
    const data = [{ image: `photo:${ID}|a.svg` }, { nested: { src: `photo:${ID}` } }, "photo:nope"];
    expect([...photoIdsIn(data)]).toEqual([ID]);
  });

  it("finds the photos an article shows, with where, and not a photo written as text or code", () => {
    const posts = [
      {
        image: `photo:${ID}|blog/cover.svg`,
        body: `Our work.\n\n![A cabin we installed in Adajan](photo:${OTHER})\n\nWrite \`![x](photo:${ID})\` to show one; photo:${ID} alone is text.`,
      },
    ];
    const found: NamedPhoto[] = [];
    eachPhotoIn(posts, (photo) => found.push(photo));
    expect(found).toEqual([
      { id: ID, path: "0.image", inArticle: false },
      { id: OTHER, path: "0.body", inArticle: true },
    ]);
    expect([...photoIdsIn(posts)]).toEqual([ID, OTHER]);
  });
});
