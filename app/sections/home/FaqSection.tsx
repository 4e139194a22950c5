/** 10. "Customers FAQ's": three questions, at most one open, none at first; two images beside. */
import type { HomeContent } from "../../../content/home.ts";
import { m } from "../../../messages/compiled/messages.js";
import { Accordion } from "../../components/Accordion.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";
import "./faq.css";
import { ContentText } from "../../components/content-text.tsx";

export function FaqSection({
  homeFaqs: faqs,
  faqImages: images,
}: Pick<HomeContent, "homeFaqs" | "faqImages">) {
  const locale = useLocale();
  const items = faqs.map((faq) => ({
    id: faq.id,
    question: faq.question,
    answer: <ContentText as="p">{faq.answer}</ContentText>,
  }));
  return (
    <section className="section section--alt home-faq" aria-labelledby="home-faq-title">
      <div className="container split home-faq__grid">
        <div className="pair home-faq__images">
          {images.map((image) => (
            <Image
              key={image.image}
              src={image.image}
              alt={image.alt}
              className="home-faq__image"
              sizes="(min-width: 1024px) 20vw, 45vw"
            />
          ))}
        </div>
        <div>
          <SectionHeading
            id="home-faq-title"
            eyebrow={m.home_faq_eyebrow({}, { locale })}
            title={m.home_faq_title({}, { locale })}
            align="start"
          />
          <Accordion items={items} />
          <p className="home-faq__more">
            {m.home_faq_more_before({}, { locale })}
            <Link to="/faq">{m.home_faq_more_link({}, { locale })}</Link>
            {m.home_faq_more_after({}, { locale })}
          </p>
        </div>
      </div>
    </section>
  );
}
