/**
 * FAQ page: three groups of questions with at most one answer open on the whole page: one open id
 * shared by every group, nothing open at first. The groups, in the page's language, come from the
 * route's loader.
 */
import { useCallback, useMemo, useState } from "react";
import type { FaqGroup } from "../../../content/faqs.ts";
import type { Locale } from "../../../contracts/locales.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Accordion, type AccordionItem } from "../../components/Accordion.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { headingOf, SplitSection } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./faq.css";
import { ContentText, langOf } from "../../components/content-text.tsx";

function withAccordionItems(groups: FaqGroup[], locale: Locale) {
  return groups.map((group) => ({
    ...group,
    items: group.faqs.map(
      (faq, index): AccordionItem => ({
        id: `${group.id}-${index + 1}`,
        question: faq.question,
        answer: (
          <>
            <ContentText as="p">{faq.answer}</ContentText>
            {faq.link && (
              <p lang={langOf(faq.link.label, locale)}>
                <Link to={faq.link.href}>{faq.link.label}</Link>
              </p>
            )}
          </>
        ),
      }),
    ),
  }));
}

export function FaqGroups({ groups: faqGroups }: { groups: FaqGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const onToggle = useCallback((id: string) => setOpenId((open) => (open === id ? null : id)), []);
  const locale = useLocale();
  const groups = useMemo(() => withAccordionItems(faqGroups, locale), [faqGroups, locale]);

  return (
    <SplitSection
      className="faq-page"
      mainClassName="faq-page__main"
      heading={headingOf("faq-title", locale, m.faq_eyebrow, m.faq_title, m.faq_lead)}
      aside={
        <section className="faq-page__aside" aria-label={m.faq_help_label({}, { locale })}>
          <Image
            src="faq/faq-1.svg"
            alt={m.faq_help_image_alt({}, { locale })}
            className="faq-page__image"
            sizes="(min-width: 64rem) 24rem, 90vw"
          />
          <p className="faq-page__help">
            {m.faq_help_before({}, { locale })}
            <a href="#ask-your-questions">{m.faq_help_link({}, { locale })}</a>
            {m.faq_help_after({}, { locale })}
          </p>
        </section>
      }
    >
      {groups.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={`faq-group-${group.id}`}>
          <ContentText as="h3" id={`faq-group-${group.id}`} className="faq-group__title">
            {group.title}
          </ContentText>
          <Accordion items={group.items} openId={openId} onToggle={onToggle} headingLevel={4} />
        </section>
      ))}
    </SplitSection>
  );
}
