// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { homeContent, homeContentIn } from "../../../content/home.ts";
import { valueCards } from "../../../content/value-cards.ts";
import { latestBlogCards } from "../../blog-index.ts";
import { blogSummariesIn } from "../../blog-posts.server.ts";
import { CARD_FADE_STAGGER_MS, SAFETY_ITEM_STAGGER_MS, VALUE_CARDS_STAGGER_MS } from "../../motion.ts";
import { FaqSection } from "./FaqSection.tsx";
import { LatestBlogsSection } from "./LatestBlogsSection.tsx";
import { SafetyFeaturesSection } from "./SafetyFeaturesSection.tsx";
import { Stars } from "./TestimonialCard.tsx";
import { ValueCardsSection } from "./ValueCardsSection.tsx";

vi.mock("../../components/Image.tsx", () => ({
  Image: ({ src, alt }: { src: string; alt: string }) => (
    <img src={`/${src}`} alt={alt} width={800} height={600} />
  ),
}));

/** In a data router, as on the site (the carousels read the page's texts from the root route). */
function renderRouted(element: React.ReactNode, path = "/") {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("home sections", () => {
  it("shows a 4.5 rating as four stars and half of a fifth, labelled with the rating (tester: shown as 4)", () => {
    renderRouted(<Stars rating={4.5} />);
    const stars = screen.getByRole("img", { name: "Rated 4.5 out of 5" });
    expect(stars.querySelectorAll(":scope > svg")).toHaveLength(4);
    expect(stars.querySelectorAll(".stars__half .stars__filled")).toHaveLength(1);
    cleanup();
    renderRouted(<Stars rating={4} />);
    const four = screen.getByRole("img", { name: "Rated 4 out of 5" });
    expect(four.querySelectorAll(":scope > svg")).toHaveLength(4);
    expect(four.querySelector(".stars__half")).toBeNull();
  });

  it("staggers value cards by 0.2 s and links every 'View more' to a real page", () => {
    renderRouted(<ValueCardsSection valueCards={valueCards} />);
    const cards = [...document.querySelectorAll<HTMLElement>(".value-card")];
    expect(cards.map((card) => card.style.getPropertyValue("--reveal-delay"))).toEqual([
      "0ms",
      "200ms",
      "400ms",
    ]);
    expect(VALUE_CARDS_STAGGER_MS).toBe(200);
    const hrefs = screen
      .getAllByRole("link", { name: /^View more/ })
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/certification", "/door-design", "/about-us"]);
  });

  it("staggers nine safety items by 0.2 s x index; SHOW MORE expands the full text", () => {
    renderRouted(<SafetyFeaturesSection safetyFeatures={homeContent.safetyFeatures} />);
    const items = [...document.querySelectorAll<HTMLElement>(".safety-card")];
    expect(items).toHaveLength(9);
    expect(items[8]?.style.getPropertyValue("--reveal-delay")).toBe(`${8 * SAFETY_ITEM_STAGGER_MS}ms`);
    const button = screen.getByRole("button", { name: /^Show more\W+Overspeed Governor$/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toMatch(/^Show less/);
    expect(items[0]?.dataset.expanded).toBe("true");
    expect(document.getElementById(button.getAttribute("aria-controls") ?? "")?.textContent).toMatch(/115%/);
  });

  it("fades blog cards in 0.2 s apart, linking to the newest posts first", () => {
    const cards = latestBlogCards(blogSummariesIn(undefined, "en"));
    renderRouted(<LatestBlogsSection cards={cards} />);
    const shown = [...document.querySelectorAll<HTMLElement>(".home-card")];
    expect(shown.map((card) => card.style.getPropertyValue("--reveal-delay"))).toEqual([
      "0ms",
      "200ms",
      "400ms",
    ]);
    expect(CARD_FADE_STAGGER_MS).toBe(200);
    const hrefs = screen
      .getAllByRole("link", { name: /^View more/ })
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/blog-detail/3", "/blog-detail/2", "/blog-detail/1"]);
  });

  it("home FAQ: three questions, none open, at most one open", () => {
    renderRouted(<FaqSection homeFaqs={homeContent.homeFaqs} faqImages={homeContent.faqImages} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(3);
    const open = () => buttons.filter((button) => button.getAttribute("aria-expanded") === "true").length;
    expect(open()).toBe(0);
    fireEvent.click(buttons[0] as HTMLElement);
    fireEvent.click(buttons[2] as HTMLElement);
    expect(open()).toBe(1);
    expect(buttons[2]?.getAttribute("aria-expanded")).toBe("true");
  });

  it("speaks the page's language: Gujarati under /gu, Hindi under /hi", () => {
    const gu = homeContentIn("gu");
    renderRouted(<SafetyFeaturesSection safetyFeatures={gu.safetyFeatures} />, "/gu");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("અમારી દરેક લિફ્ટમાં નવ સુરક્ષા કવચ");
    expect(screen.getByRole("heading", { name: "ઓવરસ્પીડ ગવર્નર" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^વધુ વાંચો/ })).toHaveLength(9);
    cleanup();

    const hi = homeContentIn("hi");
    renderRouted(<FaqSection homeFaqs={hi.homeFaqs} faqImages={hi.faqImages} />, "/hi");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("ग्राहकों के सवाल");
    expect(screen.getByRole("link", { name: "सवाल-जवाब पेज" }).getAttribute("href")).toBe("/hi/faq");
    expect(screen.getByRole("img", { name: hi.faqImages[0]?.alt })).toBeTruthy();
  });

  it("rates in the page's language", () => {
    renderRouted(<Stars rating={4.5} />, "/gu");
    expect(screen.getByRole("img", { name: "5માંથી 4.5 રેટિંગ" })).toBeTruthy();
  });
});
