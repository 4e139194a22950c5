/**
 * About page: company introduction with the 24/7 support box, the working-time box (hours from
 * the one source, the footer's WorkingHours) and the newsletter subscribe box.
 */
import type { About } from "../../../content/about.ts";
import { m } from "../../../messages/compiled/messages.js";
import { deferHydration } from "../../components/deferred.tsx";
import { WorkingHours } from "../../components/Footer.tsx";
import { IconBlock } from "../../components/IconCard.tsx";
import { Image } from "../../components/Image.tsx";
import { SplitSection } from "../../components/Section.tsx";
import { SupportBox } from "../../components/SupportBox.tsx";
import { Paragraphs } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import "./about.css";

// The form toolkit loads when the box comes near the viewport; the HTML form works before that.
const SubscribeForm = deferHydration("about-subscribe", () =>
  import("../../forms/SubscribeForm.tsx").then((m) => m.SubscribeForm),
);

export function AboutIntro({ intro }: { intro: About["intro"] }) {
  const locale = useLocale();
  return (
    <SplitSection
      className="about-intro"
      gridClassName="about-intro__grid"
      heading={{ id: "about-intro-title", eyebrow: intro.eyebrow, title: intro.title }}
      aside={
        <Image
          src="about/intro.svg"
          alt={m.about_intro_image_alt({}, { locale })}
          className="about-intro__image"
          sizes="(min-width: 64rem) 36rem, 92vw"
        />
      }
      footer={
        <div className="card-grid about-boxes">
          <SupportBox />
          <IconBlock
            icon="clock"
            iconSize={26}
            titleId="about-hours-title"
            title={m.about_hours_title({}, { locale })}
            className="about-box"
          >
            <WorkingHours className="working-hours--on-light" />
          </IconBlock>
          <IconBlock
            icon="mail"
            iconSize={26}
            titleId="about-subscribe-title"
            title={m.about_subscribe_title({}, { locale })}
            className="about-box"
          >
            <p className="about-box__text">{m.about_subscribe_text({}, { locale })}</p>
            <SubscribeForm />
          </IconBlock>
        </div>
      }
    >
      <div className="prose about-intro__text">
        <Paragraphs texts={intro.paragraphs} />
      </div>
    </SplitSection>
  );
}
