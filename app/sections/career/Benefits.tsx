/** Career page: benefits (14 paid holidays, 4 hours a month for volunteering). */
import { career } from "../../../content/career.ts";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { Section } from "../../components/Section.tsx";

const icons: IconName[] = ["award", "users", "lightbulb", "shield", "wrench", "arrowRight"];

export function Benefits() {
  return (
    <Section
      alt
      heading={{
        id: "benefits-title",
        eyebrow: "Benefits",
        title: "What you get with us",
        lead: "Fair pay on time, every month, and a workplace that looks after you.",
      }}
    >
      <ul className="card-grid benefits">
        {career.benefits.map((benefit, index) => (
          <li key={benefit.title} className="card benefit">
            <span className="icon-badge benefit__icon">
              <Icon name={icons[index % icons.length] ?? "check"} size={24} />
            </span>
            <h3 className="benefit__title">{benefit.title}</h3>
            <p className="benefit__text">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
