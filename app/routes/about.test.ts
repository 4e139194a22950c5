import { describe, expect, it, vi } from "vitest";
import { aboutIntro, counters } from "../../content/about.ts";
import { about as gu } from "../../content/locales/gu/about.ts";
import { partners as guPartners } from "../../content/locales/gu/partners.ts";
import { valueCards as guValueCards } from "../../content/locales/gu/value-cards.ts";
import { specialists as hiSpecialists } from "../../content/locales/hi/specialists.ts";
import { testimonials as hiTestimonials } from "../../content/locales/hi/testimonials.ts";
import { pages } from "../../content/pages.ts";
import { partners } from "../../content/partners.ts";
import { specialists } from "../../content/specialists.ts";
import { testimonials } from "../../content/testimonials.ts";
import { valueCards } from "../../content/value-cards.ts";
import { loader } from "./about.tsx";
import { loadPath } from "./load-path.ts";

// The route's sections show images from the build's image index, which a unit test has no need of.
vi.mock("virtual:content-images", () => ({ default: {} }));

const load = (path: string) => loadPath(loader, path);

describe("the About page's loader", () => {
  it("gives the English page the English content as written", () => {
    expect(load("/about-us")).toEqual({
      page: pages.about,
      intro: aboutIntro,
      counters,
      valueCards,
      specialists,
      testimonials,
      partners,
    });
  });

  it("gives the Gujarati page its texts, with the English page's numbers, images and links", () => {
    const data = load("/gu/about-us");
    expect(data.intro).toEqual(gu.intro);
    expect(data.counters.map(({ label }) => label)).toEqual(gu.counters.map(({ label }) => label));
    expect(data.counters.map(({ value, suffix }) => [value, suffix])).toEqual(
      counters.map(({ value, suffix }) => [value, suffix]),
    );
    expect(data.valueCards.map((card) => [card.title, card.link])).toEqual(
      guValueCards.map((card, index) => [card.title, { ...card.link, href: valueCards[index]?.link.href }]),
    );
    expect(data.partners.map(({ supplies, logo }) => [supplies, logo])).toEqual(
      guPartners.map(({ supplies }, index) => [supplies, partners[index]?.logo]),
    );
  });

  it("gives the Hindi page its people and testimonials", () => {
    const data = load("/hi/about-us");
    expect(data.specialists.map(({ title, image, href }) => [title, image, href])).toEqual(
      hiSpecialists.map(({ title }, index) => [title, specialists[index]?.image, specialists[index]?.href]),
    );
    expect(data.testimonials.map(({ review, rating }) => [review, rating])).toEqual(
      hiTestimonials.map(({ review }, index) => [review, testimonials[index]?.rating]),
    );
  });
});
