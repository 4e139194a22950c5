/**
 * Test support for the carousel's tests (not used by the site): slides that are one named
 * paragraph each, and a fade carousel of them rendered with only the props a test is about, on a
 * page at `path` (the carousel speaks the page's language).
 */
import { type RenderOptions, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { chromeData } from "../../page-data.ts";
import { Carousel, type CarouselProps } from "./Carousel.tsx";

/**
 * Render options that put the component on the page at `path`, inside a data router whose root
 * route holds that page's texts, as on the site (the carousel's controls read them).
 */
export function onPage(path = "/"): RenderOptions {
  return {
    wrapper: ({ children }: { children: ReactNode }) => {
      const router = createMemoryRouter(
        [{ id: "root", loader: () => null, children: [{ path: "*", element: children }] }],
        {
          initialEntries: [path],
          hydrationData: { loaderData: { root: chromeData(new Request(`http://site.invalid${path}`)) } },
        },
      );
      return <RouterProvider router={router} />;
    },
  };
}

export const namedSlides = (...names: string[]) => names.map((name) => <p key={name}>{name}</p>);

/** Renders `slides` in a fade carousel labelled "Slides", with `props` on top. */
export function renderFadeCarousel(
  slides: CarouselProps["children"],
  props: Partial<CarouselProps> = {},
  path = "/",
) {
  return render(
    <Carousel label="Slides" effect="fade" {...props}>
      {slides}
    </Carousel>,
    onPage(path),
  );
}
