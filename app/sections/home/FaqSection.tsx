/** 10. "Customers FAQ's": three questions, at most one open, none at first; two images beside. */

import { faqImages, homeFaqs } from "../../../content/home.ts";
import { Accordion } from "../../components/Accordion.tsx";
import { Image } from "../../components/Image.tsx";
import { Link } from "../../components/Link.tsx";
import { SectionHeading } from "../../components/Section.tsx";
import "./faq.css";

const items = homeFaqs.map((faq) => ({ id: faq.id, question: faq.question, answer: <p>{faq.answer}</p> }));

export function FaqSection() {
  return (
    <section className="section section--alt home-faq" aria-labelledby="home-faq-title">
      <div className="container split home-faq__grid">
        <div className="pair home-faq__images">
          {faqImages.map((image) => (
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
          <SectionHeading id="home-faq-title" eyebrow="FAQ" title="Customers FAQ's" align="start" />
          <Accordion items={items} />
          <p className="home-faq__more">
            More answers on our <Link to="/faq">FAQ page</Link>, or ask us your own question there.
          </p>
        </div>
      </div>
    </section>
  );
}
