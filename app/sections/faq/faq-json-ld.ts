/** FAQPage structured data for the FAQ page, from the same groups the page renders, in its language. */
import type { FaqGroup } from "../../../content/faqs.ts";
import { LOCALE_TAGS, type Locale } from "../../../contracts/locales.ts";

export function faqPageJsonLd(groups: FaqGroup[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: LOCALE_TAGS[locale],
    mainEntity: groups.flatMap((group) =>
      group.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    ),
  };
}
