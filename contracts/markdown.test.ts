import { describe, expect, it } from "vitest";
import {
  htmlTags,
  markdownPhotos,
  markdownTargets,
  photoOfPicture,
  photoPictureLine,
  unsafeTargets,
} from "./markdown.ts";

const ID = "0123456789abcdef0123456789abcdef";

describe("a Markdown text's links and pictures", () => {
  it("reads every link and picture the parser reads, wherever it stands, in order", () => {
    const markdown = [
      "See [us](/contact-us) and ![a lift](/images/a.svg), or [the guide][guide].",
      "",
      "- [in a list](/faq)",
      "",
      "| Part | Link |",
      "|---|---|",
      "| Doors | [doors](/door-design) |",
      "",
      "[![a picture as a link](/images/b.svg)](/gallery)",
      "",
      "[guide]: https://example.org/guide",
    ].join("\n");
    expect(markdownTargets(markdown)).toEqual([
      { kind: "link", target: "/contact-us" },
      { kind: "picture", target: "/images/a.svg" },
      { kind: "link", target: "https://example.org/guide" },
      { kind: "link", target: "/faq" },
      { kind: "link", target: "/door-design" },
      { kind: "link", target: "/gallery" },
      { kind: "picture", target: "/images/b.svg" },
    ]);
  });

  it("leaves addresses written out, HTML and brackets that are no link as text", () => {
    expect(
      markdownTargets(
        'Write to info@example.com, <https://example.org> or https://example.net; <a href="/x">x</a> [position]',
      ),
    ).toEqual([]);
    expect(markdownTargets("No link here.")).toEqual([]);
  });
});

describe("the links and pictures a page would not show", () => {
  it("names links other than to a site path or a web address, and pictures from elsewhere", () => {
    const markdown = [
      "[a](javascript:alert(1)) [b](JavaScript:alert(1)) [c](data:text/html,hi) [d](vbscript:msgbox)",
      "[e](mailto:sales@example.com) [f](//evil.example) [g](/contact-us) [h](https://example.org)",
      "![i](https://example.org/x.png) ![j](/images/a.svg) [k](http://example.org)",
    ].join("\n");
    expect(unsafeTargets(markdown).map(({ target }) => target)).toEqual([
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
      "vbscript:msgbox",
      "mailto:sales@example.com",
      "//evil.example",
      "https://example.org/x.png",
    ]);
  });
});

describe("a photo of the company in an article", () => {
  it("is a picture whose source is photo: and the photo's id, which a page shows", () => {
    const line = photoPictureLine(ID, "A cabin we installed in Adajan");
    expect(line).toBe(`![A cabin we installed in Adajan](photo:${ID})`);
    expect(markdownTargets(`Our work.\n\n${line}`)).toEqual([{ kind: "picture", target: `photo:${ID}` }]);
    expect(photoOfPicture(`photo:${ID}`)).toBe(ID);
    expect(unsafeTargets(line)).toEqual([]);
  });

  it("names the photos an article shows, in order, and nothing written as text, code or a link", () => {
    const other = "f".repeat(32);
    const markdown = [
      `![one](photo:${ID}) and ![two](photo:${other})`,
      "",
      `Write \`![x](photo:${ID})\` to show one; photo:${ID} alone is text, [a link](photo:${other}) no picture.`,
      "",
      `[![as a link](photo:${ID})](/gallery)`,
    ].join("\n");
    expect(markdownPhotos(markdown)).toEqual([ID, other, ID]);
    expect(markdownPhotos("No photo here.")).toEqual([]);
  });

  it("is not a photo with anything else after photo:, which a page would not show", () => {
    for (const target of [
      "photo:123",
      `photo:${ID}|doors/x.svg`,
      `photo:${ID.toUpperCase()}`,
      `photo:${ID}0`,
    ]) {
      expect(photoOfPicture(target), target).toBeUndefined();
      expect(
        unsafeTargets(`![x](${target})`).map((found) => found.target),
        target,
      ).toEqual([target]);
    }
  });
});

describe("HTML written in an article", () => {
  it("names each tag once, in order, and finds none in plain Markdown or in a comparison", () => {
    expect(
      htmlTags("Hello <script>alert(1)</script>, <img src=x onerror=alert(1)> and <script>again</script>"),
    ).toEqual(["<script>", "</script>", "<img src=x onerror=alert(1)>"]);
    expect(htmlTags("## Heading\n\n**Bold**, a < b and 3<4 floors, [a link](/faq)")).toEqual([]);
  });
});
