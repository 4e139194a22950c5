/**
 * FAQ page: three groups of questions with at most one answer open on the whole page: one open id
 * shared by every group, nothing open at first.
 */
import { useCallback, useState } from "react";
import { faqGroups } from "../../../content/faqs.ts";
import { Accordion, type AccordionItem } from "../../components/Accordion.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { SplitSection } from "../../components/Section.tsx";
import "./faq.css";

const groups = faqGroups.map((group) => ({
  ...group,
  items: group.faqs.map(
    (faq, index): AccordionItem => ({
      id: `${group.id}-${index + 1}`,
      question: faq.question,
      answer: (
        <>
          <p>{faq.answer}</p>
          {faq.link && (
            <p>
              <Link to={faq.link.href}>{faq.link.label}</Link>
            </p>
          )}
        </>
      ),
    }),
  ),
}));

export function FaqGroups() {
  const [openId, setOpenId] = useState<string | null>(null);
  const onToggle = useCallback((id: string) => setOpenId((open) => (open === id ? null : id)), []);

  return (
    <SplitSection
      className="faq-page"
      mainClassName="faq-page__main"
      heading={{
        id: "faq-title",
        eyebrow: "FAQ's",
        title: "Questions our customers ask",
        lead: "Straight answers on maintenance, safety, costs and our services. Can't find yours? Ask us below.",
      }}
      aside={
        <aside className="faq-page__aside" aria-label="Need more help?">
          <Image
            src="faq/faq-1.svg"
            alt="A visitor waiting at a lift door with a question in mind"
            className="faq-page__image"
            sizes="(min-width: 64rem) 24rem, 90vw"
          />
          <p className="faq-page__help">
            Still unsure? <a href="#ask-your-questions">Ask your question</a> and one of our engineers will
            answer by email.
          </p>
        </aside>
      }
    >
      {groups.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={`faq-group-${group.id}`}>
          <h3 id={`faq-group-${group.id}`} className="faq-group__title">
            {group.title}
          </h3>
          <Accordion items={group.items} openId={openId} onToggle={onToggle} headingLevel={4} />
        </section>
      ))}
    </SplitSection>
  );
}
