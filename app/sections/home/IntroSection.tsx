/** 2. Introduction with 'Read More' (/about-us) and 'View Services' (#services). */
import { company } from "../../../content/company.ts";
import { intro } from "../../../content/home-intro.ts";
import { FactList, Paragraphs } from "../../components/text-blocks.tsx";
import { HomeLink } from "./HomeLink.tsx";
import "./intro.css";

const facts = [
  { value: String(company.foundedYear), label: "Founded in Surat" },
  { value: String(company.branches.length), label: "Branches across Gujarat" },
  { value: "24/7", label: "Breakdown support" },
  { value: "6", label: "Types of lifts we build" },
];

export function IntroSection() {
  return (
    <section className="section intro" aria-labelledby="intro-title">
      <div className="container split intro__grid">
        <div>
          <p className="eyebrow intro__eyebrow">{intro.eyebrow}</p>
          <h2 id="intro-title" className="intro__title">
            {intro.title}
          </h2>
          <Paragraphs texts={intro.paragraphs} className="intro__text" />
          <div className="intro__actions">
            <HomeLink href={intro.readMore.href} className="button button--primary">
              {intro.readMore.label}
              <span className="visually-hidden"> about {company.name}</span>
            </HomeLink>
            <HomeLink href={intro.viewServices.href} className="button button--outline">
              {intro.viewServices.label}
            </HomeLink>
          </div>
        </div>
        <FactList facts={facts} className="intro__facts" itemClassName="intro__fact" />
      </div>
    </section>
  );
}
