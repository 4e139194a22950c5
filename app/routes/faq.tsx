import { pages } from "../../content/pages.ts";
import { BreadcrumbBanner } from "../components/BreadcrumbBanner.tsx";
import { AskQuestion } from "../sections/faq/AskQuestion.tsx";
import { FaqGroups } from "../sections/faq/FaqGroups.tsx";
import { faqPageJsonLd } from "../sections/faq/faq-json-ld.ts";
import { seo } from "../seo.ts";

export const meta = () => seo({ ...pages.faq, breadcrumbName: "FAQ's", jsonLd: [faqPageJsonLd()] });

export default function Faq() {
  return (
    <>
      <BreadcrumbBanner title="FAQ's" subtitle="Answers to common questions" />
      <FaqGroups />
      <AskQuestion />
    </>
  );
}
