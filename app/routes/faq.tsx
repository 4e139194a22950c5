/**
 * The FAQ page. Its questions come from a loader in the page's language, which runs when the pages
 * are prerendered (and, once the company has published its own, on request): they land in each
 * page's HTML and its FAQPage structured data, not in the JavaScript.
 */
import { faqGroupsIn } from "../../content/faqs.ts";
import { bannerPage } from "../banner-page.tsx";
import { deferHydration } from "../components/deferred.tsx";
import { contentIn, fixedPageLoader } from "../page-data.ts";
import { FaqGroups } from "../sections/faq/FaqGroups.tsx";
import { faqPageJsonLd } from "../sections/faq/faq-json-ld.ts";

export const loader = fixedPageLoader("faq", (locale, context) => ({
  groups: contentIn(context, "faqs", locale, faqGroupsIn),
}));

// The question form below the answers: prerendered, hydrated when the visitor scrolls near it.
const AskQuestion = deferHydration("faq-ask", () =>
  import("../sections/faq/AskQuestion.tsx").then((m) => m.AskQuestion),
);

const page = bannerPage<typeof loader>([FaqGroups, AskQuestion], (locale, { groups }) => [
  faqPageJsonLd(groups, locale),
]);
export const meta = page.meta;
export default page.Page;
