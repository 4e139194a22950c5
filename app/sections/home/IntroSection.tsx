/** 2. Introduction with 'Read More' (/about-us) and 'View Services' (#services). */
import type { Intro } from "../../../content/home-intro.ts";
import { m } from "../../../messages/compiled/messages.js";
import { useCompany } from "../../components/chrome.ts";
import { FactList, Paragraphs } from "../../components/text-blocks.tsx";
import { useLocale } from "../../i18n.ts";
import { HomeLink } from "./HomeLink.tsx";
import "./intro.css";
import { ContentText, inPageLanguage } from "../../components/content-text.tsx";

export function IntroSection({ intro }: { intro: Intro }) {
  const locale = useLocale();
  const company = useCompany();
  const facts = [
    { value: String(company.foundedYear), label: m.home_fact_founded({}, { locale }) },
    { value: String(company.branches.length), label: m.home_fact_branches({}, { locale }) },
    { value: "24/7", label: m.home_fact_support({}, { locale }) },
    { value: "6", label: m.home_fact_lift_types({}, { locale }) },
  ];
  return (
    <section className="section intro" aria-labelledby="intro-title">
      <div className="container split intro__grid">
        <div>
          <ContentText as="p" className="eyebrow intro__eyebrow">
            {intro.eyebrow}
          </ContentText>
          <ContentText as="h2" id="intro-title" className="intro__title">
            {intro.title}
          </ContentText>
          <Paragraphs texts={intro.paragraphs} className="intro__text" />
          <div className="intro__actions">
            <HomeLink href={intro.readMore.href} className="button button--primary">
              {inPageLanguage(intro.readMore.label, locale)}
              <span className="visually-hidden">
                {" "}
                {m.home_intro_read_more_about({ name: company.name }, { locale })}
              </span>
            </HomeLink>
            <HomeLink href={intro.viewServices.href} className="button button--outline">
              {inPageLanguage(intro.viewServices.label, locale)}
            </HomeLink>
          </div>
        </div>
        <FactList facts={facts} className="intro__facts" itemClassName="intro__fact" />
      </div>
    </section>
  );
}
