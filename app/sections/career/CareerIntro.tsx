/** Career page: why work with us, beside the 24/7 support box. */
import { career } from "../../../content/career.ts";
import { SectionHeading } from "../../components/Section.tsx";
import { SupportBox } from "../../components/SupportBox.tsx";
import "./career.css";

export function CareerIntro() {
  return (
    <section className="section container split career-intro" aria-labelledby="career-why-title">
      <div>
        <SectionHeading
          id="career-why-title"
          eyebrow="Why choose us"
          title={career.why.title}
          align="start"
        />
        <div className="prose career-intro__text">
          {career.why.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </div>
      <aside className="career-intro__aside" aria-label="Questions about a job?">
        <p className="career-intro__aside-text">
          Questions about working with us, or need help with a lift right now? Our support team is always on.
        </p>
        <SupportBox />
      </aside>
    </section>
  );
}
