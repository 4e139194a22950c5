/**
 * The layout primitives as components (their classes live in app/styles/layout.css).
 *
 * Section, a page band: the standard vertical rhythm (optionally on the alternate background), the centred
 * content column, and a heading that labels the band for assistive technology.
 *
 *   <Section heading={{ id: "why-title", eyebrow: "Why choose us", title: "…" }} alt>
 *     <ul className="card-grid">…</ul>
 *   </Section>
 */
import type { ComponentProps, ReactNode } from "react";
import { Icon, type IconName } from "./Icon.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

type HeadingProps = ComponentProps<typeof SectionHeading> & { id: string };

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

/** A framed box with an icon badge beside a titled body (the media + text layout primitive). */
interface IconBlockProps {
  icon: IconName;
  iconSize?: number;
  /** The title's id; the box is labelled by it. */
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

export function IconBlock({ icon, iconSize = 24, titleId, title, className, children }: IconBlockProps) {
  return (
    <section className={`card card--framed media-block ${className ?? ""}`.trim()} aria-labelledby={titleId}>
      <span className="icon-badge">
        <Icon name={icon} size={iconSize} />
      </span>
      <div className="media-block__body">
        <h3 id={titleId} className="media-block__title">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}
