import { describe, expect, it, vi } from "vitest";
import { homeContentIn } from "../../content/home.ts";
import { heroSlides, heroSlidesIn } from "../../content/home-hero.ts";
import { introIn } from "../../content/home-intro.ts";
import { pagesIn } from "../../content/pages.ts";
import { loader } from "./home.tsx";

// The page's pictures come from a build-time module; the loader needs none of them.
vi.mock("../components/Image.tsx", () => ({ Image: () => null }));

const load = (path: string) =>
  loader({ request: new Request(`http://site.invalid${path}`), params: {}, context: {} } as Parameters<
    typeof loader
  >[0]);

describe("the home page's loader", () => {
  it("gives the English content at /", () => {
    const content = load("/");
    expect(content.heroSlides).toBe(heroSlides);
    expect(content.intro.title).toBe("One team from the first drawing to the hundredth service visit");
    expect(content.homeFaqs[0]?.question).toBe("How often should an elevator be serviced?");
  });

  it.each(["gu", "hi"] as const)("gives the content in the page's language under /%s", (locale) => {
    const content = load(`/${locale}`);
    expect(content).toEqual({
      page: pagesIn(locale).home,
      heroSlides: heroSlidesIn(locale),
      intro: introIn(locale),
      ...homeContentIn(locale),
    });
    expect(content.intro.title).not.toBe(introIn("en").title);
    // Links, pictures and ids stay as in English.
    expect(content.heroSlides.map((slide) => [slide.id, slide.image, slide.cta.href])).toEqual(
      heroSlides.map((slide) => [slide.id, slide.image, slide.cta.href]),
    );
  });
});
