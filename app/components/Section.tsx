/**
 * The layout primitives as components (their classes live in app/styles/layout.css).
 *
 * SectionHeading: a section's eyebrow, heading and optional lead text.
 *
 * Section, a page band: the standard vertical rhythm (optionally on the alternate background), the centred
 * content column, and a heading that labels the band for assistive technology.
 *
 *   <Section heading={{ id: "why-title", eyebrow: "Why choose us", title: "…" }} alt>
 *     <ul className="card-grid">…</ul>
 *   </Section>
 *
 * SplitSection, a page band in two columns (the split primitive): the heading, aligned to the start,
 * and what follows it beside a second column (a picture, a panel, a form).
 */
import type { ReactNode } from "react";
import type { Locale } from "../../contracts/locales.ts";
import { useLocale } from "../i18n.ts";
import { ContentText, langOf } from "./content-text.tsx";
import "./section-heading.css";

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "start" | "center";
  level?: 2 | 3;
  tone?: "default" | "light";
}

/** Joins the class names that are set: `joinClasses("card", framed && "card--framed", className)`. */
export const joinClasses = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  level = 2,
  tone = "default",
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const locale = useLocale();
  return (
    <header className={`section-heading section-heading--${align} section-heading--${tone}`}>
      {eyebrow && (
        <ContentText as="p" className="eyebrow section-heading__eyebrow">
          {eyebrow}
        </ContentText>
      )}
      <Heading id={id} className="section-heading__title" lang={langOf(title, locale)}>
        {title}
      </Heading>
      {lead && (
        <ContentText as="p" className="section-heading__lead">
          {lead}
        </ContentText>
      )}
    </header>
  );
}

type HeadingProps = SectionHeadingProps & { id: string };

/** An interface message that takes no inputs (messages/compiled/messages.js). */
export type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * A section's heading from its messages in the page's language:
 * `<Section heading={headingOf("why-title", locale, m.about_why_eyebrow, m.about_why_title)}>`.
 */
export const headingOf = (id: string, locale: Locale, eyebrow: Message, title: Message, lead?: Message) => ({
  id,
  eyebrow: eyebrow({}, { locale }),
  title: title({}, { locale }),
  lead: lead?.({}, { locale }),
});

interface SectionProps {
  heading: HeadingProps;
  /** The alternate (tinted) background. */
  alt?: boolean;
  /** An anchor other pages link to. */
  id?: string;
  className?: string;
  /** Classes for the content column, for sections that lay it out themselves. */
  innerClassName?: string;
  children: ReactNode;
}

/** The band itself: a <section> labelled by its heading, with the content column inside. */
function Band({ heading, alt, id, className, innerClassName, children }: SectionProps) {
  return (
    <section
      id={id}
      className={joinClasses("section", alt && "section--alt", className)}
      aria-labelledby={heading.id}
    >
      <div className={joinClasses("container", innerClassName)}>{children}</div>
    </section>
  );
}

export function Section({ heading, children, ...band }: SectionProps) {
  return (
    <Band heading={heading} {...band}>
      <SectionHeading {...heading} />
      {children}
    </Band>
  );
}

interface SplitSectionProps extends Omit<SectionProps, "innerClassName"> {
  /** Classes of the two-column grid and of its first column (the heading's). */
  gridClassName?: string;
  mainClassName?: string;
  /** The second column. */
  aside: ReactNode;
  /** Shown below both columns, across the content width. */
  footer?: ReactNode;
}

export function SplitSection({
  heading,
  gridClassName,
  mainClassName,
  aside,
  footer,
  children,
  ...band
}: SplitSectionProps) {
  return (
    <Band heading={heading} {...band}>
      <div className={joinClasses("split", gridClassName)}>
        <div className={mainClassName}>
          <SectionHeading align="start" {...heading} />
          {children}
        </div>
        {aside}
      </div>
      {footer}
    </Band>
  );
}
