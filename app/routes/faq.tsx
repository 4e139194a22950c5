import { bannerPage } from "../banner-page.tsx";
import { deferUntilVisible } from "../components/deferred.tsx";
import { FaqGroups } from "../sections/faq/FaqGroups.tsx";
import { faqPageJsonLd } from "../sections/faq/faq-json-ld.ts";

// The question form below the answers: prerendered, hydrated when the visitor scrolls near it.
const AskQuestion = deferUntilVisible("faq-ask", () =>
  import("../sections/faq/AskQuestion.tsx").then((m) => m.AskQuestion),
);

const page = bannerPage("faq", [FaqGroups, AskQuestion], () => [faqPageJsonLd()]);
export const meta = page.meta;
export default page.Page;
