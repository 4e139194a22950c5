/** Career page: why work with us, beside the 24/7 support box. */
import type { Career } from "../../../content/career.ts";
import { m } from "../../../messages/compiled/messages.js";
import { SplitSection } from "../../components/Section.tsx";
import { SupportBox } from "../../components/SupportBox.tsx";
import { Paragraphs } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import "./career.css";

export function CareerIntro({ career }: { career: Career }) {
  const locale = useLocale();
  return (
    <SplitSection
      className="career-intro"
      heading={{
        id: "career-why-title",
        eyebrow: m.career_why_eyebrow({}, { locale }),
        title: career.why.title,
      }}
      aside={
        <section className="career-intro__aside" aria-label={m.career_aside_label({}, { locale })}>
          <p className="career-intro__aside-text">{m.career_aside_text({}, { locale })}</p>
          <SupportBox />
        </section>
      }
    >
      <div className="prose career-intro__text">
        <Paragraphs texts={career.why.paragraphs} />
      </div>
    </SplitSection>
  );
}
