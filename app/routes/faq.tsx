import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { deferUntilVisible } from "../components/deferred.tsx";
import { FaqGroups } from "../sections/faq/FaqGroups.tsx";
import { faqPageJsonLd } from "../sections/faq/faq-json-ld.ts";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.faq, breadcrumbName: "FAQ's", jsonLd: [faqPageJsonLd()] });

// The question form below the answers: prerendered, hydrated when the visitor scrolls near it.
const AskQuestion = deferUntilVisible("faq-ask", () =>
  import("../sections/faq/AskQuestion.tsx").then((m) => m.AskQuestion),
);

export default function Faq() {
  return (
    <>
      <BreadcrumbBanner title="FAQ's" subtitle="Answers to common questions" />
      <FaqGroups />
      <AskQuestion />
    </>
  );
}
