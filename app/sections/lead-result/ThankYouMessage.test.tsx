// @vitest-environment happy-dom
/** The thank-you page says each thing once, in every language: the AMC quote's "we will call" too. */
import { cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LEAD_KINDS, type LeadKind } from "../../../contracts/leads/forms.ts";
import { LOCALES, type Locale, localizedPath } from "../../../contracts/locales.ts";
import { ThankYouMessage } from "./ThankYouMessage.tsx";

/** "Within one working day" in each language, as the AMC quote's thanks and the reply line say it. */
const WITHIN_A_WORKING_DAY = {
  en: /within one working day/g,
  gu: /એક કામકાજના દિવસમાં/g,
  hi: /एक कामकाजी दिन के अंदर/g,
} as const;

function textOf(kind: LeadKind | undefined, locale: Locale): string {
  const path = localizedPath("/thank-you", locale);
  const router = createMemoryRouter([{ path: "*", element: <ThankYouMessage kind={kind} /> }], {
    initialEntries: [path],
  });
  const { container } = render(<RouterProvider router={router} />);
  const text = container.textContent ?? "";
  cleanup();
  return text;
}

afterEach(cleanup);

describe("the thank-you message", () => {
  it.each(LOCALES)("says once in %s when we will call about an AMC quote", (locale) => {
    expect(textOf("amcQuote", locale).match(WITHIN_A_WORKING_DAY[locale])).toHaveLength(1);
  });

  it.each(LOCALES)(
    "says once in %s when we answer every other form (the newsletter needs none)",
    (locale) => {
      for (const kind of [...LEAD_KINDS, undefined]) {
        const times = textOf(kind, locale).match(WITHIN_A_WORKING_DAY[locale])?.length ?? 0;
        expect(times, String(kind)).toBe(kind === "newsletter" ? 0 : 1);
      }
    },
  );
});
