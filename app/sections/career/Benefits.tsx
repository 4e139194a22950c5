/** Career page: benefits (14 paid holidays, 4 hours a month for volunteering). */
import type { Career } from "../../../content/career.ts";
import { m } from "../../../messages/compiled/messages.js";
import { ContentText } from "../../components/content-text.tsx";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { headingOf, Section } from "../../components/Section.tsx";
import { useLocale } from "../../i18n.ts";

const icons: IconName[] = ["award", "users", "lightbulb", "shield", "wrench", "arrowRight"];

export function Benefits({ career }: { career: Career }) {
  const locale = useLocale();
  return (
    <Section
      alt
      heading={headingOf(
        "benefits-title",
        locale,
        m.career_benefits_eyebrow,
        m.career_benefits_title,
        m.career_benefits_lead,
      )}
    >
      <ul className="card-grid benefits">
        {career.benefits.map((benefit, index) => (
          <li key={benefit.title} className="card benefit">
            <span className="icon-badge benefit__icon">
              <Icon name={icons[index % icons.length] ?? "check"} size={24} />
            </span>
            <ContentText as="h3" className="benefit__title">
              {benefit.title}
            </ContentText>
            <ContentText as="p" className="benefit__text">
              {benefit.text}
            </ContentText>
          </li>
        ))}
      </ul>
    </Section>
  );
}
