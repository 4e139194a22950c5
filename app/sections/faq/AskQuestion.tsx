/** FAQ page: the question form under 'ASK YOUR QUESTIONS'. */

import { m } from "../../../messages/compiled/messages.js";
import { Image } from "../../components/Image.tsx";
import { QuestionForm } from "../../forms/QuestionForm.tsx";
import { useLocale } from "../../i18n.ts";

export function AskQuestion() {
  const locale = useLocale();
  return (
    <section id="ask-your-questions" className="section section--alt" aria-labelledby="ask-title">
      <div className="container split ask">
        <div className="card card--raised ask__form">
          <p className="eyebrow ask__eyebrow">{m.faq_ask_eyebrow({}, { locale })}</p>
          <h2 id="ask-title" className="ask__title">
            {m.faq_ask_title({}, { locale })}
          </h2>
          <p className="ask__lead">{m.faq_ask_lead({}, { locale })}</p>
          <QuestionForm />
        </div>
        <Image
          src="faq/faq-2.svg"
          alt={m.faq_ask_image_alt({}, { locale })}
          className="ask__image"
          sizes="(min-width: 64rem) 24rem, 90vw"
        />
      </div>
    </section>
  );
}
