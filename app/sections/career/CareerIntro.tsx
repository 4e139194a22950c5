/** Career page: why work with us, beside the 24/7 support box. */
import { career } from "../../../content/career.ts";
import { SplitSection } from "../../components/Section.tsx";
import { SupportBox } from "../../components/SupportBox.tsx";
import { Paragraphs } from "../../components/text-blocks.tsx";
import "./career.css";

export function CareerIntro() {
  return (
    <SplitSection
      className="career-intro"
      heading={{ id: "career-why-title", eyebrow: "Why choose us", title: career.why.title }}
      aside={
        <aside className="career-intro__aside" aria-label="Questions about a job?">
          <p className="career-intro__aside-text">
            Questions about working with us, or need help with a lift right now? Our support team is always
            on.
          </p>
          <SupportBox />
        </aside>
      }
    >
      <div className="prose career-intro__text">
        <Paragraphs texts={career.why.paragraphs} />
      </div>
    </SplitSection>
  );
}
