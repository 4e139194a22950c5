import { bannerPage } from "../banner-page.tsx";
import { deferUntilVisible } from "../components/deferred.tsx";
import { fixedPageData } from "../page-data.ts";
import { FaqGroups } from "../sections/faq/FaqGroups.tsx";
import { faqPageJsonLd } from "../sections/faq/faq-json-ld.ts";
import type { Route } from "./+types/faq";

// The question form below the answers: prerendered, hydrated when the visitor scrolls near it.
const AskQuestion = deferUntilVisible("faq-ask", () =>
  import("../sections/faq/AskQuestion.tsx").then((m) => m.AskQuestion),
);

export const loader = ({ request }: Route.LoaderArgs) => fixedPageData("faq", request);

const page = bannerPage([FaqGroups, AskQuestion], () => [faqPageJsonLd()]);
export const meta = page.meta;
export default page.Page;
