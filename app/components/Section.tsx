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
 */
import type { ReactNode } from "react";
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
  return (
    <header className={`section-heading section-heading--${align} section-heading--${tone}`}>
      {eyebrow && <p className="eyebrow section-heading__eyebrow">{eyebrow}</p>}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {lead && <p className="section-heading__lead">{lead}</p>}
    </header>
  );
}

type HeadingProps = SectionHeadingProps & { id: string };

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

export function Section({ heading, alt, id, className, innerClassName, children }: SectionProps) {
  const classes = ["section", alt && "section--alt", className].filter(Boolean).join(" ");
  return (
    <section id={id} className={classes} aria-labelledby={heading.id}>
      <div className={innerClassName ? `container ${innerClassName}` : "container"}>
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
