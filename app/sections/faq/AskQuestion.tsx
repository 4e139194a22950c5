/** FAQ page: the question form under 'ASK YOUR QUESTIONS'. */
import { Image } from "../../components/Image.tsx";
import { QuestionForm } from "../../forms/QuestionForm.tsx";

export function AskQuestion() {
  return (
    <section id="ask-your-questions" className="section section--alt" aria-labelledby="ask-title">
      <div className="container split ask">
        <div className="card card--raised ask__form">
          <p className="eyebrow ask__eyebrow">We answer within two working days</p>
          <h2 id="ask-title" className="ask__title">
            ASK YOUR QUESTIONS
          </h2>
          <p className="ask__lead">
            Ask anything about lifts: choosing one, maintenance, modernisation, safety or costs. An engineer
            replies to your email.
          </p>
          <QuestionForm />
        </div>
        <Image
          src="faq/faq-2.svg"
          alt="An elevator car operating panel with a speech bubble"
          className="ask__image"
          sizes="(min-width: 64rem) 24rem, 90vw"
        />
      </div>
    </section>
  );
}
