/**
 * About page: company introduction with the 24/7 support box, the working-time box (hours from
 * the one source, the footer's WorkingHours) and the newsletter subscribe box.
 */
import { aboutIntro } from "../../../content/about.ts";
import { deferUntilVisible } from "../../components/deferred.tsx";
import { WorkingHours } from "../../components/Footer.tsx";
import { IconBlock } from "../../components/IconCard.tsx";
import { Image } from "../../components/Image.tsx";
import { SplitSection } from "../../components/Section.tsx";
import { SupportBox } from "../../components/SupportBox.tsx";
import { Paragraphs } from "../../components/text-blocks.tsx";
import "./about.css";

// The form toolkit loads when the box comes near the viewport; the HTML form works before that.
const SubscribeForm = deferUntilVisible("about-subscribe", () =>
  import("../../forms/SubscribeForm.tsx").then((m) => m.SubscribeForm),
);

export function AboutIntro() {
  return (
    <SplitSection
      className="about-intro"
      gridClassName="about-intro__grid"
      heading={{ id: "about-intro-title", eyebrow: aboutIntro.eyebrow, title: aboutIntro.title }}
      aside={
        <Image
          src="about/intro.svg"
          alt="Technicians assembling an elevator cabin in our Surat workshop"
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
            title="Working time"
            className="about-box"
          >
            <WorkingHours className="working-hours--on-light" />
          </IconBlock>
          <IconBlock
            icon="mail"
            iconSize={26}
            titleId="about-subscribe-title"
            title="Stay in the loop"
            className="about-box"
          >
            <p className="about-box__text">
              Maintenance tips, safety updates and new designs, about once a month. No spam.
            </p>
            <SubscribeForm />
          </IconBlock>
        </div>
      }
    >
      <div className="prose about-intro__text">
        <Paragraphs texts={aboutIntro.paragraphs} />
      </div>
    </SplitSection>
  );
}
