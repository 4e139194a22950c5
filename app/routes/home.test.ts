import { describe, expect, it, vi } from "vitest";
import { company } from "../../content/company.ts";
import { homeContentIn } from "../../content/home.ts";
import { heroSlides, heroSlidesIn } from "../../content/home-hero.ts";
import { introIn } from "../../content/home-intro.ts";
import { pagesIn } from "../../content/pages.ts";
import { specialistsIn } from "../../content/specialists.ts";
import { testimonialsIn } from "../../content/testimonials.ts";
import { valueCardsIn } from "../../content/value-cards.ts";
import { textsIn } from "../../contracts/leads/form-texts/texts.ts";
import { m } from "../../messages/compiled/messages.js";
import { latestBlogCards } from "../blog-index.ts";
import { blogSummariesIn } from "../blog-posts.server.ts";
import { loader } from "./home.tsx";
import { loader as sectionsLoader } from "./home-sections.ts";
import { loadPath } from "./load-path.ts";

// The page's pictures come from a build-time module; the loader needs none of them.
vi.mock("../components/Image.tsx", () => ({ Image: () => null }));

const load = (path: string) => loadPath(loader, path);
/** The emergency strip's texts in `locale`: its messages, the call's with the 24/7 number on one line. */
const emergency = (locale: "en" | "gu" | "hi") => {
  const phone = company.phones.support.display.replaceAll(" ", "\u00a0");
  const texts = {
    label: m.home_emergency_label,
    title: m.home_emergency_title,
    report: m.home_emergency_report,
  };
  return {
    ...textsIn(texts, locale),
    call: m.home_emergency_call({ phone }, { locale }),
  };
};
const loadSections = (path: string) => loadPath(sectionsLoader, path).json();
/** The newest posts' cards in `locale`, from the repository's posts (no content published). */
const latestBlogs = (locale: "en" | "gu" | "hi") => latestBlogCards(blogSummariesIn(undefined, locale));

describe("the home page's loader", () => {
  it("gives the page's metadata, the hero's slides, the emergency strip's texts and the latest posts' cards, and nothing else of the sections below", () => {
    const content = load("/");
    expect(content).toEqual({
      page: pagesIn("en").home,
      heroSlides,
      heroLabel: m.home_hero_label(),
      emergency: emergency("en"),
      latestBlogs: latestBlogs("en"),
    });
    // The newest posts first.
    expect(content.latestBlogs.map((card) => card.href)).toEqual([
      "/blog-detail/3",
      "/blog-detail/2",
      "/blog-detail/1",
    ]);
    expect(content.emergency.call).toBe("Call +91\u00a090000\u00a000002, day or night");
  });

  it.each(["gu", "hi"] as const)("gives them in the page's language under /%s", (locale) => {
    const content = load(`/${locale}`);
    expect(content).toEqual({
      page: pagesIn(locale).home,
      heroSlides: heroSlidesIn(locale),
      heroLabel: m.home_hero_label({}, { locale }),
      emergency: emergency(locale),
      latestBlogs: latestBlogs(locale),
    });
    expect(content.latestBlogs[0]?.title).not.toBe(latestBlogs("en")[0]?.title);
    // Links, pictures and ids stay as in English.
    expect(content.heroSlides.map((slide) => [slide.id, slide.image, slide.cta.href])).toEqual(
      heroSlides.map((slide) => [slide.id, slide.image, slide.cta.href]),
    );
  });
});

describe("the home sections' file", () => {
  it("gives the English content at /home-sections.json", async () => {
    const sections = await loadSections("/home-sections.json");
    expect(sections.intro.title).toBe("One team from the first drawing to the hundredth service visit");
    expect(sections.homeFaqs[0]?.question).toBe("How often should an elevator be serviced?");
  });

  it.each(["gu", "hi"] as const)("gives the content in its language under /%s", async (locale) => {
    const sections = await loadSections(`/${locale}/home-sections.json`);
    expect(sections).toEqual({
      intro: introIn(locale),
      valueCards: valueCardsIn(locale),
      testimonials: testimonialsIn(locale),
      specialists: specialistsIn(locale),
      ...homeContentIn(locale),
    });
    // Every section's texts are the page's language's, the value cards, testimonials and team too.
    expect(sections.intro.title).not.toBe(introIn("en").title);
    expect(sections.valueCards[0]?.title).not.toBe(valueCardsIn("en")[0]?.title);
    expect(sections.testimonials[0]?.review).not.toBe(testimonialsIn("en")[0]?.review);
    expect(sections.specialists[0]?.post).not.toBe(specialistsIn("en")[0]?.post);
  });
});
