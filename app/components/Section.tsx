/**
 * A page band: the standard vertical rhythm (optionally on the alternate background), the centred
 * content column, and a heading that labels the band for assistive technology.
 *
 *   <Section heading={{ id: "why-title", eyebrow: "Why choose us", title: "…" }} alt>
 *     <ul className="card-grid">…</ul>
 *   </Section>
 */
import type { ComponentProps, ReactNode } from "react";
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
